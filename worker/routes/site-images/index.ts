import { Hono } from 'hono';
import type { AppEnv } from '../../env';
import { caller } from '../../middleware/caller';
import { edgeCache } from '../../middleware/edge-cache';
import { showcaseSourceFor } from '../../services/challenges/showcase';
import { carouselImages, mentorshipImages } from '../../services/site-images';

// Mounted at the API root: the spec's paths are /api/carousel-images and /api/mentorship-images.
// Both show the showcase's photos, chosen by the challenges flag as the viewer has it.
export const siteImageRoutes = new Hono<AppEnv>()
  .get('/carousel-images', caller('visitor'), edgeCache(300), async (c) =>
    c.json(await carouselImages(c.var.db, await showcaseSourceFor(c.var.db, c.var.user?.id ?? null))),
  )
  .get('/mentorship-images', caller('visitor'), edgeCache(300), async (c) =>
    c.json(await mentorshipImages(c.var.db, await showcaseSourceFor(c.var.db, c.var.user?.id ?? null))),
  );
