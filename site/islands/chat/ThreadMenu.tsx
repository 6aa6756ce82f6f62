import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { serverMessage } from '../../lib/api-fetch';
import { $blocked, setBlocked } from '../../stores/chat-api';
import { showToast } from '../../stores/toast';

type Props = { recipientId: number; name: string };

// A thread's menu: block or unblock the other member (messages stop both ways).
export default function ThreadMenu({ recipientId, name }: Props) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const blocked = useStore($blocked).data?.includes(recipientId) ?? false;

  async function toggleBlock() {
    setBusy(true);
    try {
      await setBlocked(recipientId, !blocked);
      showToast({
        title: blocked ? `${name} is unblocked` : `${name} is blocked`,
        description: blocked
          ? 'You can message each other again.'
          : 'Neither of you can message the other until you unblock them.',
      });
      setOpen(false);
    } catch (error) {
      showToast({
        title: 'Something went wrong',
        description: serverMessage(error, 'Please try again.'),
        variant: 'destructive',
      });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div
      className="chat-menu"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          setOpen(false);
          event.currentTarget.querySelector('button')?.focus();
        }
      }}
    >
      <button
        type="button"
        className="chat-icon-button"
        aria-label={`More actions for the chat with ${name}`}
        aria-expanded={open}
        onClick={() => setOpen(!open)}
      >
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" fill="currentColor">
          <circle cx="5" cy="12" r="2" />
          <circle cx="12" cy="12" r="2" />
          <circle cx="19" cy="12" r="2" />
        </svg>
      </button>
      {open && (
        <div className="chat-menu__panel">
          <a href={`/messages/${recipientId}`}>Open full conversation</a>
          <button type="button" disabled={busy} onClick={toggleBlock}>
            {blocked ? 'Unblock member' : 'Block member'}
          </button>
        </div>
      )}
    </div>
  );
}
