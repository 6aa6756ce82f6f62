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
import MessageReportCard from './MessageReportCard';
import ReasonField from './ReasonField';
import ReportCard from './ReportCard';

const doneTitle = (report: OpenReportDto, resolution: ReportResolution) =>
  resolution === 'dismiss' ? 'Report dismissed' : report.targetType === 'entry' ? 'Photo removed' : 'Message removed';

// What a report is about, in a few words.
const subjectOf = (report: OpenReportDto) =>
  report.targetType === 'entry' ? `“${report.submissionTitle}”` : `A message from ${report.message.senderName}`;

// What removing does, said before it is done.
const removalOf = (report: OpenReportDto) =>
  report.targetType === 'entry'
    ? `“${report.submissionTitle}” will be hidden everywhere and leave its challenge's scoring. Every open report on it closes.`
    : `The message from ${report.message.senderName} will show as removed to both people. Every open report on it closes.`;

// Open reports of photos and messages, newest first. Removing hides the photo everywhere, or
// the message in its thread (and asks first); dismissing only closes the report.
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
        <EmptyState title="No open reports">When members report a photo or a message, it waits here for review.</EmptyState>
      ) : (
        <ul className="report-list" aria-label={`${data.length} open ${data.length === 1 ? 'report' : 'reports'}`}>
          {data.map((report) => {
            const actions = {
              pending: busyId === report.id,
              onRemove: () => setRemoving(report),
              onDismiss: () => resolve(report, 'dismiss'),
            };
            return report.targetType === 'entry' ? (
              <ReportCard key={report.id} report={report} {...actions} />
            ) : (
              <MessageReportCard key={report.id} report={report} {...actions} />
            );
          })}
        </ul>
      )}
      <ConfirmDialog
        open={removing !== null}
        title={removing?.targetType === 'message' ? 'Remove this message?' : 'Remove this photo?'}
        message={removing ? removalOf(removing) : ''}
        confirmLabel={removing?.targetType === 'message' ? 'Remove Message' : 'Remove Photo'}
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
