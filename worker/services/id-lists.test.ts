import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { db, makeUser } from '../test/helpers';
import { inIds } from './id-lists';

describe('inIds', () => {
  it('matches a list longer than the 100 values D1 binds in one statement', async () => {
    const made = await Promise.all(Array.from({ length: 3 }, () => makeUser()));
    const ids = [...Array.from({ length: 150 }, (_, i) => -1 - i), ...made.map((m) => m.user.id)];
    const found = await db().select({ id: users.id }).from(users).where(inIds(users.id, ids));
    expect(found.map((row) => row.id).sort((a, b) => a - b)).toEqual(made.map((m) => m.user.id).sort((a, b) => a - b));
  });
});
