import react from '@astrojs/react';
import { defineConfig } from 'astro/config';
import { apiDocsAssets } from './site/integrations/api-docs-assets.mjs';
import { assetHeaders } from './site/integrations/asset-headers.mjs';
import { scriptPriority } from './site/integrations/script-priority.mjs';
import { pageHashes } from './site/integrations/page-hashes.mjs';

// Modules by a part of their id (the preload helper is Vite's virtual module).
const FRAME_MODULES = [
  '/site/lib/api-client.ts',
  '/site/lib/api-fetch.ts',
  '/site/lib/load-on-use.ts',
  '/site/lib/when-idle.ts',
  '/site/stores/cart-items.ts',
  '/site/stores/toast.ts',
  '/worker/routes/clients.ts',
  // hono's client only: its other helpers (the mail templates' html) are no page's frame.
  '/node_modules/hono/dist/client/',
  '/node_modules/hono/dist/utils/cookie.',
  '/node_modules/nanostores/atom/',
  '/node_modules/nanostores/lifecycle/',
  '/node_modules/@nanostores/persistent/',
  'vite/preload-helper',
];
const REALTIME_MODULES = [
  '/site/scripts/realtime-socket.ts',
  '/site/stores/chat-storage.ts',
  '/site/stores/notifications.ts',
  '/site/stores/realtime.ts',
];
const inGroup = (parts) => (id) => parts.some((part) => id.replaceAll('\\', '/').includes(part));

// Static output only: the Worker (worker/) serves dist/, gates routes and fills
// per-request data in at the edge with HTMLRewriter.
export default defineConfig({
  srcDir: './site',
  publicDir: './public',
  outDir: './dist',
  output: 'static',
  trailingSlash: 'never',
  // about.html rather than about/index.html, so /about is served without a redirect.
  build: { format: 'file', inlineStylesheets: 'always' },
  // The Worker sends each page's Content-Security-Policy as a header (a <meta> policy
  // cannot forbid framing), built from the hashes this integration takes of the build.
  integrations: [react(), scriptPriority(), pageHashes(), apiDocsAssets(), assetHeaders()],
  devToolbar: { enabled: false },
  vite: {
    environments: {
      client: {
        build: {
          rolldownOptions: {
            output: {
              // React, react-dom, its scheduler and Astro's React renderer in one file: every
              // island page loads all of them, and as four files they cost ~1.4 KB more gzip.
              // (Grouping the islands' own shared code as well pulled React into the home page
              // and /about, or code a page never runs into every island page.)
              // The frame's shared modules (stores, helpers, the API client) in one file, and the
              // members' real-time stores in another: every page loads the first and every member's
              // page the second, and one file costs ~1 KB less gzip than the ten small ones it
              // replaces. Entries (scripts/nav, scripts/realtime) stay out: a group's code runs
              // when any page imports one of its modules.
              codeSplitting: {
                groups: [
                  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|@astrojs[\\/]react)[\\/]/ },
                  { name: 'frame', test: inGroup(FRAME_MODULES) },
                  { name: 'realtime', test: inGroup(REALTIME_MODULES) },
                ],
              },
            },
          },
        },
      },
    },
  },
});
