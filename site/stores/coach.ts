import { atom } from 'nanostores';
import type { CoachHistory, CoachReportDto } from '../../worker/contract/coach';
import type { OwnPhoto } from '../../worker/contract/critiques';
import { answer, api } from '../lib/api-client';
import { serverMessage } from '../lib/api-fetch';
import type { CoachExifInput, CoachReport } from '../lib/coach/types';

// /ai-coach: the photo being coached, its report (measured here in the browser, or opened from
// the member's saved ones), their history of saved reports, and whether the site's vision model
// may add its words.

// What the coach is looking at. A dropped file is kept for the thumbnail and for asking the
// community; a picked entry or a saved report is named by its submission.
export type CoachSubject = {
  title: string;
  imageUrl: string | null;
  file: File | null;
  submissionId: number | null;
};

export type CoachView =
  | { status: 'empty' }
  | { status: 'analysing'; subject: CoachSubject }
  | { status: 'opening'; reportId: number }
  | { status: 'failed'; message: string }
  | { status: 'ready'; subject: CoachSubject; report: CoachReport; saved: CoachReportDto | null };

export const $coach = atom<CoachView>({ status: 'empty' });

type HistoryItem = CoachHistory['reports'][number];
export type HistoryState = {
  status: 'idle' | 'loading' | 'ready' | 'failed';
  reports: HistoryItem[];
  nextCursor: string | null;
  loadingMore: boolean;
};

export const $history = atom<HistoryState>({ status: 'idle', reports: [], nextCursor: null, loadingMore: false });

// The member's own entries, to pick one to coach.
export type EntriesState = { status: 'idle' | 'loading' | 'ready' | 'failed'; photos: OwnPhoto[] };
export const $entries = atom<EntriesState>({ status: 'idle', photos: [] });

// Null until the site has said.
export const $narrationOn = atom<boolean | null>(null);

const reportParam = (id: number) => ({ param: { id: String(id) } });

// Only the latest photo's analysis may land: a new one aborts the one before.
let running: AbortController | null = null;
// The dropped file's object URL, given back when another photo takes its place.
let shownUrl: string | null = null;

function show(subject: CoachSubject | null) {
  if (shownUrl && shownUrl !== subject?.imageUrl) URL.revokeObjectURL(shownUrl);
  shownUrl = subject?.file ? subject.imageUrl : null;
}

function startOver(): AbortSignal {
  running?.abort();
  running = new AbortController();
  return running.signal;
}

// The engine and its Web Worker load with the first photo, not with the page.
const loadEngine = () =>
  import('../lib/coach/run-coach').catch(() => {
    throw new Error('The coach could not load. Check your connection and try again.');
  });

async function analyse(subject: CoachSubject, photo: (signal: AbortSignal) => Promise<Blob>, exif: CoachExifInput | null) {
  const signal = startOver();
  show(subject);
  $coach.set({ status: 'analysing', subject });
  try {
    const [{ analysePhoto }, blob] = await Promise.all([loadEngine(), photo(signal)]);
    const report = await analysePhoto(blob, exif, signal);
    if (!signal.aborted) $coach.set({ status: 'ready', subject, report, saved: null });
  } catch (error) {
    if (signal.aborted) return;
    $coach.set({ status: 'failed', message: error instanceof Error ? error.message : 'The photo could not be analysed.' });
  }
}

// "sunset-pier.jpg" is titled "sunset-pier".
const titleOf = (file: File) => file.name.replace(/\.[^.]+$/, '') || 'My photo';

export function coachFile(file: File): Promise<void> {
  const subject = { title: titleOf(file), imageUrl: URL.createObjectURL(file), file, submissionId: null };
  return analyse(subject, async () => file, null);
}

// An entry is measured from its original upload, with how it was taken from its record (the
// public copy's EXIF may be trimmed); an entry without a record lets the file speak.
export function coachEntry(photo: OwnPhoto): Promise<void> {
  const subject = { title: photo.title, imageUrl: photo.url, file: null, submissionId: photo.submissionId };
  const { camera } = photo;
  const exif: CoachExifInput | null = camera
    ? {
        source: 'record',
        values: {
          exposureTime: camera.exposureTime,
          focalLength: camera.focalLength,
          focalLength35mm: camera.focalLength35mm ?? null,
          fNumber: camera.fNumber,
          iso: camera.iso,
        },
      }
    : null;
  return analyse(
    subject,
    async (signal) => {
      const res = await fetch(photo.url, { credentials: 'include', signal }).catch(() => null);
      if (!res?.ok) throw new Error('Your photo could not be loaded. Please try again.');
      return res.blob();
    },
    exif,
  );
}

const subjectOfSaved = (saved: CoachReportDto): CoachSubject => ({
  title: saved.title,
  imageUrl: saved.imageUrl,
  file: null,
  submissionId: saved.submissionId,
});

// A saved report is shown as it was stored: nothing is measured again.
export async function openReport(id: number): Promise<void> {
  const signal = startOver();
  show(null);
  $coach.set({ status: 'opening', reportId: id });
  try {
    const saved = await answer(api.coach.reports[':id'].$get(reportParam(id)));
    if (!signal.aborted) $coach.set({ status: 'ready', subject: subjectOfSaved(saved), report: saved.report, saved });
  } catch (error) {
    if (!signal.aborted) $coach.set({ status: 'failed', message: serverMessage(error, 'This report could not be opened.') });
  }
}

export function clearCoach(): void {
  running?.abort();
  show(null);
  $coach.set({ status: 'empty' });
}

const countOf = (report: CoachReport, verdict: 'fix' | 'note') => report.findings.filter((f) => f.verdict === verdict).length;

// Saves the report on screen: an entry's by its submission, a dropped file's with a thumbnail.
export async function saveShown(thumbnail: string | undefined): Promise<CoachReportDto> {
  const view = $coach.get();
  if (view.status !== 'ready') throw new Error('There is no report to save.');
  const { subject, report } = view;
  const saved = await answer(
    api.coach.reports.$post({
      json: { title: subject.title, submissionId: subject.submissionId ?? undefined, thumbnail, report },
    }),
  );
  if ($coach.get() === view) $coach.set({ ...view, saved });
  const history = $history.get();
  const { id, title, imageUrl, createdAt } = saved;
  const item = { id, title, imageUrl, createdAt, fixes: countOf(report, 'fix'), notes: countOf(report, 'note') };
  if (history.status === 'ready') $history.set({ ...history, reports: [item, ...history.reports] });
  return saved;
}

export async function narrateShown(): Promise<void> {
  const view = $coach.get();
  if (view.status !== 'ready' || !view.saved) return;
  const saved = await answer(api.coach.reports[':id'].narration.$post(reportParam(view.saved.id)));
  const now = $coach.get();
  if (now.status === 'ready' && now.saved?.id === saved.id) $coach.set({ ...now, saved });
}

export async function loadEntries(): Promise<void> {
  if ($entries.get().status !== 'idle') return;
  $entries.set({ status: 'loading', photos: [] });
  try {
    $entries.set({ status: 'ready', photos: await answer(api.critiques.photos.$get()) });
  } catch {
    $entries.set({ status: 'failed', photos: [] });
  }
}

export async function loadHistory(): Promise<void> {
  const state = $history.get();
  if (state.status === 'loading' || state.status === 'ready') return;
  $history.set({ ...state, status: 'loading' });
  try {
    const page = await answer(api.coach.reports.$get({ query: {} }));
    $history.set({ status: 'ready', reports: page.reports, nextCursor: page.nextCursor, loadingMore: false });
  } catch {
    $history.set({ ...$history.get(), status: 'failed' });
  }
}

export async function loadMoreHistory(): Promise<void> {
  const state = $history.get();
  if (!state.nextCursor || state.loadingMore) return;
  $history.set({ ...state, loadingMore: true });
  try {
    const page = await answer(api.coach.reports.$get({ query: { cursor: state.nextCursor } }));
    const now = $history.get();
    $history.set({ ...now, reports: [...now.reports, ...page.reports], nextCursor: page.nextCursor, loadingMore: false });
  } catch (error) {
    $history.set({ ...$history.get(), loadingMore: false });
    throw error;
  }
}

export async function deleteReport(id: number): Promise<void> {
  await answer(api.coach.reports[':id'].$delete(reportParam(id)));
  const history = $history.get();
  $history.set({ ...history, reports: history.reports.filter((report) => report.id !== id) });
  // The report stays on screen, unsaved, and can be saved again.
  const view = $coach.get();
  if (view.status === 'ready' && view.saved?.id === id) $coach.set({ ...view, saved: null });
}

// Asked once a page: the answer only changes with the site's setup or the member's flags. A
// failed check leaves narration off, as a failed flag check does (spec §8).
let narrationAsked: Promise<boolean> | null = null;

export function checkNarration(): Promise<boolean> {
  narrationAsked ??= answer(api.coach.status.$get()).then(
    (status) => status.narration,
    () => false,
  );
  return narrationAsked.then((on) => {
    $narrationOn.set(on);
    return on;
  });
}

// A draft the member edits before anything is saved: `photo` is a small JPEG copy.
export async function draftAltText(photo: Blob): Promise<string> {
  const body = new FormData();
  body.append('photo', photo, 'photo.jpg');
  const { altText } = await answer(api.coach['alt-text'].$post(undefined, { init: { body } }));
  return altText;
}
