import './MentorProfilePage.css';
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { HttpError } from '../../lib/api-fetch';
import { readEdgeState } from '../../lib/edge-state';
import { $myMentorProfile } from '../../stores/mentors';
import ErrorBoundary from '../shared/ErrorBoundary';
import LoadFailed from '../shared/LoadFailed';
import Spinner from '../shared/Spinner';
import ApplicationForm from './ApplicationForm';
import ApplicationStatus from './ApplicationStatus';

// /mentor-profile: apply to mentor, see where the application stands, edit it.
function Page() {
  const { data, error } = useStore($myMentorProfile);
  const [avatarUrl] = useState(() => readEdgeState().user?.profileImageUrl ?? null);
  const none = error instanceof HttpError && error.status === 404;
  if (error && !none) return <LoadFailed what="your mentor profile" />;
  if (!data && !none) return <Spinner label="Loading..." screen />;
  const profile = none ? null : (data ?? null);
  return (
    <div className="mentor-profile-page">
      {profile ? (
        <ApplicationStatus profile={profile} />
      ) : (
        <p className="mentor-profile-page__intro">
          Share what you know, one session at a time. Tell members about your work, set your rate and the sessions you offer; an
          admin reviews every application and emails you the answer.
        </p>
      )}
      <ApplicationForm key={profile?.profileStatus ?? 'new'} profile={profile} avatarUrl={avatarUrl} />
    </div>
  );
}

export default function MentorProfilePage() {
  return (
    <ErrorBoundary>
      <Page />
    </ErrorBoundary>
  );
}
