import type { ChallengeDto } from '../../../worker/routes/challenges/schema';
import type { SubmissionDto } from '../../../worker/services/challenges/submissions';

type ChallengeKind = Pick<ChallengeDto, 'id' | 'isUserChallenge'>;

export const userChallengeHref = (id: number) => `/user-challenges/${id}`;
export const resultsHref = (id: number) => `/user-challenges/${id}/results`;

// A community challenge has its own page. The way back to an invite-only one keeps the
// code, or the invitee would find it closed to them.
export function challengeHref(challenge: ChallengeKind, invite: string | null = null): string {
  if (!challenge.isUserChallenge) return `/challenges/${challenge.id}`;
  const href = userChallengeHref(challenge.id);
  return invite ? `${href}?invite=${encodeURIComponent(invite)}` : href;
}

// Where a challenge's entries are listed (and scored while it votes): an official
// challenge's entries page, or a community challenge's own page.
export const entriesHref = (challenge: ChallengeKind) =>
  challenge.isUserChallenge ? userChallengeHref(challenge.id) : `/challenge/${challenge.id}/entries`;

// An entry names its challenge and says whether it is a community one.
export const entryChallengeHref = (entry: Pick<SubmissionDto, 'challengeId' | 'isUserChallenge'>) =>
  challengeHref({ id: entry.challengeId, isUserChallenge: entry.isUserChallenge });

// An invite-only challenge is entered with its code, which travels in the link.
export function submitHref(id: number, invite: string | null): string {
  return invite ? `/submit-photo/${id}?invite=${encodeURIComponent(invite)}` : `/submit-photo/${id}`;
}

export const inviteLink = (id: number, code: string) => `${location.origin}${userChallengeHref(id)}?invite=${encodeURIComponent(code)}`;

// The code someone was invited with, from the link they followed.
export const inviteFromUrl = () => new URLSearchParams(location.search).get('invite');
