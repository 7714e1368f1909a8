// The isolated PDF renderer: lays out like the in-process one, stops a job past its time limit (killing the child,
// whose next job starts a new one), and prints a picture pdfkit cannot read as the placeholder.
import { afterAll, describe, expect, it } from 'vitest';
import { KINDS } from '../kinds/registry.js';
import { SAMPLE_REQUESTS } from '../test/sample-requests.js';
import { IsolatedPdfRenderer, inProcessPdf, type PdfJob } from './pdf-renderer.js';

const npc = KINDS.find((k) => k.contract.kind === 'npc')!;
const request = npc.contract.requestSchema.parse(SAMPLE_REQUESTS.npc!(3));
const data = npc.procedural.text(request, 3) as Record<string, unknown>;
const job = (entity: Record<string, unknown> = data, image: Uint8Array | null = null): PdfJob => ({
  kind: 'npc',
  entity: { ...entity, id: 1, portraitUrl: null } as unknown as PdfJob['entity'],
  image,
  paper: 'a4',
  title: String(entity.name),
});
const pages = (pdf: Uint8Array) =>
  Buffer.from(pdf)
    .toString('latin1')
    .match(/\/Type \/Page\b/g)?.length ?? 0;

describe('IsolatedPdfRenderer', () => {
  const isolated = new IsolatedPdfRenderer({ timeoutMs: 15_000, memoryMb: 256, size: 1 });
  afterAll(() => isolated.close());

  it('lays a PDF out in its child as this process does', async () => {
    const [there, here] = await Promise.all([isolated.render(job()), inProcessPdf(() => npc).render(job())]);
    expect(Buffer.from(there.pdf).subarray(0, 5).toString()).toBe('%PDF-');
    expect(pages(there.pdf)).toBe(pages(here.pdf));
    expect(Math.abs(there.pdf.length - here.pdf.length)).toBeLessThan(2_000);
  }, 60_000);

  it('prints a damaged picture as the placeholder and says why', async () => {
    const broken = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
    const result = await isolated.render(job(data, broken));
    expect(Buffer.from(result.pdf).subarray(0, 5).toString()).toBe('%PDF-');
    expect(result.pictureError).toBeTruthy();
  }, 60_000);

  it('stops a job past its time limit, and the next job starts a new child', async () => {
    const hasty = new IsolatedPdfRenderer({ timeoutMs: 2_500, memoryMb: 256, size: 1 });
    try {
      // The limit is the layout's own, not the child's start (tsx compiles every kind first).
      expect(pages((await hasty.render(job())).pdf)).toBeGreaterThan(0);
      // Three times a text that an idle CI machine laid out inside the 2.5 s (40,000 repeats), so it always stops.
      const heavy = { ...data, backstory: 'The night the mill burned. '.repeat(120_000) };
      await expect(hasty.render(job(heavy))).rejects.toThrow(/PDF export took too long and was stopped/);
      // Its child was killed; the next job starts a new one.
      expect(pages((await hasty.render(job())).pdf)).toBeGreaterThan(0);
    } finally {
      await hasty.close();
    }
  }, 60_000);
});
