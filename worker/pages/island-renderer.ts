import type { EdgeState } from '../contract/edge-state';

// Renders an island (named as the page names it) to HTML from a request's edge state, or
// null when it is not one the Worker renders. The islands are the site's code, so the
// Worker's entry (site/ssr/worker.ts) hands the renderer in rather than this layer
// importing the site.
export type IslandRenderer = (name: string, state: EdgeState, idPrefix: string) => Promise<string | null>;

let renderer: IslandRenderer | null = null;

export function installIslandRenderer(render: IslandRenderer): void {
  renderer = render;
}

export function islandRenderer(): IslandRenderer | null {
  return renderer;
}
