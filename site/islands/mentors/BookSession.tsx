import './BookSession.css';
import { type FormEvent, useState } from 'react';
import type { MentorDetail } from '../../../worker/contract/mentors';
import { SESSION_TYPE_LABELS, type SessionType } from '../../../worker/domain/mentoring';
import { formatUsd } from '../../../worker/domain/money';
import { HttpError, serverMessage } from '../../lib/api-fetch';
import { readEdgeState } from '../../lib/edge-state';
import { refreshSlots } from '../../stores/mentors';
import { bookSession } from '../../stores/sessions';
import { showToast } from '../../stores/toast';
import ErrorBoundary from '../shared/ErrorBoundary';
import SubmitButton from '../shared/SubmitButton';
import TextAreaField from '../fields/TextAreaField';
import FreeTimes from './FreeTimes';
import { viewerZone } from '../../lib/dates';
import { fullDateTime } from './mentor-times';
import SessionRules from './SessionRules';

const DAY = 86_400_000;
const WEEKS = 14;

type Choice = { type: SessionType; minutes: number };

// What the link asked for (?type=&minutes=&at=), where the mentor offers it.
function firstChoice(mentor: MentorDetail): { choice: Choice; at: string | null } {
  const params = new URLSearchParams(location.search);
  const offer = mentor.offers.find((o) => o.type === params.get('type')) ?? mentor.offers[0];
  const minutes = Number(params.get('minutes'));
  const prices = offer?.prices ?? [];
  const price = prices.find((p) => p.durationMinutes === minutes) ?? prices[0];
  const at = params.get('at');
  return {
    choice: { type: offer?.type ?? 'one_on_one', minutes: price?.durationMinutes ?? 60 },
    at: at && !Number.isNaN(Date.parse(at)) && price?.durationMinutes === minutes ? at : null,
  };
}

// /mentors/{id}/book: the session type, its length and a free time (in the viewer's zone),
// a note, then the checkout. The time is held only once it is booked, in one request.
function Booking() {
  const [mentor] = useState(() => (readEdgeState().page as { mentor: MentorDetail }).mentor);
  const [initial] = useState(() => firstChoice(mentor));
  const [choice, setChoice] = useState(initial.choice);
  const [slot, setSlot] = useState<string | null>(initial.at);
  const [note, setNote] = useState('');
  const [week, setWeek] = useState(0);
  const [pending, setPending] = useState(false);
  const [start] = useState(() => new Date().toISOString());
  const ref = mentor.slug ?? String(mentor.userId);
  const from = new Date(Date.parse(start) + week * WEEKS * DAY).toISOString();
  const offer = mentor.offers.find((o) => o.type === choice.type);
  const price = offer?.prices.find((p) => p.durationMinutes === choice.minutes);

  function choose(next: Choice) {
    setChoice(next);
    setSlot(null);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!slot) {
      showToast({ title: 'Pick a time', description: 'Choose one of the free times first.', variant: 'destructive' });
      return;
    }
    setPending(true);
    try {
      const sessionId = await bookSession({
        mentor: ref,
        sessionType: choice.type,
        durationMinutes: choice.minutes as 15 | 30 | 45 | 60,
        startsAt: slot,
        note,
        timeZone: viewerZone(),
      });
      location.assign(`/checkout/${sessionId}`);
    } catch (error) {
      if (error instanceof HttpError && error.status === 409) {
        // Someone else was quicker: show the times as they are now.
        setSlot(null);
        refreshSlots(ref);
      }
      showToast({
        title: 'Could not book that time',
        description: serverMessage(error, 'Please try again.'),
        variant: 'destructive',
      });
      setPending(false);
    }
  }

  return (
    <form className="booking" onSubmit={submit}>
      <div className="booking__steps">
        <section className="booking__step" aria-labelledby="type-title">
          <h2 id="type-title">1. Session</h2>
          <div className="booking__types" role="radiogroup" aria-labelledby="type-title">
            {mentor.offers.map((o) => (
              <label key={o.type} className={o.type === choice.type ? 'booking__type booking__type--on' : 'booking__type'}>
                <input
                  type="radio"
                  name="sessionType"
                  checked={o.type === choice.type}
                  onChange={() => choose({ type: o.type, minutes: o.prices[0]?.durationMinutes ?? 60 })}
                />
                <strong>{SESSION_TYPE_LABELS[o.type]}</strong>
                <span>from {formatUsd(o.prices[0]?.priceCents ?? 0)}</span>
              </label>
            ))}
          </div>
          <div className="booking__durations" role="radiogroup" aria-label="Length">
            {offer?.prices.map((p) => (
              <label key={p.durationMinutes} className={p.durationMinutes === choice.minutes ? 'chip chip--on' : 'chip'}>
                <input
                  type="radio"
                  name="duration"
                  checked={p.durationMinutes === choice.minutes}
                  onChange={() => choose({ type: choice.type, minutes: p.durationMinutes })}
                />
                {p.durationMinutes} min · {formatUsd(p.priceCents)}
              </label>
            ))}
          </div>
        </section>
        <section className="booking__step" aria-labelledby="time-title">
          <h2 id="time-title">2. Time</h2>
          <FreeTimes
            key={`${choice.type}${choice.minutes}${week}`}
            mentorRef={ref}
            durationMinutes={choice.minutes}
            from={from}
            days={WEEKS}
            chosen={slot}
            onPick={setSlot}
          />
          <div className="booking__weeks">
            <button type="button" className="btn btn-ghost btn-sm" disabled={week === 0} onClick={() => setWeek((w) => w - 1)}>
              ← Earlier
            </button>
            <button type="button" className="btn btn-ghost btn-sm" disabled={week >= 3} onClick={() => setWeek((w) => w + 1)}>
              Later →
            </button>
          </div>
        </section>
        <section className="booking__step" aria-labelledby="note-title">
          <h2 id="note-title">3. Anything your mentor should know?</h2>
          <TextAreaField
            name="note"
            label="Note (optional)"
            placeholder="What you would like to work on, links to your photos…"
            maxLength={1000}
            value={note}
            onChange={(e) => setNote(e.currentTarget.value)}
          />
        </section>
      </div>
      <aside className="booking__summary card" aria-labelledby="summary-title">
        <h2 id="summary-title" className="card__title">
          Your session
        </h2>
        <dl>
          <div>
            <dt>Mentor</dt>
            <dd>{mentor.name}</dd>
          </div>
          <div>
            <dt>Session</dt>
            <dd>
              {SESSION_TYPE_LABELS[choice.type]}, {choice.minutes} minutes
            </dd>
          </div>
          <div>
            <dt>When</dt>
            <dd>{slot ? fullDateTime(slot) : 'Pick a time'}</dd>
          </div>
          <div>
            <dt>Price</dt>
            <dd className="booking__price">{formatUsd(price?.priceCents ?? 0)}</dd>
          </div>
        </dl>
        <SessionRules kind="booked" />
        <SubmitButton pending={pending} disabled={!slot} label="Continue to Payment" pendingLabel="Holding your time..." />
      </aside>
    </form>
  );
}

export default function BookSession() {
  return (
    <ErrorBoundary>
      <Booking />
    </ErrorBoundary>
  );
}
