import { adminAuditLogRoutes } from './audit-log';
import { adminBackupRoutes } from './backups';
import { adminChallengeRoutes } from './challenges';
import { adminCommentRoutes } from './comments';
import { adminCritiqueAnalyticsRoutes } from './critique-analytics';
import { adminDataRecoveryRoutes } from './data-recovery';
import { adminManualUploadRoutes } from './manual-upload';
import { adminReplaceImageRoutes } from './replace-images';
import { adminEmailRoutes } from './email';
import { adminEmailTemplateRoutes } from './email-templates';
import { adminThemeRoutes } from './evergreen-themes';
import { adminFeatureFlagRoutes } from './feature-flags';
import { adminFileIntegrityRoutes } from './file-integrity';
import { adminS3MigrationRoutes } from './s3-migration';
import { adminFinancialRoutes } from './financial';
import { adminInboxRoutes } from './inbox';
import { adminMentorshipImageRoutes } from './mentorship-images';
import { adminMentorRoutes } from './mentors';
import { adminOrphanedUploadRoutes } from './orphaned-uploads';
import { adminReportRoutes } from './reports';
import { adminStatsRoutes } from './stats';
import { adminUserChallengeRoutes } from './user-challenges';
import { adminRecordingRoutes } from './recordings';
import { adminRecoveryNoticeRoutes } from './recovery-notices';
import { adminUserRoutes } from './users';
import { adminWebinarRoutes } from './webinars';
import { adminWorkflowRoutes } from './workflows';
import { routes } from '../openapi';

// Every admin route declares caller('admin'): the role is checked on the server, whatever
// the client showed, and each change is written to the audit log.
export const adminRoutes = routes()
  .route('/audit-log', adminAuditLogRoutes)
  .route('/backups', adminBackupRoutes)
  .route('/data-recovery', adminDataRecoveryRoutes)
  .route('/manual-upload', adminManualUploadRoutes)
  .route('/replace-images', adminReplaceImageRoutes)
  .route('/s3-migration', adminS3MigrationRoutes)
  .route('/comments', adminCommentRoutes)
  .route('/email', adminEmailRoutes)
  .route('/email-templates', adminEmailTemplateRoutes)
  .route('/feature-flags', adminFeatureFlagRoutes)
  .route('/file-integrity', adminFileIntegrityRoutes)
  .route('/financial', adminFinancialRoutes)
  .route('/inbox', adminInboxRoutes)
  .route('/mentors', adminMentorRoutes)
  .route('/mentorship-images', adminMentorshipImageRoutes)
  .route('/orphaned-uploads', adminOrphanedUploadRoutes)
  .route('/user-challenges', adminUserChallengeRoutes)
  .route('/evergreen-themes', adminThemeRoutes)
  .route('/reports', adminReportRoutes)
  .route('/webinars', adminWebinarRoutes)
  .route('/recordings', adminRecordingRoutes)
  .route('/recovery-notices', adminRecoveryNoticeRoutes)
  .route('/users', adminUserRoutes)
  .route('/workflows', adminWorkflowRoutes)
  .route('/', adminCritiqueAnalyticsRoutes)
  .route('/', adminStatsRoutes)
  .route('/', adminChallengeRoutes);
