import { useState } from 'react';
import { serverMessage } from '../../lib/api-fetch';
import { askReminder } from '../../stores/reminders';
import { showToast } from '../../stores/toast';
import { useHydrated } from '../shared/use-hydrated';
import { useViewer } from './use-viewer';

// 'Remind me' beside a challenge's Submit while entries are open: the member hears 3 hours
// before they close unless they have entered by then. Asking twice is harmless, so the
// button does not need to know whether they asked on an earlier visit.
export default function RemindMe({ challengeId }: { challengeId: number }) {
  const user = useViewer();
  const hydrated = useHydrated();
  const [asked, setAsked] = useState(false);
  const [pending, setPending] = useState(false);
  if (!user) return null;

  async function ask() {
    setPending(true);
    try {
      showToast({ title: 'Reminder set', description: await askReminder(challengeId) });
      setAsked(true);
    } catch (error) {
      showToast({
        title: 'Could not set a reminder',
        description: serverMessage(error, 'Please try again.'),
        variant: 'destructive',
      });
    } finally {
      setPending(false);
    }
  }

  return (
    <button type="button" className="btn btn-ghost btn-lg" disabled={!hydrated || pending || asked} onClick={ask}>
      {asked ? 'Reminder set' : 'Remind me'}
    </button>
  );
}
