// `npm run bench:mesh`: how many attendees a host's page can send its camera to, peer to peer,
// on this machine (docs/rules.md "Webinars": the mesh limit). One Chromium page opens the fake
// camera (640×480) and sends it over N one-way connections to N receivers in the same
// page, as the host's page does to N attendees; after 12 seconds it reads each sender's
// frames per second and whether the encoder was held back by the CPU. Prints one row per N.
import { createServer } from 'node:http';
import { chromium } from 'playwright-core';
import { CHROMIUM, FAKE_CAMERA, QUIET_CHROMIUM } from './chromium.mjs';

const COUNTS = [1, 2, 4, 6, 8, 10, 12, 16];
const SETTLE_MS = 12_000;
// A connection is served when it keeps this share of the camera's own frame rate, with its
// encoder not held back by the CPU.
const SERVED_SHARE = 0.9;

const server = createServer((_, res) => res.end('<!doctype html><title>mesh</title>')).listen(0, '127.0.0.1');
await new Promise((resolve) => server.once('listening', resolve));
const browser = await chromium.launch({ executablePath: CHROMIUM, args: [...QUIET_CHROMIUM, ...FAKE_CAMERA] });
let limit = 0;
let served = 0;
try {
  console.log('receivers  mean fps  slowest fps  held back by CPU');
  for (const count of COUNTS) {
    const page = await browser.newPage();
    await page.goto(`http://127.0.0.1:${server.address().port}/`);
    const result = await page.evaluate(
      async ({ count, settle }) => {
        const camera = await navigator.mediaDevices.getUserMedia({ video: { width: 640, height: 480 }, audio: true });
        const cameraFps = camera.getVideoTracks()[0]?.getSettings().frameRate ?? 30;
        const pairs = [];
        for (let i = 0; i < count; i++) {
          const send = new RTCPeerConnection();
          const receive = new RTCPeerConnection();
          send.onicecandidate = (e) => e.candidate && receive.addIceCandidate(e.candidate);
          receive.onicecandidate = (e) => e.candidate && send.addIceCandidate(e.candidate);
          // Each receiver shows what it gets, as an attendee's page does.
          receive.ontrack = (e) => {
            const video = document.createElement('video');
            video.muted = true;
            video.srcObject = e.streams[0] ?? new MediaStream([e.track]);
            document.body.append(video);
            void video.play();
          };
          for (const track of camera.getTracks()) send.addTransceiver(track, { direction: 'sendonly', streams: [camera] });
          await send.setLocalDescription(await send.createOffer());
          await receive.setRemoteDescription(send.localDescription);
          await receive.setLocalDescription(await receive.createAnswer());
          await send.setRemoteDescription(receive.localDescription);
          pairs.push(send);
        }
        await new Promise((resolve) => setTimeout(resolve, settle));
        const rows = [];
        for (const send of pairs) {
          const stats = await send.getStats();
          for (const s of stats.values()) {
            if (s.type === 'outbound-rtp' && s.kind === 'video')
              rows.push({ fps: s.framesPerSecond ?? 0, cpu: s.qualityLimitationReason === 'cpu' });
          }
        }
        for (const send of pairs) send.close();
        for (const track of camera.getTracks()) track.stop();
        return { rows, cameraFps };
      },
      { count, settle: SETTLE_MS },
    );
    await page.close();
    const { rows, cameraFps } = result;
    const fps = rows.map((r) => r.fps);
    const mean = fps.reduce((a, b) => a + b, 0) / Math.max(1, fps.length);
    const slowest = Math.min(...fps);
    const cpu = rows.filter((r) => r.cpu).length;
    console.log(
      `${String(count).padStart(9)}  ${mean.toFixed(1).padStart(8)}  ${slowest.toFixed(1).padStart(11)}  ${cpu} of ${count}   (camera ${cameraFps} fps)`,
    );
    served = cameraFps * SERVED_SHARE;
    if (slowest >= served && cpu === 0) limit = count;
    else break;
  }
} finally {
  await browser.close();
  server.close();
}
console.log(`mesh limit on this machine: ${limit} receivers at ≥ ${served.toFixed(0)} fps each, none held back by the CPU`);
