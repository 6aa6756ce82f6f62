import './ProfileHero.css';
import type { PublicUser } from '../../../worker/contract/users';
import { displayName } from './display-name';

const joined = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric' });

type Props = { profile: PublicUser; own: boolean };

// Same frame as the shell's edge-rendered header, so hydrating does not move the page.
export default function ProfileHero({ profile, own }: Props) {
  return (
    <header className="page-header profile-hero">
      <div className="container profile-hero__inner">
        <img
          className="profile-hero__avatar"
          src={profile.profileImageUrl || '/default-avatar.svg'}
          alt=""
          width={112}
          height={112}
          onError={(event) => (event.currentTarget.src = '/default-avatar.svg')}
        />
        <div className="profile-hero__text">
          <span className="eyebrow">Photographer</span>
          <h1>{displayName(profile)}</h1>
          <p className="profile-hero__handle">@{profile.username}</p>
          {profile.bio && <p className="profile-hero__bio">{profile.bio}</p>}
          <p className="profile-hero__meta">
            <svg
              viewBox="0 0 24 24"
              width="16"
              height="16"
              aria-hidden="true"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.8"
              strokeLinecap="round"
            >
              <rect x="3" y="5" width="18" height="16" rx="2" />
              <path d="M3 10h18M8 3v4M16 3v4" />
            </svg>
            Joined {joined.format(new Date(profile.createdAt))}
          </p>
        </div>
        {own && (
          <a className="btn btn-outline profile-hero__edit" href="/profile">
            Edit Profile
          </a>
        )}
      </div>
    </header>
  );
}
