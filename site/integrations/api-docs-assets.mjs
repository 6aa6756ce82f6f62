import { copyFile, mkdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const FILES = ['swagger-ui-bundle.js', 'swagger-ui.css'];

// The API reference (/api/docs) loads Swagger UI from our own build, never a CDN: the files
// are copied from the swagger-ui-dist package into dist/api-docs/ beside public/api-docs/start.js.
export function apiDocsAssets() {
  return {
    name: 'api-docs-assets',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const from = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
        const to = join(fileURLToPath(dir), 'api-docs');
        await mkdir(to, { recursive: true });
        await Promise.all(FILES.map((file) => copyFile(join(from, file), join(to, file))));
        logger.info(`Copied ${FILES.join(', ')} into api-docs/`);
      },
    },
  };
}
