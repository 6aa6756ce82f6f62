import { isUpgrade, PLANS, type PlanInterval } from '../../../worker/domain/plans';
import type { PlanChoice, SubscriptionDetails, SubscriptionType } from '../../../worker/contract/subscription';
import { priceLabel } from './plan-text';

type Props = {
  plan: SubscriptionType;
  interval: PlanInterval;
  current: SubscriptionDetails | null;
  // Null for visitors: the button asks them to sign in first.
  signInHref: string | null;
  pending: boolean;
  onChoose: (choice: PlanChoice) => void;
};

// What choosing this card does, from where the member stands.
function action(plan: SubscriptionType, interval: PlanInterval, current: SubscriptionDetails | null) {
  if (!current) return { label: 'Subscribe', disabled: false };
  if (current.plan === plan && current.interval === interval) return { label: 'Current plan', disabled: true };
  if (!isUpgrade(current, { plan, interval })) return { label: 'Switch at renewal', disabled: false };
  return { label: plan === current.plan ? 'Switch to yearly' : `Upgrade to ${PLANS[plan].name}`, disabled: false };
}

export default function PlanCard({ plan, interval, current, signInHref, pending, onChoose }: Props) {
  const { label, disabled } = action(plan, interval, current);
  const isCurrent = current?.plan === plan;
  return (
    <article className={`plan-card card${isCurrent ? ' plan-card--current' : ''}`} aria-labelledby={`plan-${plan}`}>
      <h3 id={`plan-${plan}`}>{PLANS[plan].name}</h3>
      <p className="plan-card__price">{priceLabel(plan, interval)}</p>
      <ul className="plan-card__features">
        {PLANS[plan].features.map((feature) => (
          <li key={feature}>{feature}</li>
        ))}
      </ul>
      {signInHref ? (
        <a className="btn btn-primary btn-block" href={signInHref}>
          Sign in to subscribe
        </a>
      ) : (
        <button
          type="button"
          className={`btn btn-block ${disabled ? 'btn-outline' : 'btn-primary'}`}
          disabled={disabled || pending}
          aria-busy={pending}
          onClick={() => onChoose({ plan, interval })}
        >
          {label}
        </button>
      )}
    </article>
  );
}
