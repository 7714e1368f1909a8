// Credits: taken atomically inside the transaction that writes the entity, so a failed write costs nothing and two
// concurrent requests can never both spend the last credit; every change is written to the ledger the account page
// shows (issue 23).
//
// Lock order (decision 025): every transaction that touches an entity and its owner's credits takes its row locks
// in one order: the entity's `content` row (SELECT ... FOR UPDATE first), then its `jobs` rows, then the owner's
// `users` row, and `list_versions` last (the trigger on the final write to `content`). Two transactions that take
// locks in one order cannot wait on each other in a cycle, so a regeneration, a re-roll, a deletion and the picture
// worker on the same entity queue up instead of deadlocking (40P01).
import { and, desc, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { content, creditEvents, users } from '../db/schema.js';
import { HttpError, notFound } from '../errors.js';

/** Any query runner: the database or a transaction on it. */
export type Tx = Pick<Db, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

export type CreditReason = (typeof creditEvents.$inferInsert)['reason'];

/** What a spend or refund was for, as the ledger keeps it. */
export type CreditEvent = {
  reason: CreditReason;
  /** The kind's label ('NPC', 'town'). */
  kind?: string;
  contentId?: number;
  name?: string;
};

/**
 * Takes `cost` credits from the user or throws GENERATIONS_LIMIT_REACHED (403: the request is understood and
 * refused until the balance changes; retrying does not help, unlike a 429), and writes the spend to the ledger.
 * Answers the new balance.
 */
export async function spendCredits(
  tx: Tx,
  userId: number,
  cost: number,
  label: string,
  event?: CreditEvent,
): Promise<number> {
  if (cost <= 0) return creditBalance(tx, userId);
  // The conditional UPDATE takes the row lock; a concurrent spender re-checks the balance after it commits.
  const [row] = await tx
    .update(users)
    .set({ credits: sql`${users.credits} - ${cost}` })
    .where(and(eq(users.id, userId), gte(users.credits, cost)))
    .returning({ credits: users.credits });
  if (!row) throw insufficientCredits(label);
  if (event) await recordCredits(tx, userId, -cost, event);
  return row.credits;
}

/**
 * Writes a ledger line for a change already made to the balance: for a spend whose entity is inserted after it
 * (a generation spends first, in the lock order above, and names the new entity here).
 */
export async function recordCredits(
  tx: Tx,
  userId: number,
  delta: number,
  event: CreditEvent,
): Promise<void> {
  if (delta !== 0) await tx.insert(creditEvents).values({ userId, delta, ...event });
}

/** Gives `amount` credits back (a refund) or grants them (an administrator), with its ledger line. */
export async function addCredits(
  tx: Tx,
  userId: number,
  amount: number,
  event: CreditEvent,
): Promise<number> {
  const [row] = await tx
    .update(users)
    .set({ credits: sql`${users.credits} + ${amount}` })
    .where(eq(users.id, userId))
    .returning({ credits: users.credits });
  if (!row) throw notFound('User not found');
  await recordCredits(tx, userId, amount, event);
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

/**
 * Locks the user's entity of this kind for the rest of the transaction (the first lock of the order above) and
 * answers it; someone else's, another kind's or a missing one is not found.
 */
export async function lockEntity(tx: Tx, kind: string, label: string, userId: number, id: number) {
  const [row] = await tx
    .select()
    .from(content)
    .where(and(eq(content.id, id), eq(content.ownerId, userId), eq(content.kind, kind)))
    .for('update');
  if (!row) throw notFound(`${label} not found`);
  return row;
}

/** The user's newest ledger lines, newest first. */
export function creditHistory(db: Tx, userId: number, limit: number) {
  return db
    .select({
      id: creditEvents.id,
      delta: creditEvents.delta,
      reason: creditEvents.reason,
      kind: creditEvents.kind,
      contentId: creditEvents.contentId,
      name: creditEvents.name,
      createdAt: creditEvents.createdAt,
    })
    .from(creditEvents)
    .where(eq(creditEvents.userId, userId))
    .orderBy(desc(creditEvents.createdAt), desc(creditEvents.id))
    .limit(limit);
}
