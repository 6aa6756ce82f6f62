import { useStore } from '@nanostores/react';
import { $call, toggleCamera, toggleMicrophone, toggleScreenShare } from '../../stores/video-call';

const canShareScreen = () => typeof navigator.mediaDevices?.getDisplayMedia === 'function';

// The call's buttons, each named for what pressing it does now.
export default function CallControls({ onLeave }: { onLeave: () => void }) {
  const $state = useStore($call);
  return (
    <div className="call-controls" role="toolbar" aria-label="Call controls">
      <button
        type="button"
        className="btn btn-outline"
        disabled={!$state.devices.camera || $state.sharing}
        onClick={toggleCamera}
      >
        {$state.cameraOn ? 'Turn Camera Off' : 'Turn Camera On'}
      </button>
      <button type="button" className="btn btn-outline" disabled={!$state.devices.microphone} onClick={toggleMicrophone}>
        {$state.micOn ? 'Mute Microphone' : 'Unmute Microphone'}
      </button>
      {canShareScreen() && (
        <button type="button" className="btn btn-outline" onClick={() => void toggleScreenShare()}>
          {$state.sharing ? 'Stop Sharing' : 'Share Screen'}
        </button>
      )}
      <button type="button" className="btn call-controls__leave" onClick={onLeave}>
        Leave
      </button>
    </div>
  );
}
