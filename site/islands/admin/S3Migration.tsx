import './admin-chip.css';
import './admin-table.css';
import './S3Migration.css';
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import type { S3MigrationView } from '../../../worker/contract/admin-s3-migration';
import { serverMessage } from '../../lib/api-fetch';
import { $s3Migration, cancelS3Migration, refreshS3Migration } from '../../stores/admin-s3-migration';
import { showToast } from '../../stores/toast';
import ConfirmDialog from '../shared/ConfirmDialog';
import LoadFailed from '../shared/LoadFailed';
import Spinner from '../shared/Spinner';
import { at } from './FileIntegrityFindings';
import S3MigrationForm from './S3MigrationForm';

// How often the page asks again while an import runs (the cron carries it on every 5 minutes).
const WHILE_RUNNING_MS = 5_000;

const number = (n: number) => n.toLocaleString();

const STATE_LABELS: Record<S3MigrationView['status'], string> = {
  running: 'Running',
  done: 'Done',
  failed: 'Failed',
  cancelled: 'Stopped',
};

const source = (job: S3MigrationView) => `${job.bucket}${job.prefix ? `/${job.prefix}` : ''} at ${job.endpoint}`;

function Counts({ job }: { job: S3MigrationView }) {
  return (
    <dl className="s3-counts">
      <div>
        <dt>Listed</dt>
        <dd>{number(job.listed)}</dd>
      </div>
      <div>
        <dt>Copied</dt>
        <dd>{number(job.copied)}</dd>
      </div>
      <div>
        <dt>Matched to entries</dt>
        <dd>{number(job.matched)}</dd>
      </div>
      <div>
        <dt>Failed</dt>
        <dd>{number(job.failed)}</dd>
      </div>
    </dl>
  );
}

// What could not be brought over, and the entries matched (the first hundred of each).
function Report({ job }: { job: S3MigrationView }) {
  if (job.failures.length === 0 && job.matches.length === 0) return null;
  return (
    <details className="s3-report">
      <summary>
        Report: {number(job.failed)} failed, {number(job.matched)} matched
      </summary>
      {job.failures.length > 0 && (
        <>
          <h4>Not brought over{job.failed > job.failures.length ? ` (the first ${job.failures.length})` : ''}</h4>
          <ul>
            {job.failures.map((f) => (
              <li key={f.key}>
                <span className="s3-key">{f.key}</span> {f.reason}
              </li>
            ))}
          </ul>
        </>
      )}
      {job.matches.length > 0 && (
        <>
          <h4>Matched to entries{job.matched > job.matches.length ? ` (the first ${job.matches.length})` : ''}</h4>
          <ul>
            {job.matches.map((m) => (
              <li key={m.key}>
                <span className="s3-key">{m.key}</span> entry #{m.submissionId}:{' '}
                {m.copied ? `copied to ${m.storedAs}` : 'its photo was already here, left as it was'}
              </li>
            ))}
          </ul>
        </>
      )}
    </details>
  );
}

function Running({ job }: { job: S3MigrationView }) {
  const [asking, setAsking] = useState(false);
  const [pending, setPending] = useState(false);
  async function stop() {
    setPending(true);
    try {
      await cancelS3Migration(job.id);
      showToast({ title: 'Import stopped', description: 'What it copied stays; its keys are erased.' });
      setAsking(false);
    } catch (error) {
      showToast({ title: 'Not stopped', description: serverMessage(error, 'Please try again.'), variant: 'destructive' });
    } finally {
      setPending(false);
    }
  }
  return (
    <section className="s3-running" role="status" aria-labelledby="s3-running-title">
      <h2 id="s3-running-title">Importing from {source(job)}</h2>
      <p className="s3-note">
        Started {at(job.startedAt)} by {job.by ?? 'an admin'}. A few dozen files are copied on each run of the scheduled jobs.
      </p>
      <progress aria-label="Import under way" />
      <Counts job={job} />
      {job.error && <p className="s3-error">The last page failed and is tried again on the next run: {job.error}</p>}
      <Report job={job} />
      <div>
        <button type="button" className="btn btn-secondary" onClick={() => setAsking(true)}>
          Stop Import
        </button>
      </div>
      <ConfirmDialog
        open={asking}
        title="Stop this import?"
        message="The files copied so far stay. Its keys are erased, so carrying on later means starting again."
        confirmLabel="Stop Import"
        pendingLabel="Stopping..."
        pending={pending}
        onConfirm={() => void stop()}
        onCancel={() => setAsking(false)}
      />
    </section>
  );
}

function Past({ jobs }: { jobs: S3MigrationView[] }) {
  if (jobs.length === 0) return <p className="s3-note">No import has run yet.</p>;
  return (
    <ul className="s3-past">
      {jobs.map((job) => (
        <li key={job.id} className="card">
          <div className="s3-past__head">
            <span className={`admin-chip s3-chip--${job.status}`}>{STATE_LABELS[job.status]}</span>
            <span className="s3-key">{source(job)}</span>
          </div>
          <p className="s3-note">
            Started {at(job.startedAt)} by {job.by ?? 'an admin'}
            {job.finishedAt && `, ended ${at(job.finishedAt)}`}.
          </p>
          {job.status === 'failed' && job.error && <p className="s3-error">{job.error}</p>}
          <Counts job={job} />
          <Report job={job} />
        </li>
      ))}
    </ul>
  );
}

// /admin/s3-migration: start an import from another bucket, its progress (asked again every
// few seconds while it runs), and the imports that ended with their reports.
export default function S3Migration() {
  const { data, error } = useStore($s3Migration);
  const running = data?.running !== null && data?.running !== undefined;
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(refreshS3Migration, WHILE_RUNNING_MS);
    return () => clearInterval(timer);
  }, [running]);
  if (error) return <LoadFailed what="the imports" />;
  if (!data) return <Spinner label="Loading imports..." />;
  return (
    <div className="s3-migration">
      {!data.ready && (
        <p className="s3-error" role="alert">
          Imports are not set up here: the MIGRATION_KEY secret is missing. Set it with wrangler secret put MIGRATION_KEY.
        </p>
      )}
      {data.running ? <Running job={data.running} /> : <S3MigrationForm disabled={!data.ready} />}
      <section aria-labelledby="s3-past-title">
        <h2 id="s3-past-title">Past imports</h2>
        <Past jobs={data.past} />
      </section>
    </div>
  );
}
