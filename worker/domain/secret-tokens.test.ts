import { describe, expect, it } from 'vitest';
import { randomToken, TOKEN_LENGTH } from './secret-tokens';

describe('secret tokens', () => {
  it('are TOKEN_LENGTH url-safe characters, so the session memo knows a session cookie by its length', () => {
    for (let i = 0; i < 50; i++) expect(randomToken()).toMatch(new RegExp(`^[A-Za-z0-9_-]{${TOKEN_LENGTH}}$`));
  });
});
