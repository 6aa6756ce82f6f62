import { EDGE_STATE_ELEMENT_ID, type EdgeState } from '../../worker/contract/edge-state';

// In the Worker (and at build time) there is no document: islands render there from the
// state of the request being rendered, handed in by enterEdgeState.
export const onServer = typeof document === 'undefined';

const EMPTY: EdgeState = { user: null, flags: {}, subscription: null };
let cached: EdgeState | undefined;
let rendering: EdgeState | undefined;
let renders = 0;
const seeders: Array<() => void> = [];

// Reads what the Worker wrote into the page; an empty state when the page was
// served without it.
export function readEdgeState(): EdgeState {
  if (onServer) return rendering ?? EMPTY;
  if (cached) return cached;
  const text = document.getElementById(EDGE_STATE_ELEMENT_ID)?.textContent;
  try {
    cached = text ? { ...EMPTY, ...(JSON.parse(text) as Partial<EdgeState>) } : EMPTY;
  } catch {
    cached = EMPTY;
  }
  return cached;
}

// The page's query string: the browser's own, or in a server render the request's.
export const pageSearch = () => (onServer ? (readEdgeState().search ?? '') : location.search);

// The Worker's answer to an API request this page makes first, handed over once: asking
// again later (a refresh, the next page) goes to the network.
export function takeEdgeAnswer(path: string): unknown {
  const answers = readEdgeState().api;
  if (!answers || !(path in answers)) return undefined;
  const answer = answers[path];
  delete answers[path];
  return answer;
}

// Gives a store its first value from the page's state. In the browser `seed` runs at once,
// once. In the Worker, stores live as long as the isolate and serve every request, so a
// store made when the modules load is seeded again at the start of every render, and one
// made during a render is seeded then and dropped with it.
export function onEdgeState(seed: () => void): void {
  if (!onServer || rendering) seed();
  else seeders.push(seed);
}

// Makes `state` the page's state for the render that follows, synchronously: a server
// render with no suspending parts runs to its end before another request's can start.
export function enterEdgeState(state: EdgeState): void {
  rendering = { ...state, api: { ...state.api } };
  renders += 1;
  for (const seed of seeders) seed();
}

// Which server render is under way (always 0 in the browser): what one render made for
// itself is not handed to the next.
export function renderNumber(): number {
  return renders;
}
