import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { $coach, clearCoach, openReport } from '../../stores/coach';

// The open saved report lives in the address (/ai-coach?report=12), so it can be linked and
// back and forward move between reports. The store holds what is shown; these keep the two
// in step.

export const reportHref = (id: number) => `/ai-coach?report=${id}`;

export function reportInAddress(): number | null {
  const id = Number(new URLSearchParams(location.search).get('report'));
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

// Opening from the history is a step the back button undoes.
export function showSavedReport(id: number): void {
  if (reportInAddress() !== id) history.pushState(null, '', reportHref(id));
  void openReport(id);
}

function shownReport(): number | null {
  const view = $coach.get();
  if (view.status === 'opening') return view.reportId;
  return view.status === 'ready' ? (view.saved?.id ?? null) : null;
}

export function useReportAddress(member: boolean): void {
  const view = useStore($coach);
  const savedId = view.status === 'ready' ? (view.saved?.id ?? null) : null;
  const analysing = view.status === 'analysing';

  // The address on arrival, and after back or forward.
  useEffect(() => {
    if (!member) return;
    const follow = () => {
      const id = reportInAddress();
      if (id !== null && id !== shownReport()) void openReport(id);
      if (id === null && shownReport() !== null) clearCoach();
    };
    follow();
    addEventListener('popstate', follow);
    return () => removeEventListener('popstate', follow);
  }, [member]);

  // A report just saved takes its address; a new photo or a deleted report leaves it. A
  // visitor's address is left alone: signing in comes back to it.
  useEffect(() => {
    if (!member) return;
    const inAddress = reportInAddress();
    if (!analysing && inAddress !== null && shownReport() === inAddress) return;
    const wanted = analysing ? null : savedId;
    if (wanted === inAddress) return;
    const url = new URL(location.href);
    if (wanted === null) url.searchParams.delete('report');
    else url.searchParams.set('report', String(wanted));
    history.replaceState(null, '', url);
  }, [member, savedId, analysing]);
}
