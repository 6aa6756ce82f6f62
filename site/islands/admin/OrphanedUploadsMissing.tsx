import './list-filters.css';
import type { FindingsPage } from '../../../worker/contract/admin-integrity';
import { missingPage } from '../../stores/admin-integrity';
import EmptyState from '../shared/EmptyState';
import LoadFailed from '../shared/LoadFailed';
import LoadMore from '../shared/LoadMore';
import Spinner from '../shared/Spinner';
import FileIntegrityFindings, { at } from './FileIntegrityFindings';
import { useCursorPages } from './use-cursor-pages';

const readMissing = (_: null, after?: number) =>
  missingPage(after).then((page: FindingsPage) => ({ rows: page.findings, next: page.nextCursor, scan: page.scan }));

// Records whose file the latest finished scan found missing, not brought back yet: for
// recovery, with the member to ask and the entry to mend.
export default function OrphanedUploadsMissing() {
  const { loaded, failed, loadingMore, more } = useCursorPages(null, readMissing);
  const scan = loaded?.scan;
  return (
    <section className="admin-section" aria-labelledby="missing-title">
      <div>
        <h2 id="missing-title">Records whose file is missing</h2>
        <p className="admin-section__lead">
          {scan ? `Found by the scan of ${at(scan.startedAt)}. ` : ''}
          The member can bring an entry's original on <a href="/recover-photos">Recover photos</a>, or an admin can replace it on{' '}
          <a href="/admin/replace-submission-image">Replace submission image</a>. A quarantined copy, if any, is on{' '}
          <a href="/admin/data-recovery">Data recovery</a>.
        </p>
      </div>
      {failed ? (
        <LoadFailed what="the missing files" />
      ) : !loaded ? (
        <Spinner label="Loading missing files..." />
      ) : loaded.rows.length === 0 ? (
        <EmptyState title="No file is missing" level={3}>
          {scan ? 'Every record the latest scan checked has its file.' : 'The list appears once the first scan has finished.'}
        </EmptyState>
      ) : (
        <>
          <FileIntegrityFindings findings={loaded.rows} caption="Records whose file is missing, in the order found" />
          {loaded.next && (
            <LoadMore className="list-more" busy={loadingMore} onMore={() => loaded.next && void more(loaded.next)} />
          )}
        </>
      )}
    </section>
  );
}
