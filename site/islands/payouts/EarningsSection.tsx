import './EarningsSection.css';
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import type { Earnings } from '../../../worker/contract/payouts';
import { formatUsd } from '../../../worker/domain/money';
import { serverMessage } from '../../lib/api-fetch';
import { $earnings, payoutSetupUrl } from '../../stores/payouts';
import { showToast } from '../../stores/toast';
import Spinner from '../shared/Spinner';
import StatTiles, { type StatTile } from '../shared/StatTiles';
import { shortDate } from '../../lib/dates';

const STATUS_LABELS = { pending: 'Sending', paid: 'Paid', failed: 'Failed' } as const;

function Tiles({ balance }: { balance: Earnings['balance'] }) {
  const tiles: StatTile[] = [
    { label: 'Pending', value: formatUsd(balance.pendingCents), hint: 'Available 7 days after each session or sale' },
    { label: 'Available', value: formatUsd(balance.availableCents), hint: 'Paid out daily once payouts are set up' },
    { label: 'Paid out', value: formatUsd(balance.paidOutCents), hint: 'So far' },
  ];
  if (balance.owedCents > 0) {
    tiles.push({
      label: 'Owed',
      value: formatUsd(balance.owedCents),
      hint: 'A refund after a payout; taken from your next earnings',
      warn: true,
    });
  }
  return <StatTiles tiles={tiles} />;
}

function PayoutSetup({ account }: { account: Earnings['account'] }) {
  const [pending, setPending] = useState(false);
  if (account === 'enabled') {
    return <p className="earnings__account">Payouts are on: your available balance is sent to your account daily.</p>;
  }
  async function open() {
    setPending(true);
    try {
      location.assign(await payoutSetupUrl());
    } catch (err) {
      showToast({
        title: 'Payout setup not opened',
        description: serverMessage(err, 'Please try again.'),
        variant: 'destructive',
      });
      setPending(false);
    }
  }
  return (
    <div className="earnings__account">
      <p>
        {account === 'none'
          ? 'Set up payouts to receive your earnings.'
          : 'Your payout account is not finished: complete it to receive your earnings.'}
      </p>
      <button type="button" className="btn btn-primary" disabled={pending} aria-busy={pending} onClick={() => void open()}>
        {account === 'none' ? 'Set Up Payouts' : 'Finish Payout Setup'}
      </button>
    </div>
  );
}

function History({ payouts }: { payouts: Earnings['payouts'] }) {
  if (payouts.length === 0) return <p className="earnings__empty">No payouts yet.</p>;
  return (
    <table className="earnings__history">
      <caption className="sr-only">Payouts</caption>
      <thead>
        <tr>
          <th scope="col">Date</th>
          <th scope="col">Amount</th>
          <th scope="col">Status</th>
        </tr>
      </thead>
      <tbody>
        {payouts.map((payout) => (
          <tr key={payout.id}>
            <td>{shortDate(payout.paidAt ?? payout.createdAt)}</td>
            <td>
              {formatUsd(payout.amountCents)}
              {payout.reversedCents > 0 && <small> ({formatUsd(payout.reversedCents)} taken back)</small>}
            </td>
            <td>{STATUS_LABELS[payout.status]}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

// A mentor's or seller's money: what is pending, available and owed, payout setup, and
// payouts so far. The mentor and print dashboards embed it.
export default function EarningsSection() {
  const { data, error } = useStore($earnings);
  return (
    <section className="card earnings" aria-labelledby="earnings-title">
      <h2 id="earnings-title">Earnings</h2>
      {error ? (
        <div role="alert">
          <p>We couldn't load your earnings.</p>
          <button type="button" className="btn btn-outline" onClick={() => void $earnings.revalidate()}>
            Try Again
          </button>
        </div>
      ) : !data ? (
        <Spinner label="Loading..." />
      ) : (
        <>
          <Tiles balance={data.balance} />
          <PayoutSetup account={data.account} />
          <h3>Payouts</h3>
          <History payouts={data.payouts} />
        </>
      )}
    </section>
  );
}
