import { useStore } from '@nanostores/react';
import { person } from '../../stores/chat-api';
import { closeChat, minimizeChat } from '../../stores/chat-windows';
import type { ChatWindow as Window } from '../../stores/chat-layout';
import { CHAT_WIDTH } from '../../stores/chat-layout';
import { personName } from './person-name';
import Thread from './Thread';
import ThreadMenu from './ThreadMenu';

type Props = { me: number; window: Window };

// One floating chat: the person, minimize and close in its header, the thread below.
export default function ChatWindow({ me, window: w }: Props) {
  const $person = useStore(person(w.recipientId));
  const name = personName($person.data);
  const titleId = `chat-title-${w.recipientId}`;
  return (
    <section
      className={w.isMinimized ? 'chat-window chat-window--minimized' : 'chat-window'}
      style={{ right: w.position.right, bottom: w.position.bottom, width: CHAT_WIDTH }}
      aria-labelledby={titleId}
    >
      <header className="chat-window__header">
        <img className="chat-avatar" src={$person.data?.profileImageUrl || '/default-avatar.svg'} alt="" width={32} height={32} />
        <h2 id={titleId} className="chat-window__name">
          <a href={`/messages/${w.recipientId}`}>{name}</a>
        </h2>
        <ThreadMenu recipientId={w.recipientId} name={name} />
        <button
          type="button"
          className="chat-icon-button"
          aria-label={w.isMinimized ? `Restore chat with ${name}` : `Minimize chat with ${name}`}
          aria-expanded={!w.isMinimized}
          onClick={() => minimizeChat(w.recipientId)}
        >
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2">
            {w.isMinimized ? <path d="M6 15l6-6 6 6" /> : <path d="M6 12h12" />}
          </svg>
        </button>
        <button
          type="button"
          className="chat-icon-button"
          aria-label={`Close chat with ${name}`}
          onClick={() => closeChat(w.recipientId)}
        >
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2">
            <path d="M6 6l12 12M18 6L6 18" />
          </svg>
        </button>
      </header>
      {!w.isMinimized && <Thread me={me} recipientId={w.recipientId} name={name} compact />}
    </section>
  );
}
