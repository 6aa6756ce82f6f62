import { useState } from 'react';
import { keyOf } from '../../../worker/routes/clients';
import type { MentorSessionDto } from '../../../worker/contract/sessions';
import { api } from '../../lib/api-client';
import { serverMessage } from '../../lib/api-fetch';
import { cancelSession, joinSession, rescheduleSession } from '../../stores/sessions';
import { showToast } from '../../stores/toast';
import ConfirmDialog from '../shared/ConfirmDialog';
import FreeTimes from './FreeTimes';
import { dayAndTime, fullDateTime } from './mentor-times';

type Dialog = 'cancel' | 'reschedule' | null;

// What the two people can do with a session now: join, add it to a calendar, cancel
// (saying what happens to the money first), or move it once.
export default function SessionActions({ session }: { session: MentorSessionDto }) {
  const [dialog, setDialog] = useState<Dialog>(null);
  const [pending, setPending] = useState(false);
  const [newTime, setNewTime] = useState<string | null>(null);
  const [from] = useState(() => new Date(Date.now() + 86_400_000).toISOString());
  const calendarHref = keyOf(api.sessions[':id']['calendar.ics'].$url({ param: { id: String(session.id) } }));
  const live = session.status === 'confirmed';

  async function run(action: () => Promise<unknown>, done: string) {
    setPending(true);
    try {
      await action();
      showToast({ title: done });
      setDialog(null);
    } catch (error) {
      showToast({ title: 'That did not work', description: serverMessage(error, 'Please try again.'), variant: 'destructive' });
    } finally {
      setPending(false);
    }
  }

  async function join() {
    setPending(true);
    try {
      location.assign(await joinSession(session.id));
    } catch (error) {
      showToast({ title: 'Could not join', description: serverMessage(error, 'Please try again.'), variant: 'destructive' });
      setPending(false);
    }
  }

  const refundWords =
    session.role === 'mentor'
      ? 'The student is refunded in full.'
      : session.cancelRefunds
        ? 'You are refunded in full.'
        : 'It is less than 24 hours before the start, so there is no refund.';

  return (
    <div className="session-actions">
      {live && (
        <div className="session-actions__row">
          <button type="button" className="btn btn-primary btn-lg" disabled={!session.canJoin || pending} onClick={join}>
            Join Session
          </button>
          {!session.canJoin && <span className="session-actions__hint">Opens {dayAndTime(session.joinOpensAt)}</span>}
        </div>
      )}
      <div className="session-actions__row">
        {live && session.kind === 'booked' && (
          <a className="btn btn-outline" href={calendarHref} download>
            Add to Calendar
          </a>
        )}
        {session.canReschedule && (
          <button type="button" className="btn btn-outline" onClick={() => setDialog('reschedule')}>
            Reschedule
          </button>
        )}
        {session.canCancel && live && (
          <button type="button" className="btn btn-ghost" onClick={() => setDialog('cancel')}>
            Cancel Session
          </button>
        )}
      </div>
      <ConfirmDialog
        open={dialog === 'cancel'}
        title="Cancel this session?"
        message={`${fullDateTime(session.startsAt)}. ${refundWords}`}
        confirmLabel="Cancel Session"
        pendingLabel="Cancelling..."
        pending={pending}
        onConfirm={() => run(() => cancelSession(session.id), 'Session cancelled')}
        onCancel={() => setDialog(null)}
      />
      <ConfirmDialog
        open={dialog === 'reschedule'}
        title="Move this session"
        message="Pick a new time. You can move a booking once, up to 24 hours before it starts."
        confirmLabel="Move Session"
        pendingLabel="Moving..."
        pending={pending}
        confirmDisabled={!newTime}
        tone="primary"
        onConfirm={() => newTime && run(() => rescheduleSession(session.id, newTime), 'Session moved')}
        onCancel={() => setDialog(null)}
      >
        {dialog === 'reschedule' && (
          <FreeTimes
            mentorRef={session.mentor.slug ?? String(session.mentor.userId)}
            durationMinutes={session.durationMinutes}
            from={from}
            days={14}
            limitDays={4}
            chosen={newTime}
            onPick={setNewTime}
          />
        )}
      </ConfirmDialog>
    </div>
  );
}
