import { z } from 'zod';
import { emailField, usernameField } from './auth';
import { isoTime } from './common';
import { plainText } from './plain-text';

// /emergency-recovery: someone who lost access to their account's email asks the team to move
// the account to a new address. The request lands in /admin/inbox; an admin checks it against
// the member (from the member's page) and answers at the new address.

export const EMERGENCY_DETAILS_LENGTH = 5000;

export const emergencyRequestSchema = z
  .object({
    username: usernameField,
    // Where the team answers: the address the person can read now.
    email: emailField,
    details: plainText({ error: 'Tell us about your photos' })
      .trim()
      .min(20, 'Tell us a little more about your photos: at least 20 characters')
      .max(EMERGENCY_DETAILS_LENGTH, 'Keep it under 5,000 characters'),
  })
  .meta({ id: 'EmergencyRecoveryRequest' });
export type EmergencyRequestInput = z.input<typeof emergencyRequestSchema>;
export type EmergencyRequest = z.output<typeof emergencyRequestSchema>;

// An open request naming a member, as their page on /admin/users lists it.
export const recoveryRequestSchema = z
  .object({ threadId: z.number().int(), address: z.string(), createdAt: isoTime, lastMessageAt: isoTime })
  .meta({ id: 'MemberRecoveryRequest' });
export type RecoveryRequest = z.infer<typeof recoveryRequestSchema>;
