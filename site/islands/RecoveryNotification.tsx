import { useStore } from '@nanostores/react';
import { longDateTime } from '../../worker/domain/en-dates';
import { $recoveryNotice } from '../stores/recovery-notice';
import AuthCard from './account/AuthCard';
import RecoveryNoticeText from './RecoveryNoticeText';
import ErrorBoundary from './shared/ErrorBoundary';
import LoadFailed from './shared/LoadFailed';
import Spinner from './shared/Spinner';
import ViewerTime from './shared/ViewerTime';

const HELP = (
  <>
    Something of yours looks wrong? <a href="#contact">Tell us</a>, or <a href="/recover-photos">bring the original of a photo</a>
    .
  </>
);

// /recovery-notification: the open incident notice, or word that none is. The Worker renders
// it with the notice it read, so it paints with the page.
function Notification() {
  const { data, error } = useStore($recoveryNotice);
  if (error) return <LoadFailed what="the notice" />;
  if (!data) return <Spinner label="Loading the notice..." />;
  const { notice } = data;
  if (!notice) {
    return (
      <AuthCard
        title="No recovery in progress"
        level={2}
        description="Photos and accounts are working as they should: there is nothing you need to do."
        footer={HELP}
      >
        {null}
      </AuthCard>
    );
  }
  return (
    <AuthCard title={notice.title} level={2} footer={HELP}>
      <RecoveryNoticeText notice={notice} />
      <p className="recovery-notice__updated">
        Last updated{' '}
        <ViewerTime dateTime={notice.updatedAt} text={(clock) => longDateTime(clock.parts(Date.parse(notice.updatedAt)))} />
      </p>
    </AuthCard>
  );
}

export default function RecoveryNotification() {
  return (
    <ErrorBoundary>
      <Notification />
    </ErrorBoundary>
  );
}
