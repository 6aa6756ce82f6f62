import { type Hook, OpenAPIHono, type RouteConfig, createRoute } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { H, RouterRoute } from 'hono/types';
import type { Router } from 'hono/router';
import type { ZodType } from 'zod';
import { errorBodySchema } from '../contract/errors';
import type { AppEnv } from '../env';
import { ApiError } from '../errors';
import { checkAnswer } from '../middleware/check-answer';

// Validation failures answer the one 400 shape: the first problem as the message, all of
// them as issues.
const validationHook: Hook<unknown, AppEnv, string, void> = (result) => {
  if (result.success) return;
  const issues = result.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
  const first = issues[0];
  const message = first?.path ? `${first.path}: ${first.message}` : (first?.message ?? 'Invalid request');
  throw new ApiError('VALIDATION_FAILED', message, issues);
};

// One sub-app per resource, each route declared with createRoute. Only the top app's router
// matches requests (a mounted sub-app's routes are copied into it): it remembers recent paths.
export const routes = (router?: Router<[H, RouterRoute]>) => new OpenAPIHono<AppEnv>({ defaultHook: validationHook, router });

// A JSON body the route requires: without `required`, a request with no Content-Type
// would skip validation and reach the handler as `{}`.
export const jsonBody = <T extends ZodType>(schema: T) => ({
  required: true,
  content: { 'application/json': { schema } },
});

// A JSON body the route takes if given (an admin's optional reason). With no Content-Type it
// reaches the handler as `{}`; `emptyJsonBody` in the route's middleware reads an empty body
// sent as JSON as `{}` too, instead of malformed JSON.
export const optionalJsonBody = <T extends ZodType>(schema: T) => ({
  required: false,
  content: { 'application/json': { schema } },
});

export const emptyJsonBody = createMiddleware(async (c, next) => {
  // Hono keeps the body read once as a promise under its type (its `BodyCache` types say the
  // value); the validator's `c.req.json()` parses that promise's text.
  if ((await c.req.text()).trim() === '') c.req.bodyCache.text = Promise.resolve('{}') as unknown as string;
  await next();
});

export const jsonAnswer = <T extends ZodType>(schema: T, description: string) => ({
  description,
  content: { 'application/json': { schema } },
});

export const errorAnswer = (description: string) => jsonAnswer(errorBodySchema, description);

// Every route can fail in these ways (unkey's openapi_responses): the gate, validation, a
// missing record, a conflict, a limit, or our own fault. Declared once, spread into each route.
export const ERROR_ANSWERS = {
  400: errorAnswer('The request is malformed or a field is invalid (code VALIDATION_FAILED, with issues)'),
  401: errorAnswer('Sign in first'),
  403: errorAnswer('Not allowed for this account (not an admin, email not verified, feature off)'),
  404: errorAnswer('No such record, or one this caller may not see'),
  409: errorAnswer('The request conflicts with the record as it is'),
  413: errorAnswer('The body is larger than the route accepts'),
  415: errorAnswer('The body is not of a media type the route accepts'),
  429: errorAnswer('Too many requests; try again later'),
  500: errorAnswer('Something went wrong on our side (with a requestId)'),
} as const;

// What a route that mails links or builds them answers while the site's address is unset
// (services/site-origin.ts).
export const SITE_ADDRESS_ANSWER = { 503: errorAnswer("Not available while the site's address (SITE_ORIGIN) is unset") };

type ApiRouteConfig = Omit<RouteConfig, 'middleware'> & {
  // The caller declaration (middleware/caller.ts) first, then any other middleware.
  // biome-ignore lint/suspicious/noExplicitAny: the handler's environment comes from the gate's own type
  middleware: [MiddlewareHandler<any>, ...MiddlewareHandler<any>[]];
};

// createRoute with the shared error answers, and with every answer checked against its
// declared schema when the Worker runs under test (middleware/check-answer.ts). Handlers
// take their context type from the caller gate alone (a signed-in gate makes `c.var.user`
// non-null); the other middleware add nothing handlers read.
export function apiRoute<P extends string, R extends ApiRouteConfig & { path: P }>(config: R) {
  const {
    middleware: [gate, ...others],
    responses: own,
    ...route
  } = config;
  const responses = { ...ERROR_ANSWERS, ...(own as R['responses']) };
  const middleware = [gate, checkAnswer({ responses }), ...others] as unknown as [R['middleware'][0]];
  return createRoute({ ...(route as Omit<R, 'middleware' | 'responses'>), responses, middleware });
}
