import { PLANS } from '../../../worker/domain/plans';
import type { SubscriptionDetails } from '../../../worker/contract/subscription';
import { longDate, priceLabel } from './plan-text';

type Props = {
  subscription: SubscriptionDetails;
  pending: boolean;
  onCancel: () => void;
  onResume: () => void;
  onUpdateCard: () => void;
};

// The member's plan: what it costs, when it renews or ends, and a failed renewal's grace.
export default function CurrentPlan({ subscription: s, pending, onCancel, onResume, onUpdateCard }: Props) {
  const next = s.scheduledChange;
  return (
    <section className="card current-plan" aria-labelledby="current-plan-title">
      <h2 id="current-plan-title">Your plan: {PLANS[s.plan].name}</h2>
      <p className="current-plan__price">{priceLabel(s.plan, s.interval)}</p>
      {s.status === 'past_due' && s.graceEndsAt ? (
        <p className="current-plan__warning" role="alert">
          Your last payment failed. Your plan stays active until {longDate(s.graceEndsAt)}: update your card to keep it.
        </p>
      ) : s.cancelAtPeriodEnd ? (
        <p>Your plan ends on {longDate(s.currentPeriodEnd)}. You keep every feature until then.</p>
      ) : next ? (
        <p>
          Moves to {PLANS[next.plan].name} ({priceLabel(next.plan, next.interval)}) on {longDate(s.currentPeriodEnd)}.
        </p>
      ) : (
        <p>Renews on {longDate(s.currentPeriodEnd)}.</p>
      )}
      <div className="current-plan__actions">
        {s.cancelAtPeriodEnd ? (
          <button type="button" className="btn btn-primary" disabled={pending} aria-busy={pending} onClick={onResume}>
            Resume subscription
          </button>
        ) : (
          <button type="button" className="btn btn-outline" disabled={pending} aria-busy={pending} onClick={onCancel}>
            Cancel subscription
          </button>
        )}
        <button
          type="button"
          className={`btn ${s.status === 'past_due' ? 'btn-primary' : 'btn-outline'}`}
          disabled={pending}
          onClick={onUpdateCard}
        >
          Update card
        </button>
      </div>
    </section>
  );
}
