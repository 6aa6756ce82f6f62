// How a dashboard's figure compares with the previous period's.

const whole = (n: number) => n.toLocaleString('en-US');

// " (+33%)" against the previous period; nothing when there was nothing to compare with.
export function change(now: number, before: number): string {
  if (before === 0) return '';
  const delta = Math.round(((now - before) / before) * 100);
  return ` (${delta > 0 ? '+' : ''}${delta}%)`;
}

// "Previous: 12 (+33%)", the previous figure written as `shown` writes the current one.
export const previousFigure = (now: number, before: number, shown: (n: number) => string = whole) =>
  `Previous: ${shown(before)}${change(now, before)}`;
