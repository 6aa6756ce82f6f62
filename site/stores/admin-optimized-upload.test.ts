import { describe, expect, it } from 'vitest';
import { LARGEST_WIDTH, fittedSize } from '../islands/admin/OptimizedUploadCodec';
import {
  INTERRUPTED,
  type QueuedFile,
  addFiles,
  fileKey,
  markFile,
  missingFiles,
  parseQueue,
  toSend,
  totalProgress,
  updateFile,
  wordsFromName,
} from './admin-optimized-upload';

const beach = { name: 'sunset_beach-2.jpg', size: 4_000_000, lastModified: 1_700_000_000_000 };
const forest = { name: 'forest.png', size: 1_000_000, lastModified: 1_700_000_100_000 };

const queueOf = (...files: (typeof beach)[]) => addFiles([], files).queue;

describe('the optimized upload queue', () => {
  it('adds new files waiting, bound for a new mentorship image described by their name', () => {
    const [item] = queueOf(beach);
    expect(item).toMatchObject({ key: fileKey(beach), target: 'mentorship', words: 'sunset beach 2', state: 'waiting' });
  });

  it('a file dropped again after a reload keeps its place and words, and one already uploaded is counted as skipped', () => {
    let queue = queueOf(beach, forest);
    queue = updateFile(queue, fileKey(forest), { target: 'theme:7', words: 'Photo: Ana' });
    queue = markFile(queue, fileKey(beach), 'done', 'Added');
    const again = addFiles(parseQueue(JSON.stringify(queue)), [beach, forest]);
    expect(again.alreadyDone).toBe(1);
    expect(again.queue).toEqual(queue);
    expect(toSend(again.queue, new Set([fileKey(beach), fileKey(forest)])).map((item) => item.name)).toEqual(['forest.png']);
  });

  it('the same name with another size or date is another file', () => {
    expect(queueOf(beach, { ...beach, size: 5 }, { ...beach, lastModified: 1 })).toHaveLength(3);
  });

  it('after a reload, the files not uploaded are the ones asked for again; a failed one is sent again', () => {
    let queue = queueOf(beach, forest);
    queue = markFile(queue, fileKey(beach), 'failed', 'Describe the image');
    expect(missingFiles(queue, new Set()).map((item) => item.name)).toEqual(['sunset_beach-2.jpg', 'forest.png']);
    expect(toSend(queue, new Set([fileKey(beach)])).map((item) => item.name)).toEqual(['sunset_beach-2.jpg']);
  });

  it('a file in flight when the page closed comes back failed, for the admin to check before sending it again', () => {
    const queue = markFile(queueOf(beach, forest), fileKey(beach), 'sending', '');
    const [interrupted, waiting] = parseQueue(JSON.stringify(queue));
    expect(interrupted).toMatchObject({ state: 'failed', message: INTERRUPTED });
    expect(waiting?.state).toBe('waiting');
  });

  it('an uploaded file no longer changes its target or words', () => {
    const queue = markFile(queueOf(beach), fileKey(beach), 'done', 'Added');
    expect(updateFile(queue, fileKey(beach), { words: 'other' })[0]?.words).toBe('sunset beach 2');
  });

  it('the total counts uploaded files whole and the one in flight by its fraction, by size', () => {
    const queue = markFile(queueOf(beach, forest), fileKey(forest), 'done', 'Added');
    expect(totalProgress(queue, { [fileKey(beach)]: 0.5 })).toBeCloseTo(3 / 5);
    expect(totalProgress([], {})).toBe(0);
  });

  it('a stored queue of another shape is dropped item by item, and broken JSON starts empty', () => {
    const [first] = queueOf(beach);
    if (!first) throw new Error('The file was not queued');
    const good: QueuedFile = { ...first, target: 'theme:3' };
    expect(parseQueue(JSON.stringify([good, { ...good, target: 'cover:1' }, { ...good, state: 'lost' }, 5]))).toEqual([good]);
    expect(parseQueue('{')).toEqual([]);
    expect(parseQueue('{"a":1}')).toEqual([]);
  });

  it('names become words without their extension or separators', () => {
    expect(wordsFromName('golden-hour__portrait  2.final.webp')).toBe('golden hour portrait 2.final');
  });
});

describe('the size a file is sent at', () => {
  it('is the widest the site shows, keeping the shape; narrower pictures keep theirs', () => {
    expect(LARGEST_WIDTH).toBe(1600);
    expect(fittedSize(6000, 4000)).toEqual({ width: 1600, height: 1067 });
    expect(fittedSize(3000, 6000)).toEqual({ width: 1600, height: 3200 });
    expect(fittedSize(1200, 800)).toEqual({ width: 1200, height: 800 });
  });
});
