import type { ChallengeDto } from '../../../worker/routes/challenges/schema';
import type { PhotoType } from '../../stores/likes';

type ChallengeKind = Pick<ChallengeDto, 'id' | 'isUserChallenge'>;

export const userChallengeHref = (id: number) => `/user-challenges/${id}`;
export const resultsHref = (id: number) => `/user-challenges/${id}/results`;

// Entries of a community challenge are 'user' photos. The challenge says which it is,
// whatever type the link that led here named.
export const photoTypeOf = (challenge: Pick<ChallengeDto, 'isUserChallenge'>): PhotoType => (challenge.isUserChallenge ? 'user' : 'standard');

export const typedPhotoHref = (id: number, type: PhotoType) => `/photo/${id}?type=${type}`;

// A community challenge has its own page. The way back to an invite-only one keeps the
// code, or the invitee would find it closed to them.
export function challengeHref(challenge: ChallengeKind, invite: string | null = null): string {
  if (!challenge.isUserChallenge) return `/challenges/${challenge.id}`;
  const href = userChallengeHref(challenge.id);
  return invite ? `${href}?invite=${encodeURIComponent(invite)}` : href;
}

// An invite-only challenge is entered with its code, which travels in the link.
export function submitHref(id: number, invite: string | null): string {
  return invite ? `/submit-photo/${id}?invite=${encodeURIComponent(invite)}` : `/submit-photo/${id}`;
}

export const inviteLink = (id: number, code: string) => `${location.origin}${userChallengeHref(id)}?invite=${encodeURIComponent(code)}`;

// The code someone was invited with, from the link they followed.
export const inviteFromUrl = () => new URLSearchParams(location.search).get('invite');
