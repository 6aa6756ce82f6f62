// Gives the pages' own scripts `fetchpriority="low"` in every built page: the frame's
// (layouts/Base.astro), the home page's and its particle background's. A first view is in the
// HTML (the menus are <details>, the cart badge and the bell come filled in by the Worker, the
// hero and its first photo are in the page), so on a slow connection these should not share
// the first round trips with the page's largest image. (At the default high priority
// Lighthouse also counted a script that arrived before the first paint into its simulated
// paint, so the same page read 720 or 1,100 ms from one run to the next.) Islands are not
// touched: Astro imports them from an inline script. Astro treats a <script> with any
// attribute as inline, so the attribute is added here.
//
// Each script's static imports (the frame's shared chunk, the edge state) are announced in the
// HTML too, as low-priority module preloads: found only once the script itself had arrived,
// each level of imports cost the page one more round trip before its code could run.
//
// A page whose largest paint is a photo in its HTML (marked `data-largest-paint`: the home
// page's hero) fetches none of its scripts until that photo is on screen. Low priority only
// orders requests; these would still share the connection with the photo, and the page's first
// view needs none of them. One inline script loads them once the browser has reported the
// photo as painted (or at once where it cannot say, or when there is no photo).
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { htmlFiles } from './html-files.mjs';

// How Astro names the file of a component's or page's processed <script>.
const PAGE_SCRIPT = /<script type="module" src="\/_astro\/([\w.-]+_astro_type_script_index_\d+_lang\.[\w-]+\.js)"><\/script>/g;
// A minified chunk's static imports (`import("./x.js")`, a dynamic one, does not match).
const STATIC_IMPORT = /(?:from|import)"\.\/([\w.-]+\.js)"/g;
// Every page with the frame has the toaster's region, and so runs the frame's script.
const FRAME_MARK = 'data-toaster';
const FRAME_SCRIPT = /src="\/_astro\/Base\.astro_astro_type_script_index_0_lang\.[\w-]+\.js" fetchpriority="low"/;

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

const LARGEST_PAINT = 'data-largest-paint';
// The inline loader of a page whose scripts wait for its photo (see above), run in the page
// with the scripts' addresses. The visitor's first touch, click or key starts them at once
// (they wait for nothing more than the photo), and so do a photo that fails and a loaded one
// the browser never reports as the largest paint (two seconds after it loaded).
function loadAfterPhoto(sources) {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const src of sources) import(src);
  };
  for (const type of ['pointerdown', 'keydown']) addEventListener(type, start, { once: true, capture: true });
  const photo = document.querySelector('[data-largest-paint]');
  if (!photo || !PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint')) {
    start();
    return;
  }
  new PerformanceObserver((list, observer) => {
    if (!list.getEntries().some((entry) => entry.element === photo)) return;
    observer.disconnect();
    start();
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  photo.addEventListener('error', start);
  const late = () => setTimeout(start, 2000);
  if (photo.complete) late();
  else photo.addEventListener('load', late);
}

const afterLargestPaint = (scripts) =>
  `<script type="module">(${loadAfterPhoto})(${JSON.stringify(scripts.map((script) => `/_astro/${script}`))})</script>`;

export function scriptPriority() {
  return {
    name: 'script-priority',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const root = fileURLToPath(dir);
        const assets = join(root, '_astro');
        const importsOf = new Map();
        let pages = 0;
        let waiting = 0;
        for (const file of await htmlFiles(root)) {
          const html = await readFile(file, 'utf8');
          const scripts = [...html.matchAll(PAGE_SCRIPT)].map(([, script]) => script);
          if (html.includes(LARGEST_PAINT)) {
            // One loader where the first of the scripts was.
            const at = html.search(PAGE_SCRIPT);
            await writeFile(file, html.slice(0, at) + afterLargestPaint(scripts) + html.slice(at).replace(PAGE_SCRIPT, ''));
            waiting += 1;
            continue;
          }
          for (const script of scripts) if (!importsOf.has(script)) importsOf.set(script, await staticImports(assets, script));
          // Each import announced once, after the first script that needs it.
          const announced = new Set();
          const marked = html.replace(PAGE_SCRIPT, (_, script) => {
            const chunks = [...importsOf.get(script)].filter((chunk) => !announced.has(chunk));
            for (const chunk of chunks) announced.add(chunk);
            const preloads = chunks.map((chunk) => `<link rel="modulepreload" href="/_astro/${chunk}" fetchpriority="low">`);
            return `<script type="module" src="/_astro/${script}" fetchpriority="low"></script>${preloads.join('')}`;
          });
          // A renamed script would silently keep its high priority: fail the build instead.
          if (html.includes(FRAME_MARK) && !FRAME_SCRIPT.test(marked)) {
            throw new Error(`script-priority: no frame script found in ${file}`);
          }
          if (marked === html) continue;
          await writeFile(file, marked);
          pages += 1;
        }
        logger.info(
          `Marked the pages' own scripts low priority, their imports preloaded, in ${pages} pages; ${waiting} wait for their largest paint`,
        );
      },
    },
  };
}
