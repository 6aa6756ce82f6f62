import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { ERROR_STATUS, type ErrorBody, type ErrorCode } from './contract/errors';

export class ApiError extends Error {
  readonly code: ErrorCode;
  readonly issues?: ErrorBody['issues'];

  constructor(code: ErrorCode, message: string, issues?: ErrorBody['issues']) {
    // An answer to the caller, never logged: it skips the stack trace, whose capture through
    // the middleware's async frames cost more CPU than the rest of a 404.
    const limit = Error.stackTraceLimit;
    Error.stackTraceLimit = 0;
    super(message);
    Error.stackTraceLimit = limit;
    this.name = 'ApiError';
    this.code = code;
    this.issues = issues;
  }

  get status(): ContentfulStatusCode {
    return ERROR_STATUS[this.code];
  }
}

function codeForStatus(status: number): ErrorCode {
  const match = Object.entries(ERROR_STATUS).find(([code, s]) => s === status && code !== 'VALIDATION_FAILED');
  return (match?.[0] as ErrorCode | undefined) ?? (status >= 500 ? 'INTERNAL' : 'BAD_REQUEST');
}

// Known errors answer with their message; anything else is logged with the request id
// and answered generically, so no stack trace or internal detail reaches a client.
export function errorResponse(err: Error, c: Context) {
  const requestId = c.get('requestId') as string | undefined;
  if (err instanceof ApiError) {
    const body: ErrorBody = { message: err.message, code: err.code, issues: err.issues };
    return c.json(body, err.status);
  }
  if (err instanceof HTTPException && err.status < 500) {
    const status = err.status as ContentfulStatusCode;
    return c.json({ message: err.message || 'Bad request', code: codeForStatus(status) } satisfies ErrorBody, status);
  }
  console.error(JSON.stringify({ requestId, error: err.message, stack: err.stack }));
  return c.json(
    { message: 'Something went wrong on our side. Please try again.', code: 'INTERNAL', requestId } satisfies ErrorBody,
    500,
  );
}
