import { AVATAR_MAX_BYTES, AVATAR_MESSAGES, AVATAR_TYPES } from '../../../worker/contract/files';

// A quick check before uploading, in the server's words; the server still sniffs the
// bytes and has the last say (worker/services/profile.ts).
export function avatarProblem(file: File): string | null {
  if (!AVATAR_TYPES.includes(file.type)) return AVATAR_MESSAGES.type;
  if (file.size === 0) return AVATAR_MESSAGES.empty;
  if (file.size > AVATAR_MAX_BYTES) return AVATAR_MESSAGES.size;
  return null;
}
