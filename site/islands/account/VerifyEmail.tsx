import './auth-card.css';
import { useEffect, useState } from 'react';
import { serverMessage } from '../../lib/api-fetch';
import { verifyEmail } from '../../stores/account';
import ErrorBoundary from '../shared/ErrorBoundary';
import Spinner from '../shared/Spinner';
import StatusPanel from './StatusPanel';

type State = { status: 'verifying' } | { status: 'verified' } | { status: 'failed'; message: string };

const MISSING_TOKEN = 'This verification link is incomplete. Request a new one below.';
const FAILED = 'We could not verify your email. Please try again.';

function Verify() {
  const [token] = useState(() => new URLSearchParams(location.search).get('token') ?? '');
  const [state, setState] = useState<State>(() =>
    token ? { status: 'verifying' } : { status: 'failed', message: MISSING_TOKEN },
  );

  useEffect(() => {
    if (!token) return;
    verifyEmail(token)
      .then(() => setState({ status: 'verified' }))
      .catch((error: unknown) => setState({ status: 'failed', message: serverMessage(error, FAILED) }));
  }, [token]);

  if (state.status === 'verifying') {
    return (
      <section className="auth-card status-panel">
        <Spinner label="Verifying your email..." />
      </section>
    );
  }
  if (state.status === 'verified') {
    return (
      <StatusPanel
        tone="success"
        title="Email Verified"
        focus
        actions={
          <a className="btn btn-primary btn-lg btn-block" href="/">
            Continue
          </a>
        }
      >
        <p className="status-panel__text">
          Thanks for confirming your address. You can now vote, submit photos and create challenges.
        </p>
      </StatusPanel>
    );
  }
  return (
    <StatusPanel
      tone="error"
      title="Verification Failed"
      focus={Boolean(token)}
      actions={
        <>
          <a className="btn btn-primary btn-lg btn-block" href="/resend-verification">
            Resend Verification Email
          </a>
          <a className="btn btn-outline btn-lg btn-block" href="/">
            Go Home
          </a>
        </>
      }
    >
      <p className="status-panel__text">{state.message}</p>
    </StatusPanel>
  );
}

export default function VerifyEmail() {
  return (
    <ErrorBoundary>
      <Verify />
    </ErrorBoundary>
  );
}
