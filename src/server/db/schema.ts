// The Drizzle schema: the single source for the SQL migrations in ./drizzle and for typed queries.

import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull(),
    /** Stored trimmed and lower-cased: e-mail is case-insensitive. */
    email: text('email').notNull(),
    /** Null for accounts that only ever signed in with Google. */
    passwordHash: text('password_hash'),
    googleSub: text('google_sub'),
    credits: integer('credits').notNull(),
    /** When the image worker last claimed one of the user's jobs: the queue serves the longest-waiting user next. */
    imageServedAt: timestamp('image_served_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_email_key').on(t.email), uniqueIndex('users_google_sub_key').on(t.googleSub)],
);

export const sessions = pgTable(
  'sessions',
  {
    /** sha256 of the bearer token: a leaked table does not leak sessions. */
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId), index('sessions_expires_at_idx').on(t.expiresAt)],
);

/**
 * Google sign-ins that were started and not yet finished. Kept in the database (not in memory) so the
 * callback may land on any app instance; rows are single-use and expire after a few minutes.
 */
export const oauthStates = pgTable(
  'oauth_states',
  {
    /** sha256 of the `state` value; the browser holds the state itself in an HttpOnly cookie. */
    stateHash: text('state_hash').primaryKey(),
    codeVerifier: text('code_verifier').notNull(),
    nonce: text('nonce').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('oauth_states_expires_at_idx').on(t.expiresAt)],
);

/**
 * Every generated entity of every kind, in one table: listing, ownership, images and exports stay generic.
 * `data` holds the kind's fields, validated by the kind's zod schema before it is written.
 */
export const content = pgTable(
  'content',
  {
    id: serial('id').primaryKey(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    name: text('name').notNull(),
    data: jsonb('data').notNull().$type<Record<string, unknown>>(),
    /** The validated request, so an entity can be reproduced from request + seed. */
    request: jsonb('request').notNull().$type<Record<string, unknown>>(),
    seed: bigint('seed', { mode: 'number' }).notNull(),
    engineVersion: text('engine_version').notNull(),
    provider: text('provider').notNull(),
    /** sha256 key of the current picture in the blob store, null until the first one is painted. */
    imageKey: text('image_key'),
    imageType: text('image_type'),
    imageStatus: text('image_status').notNull().$type<'pending' | 'ready' | 'failed'>(),
    imageError: text('image_error'),
    imageProvider: text('image_provider'),
    /** The newest image job: an older job that finishes late must not overwrite a newer picture. */
    imageJobId: integer('image_job_id'),
    /**
     * For an entity restored by POST /api/import: sha256 of its kind, fields and picture, unique per owner, so the
     * same document imported twice adds one entity (decision 018). Null for generated entities.
     */
    importHash: text('import_hash'),
    /**
     * Raised by every edit: a PATCH names the version it read and is refused when another edit came first, so two
     * tabs cannot silently overwrite each other (decision 024).
     */
    version: integer('version').notNull().default(1),
    /** Fields a full re-roll keeps as they are (decision 024). */
    locked: jsonb('locked').notNull().default([]).$type<string[]>(),
    /**
     * What a reader would recognise of this entity in another one (`engine/repetition.ts`): a new entity of the
     * same owner and kind prefers a draft that shares least with these (decision 026).
     */
    fingerprints: integer('fingerprints').array().notNull().default([]),
    /** Size in bytes of the stored picture: imported pictures count against the owner's import quota. */
    imageBytes: integer('image_bytes'),
    // `search` (tsvector, generated from name, tags and text, GIN-indexed) is added by migration 0008's own SQL and
    // left out of this schema, so that no query selects it by accident (decision 024).
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('content_owner_kind_created_idx').on(t.ownerId, t.kind, t.createdAt),
    uniqueIndex('content_owner_import_hash_key').on(t.ownerId, t.importHash),
  ],
);

/**
 * Typed links between two entities of one owner (decision 024): 'lives-in', 'leads', ... read from `from` to `to`;
 * each detail view shows them both ways. Deleting either entity deletes the link.
 */
export const links = pgTable(
  'links',
  {
    id: serial('id').primaryKey(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fromId: integer('from_id')
      .notNull()
      .references(() => content.id, { onDelete: 'cascade' }),
    toId: integer('to_id')
      .notNull()
      .references(() => content.id, { onDelete: 'cascade' }),
    relation: text('relation').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('links_from_to_relation_key').on(t.fromId, t.toId, t.relation),
    index('links_to_id_idx').on(t.toId),
  ],
);

/**
 * A counter per user and kind that a trigger on `content` raises in every transaction that inserts, changes or
 * deletes one of that user's entities of that kind. A list answer is cached under the version it was read at and
 * reused while the version stands, on every instance (migration 0005).
 */
export const listVersions = pgTable(
  'list_versions',
  {
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    version: bigint('version', { mode: 'number' }).notNull().default(1),
  },
  (t) => [primaryKey({ columns: [t.ownerId, t.kind] })],
);

/** Durable image jobs, claimed with FOR UPDATE SKIP LOCKED so several instances can share them. */
export const jobs = pgTable(
  'jobs',
  {
    id: serial('id').primaryKey(),
    contentId: integer('content_id')
      .notNull()
      .references(() => content.id, { onDelete: 'cascade' }),
    status: text('status').notNull().$type<'queued' | 'running' | 'done' | 'failed'>(),
    seed: bigint('seed', { mode: 'number' }).notNull(),
    /** Who paid for this picture, and how much: refunded when the job ends without delivering it. */
    ownerId: integer('owner_id').references(() => users.id, { onDelete: 'cascade' }),
    creditCost: integer('credit_cost').notNull().default(0),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull(),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    lockedAt: timestamp('locked_at', { withTimezone: true }),
    lockedBy: text('locked_by'),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('jobs_status_run_at_idx').on(t.status, t.runAt),
    index('jobs_content_id_idx').on(t.contentId),
  ],
);

/**
 * Public read-only links to one entity (decision 019). One per entity: sharing again replaces the token. Looked up
 * by the token's sha256; revoking deletes the row, and deleting the entity deletes its link.
 */
export const shareLinks = pgTable(
  'share_links',
  {
    /** sha256 of the token in the link: what a public request is looked up by. */
    tokenHash: text('token_hash').primaryKey(),
    /**
     * The token itself, so its owner can copy the address again (decision 019, amended): a link shows only what the
     * same database already holds, so keeping it gives a reader of the table nothing new. Null for links made before
     * it was kept.
     */
    token: text('token'),
    contentId: integer('content_id')
      .notNull()
      .references(() => content.id, { onDelete: 'cascade' }),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The kind's `playerHidden` fields are left empty on the public page. */
    playerView: boolean('player_view').notNull().default(true),
    /** Null: until revoked. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('share_links_content_id_key').on(t.contentId)],
);

/**
 * Where an account has signed in before (decision 025): a device cookie it issued, or an address it signed in from,
 * each as a sha256. Attempts from these are not held back by the account-wide lockout, so a stranger's wrong
 * passwords cannot lock the owner out. 'Sign out everywhere' and a password change forget them.
 */
export const trustedSignIns = pgTable(
  'trusted_sign_ins',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'device:<sha256 of the cookie>' or 'address:<sha256 of the address>'. */
    marker: text('marker').notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.marker] })],
);

/**
 * Every change to a user's credits, with what it was for (issue 23): spends for a generation, a picture
 * regeneration or a re-roll, their refunds, and grants by an administrator. The balance stays in `users.credits`.
 */
export const creditEvents = pgTable(
  'credit_events',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Negative for a spend, positive for a refund or a grant. */
    delta: integer('delta').notNull(),
    reason: text('reason').notNull().$type<'generation' | 'regeneration' | 'reroll' | 'refund' | 'grant'>(),
    /** The kind's label ('NPC', 'town') where the event concerns an entity. */
    kind: text('kind'),
    /** The entity's id and name when it was written (the entity may be gone since). */
    contentId: integer('content_id'),
    name: text('name'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('credit_events_user_created_idx').on(t.userId, t.createdAt)],
);

/**
 * Pictures no entity showed when one was deleted. Pictures are stored by content, so another entity may show the
 * same bytes, or be about to (a picture painted or imported while the entity was deleted): the worker removes a
 * blob only once it has been an orphan for a while and no entity refers to it then.
 */
export const blobOrphans = pgTable('blob_orphans', {
  key: text('key').primaryKey(),
  since: timestamp('since', { withTimezone: true }).notNull().defaultNow(),
});

export const schema = {
  users,
  sessions,
  oauthStates,
  content,
  jobs,
  shareLinks,
  links,
  trustedSignIns,
  creditEvents,
  blobOrphans,
};
