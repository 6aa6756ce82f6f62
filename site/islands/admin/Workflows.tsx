import './admin-chip.css';
import './admin-table.css';
import './Workflows.css';
import { useStore } from '@nanostores/react';
import type { Workflows as WorkflowsData } from '../../../worker/contract/workflows';
import { $workflows } from '../../stores/admin-workflows';
import LoadFailed from '../shared/LoadFailed';
import Spinner from '../shared/Spinner';
import WorkflowsJob, { when } from './WorkflowsJob';

// Every mail a job sends, with the job: the automatic mail flows at a glance.
function MailFlows({ jobs }: { jobs: WorkflowsData['jobs'] }) {
  const flows = jobs.flatMap((job) => job.mails.map((mail) => ({ mail, job: job.title, paused: job.paused !== null })));
  return (
    <section className="admin-section" aria-labelledby="mail-flows-title">
      <div>
        <h2 id="mail-flows-title">Automatic mail</h2>
        <p className="admin-section__lead">
          What the jobs mail on their own. Mail a member's own action sends (verification, receipts, bookings) leaves at once, and
          the mail job retries what did not.
        </p>
      </div>
      <ul className="workflow-mails">
        {flows.map((flow) => (
          <li key={`${flow.job}:${flow.mail}`}>
            <span>{flow.mail}</span>
            <span className="workflow-muted">
              {flow.job}
              {flow.paused && ' (paused)'}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

// /admin/workflows: the cron's jobs, how their runs went and when they run next; an admin
// runs one now, or pauses and resumes it.
export default function Workflows() {
  const { data, error } = useStore($workflows);
  if (error) return <LoadFailed what="the scheduled jobs" />;
  if (!data) return <Spinner label="Loading scheduled jobs..." />;
  const paused = data.jobs.filter((j) => j.paused).length;
  const failing = data.jobs.filter((j) => j.failuresToday > 0).length;
  return (
    <>
      <section className="admin-section" aria-labelledby="jobs-title">
        <div>
          <h2 id="jobs-title">Scheduled jobs</h2>
          <p className="admin-section__lead">
            {data.scheduleText}, every job in this order; the next run is at{' '}
            <time dateTime={data.nextRunAt}>{when(data.nextRunAt)}</time>. Open a job for what it did, its runs and errors, and
            the mail it sends.
          </p>
        </div>
        <dl className="workflow-totals">
          <div>
            <dt>Jobs</dt>
            <dd>{data.jobs.length}</dd>
          </div>
          <div>
            <dt>Failed in the last 24 hours</dt>
            <dd className={failing > 0 ? 'workflow-job__failing' : undefined}>{failing}</dd>
          </div>
          <div>
            <dt>Paused</dt>
            <dd>{paused}</dd>
          </div>
        </dl>
        <div className="admin-table-wrap">
          <table className="admin-table workflow-table">
            <caption className="sr-only">
              Scheduled jobs, in the order each run does them. Open a job for its runs and errors.
            </caption>
            <thead>
              <tr>
                <th scope="col">Job</th>
                <th scope="col">Last run</th>
                <th scope="col">Next run</th>
                <th scope="col">Failed, 24 h</th>
                <th scope="col">
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            {data.jobs.map((job) => (
              <WorkflowsJob key={job.name} job={job} />
            ))}
          </table>
        </div>
      </section>
      <MailFlows jobs={data.jobs} />
    </>
  );
}
