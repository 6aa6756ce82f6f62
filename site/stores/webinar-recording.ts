import { atom } from 'nanostores';
import { answer, api } from '../lib/api-client';
import { isClientError, throwIfNotOk } from '../lib/api-fetch';

// The host's page records what it sends (camera or shared screen, and microphone) with
// MediaRecorder, and uploads the recording while the webinar runs: 10 MiB parts of one take
// (docs/rules.md "Webinars"), so the replay is joined minutes after the end. A take ends when
// the host ends the webinar, switches between camera and screen (a recorder keeps the tracks
// it began with), or the page goes; the next take carries on the same recording.

export type RecordingState = { state: 'off' | 'recording' | 'saving' | 'failed'; problem: string | null };
export const $recording = atom<RecordingState>({ state: 'off', problem: null });

// A new piece of the recording every 2 seconds: at most that much is lost if the page dies.
const SLICE_MS = 2000;
const VIDEO_BITS_PER_SECOND = 1_000_000;
const TRIES = 4;

type Take = {
  id: number;
  // The tracks it records, by id: other tracks need a take of their own.
  tracks: string;
  webinarId: number;
  partBytes: number;
  recorder: MediaRecorder;
  pending: Blob[];
  pendingBytes: number;
  sent: number;
  // Parts go one at a time, in order; a failure stops the take.
  queue: Promise<void>;
  stopped: Promise<void>;
};

let take: Take | null = null;

const mimeType = () => ['video/webm;codecs=vp8,opus', 'video/webm'].find((type) => MediaRecorder.isTypeSupported(type)) ?? '';

async function sendPart(current: Take, n: number, part: Blob) {
  const url = api.webinarRecordings[':id'].recording.takes[':take'].parts[':n'].$url({
    param: { id: String(current.webinarId), take: String(current.id), n: String(n) },
  }).href;
  // A part sent again replaces itself, so a dropped connection is simply tried again.
  for (let attempt = 1; ; attempt++) {
    try {
      const res = await fetch(url, {
        method: 'PUT',
        body: part,
        credentials: 'same-origin',
        headers: { 'Content-Type': 'application/octet-stream' },
      });
      await throwIfNotOk(res);
      return;
    } catch (error) {
      if (isClientError(error) || attempt === TRIES) throw error;
      await new Promise((resolve) => setTimeout(resolve, 1000 * attempt));
    }
  }
}

// Sends every whole part held (or, at the end, what is left as the last part).
function flush(current: Take, last: boolean) {
  while (current.pendingBytes >= current.partBytes || (last && current.pendingBytes > 0)) {
    const all = new Blob(current.pending);
    const bytes = Math.min(current.partBytes, all.size);
    const part = all.slice(0, bytes);
    current.pending = [all.slice(bytes)];
    current.pendingBytes -= bytes;
    const n = ++current.sent;
    current.queue = current.queue.then(() => sendPart(current, n, part));
    current.queue.catch(() => {
      $recording.set({ state: 'failed', problem: 'The recording could not be uploaded: it stopped here.' });
      if (current.recorder.state !== 'inactive') current.recorder.stop();
    });
  }
}

const trackIds = (stream: MediaStream) =>
  stream
    .getTracks()
    .map((t) => t.id)
    .join(',');

async function startTake(webinarId: number, stream: MediaStream): Promise<void> {
  try {
    const { takeId, partBytes } = await answer(
      api.webinarRecordings[':id'].recording.takes.$post({ param: { id: String(webinarId) } }),
    );
    const recorder = new MediaRecorder(stream, { mimeType: mimeType(), videoBitsPerSecond: VIDEO_BITS_PER_SECOND });
    const current: Take = {
      id: takeId,
      tracks: trackIds(stream),
      webinarId,
      partBytes,
      recorder,
      pending: [],
      pendingBytes: 0,
      sent: 0,
      queue: Promise.resolve(),
      stopped: new Promise((resolve) => recorder.addEventListener('stop', () => resolve(), { once: true })),
    };
    recorder.addEventListener('dataavailable', ({ data }) => {
      if (data.size === 0) return;
      current.pending.push(data);
      current.pendingBytes += data.size;
      flush(current, false);
    });
    take = current;
    recorder.start(SLICE_MS);
    $recording.set({ state: 'recording', problem: null });
  } catch {
    $recording.set({ state: 'failed', problem: 'The recording could not start.' });
  }
}

// Ends the take: its last part is sent and the take finished, so the replay can be joined.
export async function stopRecording(): Promise<void> {
  const current = take;
  if (!current) return;
  take = null;
  if ($recording.get().state === 'recording') $recording.set({ state: 'saving', problem: null });
  if (current.recorder.state !== 'inactive') current.recorder.stop();
  await current.stopped;
  flush(current, true);
  try {
    await current.queue;
    if (current.sent > 0) {
      await answer(
        api.webinarRecordings[':id'].recording.takes[':take'].finish.$post({
          param: { id: String(current.webinarId), take: String(current.id) },
          json: { lastPart: current.sent },
        }),
      );
    }
    $recording.set({ state: 'off', problem: null });
  } catch {
    $recording.set({ state: 'failed', problem: 'The end of the recording could not be uploaded.' });
  }
}

let starting: Promise<void> | null = null;

// Records `stream` for this webinar (the host's page, while it is live): a first take, or,
// when the host switched what they send, the current take ended and a new one begun.
export async function record(webinarId: number, stream: MediaStream): Promise<void> {
  if (stream.getTracks().length === 0 || typeof MediaRecorder === 'undefined') return;
  await starting;
  if (take?.tracks === trackIds(stream) || $recording.get().state === 'failed') return;
  starting = (async () => {
    await stopRecording();
    await startTake(webinarId, stream);
  })();
  await starting;
}
