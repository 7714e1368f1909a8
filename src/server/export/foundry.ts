// Foundry VTT documents of one entity, the same for every kind (decision 022): a JournalEntry (an image page with the
// picture, then a text page rendered from the kind's Obsidian Markdown) and, for kinds that declare one, the game
// system's Actor. Shapes follow the data models of Foundry VTT v13 and the dnd5e system 5.x, as their own exports
// write them; `test/foundry-schemas.ts` mirrors those fields for the tests.
import { createHash } from 'node:crypto';
import { Marked, type Tokens } from 'marked';
import type { Entity, FoundryDocumentKind } from '../../shared/content.js';
import { badRequest } from '../errors.js';
import type { Pipeline } from '../pipeline/content-service.js';
import type { ServerKind } from '../pipeline/kind.js';
import { type ContentRow, presentEntity } from '../pipeline/present.js';
import { sniffImageType } from '../providers/openai-image.js';
import { escapeHtml } from '../share/share-page.js';
import { mdText } from './markdown.js';

/** The versions the documents are written for: `_stats` says so, as Foundry's own exports do. */
export const FOUNDRY_CORE_VERSION = '13.345';
export const DND5E_SYSTEM_ID = 'dnd5e';
export const DND5E_SYSTEM_VERSION = '5.1.0';

/** CONST.DOCUMENT_OWNERSHIP_LEVELS: a page inherits its journal's; a journal or actor is the GM's until shared. */
export const OWNERSHIP = { INHERIT: -1, NONE: 0, LIMITED: 1, OBSERVER: 2, OWNER: 3 } as const;
/** CONST.JOURNAL_ENTRY_PAGE_FORMATS.HTML. */
export const JOURNAL_PAGE_FORMAT_HTML = 1;

/**
 * `_stats` (DocumentStatsField): the versions the document is written for (managed fields, which Foundry sets again on
 * creation) and the entity's times.
 */
export type FoundryStats = {
  coreVersion: string;
  systemId: string | null;
  systemVersion: string | null;
  createdTime: number | null;
  modifiedTime: number | null;
  lastModifiedBy: null;
  compendiumSource: null;
  duplicateSource: null;
  exportSource: null;
};

/** Any Foundry document as JSON: what `Export Data` writes and `Import Data` reads. */
export type FoundryDocument = { _id: string; name: string; _stats: FoundryStats } & Record<string, unknown>;

/** What a kind's Actor is built from besides the entity: its picture and the journal's text. */
export type FoundryActorContext = {
  /** The picture as a `data:` URI, or null when the entity has none. */
  img: string | null;
  /** The entity's text as the journal's page shows it (escaped HTML), for the actor's biography. */
  html: string;
  /** The `_stats` of every document of the export. */
  stats: (systemId: string | null, systemVersion: string | null) => FoundryStats;
  /** A stable Foundry id (16 letters and digits) for a part of this entity. */
  id: (part: string) => string;
};

/** The flags every exported document carries: where it came from, so a later import could recognise it. */
export const loreforgeFlags = (kind: string) => ({ loreforge: { kind, exportVersion: 1 } });

/**
 * A Foundry document id (`/^[a-zA-Z0-9]{16}$/`, `isValidId`), derived from the entity and the part it names: the
 * embedded pages and items need valid, distinct ids, and the same entity always exports the same document.
 */
export function foundryId(...parts: readonly (string | number)[]): string {
  const digest = createHash('sha256').update(parts.join('\u0000')).digest();
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  return Array.from(digest.subarray(0, 16), (byte) => alphabet[byte % alphabet.length]).join('');
}

/** The picture as a `data:` URI when the store has one of a type Foundry draws (PNG, JPEG or WebP). */
async function pictureUri(pipeline: Pick<Pipeline, 'blobs'>, row: ContentRow): Promise<string | null> {
  const bytes = row.imageKey ? await pipeline.blobs.get(row.imageKey) : null;
  const type = bytes ? sniffImageType(bytes) : undefined;
  return bytes && type ? `data:${type};base64,${bytes.toString('base64')}` : null;
}

// ---- Markdown to HTML ----

/**
 * The renderer of the journal's HTML. The Markdown comes from the kind's layout, whose record text `mdText` already
 * escaped; as a second guard no raw HTML, link or image a text could smuggle in survives: HTML blocks and inline tags
 * are shown as text, links keep only their words, images their alternative text.
 */
const journalMarked = new Marked({
  gfm: true,
  renderer: {
    html: (token: Tokens.HTML | Tokens.Tag) => escapeHtml(token.text),
    link(token: Tokens.Link) {
      return this.parser.parseInline(token.tokens);
    },
    image: (token: Tokens.Image) => escapeHtml(token.text),
  },
});

/** Obsidian's `[[Name]]`: Foundry has no such links, so the name stays as plain text. */
const WIKI_LINK = /\[\[([^[\]\n]+)\]\]/g;

/**
 * The entity's text as HTML: its Obsidian Markdown without the YAML front matter (Foundry shows no properties),
 * `[[links]]` as their names, rendered with `marked`. Every kind's layout is reused; none writes a new one.
 */
export function journalHtml(markdown: string): string {
  const body = markdown.replace(/^---\n[\s\S]*?\n---\n/, '');
  // An unescaped '[[' comes only from `wikiLink`: `mdText` escapes every '[' of the record's own text.
  const plain = body.replace(WIKI_LINK, (_link, name: string) => mdText(name));
  return (journalMarked.parse(plain, { async: false }) as string).trim();
}

// ---- Documents ----

function statsOf(row: ContentRow) {
  return (systemId: string | null, systemVersion: string | null): FoundryStats => ({
    coreVersion: FOUNDRY_CORE_VERSION,
    systemId,
    systemVersion,
    createdTime: row.createdAt.getTime(),
    modifiedTime: row.updatedAt.getTime(),
    lastModifiedBy: null,
    compendiumSource: null,
    duplicateSource: null,
    exportSource: null,
  });
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** A journal page with every sub-schema a Foundry export writes, whatever the page's type. */
function page(
  fields: { _id: string; name: string; type: 'image' | 'text'; sort: number; stats: FoundryStats } & {
    src?: string;
    caption?: string;
    html?: string;
  },
) {
  return {
    _id: fields._id,
    name: fields.name,
    type: fields.type,
    title: { show: false, level: 1 },
    image: fields.caption === undefined ? {} : { caption: fields.caption },
    text:
      fields.html === undefined
        ? { format: JOURNAL_PAGE_FORMAT_HTML }
        : { content: fields.html, format: JOURNAL_PAGE_FORMAT_HTML },
    video: { controls: true, volume: 0.5 },
    src: fields.src ?? null,
    system: {},
    category: null,
    sort: fields.sort,
    ownership: { default: OWNERSHIP.INHERIT },
    flags: {},
    _stats: fields.stats,
  };
}

/**
 * The JournalEntry: the picture on an image page first (its `src` is a plain string field in Foundry v13, so a
 * `data:` URI imports and travels inside the one file), then the text page. The journal needs no game system.
 */
function journalEntry(
  kind: ServerKind,
  entity: Entity<Record<string, unknown>>,
  html: string,
  img: string | null,
  context: Pick<FoundryActorContext, 'stats' | 'id'>,
): FoundryDocument {
  const stats = context.stats(null, null);
  const name = String(entity.name);
  const pages = [
    ...(img
      ? [
          page({
            _id: context.id('page:image'),
            name: capitalised(kind.contract.imageRoute),
            type: 'image',
            src: img,
            caption: name,
            sort: 100_000,
            stats,
          }),
        ]
      : []),
    page({ _id: context.id('page:text'), name, type: 'text', html, sort: 200_000, stats }),
  ];
  return {
    _id: context.id('journal'),
    name,
    pages,
    categories: [],
    folder: null,
    sort: 0,
    ownership: { default: OWNERSHIP.NONE },
    flags: loreforgeFlags(kind.contract.kind),
    _stats: stats,
  };
}

/** The message when a kind has no Actor at all, in the kind's own words ('Towns have no ...'). */
const noActorKind = (kind: ServerKind) =>
  `${capitalised(kind.contract.label)}s have no Foundry VTT actor; export the journal entry instead.`;

/**
 * One Foundry document of a stored entity: its JournalEntry, or the Actor its kind builds. An entity without an Actor
 * (a kind with none, or an entity its kind builds none for) is refused with the kind's reason (400).
 */
export async function entityFoundry(
  pipeline: Pick<Pipeline, 'blobs'>,
  kind: ServerKind,
  row: ContentRow,
  document: FoundryDocumentKind,
): Promise<FoundryDocument> {
  const entity = presentEntity(kind, row);
  const html = journalHtml(kind.markdown.obsidian(entity));
  const context = { stats: statsOf(row), id: (part: string) => foundryId(kind.contract.kind, row.id, part) };
  if (document === 'journal') {
    return journalEntry(kind, entity, html, await pictureUri(pipeline, row), context);
  }
  if (!kind.foundry) throw badRequest(noActorKind(kind));
  const actor = kind.foundry.actor(entity, { ...context, html, img: await pictureUri(pipeline, row) });
  if (!actor) throw badRequest(kind.foundry.noActor);
  return actor;
}
