import { useState, type FormEvent } from 'react';
import { serverMessage } from '../lib/api-fetch';
import { askForRecoveryMail } from '../stores/recover-photos';
import { showToast } from '../stores/toast';
import AuthCard from './account/AuthCard';
import StatusPanel from './account/StatusPanel';
import EmailField from './fields/EmailField';
import ErrorBoundary from './shared/ErrorBoundary';
import SubmitButton from './shared/SubmitButton';
import { formValues, useFieldErrors } from './shared/use-field-errors';

const loadContract = () => import('../../worker/contract/recover-photos');

// /tnt-recovery ('Photo Recovery'): the list of a member's damaged photos goes to their mailbox,
// never to the page, and the page answers alike for any address (docs/rules.md "Bringing back
// a damaged photo").
function RecoveryForm() {
  const [pending, setPending] = useState(false);
  const [sent, setSent] = useState<string | null>(null);
  const { errors, validate, formProps } = useFieldErrors(loadContract);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const input = await validate((contract) => contract.photoRecoveryRequestSchema, formValues(event.currentTarget));
    if (!input) return;
    setPending(true);
    try {
      setSent(await askForRecoveryMail(input.email));
    } catch (error) {
      showToast({ title: 'Error', description: serverMessage(error, 'Could not send the request'), variant: 'destructive' });
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
          <a className="btn btn-primary btn-lg btn-block" href="/recover-photos">
            Bring an Original
          </a>
        }
      >
        <p className="status-panel__text">{sent}</p>
      </StatusPanel>
    );
  }

  return (
    <AuthCard
      title="Photo Recovery"
      description="If a photo of yours here has a damaged or missing file, we'll email you the list, with how to bring each one back from your original."
      footer={
        <>
          Lost access to that email? <a href="/emergency-recovery">Emergency recovery</a>
        </>
      }
    >
      <form {...formProps} className="form" onSubmit={submit}>
        <EmailField error={errors.email} />
        <SubmitButton pending={pending} label="Email Me the List" pendingLabel="Sending..." />
      </form>
    </AuthCard>
  );
}

export default function PhotoRecovery() {
  return (
    <ErrorBoundary>
      <RecoveryForm />
    </ErrorBoundary>
  );
}
