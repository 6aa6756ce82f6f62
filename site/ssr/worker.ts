// The deployed Worker: the API and pages of worker/, with the site's islands rendered into
// the pages.
import './install';

export { default, RateLimiter, UserInbox, VideoRoom, WebinarRoom } from '../../worker/index';
