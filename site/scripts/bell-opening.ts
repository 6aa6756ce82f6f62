// The step between the bell and its panel. Importing the panel straight from the bell's
// script would write the list of the panel's seventeen files (React, the lines, their
// clocks), for the browser to fetch at once, into the script every member's page loads; from
// here it is written into this small file, fetched only when the panel may be opened.
export const openBellPanel = async (bell: HTMLDetailsElement) =>
  (await import('../islands/notifications/bell-panel')).startBellPanel(bell);
