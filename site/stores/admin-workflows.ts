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

// What a run did: '{"sent":3,"failed":0}' reads 'sent 3, failed 0', a count as itself; an
// answer cut short stays as it came.
export function resultWords(run: Pick<JobRun, 'status' | 'result' | 'error'>): string {
  if (run.status === 'failed') return run.error ?? 'Failed';
  if (run.result === null || run.result.endsWith('…')) return run.result ?? '';
  const value: unknown = JSON.parse(run.result);
  if (value === null) return 'Nothing to report';
  if (typeof value === 'object' && 'skipped' in value && Object.keys(value).length === 1) {
    return value.skipped === 'paused' ? 'Skipped: paused' : 'Skipped: another run was doing it';
  }
  return words(value);
}

// How long a run took: milliseconds under a second, else seconds and minutes.
export function runLength(ms: number): string {
  if (ms < 1000) return `${ms} ms`;
  const seconds = Math.round(ms / 1000);
  return seconds < 60 ? `${seconds} s` : `${Math.floor(seconds / 60)} min ${String(seconds % 60).padStart(2, '0')} s`;
}
