import type { ChallengeStatus } from '../../../worker/domain/status';
import { loginHref } from '../shared/photo-urls';
import { useViewer } from './use-viewer';

type Props = { challengeId: number; status: ChallengeStatus; size?: 'sm' | 'lg' };

// Spec §2: 'Submit' for signed-in people while the challenge is active, 'Submit Early'
// while it is upcoming; visitors are offered sign-in instead (spec §5: submit needs an account).
export default function SubmitAction({ challengeId, status, size = 'sm' }: Props) {
  const user = useViewer();
  if (status !== 'active' && status !== 'upcoming') return null;
  const href = `/submit-photo/${challengeId}`;
  const className = `btn btn-primary btn-${size}`;
  if (status === 'upcoming')
    return (
      <a className={className} href={href}>
        Submit Early
      </a>
    );
  if (user)
    return (
      <a className={className} href={href}>
        Submit
      </a>
    );
  return (
    <a className={`btn btn-outline btn-${size}`} href={loginHref(href)}>
      Log in to Submit
    </a>
  );
}
