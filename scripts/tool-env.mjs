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
