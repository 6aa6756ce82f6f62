import { installIslandRenderer } from '../../worker/pages/island-renderer';

// The Worker renders the site's islands into its pages (loaded by the Worker's entry and
// by the tests, which call the app directly). The islands load with the first page that
// has one, not with every isolate: an API-only isolate never needs them.
installIslandRenderer(async (name, state, idPrefix) => {
  const { renderIsland } = await import('./render-island');
  return renderIsland(name, state, idPrefix);
});
