import './SessionInvite.css';
import './SessionRow.css';
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import type { MentorSessionDto } from '../../../worker/contract/sessions';
import { sessionPaymentPath } from '../../../worker/domain/session-rules';
import { readEdgeState } from '../../lib/edge-state';
import { sessionStore } from '../../stores/sessions';
import ErrorBoundary from '../shared/ErrorBoundary';
import Rating from './Rating';
import ReviewForm from './ReviewForm';
import ReviewReply from './ReviewReply';
import SessionActions from './SessionActions';
import SessionSummary from './SessionSummary';
import { statusText } from './session-status';

// /session-invite/{sessionId} and /quick-session/{sessionId}: the session's page for its
// student and mentor.
function Invite() {
  const [first] = useState(() => (readEdgeState().page as { session: MentorSessionDto }).session);
  const { data } = useStore(sessionStore(first.id));
  const session = data ?? first;
  const review = session.review;
  return (
    <div className="session-invite">
      <div className="card session-invite__main">
        <p className={`session-status session-status--${session.status}`}>{statusText(session)}</p>
        <SessionSummary session={session} />
        {session.status === 'pending_payment' && session.role === 'student' && session.holdUntil && (
          <a className="btn btn-primary" href={sessionPaymentPath(session)}>
            Complete Payment
          </a>
        )}
        <SessionActions session={session} />
      </div>
      {(session.canReview || review) && (
        <section className="card session-invite__review" aria-labelledby="review-title">
          <h2 id="review-title" className="card__title">
            {review ? 'Review' : 'How was your session?'}
          </h2>
          {review ? (
            <>
              <Rating rating={review.rating} count={1} />
              {review.comment && <p>{review.comment}</p>}
              {review.reply && (
                <p className="mentor-review__reply">
                  <strong>{session.mentor.name} replied:</strong> {review.reply}
                </p>
              )}
              {session.role === 'mentor' && !review.reply && <ReviewReply sessionId={session.id} />}
            </>
          ) : (
            <ReviewForm sessionId={session.id} />
          )}
        </section>
      )}
    </div>
  );
}

export default function SessionInvite() {
  return (
    <ErrorBoundary>
      <Invite />
    </ErrorBoundary>
  );
}
