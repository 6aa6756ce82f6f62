import react from '@astrojs/react';
import { defineConfig } from 'astro/config';
import { apiDocsAssets } from './site/integrations/api-docs-assets.mjs';
import { pageHashes } from './site/integrations/page-hashes.mjs';

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
  integrations: [react(), pageHashes(), apiDocsAssets()],
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
              codeSplitting: {
                groups: [{ name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|@astrojs[\\/]react)[\\/]/ }],
              },
            },
          },
        },
      },
    },
  },
});
