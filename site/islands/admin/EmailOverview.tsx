import './EmailOverview.css';
import { useStore } from '@nanostores/react';
import type { MailOverview } from '../../../worker/contract/admin-mail';
import { dateTime } from '../../lib/dates';
import { $mailOverview } from '../../stores/admin-mail';
import RetryState from '../shared/RetryState';
import Spinner from '../shared/Spinner';
import StatTiles from '../shared/StatTiles';
import { browserClock } from '../shared/use-viewer-clock';
import EmailChart from './EmailChart';

const MINUTE = 60_000;
// Mail waits seconds after it is queued, and a minute or two when the cron sends it: past
// this, something is holding it.
const SLOW_MS = 15 * MINUTE;

const whole = (n: number) => n.toLocaleString('en-US');
const at = (iso: string) => dateTime(iso, browserClock());

// How long, as a person says it: minutes under two hours, hours under two days, then days.
function age(ms: number): string {
  if (ms < 2 * 60 * MINUTE) return `${Math.max(1, Math.round(ms / MINUTE))} min`;
  if (ms < 48 * 60 * MINUTE) return `${Math.round(ms / (60 * MINUTE))} hours`;
  return `${Math.round(ms / (24 * 60 * MINUTE))} days`;
}

function Tiles({ overview }: { overview: MailOverview }) {
  const sum = (of: (d: MailOverview['days'][number]) => number) => overview.days.reduce((n, d) => n + of(d), 0);
  const { outbox } = overview;
  const waitedMs = outbox.oldestWaitingAt ? Date.now() - Date.parse(outbox.oldestWaitingAt) : null;
  return (
    <StatTiles
      tiles={[
        { label: 'Sent', value: whole(sum((d) => d.sent)), hint: 'Last 30 days' },
        {
          label: 'Failed',
          value: whole(sum((d) => d.failed)),
          hint: 'Queued in the last 30 days',
          warn: sum((d) => d.failed) > 0,
        },
        {
          label: 'Bounced',
          value: whole(sum((d) => d.bounced)),
          hint: `${whole(sum((d) => d.complained))} marked as spam`,
        },
        {
          label: 'Waiting now',
          value: whole(outbox.waiting),
          hint:
            waitedMs === null
              ? `${whole(outbox.sending)} being sent`
              : `Oldest waiting ${age(waitedMs)} · ${whole(outbox.sending)} being sent`,
          warn: waitedMs !== null && waitedMs > SLOW_MS,
        },
        {
          label: 'Failed in the outbox',
          value: whole(outbox.failed),
          hint: 'Retry or cancel in the queue',
          warn: outbox.failed > 0,
        },
        { label: 'Blocked addresses', value: whole(overview.blockedAddresses), hint: 'Bounced for good or marked as spam' },
      ]}
    />
  );
}

const TRANSPORTS: Record<MailOverview['provider']['transport'], string> = {
  provider: 'Sent through the mail provider',
  'dev-mailbox': 'Kept in the dev mailbox, not sent',
  none: 'Not sent: no mail provider is set up',
};

function Provider({ provider }: { provider: MailOverview['provider'] }) {
  return (
    <section className="card email-provider" aria-labelledby="email-provider-title">
      <h2 id="email-provider-title">How mail leaves</h2>
      <dl>
        <div>
          <dt>Sending</dt>
          <dd className={provider.transport === 'none' ? 'email-provider__bad' : undefined}>
            {TRANSPORTS[provider.transport]}
            {provider.host && <span className="email-muted"> ({provider.host})</span>}
            {provider.transport === 'dev-mailbox' && (
              <>
                {' '}
                at <a href="/dev/mailbox">/dev/mailbox</a>
              </>
            )}
          </dd>
        </div>
        <div>
          <dt>From</dt>
          <dd>{provider.from}</dd>
        </div>
        <div>
          <dt>Bounce and spam reports</dt>
          <dd className={provider.eventsConfigured ? undefined : 'email-provider__bad'}>
            {provider.eventsConfigured
              ? 'On: an address that bounces for good or marks our mail as spam stops getting mail'
              : 'Off: set MAIL_WEBHOOK_SECRET and point the provider’s webhook at /api/mail/events'}
          </dd>
        </div>
        <div>
          <dt>Last send error</dt>
          <dd>
            {provider.lastError ? (
              <>
                <span className="email-provider__error">{provider.lastError.message}</span>
                <span className="email-muted"> {at(provider.lastError.at)}</span>
              </>
            ) : (
              'None'
            )}
          </dd>
        </div>
      </dl>
    </section>
  );
}

// /admin/email: the last 30 days of mail, how it leaves, and whether the outbox keeps up.
export default function EmailOverview() {
  const { data, error } = useStore($mailOverview);
  return (
    <section className="email-overview" aria-busy={!data && !error}>
      <div className="email-overview__bar">
        <h2>Last 30 days</h2>
        <a className="btn btn-outline" href="/admin/email/queue">
          Open the queue
        </a>
        <a className="btn btn-outline" href="/admin/email/templates">
          Templates
        </a>
      </div>
      {error ? (
        <RetryState onRetry={() => void $mailOverview.revalidate()}>We couldn't load the mail figures.</RetryState>
      ) : !data ? (
        <Spinner label="Loading mail figures..." />
      ) : (
        <>
          <Tiles overview={data} />
          <EmailChart days={data.days} />
          <Provider provider={data.provider} />
        </>
      )}
    </section>
  );
}
