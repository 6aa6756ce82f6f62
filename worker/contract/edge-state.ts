import type { CurrentUser } from '../contract/auth';
import type { SubscriptionStatus } from '../contract/subscription';

// What the Worker knows about a request, written into every page as JSON
// (<script type="application/json" id="edge-state">) so islands start with it
// instead of asking again.
export type EdgeState = {
  user: CurrentUser | null;
  flags: Record<string, boolean>;
  subscription: SubscriptionStatus | null;
  page?: unknown;
  // Answers to API requests the page's islands make first, by path: they read these
  // instead of asking (site/lib/edge-state.ts).
  api?: Record<string, unknown>;
};

export const EDGE_STATE_ELEMENT_ID = 'edge-state';
