// The procedural NPC writer: request + seed -> a complete NPC, deterministic, offline and in about a millisecond.
import type { NpcData, NpcRequest, PlotHook } from '../../../shared/kinds/npc.js';
import { agree, capitalize, lowerFirst, tidy, titleCase } from '../../engine/english.js';
import type { Person } from '../../engine/grammar.js';
import { createRng, type Rng } from '../../engine/rng.js';
import { worldItem } from '../../engine/world-pick.js';
import type { WriteOptions } from '../../pipeline/kind.js';
import { buildStatBlock } from './stats/stat-block.js';
import { extraSentence, joinWears } from './text/appearance.js';
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
    appearance: (rng) => joinWears(write('#appearance#', rng)),
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
  const settled = settleDraft(factsOf(record), first, (field, attempt) =>
    sections[field](root.fork(`${stream(field)}-redraw-${attempt}`)),
  );
  // Fitting the sheet may drop the one hook that named a relative a trait speaks of ('Sentimental about her
  // father'): what fitting left is checked again (a second pass changes nothing when nothing was dropped).
  const fitted = fitHooks(settled);
  const draft =
    fitted === settled
      ? fitted
      : settleDraft(factsOf(record), fitted, (field, attempt) =>
          sections[field](root.fork(`${stream(field)}-refit-${attempt}`)),
        );
  // The game master's own words are woven in after the check: they are kept as typed, never redrawn.
  const appearance = [
    draft.appearance,
    weaveFeatures(record.looks.extras, npc),
    valuableReason(record, request.notableFeatures, root.fork('valuable')),
  ]
    .filter(Boolean)
    .join(' ');
  const { personality, flaws } = draft;
  const traits = [...draft.traits];
  const mannerisms = [...draft.mannerisms];
  // The context's lines are woven in after the check too, each from a stream of its own: without a context,
  // nothing here draws or changes.
  const woven = setting ? weaveContext(record, setting, draft, root, contextHook) : draft;
  // A place is named at most twice in the whole sheet, then 'the town', 'there' or its short name (blind read,
  // round 5: one smith's forge 'down by the River Aurle' six times). Counted over every section, included or not,
  // so switching one off changes no other.
  const placed = sparePlaces(
    {
      backstory: woven.backstory,
      motivations: woven.motivations,
      secrets: woven.secrets,
      flaws,
      plotHooks: woven.plotHooks,
    },
    record,
  );
  // An organisation is named in full once; after that it is 'the Society', as a person would say it.
  const told = shortenOrganisation(
    {
      backstory: request.includeBackstory ? placed.backstory : '',
      motivations: placed.motivations,
      secrets: request.includeSecrets ? placed.secrets : [],
      flaws: request.includeFlaws ? placed.flaws : [],
      plotHooks: request.includePlotHooks ? placed.plotHooks : [],
    },
    ctx.get('org'),
  );
  const { backstory, motivations, secrets } = told;
  const plotHooks = [...told.plotHooks];

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
    backstory,
    motivations: [...motivations],
    secrets: [...secrets],
    flaws: [...told.flaws],
    plotHooks,
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
  const firstSymbol = ranked[0]?.[0] ?? 'flaw_f';
  let first = tidy(ctx.expandSymbol(firstSymbol, rng));
  // A flaw of how the NPC treats people may take a tail about company; a flaw of nerve or honesty may not.
  if (firstSymbol === 'flaw_f') ctx.tag('tail-social');
  // Not on a flaw that already ends on how often or how much: 'Mistakes caution for wisdom, every time, every
  // single time'.
  if (
    rng.chance(0.4) &&
    /\.$/.test(first) &&
    !/[,;] (?:every|always|each|even|most of all)\b[^,;]*\.$/.test(first)
  )
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
    // The rest come in a random order from the relative and the town, so no one pool fills every list. The keepsake's
    // hook (its mark turning up elsewhere) comes last: it is one idea however it is worded, and a GM who met it in a
    // third of an account's NPCs recognised it long before the words (blind read, round 4).
    ...rng.shuffle([...ctx.expandMany('hook_relative', 1, rng), ctx.expandSymbol('hook_town', rng)]),
    ...(ctx.tags.has('ks-none') ? [] : [ctx.expandSymbol('hook_keepsake', rng)]),
  ];
  const hooks: PlotHook[] = [];
  const titles = new Set<string>();
  const names = recordNames(record);
  const named = new RegExp(`(?:^|[^\\p{L}])(?:${names.map(escapeRegex).join('|')})(?=$|[^\\p{L}])`, 'u');
  // Should two sources tell one situation, more are drawn (from this stream only) until the list has three.
  const spare = function* (): Generator<string> {
    for (let round = 0; round < 4; round++) {
      yield* ctx.expandMany(`${arc.id}_hook`, 2, rng);
      yield ctx.expandSymbol(child ? 'hook_child' : 'occ_hook', rng);
      yield ctx.expandSymbol('hook_town', rng);
      if (!ctx.tags.has('ks-none')) yield ctx.expandSymbol('hook_keepsake', rng);
      yield* ctx.expandMany('hook_relative', 1, rng);
    }
  };
  const all = function* (): Generator<string> {
    yield* sources;
    for (const source of spare()) {
      if (hooks.length >= 3) return;
      yield source;
    }
  };
  for (const source of all()) {
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
    const hook = { title, description: tidy(rawDescription) };
    // Two hooks of one NPC are two jobs: never the same situation twice in other words.
    if (hooks.some((h) => sameSituation(h.description, hook.description))) continue;
    titles.add(title.toLowerCase());
    // Past three, a hook is added only while the list stays short enough for the sheet to fit one page.
    if (hooks.length >= 3 && length(hooks) + hook.description.length > HOOK_BUDGET) break;
    hooks.push(hook);
    if (hooks.length === want) break;
  }
  return hooks;
}

interface StoryParts {
  readonly backstory: string;
  readonly motivations: readonly string[];
  readonly secrets: readonly string[];
  readonly flaws: readonly string[];
  readonly plotHooks: readonly PlotHook[];
}

/** 'the Honourable Society of Clockmakers' -> 'the Society'; 'the Silver Crows' -> 'the Crows'. */
export function shortOrganisation(org: string): string {
  const bare = org.replace(/^the /i, '');
  const head = bare.includes(' of ') ? bare.slice(0, bare.indexOf(' of ')) : bare;
  const words = head.split(' ');
  const last = /Trading House$/.test(head) ? 'Trading House' : (words[words.length - 1] ?? head);
  return `the ${last}`;
}

/**
 * The organisation of the story in full at its first mention in each section, and by its short name after ('the Society', 'the Guild'): seven times 'the Honourable Society of Clockmakers' reads as a form.
 * Hook titles keep the full name: each is a handle of its own.
 */
function shortenOrganisation(parts: StoryParts, org: unknown): StoryParts {
  if (typeof org !== 'string' || !/^the \p{Lu}/u.test(org)) return parts;
  const full = org.replace(/^the /, '');
  const short = shortOrganisation(org).replace(/^the /, '');
  if (short === full) return parts;
  const pattern = new RegExp(`\\b([Tt])he ${escapeRegex(full)}\\b`, 'g');
  // Each section is shortened on its own: any of them may be left off the sheet, and whichever is read first must
  // still name the organisation in full (and switching one off must not change another).
  const section = () => {
    let seen = false;
    return (text: string) =>
      text.replace(pattern, (whole, t: string) => {
        if (!seen) {
          seen = true;
          return whole;
        }
        return `${t}he ${short}`;
      });
  };
  const motivations = section();
  const secrets = section();
  const flaws = section();
  const hooks = section();
  return {
    backstory: section()(parts.backstory),
    motivations: parts.motivations.map(motivations),
    secrets: parts.secrets.map(secrets),
    flaws: parts.flaws.map(flaws),
    plotHooks: parts.plotHooks.map((h) => ({ title: h.title, description: hooks(h.description) })),
  };
}

/** How many times a sheet names one place before it says 'the town', 'there' or the place's short name. */
export const PLACE_MENTIONS = 2;

/**
 * The NPC's home town and own premises named at most PLACE_MENTIONS times across the story's sections, in reading
 * order; later mentions become 'the town' ('in town', 'around town') or the premises' short name ('his forge').
 */
function sparePlaces(parts: StoryParts, record: NpcRecord): StoryParts {
  const { ctx } = record;
  const home = (ctx.get('home') as { name?: string } | undefined)?.name;
  const venue = ctx.get('venue');
  const venueNamed = ctx.get('venueNamed');
  const rules: { pattern: RegExp; swap: (whole: string, before: string) => string }[] = [];
  const venues = [venue, venueNamed].filter(
    (v): v is string => typeof v === 'string' && v.split(' ').length >= 4 && !/^the /i.test(v),
  );
  let seenVenue = 0;
  for (const v of venues) {
    const short = shortVenue(v);
    if (!short || short === v) continue;
    rules.push({
      pattern: new RegExp(`()${escapeRegex(v)}(?![\\p{L}])`, 'gu'),
      swap: (whole) => (++seenVenue > PLACE_MENTIONS ? short : whole),
    });
  }
  let seenHome = 0;
  if (home && /^\p{Lu}/u.test(home)) {
    // Not inside a longer name ('the Shattered Tower of Candleford', 'Candleford Bridge').
    rules.push({
      pattern: new RegExp(
        `(\\b(?:in|around|to|from|of|at|near|outside|about|across|through|into)\\s+)?(?<![\\p{Lu}][\\p{Ll}]+ of )${escapeRegex(home)}(’s)?(?! [\\p{Lu}])(?![\\p{L}])`,
        'gu',
      ),
      swap: (whole, before) => {
        if (++seenHome <= PLACE_MENTIONS) return whole;
        const own = whole.endsWith('’s');
        const prep = (before ?? '').trim().toLowerCase();
        if (own) return `${before ?? ''}the town’s`;
        if (prep === 'in' || prep === 'around' || prep === 'about' || prep === 'across' || prep === 'through')
          return `${before}town`;
        if (prep === 'to' || prep === 'into') return `${before}town`;
        if (prep) return `${before}the town`;
        return 'the town';
      },
    });
  }
  if (rules.length === 0) return parts;
  const spare = (text: string) => {
    let out = text;
    for (const rule of rules)
      out = out.replace(rule.pattern, (whole, before: string) => rule.swap(whole, before));
    // A sentence that now opens on 'the town' is capitalised.
    out = out
      .replace(/\b([Tt])he council of the town\b/g, '$1he town council')
      .replace(/\b([Tt])he the town\b/g, '$1he town');
    return out.replace(/(^|[.!?]\s+)the town/g, (_m, lead: string) => `${lead}The town`);
  };
  return {
    backstory: spare(parts.backstory),
    motivations: parts.motivations.map(spare),
    secrets: parts.secrets.map(spare),
    flaws: parts.flaws.map(spare),
    plotHooks: parts.plotHooks.map((h) => ({ title: h.title, description: spare(h.description) })),
  };
}

/** 'his smoky forge down by the River Aurle' -> 'his forge'; 'Tobb’s cramped forge and yard on Tanner Row' -> 'Tobb’s forge'. */
export function shortVenue(venue: string): string | undefined {
  const words = venue.split(' ');
  const owner = words[0];
  if (!owner || !/^(?:his|her|their|my|\p{Lu}[\p{L}-]*’s)$/u.test(owner)) return undefined;
  const head = venue
    .slice(owner.length + 1)
    .split(
      /,| and | (?:on|in|at|by|down|up|near|behind|under|off|outside|beside|above|below|across|along|over|facing|opposite|where|with|past|beyond|among|between|of|from|for|that|which)\b/,
    )[0]
    ?.trim();
  const noun = head?.split(' ').pop();
  return noun ? `${owner} ${noun}` : undefined;
}

/** Situations a hook is built on; two hooks on one of them read as one hook told twice. */
const SITUATIONS: readonly RegExp[] = [
  /\b(?:seen|saw|sighted)\b[^.]*\b(?:alive|another name|going by)\b/i,
  /\bgrave\b/i,
  /\b(?:has come back to|has come back|comes back|has returned to)\b/i,
  /\b(?:is selling|for sale|at (?:an )?auction|pawnshop)\b/i,
  /\b(?:found dead|a body|was found (?:dead|frozen|asleep|wandering))\b/i,
  /\b(?:chalked|scratched on|painted on)\b/i,
  /\bhas been arrested\b/i,
  /\b(?:blackmail\w*)\b/i,
  /\b(?:a stone door|a door (?:he|she|they) swears?|a door has appeared)\b/i,
  /\b(?:curfew|toll on|new tax|a licence)\b/i,
];

/** Words too common to tie two hooks together. */
const HOOK_COMMON = new Set(
  'the a an of to and in on at for with by from is was has have had it its his her their them they he she who that this party asks wants needs would will find out before asked around someone anyone looking grateful counting hopes begs pay learn whoever what why how if can could'.split(
    ' ',
  ),
);

/** Two hook descriptions on the same situation, or sharing two runs of four words that are not glue. */
function sameSituation(a: string, b: string): boolean {
  if (SITUATIONS.some((re) => re.test(a) && re.test(b))) return true;
  const left = hookRuns(a);
  let shared = 0;
  for (const run of hookRuns(b)) if (left.has(run) && ++shared >= 2) return true;
  return false;
}

/** The runs of four words of a hook that carry at least two words that are not glue. */
function hookRuns(text: string): Set<string> {
  const words = text
    .toLowerCase()
    .split(/[^a-z’'-]+/)
    .filter(Boolean);
  const out = new Set<string>();
  for (let i = 0; i + 4 <= words.length; i++) {
    let content = 0;
    for (let j = i; j < i + 4; j++) if (!HOOK_COMMON.has(words[j] as string)) content++;
    if (content >= 2) out.add(`${words[i]} ${words[i + 1]} ${words[i + 2]} ${words[i + 3]}`);
  }
  return out;
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
  // Drawn through the world, keyed by the shape of the hook's titles (how many, and their first words where they
  // name no one), so one account's NPCs that share a hook do not share its title too.
  const key = `npc_title_${options.map((t) => (names.test(t) ? 'n' : t.split(' ')[0])).join('_')}`;
  if (named.length > 0) return worldItem(rng, key, options, named);
  const owned = first ? options.map((t) => ownedTitle(t, first)).filter((t): t is string => Boolean(t)) : [];
  return owned.length > 0 && rng.chance(0.9) ? rng.pick(owned) : rng.pick(options);
}

/** A title's last word that ends a clause or a participle, not a noun ('Left Behind', 'Set Free'). */
const CLAUSE_END =
  /\b(?:Behind|Free|Away|Out|Back|Down|Up|Again|Gone|Over|Off|Through|Alone|Home|Here|There|Now|Late|Missing|Dead|Alive|Loose|Lost|Found|Open|Shut|Twice|Returns?|Came|Comes|Knows?|Waits?|Woke|Wakes|Fell|Falls|Burns?|Burned|Ran|Runs|Left|Stays?|Sank|Sinks|Rises?|Rose|See|Talks|Speaks|Stops?|Well)$/;

/** A bare title that reads as a noun phrase: no question word, no leading verb or participle, no clause ending. */
function nounTitle(title: string): boolean {
  const [head = ''] = title.split(' ');
  if (
    /^(?:What|Who|Whose|Where|When|Why|How|Whatever|Never|No|Not|Too|All|Once|Under|Over|Beyond|Behind|After|Before|Into|Out|Down|Up|Off|In|On|At|By|From|For|With|To|Left|Found|Lost|Gone|Taken|Stolen|Missing|Buried|Sold|Made|Set|Bring|Find|Keep|Save|Stop|Help|Get|Crying|Someone|Somebody|Nobody)$/.test(
      head,
    )
  )
    return false;
  if (/^\p{Lu}\p{Ll}+(?:ed)$/u.test(head) && title.split(' ').length > 1) return false;
  return !CLAUSE_END.test(title);
}

/** 'The Silent Bell' and 'A Ransom Note' made the NPC's own, and a bare 'Cold Iron'; never 'Found in the Hold'. */
function ownedTitle(title: string, first: string): string | undefined {
  if (/’/.test(title)) return undefined;
  // 'The Last Passenger of the Merry Widow' is already someone's: 'Edric’s Last Passenger of…' reads as a slip.
  if (/ of /.test(title)) return undefined;
  const article = /^(?:The|An?) ([\p{Lu}].*)$/u.exec(title);
  const rest = article ? article[1]! : title;
  // Only a noun phrase takes a possessive: never a clause or a participle ('What Floated Free', 'Left Behind').
  if (!article && !nounTitle(rest)) return undefined;
  if (article && CLAUSE_END.test(rest)) return undefined;
  if (article) return `${first}’s ${rest}`;
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

/** Characters of text (every section, included or not) past which a sheet keeps only three hooks. */
const SHEET_BUDGET = 2600;

/**
 * A long draft keeps three hooks: a fourth would push the sheet a few lines onto a second page (npc-pdf.test.ts).
 * The whole draft is measured, whatever the include flags say, so that switching a section off changes no other.
 */
function fitHooks(draft: NpcDraft): NpcDraft {
  const text = (items: readonly string[]) => items.reduce((n, t) => n + t.length, 0);
  const rest =
    draft.appearance.length +
    draft.personality.length +
    draft.backstory.length +
    text(draft.traits) +
    text(draft.mannerisms) +
    text(draft.motivations) +
    text(draft.secrets) +
    text(draft.flaws);
  const hooks = [...draft.plotHooks];
  while (hooks.length > 3 && rest + length(hooks) > SHEET_BUDGET) hooks.pop();
  return hooks.length === draft.plotHooks.length ? draft : { ...draft, plotHooks: hooks };
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
const PRECIOUS =
  /\b(?:silver|gold|golden|gilt|gilded|jewell?ed|jewels?|gems?|gemstones?|pearls?|rub(?:y|ies)|emeralds?|sapphires?|diamonds?|ivory|jade|amethysts?|opals?|circlet|tiara|diadem|coronet|crown|signet|silk|velvet|ermine)\b/i;

/**
 * A typed worn valuable on a poor NPC ('a silver circlet' on a rat-catcher) is explained, tied to their kin where it
 * can be: a game master's word should touch the story, not sit beside it. Its own stream: nothing else changes.
 */
export function valuableReason(record: NpcRecord, typed: string | undefined, rng: Rng): string {
  if (!typed || (record.socialClass !== 'lower' && record.socialClass !== 'working')) return '';
  const phrase = typed
    .split(/[,;]|\band\b/)
    .map((p) => p.trim())
    .find((p) => PRECIOUS.test(p));
  if (!phrase) return '';
  const item = phrase
    .replace(/^(?:wears|has|carries|bears|keeps)\s+/i, '')
    .replace(/^(?:an?|the|one|his|her|their)\s+/i, '')
    .replace(/[.!]+$/, '');
  if (!item || /\b(?:hair|eyes?|skin|tooth|teeth|beard|scale)\b/i.test(item)) return '';
  const { npc } = record;
  const p = npc.pronouns;
  const They = capitalize(p.subject);
  const v = (verb: string) => agree(verb, p);
  const relative = record.ctx.get('relative') as { first?: string } | undefined;
  const relation = record.ctx.get('relation');
  const kin =
    relative?.first && typeof relation === 'string' ? `${p.possessive} ${relation} ${relative.first}` : '';
  const child = record.ageCategory === 'child';
  const reasons = [
    ...(kin
      ? [
          `the last thing ${kin} gave ${p.object}, and ${p.subject} will not sell it however lean the winter`,
          `a gift from ${kin}, worth more than everything else ${p.subject} ${v('owns')} put together`,
        ]
      : []),
    `a find, not a purchase, and ${p.subject} ${v('has')} never quite dared ask whose it was`,
    ...(child
      ? [`a treasure ${p.subject} ${v('is')} sure no grown-up knows the worth of`]
      : [
          `winnings from a traveller too drunk to count the dice, and ${p.subject} half ${v('expects')} someone to come asking for it`,
          `a thing pawned twice and redeemed twice, each time at a price ${p.subject} could not afford`,
          `payment for a job ${p.subject} ${v('does')} not talk about`,
        ]),
  ];
  const reason = rng.pick(reasons);
  return rng.pick([
    `The ${item} is ${reason}.`,
    `On ${npc.first}, the ${item} looks borrowed; it is ${reason}.`,
    `${They} ${v('is')} not rich, and the ${item} is no sign of it: it is ${reason}.`,
  ]);
}

function weaveFeatures(extras: readonly string[], npc: Person): string {
  return extras.map((extra) => extraSentence(extra, npc.first, npc.pronouns)).join(' ');
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
