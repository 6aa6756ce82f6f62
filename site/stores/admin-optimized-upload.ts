import { persistentAtom } from '@nanostores/persistent';
import type { SiteImage, SiteImagePage } from '../../worker/contract/admin-replace-images';
import { api } from '../lib/api-client';
import { HttpError } from '../lib/api-fetch';
import { siteImages } from './admin-data-recovery';

// /admin/optimized-upload: many of the site's own images at once. Each file is made smaller in
// the browser, then sent to the existing upload of its kind (a new mentorship image, or a
// theme's image replaced), which checks, cleans, makes the variants and writes the audit row.
//
// A browser can't read a file again after a reload, so the queue keeps only what describes each
// file (name, size, last change), where it goes and whether it went up. After a reload the admin
// drops the files again; those already uploaded are recognised and skipped.

// Where a file goes: 'mentorship' (a new image, last in the order) or 'theme:<id>'.
export type UploadTarget = 'mentorship' | `theme:${number}`;

export type QueuedFile = {
  key: string;
  name: string;
  size: number;
  lastModified: number;
  target: UploadTarget;
  // A mentorship image's description, or a theme image's credit.
  words: string;
  state: 'waiting' | 'sending' | 'done' | 'failed';
  message: string;
};

type FileFacts = Pick<File, 'name' | 'size' | 'lastModified'>;

export const fileKey = (file: FileFacts) => `${file.name}|${file.size}|${file.lastModified}`;

// "golden-hour_portrait 2.jpg" → "golden hour portrait 2": a start for the description.
export const wordsFromName = (name: string) =>
  name
    .replace(/\.[^.]+$/, '')
    .replace(/[-_]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

// Files dropped onto the queue: new ones join it waiting, ones it already has keep their
// place, words and state (so a re-drop after a reload picks up where it stopped), and the
// answer says how many were already uploaded.
export function addFiles(queue: QueuedFile[], files: FileFacts[]): { queue: QueuedFile[]; alreadyDone: number } {
  const next = [...queue];
  let alreadyDone = 0;
  for (const file of files) {
    const key = fileKey(file);
    const known = next.find((item) => item.key === key);
    if (known) {
      if (known.state === 'done') alreadyDone += 1;
      continue;
    }
    next.push({
      key,
      name: file.name,
      size: file.size,
      lastModified: file.lastModified,
      target: 'mentorship',
      words: wordsFromName(file.name),
      state: 'waiting',
      message: '',
    });
  }
  return { queue: next, alreadyDone };
}

export const updateFile = (queue: QueuedFile[], key: string, change: Partial<Pick<QueuedFile, 'target' | 'words'>>) =>
  queue.map((item) => (item.key === key && item.state !== 'done' ? { ...item, ...change } : item));

export const markFile = (queue: QueuedFile[], key: string, state: QueuedFile['state'], message: string) =>
  queue.map((item) => (item.key === key ? { ...item, state, message } : item));

// Still to send: waiting or failed ones whose file this page holds now.
export const toSend = (queue: QueuedFile[], present: ReadonlySet<string>) =>
  queue.filter((item) => item.state !== 'done' && present.has(item.key));

// Waiting ones whose file went with a reload: the admin is asked to drop them again.
export const missingFiles = (queue: QueuedFile[], present: ReadonlySet<string>) =>
  queue.filter((item) => item.state !== 'done' && !present.has(item.key));

// The total bar: bytes of the files to send, done ones counted whole, the one in flight by its
// fraction sent.
export function totalProgress(queue: QueuedFile[], fractions: Readonly<Record<string, number>>): number {
  const total = queue.reduce((sum, item) => sum + item.size, 0);
  if (total === 0) return 0;
  const sent = queue.reduce(
    (sum, item) => sum + item.size * (item.state === 'done' ? 1 : Math.min(1, Math.max(0, fractions[item.key] ?? 0))),
    0,
  );
  return sent / total;
}

const TARGET = /^(?:mentorship|theme:[1-9]\d*)$/;
const STATES = new Set(['waiting', 'sending', 'done', 'failed']);

// A file still marked as sending when the page opens was in flight when the last one closed: the
// server may have stored it, so it is not sent again without the admin looking first.
export const INTERRUPTED = 'The page closed while this file was uploading. Check whether it arrived before sending it again.';
const settled = (item: QueuedFile): QueuedFile =>
  item.state === 'sending' ? { ...item, state: 'failed', message: INTERRUPTED } : item;

function isQueuedFile(value: unknown): value is QueuedFile {
  if (typeof value !== 'object' || value === null) return false;
  const item = value as Record<string, unknown>;
  return (
    typeof item.key === 'string' &&
    typeof item.name === 'string' &&
    typeof item.size === 'number' &&
    typeof item.lastModified === 'number' &&
    typeof item.target === 'string' &&
    TARGET.test(item.target) &&
    typeof item.words === 'string' &&
    typeof item.message === 'string' &&
    STATES.has(item.state as string)
  );
}

// What localStorage held, if it has the shape; anything else starts an empty queue.
export function parseQueue(raw: string): QueuedFile[] {
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? value.filter(isQueuedFile).map(settled) : [];
  } catch {
    return [];
  }
}

export const $uploadQueue = persistentAtom<QueuedFile[]>('admin-optimized-upload', [], {
  encode: JSON.stringify,
  decode: parseQueue,
});

const replacing = api.admin['replace-images'];

// fetch() can't report upload progress, so each file goes up with XMLHttpRequest (as an
// entry's photo does), failing with the same HttpError the typed client throws.
function send(url: string, body: FormData, onProgress: (fraction: number) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.withCredentials = true;
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) resolve();
      else reject(new HttpError(xhr.status, `${xhr.status}: ${xhr.responseText || xhr.statusText}`, xhr.responseText));
    };
    xhr.onerror = () => reject(new Error('The upload failed. Check your connection and try again.'));
    xhr.send(body);
  });
}

export function uploadOne(item: QueuedFile, file: File, reason: string, onProgress: (fraction: number) => void): Promise<void> {
  const body = new FormData();
  body.append('image', file);
  if (item.target === 'mentorship') {
    body.append('alt', item.words);
    return send(api.admin['mentorship-images'].$url().toString(), body, onProgress);
  }
  body.append('words', item.words);
  body.append('reason', reason);
  const id = item.target.slice('theme:'.length);
  return send(replacing.themes[':id'].$url({ param: { id } }).toString(), body, onProgress);
}

// The evergreen themes a file may replace the image of (those with an image: the same list
// /admin/replace-images shows).
export async function themeChoices(): Promise<SiteImage[]> {
  const themes: SiteImage[] = [];
  let before: number | null = null;
  do {
    const page: SiteImagePage = await siteImages('theme', before ?? undefined);
    themes.push(...page.items);
    before = page.nextCursor;
  } while (before !== null);
  return themes;
}
