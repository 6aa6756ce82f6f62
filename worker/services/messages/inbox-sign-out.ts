// Signing out must reach the sockets already open, which were checked only when they
// connected: the user's inbox (durable/user-inbox.ts) closes the ones opened with this
// session, or with `null` (every session ended) all of them.
export async function closeInboxSockets(env: Pick<Env, 'USER_INBOX'>, userId: number, sessionHash: string | null): Promise<void> {
  await env.USER_INBOX.get(env.USER_INBOX.idFromName(String(userId))).signOut(sessionHash);
}
