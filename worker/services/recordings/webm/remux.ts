import { concat, element, elementHeader, floatElement, ID, idBytes, stringElement, uintElement } from './ebml';
import type { ClusterScan, TakeScan } from './scan';
import type { Source } from './source';

export type Sink = { write(bytes: Uint8Array): Promise<void> };
export type Take = { source: Source; scan: TakeScan };

// Between two takes (the host's page reloaded), the replay goes straight on: 40 ms.
const GAP_NS = 40_000_000;
const COPY_BYTES = 1024 * 1024;
const APP = 'Aperture Circle';

type PlacedCluster = { take: Take; cluster: ClusterScan; timecode: number; head: Uint8Array; size: number };

// Takes that can follow the first: the same time scale and the same tracks and codecs.
const compatible = (takes: Take[]) =>
  takes.filter(
    ({ scan }, i) => i === 0 || (scan.timecodeScale === takes[0]?.scan.timecodeScale && scan.codecs === takes[0]?.scan.codecs),
  );

function placeClusters(takes: Take[]): { clusters: PlacedCluster[]; end: number } {
  const clusters: PlacedCluster[] = [];
  let end = 0;
  for (const take of takes) {
    const first = take.scan.clusters[0];
    if (!first) continue;
    const offset = clusters.length === 0 ? -first.timecode : end + GAP_NS / take.scan.timecodeScale - first.timecode;
    for (const cluster of take.scan.clusters) {
      const timecode = Math.max(0, Math.round(cluster.timecode + offset));
      const timecodeElement = uintElement(ID.Timecode, timecode);
      const copied = cluster.ranges.reduce((sum, [start, stop]) => sum + stop - start, 0);
      const head = concat([elementHeader(ID.Cluster, timecodeElement.length + copied), timecodeElement]);
      clusters.push({ take, cluster, timecode, head, size: head.length + copied });
      end = Math.max(end, cluster.lastTime + offset);
    }
  }
  return { clusters, end };
}

function cuesFor(clusters: PlacedCluster[], positions: number[], videoTrack: number): Uint8Array {
  const points = clusters.flatMap(({ cluster, timecode }, i) =>
    cluster.keyframeTime === null
      ? []
      : [
          element(
            ID.CuePoint,
            uintElement(ID.CueTime, timecode + (cluster.keyframeTime - cluster.timecode)),
            element(
              ID.CueTrackPositions,
              uintElement(ID.CueTrack, videoTrack),
              uintElement(ID.CueClusterPosition, positions[i] ?? 0),
            ),
          ),
        ],
  );
  return points.length ? element(ID.Cues, ...points) : new Uint8Array(0);
}

const seekHeadFor = (entries: [id: number, position: number][]) =>
  element(
    ID.SeekHead,
    ...entries.map(([id, position]) => element(ID.Seek, element(ID.SeekID, idBytes(id)), uintElement(ID.SeekPosition, position))),
  );

// The seekable copy of a recording: its takes one after another as one WebM with a known
// size, its duration, and cues (a seek point at each cluster's first video keyframe), placed
// before the clusters so a player seeks by byte range without reading the whole file.
// Returns how many bytes and clusters it wrote, and the duration in milliseconds.
export async function remux(all: Take[], sink: Sink): Promise<{ bytes: number; durationMs: number; clusters: number }> {
  const takes = compatible(all);
  const first = takes[0]?.scan;
  if (!first) throw new Error('Nothing was recorded');
  const { clusters, end } = placeClusters(takes);
  if (clusters.length === 0) throw new Error('Nothing was recorded');
  const info = element(
    ID.Info,
    uintElement(ID.TimecodeScale, first.timecodeScale),
    floatElement(ID.Duration, end),
    stringElement(ID.MuxingApp, APP),
    stringElement(ID.WritingApp, APP),
  );
  // Positions count from the segment's payload; the seek head and cues hold positions that
  // move with their own sizes, so they are laid out again until their sizes settle.
  let seekHead: Uint8Array = new Uint8Array(0);
  let cues: Uint8Array = new Uint8Array(0);
  let positions: number[] = [];
  for (let round = 0; round < 10; round++) {
    const infoAt = seekHead.length;
    const tracksAt = infoAt + info.length;
    const cuesAt = tracksAt + first.tracks.length;
    let at = cuesAt + cues.length;
    positions = clusters.map(({ size }) => {
      const here = at;
      at += size;
      return here;
    });
    const nextCues = cuesFor(clusters, positions, first.videoTrack ?? 1);
    const nextSeekHead = seekHeadFor([
      [ID.Info, infoAt],
      [ID.Tracks, tracksAt],
      ...(nextCues.length ? ([[ID.Cues, cuesAt]] as [number, number][]) : []),
    ]);
    const settled = nextCues.length === cues.length && nextSeekHead.length === seekHead.length;
    cues = nextCues;
    seekHead = nextSeekHead;
    if (settled) break;
  }
  const clusterBytes = clusters.reduce((sum, c) => sum + c.size, 0);
  const payloadBytes = seekHead.length + info.length + first.tracks.length + cues.length + clusterBytes;
  const head = concat([first.ebmlHeader, elementHeader(ID.Segment, payloadBytes), seekHead, info, first.tracks, cues]);
  await sink.write(head);
  for (const { take, cluster, head: clusterHead } of clusters) {
    await sink.write(clusterHead);
    for (const [start, stop] of cluster.ranges) {
      for (let at = start; at < stop; at += COPY_BYTES)
        await sink.write(await take.source.read(at, Math.min(COPY_BYTES, stop - at)));
    }
  }
  return { bytes: head.length + clusterBytes, durationMs: (end * first.timecodeScale) / 1e6, clusters: clusters.length };
}
