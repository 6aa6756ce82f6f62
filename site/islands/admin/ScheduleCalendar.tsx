import './admin-table.css';
import './ScheduleCalendar.css';
import { useStore } from '@nanostores/react';
import type { ChallengeDto } from '../../../worker/contract/challenges';
import { DAILY_CATEGORIES } from '../../../worker/domain/categories';
import { addDays } from '../../../worker/domain/dates';
import { newYorkDate } from '../../../worker/domain/new-york-time';
import { $activeChallenges, $upcomingChallenges } from '../../stores/admin';
import Spinner from '../shared/Spinner';
import LoadFailed from '../shared/LoadFailed';
import StatusChip from './StatusChip';
import { titleCase } from '../challenges/challenge-time';
import { canEdit, editPath, newPath, publicPath } from './challenge-links';
import { formatDay } from './ny-time';

const DAYS = 14;

// Where a daily challenge sits in the calendar: its New York start day and its category.
const slotKey = (date: string, category: string) => `${date}|${category}`;

function dailySlots(challenges: ChallengeDto[]): Map<string, ChallengeDto> {
  const slots = new Map<string, ChallengeDto>();
  for (const c of challenges) if (c.isDaily) slots.set(slotKey(newYorkDate(new Date(c.startDate)), c.category), c);
  return slots;
}

function Slot({ challenge, date, category, today }: { challenge?: ChallengeDto; date: string; category: string; today: string }) {
  const where = `${titleCase(category)}, ${formatDay(date)}`;
  if (challenge) {
    return (
      <div className="slot slot--filled">
        <a className="slot__title" href={publicPath(challenge.id)}>
          {challenge.title}
        </a>
        <div className="slot__meta">
          <StatusChip status={challenge.status} />
          {canEdit(challenge.status) && (
            <a className="btn btn-ghost btn-sm" href={editPath(challenge.id)} aria-label={`Edit ${challenge.title} (${where})`}>
              Edit
            </a>
          )}
        </div>
      </div>
    );
  }
  // Today has begun: its slot can only be drawn by the cron, not planned for midnight.
  if (date <= today) return <p className="slot slot--empty">Waiting for the daily draw</p>;
  return (
    <div className="slot slot--empty">
      <a className="btn btn-outline btn-sm" href={newPath({ date, category })} aria-label={`Plan ${where}`}>
        Plan
      </a>
    </div>
  );
}

// Two weeks of New York days against the three daily categories: what runs each day,
// and where nothing is planned yet (those days get a theme from the evergreen pool).
export default function ScheduleCalendar({ now }: { now: Date }) {
  const active = useStore($activeChallenges);
  const upcoming = useStore($upcomingChallenges);
  if (active.error || upcoming.error) return <LoadFailed what="the schedule" />;
  if (!active.data || !upcoming.data) return <Spinner label="Loading the schedule..." />;
  const slots = dailySlots([...active.data, ...upcoming.data]);
  const today = newYorkDate(now);
  const days = Array.from({ length: DAYS }, (_, i) => addDays(today, i));
  return (
    <div className="admin-table-wrap">
      <table className="admin-table calendar">
        <caption className="sr-only">Daily challenges for the next {DAYS} days, New York time</caption>
        <thead>
          <tr>
            <th scope="col">Day (New York)</th>
            {DAILY_CATEGORIES.map((category) => (
              <th scope="col" key={category}>
                {titleCase(category)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {days.map((date) => (
            <tr key={date} className={date === today ? 'calendar__today' : undefined}>
              <th scope="row">
                {formatDay(date)}
                {date === today && <span className="calendar__badge">Today</span>}
              </th>
              {DAILY_CATEGORIES.map((category) => (
                <td key={category} data-label={titleCase(category)}>
                  <Slot challenge={slots.get(slotKey(date, category))} date={date} category={category} today={today} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
