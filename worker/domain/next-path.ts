// Where to go after signing in: the `next` query parameter when it is a path on this
// site, else home. "//host" and "/\host" would leave the site, so they are refused.
export function nextPath(search: string, origin: string): string {
  const next = new URLSearchParams(search).get('next');
  if (!next?.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return '/';
  const url = new URL(next, origin);
  return url.origin === origin ? url.pathname + url.search + url.hash : '/';
}
