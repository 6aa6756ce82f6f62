import { useStore } from '@nanostores/react';
import type { ReactNode } from 'react';
import { $currentUser, isAdmin } from '../stores/user';
import ErrorBoundary from './shared/ErrorBoundary';
import Spinner from './shared/Spinner';

type Props = { children?: ReactNode };

// The Worker already refuses admin pages to non-admins; this re-checks against
// the freshly fetched user so a session that lost admin rights sees the denial.
function Gate({ children }: Props) {
  const { data, loading } = useStore($currentUser);
  if (data === undefined && loading) return <Spinner label="Checking admin access..." screen />;
  if (!isAdmin(data)) {
    return (
      <div className="status-screen">
        <div className="status-screen__box">
          <div className="status-screen__icon" aria-hidden="true">
            !
          </div>
          <h1>Access Denied</h1>
          <p>You don't have admin privileges to access this page.</p>
          <div className="status-screen__actions">
            <a className="btn btn-primary" href="/">
              Go to Home
            </a>
          </div>
        </div>
      </div>
    );
  }
  return <>{children}</>;
}

export default function AdminGate({ children }: Props) {
  return (
    <ErrorBoundary>
      <Gate>{children}</Gate>
    </ErrorBoundary>
  );
}
