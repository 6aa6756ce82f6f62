import './AdminUser.css';
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import type { MemberDetail, MemberProfile } from '../../../worker/contract/admin-users';
import { PLANS } from '../../../worker/domain/plans';
import { dateTime, shortDate } from '../../lib/dates';
import { HttpError } from '../../lib/api-fetch';
import { memberDetail } from '../../stores/admin-users';
import { showToast } from '../../stores/toast';
import EmptyState from '../shared/EmptyState';
import ErrorBoundary from '../shared/ErrorBoundary';
import LoadFailed from '../shared/LoadFailed';
import Spinner from '../shared/Spinner';
import StatTiles from '../shared/StatTiles';
import { browserClock } from '../shared/use-viewer-clock';
import AdminUserActions from './AdminUserActions';
import AdminUserAudit from './AdminUserAudit';
import { MoveAddressDialog } from './AdminUserDialogs';
import AdminUserHeader from './AdminUserHeader';

// /admin/users/{userId}: the id is the page's own address.
function pageUserId(): number | null {
  const match = /^\/admin\/users\/(\d+)\/?$/.exec(location.pathname);
  return match ? Number(match[1]) : null;
}

const when = (iso: string) => dateTime(iso, browserClock());

const STATUS_WORDS = { active: 'Active', canceled: 'Canceled', past_due: 'Payment overdue', incomplete: 'Not completed' };

function Subscription({ subscription }: { subscription: MemberDetail['subscription'] }) {
  if (!subscription) return <EmptyState compact>No seller plan.</EmptyState>;
  const ends = subscription.cancelAtPeriodEnd || subscription.status === 'canceled';
  return (
    <dl className="member-facts">
      <div>
        <dt>Plan</dt>
        <dd>
          {PLANS[subscription.type].name}, billed {subscription.interval === 'month' ? 'monthly' : 'yearly'}
        </dd>
      </div>
      <div>
        <dt>Status</dt>
        <dd>{STATUS_WORDS[subscription.status]}</dd>
      </div>
      <div>
        <dt>{ends ? 'Ends' : 'Renews'}</dt>
        <dd>{shortDate(subscription.currentPeriodEnd)}</dd>
      </div>
    </dl>
  );
}

const KINDS = { entry: 'Photo', comment: 'Comment', vote: 'Vote', session: 'Session', order: 'Order' };

function Activity({ activity }: { activity: MemberDetail['activity'] }) {
  if (activity.length === 0) return <EmptyState compact>Nothing yet: no photos, votes, comments, sessions or orders.</EmptyState>;
  return (
    <ol className="member-list admin-rows">
      {activity.map((item, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list, read whole each time; two items can share kind, time and words.
        <li key={i}>
          <p>
            <span className="admin-chip member-chip--quiet">{KINDS[item.kind]}</span>{' '}
            {item.href ? <a href={item.href}>{item.text}</a> : item.text}
          </p>
          <p className="member-muted">
            <time dateTime={item.at}>{when(item.at)}</time>
          </p>
        </li>
      ))}
    </ol>
  );
}

function SignIns({ signIns }: { signIns: MemberDetail['signIns'] }) {
  if (signIns.length === 0) return <EmptyState compact>Not signed in anywhere.</EmptyState>;
  return (
    <ol className="member-list admin-rows">
      {signIns.map((signIn, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list, read whole each time; two sign-ins can start at the same moment.
        <li key={i}>
          <p>
            Signed in <time dateTime={signIn.createdAt}>{when(signIn.createdAt)}</time>
          </p>
          <p className="member-muted">
            Ends <time dateTime={signIn.expiresAt}>{when(signIn.expiresAt)}</time>
          </p>
        </li>
      ))}
    </ol>
  );
}

// Requests from /emergency-recovery naming this member's username: the admin reads each in the
// inbox, checks it against what this page shows, and answers at the new address or moves the
// account to it.
function RecoveryRequests({ member, requests }: { member: MemberProfile; requests: MemberDetail['recoveryRequests'] }) {
  const [moving, setMoving] = useState<MemberDetail['recoveryRequests'][number] | null>(null);
  if (requests.length === 0) return null;
  return (
    <section className="admin-section" aria-labelledby="member-recovery-title">
      <h2 id="member-recovery-title">Recovery requests</h2>
      <ol className="member-list admin-rows">
        {requests.map((request) => (
          <li key={request.threadId}>
            <p>
              <span className="admin-chip admin-chip--voting">Lost email access</span>{' '}
              <a href={`/admin/inbox?thread=${request.threadId}`}>Asks to move the account to {request.address}</a>
            </p>
            <p className="member-muted">
              Sent <time dateTime={request.createdAt}>{when(request.createdAt)}</time>
            </p>
            {member.deletedAt ? null : (
              <button type="button" className="btn btn-outline btn-sm" onClick={() => setMoving(request)}>
                Move account to this address
              </button>
            )}
          </li>
        ))}
      </ol>
      <MoveAddressDialog
        member={member}
        request={moving}
        onClose={() => setMoving(null)}
        onDone={(message) => {
          setMoving(null);
          showToast({ title: 'Account moved', description: message });
        }}
      />
    </section>
  );
}

function Member({ userId }: { userId: number }) {
  const [$detail] = useState(() => memberDetail(userId));
  const { data, error } = useStore($detail);
  if (error instanceof HttpError && error.status === 404) {
    return (
      <EmptyState title="No member with this id" level={2} action={<a href="/admin/users">Back to the members</a>}>
        The address may be wrong.
      </EmptyState>
    );
  }
  if (error) return <LoadFailed what="this member" />;
  if (!data) return <Spinner label="Loading the member..." />;
  const { profile, counts } = data;
  return (
    <>
      <AdminUserHeader profile={profile} />
      <RecoveryRequests member={profile} requests={data.recoveryRequests} />
      <section className="admin-section" aria-labelledby="member-counts-title">
        <h2 id="member-counts-title" className="sr-only">
          What they did
        </h2>
        <StatTiles
          tiles={[
            { label: 'Entries', value: counts.entries.toLocaleString('en-US') },
            { label: 'Votes', value: counts.votes.toLocaleString('en-US') },
            { label: 'Comments', value: counts.comments.toLocaleString('en-US') },
            { label: 'Mentoring sessions', value: counts.sessions.toLocaleString('en-US') },
            { label: 'Print orders', value: counts.orders.toLocaleString('en-US') },
          ]}
        />
      </section>
      <AdminUserActions member={profile} />
      <div className="member-columns">
        <section className="admin-section" aria-labelledby="member-plan-title">
          <h2 id="member-plan-title">Subscription</h2>
          <Subscription subscription={data.subscription} />
        </section>
        <section className="admin-section" aria-labelledby="member-sessions-title">
          <h2 id="member-sessions-title">Sign-in sessions</h2>
          <SignIns signIns={data.signIns} />
        </section>
      </div>
      <section className="admin-section" aria-labelledby="member-activity-title">
        <h2 id="member-activity-title">Recent activity</h2>
        <Activity activity={data.activity} />
      </section>
      <AdminUserAudit userId={userId} />
    </>
  );
}

export default function AdminUser() {
  const [userId] = useState(pageUserId);
  return (
    <ErrorBoundary>
      {userId === null ? (
        <EmptyState title="No member with this id" level={2} action={<a href="/admin/users">Back to the members</a>}>
          The address may be wrong.
        </EmptyState>
      ) : (
        <Member userId={userId} />
      )}
    </ErrorBoundary>
  );
}
