// Links between a user's entities (decision 024): typed, read both ways, never across users, gone with either end.
import { and, eq, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { must } from '../../shared/must.js';
import {
  type EntityLink,
  type EntityRef,
  LINK_RELATIONS,
  type LinkRelation,
  relationFits,
} from '../../shared/world.js';
import type { Db } from '../db/client.js';
import { content, links } from '../db/schema.js';
import { badRequest, notFound } from '../errors.js';
import type { ContextEntity, ServerKind } from '../pipeline/kind.js';
import type { KindRegistry } from '../pipeline/registry.js';

type Executor = Pick<Db, 'select' | 'insert'>;

/** The kind of a registered name, or a 400 naming the kinds there are. */
export function kindNamed(kinds: KindRegistry, name: string): ServerKind {
  const kind = kinds.all.find((candidate) => candidate.contract.kind === name);
  if (!kind) {
    throw badRequest(`Unknown kind '${name}': one of ${kinds.all.map((k) => k.contract.kind).join(', ')}`);
  }
  return kind;
}

/** 'an NPC', 'a town', 'a magic item'. */
const withArticle = (label: string) => `${/^([aeiou]|NPC)/i.test(label) ? 'an' : 'a'} ${label}`;

/** The user's own entity named by kind and id, or a 404 (another user's entity is not found, as everywhere). */
export async function ownedEntity(
  db: Pick<Db, 'select'>,
  kinds: KindRegistry,
  userId: number,
  ref: EntityRef,
): Promise<{ kind: ServerKind; id: number; name: string; data: Record<string, unknown> }> {
  const kind = kindNamed(kinds, ref.kind);
  const [row] = await db
    .select({ id: content.id, name: content.name, data: content.data })
    .from(content)
    .where(and(eq(content.id, ref.id), eq(content.ownerId, userId), eq(content.kind, ref.kind)));
  if (!row) throw notFound(`${kind.contract.label} not found`);
  return { kind, ...row };
}

/** The user's entity a generation is made from, for the writer and the link back (decision 024). */
export async function contextEntity(
  ctx: { db: Pick<Db, 'select'>; kinds: KindRegistry },
  userId: number,
  ref: EntityRef,
): Promise<ContextEntity & { id: number }> {
  const found = await ownedEntity(ctx.db, ctx.kinds, userId, ref);
  return { kind: found.kind.contract.kind, id: found.id, name: found.name, data: found.data };
}

/**
 * Links two of the user's entities. Linking the same pair with the same relation again answers the link there is;
 * a symmetric relation ('rival of') is one link whichever side it is made from.
 */
export async function createLink(
  db: Executor,
  kinds: KindRegistry,
  userId: number,
  link: { from: EntityRef; to: EntityRef; relation: LinkRelation },
): Promise<EntityLink> {
  const from = await ownedEntity(db, kinds, userId, link.from);
  const to = await ownedEntity(db, kinds, userId, link.to);
  const { label } = LINK_RELATIONS[link.relation];
  if (!relationFits(link.relation, from.kind.contract.kind, to.kind.contract.kind)) {
    throw badRequest(
      `'${label}' cannot link ${withArticle(from.kind.contract.label)} to ${withArticle(to.kind.contract.label)}`,
    );
  }
  const symmetric = LINK_RELATIONS[link.relation].label === LINK_RELATIONS[link.relation].inverse;
  if (symmetric) {
    const [reverse] = await db
      .select({ id: links.id })
      .from(links)
      .where(and(eq(links.fromId, to.id), eq(links.toId, from.id), eq(links.relation, link.relation)));
    if (reverse)
      return must(
        (await linksOf(db, kinds, userId, from.id)).find((l) => l.id === reverse.id),
        'the link',
      );
  }
  await db
    .insert(links)
    .values({ ownerId: userId, fromId: from.id, toId: to.id, relation: link.relation })
    .onConflictDoNothing({ target: [links.fromId, links.toId, links.relation] });
  const made = (await linksOf(db, kinds, userId, from.id)).find(
    (l) => l.direction === 'out' && l.other.id === to.id && l.relation === link.relation,
  );
  if (!made) throw new Error('A link that was just made is not there');
  return made;
}

/** Every link of one of the user's entities, both ways, newest first. */
export async function linksOf(
  db: Pick<Db, 'select'>,
  kinds: KindRegistry,
  userId: number,
  entityId: number,
): Promise<EntityLink[]> {
  const other = alias(content, 'other');
  const rows = await db
    .select({
      id: links.id,
      relation: links.relation,
      fromId: links.fromId,
      createdAt: links.createdAt,
      otherId: other.id,
      otherKind: other.kind,
      otherName: other.name,
    })
    .from(links)
    .innerJoin(
      other,
      or(
        and(eq(links.fromId, entityId), eq(other.id, links.toId)),
        and(eq(links.toId, entityId), eq(other.id, links.fromId)),
      ),
    )
    .where(and(eq(links.ownerId, userId), or(eq(links.fromId, entityId), eq(links.toId, entityId))));
  const shown: EntityLink[] = [];
  for (const row of rows) {
    const kind = kinds.all.find((candidate) => candidate.contract.kind === row.otherKind);
    const relation = row.relation as LinkRelation;
    if (!kind || !(relation in LINK_RELATIONS)) continue;
    const direction = row.fromId === entityId ? 'out' : 'in';
    shown.push({
      id: row.id,
      relation,
      direction,
      label: direction === 'out' ? LINK_RELATIONS[relation].label : LINK_RELATIONS[relation].inverse,
      other: {
        kind: kind.contract.kind,
        label: kind.contract.label,
        apiBase: kind.contract.apiBase,
        id: row.otherId,
        name: row.otherName,
      },
      createdAt: row.createdAt.toISOString(),
    });
  }
  return shown.sort((a, b) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : b.id - a.id));
}

/** Removes one of the user's links; another user's link is not found. */
export async function deleteLink(db: Db, userId: number, linkId: number): Promise<void> {
  const deleted = await db
    .delete(links)
    .where(and(eq(links.id, linkId), eq(links.ownerId, userId)))
    .returning({ id: links.id });
  if (deleted.length === 0) throw notFound('Link not found');
}
