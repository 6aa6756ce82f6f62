import type { SubmissionDto } from '../../../worker/contract/submissions';
import type { PhotoType } from '../../lib/photo-type';

// The large WebP copy lives beside the thumbnail, under the same file name.
export const displayUrl = (photo: Pick<SubmissionDto, 'thumbnailUrl'>) => photo.thumbnailUrl.replace('/thumb/', '/display/');

// The type says which paths the page reads and writes the photo's likes, votes and
// comments under (spec §7), so every link names it.
export const photoHref = (id: number, type: PhotoType) => `/photo/${id}?type=${type}`;

export const DEFAULT_AVATAR = '/default-avatar.svg';

// Sign-in that comes back to where the visitor was.
export const loginHref = (back: string) => `/auth?tab=login&next=${encodeURIComponent(back)}`;
