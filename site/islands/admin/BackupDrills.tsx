import { useState } from 'react';
import type { Drill } from '../../../worker/contract/admin-backups';
import EmptyState from '../shared/EmptyState';
import { BackupChip, when } from './BackupRow';

const short = (checksum: string) => `${checksum.slice(0, 12)}…`;

// Per table: rows and checksum the manifest expects, and what the scratch database gave back.
function Report({ drill }: { drill: Drill }) {
  const [all, setAll] = useState(false);
  const failing = drill.report.filter((table) => !table.passed);
  const shown = all ? drill.report : failing;
  return (
    <>
      <p className="backup-note">
        {drill.report.length - failing.length} of {drill.report.length} tables match their backup.{' '}
        <button type="button" className="btn btn-ghost btn-sm" aria-expanded={all} onClick={() => setAll(!all)}>
          {all ? 'Show only mismatches' : 'Show every table'}
        </button>
      </p>
      {shown.length > 0 && (
        <div className="admin-table-wrap">
          <table className="admin-table backup-report">
            <thead>
              <tr>
                <th scope="col">Table</th>
                <th scope="col">Rows expected</th>
                <th scope="col">Rows found</th>
                <th scope="col">Checksum expected</th>
                <th scope="col">Checksum found</th>
              </tr>
            </thead>
            <tbody>
              {shown.map((table) => (
                <tr key={table.table} className={table.passed ? undefined : 'backup-report--failed'}>
                  <th scope="row">
                    {table.table}{' '}
                    <BackupChip status={table.passed ? 'passed' : 'failed'} label={table.passed ? 'Match' : 'Differs'} />
                  </th>
                  <td data-label="Rows expected">{table.expectedRows.toLocaleString()}</td>
                  <td data-label="Rows found">{table.foundRows.toLocaleString()}</td>
                  <td data-label="Checksum expected">
                    <code title={table.expectedChecksum}>{short(table.expectedChecksum)}</code>
                  </td>
                  <td data-label="Checksum found">
                    <code title={table.foundChecksum}>{short(table.foundChecksum)}</code>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}

const LABELS: Record<Drill['status'], string> = { running: 'Running', passed: 'Passed', failed: 'Failed' };

// The latest restore drills: a backup restored into the scratch database, then every table
// counted and checksummed against the backup's manifest.
export default function BackupDrills({ drills }: { drills: Drill[] }) {
  return (
    <section className="admin-section" aria-labelledby="drills-title">
      <div>
        <h2 id="drills-title">Restore drill</h2>
        <p className="admin-section__lead">
          A backup is only as good as its restore. 'Run restore drill' on a backup restores it into the scratch database (never
          the live one), then compares every table's rows and checksum with what the backup wrote.
        </p>
      </div>
      {drills.length === 0 ? (
        <EmptyState compact>No drill has run yet.</EmptyState>
      ) : (
        <ul className="backup-drills">
          {drills.map((drill) => (
            <li key={drill.id} className="backup-drill">
              <p className="backup-drill__head">
                <BackupChip status={drill.status} label={LABELS[drill.status]} />
                <span>
                  Backup #{drill.backupId}, <time dateTime={drill.startedAt}>{when(drill.startedAt)}</time>
                  {drill.by && ` by ${drill.by}`}
                </span>
              </p>
              {drill.progress && (
                <p className="backup-note">
                  {drill.progress.step}: {drill.progress.done} of {drill.progress.of} tables
                </p>
              )}
              {drill.error && <p className="backup-note backup-note--error">{drill.error}</p>}
              {drill.status !== 'running' && drill.report.length > 0 && <Report drill={drill} />}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
