import './WebinarFeedback.css';
import { type FormEvent, useState } from 'react';
import type { FeedbackDto, FeedbackPage, WebinarPage } from '../../../worker/contract/webinars';
import { serverMessage } from '../../lib/api-fetch';
import { readEdgeState } from '../../lib/edge-state';
import { showToast } from '../../stores/toast';
import { sendFeedback } from '../../stores/webinars';
import StarsField from '../fields/StarsField';
import TextAreaField from '../fields/TextAreaField';
import Rating from '../mentors/Rating';
import EmptyState from '../shared/EmptyState';
import ErrorBoundary from '../shared/ErrorBoundary';
import Notice from '../shared/Notice';
import { useHydrated } from '../shared/use-hydrated';
import SubmitButton from '../shared/SubmitButton';

function Given({ feedback }: { feedback: FeedbackDto }) {
  return (
    <li className="webinar-feedback__item">
      <p className="webinar-feedback__who">
        {feedback.name}: webinar {feedback.webinarRating}/5, host {feedback.hostRating}/5
      </p>
      {feedback.comment && <p className="webinar-feedback__comment">{feedback.comment}</p>}
    </li>
  );
}

function Form({ webinarId, onGiven }: { webinarId: number; onGiven: (page: FeedbackPage) => void }) {
  const hydrated = useHydrated();
  const [webinarRating, setWebinarRating] = useState(0);
  const [hostRating, setHostRating] = useState(0);
  const [comment, setComment] = useState('');
  const [pending, setPending] = useState(false);
  const [errors, setErrors] = useState<{ webinar?: string; host?: string }>({});

  async function submit(event: FormEvent) {
    event.preventDefault();
    const missing = {
      webinar: webinarRating < 1 ? 'Rate the webinar from 1 to 5' : undefined,
      host: hostRating < 1 ? 'Rate the host from 1 to 5' : undefined,
    };
    setErrors(missing);
    if (missing.webinar || missing.host) return;
    setPending(true);
    try {
      onGiven(await sendFeedback(webinarId, { webinarRating, hostRating, comment }));
      showToast({ title: 'Thank you for your feedback' });
    } catch (failure) {
      showToast({
        title: 'Could not send your feedback',
        description: serverMessage(failure, 'Please try again.'),
        variant: 'destructive',
      });
    } finally {
      setPending(false);
    }
  }

  return (
    <form className="webinar-feedback__form" onSubmit={submit} noValidate>
      <StarsField
        name="webinar-rating"
        legend="The webinar"
        value={webinarRating}
        error={errors.webinar}
        onChange={setWebinarRating}
      />
      <StarsField name="host-rating" legend="The host" value={hostRating} error={errors.host} onChange={setHostRating} />
      <TextAreaField
        name="comment"
        label="What worked, and what would you change?"
        maxLength={2000}
        value={comment}
        disabled={!hydrated}
        onChange={(e) => setComment(e.currentTarget.value)}
      />
      <SubmitButton pending={pending} label="Send Feedback" pendingLabel="Sending..." />
    </form>
  );
}

// /webinars/{id}/feedback: attendees rate the webinar and its host, once; the host and admins
// see what everyone said. The Worker sends both in the page.
function Feedback({ webinar, first }: { webinar: WebinarPage['webinar']; first: FeedbackPage }) {
  const [page, setPage] = useState(first);
  const { mine, mayGive, summary } = page;
  return (
    <div className="webinar-feedback">
      <p className="webinar-feedback__title">
        <a href={`/webinar/${webinar.id}`}>{webinar.title}</a> with {webinar.host.name}
      </p>
      {mine && (
        <Notice tone="success">
          Thank you: you rated the webinar {mine.webinarRating}/5 and the host {mine.hostRating}/5.
        </Notice>
      )}
      {mayGive && <Form webinarId={webinar.id} onGiven={setPage} />}
      {!mine && !mayGive && !summary && (
        <p className="webinar-feedback__note">Feedback is given by those who attended the webinar live.</p>
      )}
      {summary && (
        <section className="webinar-feedback__summary" aria-label="Feedback from attendees">
          <h2>What attendees said</h2>
          {summary.count === 0 ? (
            <EmptyState compact>No feedback yet. Attendees can rate the webinar once they have attended.</EmptyState>
          ) : (
            <>
              <dl className="webinar-feedback__averages">
                <div>
                  <dt>The webinar</dt>
                  <dd>
                    <Rating rating={summary.webinarAverage} count={summary.count} />
                  </dd>
                </div>
                <div>
                  <dt>The host</dt>
                  <dd>
                    <Rating rating={summary.hostAverage} count={summary.count} />
                  </dd>
                </div>
              </dl>
              <ul className="webinar-feedback__list">
                {summary.feedback.map((f) => (
                  <Given key={`${f.name}-${f.givenAt}`} feedback={f} />
                ))}
              </ul>
            </>
          )}
        </section>
      )}
    </div>
  );
}

export default function WebinarFeedback() {
  const [first] = useState(() => readEdgeState().page as { webinar?: WebinarPage; feedback?: FeedbackPage } | undefined);
  return (
    <ErrorBoundary>
      {first?.webinar && first.feedback && <Feedback webinar={first.webinar.webinar} first={first.feedback} />}
    </ErrorBoundary>
  );
}
