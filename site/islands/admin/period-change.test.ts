import { describe, expect, it } from 'vitest';
import { change, previousFigure } from './period-change';

describe('a figure beside the previous period', () => {
  it('says the change in whole percent, nothing when the previous period had none', () => {
    expect(change(4, 3)).toBe(' (+33%)');
    expect(change(2, 4)).toBe(' (-50%)');
    expect(change(5, 5)).toBe(' (0%)');
    expect(change(5, 0)).toBe('');
  });

  it('writes the previous figure as the current one is written', () => {
    expect(previousFigure(1500, 1200)).toBe('Previous: 1,200 (+25%)');
    expect(previousFigure(10, 20, (n) => `$${n}`)).toBe('Previous: $20 (-50%)');
  });
});
