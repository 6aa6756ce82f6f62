import { attachDb } from '../middleware/db';
import { csrfProtection } from '../middleware/csrf';
import { jsonBodyLimit } from '../middleware/json-body-limit';
import { loadSession } from '../middleware/session';
import { adminRoutes } from './admin';
import { authRoutes } from './auth';
import { challengeRoutes } from './challenges';
import { coachRoutes } from './coach';
import { commentRoutes } from './comments';
import { contactRoutes } from './contact';
import { critiqueRoutes } from './critiques';
import { emergencyRecoveryRoutes } from './emergency-recovery';
import { featureFlagRoutes } from './feature-flags';
import { galleryRoutes } from './gallery';
import { leaderboardRoutes } from './leaderboard';
import { routes } from './openapi';
import { likeRoutes } from './likes';
import { mailEventRoutes } from './mail-events';
import { mentorRoutes } from './mentors';
import { notificationRoutes } from './notifications';
import { paymentRoutes } from './payments';
import { photoRecoveryRoutes } from './photo-recovery';
import { printRoutes } from './prints';
import { quickSessionRoutes } from './quick-sessions';
import { recoveryNoticeRoutes } from './recovery-notice';
import { recoverPhotoRoutes } from './recover-photos';
import { sessionRoutes } from './sessions';
import { payoutRoutes } from './payouts';
import { printListingRoutes } from './print-listings';
import { siteImageRoutes } from './site-images';
import { statsRoutes } from './stats';
import { submissionRoutes } from './submissions';
import { subscriptionRoutes } from './subscription';
import { userChallengeRoutes } from './user-challenges';
import { userRoutes } from './users';
import { videoRoomRoutes } from './video-rooms';
import { webinarRoutes } from './webinars';
import { webinarRecordingRoutes } from './webinars/recording';

export const api = routes();
api
  .use(csrfProtection, jsonBodyLimit, attachDb, loadSession)
  .route('/auth', authRoutes)
  .route('/feature-flags', featureFlagRoutes)
  .route('/subscription', subscriptionRoutes)
  .route('/payments', paymentRoutes)
  .route('/mail', mailEventRoutes)
  .route('/prints', printRoutes)
  .route('/payouts', payoutRoutes)
  .route('/print-listings', printListingRoutes)
  .route('/stats', statsRoutes)
  .route('/mentors', mentorRoutes)
  .route('/sessions', sessionRoutes)
  .route('/quick-sessions', quickSessionRoutes)
  .route('/video-rooms', videoRoomRoutes)
  .route('/users', userRoutes)
  .route('/challenges', challengeRoutes)
  .route('/submissions', submissionRoutes)
  // Community entries are entries too: the same handlers under the spec's second path.
  .route('/user-submissions', submissionRoutes)
  .route('/user-challenges', userChallengeRoutes)
  .route('/coach', coachRoutes)
  .route('/comments', commentRoutes)
  .route('/contact', contactRoutes)
  .route('/emergency-recovery', emergencyRecoveryRoutes)
  .route('/recovery-notice', recoveryNoticeRoutes)
  .route('/recover-photos', recoverPhotoRoutes)
  .route('/photo-recovery', photoRecoveryRoutes)
  .route('/critiques', critiqueRoutes)
  .route('/likes', likeRoutes)
  .route('/notifications', notificationRoutes)
  .route('/leaderboard', leaderboardRoutes)
  .route('/gallery', galleryRoutes)
  .route('/webinars', webinarRoutes)
  .route('/webinars', webinarRecordingRoutes)
  .route('/', siteImageRoutes)
  .route('/admin', adminRoutes);
