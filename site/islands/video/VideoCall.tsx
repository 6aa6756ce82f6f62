import '../chat/chat.css';
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import type { VideoRoomDto } from '../../../worker/contract/video-rooms';
import { readEdgeState } from '../../lib/edge-state';
import { $call, type CallPhase, leaveCall, phaseOf, startCall } from '../../stores/video-call';
import Thread from '../chat/Thread';
import CallControls from './CallControls';
import VideoTile from './VideoTile';

const phaseWords = (phase: CallPhase, name: string) =>
  ({
    waiting: `Waiting for ${name} to join`,
    connecting: 'Connecting…',
    connected: 'Connected',
    reconnecting: 'Reconnecting…',
    replaced: 'You joined this call somewhere else',
    ended: 'This video call has ended',
  })[phase];

// The call itself: both pictures, the state in words, the buttons, and the chat beside it.
export default function VideoCall({ room, roomKey }: { room: VideoRoomDto; roomKey: string }) {
  const $state = useStore($call);
  const phase = phaseOf($state);
  const name = room.other.name;
  const { user, flags } = readEdgeState();

  useEffect(() => {
    void startCall(room, roomKey);
    return leaveCall;
  }, [room, roomKey]);

  function leave() {
    leaveCall();
    location.assign(room.sessionPath);
  }

  if (phase === 'ended') {
    return (
      <div className="status-screen" role="status">
        <div className="status-screen__box">
          <h1>This video call has ended</h1>
          <p>The session is over or was cancelled, so the call has closed for both of you.</p>
          <div className="status-screen__actions">
            <a className="btn btn-primary" href={room.sessionPath}>
              Back to the Session
            </a>
          </div>
        </div>
      </div>
    );
  }

  if (phase === 'replaced') {
    return (
      <div className="status-screen" role="status">
        <div className="status-screen__box">
          <h1>This call is open in another window</h1>
          <p>
            You joined it again from another tab or device, so this window has left. Only one window per person can be in the
            call.
          </p>
          <div className="status-screen__actions">
            <button type="button" className="btn btn-primary" onClick={() => location.reload()}>
              Use This Window Instead
            </button>
            <a className="btn btn-outline" href={room.sessionPath}>
              Back to the Session
            </a>
          </div>
        </div>
      </div>
    );
  }

  return (
    <div className="video-call">
      <section className="video-call__stage" aria-label={`Video call with ${name}`}>
        <p className={`video-call__status video-call__status--${phase}`} role="status">
          {phaseWords(phase, name)}
        </p>
        <div className="video-call__screens">
          <VideoTile
            stream={$state.remote}
            label={name}
            placeholder={phase === 'waiting' ? `${name} has not joined yet` : `${name}'s video will show here`}
          />
          <VideoTile
            stream={$state.local}
            label={$state.sharing ? 'Your screen' : 'You'}
            muted
            mirrored={!$state.sharing}
            placeholder={$state.cameraOn ? 'Starting your camera…' : 'Your camera is off'}
          />
        </div>
        {$state.mediaProblem && (
          <p className="video-call__problem" role="alert">
            {$state.mediaProblem}
          </p>
        )}
        <CallControls onLeave={leave} />
      </section>
      {/* The chat slot: the thread with the other person, beside the video. */}
      <aside className="video-call__chat card" aria-label={`Messages with ${name}`}>
        <h2 className="video-call__chat-title">Messages with {name}</h2>
        {user && flags.mentor_program_access ? (
          <Thread me={user.id} recipientId={room.other.userId} name={name} compact />
        ) : (
          <a className="btn btn-outline" href={`/messages/${room.other.userId}`}>
            Open Messages
          </a>
        )}
      </aside>
    </div>
  );
}
