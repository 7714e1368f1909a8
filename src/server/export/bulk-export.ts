// GET /api/user/export.zip (decision 023): the caller's galleries, some of them, or a selection, as one ZIP of PDFs,
// Markdown in both flavours, JSON documents and pictures. The archive is made while it is sent: entities are read a
// page at a time and rendered one at a time, and the next is rendered only when the socket has taken the last, so
// memory holds one page of rows and one entity's files whatever the gallery's size.
import { Readable } from 'node:stream';
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  BULK_EXPORT_COUNT_HEADER,
  BULK_EXPORT_PATH,
  BULK_EXPORT_README,
  type BulkExportFormat,
  type BulkExportQuery,
  bulkExportFileName,
  bulkExportQuerySchema,
} from '../../shared/bulk-export.js';
import { exportFileName, type PaperSize } from '../../shared/content.js';
import { ENTITY_DOCUMENT_FORMAT, ENTITY_DOCUMENT_VERSION } from '../../shared/entity-document.js';
import { must } from '../../shared/must.js';
import { requireUser } from '../auth/guard.js';
import type { Db } from '../db/client.js';
import { content } from '../db/schema.js';
import { listEntityPage, type Pipeline } from '../pipeline/content-service.js';
import type { ServerKind } from '../pipeline/kind.js';
import { type ContentRow, presentEntity } from '../pipeline/present.js';
import { attachment } from '../pipeline/routes.js';
import { sniffImageType } from '../providers/openai-image.js';
import type { BlobStore } from '../storage/blob-store.js';
import { entityDocument } from './entity-document.js';
import { entityMarkdown, entityPdf, pictureSeed } from './entity-files.js';
import {
  FIVETOOLS_FILE,
  FIVETOOLS_NOT_CARRIED_FILE,
  type FiveToolsEntry,
  fiveToolsHomebrew,
  fiveToolsNotCarried,
  fiveToolsSource,
  IMPROVED_INITIATIVE_FILE,
  improvedInitiativeLibrary,
} from './fivetools.js';
import { VAULT_FOLDER, vaultEntries, vaultIndex } from './vault.js';
import { type ZipEntry, zipStream } from './zip.js';

/** Rows read per query: enough to keep the database out of the way, few enough to hold in memory. */
export const BULK_EXPORT_PAGE_SIZE = 50;

/** What the socket may hold unread before the next entity is rendered. */
const STREAM_BUFFER_BYTES = 64 * 1024;

const PICTURE_EXTENSIONS: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
};

/** Whose entities, of which kinds, and which of them (all, or the ids given). */
type Selection = { userId: number; kinds: readonly ServerKind[]; ids?: readonly number[] };

/** How many entities the selection holds: the number the archive will pack. */
async function countSelection(db: Db, { userId, kinds, ids }: Selection): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(content)
    .where(
      and(
        eq(content.ownerId, userId),
        inArray(
          content.kind,
          kinds.map((kind) => kind.contract.kind),
        ),
        ids ? inArray(content.id, [...ids]) : undefined,
      ),
    );
  return row?.n ?? 0;
}

/**
 * The selection's rows of one kind, a page at a time, newest first. A whole gallery is read with the galleries' own
 * keyset pages (decision 017); a selection by the ids asked for, of which only the caller's own are ever found.
 */
async function* rowsOf(db: Db, kind: ServerKind, { userId, ids }: Selection): AsyncGenerator<ContentRow> {
  if (!ids) {
    let cursor: string | undefined;
    do {
      const page = await listEntityPage(db, kind, userId, { limit: BULK_EXPORT_PAGE_SIZE, cursor });
      yield* page.rows;
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
    return;
  }
  const sorted = [...ids].sort((a, b) => b - a);
  for (let start = 0; start < sorted.length; start += BULK_EXPORT_PAGE_SIZE) {
    yield* await db
      .select()
      .from(content)
      .where(
        and(
          eq(content.ownerId, userId),
          eq(content.kind, kind.contract.kind),
          inArray(content.id, sorted.slice(start, start + BULK_EXPORT_PAGE_SIZE)),
        ),
      )
      .orderBy(desc(content.createdAt), desc(content.id));
  }
}

/** A blob store that reads each picture once: an entity's PDF, JSON document and picture file share the bytes. */
function readingOnce(blobs: BlobStore): Pick<Pipeline, 'blobs'> {
  const read = new Map<string, Promise<Buffer | null>>();
  const get = (key: string) => {
    const known = read.get(key) ?? blobs.get(key);
    read.set(key, known);
    return known;
  };
  // Everything but `get` is the store's own, called on the store itself.
  const store = new Proxy(blobs, {
    get(target, property) {
      if (property === 'get') return get;
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  return { blobs: store };
}

/** A name's safe stem: `exportFileName` without its extension ('Aldric Ashdown' -> 'Aldric_Ashdown'). */
function stem(name: string): string {
  return exportFileName(name, 'x').slice(0, -2);
}

/** The folder of an entity: `<kind's list path>/<Name>-<id>/`, unique by its id. */
export function entityFolder(kind: ServerKind, row: Pick<ContentRow, 'name' | 'id'>): string {
  return `${kind.contract.listPath}/${stem(row.name)}-${row.id}/`;
}

/** One entity's files, rendered one after another as the archive asks for them. */
async function* entityEntries(
  pipeline: Pick<Pipeline, 'db' | 'blobs' | 'pdf'>,
  kind: ServerKind,
  row: ContentRow,
  formats: readonly BulkExportFormat[],
  paper: PaperSize,
  log: FastifyBaseLogger,
): AsyncGenerator<ZipEntry> {
  const folder = entityFolder(kind, row);
  const base = `${folder}${stem(row.name)}`;
  const store = readingOnce(pipeline.blobs);
  const text = (name: string, value: string): ZipEntry => ({
    name,
    data: Buffer.from(value, 'utf8'),
    compress: true,
  });
  if (formats.includes('pdf')) {
    // One entity's PDF that cannot be made (past its time limit) is said in its place; the archive goes on.
    const pdf = await entityPdf({ ...store, pdf: pipeline.pdf }, kind, row, paper, log).catch(
      (error: unknown) => {
        log.error({ err: error, contentId: row.id }, 'a PDF of the bulk export could not be made');
        return undefined;
      },
    );
    if (pdf) yield { name: `${base}.pdf`, data: pdf, compress: false };
    else
      yield text(
        `${base}.pdf.txt`,
        `The PDF of ${row.name} could not be made. Export it again on its own.\n`,
      );
  }
  if (formats.includes('markdown')) {
    yield text(`${base}.obsidian.md`, entityMarkdown(kind, row, 'obsidian'));
    yield text(`${base}.homebrewery.md`, entityMarkdown(kind, row, 'homebrewery'));
  }
  if (formats.includes('json')) {
    yield text(`${base}.json`, JSON.stringify(await entityDocument(store, kind, row), null, 2));
  }
  if (formats.includes('image') && row.imageKey) {
    const picture = await store.blobs.get(row.imageKey);
    const type = picture ? (sniffImageType(picture) ?? row.imageType) : undefined;
    const extension = type ? PICTURE_EXTENSIONS[type] : undefined;
    if (picture && extension) yield { name: `${base}.${extension}`, data: picture, compress: false };
    const seed =
      picture && kind.pictureData && row.imageProvider === 'procedural'
        ? await pictureSeed(pipeline.db, row)
        : null;
    if (kind.pictureData && seed !== null) {
      const data = kind.pictureData.write(presentEntity(kind, row), seed);
      yield text(`${base}.${kind.pictureData.extension}`, data);
    }
  }
}

/** Two columns, the first padded to its widest cell. */
function columns(rows: readonly (readonly [string, string])[]): string[] {
  const width = Math.max(...rows.map(([first]) => first.length));
  return rows.map(([first, second]) => `  ${first.padEnd(width)}  ${second}`);
}

/** The archive's README: what it holds, how it is laid out, and that its JSON documents import anywhere. */
export function readme(
  query: Pick<BulkExportQuery, 'formats' | 'paper'>,
  kinds: readonly ServerKind[],
  total: number,
  at: Date,
): string {
  const { formats, paper } = query;
  const files: [string, string][] = [];
  if (formats.includes('pdf')) {
    files.push([
      '<Name>.pdf',
      `the printable sheet, as Export PDF makes it (${paper === 'a4' ? 'A4' : 'Letter'})`,
    ]);
  }
  if (formats.includes('markdown')) {
    files.push([
      '<Name>.obsidian.md',
      'Markdown for Obsidian and other notes apps (YAML front matter, [[links]])',
    ]);
    files.push(['<Name>.homebrewery.md', 'Markdown for Homebrewery V3']);
  }
  if (formats.includes('json')) {
    files.push(['<Name>.json', 'the Loreforge JSON document, the same file Export JSON saves']);
  }
  if (formats.includes('image')) {
    files.push(['<Name>.png/.jpg/.webp', 'the picture, when the entity has one']);
    files.push(['<Name>.geojson', "a town map's geometry in metres, when the engine drew the map"]);
  }
  const lines = [
    'Loreforge export',
    '',
    `Made ${at.toISOString()}: ${total} ${total === 1 ? 'entity' : 'entities'}.`,
    '',
    'Each entity has a folder of its own, <kind>/<Name>-<id>/, holding:',
    ...columns(files),
    '',
    'The folders of each kind:',
    ...columns(kinds.map((kind) => [`${kind.contract.listPath}/`, kind.contract.label])),
  ];
  if (formats.includes('vault')) {
    lines.push(
      '',
      `${VAULT_FOLDER}/ is an Obsidian vault: choose 'Open folder as vault' in Obsidian. It holds a note per`,
      'entity in a folder per kind, each picture in attachments/ embedded in its note, and every link between',
      'entities as a property of wikilinks on both notes. With the Fantasy Statblocks plugin an NPC note shows its',
      'stat block; with the Leaflet plugin a town note shows its map, zoomable, a marker on each establishment.',
    );
  }
  if (formats.includes('5etools')) {
    lines.push(
      '',
      `${FIVETOOLS_FILE} is 5etools homebrew: its NPCs with stat blocks as creatures and its magic items as`,
      "items, under a source of their own. Load it in 5etools with 'Manage Homebrew', 'Load from File'.",
      `${IMPROVED_INITIATIVE_FILE} holds the same creatures as an Improved Initiative library: choose`,
      "'Import' under its Settings, 'Account'.",
    );
  }
  if (formats.includes('json')) {
    lines.push(
      '',
      'The JSON documents are the gallery export in JSON: one document per entity',
      `(format "${ENTITY_DOCUMENT_FORMAT}", version ${ENTITY_DOCUMENT_VERSION}), its picture embedded as base64`,
      'and also saved alongside it. Each restores its entity into any Loreforge account:',
      "choose it with 'Import' in a gallery. The same document imported twice adds its entity once.",
    );
  }
  return `${lines.join('\n')}\n`;
}

/**
 * Every entry of the archive: the README, then each entity's files, kind by kind. Stops at once when `signal`
 * is aborted (the client went away); a failure after the first byte is logged once and cuts the answer off, so a
 * client sees a broken download rather than an archive that looks whole.
 */
async function* archiveEntries(
  pipeline: Pick<Pipeline, 'db' | 'blobs' | 'pdf'>,
  selection: Selection,
  query: BulkExportQuery,
  total: number,
  signal: AbortSignal,
  log: FastifyBaseLogger,
): AsyncGenerator<ZipEntry> {
  const at = new Date();
  yield {
    name: BULK_EXPORT_README,
    data: Buffer.from(readme(query, selection.kinds, total, at)),
    compress: true,
  };
  // The vault's note names and links are decided for the whole selection before its first note is written.
  const vault = query.formats.includes('vault') ? await vaultIndex(pipeline.db, selection) : null;
  // The homebrew is one file: its entries are gathered as the entities pass and written last.
  const homebrew: FiveToolsEntry[] | null = query.formats.includes('5etools') ? [] : null;
  const notCarried: string[] = [];
  for (const kind of selection.kinds) {
    for await (const row of rowsOf(pipeline.db, kind, selection)) {
      if (signal.aborted) return;
      for await (const entry of entityEntries(pipeline, kind, row, query.formats, query.paper, log)) {
        if (signal.aborted) return;
        yield entry;
      }
      if (vault) {
        const picture = row.imageKey ? await pipeline.blobs.get(row.imageKey) : null;
        if (signal.aborted) return;
        yield* vaultEntries(kind, row, vault, picture, row.imageProvider);
      }
      if (homebrew) {
        const entry = kind.fiveTools?.(presentEntity(kind, row));
        if (entry) homebrew.push(entry);
        else notCarried.push(`${kind.contract.label}: ${row.name}`);
      }
    }
  }
  if (homebrew) {
    // What 5etools has no place for is said, not dropped in silence.
    if (notCarried.length) {
      const note = Buffer.from(fiveToolsNotCarried(notCarried), 'utf8');
      yield { name: FIVETOOLS_NOT_CARRIED_FILE, data: note, compress: true };
    }
    const document = fiveToolsHomebrew(fiveToolsSource(selection.userId, at), homebrew, at);
    yield { name: FIVETOOLS_FILE, data: Buffer.from(JSON.stringify(document, null, '\t')), compress: true };
    const library = improvedInitiativeLibrary(document);
    yield {
      name: IMPROVED_INITIATIVE_FILE,
      data: Buffer.from(JSON.stringify(library, null, 2)),
      compress: true,
    };
  }
}

/** The archive as a byte stream that renders only as fast as it is read. */
function archiveStream(
  pipeline: Pick<Pipeline, 'db' | 'blobs' | 'pdf'>,
  selection: Selection,
  query: BulkExportQuery,
  total: number,
  log: FastifyBaseLogger,
  cutOff: () => void,
): Readable {
  const abort = new AbortController();
  async function* guarded(): AsyncGenerator<ZipEntry> {
    try {
      yield* archiveEntries(pipeline, selection, query, total, abort.signal, log);
    } catch (error) {
      // The status and headers are gone: all that is left is to log it and break the answer off.
      log.error({ err: error }, 'bulk export failed after it began; the download was cut off');
      abort.abort();
      cutOff();
    }
  }
  const stream = Readable.from(zipStream(guarded(), { signal: abort.signal }), {
    objectMode: false,
    highWaterMark: STREAM_BUFFER_BYTES,
  });
  // A client that goes away (fastify destroys the stream) stops the work at the next file.
  stream.once('close', () => abort.abort());
  return stream;
}

export function bulkExportRoutes(kinds: readonly ServerKind[], pipeline: Pipeline): FastifyPluginAsyncZod {
  const byName = new Map(kinds.map((kind) => [kind.contract.kind, kind]));
  const querystring = bulkExportQuerySchema(kinds.map((kind) => kind.contract.kind));

  return async (app) => {
    // onRequest: an anonymous caller is refused before its query is even read.
    app.addHook('onRequest', requireUser);
    const preHandler = async (request: FastifyRequest) => app.ctx.limits.exports.take(request.user.id);
    app.get(BULK_EXPORT_PATH, { schema: { querystring }, preHandler }, async (request, reply) => {
      const query = request.query;
      const selection: Selection = {
        userId: request.user.id,
        kinds: query.kinds ? query.kinds.map((name) => must(byName.get(name), `the kind ${name}`)) : kinds,
        ids: query.ids,
      };
      // Counted before the first byte, so the client can say 'Packed 12 of 240' from the start.
      const total = await countSelection(pipeline.db, selection);
      const name = bulkExportFileName(
        selection.kinds.map((kind) => kind.contract.listPath),
        new Date(),
      );
      const stream = archiveStream(pipeline, selection, query, total, request.log, () => reply.raw.destroy());
      return (
        reply
          .header('Content-Type', 'application/zip')
          .header('Content-Disposition', attachment(name))
          .header('Cache-Control', 'private, no-store')
          .header(BULK_EXPORT_COUNT_HEADER, String(total))
          // A proxy that buffers answers (nginx does by default) would hold the progress back until the end.
          .header('X-Accel-Buffering', 'no')
          .send(stream)
      );
    });
  };
}
