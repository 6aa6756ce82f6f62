import './chat.css';
import './Inbox.css';
import { useStore } from '@nanostores/react';
import { useEffect, useId, useState } from 'react';
import type { Conversation } from '../../../worker/contract/messages';
import { $conversations } from '../../stores/chat-api';
import { onInboxEvent } from '../../stores/realtime';
import EmptyState from '../shared/EmptyState';

// What a conversation's last message says in the list.
function preview({ lastMessage: m }: Conversation): string {
  if (m.removed) return 'Message removed';
  if (m.messageType === 'quick_session_offer') return `Quick Session offer: ${m.messageContent}`;
  if (m.attachment && !m.messageContent) return 'Photo';
  return m.messageContent;
}

function when(iso: string): string {
  const date = new Date(iso);
  const today = new Date().toDateString() === date.toDateString();
  return today
    ? date.toLocaleTimeString(undefined, { hour: 'numeric', minute: '2-digit' })
    : date.toLocaleDateString(undefined, { month: 'short', day: 'numeric' });
}

// /messages: the member's conversations, newest first, searchable by name or text.
export default function Inbox() {
  const $list = useStore($conversations);
  const [search, setSearch] = useState('');
  const searchId = useId();

  // Spec §7: a new message refreshes the conversations.
  useEffect(() => onInboxEvent((event) => event.type === 'new_message' && void $conversations.revalidate()), []);

  if ($list.error) return <p className="list-error">Your conversations could not be loaded. Please try again.</p>;
  if (!$list.data) return <p className="inbox__note">Loading conversations…</p>;

  const wanted = search.trim().toLowerCase();
  const shown = $list.data.filter(
    (c) =>
      !wanted ||
      c.otherUser.name.toLowerCase().includes(wanted) ||
      c.otherUser.username.toLowerCase().includes(wanted) ||
      (!c.lastMessage.removed && c.lastMessage.messageContent.toLowerCase().includes(wanted)),
  );

  if ($list.data.length === 0) {
    return (
      <EmptyState
        title="No conversations yet"
        level={2}
        action={
          <a className="btn btn-primary" href="/mentor-discovery">
            Find a Mentor
          </a>
        }
      >
        Message a mentor from their profile to start one.
      </EmptyState>
    );
  }

  return (
    <div className="inbox">
      <label className="sr-only" htmlFor={searchId}>
        Search conversations
      </label>
      <input
        id={searchId}
        className="inbox__search"
        type="search"
        placeholder="Search by name or message"
        value={search}
        onChange={(e) => setSearch(e.target.value)}
      />
      {shown.length === 0 && <p className="inbox__note">No conversation matches “{search.trim()}”.</p>}
      <ul className="inbox__list">
        {shown.map((c) => (
          <li key={c.conversationId}>
            <a className={c.unreadCount ? 'inbox__item inbox__item--unread' : 'inbox__item'} href={`/messages/${c.otherUser.id}`}>
              <img className="chat-avatar" src={c.otherUser.photoUrl || '/default-avatar.svg'} alt="" width={44} height={44} />
              <span className="inbox__body">
                <span className="inbox__top">
                  <strong className="inbox__name">{c.otherUser.name}</strong>
                  <time dateTime={c.lastMessage.createdAt}>{when(c.lastMessage.createdAt)}</time>
                </span>
                <span className="inbox__preview">{preview(c)}</span>
              </span>
              {c.unreadCount > 0 && (
                <span className="inbox__unread">
                  {c.unreadCount}
                  <span className="sr-only"> unread</span>
                </span>
              )}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
