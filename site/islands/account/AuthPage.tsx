import './auth-card.css';
import { useEffect, useState } from 'react';
import { pageSearch, readEdgeState } from '../../lib/edge-state';
import ErrorBoundary from '../shared/ErrorBoundary';
import Spinner from '../shared/Spinner';
import AccountCreated from './AccountCreated';
import AuthTabs, { panelId, tabId, type AuthTab } from './AuthTabs';
import LoginForm from './LoginForm';
import RegisterForm from './RegisterForm';
import { nextPath } from '../../../worker/domain/next-path';

const INTRO: Record<AuthTab, { title: string; text: string }> = {
  login: { title: 'Welcome back', text: 'Sign in to vote, enter challenges and message your mentors.' },
  register: { title: 'Join Aperture Circle', text: 'Create a free account to share your photos and join daily challenges.' },
};

const tabFromUrl = (): AuthTab => (new URLSearchParams(pageSearch()).get('tab') === 'register' ? 'register' : 'login');

function Auth() {
  const [signedIn] = useState(() => readEdgeState().user !== null);
  const [next] = useState(() => nextPath(pageSearch()));
  const [tab, setTab] = useState(tabFromUrl);
  const [registeredEmail, setRegisteredEmail] = useState<string | null>(null);

  useEffect(() => {
    if (signedIn) location.replace(next);
  }, [signedIn, next]);

  // The tab lives in the URL so a reload or a shared link opens the same form.
  function switchTab(value: AuthTab) {
    setTab(value);
    const url = new URL(location.href);
    url.searchParams.set('tab', value);
    history.replaceState(history.state, '', url);
  }

  if (signedIn) return <Spinner label="Redirecting..." screen />;
  if (registeredEmail) return <AccountCreated email={registeredEmail} next={next} />;
  return (
    <section className="auth-card">
      <header className="auth-card__header">
        <h1 className="auth-card__title">{INTRO[tab].title}</h1>
        <p className="auth-card__description">{INTRO[tab].text}</p>
      </header>
      <AuthTabs value={tab} onChange={switchTab} />
      <div id={panelId(tab)} role="tabpanel" aria-labelledby={tabId(tab)}>
        {tab === 'login' ? <LoginForm next={next} /> : <RegisterForm onRegistered={setRegisteredEmail} />}
      </div>
      <footer className="auth-card__footer">
        <a href="/resend-verification">Didn't get the verification email?</a>
      </footer>
    </section>
  );
}

export default function AuthPage() {
  return (
    <ErrorBoundary>
      <Auth />
    </ErrorBoundary>
  );
}
