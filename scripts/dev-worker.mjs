// A Worker run the way the benches measure it: in wrangler's own dev environment with the
// project's wrangler.toml (local D1/R2/Durable Objects, the built assets), asked at the
// Worker's own socket (`runtime`), not through the dev-only proxy in front of it (`front`),
// which production does not have and which costs as much CPU as the Worker on a small machine.
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
