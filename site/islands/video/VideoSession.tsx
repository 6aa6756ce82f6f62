import './VideoSession.css';
import { useEffect, useState } from 'react';
import type { VideoRoomDto } from '../../../worker/contract/video-rooms';
import { HttpError, serverMessage } from '../../lib/api-fetch';
import { readEdgeState } from '../../lib/edge-state';
import { enterRoom, roomKeyOfPage } from '../../stores/video-room';
import ErrorBoundary from '../shared/ErrorBoundary';
import Spinner from '../shared/Spinner';
import VideoCall from './VideoCall';

type Entry = { state: 'loading' } | { state: 'ready'; room: VideoRoomDto } | { state: 'refused'; title: string; message: string };

function refusal(error: unknown): Entry {
  const status = error instanceof HttpError ? error.status : 0;
  if (status === 403) {
    return { state: 'refused', title: 'This call is not yours', message: serverMessage(error, 'You cannot join this call.') };
  }
  if (status === 404 || status === 400) {
    return {
      state: 'refused',
      title: 'No such video call',
      message: 'The link may be incomplete. Your sessions, with their Join Session buttons, are on your dashboard.',
    };
  }
  return {
    state: 'refused',
    title: 'The call could not be opened',
    message: serverMessage(error, 'Please reload the page to try again.'),
  };
}

// /video-session/{roomKey}: a mentoring session's live video call, for its two people only.
function Room() {
  const [roomKey] = useState(roomKeyOfPage);
  const [entry, setEntry] = useState<Entry>({ state: 'loading' });

  useEffect(() => {
    enterRoom(roomKey).then(
      (room) => setEntry({ state: 'ready', room }),
      (error: unknown) => setEntry(refusal(error)),
    );
  }, [roomKey]);

  if (entry.state === 'loading') return <Spinner label="Opening the call..." screen />;
  if (entry.state === 'ready' && entry.room.open) return <VideoCall room={entry.room} roomKey={roomKey} />;
  const { title, message } =
    entry.state === 'refused'
      ? entry
      : {
          title: 'This call is not open now',
          message: 'A session’s call opens 10 minutes before its start and closes at its end.',
        };
  return (
    <div className="status-screen" role="alert">
      <div className="status-screen__box">
        <div className="status-screen__icon" aria-hidden="true">
          !
        </div>
        <h1>{title}</h1>
        <p>{message}</p>
        <div className="status-screen__actions">
          {entry.state === 'ready' ? (
            <a className="btn btn-primary" href={entry.room.sessionPath}>
              Back to the Session
            </a>
          ) : (
            <a
              className="btn btn-primary"
              href={
                readEdgeState().user?.mentorProfile?.profileStatus === 'approved' ? '/mentor-dashboard' : '/student-dashboard'
              }
            >
              My Sessions
            </a>
          )}
        </div>
      </div>
    </div>
  );
}

export default function VideoSession() {
  return (
    <ErrorBoundary>
      <Room />
    </ErrorBoundary>
  );
}
