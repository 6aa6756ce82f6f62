import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { ORIGIN, makeChallenge, makeUser, present, request } from '../test/helpers';
import { pageHashes, pagePolicy } from './page-policy';

// Every page of the build, as the asset server holds it.
const BUILT_PAGES = import.meta.glob<string>('../../dist/**/*.html', { query: '?raw', import: 'default', eager: true });

const EXECUTABLE_TYPES = new Set(['', 'module', 'text/javascript', 'application/javascript']);

// The text of each inline script that runs and of each <style>, read with the Workers HTML
// parser rather than the build's own pattern, so the two check each other.
async function inlineCode(html: string) {
  const found = { script: [] as string[], style: [] as string[] };
  const collect = (kind: 'script' | 'style', runs: (el: Element) => boolean) => {
    let text = '';
    let counted = false;
    return {
      element(el: Element) {
        text = '';
        counted = runs(el);
      },
      text(chunk: Text) {
        text += chunk.text;
        if (chunk.lastInTextNode && counted) found[kind].push(text);
      },
    };
  };
  const runs = (el: Element) =>
    !el.hasAttribute('src') && EXECUTABLE_TYPES.has((el.getAttribute('type') ?? '').trim().toLowerCase());
  await new HTMLRewriter()
    .on('script', collect('script', runs))
    .on(
      'style',
      collect('style', () => true),
    )
    .transform(new Response(html))
    .text();
  return found;
}

async function sha256(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return `'sha256-${btoa(String.fromCharCode(...new Uint8Array(digest)))}'`;
}

function directive(policy: string, name: string): string[] {
  const found = policy
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([key]) => key === name);
  return found?.slice(1) ?? [];
}

// Each inline script and style of `html` must be allowed by `policy`.
async function expectAllowed(html: string, policy: string, where: string) {
  const { script, style } = await inlineCode(html);
  for (const text of script)
    expect(directive(policy, 'script-src'), `${where}: ${text.slice(0, 80)}`).toContain(await sha256(text));
  for (const text of style)
    expect(directive(policy, 'style-src'), `${where}: <style> ${text.slice(0, 40)}`).toContain(await sha256(text));
}

const assetPath = (file: string) =>
  `/${file
    .replace('../../dist/', '')
    .replace(/\.html$/, '')
    .replace(/(^|\/)index$/, '')}`;

describe('the Content-Security-Policy of pages', () => {
  it('comes as a header that forbids framing and inline script the build did not make', async () => {
    const res = await request('/');
    const policy = res.headers.get('Content-Security-Policy') ?? '';
    expect(directive(policy, 'frame-ancestors')).toEqual(["'none'"]);
    expect(directive(policy, 'script-src')).toContain("'self'");
    expect(directive(policy, 'script-src')).not.toContain("'unsafe-inline'");
    expect(directive(policy, 'script-src')).not.toContain("'unsafe-eval'");
    expect(directive(policy, 'style-src')).not.toContain("'unsafe-inline'");
    expect(directive(policy, 'object-src')).toEqual(["'none'"]);
    expect(directive(policy, 'base-uri')).toEqual(["'self'"]);
    expect(directive(policy, 'form-action')).toEqual(["'self'"]);
    expect(directive(policy, 'connect-src')).toEqual(["'self'", `ws://${new URL(ORIGIN).host}`]);
  });

  it('allows every inline script and style of every built page', async () => {
    const pages = Object.entries(BUILT_PAGES);
    expect(pages.length).toBeGreaterThan(20);
    for (const [file, html] of pages) {
      const policy = pagePolicy(await pageHashes(env.ASSETS, ORIGIN, assetPath(file)), ORIGIN);
      await expectAllowed(html, policy, file);
    }
  });

  it('allows everything that runs in the pages as the edge serves them, and nothing of another page', async () => {
    const { cookie } = await makeUser({ isAdmin: true });
    const challenge = await makeChallenge('active', { coverImage: '/api/uploads/covers/c.jpg' });
    for (const path of ['/', '/gallery', `/challenges/${challenge.id}`, '/admin', '/no-such-page', '/about']) {
      const res = await request(path, { cookie });
      const policy = res.headers.get('Content-Security-Policy') ?? '';
      await expectAllowed(await res.text(), policy, path);
    }
    const about = (await request('/about')).headers.get('Content-Security-Policy') ?? '';
    // The gallery hydrates its island when the browser is idle; /about has no island and no
    // reason to allow that.
    const gallery = await inlineCode(present(BUILT_PAGES['../../dist/gallery.html'], 'the built gallery'));
    const hydrate = present(
      gallery.script.find((text) => text.includes('.idle=')),
      "the gallery's hydrate-when-idle script",
    );
    expect(directive(about, 'script-src')).not.toContain(await sha256(hydrate));
  });

  it('lets only /admin/optimized-upload compile WebAssembly (its image codec), never JavaScript from strings', () => {
    const NO_HASHES = { script: [], style: [] };
    const codec = directive(pagePolicy(NO_HASHES, ORIGIN, '/shells/admin-optimized-upload'), 'script-src');
    expect(codec).toContain("'wasm-unsafe-eval'");
    expect(codec).not.toContain("'unsafe-eval'");
    expect(directive(pagePolicy(NO_HASHES, ORIGIN, '/shells/admin-manual-upload'), 'script-src')).not.toContain(
      "'wasm-unsafe-eval'",
    );
  });
});
