import { atom } from 'nanostores';

// A dashboard's period, kept in the page's address (`?days=90`) so a reload or a shared link
// shows the same period; the usual one is left out of the address.
export function periodInAddress<Days extends string>(periods: readonly Days[], usual: Days) {
  const periodIn = (search: string): Days => {
    const days = new URLSearchParams(search).get('days');
    return periods.find((period) => period === days) ?? usual;
  };
  const $period = atom<Days>(typeof location === 'undefined' ? usual : periodIn(location.search));
  function choose(days: Days) {
    $period.set(days);
    const url = new URL(location.href);
    if (days === usual) url.searchParams.delete('days');
    else url.searchParams.set('days', days);
    history.replaceState(history.state, '', url);
  }
  return { $period, choose };
}
