import { newYorkClock } from '../../../worker/domain/new-york-time';
import { localTime } from './challenge-time';
import Tip from './Tip';

// A New York time (DESIGN §3: real EST/EDT), with the viewer's own clock on hover/focus.
export default function LocalTime({ iso }: { iso: string }) {
  return (
    <Tip tip={localTime(iso)}>
      {(describedBy) => (
        <time className="tip__trigger" dateTime={iso} tabIndex={0} aria-describedby={describedBy}>
          {newYorkClock(new Date(iso))}
        </time>
      )}
    </Tip>
  );
}
