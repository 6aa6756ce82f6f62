import { describe, expect, it } from 'vitest';
import { recoveryNotices } from '../../../db/schema';
import { auditBy, db, makeUser, present } from '../../test/helpers';
import { NOTICE_HELD_MS, closeNotice, forgetOpenNotice, openNotice } from './notices';

describe('the open notice every page asks for', () => {
  it('is read once per isolate for a while, and read again at once after a change here', async () => {
    const { user } = await makeUser({ isAdmin: true });
    forgetOpenNotice();
    const t = Date.now();
    expect(await openNotice(db(), t)).toBeNull();
    // A notice written behind the service's back (another isolate's admin) shows once the
    // answer held here has expired.
    const [row] = await db()
      .insert(recoveryNotices)
      .values({ title: 'Broken thumbnails', whatHappened: 'A resize job failed.', whatToDo: 'Nothing.', updatedAt: new Date() })
      .returning();
    const written = present(row, 'the new notice');
    expect(await openNotice(db(), t + NOTICE_HELD_MS - 1)).toBeNull();
    expect(await openNotice(db(), t + NOTICE_HELD_MS)).toMatchObject({ id: written.id, title: 'Broken thumbnails' });

    // Closing it here is seen here at once, however long the answer was to be held.
    await closeNotice(db(), written.id, auditBy(user, 'recovery_notice.close'));
    expect(await openNotice(db(), t + NOTICE_HELD_MS + 1)).toBeNull();
    forgetOpenNotice();
  });
});
