import { reports } from '../../../db/schema';
import type { Db } from '../../env';
import { ApiError } from '../../errors';
import { messageOf } from './threads';

// A member reports a message sent to them; it waits in the admins' reports queue, and stays
// in the thread until an admin removes it. Reporting the same message twice is one report.
export async function reportMessage(db: Db, reporterId: number, messageId: number, reason: string): Promise<void> {
  const message = await messageOf(db, messageId, reporterId);
  if (!message || message.removedAt !== null) throw new ApiError('NOT_FOUND', 'No such message');
  if (message.senderId === reporterId) throw new ApiError('VALIDATION_FAILED', "You can't report your own message");
  await db.insert(reports).values({ targetType: 'message', messageId, reporterId, reason }).onConflictDoNothing();
}
