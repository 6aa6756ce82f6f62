// The step between the footer's link and its dialog: importing the dialog straight from
// scripts/nav.ts would write the list of its files (React, the form, its fields) into the
// script every page loads; from here it is written into this small file, fetched only when
// the dialog may be opened. Its stylesheet comes with it (lib/stylesheet.ts).
import { loadStylesheet } from '../lib/stylesheet';
import contactDialogCss from '../islands/shared/contact-dialog.css?url&no-inline';

export async function loadContactDialog(): Promise<typeof import('../islands/shared/contact-dialog')> {
  const [dialog] = await Promise.all([import('../islands/shared/contact-dialog'), loadStylesheet(contactDialogCss)]);
  return dialog;
}
