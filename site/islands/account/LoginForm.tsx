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
  const { errors, validate, formProps } = useFieldErrors(loadAuth);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const input = await validate((auth) => auth.loginSchema, formValues(event.currentTarget));
    if (!input) return;
    setPending(true);
    try {
      await signIn(input.identifier, input.password);
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
      <div className="form__aside">
        <a href="/forgot-password">Forgot password?</a>
      </div>
      <SubmitButton pending={pending} label="Sign In" pendingLabel="Signing In..." />
    </form>
  );
}
