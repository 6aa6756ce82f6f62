// A stand-in origin: only a path that stays on it (whatever the site's address) is kept.
const HERE = 'https://here.invalid';

// Where to go after signing in: the `next` query parameter when it is a path on this
// site, else home. "//host" and "/\host" would leave the site, so they are refused.
export function nextPath(search: string): string {
  const next = new URLSearchParams(search).get('next');
  if (!next?.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return '/';
  const url = new URL(next, HERE);
  return url.origin === HERE ? url.pathname + url.search + url.hash : '/';
}
