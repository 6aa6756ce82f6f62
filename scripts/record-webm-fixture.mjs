// `node scripts/record-webm-fixture.mjs DIR`: records two short takes of Chromium's fake camera
// and microphone with MediaRecorder, as the host's live page does, into DIR/take-1.webm and
// DIR/take-2.webm: the remuxer's test data and the demo replay's source.
import { writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM, FAKE_CAMERA, QUIET_CHROMIUM } from './chromium.mjs';

const dir = process.argv[2];
if (!dir) throw new Error('Usage: node scripts/record-webm-fixture.mjs DIR');
// getUserMedia wants a secure context: a page from 127.0.0.1 is one.
const server = createServer((_, res) => res.end('<!doctype html><title>rec</title>')).listen(0, '127.0.0.1');
await new Promise((resolve) => server.once('listening', resolve));
const browser = await chromium.launch({ executablePath: CHROMIUM, args: [...QUIET_CHROMIUM, ...FAKE_CAMERA] });
try {
  const page = await browser.newPage();
  await page.goto(`http://127.0.0.1:${server.address().port}/`);
  for (const take of [1, 2]) {
    const base64 = await page.evaluate(async (ms) => {
      const stream = await navigator.mediaDevices.getUserMedia({ video: { width: 320, height: 180 }, audio: true });
      const recorder = new MediaRecorder(stream, { mimeType: 'video/webm;codecs=vp8,opus', videoBitsPerSecond: 150_000 });
      const chunks = [];
      recorder.ondataavailable = (e) => chunks.push(e.data);
      const stopped = new Promise((resolve) => (recorder.onstop = resolve));
      recorder.start(500);
      await new Promise((resolve) => setTimeout(resolve, ms));
      recorder.stop();
      await stopped;
      for (const track of stream.getTracks()) track.stop();
      const bytes = new Uint8Array(await new Blob(chunks).arrayBuffer());
      let text = '';
      for (const byte of bytes) text += String.fromCharCode(byte);
      return btoa(text);
    }, 3000);
    writeFileSync(join(dir, `take-${take}.webm`), Buffer.from(base64, 'base64'));
  }
} finally {
  await browser.close();
  server.close();
}
