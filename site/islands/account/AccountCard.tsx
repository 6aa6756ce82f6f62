import './AccountCard.css';
import type { OwnProfile } from '../../../worker/contract/users';
import { signOut } from '../../stores/account';
import MailBlockedNotice from './MailBlockedNotice';

// What only the owner sees: sign-in details and where to manage them.
export default function AccountCard({ profile }: { profile: OwnProfile }) {
  return (
    <aside className="card account-card" aria-labelledby="account-card-title">
      <h2 className="card__title" id="account-card-title">
        Account
      </h2>
      <dl className="account-card__list">
        <div>
          <dt>Username</dt>
          <dd>@{profile.username}</dd>
        </div>
        <div>
          <dt>Email</dt>
          <dd className="account-card__email">
            <span>{profile.email}</span>
            {profile.emailVerified ? (
              <span className="badge badge--success">Verified</span>
            ) : (
              <span className="badge badge--warning">Not verified</span>
            )}
          </dd>
        </div>
      </dl>
      {profile.mailBlocked && <MailBlockedNotice email={profile.email} reason={profile.mailBlocked} />}
      {!profile.emailVerified && (
        <p className="account-card__note">
          Verify your email to vote and create challenges. <a href="/resend-verification">Resend verification email</a>
        </p>
      )}
      <div className="account-card__actions">
        <a className="btn btn-outline btn-block" href={`/profile/${profile.id}`}>
          View public profile
        </a>
        <a className="btn btn-ghost btn-block" href="/forgot-password">
          Change password
        </a>
        {/* A plain download: the server names the file and sends it as an attachment. */}
        <a className="btn btn-ghost btn-block" href="/api/users/me/export" download>
          Download my data
        </a>
        <button type="button" className="btn btn-ghost btn-block" onClick={() => void signOut()}>
          Sign out
        </button>
      </div>
    </aside>
  );
}
