import './admin-chip.css';
import './AdminUserChips.css';
import type { MemberRow } from '../../../worker/contract/admin-users';

type Chip = { label: string; tone: 'role' | 'good' | 'info' | 'danger' | 'quiet' };

// Where the account stands first (deleted, suspended, unverified), then its roles; an account
// in good standing with no role shows 'Member'.
export function memberChips(member: MemberRow): Chip[] {
  const chips: Chip[] = [];
  if (member.state === 'deleted') chips.push({ label: 'Deleted', tone: 'danger' });
  if (member.state === 'suspended') chips.push({ label: 'Suspended', tone: 'danger' });
  if (!member.emailVerified) chips.push({ label: 'Unverified', tone: 'info' });
  if (member.isFounder) chips.push({ label: 'Founder', tone: 'role' });
  else if (member.isSuperAdmin) chips.push({ label: 'Super admin', tone: 'role' });
  else if (member.isAdmin) chips.push({ label: 'Admin', tone: 'role' });
  if (member.isMentor) chips.push({ label: 'Mentor', tone: 'good' });
  if (member.isSubscriber) chips.push({ label: 'Subscriber', tone: 'good' });
  if (chips.length === 0) chips.push({ label: 'Member', tone: 'quiet' });
  return chips;
}

export default function AdminUserChips({ member }: { member: MemberRow }) {
  return (
    <ul className="member-chips" aria-label="Roles and status">
      {memberChips(member).map((chip) => (
        <li key={chip.label} className={`admin-chip member-chip--${chip.tone}`}>
          {chip.label}
        </li>
      ))}
    </ul>
  );
}
