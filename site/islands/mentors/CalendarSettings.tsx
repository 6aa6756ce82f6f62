import './CalendarSettings.css';
import { useStore } from '@nanostores/react';
import { type FormEvent, useState } from 'react';
import type { Availability } from '../../../worker/contract/availability';
import { HttpError, serverMessage } from '../../lib/api-fetch';
import { $myAvailability, saveAvailability } from '../../stores/mentors';
import { showToast } from '../../stores/toast';
import ErrorBoundary from '../shared/ErrorBoundary';
import Spinner from '../shared/Spinner';
import SubmitButton from '../shared/SubmitButton';
import EmptyState from '../shared/EmptyState';
import SelectField from '../fields/SelectField';
import HoursEditor from './HoursEditor';
import TimeZoneSelect from '../fields/TimeZoneSelect';

const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
// Monday first on the page; 0 is Sunday in the rules.
const dayNumber = (index: number) => (index + 1) % 7;

const BUFFERS = [0, 5, 10, 15, 30, 45, 60];
const NOTICES = [60, 120, 240, 720, 1440, 2880];
const WINDOWS = [14, 30, 60, 90, 180];

const hoursLabel = (minutes: number) =>
  minutes % 1440 === 0
    ? `${minutes / 1440} day${minutes === 1440 ? '' : 's'}`
    : `${minutes / 60} hour${minutes === 60 ? '' : 's'}`;

function Editor({ saved }: { saved: Availability }) {
  const [rules, setRules] = useState(saved);
  const [pending, setPending] = useState(false);
  const [override, setOverride] = useState({ date: '', off: true });
  const [timeOff, setTimeOff] = useState({ from: '', to: '' });
  const set = (change: Partial<Availability>) => setRules((current) => ({ ...current, ...change }));
  const dayRanges = (day: number) => rules.weeklyHours.filter((h) => h.day === day).map(({ start, end }) => ({ start, end }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    setPending(true);
    try {
      setRules(await saveAvailability(rules));
      showToast({ title: 'Availability saved', description: 'Members now see your new free times.' });
    } catch (error) {
      showToast({
        title: 'Could not save your hours',
        description: serverMessage(error, 'Please try again.'),
        variant: 'destructive',
      });
    } finally {
      setPending(false);
    }
  }

  return (
    <form className="calendar-settings" onSubmit={submit} noValidate>
      <section className="card" aria-labelledby="zone-title">
        <h2 id="zone-title" className="card__title">
          Time zone
        </h2>
        <TimeZoneSelect
          value={rules.timeZone}
          hint="Your hours are in this zone. If you move, change it here: your weekly hours keep their clock times, booked sessions keep theirs."
          onChange={(timeZone) => set({ timeZone })}
        />
      </section>
      <section className="card" aria-labelledby="week-title">
        <h2 id="week-title" className="card__title">
          Weekly hours
        </h2>
        <div className="calendar-week">
          {DAYS.map((name, index) => {
            const day = dayNumber(index);
            return (
              <div key={name} className="calendar-week__day">
                <h3>{name}</h3>
                <HoursEditor
                  label={name}
                  ranges={dayRanges(day)}
                  onChange={(ranges) =>
                    set({
                      weeklyHours: [...rules.weeklyHours.filter((h) => h.day !== day), ...ranges.map((r) => ({ day, ...r }))],
                    })
                  }
                />
              </div>
            );
          })}
        </div>
      </section>
      <section className="card" aria-labelledby="rules-title">
        <h2 id="rules-title" className="card__title">
          Booking rules
        </h2>
        <div className="form__row calendar-rules">
          <SelectField
            name="bufferMinutes"
            label="Break between sessions"
            value={rules.bufferMinutes}
            onChange={(e) => set({ bufferMinutes: Number(e.currentTarget.value) })}
          >
            {[...new Set([...BUFFERS, rules.bufferMinutes])].map((m) => (
              <option key={m} value={m}>
                {m === 0 ? 'None' : `${m} minutes`}
              </option>
            ))}
          </SelectField>
          <SelectField
            name="minNoticeMinutes"
            label="Minimum notice"
            value={rules.minNoticeMinutes}
            onChange={(e) => set({ minNoticeMinutes: Number(e.currentTarget.value) })}
          >
            {[...new Set([...NOTICES, rules.minNoticeMinutes])].map((m) => (
              <option key={m} value={m}>
                {hoursLabel(m)}
              </option>
            ))}
          </SelectField>
          <SelectField
            name="bookingWindowDays"
            label="Bookable up to"
            value={rules.bookingWindowDays}
            onChange={(e) => set({ bookingWindowDays: Number(e.currentTarget.value) })}
          >
            {[...new Set([...WINDOWS, rules.bookingWindowDays])].map((d) => (
              <option key={d} value={d}>
                {d} days ahead
              </option>
            ))}
          </SelectField>
        </div>
      </section>
      <section className="card" aria-labelledby="dates-title">
        <h2 id="dates-title" className="card__title">
          Date overrides
        </h2>
        <p className="calendar-hint">A date with other hours than its weekday, or none at all.</p>
        <ul className="calendar-list">
          {[...rules.overrides]
            .sort((a, b) => a.date.localeCompare(b.date))
            .map((o) => (
              <li key={o.date}>
                <strong>{o.date}</strong>
                <HoursEditor
                  label={o.date}
                  ranges={o.hours}
                  onChange={(hours) => set({ overrides: rules.overrides.map((x) => (x.date === o.date ? { ...x, hours } : x)) })}
                />
                {o.hours.length === 0 && <span className="calendar-hint">Unavailable all day</span>}
                <button
                  type="button"
                  className="btn btn-ghost btn-sm"
                  onClick={() => set({ overrides: rules.overrides.filter((x) => x.date !== o.date) })}
                >
                  Remove<span className="sr-only"> override for {o.date}</span>
                </button>
              </li>
            ))}
        </ul>
        <div className="calendar-add">
          <label>
            <span className="field__label">Date</span>
            <input
              type="date"
              className="input"
              value={override.date}
              onChange={(e) => setOverride({ ...override, date: e.currentTarget.value })}
            />
          </label>
          <label className="calendar-add__check">
            <input
              type="checkbox"
              checked={override.off}
              onChange={(e) => setOverride({ ...override, off: e.currentTarget.checked })}
            />
            Unavailable all day
          </label>
          <button
            type="button"
            className="btn btn-outline btn-sm"
            disabled={!override.date || rules.overrides.some((o) => o.date === override.date)}
            onClick={() => {
              set({
                overrides: [
                  ...rules.overrides,
                  { date: override.date, hours: override.off ? [] : [{ start: '09:00', end: '17:00' }] },
                ],
              });
              setOverride({ date: '', off: true });
            }}
          >
            Add Override
          </button>
        </div>
      </section>
      <section className="card" aria-labelledby="off-title">
        <h2 id="off-title" className="card__title">
          Time off
        </h2>
        <ul className="calendar-list">
          {rules.timeOff.map((off) => (
            <li key={`${off.from}${off.to}`}>
              <strong>
                {off.from} to {off.to}
              </strong>
              <button
                type="button"
                className="btn btn-ghost btn-sm"
                onClick={() => set({ timeOff: rules.timeOff.filter((x) => x !== off) })}
              >
                Remove<span className="sr-only"> time off from {off.from}</span>
              </button>
            </li>
          ))}
        </ul>
        <div className="calendar-add">
          <label>
            <span className="field__label">First day</span>
            <input
              type="date"
              className="input"
              value={timeOff.from}
              onChange={(e) => setTimeOff({ ...timeOff, from: e.currentTarget.value })}
            />
          </label>
          <label>
            <span className="field__label">Last day</span>
            <input
              type="date"
              className="input"
              value={timeOff.to}
              onChange={(e) => setTimeOff({ ...timeOff, to: e.currentTarget.value })}
            />
          </label>
          <button
            type="button"
            className="btn btn-outline btn-sm"
            disabled={!timeOff.from || !timeOff.to || timeOff.to < timeOff.from}
            onClick={() => {
              set({ timeOff: [...rules.timeOff, timeOff] });
              setTimeOff({ from: '', to: '' });
            }}
          >
            Add Time Off
          </button>
        </div>
      </section>
      <div className="calendar-settings__actions">
        <SubmitButton pending={pending} label="Save Availability" pendingLabel="Saving..." />
      </div>
    </form>
  );
}

function Page() {
  const { data, error } = useStore($myAvailability);
  if (error instanceof HttpError && error.status === 404) {
    return (
      <EmptyState
        compact
        action={
          <a className="btn btn-primary" href="/mentor-profile">
            Become a Mentor
          </a>
        }
      >
        Your hours belong to your mentor profile: apply to mentor first.
      </EmptyState>
    );
  }
  if (error) return <p className="list-error">We couldn't load your hours. Reload the page to try again.</p>;
  if (!data) return <Spinner label="Loading..." screen />;
  return <Editor saved={data} />;
}

// /calendar-settings (and the mentor dashboard's availability tab): when members can book.
export default function CalendarSettings() {
  return (
    <ErrorBoundary>
      <Page />
    </ErrorBoundary>
  );
}
