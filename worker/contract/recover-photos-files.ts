// What /recover-photos says about the file itself, on both sides. No zod here: the island
// imports it at run time (as contract/files.ts).
export const RECOVER_FILE_MESSAGES = {
  missing: 'Choose the original file of your photo',
} as const;
