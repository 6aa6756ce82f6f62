import { sql } from 'drizzle-orm';
import { photoDailyViews } from '../../../db/schema';
import type { Db } from '../../env';
import { newYorkDate } from '../../domain/new-york-time';

// Crawlers, link previews and scripts announce themselves; a page view counts people only.
// Anything without a User-Agent is a script too. (Headless browsers are not excluded: they
// are what our own end-to-end tests look through.)
const NOT_A_PERSON = /bot|crawl|spider|slurp|facebookexternalhit|embedly|preview|curl|wget|python|httpclient|okhttp|go-http/i;

export const isPersonAgent = (userAgent: string | undefined): userAgent is string => !!userAgent && !NOT_A_PERSON.test(userAgent);

// One view of a photo's page on New York's day: one statement, so views at once all count.
export async function recordPhotoView(db: Db, submissionId: number, now: Date): Promise<void> {
  await db
    .insert(photoDailyViews)
    .values({ submissionId, day: newYorkDate(now), views: 1 })
    .onConflictDoUpdate({
      target: [photoDailyViews.submissionId, photoDailyViews.day],
      set: { views: sql`${photoDailyViews.views} + 1` },
    });
}

// A photo page the Worker computed (pages are never cached, so each is a real view): counted
// unless the viewer is the photographer or not a person. Run after the answer (waitUntil):
// a view that fails to count is logged, never shown to the viewer.
export function countPhotoView(
  db: Db,
  photo: { id: number; isMine: boolean },
  userAgent: string | undefined,
  now: Date,
): Promise<void> {
  if (photo.isMine || !isPersonAgent(userAgent)) return Promise.resolve();
  return recordPhotoView(db, photo.id, now).catch((error: unknown) => {
    console.error('photo view not counted', photo.id, error);
  });
}
