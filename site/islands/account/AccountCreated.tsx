import './auth-card.css';
import StatusPanel from './StatusPanel';

type Props = { email: string; next: string };

// After sign-up the person is already signed in; the one thing left is the email link.
export default function AccountCreated({ email, next }: Props) {
  return (
    <StatusPanel
      tone="info"
      title="Check Your Inbox"
      focus
      actions={
        <>
          <a className="btn btn-primary btn-lg btn-block" href={next}>
            Continue
          </a>
          <a className="auth-card__link" href="/resend-verification">
            Didn't get the verification email?
          </a>
        </>
      }
    >
      <p className="status-panel__text">
        Your account is ready. We sent a verification link to <strong>{email}</strong>; open it to confirm your address. You can
        keep exploring in the meantime.
      </p>
    </StatusPanel>
  );
}
