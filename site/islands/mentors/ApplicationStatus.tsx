import './ApplicationStatus.css';
import type { MyMentorProfile } from '../../../worker/contract/mentors';
import { mentorPath } from '../../../worker/domain/mentoring';
import { shortDate } from '../../lib/dates';

// Where the application stands, and what to do next.
export default function ApplicationStatus({ profile }: { profile: MyMentorProfile }) {
  if (profile.profileStatus === 'approved') {
    return (
      <div className="application-status application-status--approved" role="status">
        <h2>{profile.suspended ? 'Your mentor profile is suspended' : 'You are a mentor'}</h2>
        <p>
          {profile.suspended
            ? 'Members cannot find or book you for now. Your dashboard, sessions and earnings are still here; contact support to restore your profile.'
            : 'Your profile is listed for members to find. Keep your hours up to date so they can book you.'}
        </p>
        <div className="application-status__actions">
          {!profile.suspended && (
            <a className="btn btn-outline btn-sm" href={mentorPath(profile)}>
              View Your Profile
            </a>
          )}
          <a className="btn btn-outline btn-sm" href="/calendar-settings">
            Set Your Hours
          </a>
          <a className="btn btn-primary btn-sm" href="/mentor-dashboard">
            Mentor Dashboard
          </a>
        </div>
      </div>
    );
  }
  if (profile.profileStatus === 'rejected') {
    return (
      <div className="application-status application-status--rejected" role="status">
        <h2>Your application was not approved</h2>
        {profile.reviewNote && <p className="application-status__note">“{profile.reviewNote}”</p>}
        <p>Edit your application below and submit it again whenever you are ready.</p>
      </div>
    );
  }
  return (
    <div className="application-status" role="status">
      <h2>Your application is being reviewed</h2>
      <p>
        Sent {profile.submittedAt ? shortDate(profile.submittedAt) : 'recently'}. We email you as soon as an admin has looked at
        it; you can still edit it meanwhile.
      </p>
    </div>
  );
}
