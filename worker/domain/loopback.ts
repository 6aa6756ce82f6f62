// `npm run dev` and the tests serve on a loopback host. Development-only features (the dev
// mailbox, the local payment provider) also ask for one, so a deployment that got their
// switch turned on by mistake still gives nothing away.
export const isLoopback = (hostname: string) =>
  hostname === 'localhost' || hostname === '[::1]' || /^127(\.\d{1,3}){3}$/.test(hostname);
