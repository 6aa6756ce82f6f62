// Gives the pages' own scripts `fetchpriority="low"` in every built page: the frame's
// (layouts/Base.astro), the home page's sections and its particle background. A first view is
// in the HTML (the menus are <details>, the cart badge and the bell come filled in by the
// Worker, the hero and its first photo are in the page), so on a slow connection these should
// not share the first round trips with the page's largest image. (At the default high
// priority Lighthouse also counted a script that arrived before the first paint into its
// simulated paint, so the same page read 720 or 1,100 ms from one run to the next.) Islands
// are not touched: Astro imports them from an inline script. Astro treats a <script> with any
// attribute as inline, so the attribute is added here.
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { htmlFiles } from './html-files.mjs';

// How Astro names the file of a component's or page's processed <script>.
const PAGE_SCRIPT = /<script type="module" src="(\/_astro\/[\w.-]+_astro_type_script_index_\d+_lang\.[\w-]+\.js)"><\/script>/g;
// Every page with the frame has the toaster's region, and so runs the frame's script.
const FRAME_MARK = 'data-toaster';
const FRAME_SCRIPT = /src="\/_astro\/Base\.astro_astro_type_script_index_0_lang\.[\w-]+\.js" fetchpriority="low"/;

export function scriptPriority() {
  return {
    name: 'script-priority',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        let pages = 0;
        for (const file of await htmlFiles(fileURLToPath(dir))) {
          const html = await readFile(file, 'utf8');
          const marked = html.replace(PAGE_SCRIPT, '<script type="module" src="$1" fetchpriority="low"></script>');
          // A renamed script would silently keep its high priority: fail the build instead.
          if (html.includes(FRAME_MARK) && !FRAME_SCRIPT.test(marked)) {
            throw new Error(`script-priority: no frame script found in ${file}`);
          }
          if (marked === html) continue;
          await writeFile(file, marked);
          pages += 1;
        }
        logger.info(`Marked the pages' own scripts low priority in ${pages} pages`);
      },
    },
  };
}
