import { addDays } from '../../worker/domain/dates';
import { newYorkDate } from '../../worker/domain/new-york-time';
import { sql } from './local-state';

export type DailyState = { category: string; id: number; open: boolean };

// Today's and yesterday's daily challenges as the database has them, with whether each is
// open (submissions today, voting yesterday), to know which buttons the page should offer.
export function dailyStates(): { today: DailyState[]; yesterday: DailyState[] } {
  const now = Date.now();
  const today = newYorkDate(new Date(now));
  const rows = sql(
    `SELECT id, category, daily_date, start_date, end_date, voting_start_date, voting_end_date FROM challenges
     WHERE daily_date IN ('${today}', '${addDays(today, -1)}')`,
  );
  const state = (row: Record<string, unknown>, from: string, to: string) => ({
    category: String(row.category),
    id: Number(row.id),
    open: Number(row[from]) <= now && now < Number(row[to] ?? 0),
  });
  return {
    today: rows.filter((r) => r.daily_date === today).map((r) => state(r, 'start_date', 'end_date')),
    yesterday: rows.filter((r) => r.daily_date !== today).map((r) => state(r, 'voting_start_date', 'voting_end_date')),
  };
}
