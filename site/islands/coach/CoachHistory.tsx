import './CoachHistory.css';
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { thumbFor } from '../../../worker/contract/files';
import { serverMessage } from '../../lib/api-fetch';
import { shortDate } from '../../lib/dates';
import { $history, deleteReport, loadHistory, loadMoreHistory } from '../../stores/coach';
import { showToast } from '../../stores/toast';
import ConfirmDialog from '../shared/ConfirmDialog';
import EmptyState from '../shared/EmptyState';
import LoadFailed from '../shared/LoadFailed';
import Photo from '../shared/Photo';
import Spinner from '../shared/Spinner';
import { loginHref } from '../shared/photo-urls';
import { reportHref, showSavedReport } from './report-address';
import { counted } from '../critique/critique-text';

type Item = { id: number; title: string; imageUrl: string | null; fixes: number; notes: number; createdAt: string };

function HistoryItem({ item, onDelete }: { item: Item; onDelete: () => void }) {
  const sources = item.imageUrl ? [thumbFor(item.imageUrl), item.imageUrl] : [];
  return (
    <li className="history-item">
      <Photo className="history-item__photo" sources={sources} alt="" />
      <div className="history-item__about">
        <a
          className="history-item__title"
          href={reportHref(item.id)}
          onClick={(event) => {
            event.preventDefault();
            showSavedReport(item.id);
            document.getElementById('coach-result')?.scrollIntoView({ block: 'start' });
          }}
        >
          {item.title}
        </a>
        <span className="history-item__meta">
          {shortDate(item.createdAt)} · {counted(item.fixes, 'fix', 'fixes')} · {counted(item.notes, 'note')}
        </span>
      </div>
      <button type="button" className="btn btn-ghost btn-sm" aria-label={`Delete the report on ${item.title}`} onClick={onDelete}>
        Delete
      </button>
    </li>
  );
}

function MemberHistory() {
  const history = useStore($history);
  const [deleting, setDeleting] = useState<Item | null>(null);
  const [pending, setPending] = useState(false);
  useEffect(() => {
    void loadHistory();
  }, []);

  async function confirmDelete() {
    if (!deleting) return;
    setPending(true);
    try {
      await deleteReport(deleting.id);
      showToast({ title: 'Report deleted' });
      setDeleting(null);
    } catch (error) {
      showToast({
        title: 'Could not delete the report',
        description: serverMessage(error, 'Please try again.'),
        variant: 'destructive',
      });
    } finally {
      setPending(false);
    }
  }

  if (history.status === 'failed') return <LoadFailed what="your saved reports" />;
  if (history.status !== 'ready') return <Spinner label="Loading your saved reports..." />;
  if (history.reports.length === 0) {
    return (
      <EmptyState compact>No saved reports yet. Analyse a photo and press “Save report” to keep its findings here.</EmptyState>
    );
  }
  return (
    <>
      <ul className="coach-history__list">
        {history.reports.map((item) => (
          <HistoryItem key={item.id} item={item} onDelete={() => setDeleting(item)} />
        ))}
      </ul>
      {history.nextCursor && (
        <button
          type="button"
          className="btn btn-outline coach-history__more"
          disabled={history.loadingMore}
          onClick={() =>
            loadMoreHistory().catch(() =>
              showToast({ title: 'Could not load more reports', description: 'Please try again.', variant: 'destructive' }),
            )
          }
        >
          Load more
        </button>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title="Delete this report?"
        message={`The report on “${deleting?.title ?? ''}” leaves your history for good. Your photo is not touched.`}
        confirmLabel="Delete report"
        pendingLabel="Deleting..."
        cancelLabel="Keep it"
        pending={pending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </>
  );
}

// A member's saved reports, latest first; a visitor is told what signing in keeps.
export default function CoachHistory({ member }: { member: boolean }) {
  return (
    <section className="coach-history" aria-labelledby="coach-history-title">
      <h2 id="coach-history-title">Your saved reports</h2>
      {member ? (
        <MemberHistory />
      ) : (
        <EmptyState
          compact
          action={
            <a className="btn btn-outline" href={loginHref('/ai-coach')}>
              Sign in
            </a>
          }
        >
          Sign in to save reports and come back to them later. Anyone can analyse a photo.
        </EmptyState>
      )}
    </section>
  );
}
