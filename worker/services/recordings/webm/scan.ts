import { ID, readHeader, readUint, readVint, VIDEO_TRACK_TYPE } from './ebml';
import type { WindowedSource } from './source';

// One cluster of a recorded take: its time, and the byte ranges of its blocks to copy (its
// own Timecode, Position and PrevSize are written anew).
export type ClusterScan = {
  timecode: number;
  ranges: [start: number, end: number][];
  // The time of its first video keyframe (a place a player can seek to), if it has one.
  keyframeTime: number | null;
  // The latest block time in it, in the take's timecode units.
  lastTime: number;
};

export type TakeScan = {
  ebmlHeader: Uint8Array;
  tracks: Uint8Array;
  timecodeScale: number;
  videoTrack: number | null;
  codecs: string;
  clusters: ClusterScan[];
};

const HEADER_BYTES = 12;
// Level-1 elements: where a cluster of unknown size ends.
const LEVEL_ONE = new Set<number>([
  ID.Cluster,
  ID.Cues,
  ID.SeekHead,
  ID.Info,
  ID.Tracks,
  ID.EBML,
  0x1254c367,
  0x1043a770,
  0x1941a469,
]);

function children(bytes: Uint8Array): { id: number; payload: Uint8Array }[] {
  const out = [];
  let at = 0;
  while (at < bytes.length) {
    const header = readHeader(bytes, at);
    if (!header || header.size === null) break;
    const start = at + header.headerLength;
    out.push({ id: header.id, payload: bytes.subarray(start, start + header.size) });
    at = start + header.size;
  }
  return out;
}

function tracksOf(tracks: Uint8Array): { videoTrack: number | null; codecs: string } {
  let videoTrack: number | null = null;
  const codecs: string[] = [];
  for (const entry of children(tracks).filter((c) => c.id === ID.TrackEntry)) {
    const fields = children(entry.payload);
    const number = fields.find((f) => f.id === ID.TrackNumber);
    const type = fields.find((f) => f.id === ID.TrackType);
    const codec = fields.find((f) => f.id === ID.CodecID);
    codecs.push(`${number ? readUint(number.payload) : '?'}:${codec ? new TextDecoder().decode(codec.payload) : '?'}`);
    if (videoTrack === null && number && type && readUint(type.payload) === VIDEO_TRACK_TYPE)
      videoTrack = readUint(number.payload);
  }
  return { videoTrack, codecs: codecs.join(',') };
}

// A block's track and time relative to its cluster, and whether it is a keyframe.
async function blockOf(source: WindowedSource, at: number, id: number, end: number) {
  let start = at;
  if (id === ID.BlockGroup) {
    const inner = readHeader(await source.at(at, HEADER_BYTES), 0);
    if (!inner || inner.id !== ID.Block) return null;
    start = at + inner.headerLength;
  }
  const head = await source.at(start, 12);
  const track = readVint(head, 0, false);
  if (!track || start + track.length + 3 > end) return null;
  const relative = new DataView(head.buffer, head.byteOffset).getInt16(track.length);
  const flags = head[track.length + 2] ?? 0;
  return { track: track.value, relative, keyframe: id === ID.SimpleBlock && (flags & 0x80) !== 0 };
}

// Reads one take as MediaRecorder wrote it (a live WebM: segment and clusters of unknown
// size, no duration, no cues), keeping only where its clusters and blocks are. A take cut
// short (its page closed before its last part was sent) ends at its last whole block.
export async function scanTake(source: WindowedSource): Promise<TakeScan> {
  const first = readHeader(await source.at(0, HEADER_BYTES), 0);
  if (!first || first.id !== ID.EBML || first.size === null) throw new Error('Not a WebM file');
  const ebmlHeader = (await source.at(0, first.headerLength + first.size)).slice();
  let at = first.headerLength + first.size;
  const segment = readHeader(await source.at(at, HEADER_BYTES), 0);
  if (!segment || segment.id !== ID.Segment) throw new Error('A WebM file without a segment');
  at += segment.headerLength;
  const segmentEnd = segment.size === null ? source.size : Math.min(source.size, at + segment.size);

  const take: TakeScan = {
    ebmlHeader,
    tracks: new Uint8Array(0),
    timecodeScale: 1_000_000,
    videoTrack: null,
    codecs: '',
    clusters: [],
  };
  while (at < segmentEnd) {
    const header = readHeader(await source.at(at, HEADER_BYTES), 0);
    if (!header) break;
    const start = at + header.headerLength;
    if (header.id === ID.Cluster) {
      const cluster = await scanCluster(
        source,
        take,
        start,
        header.size === null ? segmentEnd : Math.min(segmentEnd, start + header.size),
      );
      if (cluster.scan.ranges.length > 0) take.clusters.push(cluster.scan);
      if (cluster.cut) break;
      at = cluster.end;
      continue;
    }
    if (header.size === null || start + header.size > segmentEnd) break;
    if (header.id === ID.Info) {
      const scale = children(await source.at(start, header.size)).find((c) => c.id === ID.TimecodeScale);
      if (scale) take.timecodeScale = readUint(scale.payload);
    } else if (header.id === ID.Tracks) {
      take.tracks = (await source.at(at, header.headerLength + header.size)).slice();
      Object.assign(take, tracksOf(take.tracks.subarray(header.headerLength)));
    }
    at = start + header.size;
  }
  if (take.tracks.length === 0) throw new Error('A WebM file without tracks');
  return take;
}

async function scanCluster(source: WindowedSource, take: TakeScan, start: number, limit: number) {
  const scan: ClusterScan = { timecode: 0, ranges: [], keyframeTime: null, lastTime: 0 };
  let at = start;
  while (at < limit) {
    const header = readHeader(await source.at(at, HEADER_BYTES), 0);
    if (!header) return { scan, end: at, cut: true };
    if (LEVEL_ONE.has(header.id)) return { scan, end: at, cut: false };
    const end = at + header.headerLength + (header.size ?? Number.POSITIVE_INFINITY);
    // A child running past what was stored: the take was cut short here.
    if (end > limit) return { scan, end: at, cut: true };
    if (header.id === ID.Timecode) {
      scan.timecode = readUint(await source.at(at + header.headerLength, header.size ?? 0));
    } else if (header.id === ID.SimpleBlock || header.id === ID.BlockGroup) {
      const block = await blockOf(source, at + header.headerLength, header.id, end);
      if (block) {
        const time = scan.timecode + block.relative;
        if (scan.keyframeTime === null && block.keyframe && block.track === take.videoTrack) scan.keyframeTime = time;
        scan.lastTime = Math.max(scan.lastTime, time);
      }
      const last = scan.ranges.at(-1);
      if (last && last[1] === at) last[1] = end;
      else scan.ranges.push([at, end]);
    }
    at = end;
  }
  return { scan, end: at, cut: false };
}
