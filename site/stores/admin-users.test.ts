import { describe, expect, it } from 'vitest';
import { DEFAULT_MEMBER_LIST, memberListSearch, readMemberList, suspensionEnd, todayInput } from './admin-users';

const read = (search: string) => readMemberList(new URLSearchParams(search));

describe("the members list's address", () => {
  it('reads the search, the filter and the order', () => {
    expect(read('?q=%20ann%20&filter=mentor&sort=name')).toEqual({ q: 'ann', filter: 'mentor', sort: 'name' });
  });

  it('falls back to everyone, newest first, for values it does not know', () => {
    expect(read('?filter=wizards&sort=loudest')).toEqual(DEFAULT_MEMBER_LIST);
  });

  it('keeps at most 100 characters of the search', () => {
    expect(read(`?q=${'a'.repeat(150)}`).q).toHaveLength(100);
  });

  it('leaves the defaults out, so the plain list has a plain address', () => {
    expect(memberListSearch(DEFAULT_MEMBER_LIST)).toBe('');
    expect(memberListSearch({ q: 'ann lee', filter: 'all', sort: 'oldest' })).toBe('?q=ann+lee&sort=oldest');
  });

  it('reads back what it wrote', () => {
    const list = { q: 'wren@example.com', filter: 'suspended', sort: 'username' } as const;
    expect(read(memberListSearch(list))).toEqual(list);
  });
});

describe("a suspension's end date", () => {
  it('ends as the chosen day ends on the admin’s clock', () => {
    expect(suspensionEnd('2026-03-14')).toBe(new Date(2026, 2, 15).toISOString());
    expect(suspensionEnd('2026-12-31')).toBe(new Date(2027, 0, 1).toISOString());
  });

  it('is none when the field is empty or not a date', () => {
    expect(suspensionEnd('')).toBeNull();
    expect(suspensionEnd('next week')).toBeNull();
  });

  it('can be today at the earliest', () => {
    expect(todayInput(new Date(2026, 0, 5, 23, 30))).toBe('2026-01-05');
  });
});
