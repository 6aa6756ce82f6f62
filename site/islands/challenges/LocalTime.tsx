import { useState } from 'react';
import { newYorkClock } from '../../../worker/domain/new-york-clock';
import { browserClock } from '../shared/use-viewer-clock';
import { localTime } from './challenge-time';
import Tip from './Tip';

// A New York time (DESIGN §3: real EST/EDT), with the viewer's own clock on hover/focus.
// The viewer's time is worked out when first asked for: a page of cards then hydrates
// without making a date formatter (the first one costs a slow phone ~20 ms of locale data).
export default function LocalTime({ iso }: { iso: string }) {
  const [yours, setYours] = useState('');
  const tell = () => setYours((told) => told || localTime(iso, browserClock()));
  return (
    <Tip tip={yours}>
      {(describedBy) => (
        <time
          className="tip__trigger"
          dateTime={iso}
          tabIndex={0}
          aria-describedby={describedBy}
          onPointerEnter={tell}
          onFocus={tell}
        >
          {newYorkClock(new Date(iso))}
        </time>
      )}
    </Tip>
  );
}
