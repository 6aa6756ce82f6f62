import type { CurrentUser } from '../contract/auth';
import { EDGE_STATE_ELEMENT_ID, type EdgeState } from '../contract/edge-state';
import { islandRenderer } from './island-renderer';
import { tokenHolds, viewerTokens } from './viewer-tokens';

export const SITE_NAME = 'Aperture Circle';
const DEFAULT_AVATAR = '/default-avatar.svg';

function initials(user: CurrentUser): string {
  const fromNames = `${user.firstName?.[0] ?? ''}${user.lastName?.[0] ?? ''}`;
  return (fromNames || user.username[0] || '?').toUpperCase();
}

// JSON inside <script> must not be able to close the element.
function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

// Astro names an island's component in its `opts` attribute ({"name":"Gallery",…}).
function islandName(el: Element): string | null {
  const opts = (el.getAttribute('opts') ?? '').replace(/&quot;/g, '"');
  return /"name":"(\w+)"/.exec(opts)?.[1] ?? null;
}

export type PagePhoto = { src: string; srcset: string; alt: string };

// A picture to fetch before the page is parsed: the same `srcset` and `sizes` as its <img>,
// so the browser picks the same copy.
export type PreloadImage = { srcset: string; sizes: string };

// A `Link` header: the browser (and Cloudflare, as an Early Hint) starts the largest
// picture's request with the answer's headers, not once the parser finds it.
function preloadLink({ srcset, sizes }: PreloadImage): string {
  return `<${srcset.split(' ')[0]}>; rel=preload; as=image; imagesrcset="${srcset}"; imagesizes="${sizes}"; fetchpriority=high`;
}

// `images` fills `<img data-fill-src="key">` with a page's own pictures (a profile's avatar);
// `photos` fills `<img data-fill-photo="key">` with a picture's sources (and drops the element
// when the page has none); `policy` is the page's Content-Security-Policy (page-policy.ts);
// `lcpImage` the picture the page paints largest, when the Worker knows it.
export type RenderOptions = {
  state: EdgeState;
  policy: string;
  title?: string;
  status: number;
  images?: Record<string, string>;
  photos?: Record<string, PagePhoto>;
  lcpImage?: PreloadImage;
  founderUsername?: string;
};

// Streams the pre-rendered page through HTMLRewriter: drops what this viewer must not
// see, fills in who they are, and hands islands the same facts as JSON.
export function renderPage(
  asset: Response,
  { state, policy, title, status, images = {}, photos = {}, lcpImage, founderUsername }: RenderOptions,
): Response {
  const tokens = viewerTokens(state, founderUsername);
  const { user } = state;
  const fills: Record<string, string | undefined> = {
    username: user?.username,
    initials: user ? initials(user) : undefined,
    'page-title': title,
    'recovery-notice-title': state.recoveryNotice?.title,
  };
  const rewriter = new HTMLRewriter()
    .on('[data-show]', {
      element(el) {
        const wanted = (el.getAttribute('data-show') ?? '').split(/\s+/).filter(Boolean);
        if (wanted.every((token) => tokenHolds(token, tokens))) el.removeAttribute('data-show');
        else el.remove();
      },
    })
    .on('[data-fill]', {
      element(el) {
        const value = fills[el.getAttribute('data-fill') ?? ''];
        if (value !== undefined) el.setInnerContent(value);
      },
    })
    .on('img[data-fill-src="avatar"]', {
      element(el) {
        el.setAttribute('src', user?.profileImageUrl || DEFAULT_AVATAR);
        el.setAttribute('alt', user?.username ?? '');
      },
    })
    .on('img[data-fill-src]', {
      element(el) {
        const src = images[el.getAttribute('data-fill-src') ?? ''];
        if (src) el.setAttribute('src', src);
      },
    })
    .on('img[data-fill-photo]', {
      element(el) {
        const photo = photos[el.getAttribute('data-fill-photo') ?? ''];
        if (!photo) {
          el.remove();
          return;
        }
        el.setAttribute('src', photo.src);
        el.setAttribute('srcset', photo.srcset);
        el.setAttribute('alt', photo.alt);
      },
    })
    .on('astro-island:not([client="only"])', {
      // An island the Worker renders gets its first view as HTML, from the same state the
      // browser then hydrates it with; should the render fail, the page keeps the build's
      // placeholder and the browser renders the island itself.
      async element(el) {
        const render = islandRenderer();
        const name = islandName(el);
        if (!render || !name) return;
        try {
          const html = await render(name, state, el.getAttribute('prefix') ?? '');
          // (Astro's marker for "children complete" stays last: its island script waits for it.)
          if (html !== null) el.setInnerContent(`${html}<!--astro:end-->`, { html: true });
        } catch (error) {
          console.error('Island render failed', name, error);
        }
      },
    })
    .on(`script#${EDGE_STATE_ELEMENT_ID}`, {
      element(el) {
        el.setInnerContent(scriptSafeJson(state), { html: true });
      },
    });
  if (title) {
    rewriter.on('title', {
      element(el) {
        el.setInnerContent(`${title} | ${SITE_NAME}`);
      },
    });
  }
  const headers = new Headers({
    'Content-Type': 'text/html; charset=utf-8',
    // The page carries the viewer's own name, flags and menu: never share it between people.
    'Cache-Control': 'private, no-store',
    'Content-Security-Policy': policy,
  });
  if (lcpImage) headers.set('Link', preloadLink(lcpImage));
  return rewriter.transform(new Response(asset.body, { status, headers }));
}
