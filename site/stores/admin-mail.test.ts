import { describe, expect, it } from 'vitest';
import { ANY_MAIL, queueListSearch, readQueueList } from './admin-mail';

describe("the queue's filters in the page's address", () => {
  it('round-trip, leaving out what is not filtered', () => {
    const list = { status: 'failed', template: 'notice_digest', to: 'ann@' } as const;
    expect(queueListSearch(list)).toBe('?status=failed&template=notice_digest&to=ann%40');
    expect(readQueueList(new URLSearchParams(queueListSearch(list)))).toEqual(list);
    expect(queueListSearch(ANY_MAIL)).toBe('');
  });

  it('drop a state the queue does not have, and read an address in lowercase', () => {
    expect(readQueueList(new URLSearchParams('?status=lost&to=%20Ann@Example.COM%20'))).toEqual({
      status: '',
      template: '',
      to: 'ann@example.com',
    });
  });
});
