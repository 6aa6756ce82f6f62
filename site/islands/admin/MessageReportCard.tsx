import type { MessageReportDto } from '../../../worker/contract/admin';
import ReportDecision from './ReportDecision';

type Props = { report: MessageReportDto; pending: boolean; onRemove: () => void; onDismiss: () => void };

// A reported message, as it was sent: admins judge the words (a photo with it is named, not
// shown, since only the thread's two people may see it).
export default function MessageReportCard({ report, pending, onRemove, onDismiss }: Props) {
  const { message } = report;
  return (
    <li className="report-card report-card--message">
      <div className="report-card__body">
        <h2 className="report-card__title">
          Message from <a href={`/profile/${message.senderId}`}>{message.senderName}</a> to {message.recipientName}
        </h2>
        <p className="report-card__message">
          {message.content || <em>No words</em>}
          {message.hasPhoto ? <span className="report-card__note"> (with a photo)</span> : null}
        </p>
        <ReportDecision
          report={report}
          removeLabel="Remove Message"
          pending={pending}
          onRemove={onRemove}
          onDismiss={onDismiss}
        />
      </div>
    </li>
  );
}
