import { describe, expect, it } from 'vitest';
import { noticePeriod } from './RecoveryNoticeText';

describe('the period a notice names', () => {
  it('names its days, one side of it, or nothing', () => {
    expect(noticePeriod('2025-03-03', '2025-03-05')).toBe('Mar 3, 2025 to Mar 5, 2025');
    expect(noticePeriod('2025-12-31', '2025-12-31')).toBe('On Dec 31, 2025');
    expect(noticePeriod('2025-01-09', null)).toBe('Since Jan 9, 2025');
    expect(noticePeriod(null, '2025-07-04')).toBe('Until Jul 4, 2025');
    expect(noticePeriod(null, null)).toBeNull();
  });
});
