import config from '../../playwright.config';

// Chromium's fake camera and microphone, allowed without asking: for the pages that call.
const launch = config.use?.launchOptions ?? {};
export const FAKE_MEDIA = {
  launchOptions: {
    ...launch,
    args: [...(launch.args ?? []), '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'],
  },
};
