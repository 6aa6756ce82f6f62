import { useUrlState } from '../shared/use-url-state';

// What /photo-critique shows is in its query (the spec gives it one path): one request
// (`?request=12`) or a tab (`?tab=ask`). worker/pages/route-table.ts reads it the same way to
// send the view's first data with the page (site/stores/critiques.test.ts holds them together).

export const CRITIQUE_TABS = ['give', 'ask', 'mine', 'given', 'browse'] as const;
export type CritiqueTab = (typeof CRITIQUE_TABS)[number];

export const TAB_LABELS: Record<CritiqueTab, string> = {
  give: 'Give critique',
  ask: 'Ask for critique',
  mine: 'My requests',
  given: 'Critiques I gave',
  browse: 'Browse',
};

// A request's id is 0 when the address names none that could exist. No tab: the viewer's own
// default (members give, visitors browse).
export type CritiqueView = { request: number } | { tab: CritiqueTab | null };

const isTab = (value: string | null): value is CritiqueTab => CRITIQUE_TABS.some((tab) => tab === value);

export function readView(query: URLSearchParams): CritiqueView {
  if (query.has('request')) {
    const id = Number(query.get('request'));
    return { request: Number.isSafeInteger(id) && id > 0 ? id : 0 };
  }
  const tab = query.get('tab');
  return { tab: isTab(tab) ? tab : null };
}

export function viewHref(view: CritiqueView): string {
  if ('request' in view) return `/photo-critique?request=${view.request}`;
  return view.tab ? `/photo-critique?tab=${view.tab}` : '/photo-critique';
}

export const useCritiqueView = () => useUrlState(readView, viewHref);
