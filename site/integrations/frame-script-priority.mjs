// Gives the frame's script (layouts/Base.astro) `fetchpriority="low"` in every built page.
// Nothing in a page's first view waits for it (the menus are <details>, the cart badge and
// the bell come filled in by the Worker), so on a slow connection it should not share the
// first round trips with the page's stylesheet-free HTML, its fonts and its largest image.
// Astro treats a <script> with any attribute as inline, so the attribute is added here.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

// The URL Astro gives the script of layouts/Base.astro (its first and only one).
const FRAME_SCRIPT = /<script type="module" src="(\/_astro\/Base\.astro_astro_type_script_index_0_lang\.[\w-]+\.js)"><\/script>/g;
// Every page with the frame has the toaster's region.
const FRAME_MARK = 'data-toaster';

export function frameScriptPriority() {
  return {
    name: 'frame-script-priority',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const root = fileURLToPath(dir);
        const entries = await readdir(root, { recursive: true, withFileTypes: true });
        let pages = 0;
        for (const entry of entries) {
          if (!entry.isFile() || !entry.name.endsWith('.html')) continue;
          const file = join(entry.parentPath, entry.name);
          const html = await readFile(file, 'utf8');
          if (!html.includes(FRAME_MARK)) continue;
          const marked = html.replace(FRAME_SCRIPT, '<script type="module" src="$1" fetchpriority="low"></script>');
          // A renamed script would silently lose its priority: fail the build instead.
          if (marked === html) throw new Error(`frame-script-priority: no frame script found in ${file}`);
          await writeFile(file, marked);
          pages += 1;
        }
        logger.info(`Marked the frame's script low priority in ${pages} pages`);
      },
    },
  };
}
