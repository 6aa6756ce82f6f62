import { map } from 'nanostores';
import type { IceServer } from '../../worker/contract/video-rooms';
import type { SignalData } from '../../worker/contract/video-signals';
import type { MediaTransport, Publication, WebinarClientMessage } from '../../worker/contract/webinar-room';
import { answer, api } from '../lib/api-client';

// A live webinar's pictures and sound (docs/rules.md "Webinars"). Peer to peer ('mesh'): each
// publisher (the host, and the attendee on stage) sends its camera and microphone to every
// other person over a connection of its own, signalled through the room. A connection carries
// one way, so the publisher always offers and the other end always answers: no offer can
// clash. Through the Realtime SFU ('sfu'): a publisher sends once, to the service, and every
// other page pulls what it published; the Worker holds the service's secret. Loaded only on
// the live page, once the room has said who is there and how.

export type MediaState = {
  local: MediaStream | null;
  // What each publisher sends, by their id.
  remote: Record<number, MediaStream>;
  publishing: boolean;
  cameraOn: boolean;
  micOn: boolean;
  sharing: boolean;
  problem: string | null;
};

const IDLE: MediaState = {
  local: null,
  remote: {},
  publishing: false,
  cameraOn: false,
  micOn: false,
  sharing: false,
  problem: null,
};

export const $media = map<MediaState>(IDLE);

type Link = {
  pc: RTCPeerConnection;
  // Signals for this link are handled one at a time, in order: a candidate after its description.
  inbox: Promise<void>;
  // Through the SFU: the publisher's session this link pulls from.
  source?: string;
};

let me = 0;
let iceServers: RTCIceServer[] = [];
let say: (message: WebinarClientMessage) => boolean = () => false;
let webinarId = 0;
let transport: MediaTransport = 'mesh';
let camera: MediaStream | null = null;
let screen: MediaStream | null = null;
// `${publisher}>${receiver}`: one connection per publisher and receiver (receiver 0: the SFU).
const SFU = 0;
const links = new Map<string, Link>();
const keyOf = (publisher: number, receiver: number) => `${publisher}>${receiver}`;

type MediaSetUp = {
  me: number;
  webinarId: number;
  transport: MediaTransport;
  iceServers: IceServer[];
  say: (message: WebinarClientMessage) => boolean;
};

export function setUpMedia(options: MediaSetUp) {
  me = options.me;
  webinarId = options.webinarId;
  transport = options.transport;
  // The SFU is reached over the public internet: its own STUN server, unless some are set.
  iceServers =
    transport === 'sfu' && options.iceServers.length === 0 ? [{ urls: 'stun:stun.cloudflare.com:3478' }] : options.iceServers;
  say = options.say;
}

const param = () => ({ param: { id: String(webinarId) } });

// Through the SFU: this page's camera (or screen) published once, to the service.
async function publishToSfu() {
  const key = keyOf(me, SFU);
  close(key);
  const pc = new RTCPeerConnection({ iceServers, bundlePolicy: 'max-bundle' });
  links.set(key, { pc, inbox: Promise.resolve() });
  const stream = camera ?? new MediaStream();
  const sent = stream.getTracks().map((track) =>
    pc.addTransceiver((track.kind === 'video' && screen?.getVideoTracks()[0]) || track, {
      direction: 'sendonly',
      streams: [stream],
    }),
  );
  if (sent.length === 0) return;
  await pc.setLocalDescription(await pc.createOffer());
  const offer = pc.localDescription;
  if (!offer) return;
  const stamp = Date.now().toString(36);
  const tracks = sent.map((transceiver, i) => ({ mid: transceiver.mid ?? String(i), trackName: `${me}-${i}-${stamp}` }));
  const published = await answer(
    api.webinars[':id'].sfu.publish.$post({ ...param(), json: { offer: { type: 'offer', sdp: offer.sdp }, tracks } }),
  );
  if (links.get(key)?.pc === pc) await pc.setRemoteDescription(published.answer);
}

// Through the SFU: what a publisher published, pulled into a session of this page's own.
export async function pullFrom(publication: Publication) {
  const key = keyOf(publication.userId, me);
  if (transport !== 'sfu' || publication.userId === me || links.get(key)?.source === publication.sessionId) return;
  close(key);
  const pc = new RTCPeerConnection({ iceServers, bundlePolicy: 'max-bundle' });
  links.set(key, { pc, inbox: Promise.resolve(), source: publication.sessionId });
  const incoming = new MediaStream();
  pc.ontrack = ({ track }) => {
    incoming.addTrack(track);
    $media.setKey('remote', { ...$media.get().remote, [publication.userId]: incoming });
  };
  try {
    const pulled = await answer(api.webinars[':id'].sfu.pull.$post({ ...param(), json: { publisherId: publication.userId } }));
    if (links.get(key)?.pc !== pc) return;
    await pc.setRemoteDescription(pulled.offer);
    await pc.setLocalDescription(await pc.createAnswer());
    const reply = pc.localDescription;
    if (!reply) return;
    await answer(
      api.webinars[':id'].sfu.answer.$put({
        ...param(),
        json: { sessionId: pulled.sessionId, answer: { type: 'answer', sdp: reply.sdp } },
      }),
    );
  } catch (error) {
    // The next publication (or a reload) tries again.
    close(key);
    console.warn('Webinar media pull failed', error);
  }
}

// A publisher stopped sending (left, or left the stage): their picture goes.
export function forgetPublisher(userId: number) {
  close(keyOf(userId, me));
  const { [userId]: _gone, ...remote } = $media.get().remote;
  $media.setKey('remote', remote);
}

function close(key: string) {
  links.get(key)?.pc.close();
  links.delete(key);
}

function signal(to: number, publisher: number, data: SignalData) {
  say({ type: 'signal', to, publisher, data });
}

// Camera and microphone if both can be had, else whichever can.
async function openCamera(): Promise<{ stream: MediaStream; problem: string | null }> {
  for (const constraints of [{ video: true, audio: true }, { audio: true }, { video: true }]) {
    try {
      const stream = await navigator.mediaDevices.getUserMedia(constraints);
      const missing = !constraints.video ? 'camera' : !constraints.audio ? 'microphone' : null;
      return { stream, problem: missing && `Your ${missing} could not be used.` };
    } catch {
      // Refused or missing: try with less.
    }
  }
  return {
    stream: new MediaStream(),
    problem: 'Your camera and microphone could not be used. Allow them in your browser and reload.',
  };
}

// A connection sending this page's camera (or shared screen) to `receiver`, offered at once.
async function offerTo(receiver: number) {
  const key = keyOf(me, receiver);
  close(key);
  const pc = new RTCPeerConnection({ iceServers });
  links.set(key, { pc, inbox: Promise.resolve() });
  const stream = camera ?? new MediaStream();
  for (const track of stream.getTracks()) {
    const sent = (track.kind === 'video' && screen?.getVideoTracks()[0]) || track;
    pc.addTransceiver(sent, { direction: 'sendonly', streams: [stream] });
  }
  // Candidates wait until the offer has gone, so the receiver always has the description first.
  const early: RTCIceCandidateInit[] = [];
  let offered = false;
  pc.onicecandidate = ({ candidate }) => {
    if (!candidate) return;
    if (offered) signal(receiver, me, { candidate: candidate.toJSON() });
    else early.push(candidate.toJSON());
  };
  await pc.setLocalDescription(await pc.createOffer());
  if (links.get(key)?.pc !== pc || !pc.localDescription) return;
  signal(receiver, me, { description: { type: 'offer', sdp: pc.localDescription.sdp } });
  offered = true;
  for (const candidate of early) signal(receiver, me, { candidate });
}

// This page starts sending to everyone here (the host, or an attendee brought on stage).
export async function startPublishing(peersNow: () => number[]) {
  if ($media.get().publishing) return;
  $media.setKey('publishing', true);
  const opened = await openCamera();
  if (!$media.get().publishing) {
    for (const track of opened.stream.getTracks()) track.stop();
    return;
  }
  camera = opened.stream;
  $media.set({
    ...$media.get(),
    local: camera,
    cameraOn: camera.getVideoTracks().length > 0,
    micOn: camera.getAudioTracks().length > 0,
    problem: opened.problem,
  });
  if (transport === 'sfu') await publishToSfu().catch((error: unknown) => console.warn('Webinar media publish failed', error));
  else await Promise.all(peersNow().map(offerTo));
}

export function stopPublishing() {
  for (const key of [...links.keys()]) if (key.startsWith(`${me}>`)) close(key);
  for (const stream of [camera, screen]) for (const track of stream?.getTracks() ?? []) track.stop();
  camera = null;
  screen = null;
  $media.set({ ...$media.get(), local: null, publishing: false, cameraOn: false, micOn: false, sharing: false });
}

// Someone came in (or came back on a new page): a publisher sends to them afresh.
export function peerJoined(userId: number) {
  if (transport === 'mesh' && $media.get().publishing && camera) void offerTo(userId);
}

export function peerLeft(userId: number) {
  for (const key of [...links.keys()]) {
    const [publisher, receiver] = key.split('>').map(Number);
    if (publisher === userId || receiver === userId) close(key);
  }
  const { [userId]: _gone, ...remote } = $media.get().remote;
  $media.setKey('remote', remote);
}

// A signal from `from` about the connection of `publisher`'s pictures: an offer (always a new
// connection) and its candidates when this page receives, an answer and candidates when it sends.
export function signalled(from: number, publisher: number, data: SignalData) {
  const key = publisher === me ? keyOf(me, from) : keyOf(publisher, me);
  if (publisher !== me && data.description?.type === 'offer') {
    close(key);
    const pc = new RTCPeerConnection({ iceServers });
    const incoming = new MediaStream();
    pc.ontrack = ({ track }) => {
      incoming.addTrack(track);
      $media.setKey('remote', { ...$media.get().remote, [publisher]: incoming });
    };
    pc.onicecandidate = ({ candidate }) => {
      if (candidate) signal(publisher, publisher, { candidate: candidate.toJSON() });
    };
    links.set(key, { pc, inbox: Promise.resolve() });
  }
  const link = links.get(key);
  if (!link) return;
  link.inbox = link.inbox.then(async () => {
    try {
      if (data.description) {
        await link.pc.setRemoteDescription(data.description);
        if (data.description.type === 'offer') {
          await link.pc.setLocalDescription(await link.pc.createAnswer());
          const answer = link.pc.localDescription;
          if (answer) signal(publisher, publisher, { description: { type: 'answer', sdp: answer.sdp } });
        }
      } else if (data.candidate) await link.pc.addIceCandidate(data.candidate);
    } catch (error) {
      console.warn('Webinar media signal failed', error);
    }
  });
}

export function toggleTrack(kind: 'audio' | 'video') {
  const tracks = kind === 'audio' ? camera?.getAudioTracks() : camera?.getVideoTracks();
  const on = !(tracks?.[0]?.enabled ?? false);
  for (const track of tracks ?? []) track.enabled = on;
  $media.setKey(kind === 'audio' ? 'micOn' : 'cameraOn', on && Boolean(tracks?.length));
}

// The host's screen instead of the camera, for everyone (no new offers: the video track is swapped).
export async function toggleScreen() {
  const senders = [...links.entries()].filter(([key]) => key.startsWith(`${me}>`)).flatMap(([, l]) => l.pc.getSenders());
  const swap = async (track: MediaStreamTrack | null) => {
    await Promise.all(senders.filter((s) => s.track?.kind === 'video').map((s) => s.replaceTrack(track)));
  };
  if (screen) {
    for (const track of screen.getTracks()) track.stop();
    screen = null;
    await swap(camera?.getVideoTracks()[0] ?? null);
    $media.set({ ...$media.get(), sharing: false, local: camera });
    return;
  }
  try {
    screen = await navigator.mediaDevices.getDisplayMedia({ video: true });
  } catch {
    return;
  }
  const track = screen.getVideoTracks()[0] ?? null;
  track?.addEventListener('ended', () => void toggleScreen());
  await swap(track);
  $media.set({ ...$media.get(), sharing: true, local: screen });
}

// What the others receive from this page: the shared screen or the camera, and the microphone.
export function sentStream(): MediaStream {
  const video = screen?.getVideoTracks()[0] ?? camera?.getVideoTracks()[0];
  return new MediaStream([...(video ? [video] : []), ...(camera?.getAudioTracks() ?? [])]);
}

export function leaveMedia() {
  stopPublishing();
  for (const key of [...links.keys()]) close(key);
  $media.set(IDLE);
}
