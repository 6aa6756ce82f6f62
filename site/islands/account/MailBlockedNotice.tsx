import { useState } from 'react';
import type { OwnProfile } from '../../../worker/contract/users';
import { serverMessage } from '../../lib/api-fetch';
import { resumeMail } from '../../stores/account';
import { showToast } from '../../stores/toast';

const WHY = {
  bounce: 'is bouncing',
  complaint: 'was marked as spam',
} as const;

// Mail the provider reported as bouncing or as spam is stopped (docs/rules.md "Mail"); the
// member is told here, and turns it back on once their mailbox takes mail again.
export default function MailBlockedNotice({ email, reason }: { email: string; reason: NonNullable<OwnProfile['mailBlocked']> }) {
  const [busy, setBusy] = useState(false);
  const resume = async () => {
    setBusy(true);
    try {
      await resumeMail();
      showToast({ title: 'Mail is on again', description: `We'll send mail to ${email} again.` });
    } catch (error) {
      showToast({ title: 'Mail is still off', description: serverMessage(error, 'Please try again.'), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="notice notice--error account-card__mail" role="status">
      <span className="notice__icon" aria-hidden="true">
        !
      </span>
      <div>
        <p>
          Mail to {email} {WHY[reason]}, so we've stopped sending it. Sign-in codes, password resets and verification links still
          go out. Once your mailbox takes mail again, turn it back on.
        </p>
        <button type="button" className="btn btn-outline btn-sm" disabled={busy} onClick={() => void resume()}>
          Send me mail again
        </button>
      </div>
    </div>
  );
}
