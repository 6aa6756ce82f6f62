import './SignInPrompt.css';
import { loginHref } from '../shared/photo-urls';

type Props = { children: string; back: string };

// What a visitor is asked to sign in for, with the way back to where they were.
export default function SignInPrompt({ children, back }: Props) {
  return (
    <div className="critique-signin">
      <p>{children}</p>
      <div className="critique-signin__actions">
        <a className="btn btn-primary" href={loginHref(back)}>
          Sign in
        </a>
        <a className="btn btn-outline" href="/auth?tab=register">
          Join free
        </a>
      </div>
    </div>
  );
}
