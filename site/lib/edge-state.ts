import { EDGE_STATE_ELEMENT_ID, type EdgeState } from '../../worker/pages/edge-state';

let cached: EdgeState | undefined;

// Reads what the Worker wrote into the page; an empty state when the page was
// served without it.
export function readEdgeState(): EdgeState {
  if (cached) return cached;
  const empty: EdgeState = { user: null, flags: {}, subscription: null };
  const text = document.getElementById(EDGE_STATE_ELEMENT_ID)?.textContent;
  try {
    cached = text ? { ...empty, ...(JSON.parse(text) as Partial<EdgeState>) } : empty;
  } catch {
    cached = empty;
  }
  return cached;
}
