import type { Context } from 'hono';
import type { AppEnv } from '../env';
import { ApiError } from '../errors';
import { admits, admittedCommunityChallenge } from '../middleware/challenge-access';
import { challengeOfEntry } from '../services/challenges/access';
import { communityChallenge } from '../services/challenges/community';
import { profileStats } from '../services/challenges/leaderboard';
import { describeChallenge, findChallenge } from '../services/challenges/queries';
import { SHOWCASE_FLAG, showcaseSource } from '../services/challenges/showcase';
import { findSubmission, profilePhotos } from '../services/challenges/submissions';
import { homeData } from '../services/home';
import { mentorDetail } from '../services/mentors/discovery';
import { sessionFor } from '../services/mentors/session-records';
import { countPhotoView } from '../services/stats/views';
import { findPublicUser } from '../services/users';
import { webinarPage } from '../services/webinars/catalog';
import { feedbackPage } from '../services/webinars/feedback';
import { webinarCaller } from '../services/webinars/host-marks';
import { replayOf } from '../services/webinars/replay';
import { webinarRoomOf } from '../services/webinars/room-access';
import { answerAtEdge } from './first-data';
import type { EdgeState } from '../contract/edge-state';
import type { RouteMatch } from './match-route';
import type { PagePhoto, PreloadImage } from './render-page';
import { COVER_SIZES, HERO_SIZES, PHOTO_PAGE_SIZES, thumbFor, variantSrcSet } from '../contract/files';
import { challengeEntriesKey, photoCommentsKey } from './route-table';

// What the Worker answers a page request with: which built page, with which status,
// title and first data.
export type Decision = {
  asset: string;
  status: number;
  title?: string;
  page?: unknown;
  images?: Record<string, string>;
  // Pictures the page shows first, by `data-fill-photo` key (render-page.ts).
  photos?: Record<string, PagePhoto>;
  redirect?: string;
  // API answers written into the page, by request path (first-data.ts).
  api?: Record<string, unknown>;
  // The page's largest picture, named in the answer's headers (render-page.ts).
  lcpImage?: PreloadImage;
};

export const NOT_FOUND: Decision = { asset: '/404', status: 404, title: 'Page Not Found' };

// Reads a route's own data from D1 so the page arrives filled; a missing record is a 404.
export async function loadRouteData(c: Context<AppEnv>, match: RouteMatch, state: EdgeState): Promise<Decision> {
  const { route, params } = match;
  const id = Number(params.id);
  const validId = Number.isSafeInteger(id) && id > 0;
  if (route.loader === 'profile') {
    const profile = validId ? await findPublicUser(c.var.db, id) : null;
    if (!profile) return NOT_FOUND;
    const images = profile.profileImageUrl ? { 'profile-avatar': profile.profileImageUrl } : undefined;
    const [photos, stats] = await Promise.all([
      profilePhotos(c.var.db, profile.id, c.var.user?.id ?? null),
      profileStats(c.var.db, profile.id),
    ]);
    return { asset: route.shell, status: 200, title: profile.username, page: { profile, photos, stats }, images };
  }
  // Challenge and photo pages ask the same access rule as the API (middleware/challenge-access.ts):
  // a private or removed challenge, and its entries, are not found by whoever may not see them.
  if (route.loader === 'challenge') {
    const row = validId ? await findChallenge(c.var.db, id) : undefined;
    if (!row || !(await admits(c, row))) return NOT_FOUND;
    const challenge = await describeChallenge(c.var.db, row, new Date());
    const title = route.title === 'Challenge' ? challenge.title : `${route.title}: ${challenge.title}`;
    const entries = route.entries === 'always' || (route.entries === 'results' && challenge.resultsAt !== null);
    const api = entries ? await answerAtEdge(c, [challengeEntriesKey(challenge.id)]) : undefined;
    const cover = route.coverFirst && challenge.coverImage ? thumbFor(challenge.coverImage) : null;
    const lcpImage = cover ? { srcset: variantSrcSet(cover), sizes: COVER_SIZES } : undefined;
    return { asset: route.shell, status: 200, title, page: { challenge }, api, lcpImage };
  }
  if (route.loader === 'photo') {
    const row = validId ? await challengeOfEntry(c.var.db, id) : undefined;
    if (!row || !(await admits(c, row))) return NOT_FOUND;
    const photo = await findSubmission(c.var.db, id, c.var.user?.id ?? null);
    if (!photo) return NOT_FOUND;
    c.executionCtx.waitUntil(countPhotoView(c.var.db, photo, c.req.header('User-Agent'), new Date()));
    // The challenge comes along so the page knows at once whether voting is open, and the
    // comments so they are in the page too.
    const challenge = await describeChallenge(c.var.db, row, new Date());
    const api = await answerAtEdge(c, [photoCommentsKey(photo.id, challenge.isUserChallenge)]);
    const lcpImage = { srcset: variantSrcSet(photo.thumbnailUrl), sizes: PHOTO_PAGE_SIZES };
    return { asset: route.shell, status: 200, title: photo.title, page: { photo, challenge }, api, lcpImage };
  }
  // /user-challenges/{id or key}: a private challenge's link names its key, which opens it.
  if (route.loader === 'userChallenge') {
    const row = await admittedCommunityChallenge(c, params.id ?? '');
    const challenge = row && (await communityChallenge(c.var.db, row, c.var.user?.id ?? null, new Date()));
    if (!challenge) return NOT_FOUND;
    const title = route.title === 'Community Challenge' ? challenge.title : `${route.title}: ${challenge.title}`;
    return { asset: route.shell, status: 200, title, page: { challenge } };
  }
  // A webinar's one page: before, during and after, with the viewer's seat.
  if (route.loader === 'webinar') {
    const webinar = validId ? await webinarPage(c.var.db, id, c.var.user?.id ?? null) : null;
    if (!webinar) return NOT_FOUND;
    const title = route.title === 'Webinar' ? webinar.webinar.title : `${route.title}: ${webinar.webinar.title}`;
    return { asset: route.shell, status: 200, title, page: { webinar } };
  }
  // A webinar's feedback: the viewer's own, and for its host and admins everyone's.
  if (route.loader === 'webinarFeedback') {
    const user = c.var.user;
    const webinar = validId && user ? await webinarPage(c.var.db, id, user.id) : null;
    if (!webinar || !user) return NOT_FOUND;
    const feedback = await feedbackPage(c.var.db, id, webinarCaller(user));
    return { asset: route.shell, status: 200, title: `${route.title}: ${webinar.webinar.title}`, page: { webinar, feedback } };
  }
  // A webinar's replay: the recording as it stands, and for those who may watch it the file
  // and the questions asked.
  if (route.loader === 'webinarReplay') {
    const user = c.var.user;
    const webinar = validId ? await webinarPage(c.var.db, id, user?.id ?? null) : null;
    if (!webinar) return NOT_FOUND;
    const viewer = user ? webinarCaller(user) : null;
    const replay = await replayOf(c.var.db, () => webinarRoomOf(c.env, id).report(), id, viewer);
    return { asset: route.shell, status: 200, title: `Replay: ${webinar.webinar.title}`, page: { webinar, replay } };
  }
  // A mentor's profile and booking pages: listed mentors only, by id or slug.
  if (route.loader === 'mentor') {
    const mentor = await mentorDetail(c.var.db, params.id ?? '');
    if (!mentor) return NOT_FOUND;
    const title = route.title === 'Mentor' ? mentor.name : `${route.title} with ${mentor.name}`;
    return { asset: route.shell, status: 200, title, page: { mentor } };
  }
  // A session's pages are its two people's only: anyone else finds nothing there.
  if (route.loader === 'session') {
    const sessionId = Number(params.sessionId);
    const found =
      c.var.user && Number.isSafeInteger(sessionId) && sessionId > 0
        ? await sessionFor(c.var.db, sessionId, c.var.user.id).catch((error: unknown) => {
            if (error instanceof ApiError && error.code === 'NOT_FOUND') return null;
            throw error;
          })
        : null;
    if (!found) return NOT_FOUND;
    return { asset: route.shell, status: 200, title: route.title, page: { session: found.dto } };
  }
  // The home page keeps its own <title>; it only gets its data.
  if (route.loader === 'home') {
    const source = showcaseSource(state.flags[SHOWCASE_FLAG] === true);
    const page = await homeData(c.var.db, new Date(), source);
    // The hero's first photo is the page's largest paint: it comes in the HTML.
    const [first] = page.carousel;
    const hero = first && {
      src: first.imageUrl,
      srcset: `${first.mobileImageUrl} 480w, ${first.imageUrl} 1600w`,
      alt: first.alt,
    };
    const lcpImage = hero && { srcset: hero.srcset, sizes: HERO_SIZES };
    return { asset: route.shell, status: 200, page, photos: hero ? { hero } : undefined, lcpImage };
  }
  const api = route.firstData ? await answerAtEdge(c, route.firstData(new URL(c.req.url).searchParams)) : undefined;
  return { asset: route.shell, status: 200, title: route.title, api };
}
