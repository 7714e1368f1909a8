// The files one entity exports to, the same for every kind: its PDF and its Markdown. The per-kind export routes and
// the bulk ZIP export both read them from here, so a download and a bundle can never disagree.
import { eq } from 'drizzle-orm';
import type { MarkdownFlavor, PaperSize } from '../../shared/content.js';
import type { Db } from '../db/client.js';
import { jobs } from '../db/schema.js';
import type { Pipeline } from '../pipeline/content-service.js';
import type { ServerKind } from '../pipeline/kind.js';
import { type ContentRow, presentEntity } from '../pipeline/present.js';

/** pdfkit draws PNG and JPEG; any other stored picture (WebP from an AI provider) prints as the placeholder. */
const PDF_IMAGE_TYPES = new Set(['image/png', 'image/jpeg']);

/**
 * The entity's PDF, with its picture when the store has one pdfkit can draw, laid out by the pipeline's renderer
 * (a child process in production). A picture pdfkit cannot read prints as the placeholder, and is logged.
 */
export async function entityPdf(
  pipeline: Pick<Pipeline, 'blobs' | 'pdf'>,
  kind: ServerKind,
  row: ContentRow,
  paper: PaperSize,
  log?: { error(details: object, message: string): void },
): Promise<Buffer> {
  const key = row.imageKey;
  const image =
    key && PDF_IMAGE_TYPES.has(row.imageType ?? 'image/png') ? await pipeline.blobs.get(key) : null;
  const { pdf, pictureError } = await pipeline.pdf.render({
    kind: kind.contract.kind,
    entity: presentEntity(kind, row),
    image,
    paper,
    title: row.name,
  });
  if (pictureError)
    log?.error({ contentId: row.id, reason: pictureError }, 'a stored picture could not be printed');
  return Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength);
}

/** The seed the entity's current picture was painted with (its newest image job's), or null without one. */
export async function pictureSeed(db: Db, row: Pick<ContentRow, 'imageJobId'>): Promise<number | null> {
  if (row.imageJobId === null) return null;
  const [job] = await db.select({ seed: jobs.seed }).from(jobs).where(eq(jobs.id, row.imageJobId));
  return job ? Number(job.seed) : null;
}

/** The entity's Markdown in one flavour. */
export function entityMarkdown(kind: ServerKind, row: ContentRow, flavor: MarkdownFlavor): string {
  return kind.markdown[flavor](presentEntity(kind, row));
}
