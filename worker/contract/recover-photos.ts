import { z } from 'zod';
import { emailField } from './auth';

// The public recovery pages: /recover-photos ("Bring your original") and /tnt-recovery
// ('Photo Recovery'). docs/rules.md "Bringing back a damaged photo".

// The multipart form /recover-photos posts: the original file, nothing else (the bytes are the
// proof; a hash from the browser is never asked for).
export const recoverPhotoFormSchema = {
  type: 'object' as const,
  required: ['photo'],
  properties: {
    photo: { type: 'string' as const, format: 'binary', description: 'The original file: JPEG, PNG or WebP, at most 15 MB' },
  },
};

export const RECOVERY_OUTCOMES = ['restored', 'fine', 'unknown'] as const;
export type RecoveryOutcome = (typeof RECOVERY_OUTCOMES)[number];

export const recoveredPhotoSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  // The photo's page, on this site.
  url: z.string(),
});
export type RecoveredPhoto = z.infer<typeof recoveredPhotoSchema>;

// What an original brought: its photos restored (named, with a link), a photo that was never
// in trouble, or no photo that needs it. Only a restored photo is ever named.
export const recoverPhotoAnswerSchema = z
  .object({
    outcome: z.enum(RECOVERY_OUTCOMES),
    message: z.string(),
    photos: z.array(recoveredPhotoSchema),
  })
  .meta({ id: 'RecoverPhotoAnswer' });
export type RecoverPhotoAnswer = z.infer<typeof recoverPhotoAnswerSchema>;

export const photoRecoveryRequestSchema = z.object({ email: emailField });
