// A quick check before uploading, in the server's words; the server still sniffs the
// bytes and has the last say (worker/services/profile.ts).
export const AVATAR_TYPES = ['image/jpeg', 'image/png', 'image/webp'];
const AVATAR_MAX_BYTES = 5 * 1024 * 1024;

export function avatarProblem(file: File): string | null {
  if (!AVATAR_TYPES.includes(file.type)) return 'Avatars must be JPEG, PNG or WebP images';
  if (file.size === 0) return 'The avatar file is empty';
  if (file.size > AVATAR_MAX_BYTES) return 'Avatars must be 5 MB or smaller';
  return null;
}
