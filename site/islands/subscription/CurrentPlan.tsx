import { PLANS } from '../../../worker/domain/plans';
import type { SubscriptionDetails } from '../../../worker/contract/subscription';
import { longDate, priceLabel } from './plan-text';

type Props = { subscription: SubscriptionDetails; pending: boolean; onCancel: () => void; onResume: () => void };

// The member's plan: what it costs, when it renews or ends, and a failed renewal's grace.
export default function CurrentPlan({ subscription: s, pending, onCancel, onResume }: Props) {
  return (
    <section className="card current-plan" aria-labelledby="current-plan-title">
      <h2 id="current-plan-title">Your plan: {PLANS[s.plan].name}</h2>
      <p className="current-plan__price">{priceLabel(s.plan, s.interval)}</p>
      {s.status === 'past_due' && s.graceEndsAt ? (
        <p className="current-plan__warning" role="alert">
          Your last payment failed. Your plan stays active until {longDate(s.graceEndsAt)}; we'll try your card again before then.
        </p>
      ) : s.cancelAtPeriodEnd ? (
        <p>Your plan ends on {longDate(s.currentPeriodEnd)}. You keep every feature until then.</p>
      ) : (
        <p>Renews on {longDate(s.currentPeriodEnd)}.</p>
      )}
      {s.cancelAtPeriodEnd ? (
        <button type="button" className="btn btn-primary" disabled={pending} aria-busy={pending} onClick={onResume}>
          Resume subscription
        </button>
      ) : (
        <button type="button" className="btn btn-outline" disabled={pending} aria-busy={pending} onClick={onCancel}>
          Cancel subscription
        </button>
      )}
    </section>
  );
}
