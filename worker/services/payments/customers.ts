import { eq } from 'drizzle-orm';
import { billingCustomers, users } from '../../../db/schema';
import type { Db } from '../../env';
import { ApiError } from '../../errors';
import { fullName } from '../users';
import type { Payments } from '.';

// The member's customer at the provider, made on first need. The provider's idempotency key
// makes two concurrent first calls one customer.
// The member's customer at the provider, if they have one yet.
export async function customerOf(db: Db, userId: number): Promise<string | null> {
  const [known] = await db.select().from(billingCustomers).where(eq(billingCustomers.userId, userId));
  return known?.providerCustomerId ?? null;
}

export async function customerFor(db: Db, payments: Payments, userId: number): Promise<string> {
  const known = await customerOf(db, userId);
  if (known) return known;
  const [member] = await db.select().from(users).where(eq(users.id, userId));
  if (!member) throw new ApiError('NOT_FOUND', 'No such member');
  const id = await payments.provider.createCustomer(
    { userId, email: member.email, name: fullName(member) },
    `customer:${userId}`,
  );
  await db.insert(billingCustomers).values({ userId, providerCustomerId: id }).onConflictDoNothing();
  return id;
}
