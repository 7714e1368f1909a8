// The procedural NPC writer: request + seed -> a complete NPC, deterministic, offline and in about a millisecond.
import type { NpcData, NpcRequest, PlotHook } from '../../../shared/kinds/npc.js';
import { lowerFirst, tidy, titleCase } from '../../engine/english.js';
import type { Person } from '../../engine/grammar.js';
import { createRng, type Rng } from '../../engine/rng.js';
import type { WriteOptions } from '../../pipeline/kind.js';
import { buildStatBlock } from './stats/stat-block.js';
import { extraSentence } from './text/appearance.js';
import { writeBackstory } from './text/backstory.js';
import { type DraftField, factsOf, type NpcDraft, settleDraft } from './text/consistency.js';
import { readNpcSetting, weaveContext } from './text/context.js';
import { occupationTag } from './text/occupations.js';
import { buildRecord, type NpcRecord } from './text/record.js';

// Hooks are the longest section: most NPCs get three or four, so that the character sheet fits one page.
const HOOK_COUNT_WEIGHTS: readonly (readonly [number, number])[] = [
  [3, 45],
  [4, 40],
  [5, 12],
  [6, 3],
];

/**
 * Writes an NPC. Every section is generated (so that switching an include flag off never changes the others)
 * and excluded sections are then emptied, never filled. Each section draws from its own stream of the seed.
 */
export function generateNpc(request: NpcRequest, seed: number, options: WriteOptions = {}): NpcData {
  const root = createRng(seed >>> 0, 'npc', options.reroll);
  // A town or faction the NPC is generated from (decision 024); any other context is ignored.
  const setting = readNpcSetting(options.context, request.name);
  const record = buildRecord(request, root, setting);
  const { ctx, npc, arc } = record;
  const child = record.ageCategory === 'child';
  const write = (template: string, rng: Rng) => tidy(ctx.expand(template, rng));
  const item = (symbol: string, rng: Rng) => tidy(ctx.expandSymbol(symbol, rng));

  // Each section is a function of its own stream, so the consistency pass can redraw one from a fresh stream.
  const sections: { readonly [K in DraftField]: (rng: Rng) => NpcDraft[K] } = {
    appearance: (rng) => write('#appearance#', rng),
    personality: (rng) => write('#personality#', rng),
    traits: (rng) =>
      unique([
        item('trait_f', rng),
        ...ctx.expandMany('trait', rng.int(1, 2), rng).map(tidy),
        item('trait_b', rng),
        item('trait_h', rng),
      ]),
    // A child's mannerisms are their own, not their trade's; the slider-led one is not always the first noticed.
    mannerisms: (rng) =>
      unique([
        ...(rng.chance(0.6) ? [item('mannerism_f', rng)] : []),
        ...(child ? [] : [item('occ_mannerism', rng)]),
        ...ctx.expandMany('mannerism', child ? 2 : 1, rng).map(tidy),
      ]),
    // The backstory is written before motivations, secrets and hooks: its choices can set tags they read.
    backstory: (rng) => writeBackstory(record, rng),
    // One from the story (now and then two), then the trade's and a personal one: not every want is the arc's.
    motivations: (rng) =>
      unique([
        ...ctx.expandMany(`${arc.id}_motive`, rng.chance(0.3) ? 2 : 1, rng).map(tidy),
        ...(rng.chance(child ? 0 : 0.7) ? [item('occ_want', rng)] : []),
        ...(rng.chance(0.5) ? [item('motive_any', rng)] : []),
      ]).slice(0, 3),
    secrets: (rng) =>
      unique([item(`${arc.id}_secret`, rng), ...(rng.chance(0.5) ? [item('secret_minor', rng)] : [])]),
    flaws: (rng) => writeFlaws(record, rng),
    plotHooks: (rng) => writeHooks(record, rng),
  };
  const stream = (field: DraftField) => (field === 'plotHooks' ? 'hooks' : field);
  const first: NpcDraft = {
    appearance: sections.appearance(root.fork('appearance')),
    personality: sections.personality(root.fork('personality')),
    traits: sections.traits(root.fork('traits')),
    mannerisms: sections.mannerisms(root.fork('mannerisms')),
    backstory: sections.backstory(root.fork('backstory')),
    motivations: sections.motivations(root.fork('motivations')),
    secrets: sections.secrets(root.fork('secrets')),
    flaws: sections.flaws(root.fork('flaws')),
    plotHooks: sections.plotHooks(root.fork('hooks')),
  };
  // Check the draft against itself before writing it (consistency.ts): repair, drop or redraw what contradicts.
  const draft = settleDraft(factsOf(record), first, (field, attempt) =>
    sections[field](root.fork(`${stream(field)}-redraw-${attempt}`)),
  );
  // The game master's own words are woven in after the check: they are kept as typed, never redrawn.
  const appearance = [draft.appearance, weaveFeatures(record.looks.extras, npc)].filter(Boolean).join(' ');
  const { personality, flaws } = draft;
  const traits = [...draft.traits];
  const mannerisms = [...draft.mannerisms];
  // The context's lines are woven in after the check too, each from a stream of its own: without a context,
  // nothing here draws or changes.
  const woven = setting ? weaveContext(record, setting, draft, root, contextHook) : draft;
  const { backstory, motivations, secrets } = woven;
  const plotHooks = [...woven.plotHooks];

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
    motivations: [...motivations],
    secrets: request.includeSecrets ? [...secrets] : [],
    flaws: request.includeFlaws ? [...flaws] : [],
    plotHooks: request.includePlotHooks ? plotHooks : [],
    artStyle: request.artStyle,
    looks: record.looks,
    // Its own stream: asking for a stat block never changes a word of the rest.
    statBlock: request.statBlock
      ? buildStatBlock(
          {
            name: npc.name,
            race: record.race,
            ageCategory: record.ageCategory,
            profile: record.occupation.profile,
            family: record.occupation.family,
            occupation: record.occupation.label,
            looks: record.looks,
            friendliness: record.sliders.friendliness,
            honesty: record.sliders.honesty,
            challengeRating: request.challengeRating,
          },
          root.fork('stat-block'),
        )
      : null,
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
  // The first flaw sometimes says how it shows or what it has cost: 'Trusts a plan over a person, and knows it.'
  let first = tidy(ctx.expandSymbol(ranked[0]?.[0] ?? 'flaw_f', rng));
  if (rng.chance(0.4) && /\.$/.test(first))
    first = `${first.slice(0, -1)}, ${lowerFirst(tidy(ctx.expandSymbol('flaw_tail', rng)))}.`;
  const flaws = [first];
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
    // One of the arc's hooks, now and then two, never all: two NPCs on one arc should not hand out the same jobs.
    ...ctx
      .expandMany(`${arc.id}_hook`, rng.chance(0.4) ? 2 : 1, rng)
      // The first closes with its stakes (a price or a deadline) drawn from this NPC's means.
      // (only on a short hook: the sheet has one page to give them all).
      .map((hook, i) =>
        i === 0 && hook.length < 200 ? `${hook} ${ctx.expandSymbol('hook_stakes', rng)}` : hook,
      ),
    ...(child ? ctx.expandMany('hook_child', 1, rng) : [ctx.expandSymbol('occ_hook', rng)]),
    // The rest come in a random order from the relative, the keepsake and the town, so no one pool fills every list.
    ...rng.shuffle([
      ...ctx.expandMany('hook_relative', 1, rng),
      ctx.expandSymbol('hook_keepsake', rng),
      ctx.expandSymbol('hook_town', rng),
    ]),
  ];
  const hooks: PlotHook[] = [];
  const titles = new Set<string>();
  const names = recordNames(record);
  const named = new RegExp(`(?:^|[^\\p{L}])(?:${names.map(escapeRegex).join('|')})(?=$|[^\\p{L}])`, 'u');
  for (const source of sources) {
    const [rawTitle, rawDescription] = source.split(' :: ');
    if (!rawTitle || !rawDescription) continue;
    // A hook may offer several titles ('The Broken Anvil | Brunna’s Mark'); one that names this NPC's own people or
    // places is preferred, so that a hundred NPCs do not share a handful of titles.
    const title = pickTitle(
      rawTitle.split(' | ').map((t) => titleCase(tidy(t))),
      named,
      names[0],
      rng,
    );
    if (titles.has(title.toLowerCase())) continue;
    titles.add(title.toLowerCase());
    const hook = { title, description: tidy(rawDescription) };
    // Past three, a hook is added only while the list stays short enough for the sheet to fit one page.
    if (hooks.length >= 3 && length(hooks) + hook.description.length > HOOK_BUDGET) break;
    hooks.push(hook);
    if (hooks.length === want) break;
  }
  return hooks;
}

/** The proper names of the record a title may carry: its people, its towns and its site (never a street's 'Lane'). */
function recordNames(record: NpcRecord): string[] {
  const { ctx } = record;
  const out: string[] = [];
  for (const key of ['npc', 'relative', 'foe', 'ally', 'third']) {
    const p = ctx.get(key) as Person | undefined;
    if (p) out.push(p.first, p.last);
  }
  for (const key of ['origin', 'place']) {
    const v = ctx.get(key);
    if (typeof v === 'string') out.push(v.split(' ')[0] ?? v);
  }
  const home = ctx.get('home') as { name?: string } | undefined;
  if (home?.name) out.push(home.name);
  const deity = ctx.get('deity') as { name?: string } | undefined;
  if (deity?.name) out.push(deity.name.split(' ').pop() ?? deity.name);
  return out.filter((n) => n.length > 2);
}

/**
 * A title naming the record's own people or places when one is offered; otherwise a bare 'The Silent Bell' is made
 * the NPC's own ('Edric’s Silent Bell') more often than not.
 */
function pickTitle(options: readonly string[], names: RegExp, first: string | undefined, rng: Rng): string {
  const named = options.filter((t) => names.test(t));
  if (named.length > 0) return rng.pick(named);
  const owned = first ? options.map((t) => ownedTitle(t, first)).filter((t): t is string => Boolean(t)) : [];
  return owned.length > 0 && rng.chance(0.9) ? rng.pick(owned) : rng.pick(options);
}

/** 'The Silent Bell' and 'A Ransom Note' made the NPC's own, and a bare 'Cold Iron'; never 'Found in the Hold'. */
function ownedTitle(title: string, first: string): string | undefined {
  if (/’/.test(title)) return undefined;
  const article = /^(?:The|An?) ([\p{Lu}].*)$/u.exec(title);
  if (article) return `${first}’s ${article[1]}`;
  if (!/ \p{Ll}/u.test(title) && title.split(' ').length <= 3) return `${first}’s ${title}`;
  return undefined;
}

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A hook written from the context: 'Title | Other Title :: Description', one title picked. */
function contextHook(source: string, rng: Rng): PlotHook | null {
  const [rawTitle, rawDescription] = source.split(' :: ');
  if (!rawTitle || !rawDescription) return null;
  const title = titleCase(tidy(rng.pick(rawTitle.split(' | '))));
  const description = tidy(rawDescription);
  return title && description ? { title, description } : null;
}

/** Characters of hook text a sheet holds on one page beside every other section (npc-pdf.test.ts). */
const HOOK_BUDGET = 800;
const length = (hooks: readonly PlotHook[]) =>
  hooks.reduce((n, h) => n + h.title.length + h.description.length, 0);

function deriveTags(record: NpcRecord): string[] {
  const { arc } = record;
  const tags = [
    occupationTag(record.occupation),
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
 * Weaves in the game master's notable features that the look has no drawing for (the drawn ones, a missing eye or
 * a scar, are told by the appearance from the look): each in a sentence of its own, in their words.
 */
function weaveFeatures(extras: readonly string[], npc: Person): string {
  return extras.map((extra) => extraSentence(extra, npc.first)).join(' ');
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
