import { useState } from 'react';
import type { ChatMessage } from '../../../worker/contract/messages';
import MessageText from './MessageText';
import OfferCard from './OfferCard';
import ReportForm from './ReportForm';

type Props = { me: number; message: ChatMessage; seen: boolean };

const timeOf = (iso: string) => new Date(iso).toLocaleTimeString(undefined, { hour: 'numeric', minute: '2-digit' });

// One message: mine on the right, theirs on the left, with its photo or offer; theirs can be reported.
export default function MessageItem({ me, message: m, seen }: Props) {
  const mine = m.senderId === me;
  const [reporting, setReporting] = useState(false);
  return (
    <li className={mine ? 'message message--mine' : 'message'}>
      <div className="message__bubble">
        {m.removed ? (
          <p className="message__removed">This message was removed.</p>
        ) : (
          <>
            {m.attachment && (
              <a className="message__photo" href={m.attachment.url} target="_blank" rel="noopener">
                <img
                  src={m.attachment.url}
                  alt="Photo sent in the chat (opens full size)"
                  width={m.attachment.width}
                  height={m.attachment.height}
                  style={{ aspectRatio: `${m.attachment.width} / ${m.attachment.height}` }}
                  loading="lazy"
                />
              </a>
            )}
            {m.messageContent && <MessageText text={m.messageContent} />}
            {m.messageType === 'quick_session_offer' && <OfferCard me={me} message={m} />}
          </>
        )}
      </div>
      <div className="message__meta">
        <time dateTime={m.createdAt}>{timeOf(m.createdAt)}</time>
        {seen && <span className="message__seen">Seen</span>}
        {!mine && !m.removed && !reporting && (
          <button type="button" className="message__report" onClick={() => setReporting(true)}>
            Report
          </button>
        )}
      </div>
      {reporting && <ReportForm messageId={m.id} onDone={() => setReporting(false)} />}
    </li>
  );
}
