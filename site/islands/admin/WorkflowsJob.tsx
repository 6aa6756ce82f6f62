import { useState } from 'react';
import type { JobRun, WorkflowJob } from '../../../worker/contract/workflows';
import { serverMessage } from '../../lib/api-fetch';
import { pauseJob, resultWords, resumeJob, runJobNow, runLength } from '../../stores/admin-workflows';
import { showToast } from '../../stores/toast';

const STATUS_LABELS: Record<JobRun['status'], string> = { ok: 'OK', failed: 'Failed', skipped: 'Skipped' };

export const when = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
// In a row: the time alone today (the cron runs every few minutes), the day too before that.
const shortWhen = (iso: string) => {
  const at = new Date(iso);
  return at.toDateString() === new Date().toDateString()
    ? at.toLocaleTimeString(undefined, { timeStyle: 'short' })
    : at.toLocaleString(undefined, { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });
};
const whoRan = (run: JobRun) => (run.trigger === 'cron' ? 'the cron' : run.trigger);

function Time({ iso }: { iso: string }) {
  return (
    <time dateTime={iso} title={when(iso)}>
      {shortWhen(iso)}
    </time>
  );
}

export function RunChip({ status }: { status: JobRun['status'] | 'paused' | 'running' }) {
  const label = status === 'paused' ? 'Paused' : status === 'running' ? 'Running' : STATUS_LABELS[status];
  return <span className={`admin-chip workflow-chip--${status}`}>{label}</span>;
}

function RunLine({ run }: { run: JobRun }) {
  return (
    <li className={`workflow-run workflow-run--${run.status}`}>
      <RunChip status={run.status} />
      <Time iso={run.startedAt} />
      <span className="workflow-muted">
        {runLength(run.durationMs)} · by {whoRan(run)}
      </span>
      <span className="workflow-run__words">{resultWords(run)}</span>
    </li>
  );
}

// A list of runs under its heading; none, no section.
function Runs({ title, runs }: { title: string; runs: JobRun[] }) {
  if (runs.length === 0) return null;
  return (
    <section>
      <h3>{title}</h3>
      <ul className="workflow-runs">
        {runs.map((run) => (
          <RunLine key={run.id} run={run} />
        ))}
      </ul>
    </section>
  );
}

// The row's hidden part: the job in full, what its last run did, its runs and errors, its mail.
function JobDetails({ job }: { job: WorkflowJob }) {
  const last = job.runs[0];
  return (
    <div className="workflow-details">
      <div className="workflow-details__facts">
        <section>
          <h3>What it does</h3>
          <p>{job.does}</p>
        </section>
        <section>
          <h3>What it did last</h3>
          <p>{last ? resultWords(last) : 'It has not run yet.'}</p>
        </section>
        <section>
          <h3>Mail it sends</h3>
          {job.mails.length > 0 ? (
            <ul className="workflow-details__mails">
              {job.mails.map((mail) => (
                <li key={mail}>{mail}</li>
              ))}
            </ul>
          ) : (
            <p className="workflow-muted">None of its own.</p>
          )}
        </section>
      </div>
      <Runs title="Latest errors" runs={job.recentFailures} />
      <Runs title="Recent runs" runs={job.runs} />
    </div>
  );
}

// One job as a row of the table: its title and code name, how its last run went, when it runs
// next, the day's failures and the admin's buttons; the rest opens under it. A failed last run
// and a pause mark the row, so they show in a glance down the list.
export default function WorkflowsJob({ job }: { job: WorkflowJob }) {
  const [pending, setPending] = useState(false);
  const [open, setOpen] = useState(false);
  const last = job.runs[0];
  const detailsId = `workflow-${job.name}-details`;
  const marks = [
    'workflow-job',
    open && 'workflow-job--open',
    job.paused && 'workflow-job--paused',
    last?.status === 'failed' && 'workflow-job--failed',
  ];
  const named = `“${job.title}”`;
  const act = async (action: () => Promise<unknown>, done: { title: string; description: string }, failed: string) => {
    setPending(true);
    try {
      await action();
      showToast(done);
    } catch (error) {
      showToast({ title: failed, description: serverMessage(error, 'Please try again.'), variant: 'destructive' });
    }
    setPending(false);
  };
  // Pause or resume, whichever the job's state offers.
  const pausing: { verb: string; act: Parameters<typeof act> } = job.paused
    ? {
        verb: 'Resume',
        act: [
          () => resumeJob(job.name),
          { title: 'Job resumed', description: `${named} runs again from the next run.` },
          'Not resumed',
        ],
      }
    : {
        verb: 'Pause',
        act: [
          () => pauseJob(job.name),
          { title: 'Job paused', description: `The cron skips ${named} until it is resumed.` },
          'Not paused',
        ],
      };
  // A run that failed still ran: its error is the news, and it shows in the row too.
  const runNow = async () => {
    setPending(true);
    try {
      const run = await runJobNow(job.name);
      if (run.status === 'failed')
        showToast({ title: 'Run failed', description: `${named}: ${run.error ?? ''}`, variant: 'destructive' });
      else showToast({ title: 'Job ran', description: `${named}: ${resultWords(run)}` });
    } catch (error) {
      showToast({
        title: 'Not run',
        description: serverMessage(error, 'Please try again.'),
        variant: 'destructive',
      });
    }
    setPending(false);
  };
  return (
    <tbody className={marks.filter(Boolean).join(' ')}>
      <tr className="workflow-job__row">
        <th scope="row" className="workflow-job__job">
          <button
            type="button"
            className="workflow-job__toggle"
            aria-expanded={open}
            aria-controls={detailsId}
            onClick={() => setOpen(!open)}
          >
            <span className="workflow-job__title">{job.title}</span>
          </button>
          <code className="workflow-job__code">{job.name}</code>
          <span className="workflow-job__does" title={job.does}>
            {job.does}
          </span>
        </th>
        <td data-label="Last run">
          {last ? (
            <>
              <span className="workflow-job__when">
                {job.running ? <RunChip status="running" /> : <RunChip status={last.status} />}
                <Time iso={last.startedAt} />
                <span className="workflow-muted">{runLength(last.durationMs)}</span>
              </span>
              <span className={`workflow-job__did workflow-job__did--${last.status}`} title={resultWords(last)}>
                {resultWords(last)}
              </span>
            </>
          ) : job.running ? (
            <RunChip status="running" />
          ) : (
            <span className="workflow-muted">Not yet</span>
          )}
        </td>
        <td data-label="Next run">
          {job.paused ? (
            <span className="workflow-job__when">
              <RunChip status="paused" />
              <span className="workflow-muted">
                by {job.paused.by}, <Time iso={job.paused.at} />
              </span>
            </span>
          ) : job.nextRunAt ? (
            <Time iso={job.nextRunAt} />
          ) : null}
        </td>
        <td data-label="Failed, 24 h" className={job.failuresToday > 0 ? 'workflow-job__failing' : 'workflow-muted'}>
          {job.failuresToday}
        </td>
        <td className="workflow-job__actions">
          <button type="button" className="btn btn-outline btn-sm" disabled={pending || job.running} onClick={runNow}>
            Run now<span className="sr-only"> {job.title}</span>
          </button>
          <button type="button" className="btn btn-ghost btn-sm" disabled={pending} onClick={() => act(...pausing.act)}>
            {pausing.verb}
            <span className="sr-only"> {job.title}</span>
          </button>
        </td>
      </tr>
      <tr id={detailsId} className="workflow-job__more" hidden={!open}>
        <td colSpan={5}>{open && <JobDetails job={job} />}</td>
      </tr>
    </tbody>
  );
}
