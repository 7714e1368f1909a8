// The PDF layout's own process (pdf-renderer.ts): every registered kind's layout, one job at a time.
import { serveTasks } from '../isolated.js';
import { KINDS } from '../kinds/registry.js';
import { layOutPdf, type PdfJob } from './pdf-renderer.js';

const byName = new Map(KINDS.map((kind) => [kind.contract.kind, kind]));

serveTasks((job: PdfJob) => {
  const kind = byName.get(job.kind);
  if (!kind) throw new Error(`no kind named ${job.kind}`);
  return layOutPdf(kind, job);
});
