import type { ChallengeDto } from '../../../worker/contract/challenges';
import type { SubmissionDto } from '../../../worker/contract/submissions';

type ChallengeKind = Pick<ChallengeDto, 'id' | 'isUserChallenge' | 'key'>;
type ChallengeAddress = Pick<ChallengeDto, 'id' | 'key'>;

// An unlisted or invite-only challenge's address names its key, the only way in for
// people who are neither its creator nor its entrants; a public one's names its id. (A bare
// id is the address for those who may open it by id anyway: its creator, entrants, admins.)
const addressOf = (challenge: ChallengeAddress | number) =>
  typeof challenge === 'number' ? String(challenge) : (challenge.key ?? String(challenge.id));

export const userChallengeHref = (challenge: ChallengeAddress | number) => `/user-challenges/${addressOf(challenge)}`;
export const resultsHref = (challenge: ChallengeAddress) => `/user-challenges/${addressOf(challenge)}/results`;

// A community challenge has its own page. The way back to an invite-only one keeps the
// code, or the invitee would find it closed to them.
export function challengeHref(challenge: ChallengeKind, invite: string | null = null): string {
  if (!challenge.isUserChallenge) return `/challenges/${challenge.id}`;
  const href = userChallengeHref(challenge);
  return invite ? `${href}?invite=${encodeURIComponent(invite)}` : href;
}

// Where a challenge's entries are listed (and scored while it votes): an official
// challenge's entries page, or a community challenge's own page.
export const entriesHref = (challenge: ChallengeKind) =>
  challenge.isUserChallenge ? userChallengeHref(challenge) : `/challenge/${challenge.id}/entries`;

// An entry names its challenge (and a private one's key) and says whether it is a community one.
export const entryChallengeHref = (entry: Pick<SubmissionDto, 'challengeId' | 'isUserChallenge' | 'challengeKey'>) =>
  challengeHref({ id: entry.challengeId, isUserChallenge: entry.isUserChallenge, key: entry.challengeKey });

// An invite-only challenge is entered with its code, which travels in the link. The submit
// page takes the id: the browser that opened the key link carries the key in its cookie.
export function submitHref(id: number, invite: string | null): string {
  return invite ? `/submit-photo/${id}?invite=${encodeURIComponent(invite)}` : `/submit-photo/${id}`;
}

export const inviteLink = (challenge: ChallengeAddress, code: string) =>
  `${location.origin}${userChallengeHref(challenge)}?invite=${encodeURIComponent(code)}`;

// The code someone was invited with, from the link they followed.
export const inviteFromUrl = () => new URLSearchParams(location.search).get('invite');
