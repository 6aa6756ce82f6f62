import { describe, expect, it } from 'vitest';
import { plotArea, roundTop } from './chart-axis';

describe('roundTop', () => {
  it('rounds up to 1, 2 or 5 times a power of ten', () => {
    expect([7, 10, 13, 26, 500, 30_001].map(roundTop)).toEqual([10, 10, 20, 50, 500, 50_000]);
  });
});

describe('plotArea', () => {
  const box = { width: 120, height: 60, pad: { top: 10, right: 10, bottom: 10, left: 10 } };

  it('puts zero on the plot’s floor and the top value on its ceiling', () => {
    const { y, plotH } = plotArea(box, 4, 200);
    expect([plotH, y(0), y(100), y(200)]).toEqual([40, 50, 30, 10]);
  });

  it('centres each slot’s label under it', () => {
    const { slot, labelX, labelY } = plotArea(box, 4, 200);
    expect([slot, labelX(0), labelX(3), labelY]).toEqual([25, 22.5, 97.5, 52]);
  });
});
