import './admin-chip.css';
import './admin-table.css';
import './FileIntegrity.css';
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import type { FileIntegrity as Overview, IntegrityScanView } from '../../../worker/contract/admin-integrity';
import { serverMessage } from '../../lib/api-fetch';
import { $fileIntegrity, refreshIntegrity, scanNow } from '../../stores/admin-integrity';
import { showToast } from '../../stores/toast';
import LoadFailed from '../shared/LoadFailed';
import Spinner from '../shared/Spinner';
import { at } from './FileIntegrityFindings';
import FileIntegrityReport from './FileIntegrityReport';

// How often the page asks again while a scan runs (the cron carries it on every 5 minutes).
const WHILE_RUNNING_MS = 5_000;

const number = (n: number) => n.toLocaleString();

const STATE_LABELS: Record<IntegrityScanView['status'], string> = { running: 'Running', done: 'Done', failed: 'Failed' };

export function ScanState({ status }: { status: IntegrityScanView['status'] }) {
  return <span className={`admin-chip integrity-chip--${status}`}>{STATE_LABELS[status]}</span>;
}

const startedBy = (scan: IntegrityScanView) => (scan.trigger === 'scheduled' ? 'Weekly' : `By ${scan.by ?? 'an admin'}`);

// The running scan: how far it is (against the last finished scan's count, the files there
// were then), and what it has found so far.
function Progress({ scan, previous }: { scan: IntegrityScanView; previous: IntegrityScanView | undefined }) {
  const about = previous && Math.max(previous.checked, scan.checked);
  return (
    <div className="integrity-progress" role="status">
      <p>
        Scanning since {at(scan.startedAt)}: {number(scan.checked)} {about ? `of about ${number(about)} ` : ''}files checked
        {scan.missing + scan.damaged + scan.orphans > 0 &&
          `; so far ${number(scan.missing)} missing, ${number(scan.damaged)} damaged, ${number(scan.orphans)} with no record`}
        .
      </p>
      {about ? <progress max={about} value={scan.checked} aria-label="Files checked" /> : <progress aria-label="Files checked" />}
      {scan.error && <p className="integrity-error">The last page failed and is tried again on the next run: {scan.error}</p>}
    </div>
  );
}

function ScanTable({ scans }: { scans: IntegrityScanView[] }) {
  return (
    <div className="admin-table-wrap">
      <table className="admin-table integrity-scans">
        <caption className="sr-only">The latest scans, newest first</caption>
        <thead>
          <tr>
            <th scope="col">Started</th>
            <th scope="col">State</th>
            <th scope="col">Checked</th>
            <th scope="col">Missing</th>
            <th scope="col">Damaged</th>
            <th scope="col">No record</th>
          </tr>
        </thead>
        <tbody>
          {scans.map((scan) => (
            <tr key={scan.id}>
              <th scope="row">
                {at(scan.startedAt)}
                <span className="integrity-note">{startedBy(scan)}</span>
              </th>
              <td data-label="State">
                <ScanState status={scan.status} />
                {scan.finishedAt && <span className="integrity-note">Ended {at(scan.finishedAt)}</span>}
                {scan.status === 'failed' && scan.error && <span className="integrity-note integrity-error">{scan.error}</span>}
              </td>
              <td data-label="Checked">{number(scan.checked)}</td>
              <td data-label="Missing">{number(scan.missing)}</td>
              <td data-label="Damaged">{number(scan.damaged)}</td>
              <td data-label="No record">{number(scan.orphans)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Scans({ data }: { data: Overview }) {
  const [starting, setStarting] = useState(false);
  const running = data.scans.find((s) => s.status === 'running');
  async function start() {
    setStarting(true);
    try {
      await scanNow();
      showToast({ title: 'Scan started', description: 'Its progress shows here.' });
    } catch (error) {
      showToast({ title: 'Not started', description: serverMessage(error, 'Please try again.'), variant: 'destructive' });
    } finally {
      setStarting(false);
    }
  }
  return (
    <section className="admin-section" aria-labelledby="scans-title">
      <div className="admin-section__head">
        <div>
          <h2 id="scans-title">Scans</h2>
          <p className="admin-section__lead">
            Each scan checks every stored file against the size and fingerprint recorded when it was stored, a little on every run
            of the scheduled jobs, and lists files in storage that no record points at.{' '}
            {data.nextScanAt
              ? `The next weekly scan starts by itself after ${at(data.nextScanAt)}.`
              : !running && 'The first scan starts on the next run of the scheduled jobs.'}
          </p>
        </div>
        <button
          type="button"
          className="btn btn-primary"
          disabled={starting || running !== undefined}
          onClick={() => void start()}
        >
          {starting ? 'Starting...' : 'Scan now'}
        </button>
      </div>
      {running && <Progress scan={running} previous={data.scans.find((s) => s.status === 'done')} />}
      {data.scans.length > 0 ? <ScanTable scans={data.scans} /> : <p className="integrity-note">No scan has run yet.</p>}
    </section>
  );
}

// /admin/file-integrity: the scans (a running one's progress, asked again every few seconds),
// 'Scan now', and the report of the latest finished one.
export default function FileIntegrity() {
  const { data, error } = useStore($fileIntegrity);
  const running = data?.scans.some((s) => s.status === 'running') ?? false;
  const latestDone = data?.scans.find((s) => s.status === 'done')?.id ?? null;
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(refreshIntegrity, WHILE_RUNNING_MS);
    return () => clearInterval(timer);
  }, [running]);
  if (error) return <LoadFailed what="the file scans" />;
  if (!data) return <Spinner label="Loading scans..." />;
  return (
    <>
      <Scans data={data} />
      <FileIntegrityReport key={latestDone ?? 'none'} />
    </>
  );
}
