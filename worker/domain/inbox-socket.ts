// The inbox socket's close when its session was signed out (or every session, by a password
// reset): the page stops rather than reconnects. Apart from the other message rules, as every
// signed-in page loads the socket's script.
export const SIGNED_OUT_CLOSE_CODE = 4001;
