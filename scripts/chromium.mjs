// Debian's Chromium, as every script launches it: headless, and quiet (no background
// networking, updates or sync: nothing may call home here, and nothing else competes for the
// CPU a measurement reads). Scripts that capture media add the fake camera's flags.
export const CHROMIUM = '/usr/bin/chromium';
export const QUIET_CHROMIUM = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
export const FAKE_CAMERA = ['--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'];
