// `npm run bench`: generation speed of Loreforge's procedural engine beside public references, in one run.
// Figures are medians in milliseconds; comparisons are ratios measured in the same process, since absolute
// times on a shared 2-core machine are noisy.

import { adventurer } from '@dicebear/collection';
import { createAvatar } from '@dicebear/core';
import FCG from 'fantasy-content-generator';
import { svgToPng } from '../src/server/art/rasterise.js';
import { KINDS } from '../src/server/kinds/registry.js';
import { PdfSheet } from '../src/server/pdf/sheet.js';
import { SAMPLE_REQUESTS } from '../src/server/test/sample-requests.js';

const COUNT = Number(process.env.BENCH_COUNT ?? 300);
const WARMUP = 30;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** Runs `fn` COUNT times after a warm-up and answers the median time in milliseconds. */
function time(fn: (i: number) => unknown): number {
  for (let i = 0; i < WARMUP; i++) fn(i);
  const samples: number[] = [];
  for (let i = 0; i < COUNT; i++) {
    const start = performance.now();
    fn(i);
    samples.push(performance.now() - start);
  }
  return median(samples);
}

/** The same for an asynchronous `fn`, with fewer samples (a PDF takes tens of milliseconds). */
async function timeAsync(fn: (i: number) => Promise<unknown>, count = Math.max(20, Math.round(COUNT / 10))) {
  for (let i = 0; i < 5; i++) await fn(i);
  const samples: number[] = [];
  for (let i = 0; i < count; i++) {
    const start = performance.now();
    await fn(i);
    samples.push(performance.now() - start);
  }
  return median(samples);
}

const words = (text: string) => text.split(/\s+/).filter(Boolean).length;
function wordsIn(value: unknown): number {
  if (typeof value === 'string') return words(value);
  if (Array.isArray(value)) return value.reduce((n: number, v) => n + wordsIn(v), 0);
  if (value && typeof value === 'object')
    return Object.values(value).reduce((n: number, v) => n + wordsIn(v), 0);
  return 0;
}

const rows: string[][] = [];
const fmt = (ms: number) => ms.toFixed(3);

for (const kind of KINDS) {
  const requestFor = SAMPLE_REQUESTS[kind.contract.kind];
  if (!requestFor) throw new Error(`bench/requests.ts has no requests for the kind '${kind.contract.kind}'`);
  const request = (i: number) => kind.contract.requestSchema.parse(requestFor(i));
  const text = time((i) => kind.procedural.text(request(i), i + 1));
  const full = time((i) => {
    const data = kind.procedural.text(request(i), i + 1);
    return svgToPng(kind.procedural.art(data, i + 1), kind.imageWidth);
  });
  let totalWords = 0;
  for (let i = 0; i < 100; i++) totalWords += wordsIn(kind.procedural.text(request(i), i + 1));
  rows.push([`${kind.contract.label}: text`, fmt(text), '', `${Math.round(totalWords / 100)} words`]);
  rows.push([`${kind.contract.label}: text + picture (${kind.imageWidth} px PNG)`, fmt(full), '', '']);
  // The export route's work for a stored entity: lay out the sheet around the stored picture and finish the file.
  const samples = Array.from({ length: 4 }, (_, i) => {
    const data = kind.procedural.text(request(i), i + 1) as Record<string, unknown>;
    return { data, png: svgToPng(kind.procedural.art(data as never, i + 1), kind.imageWidth) };
  });
  const pdf = await timeAsync(async (i) => {
    const { data, png } = samples[i % samples.length]!;
    const sheet = new PdfSheet(String(data.name));
    kind.pdf(sheet, { ...data, id: i + 1 } as never, png);
    return sheet.finish();
  });
  rows.push([`${kind.contract.label}: PDF export (with its picture)`, fmt(pdf), '', '']);
}

// Town maps by size alone: issue 8's targets are a village's map under 150 ms and a city's under 400 ms, drawn
// and rasterised; the town rows above mix every size.
const townKind = KINDS.find((k) => k.contract.kind === 'town');
if (townKind) {
  for (const size of ['village', 'city']) {
    const towns = Array.from({ length: 12 }, (_, i) =>
      townKind.procedural.text(
        townKind.contract.requestSchema.parse({ ...SAMPLE_REQUESTS.town!(i), size }),
        i + 1,
      ),
    );
    const map = time((i) =>
      svgToPng(townKind.procedural.art(towns[i % towns.length]!, i + 1), townKind.imageWidth),
    );
    rows.push([`town: a ${size}'s map alone (${townKind.imageWidth} px PNG)`, fmt(map), '', '']);
  }
}

// References, same process, same count.
const npcKind = KINDS.find((k) => k.contract.kind === 'npc');
if (npcKind) {
  const ours = (i: number) =>
    npcKind.procedural.text(npcKind.contract.requestSchema.parse(SAMPLE_REQUESTS.npc!(i)), i + 1);
  const oursText = time(ours);
  const fcg = time(() => FCG.NPCs.generate());
  let fcgWords = 0;
  for (let i = 0; i < 100; i++) {
    const npc = FCG.NPCs.generate();
    fcgWords += wordsIn([npc.nameObject.name, npc.traits, npc.desires]);
  }
  rows.push([
    'fantasy-content-generator NPC: text',
    fmt(fcg),
    `${(fcg / oursText).toFixed(2)}x ours`,
    `${Math.round(fcgWords / 100)} words`,
  ]);

  const oursPortrait = time((i) => svgToPng(npcKind.procedural.art(ours(i), i + 1), npcKind.imageWidth));
  const dicebear = time((i) =>
    svgToPng(createAvatar(adventurer, { seed: `bench-${i}`, size: 512 }).toString(), 512),
  );
  rows.push(['Loreforge portrait alone (512 px PNG)', fmt(oursPortrait), '', '']);
  rows.push([
    'DiceBear adventurer avatar (512 px PNG, same rasteriser)',
    fmt(dicebear),
    `${(dicebear / oursPortrait).toFixed(2)}x ours`,
    '',
  ]);
}

rows.push(...(await (await import('./search.js')).searchBenchRows()));

const header = ['benchmark', 'median ms', 'ratio', 'output'];
const widths = header.map((h, c) => Math.max(h.length, ...rows.map((r) => r[c]!.length)));
const line = (r: string[]) => r.map((cell, c) => cell.padEnd(widths[c]!)).join('  ');
console.log(`Loreforge bench: ${COUNT} samples each after ${WARMUP} warm-up runs, Node ${process.version}\n`);
console.log(line(header));
console.log(widths.map((w) => '-'.repeat(w)).join('  '));
for (const r of rows) console.log(line(r));
