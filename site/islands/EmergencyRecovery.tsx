import { useState, type FormEvent } from 'react';
import { serverMessage } from '../lib/api-fetch';
import { requestEmergencyRecovery } from '../stores/recovery-notice';
import AuthCard from './account/AuthCard';
import StatusPanel from './account/StatusPanel';
import TextAreaField from './fields/TextAreaField';
import EmailField from './fields/EmailField';
import TextField from './fields/TextField';
import ErrorBoundary from './shared/ErrorBoundary';
import Notice from './shared/Notice';
import SubmitButton from './shared/SubmitButton';
import { formValues, useFieldErrors } from './shared/use-field-errors';

// The schemas (and zod) load when the form is first used, as on the account pages.
const loadContract = () => import('../../worker/contract/emergency-recovery');

// /emergency-recovery: someone who can no longer read their account's email asks our team to
// move the account to a new address. The answer is the same whether or not the username is
// an account's.
function EmergencyForm() {
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [thanks, setThanks] = useState<string | null>(null);
  const { errors, validate, formProps } = useFieldErrors(loadContract);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const input = await validate((contract) => contract.emergencyRequestSchema, formValues(event.currentTarget));
    if (!input) return;
    setPending(true);
    setFailure(null);
    try {
      setThanks(await requestEmergencyRecovery(input));
    } catch (error) {
      setFailure(serverMessage(error, "Your request wasn't sent. Please try again."));
    } finally {
      setPending(false);
    }
  }

  if (thanks) {
    return (
      <StatusPanel
        tone="info"
        title="Request Sent"
        focus
        actions={
          <a className="btn btn-primary btn-lg btn-block" href="/">
            Back to Aperture Circle
          </a>
        }
      >
        <p className="status-panel__text">{thanks}</p>
      </StatusPanel>
    );
  }

  return (
    <AuthCard
      title="Emergency Recovery"
      description={
        <>
          Lost access to the email on your account? Tell us who you are here and our team will help you move the account to a new
          address. Still have your email? <a href="/forgot-password">Reset your password</a> instead.
        </>
      }
      footer={<a href="/auth">Back to Sign In</a>}
    >
      <form {...formProps} className="form" onSubmit={submit}>
        <TextField
          name="username"
          label="Your username"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={30}
          error={errors.username}
        />
        <EmailField label="Your new email address" hint="We'll answer here, and only here." error={errors.email} />
        <TextAreaField
          name="details"
          label="What can you tell us about your photos?"
          rows={6}
          hint="Titles, the challenges you entered, when you joined, your old address: whatever helps us know the account is yours."
          error={errors.details}
        />
        {failure && <Notice tone="error">{failure}</Notice>}
        <SubmitButton pending={pending} label="Send Request" pendingLabel="Sending Request..." />
      </form>
    </AuthCard>
  );
}

export default function EmergencyRecovery() {
  return (
    <ErrorBoundary>
      <EmergencyForm />
    </ErrorBoundary>
  );
}
