import type { CoachExifInput, CoachReport, CoachRequest, CoachResponse } from './types';

// Analyses a photo off the main thread: a fresh Web Worker per photo (the `new URL(…,
// import.meta.url)` form is what Vite bundles as a worker), ended as soon as it answers or
// `signal` aborts (the member dropped another photo, or left the page). Pass `exif` from a
// stored photo's record; leave it null for a new file and the worker reads the file's own.
export function analysePhoto(file: Blob, exif: CoachExifInput | null = null, signal?: AbortSignal): Promise<CoachReport> {
  const worker = new Worker(new URL('./coach-worker.ts', import.meta.url), { type: 'module' });
  return new Promise<CoachReport>((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    signal?.addEventListener('abort', () => reject(signal.reason), { once: true });
    worker.onmessage = ({ data }: MessageEvent<CoachResponse>) =>
      'report' in data ? resolve(data.report) : reject(new Error(data.error));
    worker.onerror = (event) => reject(new Error(event.message || 'The coach could not start. Please reload the page.'));
    const request: CoachRequest = { file, exif };
    worker.postMessage(request);
  }).finally(() => worker.terminate());
}
