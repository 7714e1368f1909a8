// The bulk export's Obsidian vault (issue 25, decision 027): the selection as a folder Obsidian opens as a vault. A
// note per entity in a folder per kind, its picture in `attachments/` embedded under the title, every link of the
// world (decision 024) as a typed property of wikilinks on both ends, and the code blocks Obsidian's plugins read
// (a kind's `vault` layout: an NPC's Fantasy Statblocks block, a town's Leaflet map). A wikilink in a note names a
// note of the vault or is left as plain text, so nothing in the vault points nowhere.
import { and, eq, inArray, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { LINK_RELATIONS } from '../../shared/world.js';
import type { Db } from '../db/client.js';
import { content, jobs, links } from '../db/schema.js';
import type { ServerKind, VaultPicture } from '../pipeline/kind.js';
import { type ContentRow, presentEntity } from '../pipeline/present.js';
import { sniffImageType } from '../providers/openai-image.js';
import { frontMatter } from './markdown.js';
import type { ZipEntry } from './zip.js';

/** The vault's folder in the archive: open it with Obsidian's 'Open folder as vault'. */
export const VAULT_FOLDER = 'Loreforge vault';
/** Where the vault's pictures live, as Obsidian's 'attachments folder' setting names it. */
export const VAULT_ATTACHMENTS = 'attachments';

const PICTURE_EXTENSIONS: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
};

/** What the vault knows of every entity of the selection before the first note is written. */
export type VaultIndex = {
  /** Each entity's note name (unique in the vault, case aside) by id. */
  readonly notes: ReadonlyMap<number, string>;
  /** Every note name, lower case, for resolving links. */
  readonly names: ReadonlySet<string>;
  /** Each entity's link properties: the property ('lives-in', 'home-to') and its values, by id. */
  readonly properties: ReadonlyMap<number, ReadonlyMap<string, string[]>>;
  /** The seed each entity's current picture was painted with, where a job painted it. */
  readonly pictureSeeds: ReadonlyMap<number, number>;
};

/** A name as a note's file name: what a wikilink to it can hold (no brackets, pipe, hash, caret, slash, colon, quote
 * mark, angle bracket, asterisk, question mark or control character). */
export function noteName(name: string): string {
  const clean = name
    .replace(/[[\]|#^\\/:*"<>?\p{Cc}]/gu, ' ')
    .replace(/\s+/g, ' ')
    // No hidden file (a leading dot) and nothing Windows refuses (a trailing dot or space).
    .replace(/^[.\s]+/, '')
    .slice(0, 120)
    .replace(/[.\s]+$/, '');
  return clean || 'Untitled';
}

/** A relation's label as a property name: 'lives in' → 'lives-in'. */
const propertyName = (label: string) => label.replace(/\s+/g, '-');

/**
 * The vault's index for a selection: note names for every entity (a second entity of the same name gets its id,
 * 'Mara (12)'), and the link properties of each, a link to an entity outside the selection kept as its name.
 */
export async function vaultIndex(
  db: Db,
  selection: { userId: number; kinds: readonly ServerKind[]; ids?: readonly number[] },
): Promise<VaultIndex> {
  const rows = await db
    .select({ id: content.id, name: content.name, seed: jobs.seed })
    .from(content)
    .leftJoin(jobs, eq(jobs.id, content.imageJobId))
    .where(
      and(
        eq(content.ownerId, selection.userId),
        inArray(
          content.kind,
          selection.kinds.map((kind) => kind.contract.kind),
        ),
        selection.ids ? inArray(content.id, [...selection.ids]) : undefined,
      ),
    )
    .orderBy(content.id);
  const notes = new Map<number, string>();
  const names = new Set<string>();
  const pictureSeeds = new Map<number, number>();
  for (const row of rows) {
    let note = noteName(row.name);
    if (names.has(note.toLowerCase())) note = `${note} (${row.id})`;
    notes.set(row.id, note);
    names.add(note.toLowerCase());
    if (row.seed !== null) pictureSeeds.set(row.id, Number(row.seed));
  }

  const from = alias(content, 'link_from');
  const to = alias(content, 'link_to');
  const ids = [...notes.keys()];
  const found = ids.length
    ? await db
        .select({
          fromId: links.fromId,
          toId: links.toId,
          relation: links.relation,
          fromName: from.name,
          toName: to.name,
        })
        .from(links)
        .innerJoin(from, eq(from.id, links.fromId))
        .innerJoin(to, eq(to.id, links.toId))
        .where(
          and(eq(links.ownerId, selection.userId), or(inArray(links.fromId, ids), inArray(links.toId, ids))),
        )
        .orderBy(links.id)
    : [];
  const properties = new Map<number, Map<string, string[]>>();
  const add = (id: number, property: string, otherId: number, otherName: string) => {
    if (!notes.has(id)) return;
    const other = notes.get(otherId);
    const value = other ? `[[${other}]]` : otherName;
    const own = properties.get(id) ?? new Map<string, string[]>();
    properties.set(id, own);
    const values = own.get(property) ?? [];
    own.set(property, values);
    if (!values.includes(value)) values.push(value);
  };
  for (const link of found) {
    const relation: { label: string; inverse: string } | undefined =
      LINK_RELATIONS[link.relation as keyof typeof LINK_RELATIONS];
    if (!relation) continue;
    add(link.fromId, propertyName(relation.label), link.toId, link.toName);
    add(link.toId, propertyName(relation.inverse), link.fromId, link.fromName);
  }
  return { notes, names, properties, pictureSeeds };
}

const WIKILINK = /(!?)\[\[([^\]|#]*)(#[^\]|]*)?(\|[^\]]*)?\]\]/g;

/**
 * A note's text with every wikilink that names no note or attachment of the vault turned into its plain words: a
 * kind's Markdown links the people and places it mentions, and only some of them are notes of this vault.
 */
export function resolveLinks(text: string, exists: (target: string) => boolean): string {
  return text.replace(WIKILINK, (link, bang: string, target: string, _heading, shown: string | undefined) =>
    bang || exists(target.trim()) ? link : (shown?.slice(1) ?? target),
  );
}

/** The kind's Obsidian note split into its front matter lines (without the fences) and its body. */
function splitNote(markdown: string): { matter: string[]; body: string } {
  const lines = markdown.split('\n');
  if (lines[0] !== '---') return { matter: [], body: markdown };
  const end = lines.indexOf('---', 1);
  return { matter: lines.slice(1, end), body: lines.slice(end + 1).join('\n') };
}

/** The first `# ` heading's line index in a body, or -1. */
const titleLine = (lines: readonly string[]) => lines.findIndex((line) => line.startsWith('# '));

/**
 * An entity's files in the vault: its note, and its picture in the attachments folder. The note is the kind's
 * Obsidian Markdown with the vault's properties added to its front matter (the link properties, and `aliases` when
 * the note's name is not the entity's), the picture embedded under the title and the kind's plugin blocks after it.
 */
export function vaultEntries(
  kind: ServerKind,
  row: ContentRow,
  index: VaultIndex,
  picture: Buffer | null,
  imageProvider: string | null,
): ZipEntry[] {
  const note = index.notes.get(row.id) ?? noteName(row.name);
  const entity = presentEntity(kind, row);
  const type = picture ? sniffImageType(picture) : undefined;
  const extension = type ? PICTURE_EXTENSIONS[type] : undefined;
  const file = picture && extension ? `${note}.${extension}` : null;
  const drawn: VaultPicture | null = file
    ? {
        file: `${VAULT_ATTACHMENTS}/${file}`,
        seed: index.pictureSeeds.get(row.id) ?? null,
        procedural: imageProvider === 'procedural',
      }
    : null;

  const { matter, body } = splitNote(kind.markdown.obsidian(entity));
  const extra = frontMatter({
    aliases: note === row.name ? null : [row.name],
    ...Object.fromEntries(index.properties.get(row.id) ?? []),
  }).slice(1, -2);
  const lines = body.split('\n');
  const title = titleLine(lines);
  const blocks = kind.vault?.(entity, { note, picture: drawn }) ?? [];
  const withPicture = drawn
    ? [...lines.slice(0, title + 1), '', `![[${drawn.file}]]`, ...blocks, ...lines.slice(title + 1)]
    : [...lines.slice(0, title + 1), ...blocks, ...lines.slice(title + 1)];
  const text = `---\n${[...matter, ...extra].join('\n')}\n---\n${withPicture.join('\n')}`;
  const exists = (target: string) => index.names.has(target.toLowerCase()) || target === drawn?.file;
  const entries: ZipEntry[] = [
    {
      name: `${VAULT_FOLDER}/${kind.contract.listPath}/${note}.md`,
      data: Buffer.from(resolveLinks(text, exists), 'utf8'),
      compress: true,
    },
  ];
  if (picture && file) {
    entries.push({ name: `${VAULT_FOLDER}/${VAULT_ATTACHMENTS}/${file}`, data: picture, compress: false });
  }
  return entries;
}
