import type { WebinarCaller } from '../../services/webinars/host-marks';

// The signed-in member as the webinar services know them: super admins act as admins.
export const webinarCaller = (user: { id: number; isAdmin: boolean; isSuperAdmin: boolean }): WebinarCaller => ({
  id: user.id,
  isAdmin: user.isAdmin || user.isSuperAdmin,
});
