import type { ChallengeDto } from '../../../worker/contract/challenges';
import type { ChallengeStatus } from '../../../worker/domain/status';
import { loginHref } from '../shared/photo-urls';
import RemindMe from '../challenges/RemindMe';
import { useViewer } from '../challenges/use-viewer';
import { submitHref, userChallengeHref } from '../shared/community-links';

type Props = { challenge: ChallengeDto; status: ChallengeStatus; invite: string | null; isCreator: boolean };

// Spec §2: 'Submit' while active, 'Submit Early' while upcoming, sign-in for visitors. An
// invite-only challenge is entered with the code from the invite link (its creator needs none).
export default function CommunitySubmit({ challenge, status, invite, isCreator }: Props) {
  const viewer = useViewer();
  if (status !== 'active' && status !== 'upcoming') return null;
  const href = submitHref(challenge.id, invite);
  if (challenge.privacyType === 'invite' && !invite && !isCreator) {
    return (
      <p className="section-note">
        This challenge is by invitation only. Ask {challenge.creatorName ?? 'its creator'} for the invite link to enter.
      </p>
    );
  }
  if (status === 'upcoming') {
    return (
      <a className="btn btn-primary btn-lg" href={href}>
        Submit Early
      </a>
    );
  }
  if (!viewer) {
    return (
      <a className="btn btn-outline btn-lg" href={loginHref(`${userChallengeHref(challenge)}${location.search}`)}>
        Log in to Submit
      </a>
    );
  }
  return (
    <>
      <a className="btn btn-primary btn-lg" href={href}>
        Submit
      </a>
      <RemindMe challengeId={challenge.id} />
    </>
  );
}
