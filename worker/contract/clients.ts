import { type ClientRequestOptions, hc } from 'hono/client';
import type { adminRoutes } from '../routes/admin';
import type { authRoutes } from '../routes/auth';
import type { challengeRoutes } from '../routes/challenges';
import type { commentRoutes } from '../routes/comments';
import type { featureFlagRoutes } from '../routes/feature-flags';
import type { galleryRoutes } from '../routes/gallery';
import type { leaderboardRoutes } from '../routes/leaderboard';
import type { likeRoutes } from '../routes/likes';
import type { mentorRoutes } from '../routes/mentors';
import type { paymentRoutes } from '../routes/payments';
import type { printRoutes } from '../routes/prints';
import type { quickSessionRoutes } from '../routes/quick-sessions';
import type { sessionRoutes } from '../routes/sessions';
import type { payoutRoutes } from '../routes/payouts';
import type { printListingRoutes } from '../routes/print-listings';
import type { siteImageRoutes } from '../routes/site-images';
import type { statsRoutes } from '../routes/stats';
import type { submissionRoutes } from '../routes/submissions';
import type { subscriptionRoutes } from '../routes/subscription';
import type { userChallengeRoutes } from '../routes/user-challenges';
import type { userRoutes } from '../routes/users';
import type { videoRoomRoutes } from '../routes/video-rooms';

// The API's typed clients, one per resource (each infers from its own routes only, so type
// checking stays fast). The route types are imported as types: no server code reaches a
// bundle, only Hono's small client. The one place /api paths are written on the client side.
export function apiClients(origin: string, options?: ClientRequestOptions) {
  const at = (path: string) => `${origin}/api${path}`;
  return {
    admin: hc<typeof adminRoutes>(at('/admin'), options),
    auth: hc<typeof authRoutes>(at('/auth'), options),
    challenges: hc<typeof challengeRoutes>(at('/challenges'), options),
    comments: hc<typeof commentRoutes>(at('/comments'), options),
    featureFlags: hc<typeof featureFlagRoutes>(at('/feature-flags'), options),
    gallery: hc<typeof galleryRoutes>(at('/gallery'), options),
    leaderboard: hc<typeof leaderboardRoutes>(at('/leaderboard'), options),
    likes: hc<typeof likeRoutes>(at('/likes'), options),
    mentors: hc<typeof mentorRoutes>(at('/mentors'), options),
    payments: hc<typeof paymentRoutes>(at('/payments'), options),
    payouts: hc<typeof payoutRoutes>(at('/payouts'), options),
    printListings: hc<typeof printListingRoutes>(at('/print-listings'), options),
    sessions: hc<typeof sessionRoutes>(at('/sessions'), options),
    quickSessions: hc<typeof quickSessionRoutes>(at('/quick-sessions'), options),
    prints: hc<typeof printRoutes>(at('/prints'), options),
    videoRooms: hc<typeof videoRoomRoutes>(at('/video-rooms'), options),
    siteImages: hc<typeof siteImageRoutes>(at(''), options),
    stats: hc<typeof statsRoutes>(at('/stats'), options),
    submissions: hc<typeof submissionRoutes>(at('/submissions'), options),
    subscription: hc<typeof subscriptionRoutes>(at('/subscription'), options),
    userChallenges: hc<typeof userChallengeRoutes>(at('/user-challenges'), options),
    // Spec §7: a community entry's votes and comments live under /api/user-submissions.
    userSubmissions: hc<typeof submissionRoutes>(at('/user-submissions'), options),
    users: hc<typeof userRoutes>(at('/users'), options),
  };
}

export type ApiClients = ReturnType<typeof apiClients>;

// A call's name in the query cache and in the page's edge answers: the path and query it
// asks for, as a client's `$url()` builds them.
export const keyOf = (url: URL) => `${url.pathname}${url.search}`;
