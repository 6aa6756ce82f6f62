// A Worker run the way the benches measure it: in wrangler's own dev environment with the
// project's wrangler.toml (local D1/R2/Durable Objects, the built assets), asked at the
// Worker's own socket (`runtime`), not through the dev-only proxy in front of it (`front`),
// which production does not have and which costs as much CPU as the Worker on a small machine.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { unstable_DevEnv as DevEnv } from 'wrangler';

// `entrypoint`: another script than wrangler.toml's main; `bindings`: wrangler's binding
// objects ({ type: 'plain_text', value }); `state`: the directory of its local storage.
export async function startDevWorker({ entrypoint, bindings = {}, port, state }) {
  const devEnv = new DevEnv();
  let runtime;
  devEnv.on('reloadComplete', ({ proxyData: { userWorkerUrl: u } }) => (runtime = `${u.protocol}//${u.hostname}:${u.port}`));
  const worker = await devEnv.startWorker({
    config: 'wrangler.toml',
    ...(entrypoint && { entrypoint }),
    bindings,
    dev: {
      server: { hostname: '127.0.0.1', port },
      persist: state,
      liveReload: false,
      watch: false,
      inspector: false,
      logLevel: 'warn',
    },
  });
  const front = new URL(String(await worker.url)).origin;
  for (let i = 0; i < 240 && !runtime; i++) await new Promise((r) => setTimeout(r, 250));
  if (!runtime) throw new Error('The Worker did not start');
  return { front, runtime, stop: () => worker.dispose() };
}

// The same, from a Node process of its own: for a bench that times deliveries to its own
// sockets, which must not share an event loop with wrangler's dev machinery (its collections
// and bookkeeping would otherwise be timed as the room's). Answers the Worker's `runtime`.
export async function startDevWorkerProcess(options) {
  const child = spawn(process.execPath, [fileURLToPath(import.meta.url), JSON.stringify(options)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const stop = () => child.kill('SIGTERM');
  process.on('exit', stop);
  const runtime = await new Promise((resolve, reject) => {
    let said = '';
    child.stdout.on('data', (chunk) => {
      said += chunk;
      const ready = said.match(/^runtime (\S+)$/m);
      if (ready) resolve(ready[1]);
    });
    child.on('exit', (code) => reject(new Error(`The Worker's process ended (${code})`)));
  });
  return { runtime, stop };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const server = await startDevWorker(JSON.parse(process.argv[2]));
  process.on('SIGTERM', async () => {
    await server.stop();
    process.exit(0);
  });
  console.log(`runtime ${server.runtime}`);
}
