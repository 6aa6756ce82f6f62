import { app } from './app';
import { runScheduledJobs } from './cron';

export { RateLimiter } from './durable/rate-limiter';
export { UserInbox } from './durable/user-inbox';
export { VideoRoom } from './durable/video-room';
export { WebinarRoom } from './durable/webinar-room';

export default {
  fetch: app.fetch,
  async scheduled(controller, env, ctx) {
    ctx.waitUntil(runScheduledJobs(env, controller.cron, controller.scheduledTime));
  },
} satisfies ExportedHandler<Env>;
