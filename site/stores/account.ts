import type { CurrentUser, RegisterInput } from '../../worker/contract/auth';
import type { OwnProfile, ProfileUpdate } from '../../worker/contract/users';
import { keyOf } from '../../worker/routes/clients';
import { answer, api } from '../lib/api-client';
import { withMutationRetry } from '../lib/api-fetch';
import { USER_KEY, callStore, mutateCache } from './query';
import { viewerZone } from '../lib/dates';

const ownProfileUrl = api.users.me.$url();
const OWN_PROFILE_KEY = keyOf(ownProfileUrl);

// The signed-in person's editable profile (name, bio, avatar, email status).
export const $ownProfile = callStore(ownProfileUrl, () => answer(api.users.me.$get()));

function remember(user: CurrentUser): CurrentUser {
  mutateCache(USER_KEY, user);
  return user;
}

// Signed in, or asked for the code the site just mailed (after many failed sign-ins on the
// account, docs/rules.md "Accounts"): the same call again with the code signs in.
export type SignInOutcome = { user: CurrentUser } | { codeRequired: string };

export async function signIn(identifier: string, password: string, code?: string): Promise<SignInOutcome> {
  // The browser's time zone rides along: a member with none yet takes it (reminders).
  const timeZone = viewerZone();
  const json = code ? { identifier, password, code, timeZone } : { identifier, password, timeZone };
  const answered = await answer(withMutationRetry(() => api.auth.login.$post({ json })));
  return 'codeRequired' in answered ? { codeRequired: answered.message } : { user: remember(answered) };
}

export async function register(account: RegisterInput): Promise<CurrentUser> {
  const json = { ...account, timeZone: viewerZone() };
  return remember(await answer(withMutationRetry(() => api.auth.register.$post({ json }))));
}

// Spec §7: whatever the server answers, the caches are cleared and the visitor goes home.
export async function signOut(): Promise<void> {
  await withMutationRetry(() => api.auth.logout.$post()).catch(() => undefined);
  mutateCache(USER_KEY, null);
  mutateCache(OWN_PROFILE_KEY, undefined);
  location.assign('/');
}

export async function verifyEmail(token: string): Promise<void> {
  await withMutationRetry(() => api.auth['verify-email'].$post({ json: { token } }));
}

export async function resendVerification(email: string): Promise<void> {
  await withMutationRetry(() => api.auth['resend-verification'].$post({ json: { email } }));
}

export async function requestPasswordReset(email: string): Promise<void> {
  await withMutationRetry(() => api.auth['forgot-password'].$post({ json: { email } }));
}

export async function resetPassword(token: string, password: string): Promise<void> {
  await withMutationRetry(() => api.auth['reset-password'].$post({ json: { token, password } }));
}

// The header's avatar was filled in at the edge; a new one should show without a reload.
function rememberProfile(profile: OwnProfile): OwnProfile {
  mutateCache(OWN_PROFILE_KEY, profile);
  const avatar = profile.profileImageUrl;
  if (!avatar) return profile;
  for (const img of document.querySelectorAll<HTMLImageElement>('img[data-fill-src="avatar"]')) img.src = avatar;
  return profile;
}

// Mail to the member's address, stopped after a bounce or a spam report, turned back on.
export async function resumeMail(): Promise<void> {
  await answer(withMutationRetry(() => api.mail.block.$delete()));
  await $ownProfile.revalidate();
}

export async function updateProfile(update: ProfileUpdate): Promise<OwnProfile> {
  return rememberProfile(await answer(withMutationRetry(() => api.users.me.$patch({ json: update }))));
}

export async function uploadAvatar(file: File): Promise<OwnProfile> {
  const sent = withMutationRetry(() => {
    const body = new FormData();
    body.append('avatar', file);
    return api.users.me.avatar.$post(undefined, { init: { body } });
  });
  return rememberProfile(await answer(sent));
}
