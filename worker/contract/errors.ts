import { z } from 'zod';

// The fixed set of error codes every API answer uses; the status follows from the code.
export const ERROR_STATUS = {
  BAD_REQUEST: 400,
  VALIDATION_FAILED: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  UPGRADE_REQUIRED: 426,
  TOO_MANY_REQUESTS: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

const ERROR_CODES = Object.keys(ERROR_STATUS) as [ErrorCode, ...ErrorCode[]];

// Every failure the API answers, whatever the route (spec §8: islands show `message`).
export const errorBodySchema = z
  .object({
    message: z.string(),
    code: z.enum(ERROR_CODES),
    // Only on a 500, so a report can be matched with the Worker's log.
    requestId: z.string().optional(),
    // Only on VALIDATION_FAILED: every problem found, by the field it is about.
    issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
  })
  .meta({ id: 'Error' });

export type ErrorBody = z.infer<typeof errorBodySchema>;
