import { createMiddleware } from 'hono/factory';
import { z } from 'zod';
import { binaryFile } from '../../contract/uploads';
import { idParam } from '../../contract/common';
import {
  createListingSchema,
  eligibleEntrySchema,
  partDoneSchema,
  partParam,
  priceSheetSchema,
  printListingSchema,
  startMasterSchema,
} from '../../contract/print-listings';
import { MASTER_PART_BYTES } from '../../domain/prints';
import type { SignedInEnv } from '../../env';
import { caller } from '../../middleware/caller';
import { rawBodyLimit } from '../../middleware/json-body-limit';
import { partLength } from '../../middleware/part-length';
import { setPriceSheet } from '../../services/prints/listing-prices';
import {
  createListing,
  eligibleEntries,
  listingOf,
  myListings,
  requireSeller,
  setListingStatus,
} from '../../services/prints/listings';
import { abortMaster, completeMaster, startMaster, uploadPart } from '../../services/prints/master-upload';
import { apiRoute, jsonAnswer, jsonBody, routes } from '../openapi';

// Selling prints (/print-upload): subscribers list their entries, upload print masters and
// set price sheets. Every route is behind the page's flag and needs an active subscription,
// checked once the caller is known and before anything is read.
const subscribed = createMiddleware<SignedInEnv>(async (c, next) => {
  await requireSeller(c.var.db, c.var.user.id);
  await next();
});
const seller = () => caller('member', { flag: 'print_upload_enabled' });
// Writes, except each part of an upload (a 100 MB master is ten of them).
const sellerWrite = () => caller('member', { flag: 'print_upload_enabled', limit: 'selling' });
const listingAnswer = jsonAnswer(printListingSchema, 'The listing');

const masterPartLength = partLength(MASTER_PART_BYTES, 'A part of a print master is at most 10 MiB');

const eligible = apiRoute({
  method: 'get',
  path: '/eligible',
  summary:
    "The seller's entries that may be listed: their own, in public community challenges with results named, not listed yet",
  middleware: [seller(), subscribed],
  responses: { 200: jsonAnswer(z.array(eligibleEntrySchema), 'Entries to list') },
});

const mine = apiRoute({
  method: 'get',
  path: '/mine',
  summary: "The seller's listings, newest first",
  middleware: [seller(), subscribed],
  responses: { 200: jsonAnswer(z.array(printListingSchema), 'Their listings') },
});

const one = apiRoute({
  method: 'get',
  path: '/{id}',
  summary: "One of the seller's listings: price sheet, master, readiness per size, and an upload to resume",
  middleware: [seller(), subscribed],
  request: { params: idParam },
  responses: { 200: listingAnswer },
});

const create = apiRoute({
  method: 'post',
  path: '/',
  summary: 'List an entry for sale as prints (a draft until published)',
  middleware: [sellerWrite(), subscribed],
  request: { body: jsonBody(createListingSchema) },
  responses: { 201: jsonAnswer(printListingSchema, 'The new draft listing') },
});

const startUpload = apiRoute({
  method: 'post',
  path: '/{id}/master',
  summary: "Start a print master's upload in parts (or answer the one in progress for a file of that size)",
  middleware: [sellerWrite(), subscribed],
  request: { params: idParam, body: jsonBody(startMasterSchema) },
  responses: { 200: listingAnswer },
});

const putPart = apiRoute({
  method: 'put',
  path: '/{id}/master/parts/{n}',
  summary: "One part of the master's upload, the raw bytes: 10 MiB each but the last",
  middleware: [
    caller('member', { flag: 'print_upload_enabled', limit: 'masterPart' }),
    subscribed,
    masterPartLength,
    rawBodyLimit(MASTER_PART_BYTES),
  ],
  request: {
    params: partParam,
    body: { required: true, content: { 'application/octet-stream': { schema: binaryFile as never } } },
  },
  responses: { 200: jsonAnswer(partDoneSchema, 'The part was stored') },
});

const complete = apiRoute({
  method: 'post',
  path: '/{id}/master/complete',
  summary: 'Join the parts into the listing’s master, reading its pixel size',
  middleware: [sellerWrite(), subscribed],
  request: { params: idParam },
  responses: { 200: listingAnswer },
});

const abort = apiRoute({
  method: 'delete',
  path: '/{id}/master/upload',
  summary: 'Abandon the upload in progress',
  middleware: [sellerWrite(), subscribed],
  request: { params: idParam },
  responses: { 200: listingAnswer },
});

const sizes = apiRoute({
  method: 'put',
  path: '/{id}/sizes',
  summary: "Replace the listing's price sheet",
  middleware: [sellerWrite(), subscribed],
  request: { params: idParam, body: jsonBody(priceSheetSchema) },
  responses: { 200: listingAnswer },
});

const move = (path: 'publish' | 'pause' | 'resume', summary: string) =>
  apiRoute({
    method: 'post',
    path: `/{id}/${path}`,
    summary,
    middleware: [sellerWrite(), subscribed],
    request: { params: idParam },
    responses: { 200: listingAnswer },
  });

const publish = move('publish', 'Put a draft listing on sale (needs a master and a size)');
const pause = move('pause', 'Take a listing off sale for now');
const resume = move('resume', 'Put a paused listing back on sale');

export const printListingRoutes = routes()
  .openapi(eligible, async (c) => {
    return c.json(await eligibleEntries(c.var.db, c.var.user.id), 200);
  })
  .openapi(mine, async (c) => {
    return c.json(await myListings(c.var.db, c.var.user.id), 200);
  })
  .openapi(one, async (c) => {
    return c.json(await listingOf(c.var.db, c.var.user.id, c.req.valid('param').id), 200);
  })
  .openapi(create, async (c) => {
    return c.json(await createListing(c.var.db, c.var.user.id, c.req.valid('json').submissionId), 201);
  })
  .openapi(startUpload, async (c) => {
    const { id } = c.req.valid('param');
    return c.json(await startMaster(c.var.db, c.env.PHOTOS, c.var.user.id, id, c.req.valid('json')), 200);
  })
  .openapi(putPart, async (c) => {
    const { id, n } = c.req.valid('param');
    const length = Number(c.req.header('Content-Length'));
    return c.json(await uploadPart(c.var.db, c.env.PHOTOS, c.var.user.id, id, n, length, c.req.raw.body), 200);
  })
  .openapi(complete, async (c) => {
    return c.json(await completeMaster(c.var.db, c.env.PHOTOS, c.var.user.id, c.req.valid('param').id), 200);
  })
  .openapi(abort, async (c) => {
    return c.json(await abortMaster(c.var.db, c.env.PHOTOS, c.var.user.id, c.req.valid('param').id), 200);
  })
  .openapi(sizes, async (c) => {
    const { id } = c.req.valid('param');
    return c.json(await setPriceSheet(c.var.db, c.var.user.id, id, c.req.valid('json')), 200);
  })
  .openapi(publish, async (c) => {
    return c.json(await setListingStatus(c.var.db, c.var.user.id, c.req.valid('param').id, 'publish'), 200);
  })
  .openapi(pause, async (c) => {
    return c.json(await setListingStatus(c.var.db, c.var.user.id, c.req.valid('param').id, 'pause'), 200);
  })
  .openapi(resume, async (c) => {
    return c.json(await setListingStatus(c.var.db, c.var.user.id, c.req.valid('param').id, 'resume'), 200);
  });
