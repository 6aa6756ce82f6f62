// Writes the SHA-256 hashes of every built page's inline scripts and <style> elements to
// dist/_page-hashes.json, keyed by the path the Worker asks the assets for ('/', '/about',
// '/shells/challenge'). The Worker puts a page's hashes in its Content-Security-Policy
// (worker/pages/page-policy.ts), so exactly the inline code the build made runs, and nothing
// added later does. Hashing at build time is safe because the build holds no one's data:
// that only arrives at the edge, as JSON in a data block.
import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { htmlFiles } from './html-files.mjs';

const PAGE_HASHES_FILE = '_page-hashes.json';

// Script types a browser runs; any other type (application/json…) is a data block.
const EXECUTABLE_TYPES = new Set(['', 'module', 'text/javascript', 'application/javascript']);

const sha256 = (text) => `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`;

function attribute(attributes, name) {
  const match = new RegExp(`(?:^|\\s)${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(attributes);
  return match ? (match[1] ?? match[2] ?? match[3]) : null;
}

// Script and style are raw-text elements: their text runs to the first closing tag, so a
// pattern finds exactly what the browser will hash.
function inlineHashes(html) {
  const script = [];
  for (const [, attributes, text] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const type = (attribute(attributes, 'type') ?? '').trim().toLowerCase();
    if (attribute(attributes, 'src') === null && EXECUTABLE_TYPES.has(type)) script.push(sha256(text));
  }
  const style = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi)].map(([, text]) => sha256(text));
  return { script: [...new Set(script)], style: [...new Set(style)] };
}

function pagePath(file) {
  const path = file
    .split(sep)
    .join('/')
    .replace(/\.html$/, '')
    .replace(/(^|\/)index$/, '');
  return `/${path}`;
}

export function pageHashes() {
  return {
    name: 'page-hashes',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const root = fileURLToPath(dir);
        const pages = {};
        for (const file of await htmlFiles(root))
          pages[pagePath(relative(root, file))] = inlineHashes(await readFile(file, 'utf8'));
        await writeFile(join(root, PAGE_HASHES_FILE), JSON.stringify(pages));
        logger.info(`Hashed the inline scripts and styles of ${Object.keys(pages).length} pages into ${PAGE_HASHES_FILE}`);
      },
    },
  };
}
