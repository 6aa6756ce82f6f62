import type { EvergreenThemeDto } from '../../../worker/contract/admin';

// The cron's draw order (worker/services/challenges/daily-schedule.ts): never used first,
// then least recently used, then oldest. The first active theme is the next one drawn.
export function drawOrder(themes: EvergreenThemeDto[]): EvergreenThemeDto[] {
  const used = (t: EvergreenThemeDto) => (t.lastUsedAt === null ? -Infinity : new Date(t.lastUsedAt).getTime());
  return [...themes].sort((a, b) => used(a) - used(b) || a.id - b.id);
}
