// One cookie's value, read straight from a Cookie header. Every signed-in request reads the
// session's, and hono/cookie's getCookie checks every pair in the header against its patterns
// first: that was the largest part of our own work on a signed-in read. As there, the first
// pair of the name wins; a value is not percent-decoded (ours are base64url).
export function cookieValue(header: string | null | undefined, name: string): string | undefined {
  if (!header) return undefined;
  const prefix = `${name}=`;
  for (let at = header.indexOf(prefix); at !== -1; at = header.indexOf(prefix, at + 1)) {
    // A name that only ends in ours (`xac_session=`) is another cookie.
    if (at > 0 && header[at - 1] !== ' ' && header[at - 1] !== ';') continue;
    const end = header.indexOf(';', at);
    return header.slice(at + prefix.length, end === -1 ? undefined : end).trim();
  }
  return undefined;
}
