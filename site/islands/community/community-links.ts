export const userPhotoHref = (id: number) => `/photo/${id}?type=user`;
export const userChallengeHref = (id: number) => `/user-challenges/${id}`;
export const resultsHref = (id: number) => `/user-challenges/${id}/results`;

// An invite-only challenge is entered with its code, which travels in the link.
export function submitHref(id: number, invite: string | null): string {
  return invite ? `/submit-photo/${id}?invite=${encodeURIComponent(invite)}` : `/submit-photo/${id}`;
}

export const inviteLink = (id: number, code: string) => `${location.origin}${userChallengeHref(id)}?invite=${encodeURIComponent(code)}`;

// The code someone was invited with, from the link they followed.
export const inviteFromUrl = () => new URLSearchParams(location.search).get('invite');
