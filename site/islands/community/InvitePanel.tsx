import './InvitePanel.css';
import { useId, useRef } from 'react';
import type { ChallengeDto } from '../../../worker/contract/challenges';
import { showToast } from '../../stores/toast';
import { inviteLink } from '../shared/community-links';

type Props = { challenge: Pick<ChallengeDto, 'id' | 'key'>; code: string };

// Only the creator is sent the invite code (the API hides it from everyone else), so
// only they see this: the link that lets people enter an invite-only challenge.
export default function InvitePanel({ challenge, code }: Props) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const link = inviteLink(challenge, code);

  async function copy() {
    try {
      await navigator.clipboard.writeText(link);
      showToast({ title: 'Invite link copied', description: 'Send it to the people you want to enter.' });
    } catch {
      // Without clipboard access (an insecure origin, a denied permission) the link is
      // selected instead, ready for the person to copy themselves.
      input.current?.select();
      showToast({ title: "Couldn't copy the link", description: 'It is selected: copy it with your keyboard or menu.' });
    }
  }

  return (
    <section className="invite-panel" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Invite link</h2>
      <p>This challenge is invite only. People can enter only through this link, so share it with the photographers you want.</p>
      <div className="invite-panel__row">
        <label className="sr-only" htmlFor={`${id}-link`}>
          Invite link
        </label>
        <input
          id={`${id}-link`}
          ref={input}
          className="input"
          readOnly
          value={link}
          onFocus={(event) => event.currentTarget.select()}
        />
        <button type="button" className="btn btn-primary" onClick={copy}>
          Copy link
        </button>
      </div>
    </section>
  );
}
