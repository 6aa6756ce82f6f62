import { clockTime, longDateTime } from '../../../worker/domain/en-dates';
import ViewerTime from './ViewerTime';

type Props = { startsAt: string; endsAt?: string };

// When something happens, on the viewer's own clock, and that clock's zone named beneath it:
// a SummaryCard's "When".
export default function ViewerWhen({ startsAt, endsAt }: Props) {
  const starts = Date.parse(startsAt);
  return (
    <>
      <ViewerTime dateTime={startsAt} text={(clock) => longDateTime(clock.parts(starts))} />
      {endsAt && (
        <>
          {' – '}
          <ViewerTime dateTime={endsAt} text={(clock) => clockTime(clock.parts(Date.parse(endsAt)))} />
        </>
      )}
      <span className="summary-card__aside">
        Your time zone: <ViewerTime text={(clock) => clock.zoneName(starts)} />
      </span>
    </>
  );
}
