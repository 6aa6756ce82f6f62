import './admin-table.css';
import './AdminRecordings.css';
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import type { AdminRecording } from '../../../worker/contract/webinar-recording';
import { serverMessage } from '../../lib/api-fetch';
import { durationText } from '../../lib/duration-text';
import { $adminRecordings, deleteRecording, retryRecording, saveRecording } from '../../stores/admin-recordings';
import { showToast } from '../../stores/toast';
import ConfirmDialog from '../shared/ConfirmDialog';
import EmptyState from '../shared/EmptyState';
import LoadFailed from '../shared/LoadFailed';
import Spinner from '../shared/Spinner';

const STATUS_LABELS: Record<AdminRecording['status'], string> = {
  recording: 'Recording',
  processing: 'Preparing',
  ready: 'Ready',
  failed: 'Failed',
};
const KEEP_CHOICES = [
  ['always', 'Always'],
  ['30', '30 days'],
  ['90', '90 days'],
  ['365', 'A year'],
] as const;

const day = (iso: string) => new Date(iso).toLocaleDateString(undefined, { dateStyle: 'medium' });
const size = (bytes: number | null) => (bytes === null ? '—' : `${(bytes / 1024 / 1024).toFixed(1)} MB`);

async function act(run: () => Promise<unknown>, done: string, failed: string) {
  try {
    await run();
    showToast({ title: done });
  } catch (error) {
    showToast({ title: failed, description: serverMessage(error, 'Please try again.'), variant: 'destructive' });
  }
}

// One recording's row: its state, and the switches an admin turns.
function Row({ recording: r, onDelete }: { recording: AdminRecording; onDelete: (r: AdminRecording) => void }) {
  const [pending, setPending] = useState(false);
  const keep = r.keepUntil ? 'until' : 'always';
  const save = async (change: Partial<{ published: boolean; isPublic: boolean; keepDays: number | null }>) => {
    setPending(true);
    const keepDays = r.keepUntil ? Math.max(1, Math.ceil((Date.parse(r.keepUntil) - Date.now()) / 86_400_000)) : null;
    await act(
      () => saveRecording(r.id, { published: r.published, isPublic: r.isPublic, keepDays, ...change }),
      'Recording saved',
      'Not saved',
    );
    setPending(false);
  };
  return (
    <tr>
      <th scope="row">
        <a href={`/webinar/${r.webinarId}/recording`}>{r.title}</a>
        <span className="admin-muted recording-row__note">{day(r.startsAt)}</span>
      </th>
      <td data-label="State">
        {STATUS_LABELS[r.status]}
        {r.failure && <span className="admin-muted recording-row__note">{r.failure}</span>}
      </td>
      <td data-label="Size">{size(r.bytes)}</td>
      <td data-label="Length">{r.durationMs === null ? '—' : durationText(r.durationMs)}</td>
      <td data-label="Shown">
        <label className="admin-check">
          <input
            type="checkbox"
            checked={r.published}
            disabled={pending}
            onChange={(e) => save({ published: e.target.checked })}
          />
          Published
        </label>
        <label className="admin-check">
          <input type="checkbox" checked={r.isPublic} disabled={pending} onChange={(e) => save({ isPublic: e.target.checked })} />
          Public
        </label>
      </td>
      <td data-label="Keep">
        <select
          className="input select recording-row__keep"
          aria-label={`Keep the recording of ${r.title}`}
          value={keep}
          disabled={pending}
          onChange={(e) => save({ keepDays: e.target.value === 'always' ? null : Number(e.target.value) })}
        >
          {keep === 'until' && r.keepUntil && <option value="until">Until {day(r.keepUntil)}</option>}
          {KEEP_CHOICES.map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </td>
      <td>
        <div className="recording-row__actions">
          {r.status === 'failed' && (
            <button
              type="button"
              className="btn btn-ghost btn-sm"
              onClick={() => act(() => retryRecording(r.id), 'Preparing the recording again', 'Could not try again')}
            >
              Try again<span className="sr-only"> for {r.title}</span>
            </button>
          )}
          {r.status !== 'processing' && (
            <button type="button" className="btn btn-ghost btn-sm btn-danger" onClick={() => onDelete(r)}>
              Delete<span className="sr-only"> the recording of {r.title}</span>
            </button>
          )}
        </div>
      </td>
    </tr>
  );
}

// /admin/recordings: every webinar's recording: published (to registrants) and public (to
// everyone), kept for a while or always, tried again after a failure, or deleted.
export default function AdminRecordings() {
  const { data, error } = useStore($adminRecordings);
  const [deleting, setDeleting] = useState<AdminRecording | null>(null);
  const [pending, setPending] = useState(false);
  if (error) return <LoadFailed what="the recordings" />;
  if (!data) return <Spinner label="Loading recordings..." />;

  async function confirmDelete() {
    if (!deleting) return;
    setPending(true);
    await act(() => deleteRecording(deleting.id), 'Recording deleted', 'Not deleted');
    setPending(false);
    setDeleting(null);
  }

  return (
    <section className="admin-section" aria-labelledby="recordings-title">
      <h2 id="recordings-title">
        Recordings <span className="admin-count">{data.length}</span>
      </h2>
      {data.length === 0 ? (
        <EmptyState title="No recordings yet">A webinar's host records it from the live page; it shows here.</EmptyState>
      ) : (
        <div className="admin-table-wrap">
          <table className="admin-table">
            <thead>
              <tr>
                <th scope="col">Webinar</th>
                <th scope="col">State</th>
                <th scope="col">Size</th>
                <th scope="col">Length</th>
                <th scope="col">Shown</th>
                <th scope="col">Keep</th>
                <th scope="col">
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {data.map((r) => (
                <Row key={r.id} recording={r} onDelete={setDeleting} />
              ))}
            </tbody>
          </table>
        </div>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title="Delete this recording?"
        message={`The replay of “${deleting?.title ?? ''}” is deleted for good.`}
        confirmLabel="Delete Recording"
        pendingLabel="Deleting..."
        cancelLabel="Keep it"
        pending={pending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </section>
  );
}
