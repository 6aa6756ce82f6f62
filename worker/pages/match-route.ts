import { PAGE_ROUTES, type PageRoute } from './route-table';

export type RouteMatch = { route: PageRoute; params: Record<string, string> };

type Compiled = { route: PageRoute; regex: RegExp; names: string[] };

function compile(route: PageRoute): Compiled {
  const names: string[] = [];
  const source = route.pattern
    .split('/')
    .map((segment) => {
      if (!segment.startsWith(':')) return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      names.push(segment.slice(1));
      return '([^/]+)';
    })
    .join('/');
  return { route, regex: new RegExp(`^${source}$`), names };
}

const COMPILED = PAGE_ROUTES.map(compile);

export function matchPageRoute(path: string): RouteMatch | null {
  for (const { route, regex, names } of COMPILED) {
    const found = regex.exec(path);
    if (!found) continue;
    const params = Object.fromEntries(names.map((name, i) => [name, decodeURIComponent(found[i + 1] ?? '')]));
    return { route, params };
  }
  return null;
}

export function isAdminPath(path: string): boolean {
  return path === '/admin' || path.startsWith('/admin/');
}

// Pages that only the Worker serves (shells, denial and error pages) are not URLs of their own.
export function isInternalPagePath(path: string): boolean {
  return /^\/(shells|denied)(\/|$)/.test(path) || path === '/404' || path === '/error';
}

// Build output that is not a page: hashed bundles, images, fonts, robots.txt…
export function isAssetPath(path: string): boolean {
  return path.startsWith('/_astro/') || /\.[a-z0-9]+$/i.test(path.split('/').pop() ?? '');
}
