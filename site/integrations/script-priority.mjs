// No page fetches its own scripts (the frame's, in layouts/Base.astro; the home page's and its
// particle background's) before its largest paint is on screen. A first view is in the HTML (the
// menus are <details>, the cart badge and the bell come filled in by the Worker, the list pages'
// islands are rendered there), so on a slow connection those scripts should not share the first
// round trips with the page's largest image; and Lighthouse counts any script that arrived
// before that paint into its simulated paint (module scripts can never be ruled out), so the
// same page read 720 or 1,100 ms from one run to the next as the race went one way or the other.
//
// One inline script in each page loads them once the browser reports the largest paint: of a
// picture marked `data-largest-paint` where the page has one (the home page's hero, the first
// picture of a list or a photo's page, set by the islands that render them), else the page's
// first one. Where the browser cannot say, for a page loaded in the background, and on the
// visitor's first touch, click or key, they load at once; and two seconds after the load
// otherwise. Islands are not touched: Astro's own inline script hydrates them.
//
// The scripts' static imports (the frame's shared chunk, the edge state) are announced as the
// scripts are imported, as module preloads: found only once a script itself had arrived, each
// level of imports cost the page one more round trip before its code could run.
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { minifySync } from 'vite';
import { htmlFiles } from './html-files.mjs';

// How Astro names the file of a component's or page's processed <script>.
const PAGE_SCRIPT = /<script type="module" src="\/_astro\/([\w.-]+_astro_type_script_index_\d+_lang\.[\w-]+\.js)"><\/script>/g;
// A minified chunk's static imports (`import("./x.js")`, a dynamic one, does not match).
const STATIC_IMPORT = /(?:from|import)"\.\/([\w.-]+\.js)"/g;
// Every page with the frame has the toaster's region, and so runs the frame's script.
const FRAME_MARK = 'data-toaster';
const FRAME_SCRIPT = /^Base\.astro_astro_type_script_index_0_lang\.[\w-]+\.js$/;

// Every chunk a script imports statically, directly or through another chunk.
async function staticImports(assets, file, found = new Set()) {
  const code = await readFile(join(assets, file), 'utf8');
  for (const [, imported] of code.matchAll(STATIC_IMPORT)) {
    if (found.has(imported)) continue;
    found.add(imported);
    await staticImports(assets, imported, found);
  }
  return found;
}

// The inline loader (see above), run in the page with the scripts' and their imports' addresses.
function loadAfterLargestPaint(scripts, imports) {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const href of imports) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      document.head.append(link);
    }
    for (const src of scripts) import(src);
  };
  for (const type of ['pointerdown', 'keydown']) addEventListener(type, start, { once: true, capture: true });
  if (document.visibilityState === 'hidden' || !PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint')) {
    start();
    return;
  }
  const photos = [...document.querySelectorAll('[data-largest-paint]')];
  new PerformanceObserver((list, observer) => {
    if (photos.length > 0 && !list.getEntries().some((entry) => photos.includes(entry.element))) return;
    observer.disconnect();
    start();
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  const late = () => setTimeout(start, 2000);
  const [first] = photos;
  if (first) {
    for (const photo of photos) photo.addEventListener('error', start);
    if (first.complete) late();
    else first.addEventListener('load', late);
  } else if (document.readyState === 'complete') late();
  else addEventListener('load', late);
}

const asset = (file) => `/_astro/${file}`;
// Minified: every page carries it.
function loader(scripts, imports) {
  const call = `(${loadAfterLargestPaint})(${JSON.stringify(scripts.map(asset))},${JSON.stringify(imports.map(asset))})`;
  const { code, errors } = minifySync('loader.js', call);
  if (errors.length > 0 || !code) throw new Error(`script-priority: the loader did not minify: ${errors.map((e) => e.message)}`);
  return `<script type="module">${code.trim()}</script>`;
}

export function scriptPriority() {
  return {
    name: 'script-priority',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const root = fileURLToPath(dir);
        const assets = join(root, '_astro');
        const importsOf = new Map();
        let pages = 0;
        for (const file of await htmlFiles(root)) {
          const html = await readFile(file, 'utf8');
          const scripts = [...html.matchAll(PAGE_SCRIPT)].map(([, script]) => script);
          // A renamed script would silently load at once again: fail the build instead.
          if (html.includes(FRAME_MARK) && !scripts.some((script) => FRAME_SCRIPT.test(script))) {
            throw new Error(`script-priority: no frame script found in ${file}`);
          }
          if (scripts.length === 0) continue;
          const imports = new Set();
          for (const script of scripts) {
            if (!importsOf.has(script)) importsOf.set(script, await staticImports(assets, script));
            for (const chunk of importsOf.get(script)) imports.add(chunk);
          }
          // One loader where the first of the scripts was.
          const at = html.search(PAGE_SCRIPT);
          await writeFile(file, html.slice(0, at) + loader(scripts, [...imports]) + html.slice(at).replace(PAGE_SCRIPT, ''));
          pages += 1;
        }
        logger.info(`${pages} pages load their own scripts after their largest paint`);
      },
    },
  };
}
