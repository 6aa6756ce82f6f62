import { Hono } from 'hono';
import type { AppEnv } from '../env';
import { attachDb } from '../middleware/db';
import { csrfProtection } from '../middleware/csrf';
import { loadSession } from '../middleware/session';
import { adminRoutes } from './admin';
import { authRoutes } from './auth';
import { featureFlagRoutes } from './feature-flags';
import { subscriptionRoutes } from './subscription';
import { uploadRoutes } from './uploads';
import { userRoutes } from './users';

export const api = new Hono<AppEnv>()
  .use(csrfProtection, attachDb, loadSession)
  .route('/auth', authRoutes)
  .route('/feature-flags', featureFlagRoutes)
  .route('/subscription', subscriptionRoutes)
  .route('/users', userRoutes)
  .route('/uploads', uploadRoutes)
  .route('/admin', adminRoutes);

// What islands import (type only) for `hc<AppType>('/api')`.
export type AppType = typeof api;
