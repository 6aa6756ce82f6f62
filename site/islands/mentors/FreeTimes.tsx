import './FreeTimes.css';
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { slotsByDay } from '../../../worker/domain/availability';
import { clockTime, weekdayMonthDay } from '../../../worker/domain/en-dates';
import { localClock, localDate } from '../../lib/local-clock';
import { mentorSlots } from '../../stores/mentors';
import Spinner from '../shared/Spinner';

type Props = {
  mentorRef: string;
  durationMinutes: number;
  // The first day shown (an instant) and how many days.
  from: string;
  days: number;
  // Picking a time (the booking page) or following a link to book it (the profile).
  chosen?: string | null;
  onPick?: (slot: string) => void;
  bookHref?: (slot: string) => string;
  // Days shown before 'Show more days', and (on the profile's preview) times per day.
  limitDays?: number;
  perDay?: number;
  moreHref?: string;
};

// A mentor's free starts for one session length, grouped by the viewer's own days and
// shown in the viewer's zone, which is named. They arrive after hydration (a server render
// shows the spinner), so they are written on the browser's own clock, without Intl.
export default function FreeTimes({
  mentorRef,
  durationMinutes,
  from,
  days,
  chosen,
  onPick,
  bookHref,
  limitDays = 7,
  perDay = Number.POSITIVE_INFINITY,
  moreHref,
}: Props) {
  const { data, error } = useStore(mentorSlots(mentorRef, durationMinutes, from, days));
  const [allDays, setAllDays] = useState(false);
  if (error) return <p className="list-error">We couldn't load the free times. Reload the page to try again.</p>;
  if (!data) return <Spinner label="Loading free times..." />;
  const grouped = slotsByDay(
    data.map((slot) => Date.parse(slot)),
    localDate,
  );
  const shown = allDays ? grouped : grouped.slice(0, limitDays);
  return (
    <div className="free-times">
      <p className="free-times__zone">
        Times in your time zone: <strong>{localClock.zoneName(Date.parse(from))}</strong>
      </p>
      {grouped.length === 0 && <p className="free-times__none">No free times in the next {days} days.</p>}
      {shown.map((day) => (
        <section key={day.date} className="free-times__day" aria-label={weekdayMonthDay(day.date)}>
          <h3>{weekdayMonthDay(day.date)}</h3>
          <ul>
            {day.slots.slice(0, perDay).map((slot) => {
              const iso = new Date(slot).toISOString();
              const label = clockTime(localClock.parts(slot));
              return (
                <li key={slot}>
                  {onPick ? (
                    <button
                      type="button"
                      className={chosen === iso ? 'slot slot--chosen' : 'slot'}
                      aria-pressed={chosen === iso}
                      onClick={() => onPick(iso)}
                    >
                      {label}
                    </button>
                  ) : (
                    <a className="slot" href={bookHref?.(iso)}>
                      {label}
                    </a>
                  )}
                </li>
              );
            })}
            {day.slots.length > perDay && moreHref && (
              <li>
                <a className="slot slot--more" href={moreHref}>
                  +{day.slots.length - perDay} more
                </a>
              </li>
            )}
          </ul>
        </section>
      ))}
      {!allDays && grouped.length > limitDays && (
        <button type="button" className="btn btn-ghost btn-sm" onClick={() => setAllDays(true)}>
          Show more days
        </button>
      )}
    </div>
  );
}
