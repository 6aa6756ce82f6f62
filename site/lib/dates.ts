// A day in a list, in the reader's own time zone (or `zone`, useViewerClock's): "Nov 24, 2026".
export const shortDate = (iso: string, zone?: string) =>
  new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric', timeZone: zone });

// A viewer's time zone and locale (useViewerClock gives them to a render).
export type ViewerClock = { zone: string; locale: string | undefined };

// Formatters are made on first use: building one loads locale data, which every page
// importing this (the home page among them, which never shows a local time) would pay on load.
const formatters = new Map<string, Intl.DateTimeFormat>();

// "Nov 24, 2026, 5:00 AM" on the viewer's clock.
export function dateTime(iso: string, { zone, locale }: ViewerClock): string {
  const key = `${locale ?? ''} ${zone}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: zone });
    formatters.set(key, format);
  }
  return format.format(new Date(iso));
}
