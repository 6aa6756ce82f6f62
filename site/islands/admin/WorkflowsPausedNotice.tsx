import { useStore } from '@nanostores/react';
import { $pausedJobs } from '../../stores/admin-workflows';

// On /admin: scheduled jobs an admin paused keep the cron from doing their work, so the
// dashboard says so until they are resumed. Nothing shows while none is paused.
export default function WorkflowsPausedNotice() {
  const { data } = useStore($pausedJobs);
  const count = data?.paused.length ?? 0;
  if (count === 0) return null;
  return (
    <div className="notice notice--error" role="status">
      <span className="notice__icon" aria-hidden="true">
        !
      </span>
      <p>
        {count === 1 ? '1 scheduled job is paused' : `${count} scheduled jobs are paused`}:{' '}
        {data?.paused.map((p) => p.title).join(', ')}. <a href="/admin/workflows">See the workflows</a>
      </p>
    </div>
  );
}
