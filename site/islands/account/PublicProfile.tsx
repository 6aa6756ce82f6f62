import './PublicProfile.css';
import type { PublicUser } from '../../../worker/contract/users';
import type { ProfileStats } from '../../../worker/contract/leaderboard';
import type { SubmissionDto } from '../../../worker/contract/submissions';
import { readEdgeState } from '../../lib/edge-state';
import ErrorBoundary from '../shared/ErrorBoundary';
import EmptyState from '../shared/EmptyState';
import ProfilePhotos from './ProfilePhotos';
import ProfileHero from './ProfileHero';
import { displayName } from './display-name';

type ProfilePage = { profile: PublicUser; photos: SubmissionDto[]; stats: ProfileStats };

function Profile() {
  const { page, user } = readEdgeState();
  // The Worker answers 404 for unknown ids, so the profile is always there, with its
  // photos and totals read at the edge.
  const { profile, photos, stats } = page as ProfilePage;
  const own = user?.id === profile.id;
  const figures: [string, number][] = [
    ['Photos', stats.photos],
    ['Wins', stats.wins],
    ['Points', stats.points],
  ];
  return (
    <>
      <ProfileHero profile={profile} own={own} />
      <section className="container profile-body" aria-label="Photos and stats">
        <ul className="profile-stats">
          {figures.map(([label, value]) => (
            <li key={label}>
              <strong>{value}</strong>
              <span>{label}</span>
            </li>
          ))}
        </ul>
        <h2 className="profile-body__title">Photos</h2>
        {photos.length > 0 ? (
          <ProfilePhotos photos={photos} />
        ) : (
          <EmptyState
            title="No photos yet"
            icon={
              <>
                <path d="M4 8h3l2-3h6l2 3h3a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V9a1 1 0 0 1 1-1Z" />
                <circle cx="12" cy="13.5" r="3.5" />
              </>
            }
          >
            {own ? (
              <>
                Photos you enter in challenges will appear here. <a href="/challenges">Browse challenges</a>
              </>
            ) : (
              <>When {displayName(profile)}'s challenge entries get their results, they'll appear here.</>
            )}
          </EmptyState>
        )}
      </section>
    </>
  );
}

export default function PublicProfile() {
  return (
    <ErrorBoundary>
      <Profile />
    </ErrorBoundary>
  );
}
