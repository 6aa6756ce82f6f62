import type { RouteConfig } from '@hono/zod-openapi';
import { createMiddleware } from 'hono/factory';
import type { ZodType } from 'zod';
import type { AppEnv } from '../env';

type Declared = Pick<RouteConfig, 'responses'>;
type MediaTypes = Record<string, { schema?: unknown } | undefined>;

const isZod = (schema: unknown): schema is ZodType =>
  typeof (schema as { safeParseAsync?: unknown } | undefined)?.safeParseAsync === 'function';

// The answer's JSON, read through the gzip a list may be kept in (middleware/edge-cache.ts).
async function jsonOf(res: Response): Promise<unknown> {
  const copy = res.clone();
  if (res.headers.get('Content-Encoding') !== 'gzip' || !copy.body) return copy.json();
  return new Response(copy.body.pipeThrough(new DecompressionStream('gzip'))).json();
}

// What is wrong with an answer, measured against what its route declares for its status.
async function driftOf({ responses }: Declared, res: Response): Promise<string | null> {
  const declared = responses[res.status] ?? responses[String(res.status)];
  if (!declared) return 'a status the route does not declare';
  const content = (declared as { content?: MediaTypes }).content;
  if (!content) return res.body === null ? null : 'a body where none is declared';
  const type = (res.headers.get('Content-Type') ?? '').split(';')[0]?.trim() ?? '';
  const media = content[type];
  if (!media) return `Content-Type '${type}' where ${Object.keys(content).join(', ')} is declared`;
  if (!type.endsWith('json') || !isZod(media.schema)) return null;
  const parsed = await media.schema.safeParseAsync(await jsonOf(res));
  if (parsed.success) return null;
  return parsed.error.issues.map((issue) => `${issue.path.join('.') || '(body)'}: ${issue.message}`).join('; ');
}

// Drifted answers seen in this isolate, for a test to report.
export const answerDrift: string[] = [];

// Under test (CHECK_ANSWERS=true, set by the vitest config and the end-to-end server) every
// answer is checked against the schema its route declares for that status, and one that
// drifted becomes a 500 naming the route and the problem: a shape drift fails CI. In
// production the Worker never parses its own answers.
export function checkAnswer(declared: Declared) {
  return createMiddleware<AppEnv>(async (c, next) => {
    await next();
    if (c.env.CHECK_ANSWERS !== 'true') return;
    const problem = await driftOf(declared, c.res);
    if (!problem) return;
    const message = `${c.req.method} ${c.req.routePath} answered ${c.res.status} with ${problem}`;
    console.error(message);
    answerDrift.push(message);
    c.res = Response.json({ message, code: 'INTERNAL' }, { status: 500 });
  });
}
