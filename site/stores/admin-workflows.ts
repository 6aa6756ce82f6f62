import type { JobRun, PausedJob } from '../../worker/contract/workflows';
import { keyOf } from '../../worker/routes/clients';
import { answer, api } from '../lib/api-client';
import { callStore, revalidateKeys } from './query';

// /admin/workflows: the scheduled jobs, and an admin pausing, resuming or running one now. The
// dashboard's notice reads the paused ones alone.
const workflows = api.admin.workflows;
const listUrl = workflows.$url();
const pausedUrl = workflows.paused.$url();

export const $workflows = callStore(listUrl, () => answer(workflows.$get()));
export const $pausedJobs = callStore(pausedUrl, () => answer(workflows.paused.$get()));

const refresh = () => revalidateKeys((key) => key === keyOf(listUrl) || key === keyOf(pausedUrl));
const param = (job: string) => ({ param: { job } });

export async function pauseJob(job: string): Promise<PausedJob> {
  const paused = await answer(workflows[':job'].pause.$post(param(job)));
  refresh();
  return paused;
}

export async function resumeJob(job: string): Promise<void> {
  await answer(workflows[':job'].resume.$post(param(job)));
  refresh();
}

// Answers the run, done or failed; refreshed after a refusal too, to show who holds the job.
export async function runJobNow(job: string): Promise<JobRun> {
  try {
    return await answer(workflows[':job'].run.$post(param(job)));
  } finally {
    refresh();
  }
}

// A job's answer as words: keys as words ('missingThemes' → 'missing themes'), lists spaced.
function words(value: unknown): string {
  if (Array.isArray(value)) return value.length === 0 ? 'none' : value.map(words).join(' ');
  if (value !== null && typeof value === 'object') {
    return Object.entries(value)
      .map(([key, inner]) => `${key.replace(/[A-Z]/g, (c) => ` ${c.toLowerCase()}`)} ${words(inner)}`)
      .join(', ');
  }
  return String(value);
}

// An answer that counts nothing: 0, an empty list, or an object of those ({"sent":0,"failed":0}).
const isEmpty = (value: unknown): boolean =>
  value === 0 ||
  (Array.isArray(value) && value.length === 0) ||
  (value !== null && typeof value === 'object' && Object.values(value).every(isEmpty));

// What a run did. Jobs answer in their own terms and a bare count does not say what it counts,
// so it reads 'Result: 12' rather than a guess; an object reads as its pairs ('sent 3, failed
// 0'); an answer that counts nothing is 'Nothing to do'. An answer cut short stays as it came.
export function resultWords(run: Pick<JobRun, 'status' | 'result' | 'error'>): string {
  if (run.status === 'failed') return run.error ?? 'Failed';
  if (run.result === null || run.result.endsWith('…')) return run.result ?? '';
  const value: unknown = JSON.parse(run.result);
  if (value === null) return 'Nothing to report';
  if (typeof value === 'object' && 'skipped' in value && Object.keys(value).length === 1) {
    return value.skipped === 'paused' ? 'Skipped: paused' : 'Skipped: another run was doing it';
  }
  if (isEmpty(value)) return 'Nothing to do';
  return typeof value === 'object' ? words(value) : `Result: ${words(value)}`;
}

// How long a run took: milliseconds under a second, else seconds and minutes.
export function runLength(ms: number): string {
  if (ms < 1000) return `${ms} ms`;
  const seconds = Math.round(ms / 1000);
  return seconds < 60 ? `${seconds} s` : `${Math.floor(seconds / 60)} min ${String(seconds % 60).padStart(2, '0')} s`;
}
