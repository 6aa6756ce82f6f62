import type { ChallengeReportDto } from '../../../worker/contract/admin';
import { PRIVACY } from '../community/privacy';
import { userChallengeHref } from '../shared/community-links';
import ReportDecision from './ReportDecision';

type Props = { report: ChallengeReportDto; pending: boolean; onRemove: () => void; onDismiss: () => void };

// A reported community challenge: admins judge its title and description, and can open it.
export default function ChallengeReportCard({ report, pending, onRemove, onDismiss }: Props) {
  const { challenge } = report;
  const entries = `${challenge.submissionCount} ${challenge.submissionCount === 1 ? 'entry' : 'entries'}`;
  return (
    <li className="report-card report-card--message">
      <div className="report-card__body">
        <h2 className="report-card__title">
          Challenge <a href={userChallengeHref(challenge)}>“{challenge.title}”</a>
          {challenge.creatorId !== null && (
            <>
              {' '}
              by <a href={`/profile/${challenge.creatorId}`}>{challenge.creatorName ?? `Member ${challenge.creatorId}`}</a>
            </>
          )}
        </h2>
        <p className="report-card__meta">
          {PRIVACY[challenge.privacyType].label} · {entries}
        </p>
        {challenge.description && <p className="report-card__message">{challenge.description}</p>}
        <ReportDecision
          report={report}
          removeLabel="Remove Challenge"
          pending={pending}
          onRemove={onRemove}
          onDismiss={onDismiss}
        />
      </div>
    </li>
  );
}
