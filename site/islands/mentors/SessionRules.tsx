import './SessionRules.css';
import {
  FREE_CANCEL_HOURS,
  HOLD_MINUTES,
  MENTOR_NO_SHOW_MINUTES,
  QUICK_JOINABLE_DAYS,
  RESCHEDULE_HOURS,
} from '../../../worker/domain/session-rules';

// The rules a student agrees to, shown before they pay (docs/rules.md "Mentoring").
export default function SessionRules({ kind }: { kind: 'booked' | 'quick' }) {
  if (kind === 'quick') {
    return (
      <ul className="session-rules">
        <li>This price is held for you for {HOLD_MINUTES} minutes.</li>
        <li>Once paid, you and your mentor can join the call any time in the next {QUICK_JOINABLE_DAYS} days.</li>
        <li>If your mentor cancels, or never joins within those {QUICK_JOINABLE_DAYS} days, you are refunded in full.</li>
      </ul>
    );
  }
  return (
    <ul className="session-rules">
      <li>We hold the time for {HOLD_MINUTES} minutes while you pay; it is yours once the payment is confirmed.</li>
      <li>Cancel {FREE_CANCEL_HOURS} hours or more before the start for a full refund; later cancellations are not refunded.</li>
      <li>You can reschedule once, up to {RESCHEDULE_HOURS} hours before the start.</li>
      <li>
        If your mentor cancels, or has not joined {MENTOR_NO_SHOW_MINUTES} minutes after the start, you are refunded in full.
      </li>
    </ul>
  );
}
