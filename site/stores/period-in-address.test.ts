import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

// The page's address as the browser has it, and what the store writes back into it.
function visit(href: string) {
  const replaced: string[] = [];
  vi.stubGlobal('location', new URL(href));
  vi.stubGlobal('history', { state: null, replaceState: (_state: unknown, _title: string, url: URL) => replaced.push(url.href) });
  return replaced;
}

describe("a dashboard's period in the address", () => {
  it('starts from the period the address names, or the usual one', async () => {
    visit('https://example.com/admin/stats?days=90');
    const { periodInAddress } = await import('./period-in-address');
    expect(periodInAddress(['7', '30', '90'], '30').$period.get()).toBe('90');
    visit('https://example.com/admin/stats?days=8');
    expect(periodInAddress(['7', '30', '90'], '30').$period.get()).toBe('30');
  });

  it('writes the chosen period into the address, leaving the usual one out', async () => {
    const replaced = visit('https://example.com/admin/stats?tab=x');
    const { periodInAddress } = await import('./period-in-address');
    const { $period, choose } = periodInAddress(['7', '30', '90'], '30');
    choose('7');
    expect($period.get()).toBe('7');
    choose('30');
    expect(replaced).toEqual(['https://example.com/admin/stats?tab=x&days=7', 'https://example.com/admin/stats?tab=x']);
  });
});

describe('the statistics store', () => {
  it('downloads the CSV of the period shown', async () => {
    const { statsCsvHref } = await import('./admin-stats');
    expect(statsCsvHref('365')).toBe('/api/admin/stats.csv?days=365');
  });
});
