import './RecoveryNotice.css';
import type { RecoveryNotice } from '../../worker/contract/recovery-notice';
import { SHORT_MONTHS } from '../../worker/domain/en-dates';

// A New York day ('2025-03-03') as words: "Mar 3, 2025", the same on the server and in any
// browser (a day has no time to shift).
function dayWords(day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  return `${SHORT_MONTHS[(month ?? 1) - 1]} ${date}, ${year}`;
}

// The period a notice names, or null when it names none.
export function noticePeriod(from: string | null, until: string | null): string | null {
  if (from && until) return from === until ? `On ${dayWords(from)}` : `${dayWords(from)} to ${dayWords(until)}`;
  if (from) return `Since ${dayWords(from)}`;
  if (until) return `Until ${dayWords(until)}`;
  return null;
}

type Fields = Pick<RecoveryNotice, 'whatHappened' | 'affectedFrom' | 'affectedUntil' | 'whatToDo'>;

// What happened, which days, what to do: the notice's page, and its preview in the editor.
export default function RecoveryNoticeText({ notice }: { notice: Fields }) {
  const period = noticePeriod(notice.affectedFrom, notice.affectedUntil);
  return (
    <dl className="recovery-notice">
      <div>
        <dt>What happened</dt>
        <dd>{notice.whatHappened}</dd>
      </div>
      {period && (
        <div>
          <dt>Which days</dt>
          <dd>{period} (New York time)</dd>
        </div>
      )}
      <div>
        <dt>What to do</dt>
        <dd>{notice.whatToDo}</dd>
      </div>
    </dl>
  );
}
