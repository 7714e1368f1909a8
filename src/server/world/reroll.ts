// Re-rolling one section of an entity, or all of it but the locked fields (decision 024). The procedural writer
// draws the section from its own streams under a new salt, so everything else it would write is unchanged; the stored
// record keeps every other field exactly as it is (edits included). Costs what a picture regeneration costs.
import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { must } from '../../shared/must.js';
import { editConflictMessage, entityRefSchema, REROLL_ALL } from '../../shared/world.js';
import type { Db } from '../db/client.js';
import { content } from '../db/schema.js';
import { fingerprints } from '../engine/repetition.js';
import { badRequest, conflict } from '../errors.js';
import { getEntity, newSeed, type Pipeline } from '../pipeline/content-service.js';
import { creditBalance, insufficientCredits, lockEntity, spendCredits } from '../pipeline/credits.js';
import { enqueueImageJob } from '../pipeline/image-jobs.js';
import type { ContextEntity, ServerKind } from '../pipeline/kind.js';
import type { ContentRow } from '../pipeline/present.js';
import type { KindRegistry } from '../pipeline/registry.js';
import { checkedRecord } from './edit.js';
import { contextEntity } from './links.js';

/** The entity a stored request names as its context, if it is still there (a deleted town leaves its NPCs be). */
async function storedContext(
  ctx: { db: Pick<Db, 'select'>; kinds: KindRegistry },
  userId: number,
  request: Record<string, unknown>,
): Promise<(ContextEntity & { id: number }) | undefined> {
  const ref = entityRefSchema.safeParse(request.context);
  if (!ref.success) return undefined;
  return contextEntity(ctx, userId, ref.data).catch(() => undefined);
}

/**
 * Words that open a name without being the one it is called by ('The Quiet Ledger', 'Saint Aldric', 'House Varn'):
 * a renamed entity's first word replaces the old one only when the old one is a given name.
 */
const NAME_OPENERS = new Set(
  'the a an saint st old new great little lord lady sir dame house order guild brotherhood sisterhood circle company society league council cult church temple fort port mount upper lower north south east west'.split(
    ' ',
  ),
);

/**
 * Every string in a value with the generated name `from` replaced by the entity's name `to`, so a re-rolled section
 * names the entity as it was renamed. Prose calls a person by their first name ('Sable hides out...'), so when both
 * names have several words and the old first word is a given name, that word is replaced too, as a whole word.
 */
function renamed(value: unknown, from: string, to: string): unknown {
  const [fromFirst, ...fromRest] = from.split(' ');
  const [toFirst, ...toRest] = to.split(' ');
  const first =
    fromFirst &&
    toFirst &&
    fromRest.length > 0 &&
    toRest.length > 0 &&
    !NAME_OPENERS.has(fromFirst.toLowerCase())
      ? new RegExp(
          `(?<![\\p{L}\\p{N}])${fromFirst.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}\\p{N}])`,
          'gu',
        )
      : null;
  const swap = (text: string) => {
    const whole = text.split(from).join(to);
    // A function, not a string: a name holding `$` is not read as a replacement pattern (`$``, `$&`).
    return first && toFirst ? whole.replace(first, () => toFirst) : whole;
  };
  const walk = (item: unknown): unknown => {
    if (typeof item === 'string') return swap(item);
    if (Array.isArray(item)) return item.map(walk);
    if (item && typeof item === 'object')
      return Object.fromEntries(Object.entries(item).map(([key, inner]) => [key, walk(inner)]));
    return item;
  };
  return walk(value);
}

const pick = (data: Record<string, unknown>, fields: readonly string[]) =>
  Object.fromEntries(fields.filter((field) => field in data).map((field) => [field, data[field]]));
const omit = (data: Record<string, unknown>, fields: readonly string[]) =>
  Object.fromEntries(Object.entries(data).filter(([field]) => !fields.includes(field)));

/**
 * Re-rolls `section` of the user's entity. One section: the rest of the record is kept byte for byte. 'all' with
 * nothing locked: a new seed writes a new record and the picture is painted anew to match it. 'all' with locked
 * fields: every section without a locked field is re-rolled as one section is, on the same record.
 */
export async function rerollEntity(
  pipeline: Pipeline,
  kinds: KindRegistry,
  kind: ServerKind,
  userId: number,
  id: number,
  section: string,
  expectedVersion?: number,
): Promise<ContentRow> {
  const { contract } = kind;
  const all = section === REROLL_ALL;
  const chosen = contract.sections[section];
  if (!all && !chosen) {
    throw badRequest(
      `Unknown section '${section}': a ${contract.label} has ${[REROLL_ALL, ...Object.keys(contract.sections)].join(', ')}`,
    );
  }
  const cost = pipeline.settings.rerollCost;
  if (cost > 0 && (await creditBalance(pipeline.db, userId)) < cost)
    throw insufficientCredits(contract.label);

  const row = await getEntity(pipeline.db, kind, userId, id);
  const context = await storedContext({ db: pipeline.db, kinds }, userId, row.request);
  const request = row.request;
  // 'all' with nothing locked is a new seed: a new record, and so a new picture. With locked fields the locked text
  // was written about this record (its people, places and facts), so the seed stays and every unlocked section is
  // told anew from salted streams, as one section is: nothing kept can contradict what is rewritten.
  const newRecord = all && row.locked.length === 0;
  let data: Record<string, unknown>;
  let seed = Number(row.seed);
  if (newRecord) {
    seed = newSeed();
    const written = await pipeline.text.write(kind, request, seed, { context });
    data = checkedRecord(kind, written.data, {});
  } else {
    const rerolled = all
      ? Object.keys(contract.sections).filter(
          (name) => !contract.sections[name]?.fields.some((field) => row.locked.includes(field)),
        )
      : [section];
    const fields = rerolled.flatMap((name) => contract.sections[name]?.fields ?? []);
    const streams = rerolled.flatMap((name) => kind.rerollStreams?.[name] ?? [name]);
    const salt = randomBytes(6).toString('base64url');
    const written = await pipeline.text.write(kind, request, seed, {
      context,
      reroll: { streams, salt },
      keep: omit(row.data, fields),
    });
    // The writer names the entity as it was generated; a user who renamed it keeps the new name in the new text.
    const generatedName = String(kind.procedural.text(request, seed, { context }).name ?? '');
    const fresh = pick(written.data, fields);
    const shown =
      generatedName && generatedName !== row.name ? renamed(fresh, generatedName, row.name) : fresh;
    data = checkedRecord(kind, row.data, shown as Record<string, unknown>);
  }

  const updated = await pipeline.db.transaction(async (tx) => {
    // The entity first, then the credits: the one lock order (credits.ts). A re-roll is written on the version it
    // was made from, like an edit: an edit or another re-roll saved meanwhile wins, and this one is refused.
    const current = await lockEntity(tx, contract.kind, contract.label, userId, row.id);
    if (
      current.version !== row.version ||
      (expectedVersion !== undefined && expectedVersion !== row.version)
    ) {
      throw conflict(editConflictMessage(contract.label), 'EDIT_CONFLICT');
    }
    await spendCredits(tx, userId, cost, contract.label, {
      reason: 'reroll',
      kind: contract.label,
      contentId: row.id,
      name: row.name,
    });
    const [saved] = await tx
      .update(content)
      .set({
        data,
        name: String(data.name),
        fingerprints: fingerprints(data),
        seed,
        request: { ...request, seed },
        version: sql`${content.version} + 1`,
        updatedAt: new Date(),
      })
      .where(and(eq(content.id, row.id), eq(content.ownerId, userId)))
      .returning();
    // A new record draws a new picture: the text and the picture read the same record (its price is the re-roll's).
    if (!newRecord) return must(saved, 'the entity');
    await enqueueImageJob(tx, row.id, seed, pipeline.settings.imageMaxAttempts, { userId, cost: 0 });
    const [painting] = await tx.select().from(content).where(eq(content.id, row.id));
    return must(painting, 'the entity');
  });
  if (newRecord) pipeline.worker.wake();
  return updated;
}
