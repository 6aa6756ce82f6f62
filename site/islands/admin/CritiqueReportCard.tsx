import type { CritiqueReportDto } from '../../../worker/contract/admin';
import ReportDecision from './ReportDecision';

type Props = { report: CritiqueReportDto; pending: boolean; onRemove: () => void; onDismiss: () => void };

// A reported critique, with everything its writer wrote and a link to the request it answers.
export default function CritiqueReportCard({ report, pending, onRemove, onDismiss }: Props) {
  const { critique } = report;
  return (
    <li className="report-card report-card--message">
      <div className="report-card__body">
        <h2 className="report-card__title">
          Critique by <a href={`/profile/${critique.criticId}`}>{critique.criticName}</a> of{' '}
          <a href={`/photo-critique?request=${critique.requestId}`}>“{critique.requestTitle}”</a>
        </h2>
        <p className="report-card__message">{critique.text}</p>
        <ReportDecision
          report={report}
          removeLabel="Remove Critique"
          pending={pending}
          onRemove={onRemove}
          onDismiss={onDismiss}
        />
      </div>
    </li>
  );
}
