import './ReportsQueue.css';
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import type { OpenReportDto, ReportResolution } from '../../../worker/contract/admin';
import { serverMessage } from '../../lib/api-fetch';
import { $reports, resolveReport } from '../../stores/admin';
import { showToast } from '../../stores/toast';
import Spinner from '../shared/Spinner';
import ConfirmDialog from '../shared/ConfirmDialog';
import LoadFailed from '../shared/LoadFailed';
import EmptyState from '../shared/EmptyState';
import ChallengeReportCard from './ChallengeReportCard';
import CritiqueReportCard from './CritiqueReportCard';
import MessageReportCard from './MessageReportCard';
import ReasonField from './ReasonField';
import ReportCard from './ReportCard';

// What each kind of report is about: the thing's name, in a few words, and what removing it does.
const TARGETS = {
  entry: { thing: 'Photo' },
  message: { thing: 'Message' },
  critique: { thing: 'Critique' },
  challenge: { thing: 'Challenge' },
} as const;

const doneTitle = (report: OpenReportDto, resolution: ReportResolution) =>
  resolution === 'dismiss' ? 'Report dismissed' : `${TARGETS[report.targetType].thing} removed`;

function subjectOf(report: OpenReportDto) {
  if (report.targetType === 'entry') return `“${report.submissionTitle}”`;
  if (report.targetType === 'message') return `A message from ${report.message.senderName}`;
  if (report.targetType === 'challenge') return `“${report.challenge.title}”`;
  return `A critique by ${report.critique.criticName}`;
}

// Said before it is done.
function removalOf(report: OpenReportDto) {
  if (report.targetType === 'entry') {
    return `“${report.submissionTitle}” will be hidden everywhere and leave its challenge's scoring. Every open report on it closes.`;
  }
  if (report.targetType === 'message') {
    return `The message from ${report.message.senderName} will show as removed to both people. Every open report on it closes.`;
  }
  if (report.targetType === 'challenge') {
    return `“${report.challenge.title}” will be hidden everywhere; its entries, votes and comments are kept, and its creator is told why. Every open report on it closes.`;
  }
  return `The critique by ${report.critique.criticName} will be hidden everywhere, and a credit it earned is taken back. Every open report on it closes.`;
}

// Open reports of photos, messages, critiques and community challenges, newest first.
// Removing hides the photo, the critique or the challenge everywhere, or the message in its
// thread (and asks first); dismissing only closes the report.
export default function ReportsQueue() {
  const { data, error } = useStore($reports);
  const [removing, setRemoving] = useState<OpenReportDto | null>(null);
  const [busyId, setBusyId] = useState<number | null>(null);
  const [reason, setReason] = useState('');

  async function resolve(report: OpenReportDto, resolution: ReportResolution) {
    setBusyId(report.id);
    try {
      await resolveReport(report, resolution, resolution === 'remove' ? reason : undefined);
      showToast({ title: doneTitle(report, resolution), description: subjectOf(report) });
      if (resolution === 'remove') {
        setRemoving(null);
        setReason('');
      }
    } catch (err) {
      showToast({
        title: 'Report not resolved',
        description: serverMessage(err, 'Failed to resolve the report. Please try again.'),
        variant: 'destructive',
      });
    } finally {
      setBusyId(null);
    }
  }

  if (error) return <LoadFailed what="the reports" />;
  if (!data) return <Spinner label="Loading reports..." />;
  return (
    <>
      {data.length === 0 ? (
        <EmptyState title="No open reports">
          When members report a photo, a message, a critique or a community challenge, it waits here for review.
        </EmptyState>
      ) : (
        <ul className="report-list" aria-label={`${data.length} open ${data.length === 1 ? 'report' : 'reports'}`}>
          {data.map((report) => {
            const actions = {
              pending: busyId === report.id,
              onRemove: () => setRemoving(report),
              onDismiss: () => resolve(report, 'dismiss'),
            };
            if (report.targetType === 'entry') return <ReportCard key={report.id} report={report} {...actions} />;
            if (report.targetType === 'message') return <MessageReportCard key={report.id} report={report} {...actions} />;
            if (report.targetType === 'challenge') return <ChallengeReportCard key={report.id} report={report} {...actions} />;
            return <CritiqueReportCard key={report.id} report={report} {...actions} />;
          })}
        </ul>
      )}
      <ConfirmDialog
        open={removing !== null}
        title={`Remove this ${TARGETS[removing?.targetType ?? 'entry'].thing.toLowerCase()}?`}
        message={removing ? removalOf(removing) : ''}
        confirmLabel={`Remove ${TARGETS[removing?.targetType ?? 'entry'].thing}`}
        pendingLabel="Removing..."
        pending={busyId !== null && busyId === removing?.id}
        onConfirm={() => removing && resolve(removing, 'remove')}
        onCancel={() => setRemoving(null)}
      >
        <ReasonField value={reason} onChange={setReason} />
      </ConfirmDialog>
    </>
  );
}
