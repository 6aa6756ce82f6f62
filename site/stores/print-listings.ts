import { atom } from 'nanostores';
import type { PriceSheet, PrintListing } from '../../worker/contract/print-listings';
import { answer, api } from '../lib/api-client';
import { throwIfNotOk, withMutationRetry } from '../lib/api-fetch';
import { callStore, mutateCache } from './query';
import { keyOf } from '../../worker/routes/clients';

// Selling prints (/print-upload): the entries a seller may list, their listings, and the
// actions on them. A master is sent in parts straight from the file (File.slice), so a
// 100 MB file never sits in memory twice, and an upload cut short resumes after a reload.

const eligibleUrl = api.printListings.eligible.$url();
const mineUrl = api.printListings.mine.$url();

export const $eligibleEntries = callStore(eligibleUrl, () => answer(api.printListings.eligible.$get()));
export const $myListings = callStore(mineUrl, () => answer(api.printListings.mine.$get()));

// The listing being edited on the page.
export const $editing = atom<number | null>(null);

// Keeps both lists right after a change, without asking the network again.
function remember(listing: PrintListing) {
  const mine = $myListings.get().data ?? [];
  const next = mine.some((l) => l.id === listing.id) ? mine.map((l) => (l.id === listing.id ? listing : l)) : [listing, ...mine];
  void mutateCache(keyOf(mineUrl), next);
  const eligible = $eligibleEntries.get().data;
  if (eligible)
    void mutateCache(
      keyOf(eligibleUrl),
      eligible.filter((e) => e.submissionId !== listing.submissionId),
    );
  return listing;
}

const one = (id: number) => ({ param: { id: String(id) } });

export async function createListing(submissionId: number): Promise<PrintListing> {
  const listing = await answer(withMutationRetry(() => api.printListings.index.$post({ json: { submissionId } })));
  $editing.set(listing.id);
  return remember(listing);
}

export async function savePrices(id: number, sizes: PriceSheet['sizes']): Promise<PrintListing> {
  return remember(await answer(withMutationRetry(() => api.printListings[':id'].sizes.$put({ ...one(id), json: { sizes } }))));
}

export async function moveListing(id: number, move: 'publish' | 'pause' | 'resume'): Promise<PrintListing> {
  return remember(await answer(withMutationRetry(() => api.printListings[':id'][move].$post(one(id)))));
}

export async function abandonUpload(id: number): Promise<PrintListing> {
  return remember(await answer(withMutationRetry(() => api.printListings[':id'].master.upload.$delete(one(id)))));
}

// Which file an unfinished upload was for, so a reload offers to resume only the same file.
const fileMarkKey = (id: number) => `print-master:${id}`;
const fileMark = (file: File) => `${file.name}:${file.size}:${file.lastModified}`;
export const unfinishedFileName = (id: number) => localStorage.getItem(fileMarkKey(id))?.split(':')[0] ?? null;

// PUTs one part through XMLHttpRequest, for its upload progress.
function sendPart(url: string, part: Blob, onBytes: (sent: number) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', url);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Content-Type', 'application/octet-stream');
    xhr.upload.onprogress = (event) => onBytes(event.loaded);
    xhr.onload = () => {
      const res = new Response(xhr.responseText, { status: xhr.status, statusText: xhr.statusText });
      throwIfNotOk(res).then(resolve, reject);
    };
    xhr.onerror = () => reject(new Error('The connection dropped'));
    xhr.send(part);
  });
}

// Starts (or resumes) the upload, sends the parts still missing, and completes it. Progress
// is the share of the file's bytes stored, parts already done counted at once.
export async function uploadMaster(id: number, file: File, onProgress: (fraction: number) => void): Promise<PrintListing> {
  const started = await answer(
    api.printListings[':id'].master.$post({
      ...one(id),
      json: { bytes: file.size, contentType: file.type as 'image/jpeg' },
    }),
  );
  const upload = started.upload;
  if (!upload) throw new Error('The upload did not start');
  const mark = localStorage.getItem(fileMarkKey(id));
  // Parts of another file of the same size are not this file's.
  const done = new Set(mark === fileMark(file) ? upload.partsDone : []);
  localStorage.setItem(fileMarkKey(id), fileMark(file));
  const partSize = (n: number) => Math.min(upload.partBytes, file.size - (n - 1) * upload.partBytes);
  let stored = [...done].reduce((sum, n) => sum + partSize(n), 0);
  onProgress(stored / file.size);
  for (let n = 1; n <= upload.totalParts; n++) {
    if (done.has(n)) continue;
    const from = (n - 1) * upload.partBytes;
    const url = api.printListings[':id'].master.parts[':n'].$url({ param: { id: String(id), n: String(n) } }).href;
    const part = file.slice(from, from + partSize(n));
    await withMutationRetry(() => sendPart(url, part, (sent) => onProgress((stored + sent) / file.size)));
    stored += part.size;
    onProgress(stored / file.size);
  }
  const listing = await answer(withMutationRetry(() => api.printListings[':id'].master.complete.$post(one(id))));
  localStorage.removeItem(fileMarkKey(id));
  return remember(listing);
}
