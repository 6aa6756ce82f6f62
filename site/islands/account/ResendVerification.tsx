import { useState, type FormEvent } from 'react';
import { resendVerification } from '../../stores/account';
import { showToast } from '../../stores/toast';
import ErrorBoundary from '../shared/ErrorBoundary';
import AuthCard from './AuthCard';
import Notice from '../shared/Notice';
import SubmitButton from '../shared/SubmitButton';
import EmailField from '../fields/EmailField';
import { formValues, useFieldErrors } from '../shared/use-field-errors';

const loadAuth = () => import('../../../worker/contract/auth');

type Status = 'idle' | 'sending' | 'success' | 'error';

// Spec §2, §4, §8: idle, then success or error; back to idle at each submit.
function ResendForm() {
  const [status, setStatus] = useState<Status>('idle');
  const { errors, validate, formProps } = useFieldErrors(loadAuth);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setStatus('idle');
    const input = await validate((auth) => auth.emailOnlySchema, formValues(event.currentTarget));
    if (!input) return;
    setStatus('sending');
    try {
      await resendVerification(input.email);
      setStatus('success');
      showToast({
        title: 'Verification email sent',
        description: 'Please check your inbox for the verification link.',
      });
    } catch {
      setStatus('error');
      showToast({
        title: 'Something went wrong',
        description: 'Failed to send verification email. Please try again later.',
        variant: 'destructive',
      });
    }
  }

  return (
    <AuthCard
      level={2}
      title="Resend Verification Email"
      description="Enter the email you signed up with and we'll send you a new link to verify your account."
      footer={
        <>
          Already verified? <a href="/auth">Sign In</a>
        </>
      }
    >
      {status === 'success' && (
        <Notice tone="success">
          {
            "If your email is registered and not yet verified, you'll receive a new verification link shortly. Please check your inbox and spam folders."
          }
        </Notice>
      )}
      {status === 'error' && (
        <Notice tone="error">{"We couldn't send a verification email. Please try again later or contact support."}</Notice>
      )}
      <form {...formProps} className="form" onSubmit={submit}>
        <EmailField error={errors.email} />
        <SubmitButton pending={status === 'sending'} label="Send Verification Link" pendingLabel="Sending..." />
      </form>
    </AuthCard>
  );
}

export default function ResendVerification() {
  return (
    <ErrorBoundary>
      <ResendForm />
    </ErrorBoundary>
  );
}
