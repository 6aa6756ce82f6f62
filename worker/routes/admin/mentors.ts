import {
  adminMentorListSchema,
  adminMentorParams,
  adminMentorSchema,
  adminMentorsQuery,
  featuredSchema,
  mentorReviewDecisionSchema,
  suspensionSchema,
} from '../../contract/admin-mentors';
import { auditOf, caller } from '../../middleware/caller';
import { adminMentors, reviewApplication, setFeatured, setSuspended } from '../../services/mentors/admin';
import { siteOrigin } from '../../services/site-origin';
import { SITE_ADDRESS_ANSWER, apiRoute, jsonAnswer, jsonBody, routes } from '../openapi';
import { sendMailSoon } from '../send-mail-soon';

const list = apiRoute({
  method: 'get',
  path: '/',
  summary: 'Mentor applications and mentors: pending (oldest first), approved, rejected, suspended or featured',
  middleware: [caller('admin')],
  request: { query: adminMentorsQuery },
  responses: { 200: jsonAnswer(adminMentorListSchema, 'The mentors') },
});

const review = apiRoute({
  method: 'post',
  path: '/{id}/review',
  summary: 'Approve or reject a pending application; the note is mailed to the applicant (required to reject)',
  middleware: [caller('admin', { limit: 'admin', audit: 'mentor.review' })],
  request: { params: adminMentorParams, body: jsonBody(mentorReviewDecisionSchema) },
  responses: { 200: jsonAnswer(adminMentorSchema, 'The application as decided'), ...SITE_ADDRESS_ANSWER },
});

const suspension = apiRoute({
  method: 'put',
  path: '/{id}/suspension',
  summary: 'Suspend an approved mentor (unlisted, not bookable; their dashboard stays) or restore them',
  middleware: [caller('admin', { limit: 'admin', audit: 'mentor.suspension' })],
  request: { params: adminMentorParams, body: jsonBody(suspensionSchema) },
  responses: { 200: jsonAnswer(adminMentorSchema, 'The mentor') },
});

const featured = apiRoute({
  method: 'put',
  path: '/{id}/featured',
  summary: "Feature an approved mentor on the home page's Featured Mentors, or stop",
  middleware: [caller('admin', { limit: 'admin', audit: 'mentor.featured' })],
  request: { params: adminMentorParams, body: jsonBody(featuredSchema) },
  responses: { 200: jsonAnswer(adminMentorSchema, 'The mentor') },
});

// /admin/mentor-program: applications and mentors.
export const adminMentorRoutes = routes()
  .openapi(list, async (c) => c.json({ mentors: await adminMentors(c.var.db, c.req.valid('query').filter) }, 200))
  .openapi(review, async (c) => {
    const { id } = c.req.valid('param');
    const decided = await reviewApplication(c.var.db, id, c.req.valid('json'), siteOrigin(c.env), auditOf(c));
    sendMailSoon(c);
    return c.json(decided, 200);
  })
  .openapi(suspension, async (c) =>
    c.json(await setSuspended(c.var.db, c.req.valid('param').id, c.req.valid('json'), auditOf(c)), 200),
  )
  .openapi(featured, async (c) =>
    c.json(await setFeatured(c.var.db, c.req.valid('param').id, c.req.valid('json').featured, auditOf(c)), 200),
  );
