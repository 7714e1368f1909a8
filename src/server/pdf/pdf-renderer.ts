// Lays out an entity's PDF: in a child process of the server's in production (off the main thread, under a time
// and a memory limit: decision 025), or in this process for tests and benchmarks. One layout function for both,
// which prints a picture pdfkit cannot draw as the placeholder instead of failing the export.
import type { Entity, PaperSize } from '../../shared/content.js';
import { IsolatedWorkers } from '../isolated.js';
import type { ServerKind } from '../pipeline/kind.js';
import { PdfSheet } from './sheet.js';

export type PdfJob = {
  /** The kind's name ('npc'). */
  kind: string;
  entity: Entity<Record<string, unknown>>;
  /** The stored picture, when pdfkit can draw its type. */
  image: Uint8Array | null;
  paper: PaperSize;
  title: string;
};

export type PdfResult = {
  pdf: Uint8Array;
  /** Why the picture was left out (a damaged file): the PDF was laid out without it. */
  pictureError?: string;
};

export interface PdfRenderer {
  render(job: PdfJob): Promise<PdfResult>;
  close?(): Promise<void>;
}

/** pdfkit throws strings and plain objects too: a message either way. */
const messageOf = (error: unknown) =>
  error instanceof Error ? error.message : (JSON.stringify(error) ?? 'unknown');

/** Lays the job out with the kind's layout; a picture that breaks it is replaced by the placeholder. */
export async function layOutPdf(kind: ServerKind, job: PdfJob): Promise<PdfResult> {
  const attempt = async (image: Buffer | null) => {
    const sheet = new PdfSheet(job.title, job.paper);
    kind.pdf(sheet, job.entity, image);
    return sheet.finish();
  };
  if (!job.image) return { pdf: await attempt(null) };
  try {
    return { pdf: await attempt(Buffer.from(job.image.buffer, job.image.byteOffset, job.image.byteLength)) };
  } catch (error) {
    return { pdf: await attempt(null), pictureError: messageOf(error) };
  }
}

/** In this process: tests and benchmarks (and the kinds a test plugs in, which a child cannot load). */
export function inProcessPdf(kindOf: (name: string) => ServerKind): PdfRenderer {
  return { render: (job) => layOutPdf(kindOf(job.kind), job) };
}

export type IsolatedPdfSettings = { timeoutMs: number; memoryMb: number; size: number };

/** In child processes (pdf-child.ts): a huge or hostile record cannot stall or exhaust the server. */
export class IsolatedPdfRenderer implements PdfRenderer {
  private readonly workers: IsolatedWorkers<PdfJob, PdfResult>;

  constructor(settings: IsolatedPdfSettings) {
    this.workers = new IsolatedWorkers({
      script: new URL('./pdf-child.ts', import.meta.url),
      label: 'PDF export',
      ...settings,
    });
  }

  render(job: PdfJob): Promise<PdfResult> {
    return this.workers.run(job);
  }

  /** Starts the children now (at the server's start), so the first export does not wait for them. */
  warm(): void {
    this.workers.warm();
  }

  close(): Promise<void> {
    return this.workers.close();
  }
}
