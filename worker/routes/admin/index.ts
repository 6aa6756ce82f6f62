import { Hono } from 'hono';
import type { AppEnv } from '../../env';
import { adminAuditLogRoutes } from './audit-log';
import { adminChallengeRoutes } from './challenges';
import { adminCommentRoutes } from './comments';
import { adminFeatureFlagRoutes } from './feature-flags';
import { adminUserChallengeRoutes } from './user-challenges';

// Every admin route declares caller('admin'): the role is checked on the server, whatever
// the client showed, and each change is written to the audit log.
export const adminRoutes = new Hono<AppEnv>()
  .route('/audit-log', adminAuditLogRoutes)
  .route('/comments', adminCommentRoutes)
  .route('/feature-flags', adminFeatureFlagRoutes)
  .route('/user-challenges', adminUserChallengeRoutes)
  .route('/', adminChallengeRoutes);
