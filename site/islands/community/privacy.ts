import type { Privacy } from './wizard-fields';

// Spec §3 privacyType, with what each choice means for who finds and enters the challenge.
export const PRIVACY: Record<Privacy, { label: string; explains: string }> = {
  public: { label: 'Public', explains: 'Listed in Community Challenges; anyone can find and enter it.' },
  unlisted: { label: 'Unlisted', explains: 'Not listed; anyone with the link can see and enter it.' },
  invite: { label: 'Invite only', explains: 'Not listed; only people you send the invite link to can enter.' },
};
