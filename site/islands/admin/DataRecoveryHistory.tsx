import type { RestoreRecord } from '../../../worker/contract/admin-data-recovery';
import { dateTime } from '../../lib/dates';
import { restoreHistory } from '../../stores/admin-data-recovery';
import EmptyState from '../shared/EmptyState';
import LoadFailed from '../shared/LoadFailed';
import LoadMore from '../shared/LoadMore';
import Spinner from '../shared/Spinner';
import { browserClock } from '../shared/use-viewer-clock';
import { useCursorPages } from './use-cursor-pages';

const readHistory = (_: null, before?: number) =>
  restoreHistory(before).then((page) => ({ rows: page.entries, next: page.nextCursor }));

const count = (n: unknown, one: string, many: string) => (typeof n === 'number' ? `${n} ${n === 1 ? one : many}` : null);

// The audit row's detail, in words: what came back.
function brought(record: RestoreRecord): { title: string; lines: string[] } {
  const d = record.detail ?? {};
  const files = Array.isArray(d.files) ? (d.files as string[]) : [];
  const fileWords = files.length > 0 ? [`Files: ${files.join(', ')}`] : [];
  if (record.action === 'submission.restore') {
    return {
      title: `Entry ${record.targetId}${typeof d.title === 'string' ? `, “${d.title}”` : ''}`,
      lines: [
        [count(d.votes, 'vote', 'votes'), count(d.comments, 'comment shown again', 'comments shown again')]
          .filter(Boolean)
          .join(' · '),
        d.resultsRerun ? "Its challenge's results were worked out again." : '',
        ...fileWords,
      ].filter(Boolean),
    };
  }
  if (record.action === 'user.restore') {
    return {
      title: `Account ${typeof d.username === 'string' ? d.username : `#${record.targetId}`}`,
      lines: ['Can sign in again.'],
    };
  }
  return {
    title: `File ${typeof d.key === 'string' ? d.key : `#${record.targetId}`}`,
    lines: [typeof d.reason === 'string' ? `Quarantined for: ${d.reason}` : '', ...fileWords].filter(Boolean),
  };
}

// What each restore brought back, from its audit row, newest first.
export default function DataRecoveryHistory() {
  const { loaded, failed, loadingMore, more } = useCursorPages(null, readHistory);
  if (failed) return <LoadFailed what="the restores" />;
  if (!loaded) return <Spinner label="Loading restores..." />;
  if (loaded.rows.length === 0) return <EmptyState compact>Nothing has been restored yet.</EmptyState>;
  return (
    <>
      <ol className="recovery__history">
        {loaded.rows.map((record) => {
          const { title, lines } = brought(record);
          return (
            <li key={record.id} className="recovery__restore">
              <p className="recovery__restore-title">{title}</p>
              {lines.map((line) => (
                <p key={line} className="recovery__note recovery__key">
                  {line}
                </p>
              ))}
              <p className="recovery__note">
                {record.adminName} · {dateTime(record.createdAt, browserClock())}
              </p>
            </li>
          );
        })}
      </ol>
      {loaded.next && <LoadMore className="list-more" busy={loadingMore} onMore={() => loaded.next && void more(loaded.next)} />}
    </>
  );
}
