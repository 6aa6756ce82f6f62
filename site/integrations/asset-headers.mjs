// The build's hashed bundles (/_astro/*) are served by the assets without the Worker
// (wrangler.toml's run_worker_first leaves them out): a page's forty-odd script requests
// no longer each start the Worker, which took a third of the server's work for a page load.
// They carry the same secure headers as every answer (worker/domain/security-headers.ts),
// through the assets' `_headers` file, and, as their names change with their content, may be
// kept for a year without asking again.
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { WITHOUT_MEDIA } from '../../worker/domain/security-headers.ts';

const HASHED_BUNDLES = '/_astro/*';

export function assetHeaders() {
  return {
    name: 'asset-headers',
    hooks: {
      'astro:build:done': async ({ dir }) => {
        const headers = [['Cache-Control', 'public, max-age=31536000, immutable'], ...WITHOUT_MEDIA];
        const rules = `${HASHED_BUNDLES}\n${headers.map(([name, value]) => `  ${name}: ${value}`).join('\n')}\n`;
        await writeFile(join(fileURLToPath(dir), '_headers'), rules);
      },
    },
  };
}
