import './admin-table.css';
import './FileIntegrity.css';
import './list-filters.css';
import { useState } from 'react';
import { MOVE_AT_MOST, type Orphan, type OrphansPage } from '../../../worker/contract/admin-integrity';
import { serverMessage } from '../../lib/api-fetch';
import { orphansPage, quarantineOrphans } from '../../stores/admin-integrity';
import { showToast } from '../../stores/toast';
import { fileSize } from '../challenges/photo-file';
import ConfirmDialog from '../shared/ConfirmDialog';
import EmptyState from '../shared/EmptyState';
import LoadFailed from '../shared/LoadFailed';
import LoadMore from '../shared/LoadMore';
import Spinner from '../shared/Spinner';
import { KIND_LABELS, at } from './FileIntegrityFindings';
import OrphanedUploadsMissing from './OrphanedUploadsMissing';
import { useCursorPages } from './use-cursor-pages';

const readOrphans = (_: null, after?: number) =>
  orphansPage(after).then((page: OrphansPage) => ({ rows: page.orphans, next: page.nextCursor, scan: page.scan }));

const files = (n: number) => `${n.toLocaleString()} ${n === 1 ? 'file' : 'files'}`;

type RowProps = { orphan: Orphan; chosen: boolean; onChoose: (key: string, chosen: boolean) => void };

function Row({ orphan, chosen, onChoose }: RowProps) {
  const id = `orphan-${orphan.id}`;
  return (
    <tr>
      <td className="orphan-select">
        <input
          id={id}
          type="checkbox"
          checked={chosen}
          onChange={(event) => onChoose(orphan.key, event.target.checked)}
          aria-label={`Choose ${orphan.key}`}
        />
      </td>
      <th scope="row">
        <label className="orphan-file" htmlFor={id}>
          {orphan.previewUrl && <img src={orphan.previewUrl} alt="" loading="lazy" width="64" height="64" />}
          <span>
            <span className="integrity-key">{orphan.key}</span>
            <span className="integrity-note">{KIND_LABELS[orphan.kind] ?? orphan.kind}</span>
          </span>
        </label>
      </th>
      <td data-label="Size">{fileSize(orphan.size)}</td>
      <td data-label="Found">{at(orphan.foundAt)}</td>
    </tr>
  );
}

// Files in storage that no record points at, found by the latest finished scan: an admin looks
// them over, chooses some and moves them to quarantine (restorable for 30 days).
function Orphans() {
  const { loaded, setLoaded, failed, loadingMore, more } = useCursorPages(null, readOrphans);
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  const [confirming, setConfirming] = useState(false);
  const [moving, setMoving] = useState(false);

  const choose = (key: string, on: boolean) =>
    setChosen((keys) => {
      const next = new Set(keys);
      if (on) next.add(key);
      else next.delete(key);
      return next;
    });
  const shown = loaded?.rows ?? [];
  const allChosen = shown.length > 0 && shown.every((o) => chosen.has(o.key));
  const chooseAll = (on: boolean) => setChosen(on ? new Set(shown.slice(0, MOVE_AT_MOST).map((o) => o.key)) : new Set());

  async function move() {
    setMoving(true);
    try {
      const { moved, skipped } = await quarantineOrphans([...chosen]);
      setLoaded((page) => page && { ...page, rows: page.rows.filter((o) => !moved.includes(o.key)) });
      setChosen(new Set());
      showToast({
        title: `${files(moved.length)} moved to quarantine`,
        description:
          skipped.length > 0
            ? `${files(skipped.length)} left where they were: ${skipped[0]?.reason}`
            : 'They can be restored on Data recovery for 30 days.',
      });
    } catch (error) {
      showToast({ title: 'Not moved', description: serverMessage(error, 'Please try again.'), variant: 'destructive' });
    } finally {
      setMoving(false);
      setConfirming(false);
    }
  }

  const scan = loaded?.scan;
  return (
    <section className="admin-section" aria-labelledby="orphans-title">
      <div>
        <h2 id="orphans-title">Files no record points at</h2>
        <p className="admin-section__lead">
          {scan ? `Found by the scan of ${at(scan.startedAt)}. ` : ''}
          Files in storage that no photo, avatar or other record uses, stored more than a day ago (a file still being uploaded is
          never listed). Look them over; the ones you move go to quarantine, where they can be restored for 30 days before they
          are deleted. Each is checked again as it moves.
        </p>
      </div>
      {failed ? (
        <LoadFailed what="the orphaned files" />
      ) : !loaded ? (
        <Spinner label="Loading orphaned files..." />
      ) : shown.length === 0 ? (
        <EmptyState title="No orphaned files" level={3}>
          {scan ? 'The latest scan found no file without a record.' : 'The list appears once the first scan has finished.'}
        </EmptyState>
      ) : (
        <>
          <div className="orphan-actions">
            <label>
              <input type="checkbox" checked={allChosen} onChange={(event) => chooseAll(event.target.checked)} /> Choose all shown
            </label>
            <button
              type="button"
              className="btn btn-primary"
              disabled={chosen.size === 0 || chosen.size > MOVE_AT_MOST || moving}
              onClick={() => setConfirming(true)}
            >
              Move {chosen.size > 0 ? files(chosen.size) : 'chosen files'} to quarantine
            </button>
            {chosen.size > MOVE_AT_MOST && <span className="integrity-note">At most {MOVE_AT_MOST} at a time.</span>}
          </div>
          <div className="admin-table-wrap">
            <table className="admin-table">
              <caption className="sr-only">Files no record points at, in the order found</caption>
              <thead>
                <tr>
                  <th scope="col">
                    <span className="sr-only">Chosen</span>
                  </th>
                  <th scope="col">File</th>
                  <th scope="col">Size</th>
                  <th scope="col">Found</th>
                </tr>
              </thead>
              <tbody>
                {shown.map((orphan) => (
                  <Row key={orphan.id} orphan={orphan} chosen={chosen.has(orphan.key)} onChoose={choose} />
                ))}
              </tbody>
            </table>
          </div>
          {loaded.next && (
            <LoadMore className="list-more" busy={loadingMore} onMore={() => loaded.next && void more(loaded.next)} />
          )}
        </>
      )}
      <ConfirmDialog
        open={confirming}
        title={`Move ${files(chosen.size)} to quarantine?`}
        message="They stop being stored where they are and can be restored on Data recovery for 30 days; after that they are deleted for good."
        confirmLabel="Move to quarantine"
        pendingLabel="Moving..."
        pending={moving}
        tone="primary"
        onConfirm={() => void move()}
        onCancel={() => setConfirming(false)}
      />
    </section>
  );
}

// /admin/orphaned-uploads: both directions, files without a record and records without a file.
export default function OrphanedUploads() {
  return (
    <>
      <Orphans />
      <OrphanedUploadsMissing />
    </>
  );
}
