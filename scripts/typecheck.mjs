// `npm run typecheck`: `tsc -b` over the solution tsconfig.json (each runtime's project with
// its own types; see the list there), then how long it took. Extra arguments go to tsc
// (`npm run typecheck -- --verbose`). Results are kept in .tsbuild/, so a second run only
// checks what changed.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';

const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
const started = performance.now();
const run = spawnSync(process.execPath, [tsc, '-b', ...process.argv.slice(2)], { stdio: 'inherit' });
console.log(`typecheck: ${((performance.now() - started) / 1000).toFixed(1)} s`);
process.exit(run.status ?? 1);
