import react from '@astrojs/react';
import { defineConfig } from 'astro/config';

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
  integrations: [react()],
  devToolbar: { enabled: false },
});
