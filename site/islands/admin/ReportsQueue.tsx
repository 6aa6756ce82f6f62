import './ReportsQueue.css';
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import type { OpenReportDto, ReportResolution } from '../../../worker/contract/admin';
import { serverMessage } from '../../lib/api-fetch';
import { $reports, resolveReport } from '../../stores/admin';
import { showToast } from '../../stores/toast';
import Spinner from '../Spinner';
import ConfirmDialog from './ConfirmDialog';
import LoadFailed from './LoadFailed';
import ReportCard from './ReportCard';

const DONE: Record<ReportResolution, string> = { remove: 'Photo removed', dismiss: 'Report dismissed' };

// Open reports, newest first. Removing hides the photo everywhere (and asks first);
// dismissing only closes the report.
export default function ReportsQueue() {
  const { data, error } = useStore($reports);
  const [removing, setRemoving] = useState<OpenReportDto | null>(null);
  const [busyId, setBusyId] = useState<number | null>(null);

  async function resolve(report: OpenReportDto, resolution: ReportResolution) {
    setBusyId(report.id);
    try {
      await resolveReport(report, resolution);
      showToast({ title: DONE[resolution], description: `“${report.submissionTitle}”` });
      setRemoving(null);
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
        <div className="empty-state">
          <h3>No open reports</h3>
          <p>When members report a photo, it waits here for review.</p>
        </div>
      ) : (
        <ul className="report-list" aria-label={`${data.length} open ${data.length === 1 ? 'report' : 'reports'}`}>
          {data.map((report) => (
            <ReportCard
              key={report.id}
              report={report}
              pending={busyId === report.id}
              onRemove={() => setRemoving(report)}
              onDismiss={() => resolve(report, 'dismiss')}
            />
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={removing !== null}
        title="Remove this photo?"
        message={
          removing
            ? `“${removing.submissionTitle}” will be hidden everywhere and leave its challenge's scoring. Every open report on it closes.`
            : ''
        }
        confirmLabel="Remove Photo"
        pendingLabel="Removing..."
        pending={busyId !== null && busyId === removing?.id}
        onConfirm={() => removing && resolve(removing, 'remove')}
        onCancel={() => setRemoving(null)}
      />
    </>
  );
}
