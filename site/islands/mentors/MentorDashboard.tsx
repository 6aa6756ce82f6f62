import './Dashboard.css';
import './MentorDashboard.css';
import '../../styles/dashboard-tabs.css';
import { useStore } from '@nanostores/react';
import { mentorPath } from '../../../worker/domain/mentoring';
import { HttpError } from '../../lib/api-fetch';
import { $myMentorProfile } from '../../stores/mentors';
import ErrorBoundary from '../shared/ErrorBoundary';
import EmptyState from '../shared/EmptyState';
import EarningsSection from '../payouts/EarningsSection';
import CalendarSettings from './CalendarSettings';
import MentorProfilePage from './MentorProfilePage';
import MentorReviews from './MentorReviews';
import SessionList from './SessionList';

const TABS = [
  ['overview', 'Overview'],
  ['sessions', 'Sessions'],
  ['availability', 'Availability'],
  ['earnings', 'Earnings'],
  ['reviews', 'Reviews'],
  ['profile', 'Profile'],
] as const;
type Tab = (typeof TABS)[number][0];

const tabOf = (path: string): Tab => TABS.find(([tab]) => path === `/mentor-dashboard/${tab}`)?.[0] ?? 'overview';

const noSessions = <EmptyState compact>No sessions coming up. Keep your hours open so members can book you.</EmptyState>;

function Overview() {
  const { data: profile } = useStore($myMentorProfile);
  return (
    <div className="dashboard">
      {profile?.suspended && (
        <p className="notice notice--error" role="alert">
          Your profile is suspended: members cannot find or book you. Your sessions and earnings are still here.
        </p>
      )}
      <div className="mentor-shortcuts">
        {profile && !profile.suspended && (
          <a className="btn btn-outline btn-sm" href={mentorPath(profile)}>
            View Public Profile
          </a>
        )}
        <a className="btn btn-outline btn-sm" href="/mentor-dashboard/availability">
          Set Your Hours
        </a>
        <a className="btn btn-outline btn-sm" href="/mentor-dashboard/profile">
          Edit Profile
        </a>
      </div>
      <section aria-labelledby="next-title">
        <h2 id="next-title">Upcoming sessions</h2>
        <SessionList role="mentor" when="upcoming" empty={noSessions} />
      </section>
      <EarningsSection />
    </div>
  );
}

function Content({ tab }: { tab: Tab }) {
  switch (tab) {
    case 'sessions':
      return (
        <div className="dashboard">
          <section aria-labelledby="upcoming-title">
            <h2 id="upcoming-title">Upcoming</h2>
            <SessionList role="mentor" when="upcoming" empty={noSessions} />
          </section>
          <section aria-labelledby="past-title">
            <h2 id="past-title">Past</h2>
            <SessionList role="mentor" when="past" empty={<EmptyState compact>Your past sessions will show here.</EmptyState>} />
          </section>
        </div>
      );
    case 'availability':
      return <CalendarSettings />;
    case 'earnings':
      return <EarningsSection />;
    case 'reviews':
      return (
        <section className="dashboard" aria-labelledby="reviews-title">
          <h2 id="reviews-title">Reviews</h2>
          <MentorReviews />
        </section>
      );
    case 'profile':
      return <MentorProfilePage />;
    default:
      return <Overview />;
  }
}

// /mentor-dashboard and /mentor-dashboard/{tab}: a mentor's sessions, hours, earnings,
// reviews and profile. Each tab is its own address.
export default function MentorDashboard() {
  const tab = tabOf(location.pathname);
  const { error } = useStore($myMentorProfile);
  if (error instanceof HttpError && error.status === 404) {
    return (
      <EmptyState
        compact
        action={
          <a className="btn btn-primary" href="/mentor-profile">
            Become a Mentor
          </a>
        }
      >
        This is where mentors run their sessions. Apply to mentor to get started.
      </EmptyState>
    );
  }
  return (
    <ErrorBoundary>
      <nav className="dashboard-tabs" aria-label="Mentor dashboard">
        {TABS.map(([id, label]) => (
          <a
            key={id}
            href={id === 'overview' ? '/mentor-dashboard' : `/mentor-dashboard/${id}`}
            aria-current={id === tab ? 'page' : undefined}
          >
            {label}
          </a>
        ))}
      </nav>
      <Content tab={tab} />
    </ErrorBoundary>
  );
}
