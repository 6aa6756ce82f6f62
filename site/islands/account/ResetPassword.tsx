import { useEffect, useState } from 'react';
import { showToast } from '../../stores/toast';
import ErrorBoundary from '../shared/ErrorBoundary';
import ResetPasswordForm from './ResetPasswordForm';
import StatusPanel from './StatusPanel';

function InvalidLink() {
  useEffect(() => {
    showToast({
      title: 'Invalid reset link',
      description: 'The password reset link is invalid or missing token.',
      variant: 'destructive',
    });
  }, []);
  return (
    <StatusPanel
      tone="error"
      title="Invalid Reset Link"
      actions={
        <>
          <a className="btn btn-primary btn-lg btn-block" href="/forgot-password">
            Request New Reset Link
          </a>
          <a className="btn btn-outline btn-lg btn-block" href="/auth">
            Back to Sign In
          </a>
        </>
      }
    >
      <p className="status-panel__text">This link is missing its reset code. Request a new link and use it within the hour.</p>
    </StatusPanel>
  );
}

function Reset() {
  // The token comes from the link in the reset mail.
  const [token] = useState(() => new URLSearchParams(location.search).get('token') ?? '');
  const [done, setDone] = useState(false);
  if (!token) return <InvalidLink />;
  if (!done) return <ResetPasswordForm token={token} onDone={() => setDone(true)} />;
  return (
    <StatusPanel
      tone="success"
      title="Password Reset Complete"
      focus
      actions={
        <a className="btn btn-primary btn-lg btn-block" href="/auth">
          Continue to Sign In
        </a>
      }
    >
      <p className="status-panel__text">
        Your password has been updated and every device has been signed out. Sign in with your new password.
      </p>
    </StatusPanel>
  );
}

export default function ResetPassword() {
  return (
    <ErrorBoundary>
      <Reset />
    </ErrorBoundary>
  );
}
