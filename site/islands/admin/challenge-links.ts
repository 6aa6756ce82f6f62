import type { ChallengeStatus } from '../../../worker/domain/status';

export const SCHEDULER_PATH = '/admin/challenges';
export const editPath = (id: number) => `/admin/challenges/${id}/edit`;
export const publicPath = (id: number) => `/challenges/${id}`;

// The new-challenge form, prefilled with a daily slot when one is given.
export function newPath(slot?: { date: string; category: string }): string {
  return slot ? `/admin/challenges/new?${new URLSearchParams(slot)}` : '/admin/challenges/new';
}

// The server refuses changes once results exist; a completed challenge is treated the same.
export const canEdit = (status: ChallengeStatus) => status !== 'completed';
// Only a challenge nobody has entered can be deleted; any other is removed (hidden, rows kept).
export const canDelete = (status: ChallengeStatus, entries: number) => status === 'upcoming' && entries === 0;
