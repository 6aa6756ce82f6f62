import { useState } from 'react';
import { type ChosenKind, KIND_MAIL } from '../../../worker/contract/notification-kinds';
import { serverMessage } from '../../lib/api-fetch';
import { unsubscribe } from '../../stores/mail-settings';
import StatusPanel from '../account/StatusPanel';
import ErrorBoundary from '../shared/ErrorBoundary';

// /unsubscribe?u=…&k=…&s=…, the "Stop these mails" link of a notice mail. It asks first: a
// link scanner opening the page must not unsubscribe anyone. Works signed out.

type Link = { u: string; k: string; s: string };
type State = { status: 'asking' | 'sending' } | { status: 'done'; message: string } | { status: 'failed'; message: string };

const INCOMPLETE = 'This unsubscribe link is incomplete. Change your mail settings on your profile.';

function readLink(): Link | null {
  const query = new URLSearchParams(location.search);
  const [u, k, s] = ['u', 'k', 's'].map((name) => query.get(name) ?? '');
  return u && k && s ? { u, k, s } : null;
}

const whatOf = (k: string) =>
  k === 'digest' ? 'the daily digest' : (KIND_MAIL[k as ChosenKind]?.label.toLowerCase() ?? 'these notifications');

const manage = (
  <a className="btn btn-outline btn-lg btn-block" href="/profile">
    Manage notification mail
  </a>
);

function Ask() {
  const [link] = useState(readLink);
  const [state, setState] = useState<State>(() => (link ? { status: 'asking' } : { status: 'failed', message: INCOMPLETE }));

  async function confirm() {
    if (!link) return;
    setState({ status: 'sending' });
    try {
      setState({ status: 'done', message: await unsubscribe(link) });
    } catch (error) {
      setState({ status: 'failed', message: serverMessage(error, 'We could not unsubscribe you. Please try again.') });
    }
  }

  if (state.status === 'done') {
    return (
      <StatusPanel tone="success" title="Unsubscribed" focus actions={manage}>
        <p className="status-panel__text">{state.message}. They still show in the bell when you sign in.</p>
      </StatusPanel>
    );
  }
  if (state.status === 'failed') {
    return (
      <StatusPanel tone="error" title="Unsubscribe failed" focus={Boolean(link)} actions={manage}>
        <p className="status-panel__text">{state.message}</p>
      </StatusPanel>
    );
  }
  return (
    <StatusPanel
      tone="info"
      title="Stop these mails?"
      actions={
        <>
          <button
            type="button"
            className="btn btn-primary btn-lg btn-block"
            disabled={state.status === 'sending'}
            onClick={() => void confirm()}
          >
            {state.status === 'sending' ? 'Unsubscribing...' : 'Unsubscribe'}
          </button>
          {manage}
        </>
      }
    >
      <p className="status-panel__text">You will no longer get mail about {whatOf(link?.k ?? '')}.</p>
    </StatusPanel>
  );
}

export default function Unsubscribe() {
  return (
    <ErrorBoundary>
      <Ask />
    </ErrorBoundary>
  );
}
