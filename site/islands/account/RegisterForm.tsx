import { useState, type FormEvent } from 'react';
import { serverMessage } from '../../lib/api-fetch';
import { register } from '../../stores/account';
import { showToast } from '../../stores/toast';
import PasswordField from './PasswordField';
import SubmitButton from '../shared/SubmitButton';
import EmailField from '../fields/EmailField';
import TextField from '../fields/TextField';
import { formValues, useFieldErrors } from '../shared/use-field-errors';

const loadAuth = () => import('../../../worker/contract/auth');

type Props = { onRegistered: (email: string) => void };

export default function RegisterForm({ onRegistered }: Props) {
  const [pending, setPending] = useState(false);
  const { errors, validate, formProps } = useFieldErrors(loadAuth);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const input = await validate((auth) => auth.registerSchema, formValues(event.currentTarget));
    if (!input) return;
    setPending(true);
    try {
      await register(input);
      showToast({ title: 'Account created', description: 'Check your inbox to verify your email.' });
      onRegistered(input.email);
    } catch (error) {
      showToast({
        title: 'Registration failed',
        description: serverMessage(error, 'Please try again.'),
        variant: 'destructive',
      });
      setPending(false);
    }
  }

  return (
    <form {...formProps} className="form" onSubmit={submit}>
      <div className="form__row">
        <TextField name="firstName" label="First Name" autoComplete="given-name" error={errors.firstName} />
        <TextField name="lastName" label="Last Name" autoComplete="family-name" error={errors.lastName} />
      </div>
      <TextField
        name="username"
        label="Username"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        hint="3–30 letters, digits or underscores. Shown on your photos."
        error={errors.username}
      />
      <EmailField error={errors.email} />
      <PasswordField
        name="password"
        label="Password"
        autoComplete="new-password"
        hint="At least 8 characters."
        error={errors.password}
      />
      <SubmitButton pending={pending} label="Create Account" pendingLabel="Creating Account..." />
    </form>
  );
}
