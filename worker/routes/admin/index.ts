import { Hono } from 'hono';
import type { AppEnv } from '../../env';
import { requireAdmin } from '../../middleware/session';
import { adminChallengeRoutes } from './challenges';
import { adminFeatureFlagRoutes } from './feature-flags';
import { adminUserChallengeRoutes } from './user-challenges';

// Every admin API checks the role on the server, whatever the client showed.
export const adminRoutes = new Hono<AppEnv>()
  .use(requireAdmin)
  .route('/feature-flags', adminFeatureFlagRoutes)
  .route('/user-challenges', adminUserChallengeRoutes)
  .route('/', adminChallengeRoutes);
