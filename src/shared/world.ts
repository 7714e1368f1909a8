// A connected world (decision 024), shared by both sides: typed links between a user's entities, edits with the
// version they were read at, re-rolling one section, search over every kind, and generating from an entity's context.
import { z } from 'zod';
import { cleanText } from './text.js';

/** The kinds that can be people or powers in a world: rivals and allies are any two of them. */
const PARTIES = ['npc', 'faction', 'town'] as const;

/**
 * The relations a link may have, read from `from` to `to` ('Mara lives in Thornbury'); `inverse` is how the other
 * side shows it ('Thornbury is home to Mara'). A symmetric relation reads the same both ways. `from` and `to` are
 * the kinds the relation can link (a town does not live in an NPC); a link of any other pair is refused.
 */
export const LINK_RELATIONS = {
  'lives-in': { label: 'lives in', inverse: 'home to', from: ['npc'], to: ['town'] },
  leads: { label: 'leads', inverse: 'led by', from: ['npc'], to: ['faction', 'town'] },
  'member-of': { label: 'member of', inverse: 'has member', from: ['npc'], to: ['faction'] },
  'headquartered-in': {
    label: 'headquartered in',
    inverse: 'headquarters of',
    from: ['faction'],
    to: ['town'],
  },
  owns: { label: 'owns', inverse: 'owned by', from: PARTIES, to: ['magic-item'] },
  'rival-of': { label: 'rival of', inverse: 'rival of', from: PARTIES, to: PARTIES },
  'ally-of': { label: 'ally of', inverse: 'ally of', from: PARTIES, to: PARTIES },
} as const satisfies Record<
  string,
  { label: string; inverse: string; from: readonly string[]; to: readonly string[] }
>;
export type LinkRelation = keyof typeof LINK_RELATIONS;
export const LINK_RELATION_NAMES = Object.keys(LINK_RELATIONS) as [LinkRelation, ...LinkRelation[]];

/** A relation as an entity reads it: 'lives in' from the NPC ('out'), 'home to' from the town ('in'). */
export type LinkReading = {
  /** `${relation}:${direction}`, for a select. */
  value: string;
  relation: LinkRelation;
  direction: 'out' | 'in';
  label: string;
  /** The kinds the other end can be. */
  others: readonly string[];
};

/**
 * The relations as an entity of this kind reads them, only those that fit it ('lives in' for an NPC, 'home to' for
 * a town), in the table's order: the link editor's choices, the first its starting one.
 */
export function linkReadings(kind: string): LinkReading[] {
  return LINK_RELATION_NAMES.flatMap((relation) => {
    const { label, inverse, from, to } = relationOf(relation);
    const readings: LinkReading[] = [];
    if (from.includes(kind))
      readings.push({ value: `${relation}:out`, relation, direction: 'out', label, others: to });
    if (label !== inverse && to.includes(kind)) {
      readings.push({ value: `${relation}:in`, relation, direction: 'in', label: inverse, others: from });
    }
    return readings;
  });
}

const relationOf = (relation: LinkRelation) =>
  LINK_RELATIONS[relation] as {
    label: string;
    inverse: string;
    from: readonly string[];
    to: readonly string[];
  };

/** Whether the relation can link an entity of kind `from` to one of kind `to`. */
export function relationFits(relation: LinkRelation, from: string, to: string): boolean {
  const { from: froms, to: tos } = LINK_RELATIONS[relation] as {
    from: readonly string[];
    to: readonly string[];
  };
  return froms.includes(from) && tos.includes(to);
}

const entityId = z
  .number({ error: 'id must be a whole number' })
  .int('id must be a whole number')
  .min(1, 'id must be a whole number')
  .max(2_147_483_647, 'id must be a whole number');

/** One of the user's own entities, named by its kind and id. */
export const entityRefSchema = z
  .object({
    kind: z.string({ error: 'kind must name a kind' }).min(1, 'kind must name a kind').max(40),
    id: entityId,
  })
  .strict();
export type EntityRef = z.infer<typeof entityRefSchema>;

/** POST /api/links */
export const linkRequestSchema = z
  .object({
    from: entityRefSchema,
    to: entityRefSchema,
    relation: z.enum(LINK_RELATION_NAMES, {
      error: `relation must be one of: ${LINK_RELATION_NAMES.join(', ')}`,
    }),
  })
  .strict()
  .refine((link) => link.from.kind !== link.to.kind || link.from.id !== link.to.id, {
    message: 'An entity cannot be linked to itself',
    path: ['to'],
  });
export type LinkRequest = z.infer<typeof linkRequestSchema>;

/** The other end of a link as a detail view shows it. */
export type LinkedEntity = {
  kind: string;
  label: string;
  apiBase: string;
  id: number;
  name: string;
};

/** One link as seen from one entity: `direction` 'out' when this entity is `from`, 'in' when it is `to`. */
export type EntityLink = {
  id: number;
  relation: LinkRelation;
  direction: 'out' | 'in';
  /** The relation as read from this entity: 'lives in' (out) or 'home to' (in). */
  label: string;
  other: LinkedEntity;
  createdAt: string;
};

/** GET /api/{base}/{id}/links */
export type LinksAnswer = { links: EntityLink[] };

/** POST /api/links answers the link as seen from `from`. */
export type LinkAnswer = EntityLink;

/**
 * PATCH /api/{base}/{id}: the edited fields (any of the kind's `editable` fields) and the version the edit was made
 * on. Each field is then checked by the kind's own schema, on the whole record as it would be stored.
 */
export const editRequestSchema = z
  .object({
    version: z
      .number({ error: 'version must be the version the entity was read at' })
      .int('version must be the version the entity was read at')
      .min(1, 'version must be the version the entity was read at'),
    /** Fields a full re-roll keeps; each must be one the kind lets a user edit. */
    locked: z.array(z.string().max(60)).max(60).optional(),
  })
  .catchall(z.unknown());
export type EditRequest = z.infer<typeof editRequestSchema>;

/** The answer to an edit made on an older version than the stored one (409 EDIT_CONFLICT). */
export const editConflictMessage = (label: string) =>
  `This ${label} was changed somewhere else (another tab or window) since you opened it. Your edit was not saved: reload to see the latest version, then make your change again.`;

/** POST /api/{base}/{id}/reroll: one of the kind's sections, or 'all' (every field but the locked ones). */
export const rerollRequestSchema = z
  .object({
    section: z.string({ error: 'section must name a section' }).min(1).max(60),
    /** The version the re-roll was asked on (as an edit's): 409 EDIT_CONFLICT when it is no longer the latest. */
    version: z.number().int().min(1).optional(),
  })
  .strict();
export type RerollRequest = z.infer<typeof rerollRequestSchema>;
export const REROLL_ALL = 'all';

/** GET /api/search?q=&kinds=&limit= */
export const SEARCH_MAX_RESULTS = 50;
export const searchQuerySchema = z.object({
  q: cleanText().trim().min(1, 'Type something to search for').max(200, 'A search is at most 200 characters'),
  /** Comma-separated kind names; every kind when absent. Checked against the registered kinds by the route. */
  kinds: z
    .string()
    .max(200)
    .optional()
    .transform((raw) =>
      raw
        ? raw
            .split(',')
            .map((k) => k.trim())
            .filter(Boolean)
        : undefined,
    ),
  limit: z
    .string()
    .regex(/^[1-9][0-9]?$/, `limit must be a whole number from 1 to ${SEARCH_MAX_RESULTS}`)
    .transform(Number)
    .refine((n) => n <= SEARCH_MAX_RESULTS, `limit must be a whole number from 1 to ${SEARCH_MAX_RESULTS}`)
    .optional(),
});

/** One search hit: enough to show it in the palette and open it. */
export type SearchHit = LinkedEntity & {
  /** A short excerpt of the text that matched, plain text, or '' when only the name did. */
  excerpt: string;
  /** The kind's picture address, or null. */
  imageUrl: string | null;
  tags: string[];
};
export type SearchAnswer = { hits: SearchHit[]; total: number };

/** The routes that belong to no one kind. */
export const WORLD_PATHS = {
  links: '/api/links',
  link: (id: number | string) => `/api/links/${id}`,
  search: '/api/search',
} as const;
