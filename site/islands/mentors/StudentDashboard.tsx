import './Dashboard.css';
import ErrorBoundary from '../shared/ErrorBoundary';
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
              <div className="dashboard-empty">
                <p>No sessions booked yet.</p>
                <a className="btn btn-primary" href="/mentor-discovery">
                  Find a Mentor
                </a>
              </div>
            }
          />
        </section>
        <section aria-labelledby="past-title">
          <h2 id="past-title">Past sessions</h2>
          <SessionList role="student" when="past" empty={<p className="dashboard-empty">Your past sessions will show here.</p>} />
        </section>
        <section aria-labelledby="receipts-title">
          <h2 id="receipts-title">Receipts</h2>
          <Receipts />
        </section>
      </div>
    </ErrorBoundary>
  );
}
