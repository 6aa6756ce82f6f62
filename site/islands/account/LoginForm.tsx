import './LoginForm.css';
import { useState, type FormEvent } from 'react';
import { serverMessage } from '../../lib/api-fetch';
import { signIn } from '../../stores/account';
import { showToast } from '../../stores/toast';
import PasswordField from './PasswordField';
import SubmitButton from '../shared/SubmitButton';
import TextField from '../fields/TextField';
import { formValues, useFieldErrors } from '../shared/use-field-errors';

type Props = { next: string };

const loadAuth = () => import('../../../worker/contract/auth');

export default function LoginForm({ next }: Props) {
  const [pending, setPending] = useState(false);
  // Set once the site asks for the code it mailed: the card then asks for it too.
  const [codeNotice, setCodeNotice] = useState<string | null>(null);
  const { errors, validate, formProps } = useFieldErrors(loadAuth);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const input = await validate((auth) => auth.loginSchema, formValues(event.currentTarget));
    if (!input) return;
    setPending(true);
    try {
      const outcome = await signIn(input.identifier, input.password, input.code);
      if ('codeRequired' in outcome) {
        setCodeNotice(outcome.codeRequired);
        setPending(false);
        return;
      }
      // A full load: the Worker renders the next page's header for the signed-in user.
      location.assign(next);
    } catch (error) {
      const description = serverMessage(error, 'Please try again.');
      showToast({ title: 'Sign in failed', description, variant: 'destructive' });
      setPending(false);
    }
  }

  return (
    <form {...formProps} className="form" onSubmit={submit}>
      <TextField
        name="identifier"
        label="Email or Username"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        error={errors.identifier}
      />
      <PasswordField name="password" label="Password" autoComplete="current-password" error={errors.password} />
      {codeNotice && (
        <>
          <p className="form__notice" role="status">
            {codeNotice}
          </p>
          <TextField
            name="code"
            label="Sign-in Code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            // The card has just asked for this code and nothing else.
            autoFocus
            error={errors.code}
          />
        </>
      )}
      <div className="form__aside">
        <a href="/forgot-password">Forgot password?</a>
      </div>
      <SubmitButton pending={pending} label="Sign In" pendingLabel="Signing In..." />
    </form>
  );
}
