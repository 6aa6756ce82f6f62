import type { Page } from '@playwright/test';

type EdgeState = Record<string, unknown>;

// Serves `path` with the edge state the Worker wrote into it changed: a list's first answer
// made up to a shape the demo data doesn't have (exactly two full pages, say).
export async function serveWithEdgeState(page: Page, path: string, change: (state: EdgeState) => EdgeState): Promise<void> {
  await page.route(path, async (route) => {
    const response = await route.fetch();
    const body = (await response.text()).replace(
      /(<script[^>]*id="edge-state"[^>]*>)([\s\S]*?)(<\/script>)/,
      (_, open: string, json: string, close: string) =>
        open + JSON.stringify(change(JSON.parse(json))).replace(/</g, '\\u003c') + close,
    );
    await route.fulfill({ response, body });
  });
}
