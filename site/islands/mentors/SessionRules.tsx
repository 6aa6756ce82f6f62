import './SessionRules.css';
import { FREE_CANCEL_HOURS, HOLD_MINUTES, MENTOR_NO_SHOW_MINUTES, RESCHEDULE_HOURS } from '../../../worker/domain/session-rules';

// The rules a student agrees to, shown before they pay (docs/rules.md "Mentoring").
export default function SessionRules() {
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
