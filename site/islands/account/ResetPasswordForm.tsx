import './ResetPasswordForm.css';
import { useState, type FormEvent } from 'react';
import { serverMessage } from '../../lib/api-fetch';
import { resetPassword } from '../../stores/account';
import { showToast } from '../../stores/toast';
import AuthCard from './AuthCard';
import PasswordField from './PasswordField';
import SubmitButton from '../shared/SubmitButton';
import { formValues, useFieldErrors } from '../shared/use-field-errors';

type Props = { token: string; onDone: () => void };

const loadAuth = () => import('../../../worker/contract/auth');

export default function ResetPasswordForm({ token, onDone }: Props) {
  const [pending, setPending] = useState(false);
  const { errors, validate, formProps } = useFieldErrors(loadAuth);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = await validate((auth) => auth.resetPasswordFormSchema, formValues(event.currentTarget));
    // confirmPassword is form-only (spec §3); the token check refuses with 'Reset token is missing'.
    const payload = form && (await validate((auth) => auth.resetPasswordSchema, { token, password: form.password }));
    if (!payload) return;
    setPending(true);
    try {
      await resetPassword(payload.token, payload.password);
      showToast({
        title: 'Password reset successful',
        description: 'Your password has been updated. You can now log in with your new password.',
      });
      onDone();
    } catch (error) {
      showToast({
        title: 'Password reset failed',
        description: serverMessage(error, 'Failed to reset password'),
        variant: 'destructive',
      });
      setPending(false);
    }
  }

  return (
    <AuthCard
      title="Set New Password"
      description="Choose a new password for your account. You'll use it the next time you sign in."
      footer={<a href="/auth">Back to Sign In</a>}
    >
      {errors.token && (
        <p className="form-error" role="alert">
          {errors.token}
        </p>
      )}
      <form {...formProps} className="form" onSubmit={submit}>
        <PasswordField
          name="password"
          label="New Password"
          autoComplete="new-password"
          hint="At least 8 characters."
          error={errors.password}
        />
        <PasswordField
          name="confirmPassword"
          label="Confirm Password"
          autoComplete="new-password"
          error={errors.confirmPassword}
        />
        <SubmitButton pending={pending} label="Update Password" pendingLabel="Updating Password..." />
      </form>
    </AuthCard>
  );
}
