import { map } from 'nanostores';
import type { VideoRoomDto } from '../../worker/contract/video-rooms';
import {
  ENDED_CLOSE_CODE,
  REPLACED_CLOSE_CODE,
  type SignalData,
  type VideoClientMessage,
  type VideoRoomEvent,
} from '../../worker/contract/video-signals';

// A live video call between a session's two people (docs/rules.md "Video calls"): camera and
// microphone, one RTCPeerConnection, signalled through the room's socket. Negotiation is
// "perfect negotiation": either side may offer at any time, and on a clash the student (polite)
// gives way to the mentor, so it does not matter who arrives first or reloads.

export type CallState = {
  socket: 'connecting' | 'open' | 'down';
  // 'lost': their connection dropped and they may be back; 'absent': not here or gone.
  peer: 'absent' | 'present' | 'lost';
  link: RTCPeerConnectionState | 'none';
  // This page was replaced by a newer one of the same person (another tab, a reload elsewhere).
  replaced: boolean;
  // The session left the joinable state (it ended, or was cancelled): the room closed.
  ended: boolean;
  local: MediaStream | null;
  remote: MediaStream | null;
  // Which of camera and microphone this page could open at all.
  devices: { camera: boolean; microphone: boolean };
  cameraOn: boolean;
  micOn: boolean;
  sharing: boolean;
  // What of the camera and microphone could not be used, in words.
  mediaProblem: string | null;
};

const IDLE: CallState = {
  socket: 'connecting',
  peer: 'absent',
  link: 'none',
  replaced: false,
  ended: false,
  local: null,
  remote: null,
  devices: { camera: false, microphone: false },
  cameraOn: false,
  micOn: false,
  sharing: false,
  mediaProblem: null,
};

export const $call = map<CallState>(IDLE);

export type CallPhase = 'waiting' | 'connecting' | 'connected' | 'reconnecting' | 'replaced' | 'ended';

export function phaseOf(state: CallState): CallPhase {
  if (state.ended) return 'ended';
  if (state.replaced) return 'replaced';
  if (state.link === 'connected') return 'connected';
  if (state.socket === 'down') return 'reconnecting';
  if (state.peer === 'absent') return state.socket === 'open' ? 'waiting' : 'connecting';
  if (state.peer === 'lost' || state.link === 'disconnected' || state.link === 'failed') return 'reconnecting';
  return 'connecting';
}

const RECONNECT_MS = 3000;

type Call = { roomKey: string; iceServers: RTCIceServer[]; polite: boolean; client: string };

let call: Call | null = null;
let socket: WebSocket | null = null;
let pc: RTCPeerConnection | null = null;
let peerClient: string | null = null;
let camera: MediaStream | null = null;
let screen: MediaStream | null = null;
let makingOffer = false;
let ignoreOffer = false;
// The student waits for the mentor's first offer: when both offer at once on a fresh
// connection, Chromium's rollback can drop the candidates it was gathering.
let negotiated = false;
// Signals are handled one at a time, in order: a candidate only after its description.
let inbox = Promise.resolve();
let retry: ReturnType<typeof setTimeout> | undefined;

export async function startCall(room: VideoRoomDto, roomKey: string): Promise<void> {
  call = { roomKey, iceServers: room.iceServers, polite: room.role === 'student', client: crypto.randomUUID() };
  const media = await openCamera(room.other.name);
  if (!call) return;
  camera = media.stream;
  const devices = { camera: camera.getVideoTracks().length > 0, microphone: camera.getAudioTracks().length > 0 };
  $call.set({
    ...IDLE,
    local: camera,
    devices,
    cameraOn: devices.camera,
    micOn: devices.microphone,
    mediaProblem: media.problem,
  });
  openSocket();
}

// Camera and microphone if both can be had, else whichever can: the call goes on either way.
async function openCamera(other: string): Promise<{ stream: MediaStream; problem: string | null }> {
  for (const constraints of [{ video: true, audio: true }, { audio: true }, { video: true }]) {
    try {
      const stream = await navigator.mediaDevices.getUserMedia(constraints);
      const missing = [!constraints.video && 'camera', !constraints.audio && 'microphone'].filter(Boolean);
      const problem = missing.length
        ? `Your ${missing[0]} could not be used, so ${other} will not ${missing[0] === 'camera' ? 'see' : 'hear'} you.`
        : null;
      return { stream, problem };
    } catch {
      // Refused or missing: try with less.
    }
  }
  return {
    stream: new MediaStream(),
    problem: `Your camera and microphone could not be used, so ${other} will neither see nor hear you. Allow them in your browser and reload.`,
  };
}

function openSocket() {
  if (!call) return;
  const url = new URL(`/ws/video/${call.roomKey}`, location.href);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  url.searchParams.set('client', call.client);
  const ws = new WebSocket(url);
  socket = ws;
  $call.setKey('socket', 'connecting');
  ws.onopen = () => $call.setKey('socket', 'open');
  ws.onmessage = (e) => onEvent(JSON.parse(String(e.data)) as VideoRoomEvent);
  ws.onclose = (e) => {
    if (socket !== ws) return;
    socket = null;
    if (e.code === REPLACED_CLOSE_CODE || e.code === ENDED_CLOSE_CODE) {
      endCall();
      $call.setKey(e.code === ENDED_CLOSE_CODE ? 'ended' : 'replaced', true);
      return;
    }
    $call.setKey('socket', 'down');
    retry = setTimeout(openSocket, RECONNECT_MS);
  };
}

function onEvent(event: VideoRoomEvent) {
  if (event.type === 'welcome' || event.type === 'peer-joined') void meet(event.peer);
  else if (event.type === 'signal') {
    const { data } = event;
    inbox = inbox.then(() => onSignal(data));
  } else if (event.reason === 'lost') $call.setKey('peer', 'lost');
  else meet(null);
}

// The other person is here (on this page of theirs), or not.
async function meet(peer: string | null) {
  if (!peer) {
    closePeer();
    peerClient = null;
    $call.setKey('peer', 'absent');
    return;
  }
  $call.setKey('peer', 'present');
  if (peer !== peerClient || !pc) {
    // A new page of theirs (or the first): a fresh connection on both sides.
    peerClient = peer;
    newPeer();
    return;
  }
  // Their page, or ours, is back after a dropped socket: the call may have lived through it.
  if (pc.connectionState === 'connected') return;
  // An offer sent while they were away went nowhere: take it back and start ICE afresh.
  if (pc.signalingState === 'have-local-offer') await pc.setLocalDescription({ type: 'rollback' });
  pc.restartIce();
}

function newPeer() {
  closePeer();
  if (!call) return;
  const peer = new RTCPeerConnection({ iceServers: call.iceServers });
  const remote = new MediaStream();
  pc = peer;
  makingOffer = false;
  ignoreOffer = false;
  negotiated = false;
  const stream = camera ?? new MediaStream();
  for (const kind of ['audio', 'video'] as const) {
    const track = (kind === 'video' && screen?.getVideoTracks()[0]) || stream.getTracks().find((t) => t.kind === kind);
    if (track) peer.addTrack(track, stream);
    else peer.addTransceiver(kind, { direction: 'recvonly' });
  }
  peer.ontrack = ({ track }) => {
    remote.addTrack(track);
    $call.setKey('remote', remote);
  };
  peer.onicecandidate = ({ candidate }) => {
    if (candidate) signal({ candidate: candidate.toJSON() });
  };
  peer.onnegotiationneeded = async () => {
    if (call?.polite && !negotiated) return;
    try {
      makingOffer = true;
      await peer.setLocalDescription();
      if (peer.localDescription) signal({ description: peer.localDescription.toJSON() });
    } catch {
      // Overtaken by the other side's offer, which perfect negotiation settles.
    } finally {
      makingOffer = false;
    }
  };
  peer.onconnectionstatechange = () => {
    if (pc !== peer) return;
    $call.setKey('link', peer.connectionState);
    if (peer.connectionState === 'failed') peer.restartIce();
  };
  $call.setKey('link', peer.connectionState);
}

async function onSignal({ description, candidate }: SignalData) {
  const peer = pc;
  if (!peer || !call) return;
  try {
    if (description) {
      const collision = description.type === 'offer' && (makingOffer || peer.signalingState !== 'stable');
      ignoreOffer = !call.polite && collision;
      if (ignoreOffer) return;
      await peer.setRemoteDescription(description);
      if (description.type === 'offer') {
        await peer.setLocalDescription();
        if (peer.localDescription) signal({ description: peer.localDescription.toJSON() });
      }
      if (peer === pc) negotiated = true;
    } else if (candidate) {
      await peer.addIceCandidate(candidate).catch((error) => {
        if (!ignoreOffer) throw error;
      });
    }
  } catch {
    // A candidate of a connection already replaced, or an exchange that failed: the
    // connection's own state says so, and a failed one restarts ICE.
  }
}

function signal(data: SignalData) {
  if (socket?.readyState !== WebSocket.OPEN) return;
  socket.send(JSON.stringify({ type: 'signal', data } satisfies VideoClientMessage));
}

function closePeer() {
  pc?.close();
  pc = null;
  $call.setKey('remote', null);
  $call.setKey('link', 'none');
}

// A track switched off sends black frames or silence: no renegotiation, and back at once.
function setTracks(kind: 'video' | 'audio', on: boolean) {
  for (const track of camera?.getTracks() ?? []) if (track.kind === kind) track.enabled = on;
}

export function toggleCamera() {
  const on = !$call.get().cameraOn;
  setTracks('video', on);
  $call.setKey('cameraOn', on);
}

export function toggleMicrophone() {
  const on = !$call.get().micOn;
  setTracks('audio', on);
  $call.setKey('micOn', on);
}

// What the other person sees: the shared screen or the camera, swapped in place.
async function sendVideo(track: MediaStreamTrack | null) {
  const transceiver = pc?.getTransceivers().find((t) => t.receiver.track.kind === 'video');
  if (!transceiver) return;
  await transceiver.sender.replaceTrack(track);
  if (track && transceiver.direction === 'recvonly') transceiver.direction = 'sendrecv';
}

export async function toggleScreenShare() {
  if (screen) return stopSharing();
  let stream: MediaStream;
  try {
    stream = await navigator.mediaDevices.getDisplayMedia({ video: true });
  } catch {
    // Cancelled in the browser's picker.
    return;
  }
  const track = stream.getVideoTracks()[0];
  if (!track || !call) return;
  screen = stream;
  // The browser's own 'Stop sharing' button ends the track: back to the camera.
  track.onended = stopSharing;
  await sendVideo(track);
  $call.setKey('sharing', true);
  $call.setKey('local', stream);
}

function stopSharing() {
  if (!screen) return;
  for (const track of screen.getTracks()) track.stop();
  screen = null;
  void sendVideo(camera?.getVideoTracks()[0] ?? null);
  $call.setKey('sharing', false);
  $call.setKey('local', camera);
}

function endCall() {
  clearTimeout(retry);
  const ws = socket;
  socket = null;
  ws?.close(1000, 'Left the call');
  closePeer();
  for (const track of [...(camera?.getTracks() ?? []), ...(screen?.getTracks() ?? [])]) track.stop();
  camera = null;
  screen = null;
  call = null;
  peerClient = null;
  $call.set(IDLE);
}

// Leave: the socket closes normally (the other person is told), camera and microphone go off.
export const leaveCall = endCall;
