type Named = { firstName: string | null; lastName: string | null; username: string };

// Full name when the person gave one, else their username.
export const displayName = ({ firstName, lastName, username }: Named): string =>
  [firstName, lastName].filter(Boolean).join(' ') || username;
