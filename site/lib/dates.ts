// A day in a list, in the reader's own time zone (or `zone`, useViewerClock's): "Nov 24, 2026".
export const shortDate = (iso: string, zone?: string) =>
  new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric', timeZone: zone });
