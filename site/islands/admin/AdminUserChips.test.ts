import { describe, expect, it } from 'vitest';
import type { MemberRow } from '../../../worker/contract/admin-users';
import { memberChips } from './AdminUserChips';

const member = (change: Partial<MemberRow>): MemberRow => ({
  id: 1,
  username: 'wren',
  name: 'Wren Lee',
  email: 'wren@example.com',
  profileImageUrl: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  state: 'active',
  emailVerified: true,
  isAdmin: false,
  isSuperAdmin: false,
  isFounder: false,
  isMentor: false,
  isSubscriber: false,
  suspendedUntil: null,
  deletedAt: null,
  ...change,
});

const labels = (change: Partial<MemberRow>) => memberChips(member(change)).map((chip) => chip.label);

describe("a member's chips", () => {
  it('say Member when there is nothing else to say', () => {
    expect(labels({})).toEqual(['Member']);
  });

  it('put the standing before the roles', () => {
    expect(labels({ state: 'suspended', isAdmin: true, isMentor: true })).toEqual(['Suspended', 'Admin', 'Mentor']);
    expect(labels({ state: 'deleted', emailVerified: false, isSubscriber: true })).toEqual([
      'Deleted',
      'Unverified',
      'Subscriber',
    ]);
  });

  it('name the highest role only', () => {
    expect(labels({ isAdmin: true, isSuperAdmin: true })).toEqual(['Super admin']);
    expect(labels({ isAdmin: true, isSuperAdmin: true, isFounder: true })).toEqual(['Founder']);
  });
});
