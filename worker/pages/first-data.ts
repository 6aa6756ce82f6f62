import { type Context, Hono } from 'hono';
import type { AppEnv } from '../env';
import { errorResponse } from '../errors';
import { api } from '../routes/api';

// The API mounted where the site mounts it, so the URLs (and the edge-cache keys built
// from them) are the public ones.
const site = new Hono<AppEnv>().route('/api', api);
site.onError(errorResponse);

// Answers a list page's first API requests inside this Worker, as the viewer (same
// cookie), so the page carries exactly what its island would have fetched. A request
// that fails is left out: the island asks for it itself and shows its own error.
export async function answerAtEdge(c: Context<AppEnv>, paths: string[]): Promise<Record<string, unknown>> {
  const cookie = c.req.header('Cookie');
  const answers = await Promise.all(
    paths.map(async (path) => {
      const res = await site.request(
        new URL(path, c.req.url),
        { headers: cookie ? { Cookie: cookie } : {} },
        c.env,
        c.executionCtx,
      );
      return res.ok ? ([path, await res.json()] as const) : null;
    }),
  );
  return Object.fromEntries(answers.filter((answer) => answer !== null));
}
