// Spec §7: entries of official challenges are 'standard' photos and community entries 'user'
// ones, each kind with its own paths for likes, votes and comments. Kept apart from the
// stores so the home page's plain scripts can name a type without loading any of them.
export type PhotoType = 'standard' | 'user';

// A challenge, or one of its entries, says which kind it is, whatever type the link that
// led to it named.
export const photoTypeOf = (of: { isUserChallenge: boolean }): PhotoType => (of.isUserChallenge ? 'user' : 'standard');
