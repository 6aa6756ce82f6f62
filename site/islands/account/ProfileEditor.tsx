import './ProfileEditor.css';
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { HttpError } from '../../lib/api-fetch';
import { readEdgeState } from '../../lib/edge-state';
import { $ownProfile } from '../../stores/account';
import ErrorBoundary from '../shared/ErrorBoundary';
import Spinner from '../shared/Spinner';
import MyPrintOrders from '../prints/orders/MyPrintOrders';
import MailSettingsCard from '../notifications/MailSettingsCard';
import AccountCard from './AccountCard';
import ProfileForm from './ProfileForm';

const SIGN_IN = '/auth?tab=login&next=/profile';

function OwnProfile() {
  const { data, error } = useStore($ownProfile);
  const expired = error instanceof HttpError && error.status === 401;

  // The session ended after the page was sent: sign in again and come back.
  useEffect(() => {
    if (expired) location.replace(SIGN_IN);
  }, [expired]);

  if (error && !expired) {
    return (
      <div className="status-screen" role="alert">
        <div className="status-screen__box">
          <h2>We couldn't load your profile</h2>
          <p>Check your connection and try again.</p>
          <button type="button" className="btn btn-primary" onClick={() => $ownProfile.revalidate()}>
            Try Again
          </button>
        </div>
      </div>
    );
  }
  if (!data) return <Spinner label="Loading..." screen />;
  return (
    <>
      <div className="profile-editor">
        <ProfileForm profile={data} />
        <AccountCard profile={data} />
      </div>
      <MailSettingsCard />
      <MyPrintOrders />
    </>
  );
}

function Editor() {
  const [visitor] = useState(() => readEdgeState().user === null);
  useEffect(() => {
    if (visitor) location.replace(SIGN_IN);
  }, [visitor]);
  return visitor ? <Spinner label="Redirecting to sign in..." screen /> : <OwnProfile />;
}

export default function ProfileEditor() {
  return (
    <ErrorBoundary>
      <Editor />
    </ErrorBoundary>
  );
}
