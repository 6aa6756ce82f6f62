import { useState } from 'react';
import type { JobRun, WorkflowJob } from '../../../worker/contract/workflows';
import { serverMessage } from '../../lib/api-fetch';
import { pauseJob, resultWords, resumeJob, runJobNow, runLength } from '../../stores/admin-workflows';
import { showToast } from '../../stores/toast';

const STATUS_LABELS: Record<JobRun['status'], string> = { ok: 'OK', failed: 'Failed', skipped: 'Skipped' };

export const when = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const whoRan = (run: JobRun) => (run.trigger === 'cron' ? 'the cron' : run.trigger);

export function RunChip({ status }: { status: JobRun['status'] | 'paused' | 'running' }) {
  const label = status === 'paused' ? 'Paused' : status === 'running' ? 'Running' : STATUS_LABELS[status];
  return <span className={`admin-chip workflow-chip--${status}`}>{label}</span>;
}

function RunLine({ run }: { run: JobRun }) {
  return (
    <li className={`workflow-run workflow-run--${run.status}`}>
      <span className="workflow-run__head">
        <RunChip status={run.status} />
        <time dateTime={run.startedAt}>{when(run.startedAt)}</time>
        <span className="workflow-muted">
          {runLength(run.durationMs)} · by {whoRan(run)}
        </span>
      </span>
      <span className="workflow-run__words">{resultWords(run)}</span>
    </li>
  );
}

// One job: what it does and mails, how its last run went, the day's failures, when it runs
// next, its recent runs on demand, and the admin's buttons.
export default function WorkflowsJob({ job }: { job: WorkflowJob }) {
  const [pending, setPending] = useState(false);
  const last = job.runs[0];
  const act = async (action: () => Promise<unknown>, done: string, failed: string) => {
    setPending(true);
    try {
      await action();
      showToast({ title: done });
    } catch (error) {
      showToast({ title: failed, description: serverMessage(error, 'Please try again.'), variant: 'destructive' });
    }
    setPending(false);
  };
  // A run that failed still ran: its error is the news, and it shows under the job too.
  const runNow = async () => {
    setPending(true);
    try {
      const run = await runJobNow(job.name);
      if (run.status === 'failed')
        showToast({ title: `${job.name} failed`, description: run.error ?? '', variant: 'destructive' });
      else showToast({ title: `${job.name} ran`, description: resultWords(run) });
    } catch (error) {
      showToast({
        title: `${job.name} did not run`,
        description: serverMessage(error, 'Please try again.'),
        variant: 'destructive',
      });
    }
    setPending(false);
  };
  return (
    <li className="workflow-job">
      <div className="workflow-job__head">
        <h3 className="workflow-job__name">{job.name}</h3>
        {job.paused && <RunChip status="paused" />}
        {job.running && <RunChip status="running" />}
      </div>
      <p className="workflow-job__does">{job.does}</p>
      {job.mails.length > 0 && (
        <p className="workflow-job__mails">
          <span className="workflow-muted">Mails: </span>
          {job.mails.join(' · ')}
        </p>
      )}
      <dl className="workflow-job__facts">
        <div>
          <dt>Last run</dt>
          <dd>
            {last ? (
              <>
                <RunChip status={last.status} /> <time dateTime={last.startedAt}>{when(last.startedAt)}</time>
                <span className="workflow-muted"> · {runLength(last.durationMs)}</span>
                <span className="workflow-job__did">{resultWords(last)}</span>
              </>
            ) : (
              'Not yet'
            )}
          </dd>
        </div>
        <div>
          <dt>Next run</dt>
          <dd>
            {job.paused ? (
              <>
                Paused by {job.paused.by} since <time dateTime={job.paused.at}>{when(job.paused.at)}</time>
              </>
            ) : job.nextRunAt ? (
              <time dateTime={job.nextRunAt}>{when(job.nextRunAt)}</time>
            ) : null}
          </dd>
        </div>
        <div>
          <dt>Failures, last 24 hours</dt>
          <dd className={job.failuresToday > 0 ? 'workflow-job__failing' : undefined}>
            {job.failuresToday === 0 ? 'None' : job.failuresToday}
          </dd>
        </div>
      </dl>
      {job.recentFailures.length > 0 && (
        <ul className="workflow-job__failures" aria-label={`Latest failures of ${job.name}`}>
          {job.recentFailures.map((run) => (
            <RunLine key={run.id} run={run} />
          ))}
        </ul>
      )}
      {job.runs.length > 0 && (
        <details className="workflow-job__history">
          <summary>Recent runs ({job.runs.length})</summary>
          <ul>
            {job.runs.map((run) => (
              <RunLine key={run.id} run={run} />
            ))}
          </ul>
        </details>
      )}
      <div className="workflow-job__actions">
        <button type="button" className="btn btn-outline btn-sm" disabled={pending || job.running} onClick={runNow}>
          Run now<span className="sr-only"> {job.name}</span>
        </button>
        {job.paused ? (
          <button
            type="button"
            className="btn btn-ghost btn-sm"
            disabled={pending}
            onClick={() => act(() => resumeJob(job.name), `${job.name} resumed`, 'Not resumed')}
          >
            Resume<span className="sr-only"> {job.name}</span>
          </button>
        ) : (
          <button
            type="button"
            className="btn btn-ghost btn-sm"
            disabled={pending}
            onClick={() => act(() => pauseJob(job.name), `${job.name} paused: the cron skips it until resumed`, 'Not paused')}
          >
            Pause<span className="sr-only"> {job.name}</span>
          </button>
        )}
      </div>
    </li>
  );
}
