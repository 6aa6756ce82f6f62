import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import type { RoomState } from '../../../../worker/contract/webinar-room';
import { $room, listenForMedia, say } from '../../../stores/webinar-room';
import {
  $media,
  forgetPublisher,
  leaveMedia,
  peerJoined,
  pullFrom,
  sentStream,
  peerLeft,
  setUpMedia,
  signalled,
  startPublishing,
  stopPublishing,
  toggleScreen,
  toggleTrack,
} from '../../../stores/webinar-media';
import { $recording, record, stopRecording } from '../../../stores/webinar-recording';
import VideoTile from '../../video/VideoTile';

type Props = { state: RoomState; webinarId: number; hostId: number; hostName: string };

const RECORDING_LABELS = { off: null, recording: 'Recording', saving: 'Saving the recording…', failed: null } as const;

// The stage: the host's camera (or screen) large, the attendee on stage beside it. Loaded after
// the page, with the media code it needs. The host publishes from the start; an attendee while
// the host keeps them on stage.
export default function LiveStage({ state, webinarId, hostId, hostName }: Props) {
  const media = useStore($media);
  const recording = useStore($recording);
  const me = state.you.userId;
  const publisher = me === hostId || state.stage?.userId === me;

  // Declared first, so on leaving the recording is closed before the camera stops.
  useEffect(() => () => void stopRecording(), []);

  useEffect(() => {
    setUpMedia({ me, webinarId, transport: state.transport, iceServers: state.iceServers, say });
    listenForMedia((event) => {
      if (event.type === 'signal') signalled(event.from, event.publisher, event.data);
      else if (event.type === 'peer-joined') peerJoined(event.userId);
      else peerLeft(event.userId);
    });
    return () => {
      listenForMedia(null);
      leaveMedia();
    };
  }, [me, webinarId, state.transport, state.iceServers]);

  // Through the SFU, every publication but this page's own is pulled, and one withdrawn goes.
  useEffect(() => {
    if (state.transport !== 'sfu') return;
    for (const publication of state.publications) void pullFrom(publication);
    for (const id of Object.keys($media.get().remote).map(Number)) {
      if (!state.publications.some((p) => p.userId === id)) forgetPublisher(id);
    }
  }, [state.transport, state.publications]);

  useEffect(() => {
    // Whoever is here once the camera is open; later arrivals come as peer events.
    if (publisher) void startPublishing(() => $room.get().state?.peers ?? []);
    else stopPublishing();
  }, [publisher]);

  // The host's page records what it sends, from its camera's first frame; a switch to or from
  // the screen goes on in a new take. Leaving the stage (the webinar ended) sends the rest.
  useEffect(() => {
    if (me === hostId && media.local) void record(webinarId, sentStream());
  }, [me, hostId, webinarId, media.local]);

  const hostStream = me === hostId ? media.local : (media.remote[hostId] ?? null);
  const stage = state.stage;
  const stageStream = stage && (stage.userId === me ? media.local : (media.remote[stage.userId] ?? null));
  return (
    <>
      <div className="webinar-live__screens">
        <VideoTile
          stream={hostStream}
          label={me === hostId ? (media.sharing ? 'Your screen' : 'You') : hostName}
          muted={me === hostId}
          placeholder={me === hostId ? 'Starting your camera…' : `${hostName}'s video will show here`}
        />
        {stage && (
          <VideoTile
            stream={stageStream}
            label={stage.userId === me ? 'You, on stage' : stage.name}
            muted={stage.userId === me}
            placeholder={`${stage.name} is joining the stage…`}
          />
        )}
      </div>
      {media.problem && (
        <p className="webinar-live__problem" role="alert">
          {media.problem}
        </p>
      )}
      {me === hostId && recording.problem && (
        <p className="webinar-live__problem" role="alert">
          {recording.problem}
        </p>
      )}
      {publisher && (
        <div className="webinar-live__controls">
          <button
            type="button"
            className="btn btn-outline btn-sm"
            aria-pressed={!media.micOn}
            onClick={() => toggleTrack('audio')}
          >
            {media.micOn ? 'Mute microphone' : 'Unmute microphone'}
          </button>
          <button
            type="button"
            className="btn btn-outline btn-sm"
            aria-pressed={!media.cameraOn}
            onClick={() => toggleTrack('video')}
          >
            {media.cameraOn ? 'Turn camera off' : 'Turn camera on'}
          </button>
          {me === hostId && (
            <button
              type="button"
              className="btn btn-outline btn-sm"
              aria-pressed={media.sharing}
              onClick={() => void toggleScreen()}
            >
              {media.sharing ? 'Stop sharing' : 'Share screen'}
            </button>
          )}
          {me === hostId && RECORDING_LABELS[recording.state] && (
            <span className="live-badge live-badge--recording" role="status">
              {RECORDING_LABELS[recording.state]}
            </span>
          )}
        </div>
      )}
    </>
  );
}
