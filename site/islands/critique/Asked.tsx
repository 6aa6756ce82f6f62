import ViewerTime from '../shared/ViewerTime';
import { askedText } from './critique-text';

type Props = { at: string; now: number; waiting?: boolean; className?: string };

// When a request was asked (or how long it has waited), on the viewer's clock; the Worker's
// render and hydration read the same page time (useNow), so both write the same words.
export default function Asked({ at, now, waiting = false, className }: Props) {
  return <ViewerTime className={className} dateTime={at} text={(clock) => askedText(at, now, clock, waiting)} />;
}
