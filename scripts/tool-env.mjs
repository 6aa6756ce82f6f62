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

// The benchmarks' Worker is bundled as `wrangler deploy` bundles it: wrangler defines
// NODE_ENV as `development` under `wrangler dev`, which puts React's development build (its
// checks and warnings, about three times slower to render a page's islands) in the Worker.
export const benchEnv = { ...toolEnv, NODE_ENV: 'production' };
