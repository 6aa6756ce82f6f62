import './Dashboard.css';
import ErrorBoundary from '../shared/ErrorBoundary';
import EmptyState from '../shared/EmptyState';
import Receipts from './Receipts';
import SessionList from './SessionList';

// /student-dashboard: the member's sessions as a student, and what they paid.
export default function StudentDashboard() {
  return (
    <ErrorBoundary>
      <div className="dashboard">
        <section aria-labelledby="upcoming-title">
          <h2 id="upcoming-title">Upcoming sessions</h2>
          <SessionList
            role="student"
            when="upcoming"
            empty={
              <EmptyState
                compact
                action={
                  <a className="btn btn-primary" href="/mentor-discovery">
                    Find a Mentor
                  </a>
                }
              >
                No sessions booked yet.
              </EmptyState>
            }
          />
        </section>
        <section aria-labelledby="past-title">
          <h2 id="past-title">Past sessions</h2>
          <SessionList role="student" when="past" empty={<EmptyState compact>Your past sessions will show here.</EmptyState>} />
        </section>
        <section aria-labelledby="receipts-title">
          <h2 id="receipts-title">Receipts</h2>
          <Receipts />
        </section>
      </div>
    </ErrorBoundary>
  );
}
