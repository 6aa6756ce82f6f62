import { z } from 'zod';
import { plainLine } from './plain-text';

export const flagNameParam = z.object({
  flagName: z.string().regex(/^[a-z0-9_]{1,64}$/, 'Flag names are lowercase letters, digits and underscores'),
});

// The optional userId is accepted for the spec's callers, but a flag is always evaluated
// for the session's own user, so nobody can read another person's rollout or allowlist.
export const flagCheckQuery = z.object({
  userId: z.string().optional().meta({ description: "Accepted, not trusted: the flag is evaluated for the session's user" }),
});

// What GET /api/feature-flags/{flagName} answers; an unknown flag is off.
export const flagStatusSchema = z.object({ enabled: z.boolean() }).meta({ id: 'FlagStatus' });
export type FlagStatus = z.infer<typeof flagStatusSchema>;

export const flagUpdateSchema = z
  .object({
    description: plainLine().max(500).optional(),
    enabled: z.boolean().optional(),
    rolloutPercentage: z.number().int().min(0).max(100).optional(),
    allowlist: z.array(z.number().int().positive().max(Number.MAX_SAFE_INTEGER)).max(1000).optional(),
  })
  .refine((v) => Object.keys(v).length > 0, 'Nothing to update');
export type FlagUpdate = z.infer<typeof flagUpdateSchema>;
