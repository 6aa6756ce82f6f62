import { zValidator } from '@hono/zod-validator';
import type { ValidationTargets } from 'hono';
import type { ZodType } from 'zod';
import { ApiError } from '../errors';

// zValidator with the one 400 shape: the first problem as the message, all of them as issues.
export function validate<Target extends keyof ValidationTargets, Schema extends ZodType>(
  target: Target,
  schema: Schema,
) {
  return zValidator(target, schema, (result) => {
    if (result.success) return;
    const issues = result.error.issues.map((issue) => ({
      path: issue.path.join('.'),
      message: issue.message,
    }));
    const first = issues[0];
    const message = first?.path ? `${first.path}: ${first.message}` : (first?.message ?? 'Invalid request');
    throw new ApiError('VALIDATION_FAILED', message, issues);
  });
}
