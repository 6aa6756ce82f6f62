import type { OpenReportDto } from '../../../worker/contract/admin';

const when = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

export default function ReportedBy({ report }: { report: OpenReportDto }) {
  return (
    <p className="report-card__meta">
      Reported by {report.reporter ?? 'a deleted account'} ·{' '}
      <time dateTime={report.createdAt}>{when.format(new Date(report.createdAt))}</time>
    </p>
  );
}
