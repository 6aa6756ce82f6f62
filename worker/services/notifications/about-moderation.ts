import type { Notice } from './notify';

// An admin's action on a member's work, told to the member with the admin's reason. Removing
// an entry, a comment, a message or a challenge happens once, so its key is the thing's; a
// mentor listing is hidden and restored again and again, so its key is the moment's.

export type Moderated = {
  ownerId: number;
  what: 'photo' | 'comment' | 'message' | 'challenge' | 'mentor listing' | 'critique';
  id: number;
  title: string;
  link: string;
};

export function moderationNotice(
  target: Moderated,
  action: 'removed' | 'restored',
  reason: string | undefined,
  at: Date,
): Notice {
  const thing = `${target.what.replace(' ', '_')}:${target.id}`;
  return {
    userId: target.ownerId,
    kind: action === 'removed' ? 'content_removed' : 'content_restored',
    key: target.what === 'mentor listing' ? `${action}:${thing}:${at.getTime()}` : `${action}:${thing}`,
    data: { title: target.title, what: target.what, ...(reason ? { reason } : {}) },
    link: target.link,
  };
}
