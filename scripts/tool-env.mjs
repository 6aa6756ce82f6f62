// The environment every script runs its tools in: the project's own binaries first
// (Node 24, wrangler, astro), telemetry off, and no call-home for `Request.cf` samples.
import { delimiter, resolve } from 'node:path';

export const toolEnv = {
  ...process.env,
  PATH: `${resolve('node_modules/.bin')}${delimiter}${process.env.PATH ?? ''}`,
  WRANGLER_SEND_METRICS: 'false',
  ASTRO_TELEMETRY_DISABLED: '1',
  CLOUDFLARE_CF_FETCH_ENABLED: 'false',
};

// Without wrangler dev's local observability, which production does not have: it streams every
// request's trace to a collector Worker that writes it into a SQLite store kept without limit
// (173 MB after ten minutes of a bench). On two cores that took 40% of the runtime's throughput
// (the no-work floor read 1,150 req/s with it, 1,950 without) and came in bursts that stalled
// whatever ran beside its writes, the cron included. For the benches and the end-to-end servers;
// `npm run dev` keeps it for whoever looks at the local traces.
export const noLocalTraces = { X_LOCAL_OBSERVABILITY: 'false' };

// The benchmarks' Worker is bundled as `wrangler deploy` bundles it: wrangler defines
// NODE_ENV as `development` under `wrangler dev`, which puts React's development build (its
// checks and warnings, about three times slower to render a page's islands) in the Worker.
export const benchEnv = { ...toolEnv, ...noLocalTraces, NODE_ENV: 'production' };
