import './HoursEditor.css';
import type { ClockRange } from '../../../worker/domain/availability';

// Ranges of clock times for one day. A time input cannot say 24:00, so an end of 00:00
// means midnight at the end of the day.
const toInput = (clock: string) => (clock === '24:00' ? '00:00' : clock);
const fromInput = (clock: string, isEnd: boolean) => (isEnd && clock === '00:00' ? '24:00' : clock);

// A new range: nine to five on an empty day, else the two hours after the last range.
function nextRange(last: ClockRange | undefined): ClockRange {
  if (!last || last.end >= '23:00') return { start: '09:00', end: '17:00' };
  const hour = Math.min(Number(last.end.slice(0, 2)) + 2, 24);
  return { start: last.end, end: `${String(hour).padStart(2, '0')}:${hour === 24 ? '00' : last.end.slice(3)}` };
}

type Props = { label: string; ranges: ClockRange[]; onChange: (ranges: ClockRange[]) => void };

export default function HoursEditor({ label, ranges, onChange }: Props) {
  const set = (i: number, change: Partial<ClockRange>) => onChange(ranges.map((r, j) => (j === i ? { ...r, ...change } : r)));
  const next = nextRange(ranges.at(-1));
  return (
    <div className="hours">
      {ranges.map((range, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: ranges have no identity of their own; keyed by place, an input keeps its focus while its time is typed.
        <div key={i} className="hours__range">
          <input
            type="time"
            className="input"
            aria-label={`${label}, range ${i + 1} starts`}
            value={toInput(range.start)}
            onChange={(e) => set(i, { start: fromInput(e.currentTarget.value, false) })}
          />
          <span aria-hidden="true">–</span>
          <input
            type="time"
            className="input"
            aria-label={`${label}, range ${i + 1} ends`}
            value={toInput(range.end)}
            onChange={(e) => set(i, { end: fromInput(e.currentTarget.value, true) })}
          />
          <button
            type="button"
            className="btn btn-ghost btn-sm"
            aria-label={`Remove ${label} range ${i + 1}`}
            onClick={() => onChange(ranges.filter((_, j) => j !== i))}
          >
            ✕
          </button>
        </div>
      ))}
      <button type="button" className="btn btn-ghost btn-sm hours__add" onClick={() => onChange([...ranges, next])}>
        + Add hours<span className="sr-only"> on {label}</span>
      </button>
    </div>
  );
}
