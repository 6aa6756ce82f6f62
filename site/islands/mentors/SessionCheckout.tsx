import './SessionCheckout.css';
import { useStore } from '@nanostores/react';
import { type ReactNode, useState } from 'react';
import type { MentorSessionDto } from '../../../worker/contract/sessions';
import { clockTime } from '../../../worker/domain/en-dates';
import { mentorPath } from '../../../worker/domain/mentoring';
import { sessionPagePath } from '../../../worker/domain/session-rules';
import { serverMessage } from '../../lib/api-fetch';
import { readEdgeState } from '../../lib/edge-state';
import { cancelSession, sessionStore } from '../../stores/sessions';
import { showToast } from '../../stores/toast';
import ErrorBoundary from '../shared/ErrorBoundary';
import Notice from '../shared/Notice';
import ViewerTime from '../shared/ViewerTime';
import SessionRules from './SessionRules';
import SessionSummary from './SessionSummary';

// /checkout/{sessionId} and /quick-session/payment/{sessionId}: the booking (or accepted
// quick session) held for the student, what they agree to, and the way to the provider's checkout. The Worker sends the session in the page; it is only theirs.
function Checkout({ first }: { first: MentorSessionDto }) {
  const { data } = useStore(sessionStore(first.id));
  const session = data ?? first;
  const [leaving, setLeaving] = useState(false);
  const quick = session.kind === 'quick';
  // A lapsed booking picks another time; a lapsed quick session goes back to its offer.
  const again = quick
    ? { href: `/messages/${session.mentor.userId}`, label: 'Back to the Offer' }
    : { href: `${mentorPath({ userId: session.mentor.userId, slug: session.mentor.slug })}/book`, label: 'Pick Another Time' };

  async function cancel() {
    try {
      await cancelSession(session.id);
      showToast({
        title: quick ? 'Quick session cancelled' : 'Booking cancelled',
        description: quick ? 'Nothing was charged.' : 'The time is free again. Nothing was charged.',
      });
    } catch (error) {
      showToast({ title: 'Could not cancel', description: serverMessage(error, 'Please try again.'), variant: 'destructive' });
    }
  }

  let body: ReactNode;
  if (session.status === 'confirmed' || session.status === 'completed') {
    body = (
      <>
        <Notice tone="success">This session is paid and confirmed.</Notice>
        <a className="btn btn-primary" href={sessionPagePath(session)}>
          View Session
        </a>
      </>
    );
  } else if (session.role === 'student' && session.checkoutUrl && session.holdUntil) {
    const url = session.checkoutUrl;
    const holdUntil = session.holdUntil;
    body = (
      <>
        <p className="session-checkout__hold" role="status">
          {quick ? 'Pay by' : 'We are holding this time for you until'}{' '}
          <strong>
            <ViewerTime dateTime={holdUntil} text={(clock) => clockTime(clock.parts(Date.parse(holdUntil)))} />
          </strong>
          {quick ? ' to take this quick session.' : '.'}
        </p>
        <SessionRules kind={session.kind} />
        <div className="session-checkout__actions">
          <button
            type="button"
            className="btn btn-primary btn-lg"
            disabled={leaving}
            onClick={() => {
              setLeaving(true);
              location.assign(url);
            }}
          >
            {leaving ? 'Opening checkout...' : 'Continue to Payment'}
          </button>
          <button type="button" className="btn btn-ghost" onClick={cancel}>
            {quick ? 'Cancel' : 'Cancel Booking'}
          </button>
        </div>
      </>
    );
  } else {
    body = (
      <>
        <Notice tone="error">
          {session.status.startsWith('cancelled')
            ? 'This booking was cancelled. Nothing was charged.'
            : quick
              ? 'The checkout ran out before it was paid. Nothing was charged. While the offer lasts, accept it again.'
              : 'We stopped holding this time before it was paid. Nothing was charged.'}
        </Notice>
        <a className="btn btn-primary" href={again.href}>
          {again.label}
        </a>
      </>
    );
  }
  return (
    <div className="session-checkout card">
      <SessionSummary session={session} />
      <div className="session-checkout__body">{body}</div>
    </div>
  );
}

export default function SessionCheckout() {
  // There on every served page (only the build renders this without one).
  const [first] = useState(() => (readEdgeState().page as { session?: MentorSessionDto } | undefined)?.session);
  return <ErrorBoundary>{first && <Checkout first={first} />}</ErrorBoundary>;
}
