import { newYorkClock } from '../../../worker/domain/new-york-time';
import { useViewerClock } from '../shared/use-viewer-clock';
import { localTime } from './challenge-time';
import Tip from './Tip';

// A New York time (DESIGN §3: real EST/EDT), with the viewer's own clock on hover/focus.
export default function LocalTime({ iso }: { iso: string }) {
  const clock = useViewerClock();
  return (
    <Tip tip={localTime(iso, clock)}>
      {(describedBy) => (
        <time className="tip__trigger" dateTime={iso} tabIndex={0} aria-describedby={describedBy}>
          {newYorkClock(new Date(iso))}
        </time>
      )}
    </Tip>
  );
}
