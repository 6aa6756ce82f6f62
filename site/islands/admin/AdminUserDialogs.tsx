import { useEffect, useState } from 'react';
import type { MemberProfile } from '../../../worker/contract/admin-users';
import { serverMessage } from '../../lib/api-fetch';
import { deleteMember, moveMemberAddress, suspendMember, suspensionEnd, todayInput } from '../../stores/admin-users';
import TextAreaField from '../fields/TextAreaField';
import TextField from '../fields/TextField';
import ConfirmDialog from '../shared/ConfirmDialog';

type Props = { member: MemberProfile; open: boolean; onClose: () => void; onDone: (message: string) => void };

// The username typed to confirm: the action waits until it matches (the server checks again).
function ConfirmField({ username, value, onChange }: { username: string; value: string; onChange: (typed: string) => void }) {
  return (
    <TextField
      name="confirm"
      label={`Type ${username} to confirm`}
      autoComplete="off"
      autoCapitalize="none"
      spellCheck={false}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
    />
  );
}

const typedRight = (typed: string, username: string) => typed.trim().toLowerCase() === username.toLowerCase();

// What a dialog keeps while open: the fields, the server's refusal, whether it is sending.
function useDialogState<Fields>(open: boolean, empty: Fields) {
  const [fields, setFields] = useState(empty);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a dialog starts empty each time it opens; `empty` is a fresh literal every render.
  useEffect(() => {
    if (!open) return;
    setFields(empty);
    setError(null);
  }, [open]);
  async function send(action: () => Promise<string>, onDone: (message: string) => void, fallback: string) {
    setPending(true);
    setError(null);
    try {
      onDone(await action());
    } catch (err) {
      setError(serverMessage(err, fallback));
    } finally {
      setPending(false);
    }
  }
  return { fields, set: (change: Partial<Fields>) => setFields((now) => ({ ...now, ...change })), error, pending, send };
}

function DialogError({ error }: { error: string | null }) {
  if (!error) return null;
  return (
    <p className="field__error member-dialog__error" role="alert">
      {error}
    </p>
  );
}

// A suspension: why (the member is told at sign-in), until when (empty: until lifted), and
// the username typed to confirm. Their sessions end at once.
export function SuspendDialog({ member, open, onClose, onDone }: Props) {
  const { fields, set, error, pending, send } = useDialogState(open, { reason: '', until: '', confirm: '' });
  return (
    <ConfirmDialog
      open={open}
      title={`Suspend ${member.username}?`}
      message="They are signed out everywhere and cannot sign in until the suspension ends; sign-in tells them why and until when. Their mentor profile and print offers are hidden meanwhile."
      confirmLabel="Suspend"
      pendingLabel="Suspending..."
      pending={pending}
      confirmDisabled={fields.reason.trim() === '' || !typedRight(fields.confirm, member.username)}
      onConfirm={() =>
        void send(
          () => suspendMember(member.id, fields.reason.trim(), suspensionEnd(fields.until), fields.confirm.trim()),
          onDone,
          'The suspension did not go through. Please try again.',
        )
      }
      onCancel={onClose}
    >
      <div className="member-dialog__fields">
        <TextAreaField
          name="reason"
          label="Reason"
          hint="The member reads it when they try to sign in."
          rows={2}
          maxLength={300}
          required
          value={fields.reason}
          onChange={(event) => set({ reason: event.currentTarget.value })}
        />
        <TextField
          name="until"
          type="date"
          label="Until (optional)"
          hint="It ends as that day ends, on your clock. Leave it empty to suspend until you lift it."
          min={todayInput()}
          value={fields.until}
          onChange={(event) => set({ until: event.currentTarget.value })}
        />
        <ConfirmField username={member.username} value={fields.confirm} onChange={(confirm) => set({ confirm })} />
        <DialogError error={error} />
      </div>
    </ConfirmDialog>
  );
}

// Deleting: the account shuts and leaves the site at once; the cron purges it after 30 days,
// and until then it can be restored.
export function DeleteDialog({ member, open, onClose, onDone }: Props) {
  const { fields, set, error, pending, send } = useDialogState(open, { confirm: '' });
  return (
    <ConfirmDialog
      open={open}
      title={`Delete ${member.username}'s account?`}
      message="They are signed out and cannot sign in; their profile, mentor listing, print offers and entries in running challenges leave the site at once. After 30 days the account is purged: photos and personal data go for good; payments stay, without their name, and their votes on closed challenges still count. Until then you can restore it."
      confirmLabel="Delete account"
      pendingLabel="Deleting..."
      pending={pending}
      confirmDisabled={!typedRight(fields.confirm, member.username)}
      onConfirm={() =>
        void send(() => deleteMember(member.id, fields.confirm.trim()), onDone, 'The account was not deleted. Please try again.')
      }
      onCancel={onClose}
    >
      <div className="member-dialog__fields">
        <ConfirmField username={member.username} value={fields.confirm} onChange={(confirm) => set({ confirm })} />
        <DialogError error={error} />
      </div>
    </ConfirmDialog>
  );
}

// Moving the account to the address a recovery request asked for, once the admin is satisfied
// the request is the member's: the username typed to confirm, as for the other account-wide
// changes.
export function MoveAddressDialog({
  member,
  request,
  onClose,
  onDone,
}: Omit<Props, 'open'> & { request: { threadId: number; address: string } | null }) {
  const open = request !== null;
  const { fields, set, error, pending, send } = useDialogState(open, { confirm: '' });
  return (
    <ConfirmDialog
      open={open}
      title={`Move ${member.username}'s account to ${request?.address ?? ''}?`}
      message={`They are signed out everywhere and a password-reset link goes to the new address; ${member.email} is told of the move, and the request is closed. Do this only when you are satisfied the request is theirs.`}
      confirmLabel="Move account"
      pendingLabel="Moving..."
      pending={pending}
      tone="primary"
      confirmDisabled={!typedRight(fields.confirm, member.username)}
      onConfirm={() =>
        request &&
        void send(
          () => moveMemberAddress(member.id, request.threadId, fields.confirm.trim()),
          onDone,
          'The account was not moved. Please try again.',
        )
      }
      onCancel={onClose}
    >
      <div className="member-dialog__fields">
        <ConfirmField username={member.username} value={fields.confirm} onChange={(confirm) => set({ confirm })} />
        <DialogError error={error} />
      </div>
    </ConfirmDialog>
  );
}
