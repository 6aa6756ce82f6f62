import { describe, expect, it } from 'vitest';
import demoReplay from '../../../../db/seed/demo-replay.webm?inline';
import { DEMO_REPLAY } from '../../../../db/seed/demo-webinars';
import { WEBM_TAKES } from '../../../test/webm-takes';
import { ID, readHeader, readUint } from './ebml';
import { remux, type Take } from './remux';
import { scanTake } from './scan';
import { bytesSource, WindowedSource } from './source';

// Two takes as Chromium's MediaRecorder wrote them (scripts/record-webm-fixture.mjs): a live
// WebM each, with a segment and clusters of unknown size, no duration and no cues.
const fixture = (name: 'take-1.webm' | 'take-2.webm') => WEBM_TAKES[name === 'take-1.webm' ? 0 : 1];

async function takeOf(bytes: Uint8Array): Promise<Take> {
  const source = bytesSource(bytes);
  return { source, scan: await scanTake(new WindowedSource(source)) };
}

async function remuxed(takes: Take[]) {
  const chunks: Uint8Array[] = [];
  const result = await remux(takes, { write: async (bytes) => void chunks.push(bytes.slice()) });
  const out = new Uint8Array(chunks.reduce((sum, c) => sum + c.length, 0));
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.length;
  }
  return { out, result };
}

// The segment's top-level elements: id, where the element starts (from the segment's
// payload), and its payload.
function topLevel(file: Uint8Array) {
  const ebml = readHeader(file, 0);
  if (!ebml?.size) throw new Error('no EBML header');
  const segmentAt = ebml.headerLength + ebml.size;
  const segment = readHeader(file, segmentAt);
  if (!segment || segment.size === null) throw new Error('no segment of known size');
  const start = segmentAt + segment.headerLength;
  const elements = [];
  for (let at = start; at < start + segment.size; ) {
    const header = readHeader(file, at);
    if (!header || header.size === null) throw new Error(`an element of unknown size at ${at}`);
    const payload = file.subarray(at + header.headerLength, at + header.headerLength + header.size);
    elements.push({ id: header.id, position: at - start, payload });
    at += header.headerLength + header.size;
  }
  return { segmentEnd: start + segment.size, elements };
}

function childrenOf(payload: Uint8Array) {
  const out: { id: number; payload: Uint8Array }[] = [];
  for (let at = 0; at < payload.length; ) {
    const header = readHeader(payload, at);
    if (!header || header.size === null) break;
    out.push({ id: header.id, payload: payload.subarray(at + header.headerLength, at + header.headerLength + header.size) });
    at += header.headerLength + header.size;
  }
  return out;
}

describe('a recording made seekable', () => {
  it("reads a live take: its tracks, its clusters' times, and where its keyframes are", async () => {
    const { scan } = await takeOf(fixture('take-1.webm'));
    expect(scan.timecodeScale).toBe(1_000_000);
    expect(scan.videoTrack).not.toBeNull();
    expect(scan.codecs).toMatch(/V_VP8/);
    expect(scan.clusters.length).toBeGreaterThan(0);
    expect(scan.clusters[0]?.keyframeTime).not.toBeNull();
    // About three seconds were recorded.
    expect(scan.clusters.at(-1)?.lastTime).toBeGreaterThan(2500);
  });

  it('joins two takes, the first cut short, into one file of known size with its duration and cues', async () => {
    const first = fixture('take-1.webm');
    // The page closed mid-part: the take ends in the middle of a block.
    const cut = await takeOf(first.subarray(0, Math.floor(first.length * 0.6) + 3));
    const second = await takeOf(fixture('take-2.webm'));
    const { out, result } = await remuxed([cut, second]);
    expect(result.bytes).toBe(out.length);

    const { segmentEnd, elements } = topLevel(out);
    expect(segmentEnd).toBe(out.length);
    const ids = elements.map((e) => e.id);
    expect(ids.slice(0, 4)).toEqual([ID.SeekHead, ID.Info, ID.Tracks, ID.Cues]);
    const clusters = elements.filter((e) => e.id === ID.Cluster);
    expect(clusters.length).toBe(result.clusters);
    expect(clusters.length).toBe(cut.scan.clusters.length + second.scan.clusters.length);

    // The duration is both takes', the cut one's up to its last whole block.
    const info = childrenOf(elements[1]?.payload ?? new Uint8Array());
    const duration = info.find((c) => c.id === ID.Duration)?.payload;
    const durationMs = duration ? new DataView(duration.buffer, duration.byteOffset).getFloat64(0) : 0;
    expect(durationMs).toBeCloseTo(result.durationMs, 3);
    const cutMs = cut.scan.clusters.at(-1)?.lastTime ?? 0;
    const secondMs = (second.scan.clusters.at(-1)?.lastTime ?? 0) - (second.scan.clusters[0]?.timecode ?? 0);
    expect(durationMs).toBeGreaterThan(cutMs + secondMs);
    expect(durationMs).toBeLessThan(cutMs + secondMs + 100);

    // Cluster times only move forward, across the join too.
    const times = clusters.map((c) =>
      readUint(childrenOf(c.payload).find((x) => x.id === ID.Timecode)?.payload ?? new Uint8Array()),
    );
    expect(times).toEqual([...times].sort((a, b) => a - b));

    // Every cue points at a cluster, by its position in the segment.
    const positions = new Set(clusters.map((c) => c.position));
    const cues = childrenOf(elements[3]?.payload ?? new Uint8Array()).filter((c) => c.id === ID.CuePoint);
    expect(cues.length).toBeGreaterThanOrEqual(2);
    for (const cue of cues) {
      const track = childrenOf(cue.payload).find((c) => c.id === ID.CueTrackPositions)?.payload ?? new Uint8Array();
      const position = readUint(childrenOf(track).find((c) => c.id === ID.CueClusterPosition)?.payload ?? new Uint8Array());
      expect(positions.has(position)).toBe(true);
    }

    // The seek head names where the info, the tracks and the cues are.
    const seeks = childrenOf(elements[0]?.payload ?? new Uint8Array()).map((seek) =>
      readUint(childrenOf(seek.payload).find((c) => c.id === ID.SeekPosition)?.payload ?? new Uint8Array()),
    );
    expect(seeks).toEqual([elements[1]?.position, elements[2]?.position, elements[3]?.position]);

    // And it reads back as a take would.
    const again = await takeOf(out);
    expect(again.scan.clusters.length).toBe(clusters.length);
  });

  it("is what the demo's replay file holds: the two takes joined whole", async () => {
    const { out, result } = await remuxed([await takeOf(fixture('take-1.webm')), await takeOf(fixture('take-2.webm'))]);
    const demo = Uint8Array.from(atob(demoReplay.split(',')[1] ?? ''), (c) => c.charCodeAt(0));
    expect(out).toEqual(demo);
    expect({ bytes: result.bytes, durationMs: result.durationMs }).toEqual({
      bytes: DEMO_REPLAY.bytes,
      durationMs: DEMO_REPLAY.durationMs,
    });
  });

  it('refuses what is not WebM, and a recording with nothing in it', async () => {
    await expect(scanTake(new WindowedSource(bytesSource(new TextEncoder().encode('not a video'))))).rejects.toThrow(
      'Not a WebM file',
    );
    await expect(remuxed([])).rejects.toThrow('Nothing was recorded');
  });
});
