// Formatters are made on first use and kept: building one loads locale data and costs far
// more than formatting with it (a list formats dozens of dates), and every page importing
// this (the home page among them, which never shows a local time) would pay for it on load.
// (`toLocaleString` with options builds a new one on every call: format with these instead.)
const formatters = new Map<string, Intl.DateTimeFormat>();

export function formatter(locale: string | undefined, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale ?? ''} ${JSON.stringify(options)}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    formatters.set(key, format);
  }
  return format;
}

// A day in a list, in the reader's own time zone: "Nov 24, 2026".
export const shortDate = (iso: string) =>
  formatter('en-US', { year: 'numeric', month: 'short', day: 'numeric' }).format(new Date(iso));

// A viewer's time zone and locale (useViewerClock gives them to a render).
export type ViewerClock = { zone: string; locale: string | undefined };

// "Nov 24, 2026, 5:00 AM" on the viewer's clock.
export const dateTime = (iso: string, { zone, locale }: ViewerClock): string =>
  formatter(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: zone }).format(new Date(iso));

// The viewer's own time zone, as their browser has it.
export const viewerZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
