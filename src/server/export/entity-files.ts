// The files one entity exports to, the same for every kind: its PDF and its Markdown. The per-kind export routes and
// the bulk ZIP export both read them from here, so a download and a bundle can never disagree.
import type { MarkdownFlavor, PaperSize } from '../../shared/content.js';
import { PdfSheet } from '../pdf/sheet.js';
import type { Pipeline } from '../pipeline/content-service.js';
import type { ServerKind } from '../pipeline/kind.js';
import { type ContentRow, presentEntity } from '../pipeline/present.js';

/** pdfkit draws PNG and JPEG; any other stored picture (WebP from an AI provider) prints as the placeholder. */
const PDF_IMAGE_TYPES = new Set(['image/png', 'image/jpeg']);

/** The entity's PDF, with its picture when the store has one pdfkit can draw. */
export async function entityPdf(
  pipeline: Pick<Pipeline, 'blobs'>,
  kind: ServerKind,
  row: ContentRow,
  paper: PaperSize,
): Promise<Buffer> {
  const printable = row.imageKey && PDF_IMAGE_TYPES.has(row.imageType ?? 'image/png');
  const image = printable ? await pipeline.blobs.get(row.imageKey!) : null;
  const sheet = new PdfSheet(row.name, paper);
  kind.pdf(sheet, presentEntity(kind, row), image);
  return sheet.finish();
}

/** The entity's Markdown in one flavour. */
export function entityMarkdown(kind: ServerKind, row: ContentRow, flavor: MarkdownFlavor): string {
  return kind.markdown[flavor](presentEntity(kind, row));
}
