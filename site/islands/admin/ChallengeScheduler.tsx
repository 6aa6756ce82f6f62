import { useEffect } from 'react';
import { showCarriedToast } from '../shared/carried-toast';
import ChallengeList from './ChallengeList';
import ScheduleCalendar from './ScheduleCalendar';
import { newPath } from './challenge-links';
import { useNow } from '../shared/use-now';

// The scheduler, overview and management routes all land here: the daily calendar first,
// then every challenge.
export default function ChallengeScheduler() {
  const now = useNow();
  // The form saved and sent the admin here; its toast waited for this page.
  useEffect(showCarriedToast, []);
  return (
    <>
      <section className="admin-section" aria-labelledby="calendar-title">
        <div className="admin-section__head">
          <div>
            <h2 id="calendar-title">Daily schedule</h2>
            <p className="admin-section__lead">
              Landscape, Portrait and Street open at midnight New York time. A day left empty gets a theme from the{' '}
              <a href="/admin/challenges/evergreen">evergreen pool</a>.
            </p>
          </div>
          <a className="btn btn-primary" href={newPath()}>
            New Challenge
          </a>
        </div>
        <ScheduleCalendar now={now} />
      </section>
      <section className="admin-section" aria-labelledby="all-title">
        <h2 id="all-title">All challenges</h2>
        <ChallengeList />
      </section>
    </>
  );
}
