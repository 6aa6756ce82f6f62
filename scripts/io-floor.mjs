// The I/O floor of the benches that hold an endpoint to the round trips it makes (bench:api's
// signed-in reads, bench:webhooks' payment event): a bare Worker making the same D1 calls with
// the same statements and no code of ours, run the way the measured Worker runs (dev-worker.mjs:
// wrangler's dev environment, the project's wrangler.toml, its compatibility flags, bindings
// and observability). The same script in plain Miniflare answered 240 requests a second where
// the dev environment answered 140: a floor in another runtime held our code to a pace the
// runtime under it never reaches.
import { readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startDevWorker } from './dev-worker.mjs';

// wrangler.toml binds our Durable Objects: the floor exports empty ones under their names.
const durableObjects = [...readFileSync('wrangler.toml', 'utf8').matchAll(/^class_name = "(\w+)"/gm)].map((m) => m[1]);
const stubs = `import { DurableObject } from 'cloudflare:workers';\n${durableObjects
  .map((name) => `export class ${name} extends DurableObject {}`)
  .join('\n')}\n`;

// `script`: the floor Worker's module source; `state`: the directory holding its database;
// `vars`: plain-text bindings it reads; `port`: its dev proxy's (the bench asks its socket).
export async function startIoFloor({ script, state, vars = {}, port }) {
  const entrypoint = join(tmpdir(), `io-floor-${port}.mjs`);
  writeFileSync(entrypoint, stubs + script);
  const bindings = Object.fromEntries(Object.entries(vars).map(([name, value]) => [name, { type: 'plain_text', value }]));
  const { runtime, stop } = await startDevWorker({ entrypoint, bindings, port, state });
  return { url: runtime, stop };
}
