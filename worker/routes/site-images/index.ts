import { z } from 'zod';
import { carouselImageSchema, mentorshipImageSchema } from '../../contract/site-images';
import { caller } from '../../middleware/caller';
import { edgeCache } from '../../middleware/edge-cache';
import { showcaseSourceFor } from '../../services/challenges/showcase';
import { mentorshipImageList } from '../../services/mentors/mentorship-images';
import { carouselImages } from '../../services/site-images';
import { apiRoute, jsonAnswer, routes } from '../openapi';

const SITE_IMAGE_SECONDS = 300;

const carousel = apiRoute({
  method: 'get',
  path: '/carousel-images',
  summary: "The home page's background carousel: the showcase's recent winners",
  middleware: [caller('visitor'), edgeCache(SITE_IMAGE_SECONDS)],
  responses: { 200: jsonAnswer(z.array(carouselImageSchema), 'Slides') },
});

const mentorship = apiRoute({
  method: 'get',
  path: '/mentorship-images',
  summary: 'Pictures of mentoring, in the order admins gave them (/admin/mentorship-images)',
  middleware: [caller('visitor'), edgeCache(SITE_IMAGE_SECONDS)],
  responses: { 200: jsonAnswer(z.array(mentorshipImageSchema), 'Photos') },
});

// Mounted at the API root: the spec's paths are /api/carousel-images and /api/mentorship-images.
// The carousel shows the showcase's photos, chosen by the challenges flag as the viewer has it.
export const siteImageRoutes = routes()
  .openapi(carousel, async (c) =>
    c.json(await carouselImages(c.var.db, await showcaseSourceFor(c.var.db, c.var.user?.id ?? null)), 200),
  )
  .openapi(mentorship, async (c) => c.json(await mentorshipImageList(c.var.db), 200));
