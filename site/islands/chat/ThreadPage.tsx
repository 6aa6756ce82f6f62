import './chat.css';
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { readEdgeState } from '../../lib/edge-state';
import { person } from '../../stores/chat-api';
import { personName } from './person-name';
import Thread from './Thread';
import ThreadMenu from './ThreadMenu';

// /messages/{recipientId}: one conversation on a page of its own (the dock opens no window for it).
export default function ThreadPage() {
  const [{ me, recipientId }] = useState(() => ({
    me: readEdgeState().user?.id ?? 0,
    recipientId: Number(location.pathname.split('/').pop()),
  }));
  const $person = useStore(person(recipientId));
  const name = personName($person.data);
  if (!Number.isSafeInteger(recipientId) || recipientId <= 0 || recipientId === me) {
    return <p className="list-error">There is no conversation here.</p>;
  }
  return (
    <div className="thread-page">
      <header className="thread-page__header">
        <a className="thread-page__back" href="/messages">
          ← All messages
        </a>
        <img className="chat-avatar" src={$person.data?.profileImageUrl || '/default-avatar.svg'} alt="" width={40} height={40} />
        <h2 className="thread-page__name">{$person.data ? name : ' '}</h2>
        <ThreadMenu recipientId={recipientId} name={name} />
      </header>
      <Thread me={me} recipientId={recipientId} name={name} />
    </div>
  );
}
