import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useState } from 'react';
import type { AuditEntryDto } from '../../../worker/contract/admin';
import { dateTime } from '../../lib/dates';
import { $auditVersion, memberAuditPage } from '../../stores/admin-users';
import EmptyState from '../shared/EmptyState';
import LoadFailed from '../shared/LoadFailed';
import Spinner from '../shared/Spinner';
import { browserClock } from '../shared/use-viewer-clock';

const ACTIONS: Record<string, string> = {
  'user.resend-verification': 'Sent a new verification link',
  'user.password-reset': 'Sent a password-reset link',
  'user.end-sessions': 'Ended all their sessions',
  'user.suspend': 'Suspended the account',
  'user.unsuspend': 'Lifted the suspension',
  'user.role': 'Changed their role',
  'user.delete': 'Deleted the account',
  'user.restore': 'Restored the account',
  'user.export': 'Exported their data',
  'user.create-founder': 'Created the founder account',
};

const ROLE_NAMES: Record<string, string> = { member: 'member', admin: 'admin', super_admin: 'super admin' };

const text = (value: unknown) => (typeof value === 'string' ? value : null);

// The part of what the action was given worth a line: a suspension's reason and end, a role's
// change. (The log keeps an admin's request as `{ body }`, the command line its own fields.)
function detailOf(entry: AuditEntryDto): string | null {
  const detail = entry.detail ?? {};
  const body = (detail.body ?? {}) as Record<string, unknown>;
  if (entry.action === 'user.suspend') {
    const until = text(body.until);
    const reason = text(body.reason);
    const end = until ? `until ${dateTime(until, browserClock())}` : 'until lifted';
    return reason ? `${end}: “${reason}”` : end;
  }
  if (entry.action === 'user.role') {
    const before = text(detail.before);
    const after = text(body.role);
    if (before && after) return `from ${ROLE_NAMES[before] ?? before} to ${ROLE_NAMES[after] ?? after}`;
  }
  return null;
}

type Loaded = { entries: AuditEntryDto[]; next: number | null };

// The admin actions taken on this account, newest first; read again from the top after every
// action taken on the page.
export default function AdminUserAudit({ userId }: { userId: number }) {
  const version = useStore($auditVersion);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [failed, setFailed] = useState(false);
  const [loadingMore, setLoadingMore] = useState(false);

  const load = useCallback(
    async (before?: number) => {
      try {
        const page = await memberAuditPage(userId, before);
        setLoaded((shown) => ({
          entries: before === undefined ? page.entries : [...(shown?.entries ?? []), ...page.entries],
          next: page.nextCursor,
        }));
      } catch {
        setFailed(true);
      }
    },
    [userId],
  );

  // biome-ignore lint/correctness/useExhaustiveDependencies: `version` changes when an action was taken: the log is read again.
  useEffect(() => {
    void load();
  }, [load, version]);

  return (
    <section className="admin-section" aria-labelledby="member-audit-title">
      <h2 id="member-audit-title">Admin actions on this account</h2>
      {failed ? (
        <LoadFailed what="the audit log" />
      ) : !loaded ? (
        <Spinner label="Loading the audit log..." />
      ) : loaded.entries.length === 0 ? (
        <EmptyState compact>No admin has acted on this account yet.</EmptyState>
      ) : (
        <ol className="member-list admin-rows">
          {loaded.entries.map((entry) => {
            const detail = detailOf(entry);
            return (
              <li key={entry.id}>
                <p>
                  <strong>{ACTIONS[entry.action] ?? entry.action}</strong>
                  {detail && <span className="member-muted"> {detail}</span>}
                </p>
                <p className="member-muted">
                  {entry.adminName} · <time dateTime={entry.createdAt}>{dateTime(entry.createdAt, browserClock())}</time>
                </p>
              </li>
            );
          })}
        </ol>
      )}
      {loaded?.next && (
        <div className="member-more">
          <button
            type="button"
            className="btn btn-outline"
            disabled={loadingMore}
            aria-busy={loadingMore}
            onClick={async () => {
              setLoadingMore(true);
              await load(loaded.next ?? undefined);
              setLoadingMore(false);
            }}
          >
            Load more
          </button>
        </div>
      )}
    </section>
  );
}
