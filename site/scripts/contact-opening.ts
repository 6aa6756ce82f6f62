// The step between the footer's link and its dialog: importing the dialog straight from
// scripts/nav.ts would write the list of its files (React, the form, its fields) into the
// script every page loads; from here it is written into this small file, fetched only when
// the dialog may be opened.
export const loadContactDialog = () => import('../islands/shared/contact-dialog');
