// The procedural NPC writer: request + seed -> a complete NPC, deterministic, offline and in about a millisecond.
import type { NpcData, NpcRequest, PlotHook } from '../../../shared/kinds/npc.js';
import { capitalize, lowerFirst, tidy, titleCase } from '../../engine/english.js';
import type { Person } from '../../engine/grammar.js';
import { createRng, type Rng } from '../../engine/rng.js';
import { PROFILE_TAG } from './text/occupations.js';
import { buildRecord, type NpcRecord } from './text/record.js';

const HOOK_COUNT_WEIGHTS: readonly (readonly [number, number])[] = [
  [3, 30],
  [4, 35],
  [5, 25],
  [6, 10],
];

/**
 * Writes an NPC. Every section is generated (so that switching an include flag off never changes the others)
 * and excluded sections are then emptied, never filled. Each section draws from its own stream of the seed.
 */
export function generateNpc(request: NpcRequest, seed: number): NpcData {
  const root = createRng(seed >>> 0, 'npc');
  const record = buildRecord(request, root);
  const { ctx, npc, arc } = record;
  const child = record.ageCategory === 'child';
  const write = (template: string, rng: Rng) => tidy(ctx.expand(template, rng));
  const item = (symbol: string, rng: Rng) => tidy(ctx.expandSymbol(symbol, rng));

  const appearanceRng = root.fork('appearance');
  const appearance = [write('#appearance#', appearanceRng), weaveFeatures(request.notableFeatures, npc)]
    .filter(Boolean)
    .join(' ');

  const personality = write('#personality#', root.fork('personality'));

  const traitRng = root.fork('traits');
  const traits = unique([
    item('trait_f', traitRng),
    ...ctx.expandMany('trait', traitRng.int(1, 2), traitRng).map(tidy),
    item('trait_b', traitRng),
    item('trait_h', traitRng),
  ]);

  const mannerRng = root.fork('mannerisms');
  // A child's mannerisms are their own, not their trade's.
  const mannerisms = unique([
    item('mannerism_f', mannerRng),
    ...(child ? [] : [item('occ_mannerism', mannerRng)]),
    ...ctx.expandMany('mannerism', mannerRng.int(child ? 1 : 0, 2), mannerRng).map(tidy),
  ]);

  // The backstory is written before motivations, secrets and hooks: its choices can set tags they read.
  const backRng = root.fork('backstory');
  // Children's stories open with their age and trade instead of an origin line.
  const origin = !child && backRng.chance(0.45) ? '#origin_line# ' : '';
  const backstory = write(`${origin}#${arc.id}_backstory#`, backRng);

  const motiveRng = root.fork('motivations');
  const motivations = unique([
    ...ctx.expandMany(`${arc.id}_motive`, 2, motiveRng).map(tidy),
    ...(motiveRng.chance(child ? 0 : 0.75) ? [item('occ_want', motiveRng)] : []),
  ]);

  const secretRng = root.fork('secrets');
  const secrets = unique([
    item(`${arc.id}_secret`, secretRng),
    ...(secretRng.chance(0.5) ? [item('secret_minor', secretRng)] : []),
  ]);

  const flaws = writeFlaws(record, root.fork('flaws'));
  const plotHooks = writeHooks(record, root.fork('hooks'));

  return {
    name: npc.name,
    race: record.race,
    gender: record.gender,
    age: `${record.ageYears} (${record.ageCategory})`,
    ageCategory: record.ageCategory,
    occupation: record.occupation.label,
    socialClass: record.socialClass,
    tags: deriveTags(record),
    appearance,
    personality,
    traits,
    mannerisms,
    backstory: request.includeBackstory ? backstory : '',
    motivations,
    secrets: request.includeSecrets ? secrets : [],
    flaws: request.includeFlaws ? flaws : [],
    plotHooks: request.includePlotHooks ? plotHooks : [],
    artStyle: request.artStyle,
  };
}

/** The flaw of the most extreme slider comes first: it is the one a player will notice. */
function writeFlaws(record: NpcRecord, rng: Rng): string[] {
  const { ctx, sliders, arc } = record;
  const distance = (v: number) => Math.abs(v - 5.5) + rng.next() * 0.1;
  const ranked: [string, number][] = [
    ['flaw_f', distance(sliders.friendliness)],
    ['flaw_b', distance(sliders.bravery)],
    ['flaw_h', distance(sliders.honesty)],
  ];
  ranked.sort((a, b) => b[1] - a[1]);
  const flaws = [tidy(ctx.expandSymbol(ranked[0]?.[0] ?? 'flaw_f', rng))];
  const arcFlaw = `${arc.id}_flaw`;
  if (rng.chance(0.7) && ctx.hasFreshAlternative(arcFlaw)) flaws.push(tidy(ctx.expandSymbol(arcFlaw, rng)));
  if (rng.chance(0.5)) flaws.push(tidy(ctx.expandSymbol('flaw', rng)));
  return unique(flaws);
}

/** Hooks stand on the record: the arc's own first, then the trade, the relative and the keepsake. */
function writeHooks(record: NpcRecord, rng: Rng): PlotHook[] {
  const { ctx, arc } = record;
  const child = record.ageCategory === 'child';
  const want = rng.weightedEntry(HOOK_COUNT_WEIGHTS);
  const sources = [
    ...ctx.expandMany(`${arc.id}_hook`, child ? 2 : 3, rng),
    ...(child ? ctx.expandMany('hook_child', 2, rng) : [ctx.expandSymbol('occ_hook', rng)]),
    ...ctx.expandMany('hook_relative', 1, rng),
    ctx.expandSymbol('hook_keepsake', rng),
  ];
  const hooks: PlotHook[] = [];
  const titles = new Set<string>();
  for (const source of sources) {
    const [rawTitle, rawDescription] = source.split(' :: ');
    if (!rawTitle || !rawDescription) continue;
    const title = titleCase(tidy(rawTitle));
    if (titles.has(title.toLowerCase())) continue;
    titles.add(title.toLowerCase());
    hooks.push({ title, description: tidy(rawDescription) });
    if (hooks.length === want) break;
  }
  return hooks;
}

function deriveTags(record: NpcRecord): string[] {
  const { arc } = record;
  const tags = [
    PROFILE_TAG[record.occupation.profile],
    arc.themes[0],
    record.race,
    ...arc.themes.slice(1),
    record.socialClass === 'nobility' ? 'nobility' : undefined,
    record.ageCategory === 'child' ? 'child' : undefined,
    record.ageCategory === 'ancient' ? 'ancient' : undefined,
  ];
  return unique(tags.filter((t): t is string => Boolean(t))).slice(0, 8);
}

/**
 * Weaves the game master's notable features into the appearance. The text is theirs and kept as typed; only
 * its seams are made to fit: a verb phrase follows the name ("Brunna has a limp."), anything else is introduced.
 */
function weaveFeatures(features: string | undefined, npc: Person): string {
  const text = features
    ?.trim()
    .replace(/\s+/g, ' ')
    .replace(/[\s.,;:!]+$/u, '');
  if (!text) return '';
  const gentle = /^[A-Z][a-z]/.test(text) && !/^[A-Z][a-z]+ [A-Z]/.test(text) ? lowerFirst(text) : text;
  if (/^(has|wears|walks|speaks|carries|limps|smells|bears|is|keeps|never|always)\b/i.test(text)) {
    return `${npc.first} ${gentle}.`;
  }
  return capitalize(`what people notice first: ${gentle}.`);
}

function unique(items: readonly string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const item of items) {
    const key = item.trim().toLowerCase();
    if (key && !seen.has(key)) {
      seen.add(key);
      out.push(item.trim());
    }
  }
  return out;
}
