// Numbers as the findings' texts show them.

export const percentText = (percent: number): string =>
  `${percent > 0 && percent < 0.95 ? percent.toFixed(1) : Math.round(percent)}%`;

// '+1.0', '−0.7', '0' — stops with their sign, as cameras print them.
export const stopsText = (stops: number): string => (stops === 0 ? '0' : `${stops > 0 ? '+' : '−'}${Math.abs(stops).toFixed(1)}`);

export const degreesText = (degrees: number): string => `${Math.abs(degrees).toFixed(1)}°`;

export const round = (value: number, places: number): number => {
  const scale = 10 ** places;
  return Math.round(value * scale) / scale;
};
