import type { MemberProfile } from '../../../worker/contract/admin-users';
import { mentorPath } from '../../../worker/domain/mentoring';
import { dateTime, shortDate } from '../../lib/dates';
import { browserClock } from '../shared/use-viewer-clock';
import AdminUserChips from './AdminUserChips';

const when = (iso: string) => dateTime(iso, browserClock());

const MENTOR_WORDS = { pending: 'Applied, waiting for a decision', approved: 'Approved', rejected: 'Rejected' };

// Why the account is shut, or why mail no longer reaches it: what an admin must know first.
function Standing({ profile }: { profile: MemberProfile }) {
  const lines: string[] = [];
  if (profile.state === 'deleted') {
    lines.push(
      profile.purged
        ? 'Deleted and purged: its photos and personal data are gone.'
        : `Deleted${profile.deletedAt ? ` on ${when(profile.deletedAt)}` : ''}. It will be purged on ${profile.purgeAt ? when(profile.purgeAt) : 'its 30th day'} unless restored first.`,
    );
  }
  if (profile.state === 'suspended') {
    const until = profile.suspendedUntil ? `until ${when(profile.suspendedUntil)}` : 'until an admin lifts it';
    const since = profile.suspendedAt ? ` since ${when(profile.suspendedAt)}` : '';
    lines.push(`Suspended${since}, ${until}.${profile.suspensionReason ? ` Reason: ${profile.suspensionReason}` : ''}`);
  }
  if (profile.mailBlockedAt) {
    const why = profile.mailBlockReason === 'complaint' ? 'marked our mail as spam' : 'bounced';
    lines.push(
      `Their address ${why} on ${when(profile.mailBlockedAt)}: the site sends it only the mail they ask for (verification, password reset, sign-in codes).`,
    );
  }
  if (lines.length === 0) return null;
  return (
    <div className="notice notice--error member-standing" role="status">
      <span className="notice__icon" aria-hidden="true">
        !
      </span>
      <div>
        {lines.map((line) => (
          <p key={line}>{line}</p>
        ))}
      </div>
    </div>
  );
}

// Who they are: photo, names, roles and standing, and where they show on the site.
export default function AdminUserHeader({ profile }: { profile: MemberProfile }) {
  const visible = profile.state !== 'deleted';
  const mentor = profile.mentorProfile;
  return (
    <section className="member-head admin-panel" aria-labelledby="member-name">
      <div className="member-head__who">
        <img src={profile.profileImageUrl || '/default-avatar.svg'} alt="" width={72} height={72} />
        <div>
          <h2 id="member-name">{profile.name ?? profile.username}</h2>
          <p className="member-muted">
            @{profile.username} · <span className="member-head__email">{profile.email}</span>
          </p>
          <AdminUserChips member={profile} />
        </div>
      </div>
      <Standing profile={profile} />
      <dl className="member-facts">
        <div>
          <dt>Joined</dt>
          <dd>{shortDate(profile.createdAt)}</dd>
        </div>
        <div>
          <dt>Member id</dt>
          <dd>{profile.id}</dd>
        </div>
        <div>
          <dt>Time zone</dt>
          <dd>{profile.timeZone ?? 'Not set'}</dd>
        </div>
        <div>
          <dt>Mentor profile</dt>
          <dd>
            {!mentor ? 'None' : mentor.suspended ? 'Suspended' : MENTOR_WORDS[mentor.status]}
            {mentor?.status === 'approved' && !mentor.suspended && visible && (
              <>
                {' · '}
                <a href={mentorPath({ userId: profile.id, slug: mentor.slug })}>View</a>
              </>
            )}
          </dd>
        </div>
      </dl>
      {profile.bio && <p className="member-head__bio">{profile.bio}</p>}
      {visible && (
        <p>
          <a href={`/profile/${profile.id}`}>Their public profile</a>
        </p>
      )}
    </section>
  );
}
