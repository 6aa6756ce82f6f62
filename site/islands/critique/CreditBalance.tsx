import './CreditBalance.css';
import { useStore } from '@nanostores/react';
import { ASK_COST, HELPFUL_FROM } from '../../../worker/domain/critiques';
import { timeAgo } from '../../lib/time-ago';
import { $credits } from '../../stores/critiques';
import { useViewer } from '../challenges/use-viewer';
import ErrorBoundary from '../shared/ErrorBoundary';
import { useNow } from '../shared/use-now';
import ViewerTime from '../shared/ViewerTime';
import { CREDIT_REASON_TEXT, counted } from './critique-text';
import { viewHref } from './critique-view';

const LINES_SHOWN = 8;

const signed = (delta: number) => (delta > 0 ? `+${delta}` : `−${Math.abs(delta)}`);

// The member's balance, and on demand (a disclosure, so it opens before any script) the
// ledger's latest lines: what each credit came from and went on.
function Balance() {
  const { data } = useStore($credits);
  const now = useNow().getTime();
  if (!data) return null;
  return (
    <details className="credit-balance">
      <summary className="credit-balance__summary">
        <span className="credit-balance__coin" aria-hidden="true" />
        {counted(data.balance, 'credit')}
        <span className="sr-only">: what they came from</span>
      </summary>
      <div className="credit-balance__panel">
        <p className="credit-balance__rule">
          Asking for a critique costs {counted(ASK_COST, 'credit')}. Each critique you give that its photographer rates{' '}
          {HELPFUL_FROM} or 5 for helpfulness earns you one.
        </p>
        {data.lines.length > 0 && (
          <ol className="credit-balance__lines">
            {data.lines.slice(0, LINES_SHOWN).map((line) => (
              <li key={`${line.createdAt}-${line.reason}-${line.requestId}`}>
                <span className={line.delta > 0 ? 'credit-balance__delta credit-balance__delta--up' : 'credit-balance__delta'}>
                  {signed(line.delta)}
                </span>
                <span className="credit-balance__what">
                  {line.requestId ? (
                    <a href={viewHref({ request: line.requestId })}>{CREDIT_REASON_TEXT[line.reason]}</a>
                  ) : (
                    CREDIT_REASON_TEXT[line.reason]
                  )}
                </span>
                <ViewerTime
                  className="credit-balance__when"
                  dateTime={line.createdAt}
                  text={(clock) => timeAgo(line.createdAt, now, clock)}
                />
              </li>
            ))}
          </ol>
        )}
      </div>
    </details>
  );
}

// /photo-critique's header: a member's credits (visitors have none to show).
export default function CreditBalance() {
  const viewer = useViewer();
  return <ErrorBoundary>{viewer && <Balance />}</ErrorBoundary>;
}
