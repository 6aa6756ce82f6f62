import { useState } from 'react';
import type { ChatMessage } from '../../../worker/contract/messages';
import { SESSION_TYPE_LABELS } from '../../../worker/domain/mentoring';
import { formatUsd } from '../../../worker/domain/money';
import { acceptOffer } from '../../stores/chat-api';
import { showToast } from '../../stores/toast';

type Props = { me: number; message: ChatMessage };

const REDIRECT_DELAY_MS = 1200;

const usd = (dollars: number) => formatUsd(Math.round(dollars * 100));

type OfferState = NonNullable<ChatMessage['offer']>['state'];

// An offer whose session was made: where that session stands now.
const TAKEN: Partial<Record<OfferState, string>> = { accepted: 'Accepted', cancelled: 'Cancelled', refunded: 'Refunded' };

// A quick session offer in a thread: its terms and where it stands; only its recipient may
// accept it, while it is open, and goes on to pay.
export default function OfferCard({ me, message }: Props) {
  const [accepting, setAccepting] = useState(false);
  const data = message.quickSessionData;
  const offer = message.offer;
  const taken = offer ? TAKEN[offer.state] : undefined;
  if (!data) return null;

  async function accept() {
    setAccepting(true);
    try {
      const { sessionId } = await acceptOffer(message.id);
      showToast({ title: 'Quick Session accepted! Redirecting to payment...' });
      // Long enough to read the toast before the page changes.
      setTimeout(() => location.assign(`/quick-session/payment/${sessionId}`), REDIRECT_DELAY_MS);
    } catch {
      showToast({ title: 'Failed to accept session', description: 'Please try again.', variant: 'destructive' });
      setAccepting(false);
    }
  }

  return (
    <div className="offer-card">
      <p className="offer-card__title">Quick Session offer</p>
      <dl>
        <div>
          <dt>Type</dt>
          <dd>{SESSION_TYPE_LABELS[data.sessionType]}</dd>
        </div>
        <div>
          <dt>Duration</dt>
          <dd>{data.duration} min</dd>
        </div>
        <div>
          <dt>Rate</dt>
          <dd>{usd(data.hourlyRate)}/hr</dd>
        </div>
        <div>
          <dt>Amount</dt>
          <dd>
            <strong>{usd(data.minimumAmount)}</strong>
          </dd>
        </div>
      </dl>
      {offer?.state === 'open' && message.recipientId === me && (
        <button type="button" className="btn btn-primary btn-sm" disabled={accepting} onClick={accept}>
          Accept &amp; Pay
        </button>
      )}
      {offer?.state === 'open' && message.recipientId !== me && <p className="offer-card__state">Waiting for a reply</p>}
      {taken && (
        <p className="offer-card__state">
          {taken}
          {offer?.sessionId != null && (
            <>
              {' · '}
              <a href={`/quick-session/${offer.sessionId}`}>View session</a>
            </>
          )}
        </p>
      )}
      {offer?.state === 'expired' && <p className="offer-card__state">Offer expired</p>}
    </div>
  );
}
