import { describe, expect, it } from 'vitest';
import { PAGE_ROUTES } from '../../worker/pages/route-table';
import { keyOf } from '../../worker/routes/clients';
import { type CritiqueTab, readView } from '../islands/critique/critique-view';
import { creditsUrl, givenUrl, ownPhotosUrl, requestListUrl, requestUrl } from './critiques';

// The Worker answers /photo-critique's first requests into the page from its own reading of
// the query; the island must then ask for exactly those, or it asks the network again.

const route = PAGE_ROUTES.find((r) => r.pattern === '/photo-critique');
const sentWith = (search: string) => route?.firstData?.(new URLSearchParams(search)) ?? [];

const TAB_ASKS: Record<CritiqueTab, URL> = {
  give: requestListUrl('queue'),
  ask: ownPhotosUrl(),
  mine: requestListUrl('mine'),
  given: givenUrl(),
  browse: requestListUrl('public'),
};

// What the page's islands ask for first, for a member or a visitor.
function askedFor(search: string, member: boolean): string[] {
  const view = readView(new URLSearchParams(search));
  const credits = member ? [keyOf(creditsUrl())] : [];
  if ('request' in view) return [...(view.request ? [keyOf(requestUrl(view.request))] : []), ...credits];
  if (!member) return view.tab === 'browse' || view.tab === null ? [keyOf(TAB_ASKS.browse)] : [];
  return [keyOf(TAB_ASKS[view.tab ?? 'give']), ...credits];
}

const SEARCHES = [
  '',
  '?tab=give',
  '?tab=ask',
  '?tab=mine',
  '?tab=given',
  '?tab=browse',
  '?tab=constructor',
  '?request=12',
  '?request=0',
  '?request=abc',
  '?request=12&tab=ask',
];

describe('photo critique first data', () => {
  it.each(SEARCHES)('sends with the page what the island asks for first (%s)', (search) => {
    const sent = sentWith(search);
    for (const member of [true, false]) {
      for (const key of askedFor(search, member)) expect(sent).toContain(key);
    }
  });

  it('reads a request before any tab, and only an id that could exist', () => {
    expect(readView(new URLSearchParams('?request=7&tab=ask'))).toEqual({ request: 7 });
    expect(readView(new URLSearchParams('?request=-3'))).toEqual({ request: 0 });
    expect(readView(new URLSearchParams('?tab=nope'))).toEqual({ tab: null });
  });
});
