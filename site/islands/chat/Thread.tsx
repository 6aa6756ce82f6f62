// Its rules (chat.css) come with the islands that show it on a page, and with the dock (dock.css).
import { useStore } from '@nanostores/react';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { canOfferQuickSessions } from '../../stores/chat-api';
import { thread } from '../../stores/chat-thread';
import Composer from './Composer';
import MessageItem from './MessageItem';
import OfferForm from './OfferForm';

type Props = { me: number; recipientId: number; name: string; compact?: boolean };

let offering: Promise<boolean> | null = null;

// A thread with one person, in a chat window (compact) or on its own page: the messages,
// who is typing, 'Seen', the composer and, for a listed mentor, quick session offers.
export default function Thread({ me, recipientId, name, compact = false }: Props) {
  const t = thread(me, recipientId);
  const $t = useStore(t.$thread);
  const [canOffer, setCanOffer] = useState(false);
  const [offerOpen, setOfferOpen] = useState(false);
  const list = useRef<HTMLOListElement>(null);

  useEffect(() => {
    offering ??= canOfferQuickSessions();
    let live = true;
    offering.then((can) => live && setCanOffer(can));
    return () => {
      live = false;
    };
  }, []);

  // The newest message (or the typing line) stays in view.
  const last = $t.messages.at(-1)?.id;
  useLayoutEffect(() => {
    const el = list.current?.parentElement;
    if (el && (last !== undefined || $t.typing)) el.scrollTop = el.scrollHeight;
  }, [last, $t.typing]);

  const mine = $t.messages.filter((m) => m.senderId === me).at(-1);
  const seen = mine !== undefined && (mine.isRead || mine.id <= $t.seenUpTo);

  return (
    <div className={compact ? 'thread thread--compact' : 'thread'}>
      <div className="thread__scroll">
        {$t.status === 'loading' && <p className="thread__note">Loading messages…</p>}
        {$t.status === 'error' && <p className="thread__note">The messages could not be loaded.</p>}
        {$t.status === 'ready' && $t.messages.length === 0 && (
          <p className="thread__note">No messages yet. Start the conversation!</p>
        )}
        <ol className="thread__list" ref={list} aria-live="polite" aria-relevant="additions" aria-label={`Messages with ${name}`}>
          {$t.messages.map((m) => (
            <MessageItem key={m.id} me={me} message={m} seen={seen && m === mine} />
          ))}
        </ol>
        {$t.typing && (
          <p className="thread__typing" aria-live="polite">
            {name} is typing…
          </p>
        )}
      </div>
      {canOffer && offerOpen && <OfferForm recipientId={recipientId} onSent={t.add} onClose={() => setOfferOpen(false)} />}
      {canOffer && !offerOpen && (
        <button type="button" className="thread__offer-button" onClick={() => setOfferOpen(true)}>
          Offer Quick Session
        </button>
      )}
      <Composer thread={t} recipientId={recipientId} name={name} />
    </div>
  );
}
