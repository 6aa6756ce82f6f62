import type { PublicUser } from '../../../worker/contract/users';

// How a chat names the other person: their full name, else their username.
export function personName(person: PublicUser | undefined): string {
  if (!person) return 'Member';
  const full = [person.firstName, person.lastName].filter(Boolean).join(' ');
  return full || person.username;
}
