import { and, eq, isNull, sql } from 'drizzle-orm';
import { users } from '../../../db/schema';
import type { Db } from '../../env';
import { mailStatement } from '../mail/outbox';
import type { Limit } from '../rate-limit';
import { photosNeedingAttention } from './originals';
import { photoRecoveryMail, photoRecoveryTemplate } from './photo-recovery-mail';

// /tnt-recovery ('Photo Recovery'): a member asks for the list of their photos whose file is
// missing or damaged, by mail. docs/rules.md "Bringing back a damaged photo".

const HOUR = 3600_000;

// As the password-reset form: per network address, and per address asked about, so nobody
// can fill a member's mailbox.
export const PHOTO_RECOVERY_LIMITS = {
  perIp: { limit: 10, windowMs: HOUR },
  perAccount: { limit: 3, windowMs: HOUR },
} as const;

export const photoRecoveryLimits = (email: string, ip: string): Limit[] => [
  { key: `photo-recovery:ip:${ip}`, ...PHOTO_RECOVERY_LIMITS.perIp },
  { key: `photo-recovery:account:${email}`, ...PHOTO_RECOVERY_LIMITS.perAccount },
];

// Said whatever the address: the page must not tell who is a member, or whose photos are damaged.
export const PHOTO_RECOVERY_ANSWER =
  'If that address belongs to a member with photos that need attention, a mail listing them is on its way. It can take a minute to arrive; check your spam folder too.';

// The same queries run whether or not the address is a member's and whether or not they have
// photos to bring back, and the mail is queued, never sent here: the answer's timing tells
// nothing. No account has id 0, so an unknown address asks about nobody's photos.
export async function requestPhotoRecovery(db: Db, email: string, origin: string): Promise<void> {
  const [member] = await db
    .select({ id: users.id, email: users.email, firstName: users.firstName, username: users.username })
    .from(users)
    .where(and(eq(users.email, email), isNull(users.deletedAt)));
  const photos = await photosNeedingAttention(db, member?.id ?? 0);
  const content = photoRecoveryMail(member?.firstName || member?.username || '', photos, origin);
  const mailIt = member !== undefined && photos.length > 0;
  await mailStatement(db, member?.email ?? email, photoRecoveryTemplate.key, content, sql`${mailIt ? 1 : 0} = 1`).run();
}
