import { type ClientRequestOptions, hc } from 'hono/client';
import type { adminRoutes } from './admin';
import type { authRoutes } from './auth';
import type { challengeRoutes } from './challenges';
import type { coachRoutes } from './coach';
import type { commentRoutes } from './comments';
import type { contactRoutes } from './contact';
import type { critiqueRoutes } from './critiques';
import type { emergencyRecoveryRoutes } from './emergency-recovery';
import type { featureFlagRoutes } from './feature-flags';
import type { galleryRoutes } from './gallery';
import type { leaderboardRoutes } from './leaderboard';
import type { likeRoutes } from './likes';
import type { mailEventRoutes } from './mail-events';
import type { mentorRoutes } from './mentors';
import type { notificationRoutes } from './notifications';
import type { paymentRoutes } from './payments';
import type { photoRecoveryRoutes } from './photo-recovery';
import type { printRoutes } from './prints';
import type { quickSessionRoutes } from './quick-sessions';
import type { recoveryNoticeRoutes } from './recovery-notice';
import type { recoverPhotoRoutes } from './recover-photos';
import type { sessionRoutes } from './sessions';
import type { payoutRoutes } from './payouts';
import type { printListingRoutes } from './print-listings';
import type { siteImageRoutes } from './site-images';
import type { statsRoutes } from './stats';
import type { submissionRoutes } from './submissions';
import type { subscriptionRoutes } from './subscription';
import type { userChallengeRoutes } from './user-challenges';
import type { userRoutes } from './users';
import type { videoRoomRoutes } from './video-rooms';
import type { webinarRoutes } from './webinars';
import type { webinarRecordingRoutes } from './webinars/recording';

// The API's typed clients, one per resource (each infers from its own routes only, so type
// checking stays fast). The route types are imported as types: no server code reaches a
// bundle, only Hono's small client. The one place /api paths are written on the client side.
export function apiClients(origin: string, options?: ClientRequestOptions) {
  const at = (path: string) => `${origin}/api${path}`;
  return {
    admin: hc<typeof adminRoutes>(at('/admin'), options),
    auth: hc<typeof authRoutes>(at('/auth'), options),
    challenges: hc<typeof challengeRoutes>(at('/challenges'), options),
    coach: hc<typeof coachRoutes>(at('/coach'), options),
    comments: hc<typeof commentRoutes>(at('/comments'), options),
    contact: hc<typeof contactRoutes>(at('/contact'), options),
    critiques: hc<typeof critiqueRoutes>(at('/critiques'), options),
    emergencyRecovery: hc<typeof emergencyRecoveryRoutes>(at('/emergency-recovery'), options),
    featureFlags: hc<typeof featureFlagRoutes>(at('/feature-flags'), options),
    gallery: hc<typeof galleryRoutes>(at('/gallery'), options),
    leaderboard: hc<typeof leaderboardRoutes>(at('/leaderboard'), options),
    likes: hc<typeof likeRoutes>(at('/likes'), options),
    mail: hc<typeof mailEventRoutes>(at('/mail'), options),
    mentors: hc<typeof mentorRoutes>(at('/mentors'), options),
    notifications: hc<typeof notificationRoutes>(at('/notifications'), options),
    payments: hc<typeof paymentRoutes>(at('/payments'), options),
    payouts: hc<typeof payoutRoutes>(at('/payouts'), options),
    printListings: hc<typeof printListingRoutes>(at('/print-listings'), options),
    sessions: hc<typeof sessionRoutes>(at('/sessions'), options),
    quickSessions: hc<typeof quickSessionRoutes>(at('/quick-sessions'), options),
    recoveryNotice: hc<typeof recoveryNoticeRoutes>(at('/recovery-notice'), options),
    prints: hc<typeof printRoutes>(at('/prints'), options),
    recoverPhotos: hc<typeof recoverPhotoRoutes>(at('/recover-photos'), options),
    photoRecovery: hc<typeof photoRecoveryRoutes>(at('/photo-recovery'), options),
    videoRooms: hc<typeof videoRoomRoutes>(at('/video-rooms'), options),
    siteImages: hc<typeof siteImageRoutes>(at(''), options),
    stats: hc<typeof statsRoutes>(at('/stats'), options),
    submissions: hc<typeof submissionRoutes>(at('/submissions'), options),
    subscription: hc<typeof subscriptionRoutes>(at('/subscription'), options),
    userChallenges: hc<typeof userChallengeRoutes>(at('/user-challenges'), options),
    // Spec §7: a community entry's votes and comments live under /api/user-submissions.
    userSubmissions: hc<typeof submissionRoutes>(at('/user-submissions'), options),
    users: hc<typeof userRoutes>(at('/users'), options),
    webinars: hc<typeof webinarRoutes>(at('/webinars'), options),
    webinarRecordings: hc<typeof webinarRecordingRoutes>(at('/webinars'), options),
  };
}

export type ApiClients = ReturnType<typeof apiClients>;

// A call's name in the query cache and in the page's edge answers: the path and query it
// asks for, as a client's `$url()` builds them.
export const keyOf = (url: URL) => `${url.pathname}${url.search}`;
