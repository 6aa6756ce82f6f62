import './Dashboard.css';
import { useStore } from '@nanostores/react';
import { quickSessionList } from '../../stores/sessions';
import ErrorBoundary from '../shared/ErrorBoundary';
import Spinner from '../shared/Spinner';
import EmptyState from '../shared/EmptyState';
import SessionRow from './SessionRow';

// /quick-session: the member's quick sessions, taken from mentors' offers or given as a mentor.
function QuickSessionList() {
  const { data, error } = useStore(quickSessionList());
  if (error) return <p className="list-error">We couldn't load your quick sessions. Reload the page to try again.</p>;
  if (!data) return <Spinner label="Loading quick sessions..." />;
  if (data.length === 0) {
    return (
      <EmptyState
        compact
        action={
          <a className="btn btn-primary" href="/messages">
            Open Messages
          </a>
        }
      >
        No quick sessions yet. Mentors can offer one in a conversation; accept it there to book it.
      </EmptyState>
    );
  }
  return (
    <ul className="session-rows">
      {data.map((session) => (
        <SessionRow key={session.id} session={session} />
      ))}
    </ul>
  );
}

export default function QuickSessions() {
  return (
    <ErrorBoundary>
      <div className="dashboard">
        <section aria-labelledby="quick-title">
          <h2 id="quick-title">Your quick sessions</h2>
          <QuickSessionList />
        </section>
      </div>
    </ErrorBoundary>
  );
}
