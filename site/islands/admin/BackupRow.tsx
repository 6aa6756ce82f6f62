import { useEffect, useState } from 'react';
import type { Backup, BackupDetail } from '../../../worker/contract/admin-backups';
import { serverMessage } from '../../lib/api-fetch';
import { backupDetail, manifestHref, sizeText, tableFileHref } from '../../stores/admin-backups';
import { runLength } from '../../stores/admin-workflows';

export const when = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const number = (n: number) => n.toLocaleString();

export function BackupChip({ status, label }: { status: 'running' | 'done' | 'passed' | 'failed' | 'pruned'; label: string }) {
  return <span className={`admin-chip backup-chip--${status}`}>{label}</span>;
}

function Status({ backup }: { backup: Backup }) {
  if (backup.status === 'running') {
    const p = backup.progress;
    return (
      <>
        <BackupChip status="running" label="Running" />
        {p && p.tables > 0 && (
          <span className="backup-note">
            {p.tablesDone} of {p.tables} tables{p.table ? `, now ${p.table}` : ''} · {number(p.rows)} rows
          </span>
        )}
      </>
    );
  }
  if (backup.status === 'failed') {
    return (
      <>
        <BackupChip status="failed" label="Failed" />
        {backup.error && <span className="backup-note backup-note--error">{backup.error}</span>}
      </>
    );
  }
  if (backup.prunedAt) return <BackupChip status="pruned" label="Removed by retention" />;
  return <BackupChip status="done" label="Done" />;
}

// A backup's files: its manifest and one gzipped NDJSON file per table, each a download.
function Files({ backup }: { backup: Backup }) {
  const [detail, setDetail] = useState<BackupDetail | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    backupDetail(backup.id).then(
      (found) => current && setDetail(found),
      (error) => current && setFailed(serverMessage(error, 'The files could not be listed.')),
    );
    return () => {
      current = false;
    };
  }, [backup.id]);
  if (failed) return <p className="backup-note backup-note--error">{failed}</p>;
  if (!detail) return <p className="backup-note">Listing the files...</p>;
  return (
    <div className="backup-files">
      <p>
        <a href={manifestHref(backup.id)} download>
          manifest.json
        </a>{' '}
        <span className="backup-note">rows, checksums and the schema ({backup.migration ?? 'no migration recorded'})</span>
      </p>
      <ul>
        {detail.files.map((file) => (
          <li key={file.table}>
            <a href={tableFileHref(backup.id, file.table)} download>
              {file.table}.ndjson.gz
            </a>
            <span className="backup-note">
              {number(file.rows)} rows · {sizeText(file.bytes)}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

type Props = { backup: Backup; drillRunning: boolean; onDrill: (backup: Backup) => Promise<void> };

// One backup: when, how it was started, its state, size and length; open, its files.
export default function BackupRow({ backup, drillRunning, onDrill }: Props) {
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const kept = backup.status === 'done' && !backup.prunedAt;
  const detailsId = `backup-${backup.id}-files`;
  const drill = async () => {
    setPending(true);
    await onDrill(backup);
    setPending(false);
  };
  return (
    <tbody className={`backup-row backup-row--${backup.status}`}>
      <tr>
        <th scope="row">
          <time dateTime={backup.startedAt}>{when(backup.startedAt)}</time>
          <span className="backup-note">
            #{backup.id} · {backup.trigger === 'daily' ? 'Nightly' : `Back up now, by ${backup.by ?? 'a former admin'}`}
          </span>
        </th>
        <td data-label="Status">
          <Status backup={backup} />
        </td>
        <td data-label="Tables">{backup.status === 'done' ? number(backup.tables) : '—'}</td>
        <td data-label="Rows">{backup.status === 'done' ? number(backup.rows) : '—'}</td>
        <td data-label="Size">{backup.status === 'done' ? sizeText(backup.bytes) : '—'}</td>
        <td data-label="Took">{backup.durationMs === null ? '—' : runLength(backup.durationMs)}</td>
        <td>
          {kept && (
            <div className="backup-actions">
              <button
                type="button"
                className="btn btn-ghost btn-sm"
                aria-expanded={open}
                aria-controls={detailsId}
                onClick={() => setOpen(!open)}
              >
                {open ? 'Hide files' : 'Files'}
                <span className="sr-only"> of backup #{backup.id}</span>
              </button>
              <button
                type="button"
                className="btn btn-outline btn-sm"
                disabled={pending || drillRunning}
                aria-busy={pending}
                onClick={drill}
              >
                Run restore drill<span className="sr-only"> on backup #{backup.id}</span>
              </button>
            </div>
          )}
        </td>
      </tr>
      {open && (
        <tr id={detailsId} className="backup-row__files">
          <td colSpan={7}>
            <Files backup={backup} />
          </td>
        </tr>
      )}
    </tbody>
  );
}
