import type { AdminStats, StatTotals } from '../../../worker/contract/admin-stats';
import { STAT_NAMES } from '../../../worker/contract/admin-stats';
import { formatUsd } from '../../../worker/domain/money';
import StatTiles, { type StatTile } from '../shared/StatTiles';
import { previousFigure } from './period-change';

const whole = (n: number) => n.toLocaleString('en-US');
const average = (n: number) => n.toLocaleString('en-US', { maximumFractionDigits: 1 });
const dollars = (cents: number) => formatUsd(cents).replace(/\.00$/, '');

const TILES: { key: keyof StatTotals; label: string; shown: (n: number) => string }[] = [
  { key: 'signups', label: STAT_NAMES.signups, shown: whole },
  { key: 'activeDaily', label: 'Daily active members', shown: average },
  { key: 'activeWeekly', label: 'Weekly active members', shown: average },
  { key: 'entries', label: STAT_NAMES.entries, shown: whole },
  { key: 'votes', label: STAT_NAMES.votes, shown: whole },
  { key: 'comments', label: STAT_NAMES.comments, shown: whole },
  { key: 'communityChallenges', label: 'Community challenges', shown: whole },
  { key: 'sessionsBooked', label: 'Sessions booked', shown: whole },
  { key: 'sessionsCompleted', label: 'Sessions completed', shown: whole },
  { key: 'printOrders', label: STAT_NAMES.printOrders, shown: whole },
  { key: 'critiqueRequests', label: STAT_NAMES.critiqueRequests, shown: whole },
  { key: 'revenueCents', label: STAT_NAMES.revenueCents, shown: dollars },
];

// The period's totals (the active members as averages), each with the previous period's and
// the change beside it.
export default function AdminStatsTiles({ stats }: { stats: AdminStats }) {
  const { totals: now } = stats.current;
  const { totals: before } = stats.previous;
  const tiles = TILES.map(
    ({ key, label, shown }): StatTile => ({
      label,
      value: shown(now[key]),
      hint: previousFigure(now[key], before[key], shown),
    }),
  );
  return <StatTiles tiles={tiles} />;
}
