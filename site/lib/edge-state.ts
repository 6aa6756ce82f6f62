import { EDGE_STATE_ELEMENT_ID, type EdgeState } from '../../worker/contract/edge-state';

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

// The Worker's answer to an API request this page makes first, handed over once: asking
// again later (a refresh, the next page) goes to the network.
export function takeEdgeAnswer(path: string): unknown {
  if (typeof document === 'undefined') return undefined;
  const answers = readEdgeState().api;
  if (!answers || !(path in answers)) return undefined;
  const answer = answers[path];
  delete answers[path];
  return answer;
}
