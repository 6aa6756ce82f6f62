// A page's Content-Security-Policy. Its inline scripts and <style> elements are allowed by
// the hashes the build took of them (site/integrations/page-hashes.mjs): the edge never
// allows a script by what it sees in the stream, so nothing injected later can run.
const PAGE_HASHES_PATH = '/_page-hashes.json';

export type PageHashes = { script: string[]; style: string[] };
type HashManifest = Record<string, PageHashes>;

const NO_HASHES: PageHashes = { script: [], style: [] };

// The build's hashes only change with a deployment, so each isolate reads them once.
let manifest: Promise<HashManifest> | null = null;

function readManifest(assets: Fetcher, origin: string): Promise<HashManifest> {
  if (!manifest) {
    manifest = assets.fetch(new Request(new URL(PAGE_HASHES_PATH, origin))).then(async (res) => {
      if (!res.ok) throw new Error(`${PAGE_HASHES_PATH} answered ${res.status}`);
      return (await res.json()) as HashManifest;
    });
    // A failed read is tried again by the next page rather than remembered.
    manifest.catch(() => (manifest = null));
  }
  return manifest;
}

// `asset` is the path the page was fetched from (a shell for dynamic routes). Without its
// hashes the page still goes out, with none of its inline code allowed.
export async function pageHashes(assets: Fetcher, origin: string, asset: string): Promise<PageHashes> {
  try {
    return (await readManifest(assets, origin))[asset] ?? NO_HASHES;
  } catch (error) {
    console.error(JSON.stringify({ event: 'page_hashes_unreadable', error: String(error) }));
    return NO_HASHES;
  }
}

const quoted = (hashes: string[]) => hashes.map((hash) => `'${hash}'`);

// Pages that compile WebAssembly: /admin/optimized-upload's image codec (bundled, served from
// here). 'wasm-unsafe-eval' lets a page compile WebAssembly and still run no JavaScript made
// from strings; every other page goes without it.
const WASM_PAGES = new Set(['/shells/admin-optimized-upload']);

// Everything a page loads is ours. Style attributes (`style="--size: 36px"`) are allowed:
// one styles only its own element and cannot run code, while a <style> element could
// restyle or probe the whole page, so those are hashed. (Styles a script sets through
// `element.style` are never subject to the policy.)
export function pagePolicy({ script, style }: PageHashes, origin: string, asset = ''): string {
  const socket = origin.replace(/^http/, 'ws');
  return [
    ["default-src 'self'"],
    ["script-src 'self'", ...(WASM_PAGES.has(asset) ? ["'wasm-unsafe-eval'"] : []), ...quoted(script)],
    ["style-src 'self'", ...quoted(style)],
    ["style-src-attr 'unsafe-inline'"],
    ["img-src 'self' data: blob:"],
    ["media-src 'self' blob:"],
    ["connect-src 'self'", socket],
    ["object-src 'none'"],
    ["base-uri 'self'"],
    ["form-action 'self'"],
    ["frame-ancestors 'none'"],
  ]
    .map((directive) => directive.join(' '))
    .join('; ');
}
