import { z } from 'zod';
import { idParam } from '../../contract/common';
import { PHOTO_MAX_BYTES, PHOTO_MESSAGES } from '../../contract/files';
import { adminMentorshipImageSchema, mentorshipImageFormSchema, mentorshipImageUpdateSchema } from '../../contract/site-images';
import { ApiError } from '../../errors';
import { fileBodyLimit } from '../../middleware/json-body-limit';
import { auditOf, caller } from '../../middleware/caller';
import {
  addMentorshipImage,
  adminMentorshipImages,
  deleteMentorshipImage,
  updateMentorshipImage,
} from '../../services/mentors/mentorship-images';
import { apiRoute, jsonAnswer, jsonBody, routes } from '../openapi';

const list = apiRoute({
  method: 'get',
  path: '/',
  summary: 'The mentorship images, in their order',
  middleware: [caller('admin')],
  responses: { 200: jsonAnswer(z.array(adminMentorshipImageSchema), 'The images') },
});

const add = apiRoute({
  method: 'post',
  path: '/',
  summary: 'Add an image at the end (multipart: image, alt)',
  middleware: [
    caller('admin', { limit: 'admin', audit: 'mentorship_image.add' }),
    fileBodyLimit(PHOTO_MAX_BYTES, PHOTO_MESSAGES.size),
  ],
  request: { body: { required: true, content: { 'multipart/form-data': { schema: mentorshipImageFormSchema } } } },
  responses: { 201: jsonAnswer(adminMentorshipImageSchema, 'The new image') },
});

const update = apiRoute({
  method: 'patch',
  path: '/{id}',
  summary: "Change an image's description or place in the order",
  middleware: [caller('admin', { limit: 'admin', audit: 'mentorship_image.update' })],
  request: { params: idParam, body: jsonBody(mentorshipImageUpdateSchema) },
  responses: { 200: jsonAnswer(adminMentorshipImageSchema, 'The image') },
});

const remove = apiRoute({
  method: 'delete',
  path: '/{id}',
  summary: 'Remove an image',
  middleware: [caller('admin', { limit: 'admin', audit: 'mentorship_image.delete' })],
  request: { params: idParam },
  responses: { 204: { description: 'Removed' } },
});

// /admin/mentorship-images: what GET /api/mentorship-images serves.
export const adminMentorshipImageRoutes = routes()
  .openapi(list, async (c) => c.json(await adminMentorshipImages(c.var.db), 200))
  .openapi(add, async (c) => {
    const form = await c.req.formData().catch(() => {
      throw new ApiError('BAD_REQUEST', 'Choose an image to upload');
    });
    const file = form.get('image');
    if (!(file instanceof File)) throw new ApiError('BAD_REQUEST', 'Choose an image to upload');
    const alt = form.get('alt');
    return c.json(
      await addMentorshipImage(c.var.db, c.env, file, typeof alt === 'string' ? alt : '', auditOf(c, { detail: null })),
      201,
    );
  })
  .openapi(update, async (c) =>
    c.json(await updateMentorshipImage(c.var.db, c.req.valid('param').id, c.req.valid('json'), auditOf(c)), 200),
  )
  .openapi(remove, async (c) => {
    await deleteMentorshipImage(c.var.db, c.env, c.req.valid('param').id, auditOf(c));
    return c.body(null, 204);
  });
