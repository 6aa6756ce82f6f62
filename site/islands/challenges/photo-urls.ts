import type { SubmissionDto } from '../../../worker/services/challenges/submissions';

// The large WebP copy lives beside the thumbnail, under the same file name.
export const displayUrl = (photo: Pick<SubmissionDto, 'thumbnailUrl'>) => photo.thumbnailUrl.replace('/thumb/', '/display/');

export const photoHref = (id: number) => `/photo/${id}?type=standard`;

export const DEFAULT_AVATAR = '/default-avatar.svg';

// Sign-in that comes back to where the visitor was.
export const loginHref = (back: string) => `/auth?tab=login&next=${encodeURIComponent(back)}`;
