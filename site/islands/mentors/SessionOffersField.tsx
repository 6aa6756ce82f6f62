import './SessionOffersField.css';
import {
  SESSION_DURATIONS,
  SESSION_TYPE_LABELS,
  SESSION_TYPES,
  type SessionDuration,
  type SessionOffer,
  sessionPriceCents,
} from '../../../worker/domain/mentoring';
import { formatUsd } from '../../../worker/domain/money';

type Props = { offers: SessionOffer[]; rateCents: number; error?: string; onChange: (offers: SessionOffer[]) => void };

// Which session types the mentor offers, each with its durations and what they cost at the
// hourly rate entered.
export default function SessionOffersField({ offers, rateCents, error, onChange }: Props) {
  const offerOf = (type: SessionOffer['type']) => offers.find((o) => o.type === type);
  const set = (type: SessionOffer['type'], durations: SessionDuration[] | null) => {
    const others = offers.filter((o) => o.type !== type);
    onChange(
      durations === null
        ? others
        : SESSION_TYPES.flatMap((t) => (t === type ? [{ type, durations }] : others.filter((o) => o.type === t))),
    );
  };
  return (
    <fieldset className="offers" aria-describedby={error ? 'offers-error' : undefined}>
      <legend className="field__label">Sessions you offer</legend>
      {SESSION_TYPES.map((type) => {
        const offer = offerOf(type);
        return (
          <div key={type} className={offer ? 'offer offer--on' : 'offer'}>
            <label className="offer__type">
              <input
                type="checkbox"
                name="sessionType"
                checked={Boolean(offer)}
                onChange={() => set(type, offer ? null : [30, 60])}
              />
              {SESSION_TYPE_LABELS[type]}
            </label>
            {offer && (
              <div className="offer__durations" role="group" aria-label={`${SESSION_TYPE_LABELS[type]} durations`}>
                {SESSION_DURATIONS.map((minutes) => {
                  const on = offer.durations.includes(minutes);
                  return (
                    <label key={minutes} className={on ? 'chip chip--on' : 'chip'}>
                      <input
                        type="checkbox"
                        checked={on}
                        onChange={() =>
                          set(
                            type,
                            on
                              ? offer.durations.filter((d) => d !== minutes)
                              : [...offer.durations, minutes].sort((a, b) => a - b),
                          )
                        }
                      />
                      {minutes} min
                      {rateCents > 0 && <span className="offer__price">{formatUsd(sessionPriceCents(rateCents, minutes))}</span>}
                    </label>
                  );
                })}
              </div>
            )}
          </div>
        );
      })}
      {error && (
        <p id="offers-error" className="field__error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
