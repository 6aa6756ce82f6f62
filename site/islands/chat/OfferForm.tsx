import { type FormEvent, useId, useState } from 'react';
import type { ChatMessage } from '../../../worker/contract/messages';
import {
  MIN_HOURLY_RATE_CENTS,
  SESSION_DURATIONS,
  SESSION_TYPES,
  SESSION_TYPE_LABELS,
  type SessionDuration,
  type SessionType,
} from '../../../worker/domain/mentoring';
import { quickSessionAmount } from '../../../worker/domain/messages';
import { formatUsd } from '../../../worker/domain/money';
import { sendOffer } from '../../stores/chat-api';
import { showToast } from '../../stores/toast';

type Props = { recipientId: number; onSent: (message: ChatMessage) => void; onClose: () => void };

const MIN_RATE = MIN_HOURLY_RATE_CENTS / 100;

// Spec §5: non-numeric input becomes 0 (and cannot be sent).
const rateOf = (value: string) => {
  const rate = Number(value);
  return value.trim() && Number.isFinite(rate) ? rate : 0;
};

// A listed mentor's quick session offer (spec §5, §9): what it covers, the rate, the length and
// the kind, with the amount shown before it is sent.
export default function OfferForm({ recipientId, onSent, onClose }: Props) {
  const id = useId();
  const [message, setMessage] = useState('');
  const [rate, setRate] = useState('50');
  const [duration, setDuration] = useState<SessionDuration>(30);
  const [sessionType, setSessionType] = useState<SessionType>('one_on_one');
  const [sending, setSending] = useState(false);
  const hourlyRate = rateOf(rate);
  const valid = hourlyRate >= MIN_RATE;
  const amount = quickSessionAmount(hourlyRate, duration);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!message.trim()) {
      showToast({
        title: 'Please add a message',
        description: 'Explain what the quick session will cover.',
        variant: 'destructive',
      });
      return;
    }
    if (!valid) return;
    setSending(true);
    try {
      onSent(await sendOffer(recipientId, message.trim(), { hourlyRate, duration, sessionType, minimumAmount: amount }));
      showToast({ title: 'Quick Session offer sent!' });
      onClose();
    } catch {
      showToast({ title: 'Failed to send offer', description: 'Please try again.', variant: 'destructive' });
      setSending(false);
    }
  }

  return (
    <form className="offer-form" onSubmit={submit} aria-label="Offer a quick session">
      <label htmlFor={`${id}-message`}>What will the session cover?</label>
      <textarea id={`${id}-message`} rows={2} value={message} onChange={(e) => setMessage(e.target.value)} />
      <div className="offer-form__row">
        <div>
          <label htmlFor={`${id}-rate`}>Hourly rate ($)</label>
          <input id={`${id}-rate`} type="number" min={MIN_RATE} step="1" value={rate} onChange={(e) => setRate(e.target.value)} />
        </div>
        <div>
          <label htmlFor={`${id}-duration`}>Duration</label>
          <select id={`${id}-duration`} value={duration} onChange={(e) => setDuration(Number(e.target.value) as SessionDuration)}>
            {SESSION_DURATIONS.map((d) => (
              <option key={d} value={d}>
                {d} min
              </option>
            ))}
          </select>
        </div>
      </div>
      <label htmlFor={`${id}-type`}>Session type</label>
      <select id={`${id}-type`} value={sessionType} onChange={(e) => setSessionType(e.target.value as SessionType)}>
        {SESSION_TYPES.map((t) => (
          <option key={t} value={t}>
            {SESSION_TYPE_LABELS[t]}
          </option>
        ))}
      </select>
      <p className="offer-form__amount" aria-live="polite">
        {valid ? (
          <>
            Amount: <strong>{formatUsd(Math.round(amount * 100))}</strong>
          </>
        ) : (
          `The hourly rate must be at least ${formatUsd(MIN_HOURLY_RATE_CENTS)}.`
        )}
      </p>
      <div className="offer-form__actions">
        <button type="button" className="btn btn-ghost btn-sm" onClick={onClose}>
          Cancel
        </button>
        <button type="submit" className="btn btn-primary btn-sm" disabled={sending || !valid}>
          Send Offer
        </button>
      </div>
    </form>
  );
}
