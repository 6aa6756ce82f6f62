import { adminAuditLogRoutes } from './audit-log';
import { adminChallengeRoutes } from './challenges';
import { adminCommentRoutes } from './comments';
import { adminCritiqueAnalyticsRoutes } from './critique-analytics';
import { adminThemeRoutes } from './evergreen-themes';
import { adminFeatureFlagRoutes } from './feature-flags';
import { adminFinancialRoutes } from './financial';
import { adminMentorshipImageRoutes } from './mentorship-images';
import { adminMentorRoutes } from './mentors';
import { adminReportRoutes } from './reports';
import { adminUserChallengeRoutes } from './user-challenges';
import { adminRecordingRoutes } from './recordings';
import { adminWebinarRoutes } from './webinars';
import { routes } from '../openapi';

// Every admin route declares caller('admin'): the role is checked on the server, whatever
// the client showed, and each change is written to the audit log.
export const adminRoutes = routes()
  .route('/audit-log', adminAuditLogRoutes)
  .route('/comments', adminCommentRoutes)
  .route('/feature-flags', adminFeatureFlagRoutes)
  .route('/financial', adminFinancialRoutes)
  .route('/mentors', adminMentorRoutes)
  .route('/mentorship-images', adminMentorshipImageRoutes)
  .route('/user-challenges', adminUserChallengeRoutes)
  .route('/evergreen-themes', adminThemeRoutes)
  .route('/reports', adminReportRoutes)
  .route('/webinars', adminWebinarRoutes)
  .route('/recordings', adminRecordingRoutes)
  .route('/', adminCritiqueAnalyticsRoutes)
  .route('/', adminChallengeRoutes);
