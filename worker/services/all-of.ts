import { type SQL, and } from 'drizzle-orm';

// drizzle's and() is typed as possibly undefined, for a call with no conditions at all;
// given a first condition it always answers one.
export const allOf = (first: SQL, ...rest: (SQL | undefined)[]): SQL => and(first, ...rest) ?? first;
