// Credits: taken atomically inside the transaction that writes the entity, so a failed write costs nothing
// and two concurrent requests can never both spend the last credit.
import { and, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { users } from '../db/schema.js';
import { HttpError } from '../errors.js';

/** Any query runner: the database or a transaction on it. */
export type Tx = Pick<Db, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

/**
 * Takes `cost` credits from the user or throws GENERATIONS_LIMIT_REACHED (403: the request is understood and
 * refused until the balance changes; retrying does not help, unlike a 429). Answers the new balance.
 */
export async function spendCredits(tx: Tx, userId: number, cost: number, label: string): Promise<number> {
  if (cost <= 0) return creditBalance(tx, userId);
  // The conditional UPDATE takes the row lock; a concurrent spender re-checks the balance after it commits.
  const [row] = await tx
    .update(users)
    .set({ credits: sql`${users.credits} - ${cost}` })
    .where(and(eq(users.id, userId), gte(users.credits, cost)))
    .returning({ credits: users.credits });
  if (!row) throw insufficientCredits(label);
  return row.credits;
}

export function insufficientCredits(label: string): HttpError {
  return new HttpError(
    403,
    'GENERATIONS_LIMIT_REACHED',
    `You have no credits left to generate another ${label}. Check your account for details on generation limits.`,
  );
}

export async function creditBalance(db: Tx, userId: number): Promise<number> {
  const [row] = await db.select({ credits: users.credits }).from(users).where(eq(users.id, userId));
  return row?.credits ?? 0;
}
