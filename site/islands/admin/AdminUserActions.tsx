import { useStore } from '@nanostores/react';
import { useState } from 'react';
import type { MemberProfile, MemberRole } from '../../../worker/contract/admin-users';
import { serverMessage } from '../../lib/api-fetch';
import { type PlainMemberAction, exportMemberData, runMemberAction, setMemberRole } from '../../stores/admin-users';
import { showToast } from '../../stores/toast';
import { $viewer } from '../../stores/user';
import ConfirmDialog from '../shared/ConfirmDialog';
import Notice from '../shared/Notice';
import { DeleteDialog, SuspendDialog } from './AdminUserDialogs';

type Outcome = { tone: 'success' | 'error'; text: string };

// The actions that ask first, with what the dialog says.
const ASKED: Partial<Record<PlainMemberAction, { title: string; message: string; confirm: string; pending: string }>> = {
  'end-sessions': {
    title: 'End all their sessions?',
    message: 'They are signed out on every device and must sign in again.',
    confirm: 'End sessions',
    pending: 'Ending...',
  },
  unsuspend: {
    title: 'Lift the suspension?',
    message: 'They can sign in again at once, and their mentor profile and print offers are back.',
    confirm: 'Lift suspension',
    pending: 'Lifting...',
  },
  restore: {
    title: 'Restore this account?',
    message: 'They can sign in again, and their profile, photos and offers are back on the site as they were.',
    confirm: 'Restore account',
    pending: 'Restoring...',
  },
};

const TITLES: Record<PlainMemberAction | 'suspend' | 'delete' | 'role' | 'export', string> = {
  'resend-verification': 'Verification link sent',
  'password-reset': 'Password-reset link sent',
  'end-sessions': 'Sessions ended',
  unsuspend: 'Suspension lifted',
  restore: 'Account restored',
  suspend: 'Member suspended',
  delete: 'Account deleted',
  role: 'Role changed',
  export: 'Data exported',
};

const ROLES: [MemberRole, string][] = [
  ['member', 'Member'],
  ['admin', 'Admin'],
  ['super_admin', 'Super admin'],
];

const ROLE_WORDS: Record<MemberRole, string> = { member: 'a member only', admin: 'an admin', super_admin: 'a super admin' };

const roleOf = (member: MemberProfile): MemberRole => (member.isSuperAdmin ? 'super_admin' : member.isAdmin ? 'admin' : 'member');

// Roles are for super admins to give and take; the founder's never change.
function RoleControl({ member, onRun }: { member: MemberProfile; onRun: (role: MemberRole) => Promise<void> }) {
  const current = roleOf(member);
  const [role, setRole] = useState<MemberRole>(current);
  const [asking, setAsking] = useState(false);
  const [pending, setPending] = useState(false);
  return (
    <div className="member-role">
      <label className="member-role__field">
        <span>Role</span>
        <select className="input select" value={role} onChange={(event) => setRole(event.currentTarget.value as MemberRole)}>
          {ROLES.map(([value, text]) => (
            <option key={value} value={value}>
              {text}
            </option>
          ))}
        </select>
      </label>
      <button type="button" className="btn btn-outline" disabled={role === current} onClick={() => setAsking(true)}>
        Change role
      </button>
      <ConfirmDialog
        open={asking}
        title={`Make ${member.username} ${ROLE_WORDS[role]}?`}
        message={
          role === 'member'
            ? 'They lose the admin pages and every admin action at once.'
            : role === 'admin'
              ? 'They get the admin pages and actions; only super admins change roles.'
              : 'They get every admin action, and can give and take roles themselves.'
        }
        confirmLabel="Change role"
        pendingLabel="Saving..."
        pending={pending}
        tone={role === 'member' ? 'danger' : 'primary'}
        onConfirm={async () => {
          setPending(true);
          await onRun(role);
          setPending(false);
          setAsking(false);
        }}
        onCancel={() => {
          setAsking(false);
          setRole(current);
        }}
      />
    </div>
  );
}

// What an admin can do to this account, as its standing allows; every outcome shows here
// (and in a toast) in the server's own words, and the page shows the member as they are now.
export default function AdminUserActions({ member }: { member: MemberProfile }) {
  const viewer = useStore($viewer);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [asking, setAsking] = useState<PlainMemberAction | null>(null);
  const [dialog, setDialog] = useState<'suspend' | 'delete' | null>(null);

  const done = (action: keyof typeof TITLES, message: string) => {
    setOutcome({ tone: 'success', text: message });
    showToast({ title: TITLES[action], description: message });
  };
  const failed = (error: unknown) => {
    const text = serverMessage(error, 'That did not work. Please try again.');
    setOutcome({ tone: 'error', text });
    showToast({ title: 'That did not work', description: text, variant: 'destructive' });
  };

  async function run(action: keyof typeof TITLES, call: () => Promise<string>) {
    setBusy(action);
    try {
      done(action, await call());
    } catch (error) {
      failed(error);
    } finally {
      setBusy(null);
      setAsking(null);
    }
  }

  const plain = (action: PlainMemberAction) => () =>
    ASKED[action] ? setAsking(action) : void run(action, () => runMemberAction(member.id, action));

  const deleted = member.state === 'deleted';
  const suspended = member.state === 'suspended';
  // Never the founder's account nor one's own, and an admin's only by a super admin (the
  // server refuses the rest).
  const canShut =
    !member.isFounder && member.id !== viewer?.id && (!(member.isAdmin || member.isSuperAdmin) || Boolean(viewer?.isSuperAdmin));
  const asked = asking ? ASKED[asking] : undefined;
  const button = (action: PlainMemberAction, label: string) => (
    <button
      type="button"
      className="btn btn-outline"
      disabled={busy !== null}
      aria-busy={busy === action}
      onClick={plain(action)}
    >
      {label}
    </button>
  );

  return (
    <section className="admin-section member-actions" aria-labelledby="member-actions-title">
      <h2 id="member-actions-title">Actions</h2>
      {outcome && <Notice tone={outcome.tone}>{outcome.text}</Notice>}
      {deleted ? (
        <div className="member-actions__row">
          {member.purged ? (
            <p className="member-muted">This account was purged: there is nothing left to restore.</p>
          ) : (
            button('restore', 'Restore account')
          )}
        </div>
      ) : (
        <>
          <div className="member-actions__row">
            {!member.emailVerified && button('resend-verification', 'Resend verification')}
            {button('password-reset', 'Send password-reset link')}
            {button('end-sessions', 'End all sessions')}
            <button
              type="button"
              className="btn btn-outline"
              disabled={busy !== null}
              aria-busy={busy === 'export'}
              onClick={() =>
                void run('export', async () => {
                  await exportMemberData(member.id, member.username);
                  return `${member.username}'s data is saved as a JSON file.`;
                })
              }
            >
              Export data
            </button>
          </div>
          {viewer?.isSuperAdmin && !member.isFounder && (
            <RoleControl
              key={roleOf(member)}
              member={member}
              onRun={(role) => run('role', () => setMemberRole(member.id, role))}
            />
          )}
          <div className="member-actions__row member-actions__row--danger">
            {suspended
              ? button('unsuspend', 'Lift suspension')
              : canShut && (
                  <button type="button" className="btn btn-outline" disabled={busy !== null} onClick={() => setDialog('suspend')}>
                    Suspend
                  </button>
                )}
            {canShut && (
              <button type="button" className="btn btn-danger" disabled={busy !== null} onClick={() => setDialog('delete')}>
                Delete account
              </button>
            )}
          </div>
        </>
      )}
      <ConfirmDialog
        open={asked !== undefined}
        title={asked?.title ?? ''}
        message={asked?.message ?? ''}
        confirmLabel={asked?.confirm ?? ''}
        pendingLabel={asked?.pending ?? ''}
        pending={busy !== null}
        tone={asking === 'end-sessions' ? 'danger' : 'primary'}
        onConfirm={() => asking && void run(asking, () => runMemberAction(member.id, asking))}
        onCancel={() => setAsking(null)}
      />
      <SuspendDialog
        member={member}
        open={dialog === 'suspend'}
        onClose={() => setDialog(null)}
        onDone={(message) => {
          setDialog(null);
          done('suspend', message);
        }}
      />
      <DeleteDialog
        member={member}
        open={dialog === 'delete'}
        onClose={() => setDialog(null)}
        onDone={(message) => {
          setDialog(null);
          done('delete', message);
        }}
      />
    </section>
  );
}
