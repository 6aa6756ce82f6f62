import { useState, type FormEvent } from 'react';
import { serverMessage } from '../../lib/api-fetch';
import { requestPasswordReset } from '../../stores/account';
import { showToast } from '../../stores/toast';
import ErrorBoundary from '../shared/ErrorBoundary';
import AuthCard from './AuthCard';
import StatusPanel from './StatusPanel';
import SubmitButton from '../shared/SubmitButton';
import EmailField from '../fields/EmailField';
import { formValues, useFieldErrors } from '../shared/use-field-errors';

// Spec §5 gives this form one message for any unusable email, empty included.
const EMAIL_MESSAGE = 'Please enter a valid email address';

const loadAuth = () => import('../../../worker/contract/auth');

function ForgotForm() {
  const [pending, setPending] = useState(false);
  const [sent, setSent] = useState(false);
  const { errors, validate, formProps } = useFieldErrors(loadAuth);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const input = await validate((auth) => auth.emailOnlySchema, formValues(event.currentTarget), { email: EMAIL_MESSAGE });
    if (!input) return;
    setPending(true);
    try {
      await requestPasswordReset(input.email);
      showToast({
        title: 'Reset email sent',
        description: 'If your email is registered, you will receive a password reset link.',
      });
      setSent(true);
    } catch (error) {
      const description = serverMessage(error, 'Failed to send reset email');
      showToast({ title: 'Error', description, variant: 'destructive' });
    } finally {
      setPending(false);
    }
  }

  if (sent) {
    return (
      <StatusPanel
        tone="info"
        title="Check Your Email"
        focus
        actions={
          <a className="btn btn-primary btn-lg btn-block" href="/auth">
            Back to Sign In
          </a>
        }
      >
        <p className="status-panel__text">
          If an account uses that address, a link to choose a new password is on its way. It can take a minute to arrive; check
          your spam folder too.
        </p>
      </StatusPanel>
    );
  }

  return (
    <AuthCard
      title="Forgot Password"
      description="Enter the email you signed up with and we'll send you a link to choose a new password."
      footer={<a href="/auth">Back to Sign In</a>}
    >
      <form {...formProps} className="form" onSubmit={submit}>
        <EmailField error={errors.email} />
        <SubmitButton pending={pending} label="Send Reset Link" pendingLabel="Sending Reset Link..." />
      </form>
    </AuthCard>
  );
}

export default function ForgotPassword() {
  return (
    <ErrorBoundary>
      <ForgotForm />
    </ErrorBoundary>
  );
}
