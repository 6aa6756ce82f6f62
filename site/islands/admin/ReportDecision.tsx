import type { OpenReportDto } from '../../../worker/contract/admin';

const when = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

type Props = { report: OpenReportDto; removeLabel: string; pending: boolean; onRemove: () => void; onDismiss: () => void };

// What every report shows under what it points at, photo or message: the reason, who reported
// it and when, and the two decisions.
export default function ReportDecision({ report, removeLabel, pending, onRemove, onDismiss }: Props) {
  return (
    <>
      <blockquote className="report-card__reason">{report.reason}</blockquote>
      <p className="report-card__meta">
        Reported by {report.reporter ?? 'a deleted account'} ·{' '}
        <time dateTime={report.createdAt}>{when.format(new Date(report.createdAt))}</time>
      </p>
      <div className="report-card__actions">
        <button type="button" className="btn btn-danger btn-sm" disabled={pending} onClick={onRemove}>
          {removeLabel}
        </button>
        <button type="button" className="btn btn-outline btn-sm" disabled={pending} aria-busy={pending} onClick={onDismiss}>
          Dismiss
        </button>
      </div>
    </>
  );
}
