import './SubscriptionPage.css';
import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { PlanChoice, SubscriptionDetails } from '../../../worker/contract/subscription';
import { PLANS, type PlanInterval } from '../../../worker/domain/plans';
import { serverMessage } from '../../lib/api-fetch';
import { readEdgeState } from '../../lib/edge-state';
import { $mySubscription, billingPortal, cancelPlan, resumePlan, startCheckout, switchPlan } from '../../stores/subscription';
import { showToast } from '../../stores/toast';
import ErrorBoundary from '../shared/ErrorBoundary';
import Spinner from '../shared/Spinner';
import ConfirmDialog from '../shared/ConfirmDialog';
import CheckoutReturn from '../payments/CheckoutReturn';
import { loginHref } from '../shared/photo-urls';
import CurrentPlan from './CurrentPlan';
import PlanCard from './PlanCard';
import { longDate } from './plan-text';

const PLAN_KEYS = Object.keys(PLANS) as (keyof typeof PLANS)[];

// /subscription/checkout and /checkout with ?plan=…&interval=… go straight to the checkout.
function choiceFromUrl(): PlanChoice | null {
  const query = new URLSearchParams(location.search);
  const plan = PLAN_KEYS.find((key) => key === query.get('plan'));
  const interval = query.get('interval') === 'year' ? 'year' : 'month';
  return location.pathname !== '/subscription' && plan ? { plan, interval } : null;
}

function Plans({
  current,
  signedIn,
  onChoose,
  pending,
}: {
  current: SubscriptionDetails | null;
  signedIn: boolean;
  onChoose: (choice: PlanChoice) => void;
  pending: boolean;
}) {
  const [interval, setInterval] = useState<PlanInterval>(current?.interval ?? 'month');
  return (
    <section className="plans" aria-labelledby="plans-title">
      <div className="plans__head">
        <h2 id="plans-title">{current ? 'Change plan' : 'Choose a plan'}</h2>
        <fieldset className="plans__interval">
          <legend className="sr-only">Billing</legend>
          {(['month', 'year'] as const).map((value) => (
            <label key={value} className={interval === value ? 'is-on' : undefined}>
              <input
                type="radio"
                name="interval"
                value={value}
                checked={interval === value}
                onChange={() => setInterval(value)}
              />
              {value === 'month' ? 'Monthly' : 'Yearly (2 months free)'}
            </label>
          ))}
        </fieldset>
      </div>
      <div className="plans__grid">
        {PLAN_KEYS.map((plan) => (
          <PlanCard
            key={plan}
            plan={plan}
            interval={interval}
            current={current}
            signInHref={signedIn ? null : loginHref('/subscription')}
            pending={pending}
            onChoose={onChoose}
          />
        ))}
      </div>
      <p className="plans__note">
        Prices in US dollars, taxes not included. Cancel any time: your plan runs to the end of the period paid for.
      </p>
    </section>
  );
}

function MemberPlans() {
  const { data, error } = useStore($mySubscription);
  const [pending, setPending] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const started = useRef(false);
  const checkoutId = new URLSearchParams(location.search).get('checkout');
  const refresh = useCallback(() => void $mySubscription.revalidate(), []);

  async function run<T>(work: () => Promise<T>, failure: string): Promise<T | null> {
    setPending(true);
    try {
      return await work();
    } catch (err) {
      showToast({ title: failure, description: serverMessage(err, 'Please try again.'), variant: 'destructive' });
      return null;
    } finally {
      setPending(false);
    }
  }

  async function choose(choice: PlanChoice) {
    if (!data?.subscription) {
      const url = await run(() => startCheckout(choice), 'Checkout not started');
      if (url) location.assign(url);
      return;
    }
    const answer = await run(() => switchPlan(choice), 'Plan not changed');
    if (!answer) return;
    const name = PLANS[choice.plan].name;
    showToast(
      answer.scheduled && answer.subscription
        ? {
            title: 'Plan change scheduled',
            description: `You move to ${name} on ${longDate(answer.subscription.currentPeriodEnd)}.`,
          }
        : { title: 'Plan changed', description: `You're on ${name} now.` },
    );
  }

  // A plan in the address starts its checkout once, as soon as it is known the member has none.
  // biome-ignore lint/correctness/useExhaustiveDependencies: choose only reads `data`, listed
  useEffect(() => {
    const choice = choiceFromUrl();
    if (!choice || !data || data.subscription || started.current) return;
    started.current = true;
    void choose(choice);
  }, [data]);

  if (error) {
    return (
      <div className="status-screen" role="alert">
        <div className="status-screen__box">
          <h2>We couldn't load your plan</h2>
          <button type="button" className="btn btn-primary" onClick={refresh}>
            Try Again
          </button>
        </div>
      </div>
    );
  }
  if (!data) return <Spinner label="Loading..." screen />;
  const current = data.subscription;
  return (
    <>
      {checkoutId && (
        <CheckoutReturn checkoutId={checkoutId} paidText="Payment received. Your plan is active." onPaid={refresh} />
      )}
      {current && (
        <CurrentPlan
          subscription={current}
          pending={pending}
          onCancel={() => setConfirming(true)}
          onResume={() => void run(resumePlan, 'Subscription not resumed')}
          onUpdateCard={async () => {
            const url = await run(billingPortal, 'Billing page not opened');
            if (url) location.assign(url);
          }}
        />
      )}
      <Plans current={current} signedIn onChoose={(choice) => void choose(choice)} pending={pending} />
      <ConfirmDialog
        open={confirming}
        title="Cancel your subscription?"
        message={
          current
            ? `Your plan stays active until ${longDate(current.currentPeriodEnd)}, then ends. You can resume before then.`
            : ''
        }
        confirmLabel="Cancel subscription"
        pendingLabel="Cancelling..."
        cancelLabel="Keep my plan"
        pending={pending}
        onConfirm={async () => {
          const answer = await run(cancelPlan, 'Subscription not cancelled');
          setConfirming(false);
          if (answer?.subscription) {
            showToast({
              title: 'Subscription cancelled',
              description: `Your plan ends on ${longDate(answer.subscription.currentPeriodEnd)}.`,
            });
          }
        }}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}

export default function SubscriptionPage() {
  const signedIn = Boolean(readEdgeState().user);
  return (
    <ErrorBoundary>
      {signedIn ? <MemberPlans /> : <Plans current={null} signedIn={false} onChoose={() => undefined} pending={false} />}
    </ErrorBoundary>
  );
}
