import './list-filters.css';
import type { FindingsPage } from '../../../worker/contract/admin-integrity';
import { findingsCsvHref, findingsPage } from '../../stores/admin-integrity';
import EmptyState from '../shared/EmptyState';
import LoadFailed from '../shared/LoadFailed';
import LoadMore from '../shared/LoadMore';
import Spinner from '../shared/Spinner';
import FileIntegrityFindings, { at } from './FileIntegrityFindings';
import { useCursorPages } from './use-cursor-pages';

const readFindings = (_: null, after?: number) =>
  findingsPage(after).then((page: FindingsPage) => ({ rows: page.findings, next: page.nextCursor, scan: page.scan }));

// The latest finished scan's report: every file it found missing or changed, a page at a time,
// and all of them as CSV.
export default function FileIntegrityReport() {
  const { loaded, failed, loadingMore, more } = useCursorPages(null, readFindings);
  const scan = loaded?.scan;
  return (
    <section className="admin-section" aria-labelledby="report-title">
      <div className="admin-section__head">
        <div>
          <h2 id="report-title">Report</h2>
          <p className="admin-section__lead">
            {scan
              ? `The scan of ${at(scan.startedAt)} checked ${scan.checked.toLocaleString()} files: ${scan.missing.toLocaleString()} missing, ${scan.damaged.toLocaleString()} damaged. `
              : 'What the latest finished scan found. '}
            A member can bring a damaged photo back with its original on <a href="/recover-photos">Recover photos</a>. Files in
            storage that no record points at are on <a href="/admin/orphaned-uploads">Orphaned uploads</a>.
          </p>
        </div>
        {scan && (
          <a className="btn btn-outline" href={findingsCsvHref()} download>
            Download CSV
          </a>
        )}
      </div>
      {failed ? (
        <LoadFailed what="the report" />
      ) : !loaded ? (
        <Spinner label="Loading the report..." />
      ) : !scan ? (
        <EmptyState title="No finished scan yet" level={3}>
          The report appears here once the first scan has finished.
        </EmptyState>
      ) : loaded.rows.length === 0 ? (
        <EmptyState title="Every file is whole" level={3}>
          The latest scan found no file missing or changed.
        </EmptyState>
      ) : (
        <>
          <FileIntegrityFindings findings={loaded.rows} caption="Files missing or changed, in the order found" />
          {loaded.next && (
            <LoadMore className="list-more" busy={loadingMore} onMore={() => loaded.next && void more(loaded.next)} />
          )}
        </>
      )}
    </section>
  );
}
