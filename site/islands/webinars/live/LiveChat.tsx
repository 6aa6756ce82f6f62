import { useEffect, useRef } from 'react';
import { CHAT_MAX_CHARS, type RoomState } from '../../../../worker/contract/webinar-room';
import { say } from '../../../stores/webinar-room';
import LineForm from './LineForm';

// The room's chat: every line as it comes, the newest at the bottom. The host hides a line or
// mutes its writer from the line itself.
export default function LiveChat({ state, open }: { state: RoomState; open: boolean }) {
  const list = useRef<HTMLOListElement>(null);
  const host = state.you.role === 'host';
  const last = state.chat.at(-1)?.id;

  // Follow new lines (a person scrolled up to read stays where they are).
  useEffect(() => {
    const el = list.current;
    if (last !== undefined && el && el.scrollHeight - el.scrollTop - el.clientHeight < 120) el.scrollTop = el.scrollHeight;
  }, [last]);

  return (
    <section className="live-panel live-chat" aria-label="Chat">
      <h2 className="live-panel__title">Chat</h2>
      <ol className="live-chat__lines" ref={list} aria-live="polite">
        {state.chat.length === 0 && <li className="live-panel__empty">No messages yet. Say hello.</li>}
        {state.chat.map((line) => (
          <li key={line.id} className="live-chat__line">
            <span className={`live-chat__name${line.host ? ' live-chat__name--host' : ''}`}>
              {line.name}
              {line.host && <span className="live-badge">Host</span>}
            </span>
            <span className="live-chat__text">{line.text}</span>
            {host && line.userId !== state.you.userId && (
              <span className="live-chat__tools">
                <button type="button" className="btn btn-ghost btn-sm" onClick={() => say({ type: 'hide', chatId: line.id })}>
                  Hide
                </button>
                <button
                  type="button"
                  className="btn btn-ghost btn-sm"
                  onClick={() => say({ type: 'mute', userId: line.userId, muted: !state.muted.includes(line.userId) })}
                >
                  {state.muted.includes(line.userId) ? 'Unmute' : 'Mute'}
                </button>
              </span>
            )}
          </li>
        ))}
      </ol>
      {state.you.muted ? (
        <p className="live-panel__note" role="status">
          The host has muted your chat.
        </p>
      ) : (
        <LineForm
          id="live-chat-input"
          label="Message"
          placeholder="Say something…"
          maxLength={CHAT_MAX_CHARS}
          button="Send"
          open={open}
          onSend={(text) => say({ type: 'chat', text })}
        />
      )}
    </section>
  );
}
