// The procedural town writer: request + seed -> a complete town, deterministic, offline and in about a
// millisecond. It decides first (text/record.ts), writes each section from the record, then checks the finished
// town against itself (text/agreement.ts) and rewrites or repairs whatever clashes.

import type { TownData, TownRequest } from '../../../shared/kinds/town.js';
import {
  capitalize,
  listJoin,
  numberWords,
  tidy as tidyText,
  titleCase,
  withArticle,
} from '../../engine/english.js';
import { createRng, type Rng } from '../../engine/rng.js';
import { worldChoice } from '../../engine/world-pick.js';
import type { WriteOptions } from '../../pipeline/kind.js';
import { type Clash, checkTown, repairTown, type Section } from './text/agreement.js';
import { readTownSetting } from './text/context.js';
import { CLAIMS } from './text/lore.js';
import type { TownPerson } from './text/people.js';
import { buildRecord, type EstablishmentRecord, type FactRecord, type TownRecord } from './text/record.js';
import { limitName } from './text/refer.js';
import { type Relation, sameBlood, skillOf } from './text/relations.js';
import { withCommas } from './text/scale.js';
import { locationClause, terrainPhrase } from './text/terrain.js';
import { creatureName } from './text/town-names.js';

type Titled = { title: string; description: string };

/** Anything `tidy` would change: odd whitespace, a space before punctuation, doubled marks, a small letter after a full stop. */
const UNTIDY =
  /[^\S ]| {2}|^ | $| [,.;:!?]|[,;:][,;:.!?]|\.\.|[!?]\.|[,;:](?=\S)(?!\d)|[.!?]["'’”)]?\s+["'‘“(]?[a-z\u00df-\u00ff]/;
/** A text whose first letter is small (checked apart: a pattern of Unicode classes is slow over long texts). */
const SMALL_START = /^[^\p{L}]*\p{Ll}/u;

/** `tidy`, skipped for the many short texts that are already tidy (the writer spends most of its time tidying). */
function tidy(text: string): string {
  return UNTIDY.test(text) || SMALL_START.test(text) ? tidyText(text) : text;
}

/**
 * Writes a town. Every section is generated (so switching an include flag off never changes the others) and
 * excluded sections are then emptied, never filled. Each section draws from its own stream of the seed.
 */
export function generateTown(request: TownRequest, seed: number, options: WriteOptions = {}): TownData {
  const root = createRng(seed >>> 0, 'town', options.reroll);
  const setting = readTownSetting(options.context);
  const record = buildRecord(request, root, setting);
  const writers: Record<Section, (rng: Rng) => Partial<TownData>> = {
    description: (rng) => ({ description: writeDescription(record, rng) }),
    features: (rng) => ({ notableFeatures: writeFeatures(record, rng) }),
    economy: (rng) => ({ localEconomy: writeEconomy(record, rng) }),
    leadership: (rng) => ({ leadership: writeLeadership(record, rng) }),
    people: (rng) => ({ keyNpcs: writePeople(record, rng) }),
    establishments: (rng) => ({ establishments: writeEstablishments(record, rng) }),
    factions: (rng) => ({
      factions: record.factions.map((f, i) => writeFaction(record, f, rng.fork(`${i}`))),
    }),
    religion: (rng) => ({
      religion: writeParagraph(record, ['#rel_main#', '#rel_second#', '#rel_practice#'], rng),
    }),
    culture: (rng) => ({
      culture: writeParagraph(record, ['#cul_people#', '#cul_custom#', '#cul_manner#'], rng),
    }),
    history: (rng) => ({ history: writeHistory(record, rng) }),
    rumours: (rng) => writeFacts(record, rng),
    threats: (rng) => ({ threats: writeThreats(record, rng) }),
    hooks: (rng) => ({ hooks: writeHooks(record, rng) }),
  };
  // Each section's stream as it has always been named, so a re-roll of one section keys only its own stream.
  const streams: Record<Section, string> = {
    description: 'description',
    features: 'features',
    economy: 'economy-text',
    leadership: 'leadership',
    people: 'npc',
    establishments: 'est',
    factions: 'faction',
    religion: 'religion',
    culture: 'culture',
    history: 'history',
    rumours: 'rumours',
    threats: 'threats',
    hooks: 'hooks',
  };
  let draft: TownData = {
    name: record.name,
    nickname: record.nickname,
    size: record.size,
    population: record.population,
    terrain: record.terrain.label.slice(0, 100),
    location: record.location.slice(0, 200),
    description: '',
    notableFeatures: [],
    economyType: record.economy,
    localEconomy: '',
    governmentType: record.government,
    leadership: '',
    factions: [],
    religion: '',
    culture: '',
    history: '',
    establishments: [],
    keyNpcs: [],
    hooks: [],
    threats: [],
    rumors: [],
    secrets: [],
    tags: deriveTags(record),
    mapStyle: record.mapStyle,
    layout: record.layout,
  };
  for (const section of Object.keys(writers) as Section[]) {
    draft = { ...draft, ...writers[section](root.fork(streams[section])) };
    // The named spot of the country that threats and hooks stand on is one the description introduced: when the
    // description never named it, a landmark or a district stands in for it.
    if (section === 'description') {
      introduceSite(record, draft.description);
      record.ctx.bind('described', draft.description);
    }
  }
  // Check the town against itself; a section that clashes is written again from a fresh stream of its own, and
  // what still clashes after that is cut out.
  draft = referToPlace(draft, record);
  let clashes: Clash[] = checkTown(draft);
  for (let attempt = 1; attempt <= 2 && clashes.length > 0; attempt++) {
    const sections = new Set(clashes.map((c) => c.section));
    for (const section of sections) {
      draft = { ...draft, ...writers[section](root.fork(`${streams[section]}-redraw-${attempt}`)) };
    }
    // A rewritten description may no longer name the spot the threats and hooks stand on: they follow it.
    const site = String(record.ctx.get('site'));
    if (sections.has('description')) record.ctx.bind('described', draft.description);
    if (sections.has('description') && !draft.description.includes(site)) {
      introduceSite(record, draft.description);
      for (const section of ['threats', 'hooks'] as const) {
        draft = { ...draft, ...writers[section](root.fork(`${streams[section]}-redraw-${attempt}`)) };
      }
    }
    draft = referToPlace(draft, record);
    clashes = checkTown(draft);
  }
  const town = clashes.length > 0 ? repairTown(draft, clashes) : draft;
  return {
    ...town,
    factions: request.includeFactions ? town.factions : [],
    religion: request.includeReligion ? town.religion : '',
    history: request.includeHistory ? town.history : '',
    establishments: request.includeEstablishments ? town.establishments : [],
    keyNpcs: request.includeKeyNpcs ? town.keyNpcs : [],
    hooks: request.includeHooks ? town.hooks : [],
    threats: request.includeThreats ? town.threats : [],
    rumors: request.includeRumors ? town.rumors : [],
    secrets: request.includeSecrets ? town.secrets : [],
  };
}

/** Every paragraph names the town at most twice; after that it is 'the village', 'the city'. */
function referToPlace(town: TownData, record: TownRecord): TownData {
  // A plural faction takes a plural verb wherever it is the subject ('the Crimson Ferrets are said to be behind it').
  const plural = record.factions.filter((f) => f.plural).map((f) => f.name);
  const agree = (text: string) => {
    let out = text;
    for (const n of plural) out = agreePlural(out, n);
    return out;
  };
  const limit = (text: string) => agree(limitName(text, record.name, record.placeNoun));
  return {
    ...town,
    description: limit(town.description),
    localEconomy: limit(town.localEconomy),
    leadership: limit(town.leadership),
    religion: limit(town.religion),
    culture: limit(town.culture),
    history: limit(town.history),
    establishments: town.establishments.map((e) => ({ ...e, description: limit(e.description) })),
    keyNpcs: town.keyNpcs.map((n) => ({ ...n, description: limit(n.description) })),
    hooks: town.hooks.map((h) => ({ ...h, description: limit(h.description) })),
    threats: town.threats.map((h) => ({ ...h, description: limit(h.description) })),
    factions: plural.length > 0 ? town.factions.map(agree) : town.factions,
  };
}

function introduceSite(record: TownRecord, description: string): void {
  const site = String(record.ctx.get('site'));
  if (description.includes(site)) return;
  const stand = record.landmarks.find((l) => l.outside) ?? record.landmarks[0];
  record.ctx.bind('site', stand ? stand.name : record.districts[record.districts.length - 1]!.name);
}

function writeParagraph(record: TownRecord, templates: readonly string[], rng: Rng): string {
  return tidy(templates.map((t) => record.ctx.expand(t, rng)).join(' '));
}

function districtOf(record: TownRecord, type: string): string {
  return (record.districts.find((d) => d.type === type) ?? record.districts[0]!).name;
}

function populationPhrase(record: TownRecord, rng: Rng): string {
  const n = record.population;
  const words = numberWords(n);
  // Through the world memory, so one account's towns do not all count their people the same way ('N people at the
  // last reckoning' in eight villages of one account).
  const phrases =
    record.size === 'hamlet'
      ? [
          `${words} souls`,
          `${words} people`,
          `${words} people, children included`,
          `${words} souls at the last count`,
          `${words} people in all`,
          `${words} souls, not counting the dogs`,
        ]
      : record.size === 'village'
        ? [
            `some ${words} people`,
            `about ${words} souls`,
            `${words} people, give or take`,
            `${words} souls by the priest’s count`,
            `about ${words} people at the last reckoning`,
            `${withCommas(n)} people or thereabouts`,
            `${words} souls on the parish roll`,
            `${words} souls, babies and all`,
          ]
        : [
            `about ${withCommas(n)} people`,
            `some ${withCommas(n)} souls`,
            `${withCommas(n)} people or so`,
            `${withCommas(n)} people by the last tax roll`,
            `${withCommas(n)} souls, give or take`,
            `${withCommas(n)} inhabitants`,
            `${withCommas(n)} people at the last count`,
          ];
  const chosen = worldChoice(
    rng,
    `town_population_${record.size === 'hamlet' || record.size === 'village' ? record.size : 'town'}`,
    phrases.map((text, i) => ({ text, key: `pop${i}` })),
    (p) => p.key,
  ).text;
  // 'about a hundred and forty', never 'some a hundred and forty'.
  return chosen.replace(/^some (a|an) /, 'about $1 ');
}

const SIDES = ['north', 'east', 'south', 'west'] as const;
const OPPOSITE: Record<string, string> = {
  north: 'south',
  south: 'north',
  east: 'west',
  west: 'east',
  centre: 'centre',
};

/**
 * 'a city on a rocky coast' as typed, in a frame the account has not met: five cities on one rocky coast opened with
 * the same six words (blind read). The clause itself is kept whole, as the game master typed it.
 */
function clauseKind(rng: Rng, noun: string, clause: string): string {
  const frames = [
    (n: string) => `${withArticle(n)} ${clause}`,
    (n: string) => `${withArticle(n)} built ${clause}`,
    (n: string) => `${withArticle(n)} set ${clause}`,
    (n: string) => `${withArticle(n)} that grew up ${clause}`,
    (n: string) => `${withArticle(n)} founded ${clause}`,
  ].map((write, i) => ({ write, key: `kind${i}` }));
  return worldChoice(rng, 'town_clause_kind', frames, (f) => f.key).write(noun);
}

/** Country a town stands 'in' as well as 'of': the last word of the terrain. */
const IN_COUNTRY =
  /\b(farmland|valley|mountains|hills|moorland|heathland|fenland|fens|forest|woods|woodland|clearing|plains|gorge|ruins|country|lowlands|highlands|downs|dales?|marshes|wetlands|jungle|badlands|steppes?)$/i;

/** The opening sentence: name, nickname, size and terrain as typed, population, and the location as typed. */
function opening(record: TownRecord, rng: Rng): string {
  const { ctx, name } = record;
  const phrase = terrainPhrase(record.terrain.label);
  const noun = record.size;
  // 'a large desert town', not 'a desert large town'.
  const sized =
    /^(large|small) /.test(noun) && phrase.adjective
      ? noun.replace(/^(\w+) /, `$1 ${phrase.adjective} `)
      : '';
  // 'a town at a crossroads in the hills', not 'a town of the hills at a crossroads in the hills'.
  const label = record.terrain.label.toLowerCase();
  // 'a town built on a lake shore on the shore of Lake Morrow': a location that names the terrain's own head noun
  // ('shore', 'valley', 'pass') already says it.
  const head =
    label
      .replace(/[^a-z\s-]/g, '')
      .trim()
      .split(/\s+/)
      .pop() ?? '';
  const echoed =
    label.length > 3 &&
    (new RegExp(`\\b${label.replace(/[^a-z\s-]/g, '')}\\b`).test(record.location.toLowerCase()) ||
      (/^(shore|shores|lakeshore|coast|coastline|banks?|strand)$/.test(head) &&
        new RegExp(`\\b${head}\\b`).test(record.location.toLowerCase())));
  // A typed proper name ('Lake Morrow', 'the Wyrmtooth Pass') says where, not what kind of country: 'a town on the
  // shore of Lake Morrow', never 'a town of the Lake Morrow'.
  const properTerrain =
    record.terrain.given && /^(the )?\p{Lu}/u.test(record.terrain.label) && !phrase.adjective;
  const kind = echoed
    ? withArticle(noun)
    : properTerrain
      ? `${withArticle(noun)} ${locationClause(record.terrain.label)}`
      : /^underground$/i.test(record.terrain.label.trim())
        ? withArticle(`underground ${noun}`)
        : // 'a town in the underground caverns', not 'of the underground caverns'.
          record.terrain.underground && phrase.of
          ? `${withArticle(noun)} ${phrase.of.replace(/^the /, 'in the ')}`
          : phrase.adjective
            ? withArticle(sized || `${phrase.adjective} ${noun}`)
            : phrase.of
              ? // 'a town of the rolling farmland' opened three towns of one account: 'in' where the country is one a
                // town stands in ('in the river valley', never 'in the lakeshore'), as the account has met.
                `${withArticle(noun)} ${IN_COUNTRY.test(phrase.of) ? worldChoice(rng, 'town_kind_of', [{ w: 'of' }, { w: 'in' }], (p) => p.w).w : 'of'} ${phrase.of}`
              : clauseKind(rng, noun, phrase.clause ?? '');
  const loc = locationClause(record.location);
  const pop = populationPhrase(record, rng);
  // 'Some 140 souls', 'About a hundred and forty souls' (never 'Some a hundred').
  const bare = pop.replace(/^(some|about) /, '');
  const who = ctx.expandSymbol('nick_who', rng);
  const verb = ctx.expandSymbol('nick_verb', rng);
  const nick = `‘${record.nickname}’`;
  const shapes = [
    `${name}, ${rng.pick(['called', 'known as', 'nicknamed'])} ${nick} by ${who}, is ${kind}, home to ${pop}, ${loc}.`,
    `${name} is ${kind}, ${loc}, with ${pop}; ${who} ${verb} ${nick}.`,
    `${/^an? /.test(bare) ? 'About' : 'Some'} ${bare}${/, /.test(bare) ? ',' : ''} live in ${name}, ${kind} ${loc}, and ${who} ${verb} ${nick}.`,
    `${capitalize(loc)}, ${name} is ${kind} of ${pop.replace(/^some /, 'some ')}, and ${who} ${verb} ${nick}.`,
    `${capitalize(who)} ${verb} ${nick}, but the maps say ${name}: ${kind}, ${loc}, with ${pop}.`,
    `${name} has ${pop}; it is ${kind}, ${loc}, and ${who} ${verb} ${nick}.`,
    `${capitalize(kind)}, ${name} lies ${loc}; ${who} ${verb} ${nick}, and it has ${pop}.`,
    `${capitalize(loc)} lies ${name}, ${kind} with ${pop}, ${nick} to ${who}.`,
    `Travellers come upon ${name} ${loc}: ${kind}, home to ${pop}; ${who} ${verb} ${nick}.`,
    `${capitalize(kind)} ${loc}, ${name} counts ${pop}, and ${who} ${verb} ${nick}.`,
  ];
  // A kind phrase that already has 'of' reads badly before 'of <population>'.
  // Chosen as the grammar chooses, so an account's towns do not all open the same way (decision 026).
  const allowed = shapes
    .map((text, i) => ({ text, key: `opening${i}` }))
    .filter((_s, i) => i !== 3 || (!/ of /.test(kind) && !phrase.clause));
  return worldChoice(rng, 'town_opening', allowed, (s) => s.key).text;
}

function writeDescription(record: TownRecord, rng: Rng): string {
  const { ctx, layout } = record;
  ctx.bind('bridges', layout.bridges === 1 ? 'a single bridge' : `${numberWords(layout.bridges)} bridges`);
  ctx.bind('bridgesN', numberWords(layout.bridges));
  ctx.bind('gates', numberWords(layout.gates));
  ctx.bind('towers', numberWords(layout.gates * 2 + rng.int(2, 8)));
  ctx.bind('docks', districtOf(record, 'docks'));
  ctx.bind('castleWard', districtOf(record, 'castle'));
  ctx.bind('market', districtOf(record, 'market'));
  const side = layout.shore?.side === 'centre' ? rng.pick(SIDES) : (layout.shore?.side ?? 'east');
  ctx.bind('side', side);
  ctx.bind('away_side', OPPOSITE[side]!);
  const from = layout.river?.from === 'centre' ? rng.pick(SIDES) : (layout.river?.from ?? 'north');
  ctx.bind('from', from);
  ctx.bind('away', OPPOSITE[from]!);
  // 'The city is enclosed…', 'The city does its buying…', 'The city spills…': a paragraph opens at most twice on
  // the place itself (blind read: the town opening sentence after sentence). A line that would be the third is
  // written again from the same list while it has another.
  const opensOnPlace = new RegExp(`^The ${String(ctx.get('place'))}\\b`);
  let opened = 0;
  const say = (symbol: string): string => {
    let text = ctx.expandSymbol(symbol, rng);
    for (let i = 0; i < 3 && opened >= 2 && opensOnPlace.test(text) && ctx.hasFreshAlternative(symbol); i++)
      text = ctx.expandSymbol(symbol, rng);
    if (opensOnPlace.test(text)) opened++;
    return text;
  };
  const parts = [opening(record, rng)];
  if (layout.river && layout.water === 'river') parts.push(sayRiver(say('desc_river'), layout.river.name));
  if (layout.shore) parts.push(say('desc_shore'));
  if (layout.river && layout.water !== 'river') {
    parts.push(sayRiver(say('desc_mouth'), layout.river.name));
    parts.push(say('desc_mouth_cross'));
  }
  if (layout.water === 'none') parts.push(say('desc_dry'));
  if (layout.harbour) parts.push(say('desc_harbour'));
  if (layout.walls !== 'none') parts.push(say('desc_walls'));
  else parts.push(say('desc_open'));
  if (layout.castle) parts.push(say('desc_castle'));
  if (layout.marketSquare) parts.push(say('desc_market'));
  if (layout.suburbs) parts.push(say('desc_suburbs'));
  if (record.districts.length > 1) {
    ctx.bind('districtCount', numberWords(record.districts.length));
    ctx.bind('districtList', listJoin(record.districts.map((d) => d.name)));
    parts.push(say('desc_districts'));
  }
  if (layout.streets.length > 0) {
    ctx.bind('street', layout.streets[0]!);
    ctx.bind('street2', layout.streets[1] ?? layout.streets[0]!);
    ctx.tags.delete('two-streets');
    if (layout.streets.length > 1) ctx.tags.add('two-streets');
    // Only a street named for a trade can be 'named for a trade long gone from it'.
    ctx.tags.delete('street-trade');
    if (
      /(Tanner|Cooper|Weaver|Potter|Chandler|Smith|Baker|Butcher|Miller|Dyer|Rope|Salt|Wool|Tallow|Fish|Cloth|Cutler|Draper|Mercer|Glover|Horse|Malt|Hay)/.test(
        layout.streets[0]!,
      )
    )
      ctx.tags.add('street-trade');
    parts.push(say('desc_streets'));
  }
  parts.push(...landmarkSentences(record, rng));
  // Every feature the game master typed is written; of the seed's own, the first two.
  const typed = record.terrain.typedLandscape;
  const land = layout.landscape.filter(
    (f) =>
      typed.includes(f) ||
      ((f !== 'road' || layout.landscape.length === 1) &&
        !(f === 'snow' && layout.landscape.includes('mountains'))),
  );
  // Ruins are always described when they are there: the threats and hooks may send the party into them.
  const untyped = land.filter((f) => !typed.includes(f));
  const chosen = [
    ...land.filter((f) => typed.includes(f)),
    ...untyped.filter((f) => f === 'ruins'),
    ...untyped.filter((f) => f !== 'ruins').slice(0, 2),
  ];
  for (const feature of chosen.slice(0, Math.max(2, typed.length) + (untyped.includes('ruins') ? 1 : 0))) {
    if (feature === 'snow' && layout.landscape.includes('mountains') && !typed.includes('snow')) continue;
    if (!ctx.hasFreshAlternative(`land_${feature}`)) continue;
    parts.push(say(`land_${feature}`));
  }
  return tidy(parts.join(' '));
}

/** A river's sentence says 'river': 'The Iskent meanders...' reads 'The Iskent river meanders...' the first time. */
function sayRiver(line: string, name: string): string {
  if (/\briver\b/i.test(line)) return line;
  const bare = name.replace(/^the /i, '');
  const at = line.indexOf(bare);
  // 'The river Lathock divides the village', not 'The Lathock river'.
  return at < 0 ? line : `${line.slice(0, at)}river ${line.slice(at)}`;
}

const KIND_WORDS =
  /\b(tower|belfry|bell|beacon|light|lighthouse|mill|windmill|watermill|shrine|stones|sisters|maidens|fiddlers|ring|giant|horse|hound|stag|dragon|woman|man|serpent|oak|yew|ash|elm|thorn|lime|tree|statue|rider|queen|drover|saint|soldier|maiden|lion|well|spring|fountain|gallows|gibbet|bridge|barrow|tomb|howe|cairn|column|obelisk|arch|cross|stone|chapel|keep|hall|priory|watch|figure)\b/i;

function landmarkSentences(record: TownRecord, rng: Rng): string[] {
  const { ctx } = record;
  const out: string[] = [];
  const full = record.landmarks.slice(0, 3);
  for (const lm of full) {
    const tags = [
      `lm-${lm.kind.replace(/ /g, '-')}`,
      lm.outside ? 'lm-out' : 'lm-in',
      ...(lm.where === 'centre' ? ['lm-centre'] : []),
    ];
    for (const t of tags) ctx.tags.add(t);
    ctx.bind('lm', {
      name: lm.name,
      where: lm.where === 'centre' ? rng.pick(SIDES) : lm.where,
      district: lm.district ?? record.districts[0]!.name,
    });
    // A name that says what it is ('the Bell Tower') is not followed by 'a bell tower'.
    ctx.bind('lm_kind', ctx.expandSymbol(`lm_kind__${lm.kind.replace(/ /g, '-')}`, rng));
    const named = KIND_WORDS.test(lm.name);
    let line = ctx.expandSymbol(named ? 'desc_landmark_named' : 'desc_landmark', rng);
    // 'the Beacon Towers stand', not 'stands': a plural name takes a plural verb.
    if (/[^s’]s$/.test(lm.name) && line.startsWith(capitalize(lm.name))) {
      const rest = line
        .slice(lm.name.length)
        .replace(
          /^(,[^,]+,)? (stands|rises|is|can|sits|lies|has) /,
          (_m, aside: string | undefined, verb: string) => {
            const plural =
              {
                stands: 'stand',
                rises: 'rise',
                is: 'are',
                can: 'can',
                sits: 'sit',
                lies: 'lie',
                has: 'have',
              }[verb] ?? verb;
            return `${aside ?? ''} ${plural} `;
          },
        );
      line = `${capitalize(lm.name)}${rest}`;
    }
    out.push(line);
    for (const t of tags) ctx.tags.delete(t);
  }
  const rest = record.landmarks.slice(3).map((l) => l.name);
  if (rest.length > 0) {
    const plural = rest.length > 1;
    ctx.bind('sights', listJoin(rest));
    ctx.tags.delete('lm-many');
    if (plural) ctx.tags.add('lm-many');
    out.push(ctx.expandSymbol('desc_more_landmarks', rng));
  }
  return out;
}

function writeFeatures(record: TownRecord, rng: Rng): string[] {
  const { ctx, layout } = record;
  const out: string[] = [ctx.expandSymbol(`feat_econ__${record.economy}`, rng)];
  for (const lm of record.landmarks.slice(0, 2)) out.push(capitalize(lm.name));
  if (layout.castle) out.push(`The castle above ${districtOf(record, 'castle')}`);
  if (layout.walls === 'stone') out.push(`Stone walls and ${numberWords(layout.gates)} gates`);
  // Five words: 'The palisade and its three gates' was a run shared by six towns of one account.
  if (layout.walls === 'palisade') out.push(`A palisade and ${numberWords(layout.gates)} gates`);
  if (layout.bridges > 0) {
    const over =
      layout.water === 'island'
        ? layout.bridges === 1
          ? 'to the shore'
          : rng.pick([
              'between the islets and the shore',
              'over the island channels',
              'linking the islets to the land',
            ])
        : `over ${layout.river?.name ?? record.waterName}`;
    out.push(
      `${capitalize(layout.bridges === 1 ? 'a single bridge' : `${numberWords(layout.bridges)} bridges`)} ${over}`,
    );
  }
  if (layout.harbour) out.push(`The harbour in ${districtOf(record, 'docks')}`);
  // Five words at most, so the line every market town shows is never a phrase a reader counts.
  if (layout.marketSquare) out.push(`The market in ${districtOf(record, 'market')}`);
  const want = rng.int(record.profile.features[0], record.profile.features[1]);
  const head = [out[0]!, ...rng.shuffle(out.slice(1)).slice(0, Math.max(0, want - 2))];
  while (head.length < want && ctx.hasFreshAlternative('feat_any'))
    head.push(ctx.expandSymbol('feat_any', rng));
  return head.map((f) => tidy(capitalize(f)));
}

function writeEconomy(record: TownRecord, rng: Rng): string {
  const { ctx } = record;
  const est = record.establishments[1] ?? record.establishments[0]!;
  ctx.bind('est', est.name);
  ctx.bind('owner', est.owner);
  ctx.bind('district', est.district);
  ctx.bind('fac', record.factions[0]?.name ?? 'the old families');
  const parts = [ctx.expandSymbol(`econ_main__${record.economy}`, rng)];
  if (record.request.includeEstablishments) parts.push(ctx.expandSymbol('econ_place', rng));
  parts.push(ctx.expandSymbol('econ_trouble', rng));
  return tidy(parts.join(' '));
}

/** Places whose owner stands behind a counter: only there are petitions 'heard over the counter'. */
const PUBLIC = new Set(['inn', 'tavern', 'shop', 'apothecary', 'brewery', 'bathhouse', 'stables', 'market']);

function writeLeadership(record: TownRecord, rng: Rng): string {
  const { ctx, leader } = record;
  const rival = record.relations.find(
    (r) => (r.a === leader || r.b === leader) && ['feud', 'rivalry', 'grudge', 'suspicion'].includes(r.kind),
  );
  const other = rival ? (rival.a === leader ? rival.b : rival.a) : null;
  if (other) ctx.bind('rival', other);
  ctx.tags.delete('has-rival');
  if (other) ctx.tags.add('has-rival');
  ctx.bind('fac', record.factions[0]?.name ?? 'the old families');
  const parts = [
    ctx.expandSymbol(`lead_open__${record.government}`, rng),
    ctx.expandSymbol(`lead_method__${record.government}`, rng),
  ];
  // The seat a ruler governs from (a high priest's temple) is not a second business of theirs.
  const owned = record.establishments.find(
    (e) => e.owner === leader && !(e.type === 'temple' || e.type === 'academy' || e.type === 'barracks'),
  );
  if (owned) {
    ctx.bind('owned', owned.name);
    ctx.tags.delete('own-public');
    if (PUBLIC.has(owned.type)) ctx.tags.add('own-public');
    parts.push(ctx.expandSymbol('lead_owned', rng));
  }
  if (other || (record.factions.length > 0 && record.request.includeFactions)) {
    if (!record.request.includeFactions) ctx.tags.delete('has-fac');
    if (ctx.hasFreshAlternative('lead_tension')) parts.push(ctx.expandSymbol('lead_tension', rng));
    if (record.factions.length > 0) ctx.tags.add('has-fac');
  }
  ctx.tags.add('has-rival');
  return tidy(parts.join(' '));
}

/** Places that sell things a customer can taste or try. */
const GOODS_SOLD = new Set([
  'inn',
  'tavern',
  'shop',
  'alchemist',
  'apothecary',
  'brewery',
  'fish market',
  'smithy',
]);
const INSTITUTIONS = new Set([
  'temple',
  'barracks',
  'academy',
  'library',
  'granary',
  'hostel',
  'guildhall',
  'mine',
  'assay office',
  'armoury',
  'market',
]);
const LODGING = new Set(['inn', 'tavern', 'hostel', 'bathhouse']);
/** What kind of building each place is: a hall, an open market, a works, or a house with a shop or a taproom. */
const BUILDING: Record<string, string> = {
  temple: 'b-grand',
  barracks: 'b-grand',
  academy: 'b-grand',
  library: 'b-grand',
  guildhall: 'b-grand',
  theatre: 'b-grand',
  'counting-house': 'b-grand',
  'assay office': 'b-grand',
  armoury: 'b-grand',
  bathhouse: 'b-grand',
  hostel: 'b-grand',
  market: 'b-open',
  'fish market': 'b-open',
  mill: 'b-works',
  granary: 'b-works',
  boatyard: 'b-works',
  mine: 'b-works',
  warehouse: 'b-works',
  tannery: 'b-works',
  brewery: 'b-works',
  stables: 'b-works',
};

/** The facts each kind of tie is told with, drawn once so both people tell the same story. */
const TIE_FACTS: Record<Relation['kind'], readonly string[]> = {
  feud: ['cause'],
  debt: ['sum', 'why'],
  courtship: ['since', 'gift'],
  rivalry: ['prize'],
  friendship: ['bond'],
  confidant: ['matter'],
  mentor: ['taught'],
  kin: ['kinhabit'],
  blackmail: ['hold', 'price'],
  grudge: ['loss'],
  partners: ['thing'],
  suspicion: ['crime', 'where'],
};

const AGE_RANK: Record<TownPerson['age'], number> = { young: 0, adult: 1, 'middle-aged': 2, elderly: 3 };

/** How two kin are related, said the same from each side: 'cousins', or an aunt and her nephew. */
function kinFacts(a: TownPerson, b: TownPerson, rng: Rng): Record<string, string> {
  if (!sameBlood(a, b)) return { stage: 'marriage' };
  const gap = AGE_RANK[a.age] - AGE_RANK[b.age];
  const elderWord = (p: TownPerson) => (p.gender === 'female' ? 'aunt' : p.gender === 'male' ? 'uncle' : '');
  const youngerWord = (p: TownPerson) =>
    p.gender === 'female' ? 'niece' : p.gender === 'male' ? 'nephew' : '';
  if (Math.abs(gap) >= 2) {
    const [old, young] = gap > 0 ? [a, b] : [b, a];
    const o = elderWord(old);
    const y = youngerWord(young);
    if (o && y) {
      const kinone = gap > 0 ? o : y;
      const kinother = gap > 0 ? y : o;
      return { stage: 'blood', kinword: `${kinone} and ${kinother}`, kinone, kinother };
    }
  }
  const word = rng.pick(['cousin', 'cousin', 'second cousin']);
  return { stage: 'blood', kinword: `${word}s`, kinone: word, kinother: word };
}

/** The facts of each tie, decided once, so both people tell the same story from their own side. */
function relationFacts(record: TownRecord, rng: Rng): Map<Relation, Record<string, string>> {
  const { ctx } = record;
  const out = new Map<Relation, Record<string, string>>();
  record.relations.forEach((r, i) => {
    const r2 = rng.fork(`tie-${i}`);
    ctx.bind('a', r.a);
    ctx.bind('b', r.b);
    // A pair with the ruler in it does not compete for the ruler's ear.
    ctx.tags.delete('pair-leader');
    if (r.a === record.leader || r.b === record.leader) ctx.tags.add('pair-leader');
    const facts: Record<string, string> = {};
    for (const key of TIE_FACTS[r.kind]) facts[key] = ctx.expandSymbol(key, r2);
    if (r.kind === 'courtship') facts.stage = r2.pick(['open', 'hidden']);
    if (r.kind === 'kin') Object.assign(facts, kinFacts(r.a, r.b, r2));
    if (r.kind === 'mentor') {
      const est = record.establishments.find((e) => e.owner === r.a);
      facts.skill = r2.pick(skillOf(r.a, est?.type));
    }
    ctx.tags.delete('pair-leader');
    out.set(r, facts);
  });
  return out;
}

/** Years in a post, as words, that the person is old enough for. */
const YEARS_BY_AGE: Record<TownPerson['age'], readonly string[]> = {
  young: ['two', 'three', 'four'],
  adult: ['five', 'six', 'eight', 'ten', 'eleven'],
  'middle-aged': ['twelve', 'fifteen', 'eighteen', 'twenty', 'nine'],
  elderly: ['twenty-five', 'thirty', 'forty', 'twenty-two', 'thirty-odd'],
};

/** The grain a town's mill grinds: one for the whole town. */
function grainOf(record: TownRecord, rng: Rng): string {
  const land = record.layout.landscape as readonly string[];
  if (land.includes('jungle')) return 'rice';
  if (land.includes('desert')) return 'millet';
  if (land.includes('snow') || land.includes('glacier')) return rng.pick(['barley', 'rye', 'oats']);
  return rng.pick(['barley', 'wheat', 'rye', 'oats']);
}

/** What a key person does in the town, as a verb phrase after their name. */
function doingSymbol(
  record: TownRecord,
  p: TownPerson,
  est: EstablishmentRecord | undefined,
  fac: boolean,
): string {
  if (p.kind === 'leader') return `lead_vp__${record.government}`;
  if (est && est.type !== 'temple') return `own_vp__${est.type.replace(/ /g, '-')}`;
  if (p.kind === 'priest' || est?.type === 'temple' || /^priest/.test(p.role)) return 'priest_vp';
  if (p.kind === 'faction' && fac) return 'fac_vp';
  if (p.kind === 'extra' && p.extra) return `x_vp__${p.extra}`;
  return 'ctx_vp';
}

function writePeople(record: TownRecord, rng: Rng): TownData['keyNpcs'] {
  const { ctx } = record;
  ctx.bind('grain', grainOf(record, rng.fork('grain')));
  const ties = relationFacts(record, rng.fork('ties'));
  ctx.bind('inn', record.establishments[0]?.name ?? 'the inn');
  const temple = record.establishments.find((e) => e.type === 'temple');
  ctx.bind('templeWord', temple ? temple.type : record.deity.house);
  // No two people in one town share a trait or a want.
  const usedTraits = new Set<string>();
  return record.people.map((p) => {
    const prng = rng.fork(p.name);
    const est = record.establishments.find((e) => e.owner === p);
    const fac = record.factions.find((f) => f.leader === p);
    ctx.bind('p', p);
    // Whoever already sits on (or chairs) the council does not want a seat on it.
    ctx.tags.delete('p-seated');
    if (p === record.leader || /council|chair|alder|elder|speaker|seat|reeve|mayor/i.test(p.role ?? ''))
      ctx.tags.add('p-seated');
    ctx.bind('look', p.given?.look ? lowerLook(p.given.look) : (record.looks.get(p) ?? withArticle(p.race)));
    ctx.bind('yrs', prng.pick(YEARS_BY_AGE[p.age]));
    if (est) ctx.bind('est', { name: est.name, type: est.type });
    if (fac) ctx.bind('fac', { name: fac.name });
    ctx.bind('district', est?.district ?? prng.pick(record.districts).name);
    const symbol = doingSymbol(record, p, est, Boolean(fac));
    if (symbol === 'ctx_vp') ctx.bind('occupation', p.given?.occupation || p.role || 'neighbour');
    const doing = ctx.expandSymbol(symbol, prng);
    ctx.bind('doing', doing);
    // A look that names its owner is a sentence of its own after what they do here.
    const parts = p.given?.lookSaid
      ? [`${p.first} ${doing}.`, `${p.given.look}.`]
      : [ctx.expandSymbol('npc_intro', prng)];
    // A person is spoken of as he, she or they at least once (a look may need it: whose beard).
    const PRONOUN = new RegExp(
      `\\b(${p.pronouns.subject}|${p.pronouns.object}|${p.pronouns.possessive})\\b`,
      'i',
    );
    const unfit = (t: string) => usedTraits.has(t.slice(0, 24)) || !PRONOUN.test(`${parts.join(' ')} ${t}`);
    let trait = ctx.expandSymbol('npc_trait', prng);
    for (let i = 0; i < 6 && unfit(trait); i++) trait = ctx.expandSymbol('npc_trait', prng);
    usedTraits.add(trait.slice(0, 24));
    parts.push(trait);
    // One tie a person, told once, from the side of whoever the reader meets first: the other side saying it
    // again, mirrored, is the same fact read twice.
    const tie = record.relations.find((x) => x.a === p || x.b === p);
    const other = tie && (tie.a === p ? tie.b : tie.a);
    if (tie && record.people.indexOf(other!) > record.people.indexOf(p)) {
      ctx.bind('a', tie.a);
      ctx.bind('b', tie.b);
      for (const t of ['tie-open', 'tie-hidden', 'tie-blood', 'tie-marriage']) ctx.tags.delete(t);
      for (const [k, v] of Object.entries(ties.get(tie)!)) {
        if (k === 'stage') ctx.tags.add(`tie-${v}`);
        else ctx.bind(k, v);
      }
      parts.push(ctx.expandSymbol(`rel_${tie.kind}_${tie.a === p ? 'a' : 'b'}`, prng));
    } else if (!tie && prng.chance(0.7)) parts.push(ctx.expandSymbol('npc_want', prng));
    return { name: p.name, role: capitalize(p.role), description: tidy(parts.join(' ')) };
  });
}

function lowerLook(look: string): string {
  return look.replace(/^(A|An|The) /, (m) => m.toLowerCase());
}

function writeEstablishments(record: TownRecord, rng: Rng): TownData['establishments'] {
  const { ctx } = record;
  return record.establishments.map((e, i) => {
    const erng = rng.fork(`${i}`);
    ctx.bind('est', { name: e.name, type: e.type });
    ctx.bind('own', e.owner);
    ctx.bind('district', e.district);
    const type = e.type.replace(/ /g, '-');
    if (!INSTITUTIONS.has(e.type)) ctx.tags.add('est-public');
    const building = BUILDING[e.type] ?? 'b-house';
    ctx.tags.add(building);
    if (e.owner === record.leader) ctx.tags.add('own-leader');
    // The market square is in one district: only a building of that district stands on it.
    if (record.layout.marketSquare && e.district === districtOf(record, 'market'))
      ctx.tags.add('est-on-square');
    ctx.bind('est_does', ctx.expandSymbol(`est_does__${type}`, erng));
    ctx.bind('own_does', ctx.expandSymbol(`own_does__${type}`, erng));
    const text = ctx.expandSymbol('est_text', erng);
    let where = ctx.expandSymbol('est_where', erng);
    // The owner is named in every description; a type sentence that did not name them gets a second sentence.
    if (!text.includes(e.owner.first) && !where.includes(e.owner.first))
      where = `${where} ${e.owner.first} ${ctx.expandSymbol('own_habit', erng)}.`;
    ctx.tags.delete('est-public');
    ctx.tags.delete(building);
    ctx.tags.delete('own-leader');
    ctx.tags.delete('est-on-square');
    return {
      name: capitalize(e.name),
      type: e.type,
      description: tidy(`${text} ${where}`),
      owner: e.owner.name,
      district: e.district,
    };
  });
}

function writeFaction(record: TownRecord, faction: TownRecord['factions'][number], rng: Rng): string {
  const { ctx } = record;
  const others = record.people.filter((p) => p !== faction.leader);
  ctx.bind('other', (others.length > 0 ? rng.pick(others) : record.leader).name);
  ctx.bind('district', rng.pick(record.districts).name);
  const want = faction.aim ? `to ${faction.aim}` : ctx.expandSymbol(`want_${faction.kind}`, rng);
  return tidy(`${capitalize(faction.name)}: ${want}; led by ${faction.leader.name}.`);
}

function writeHistory(record: TownRecord, rng: Rng): string {
  const { ctx } = record;
  ctx.bind('fac', record.factions[0]?.name ?? 'the old families');
  if (!record.request.includeFactions) ctx.tags.delete('has-fac');
  const text = writeParagraph(record, ['#hist_found#', '#hist_event#', '#hist_now#'], rng);
  if (record.factions.length > 0) ctx.tags.add('has-fac');
  return text;
}

/** A long name as a title carries it: 'the Order of the Lantern Mask' -> 'the Lantern Mask'. */
function shortName(name: string): string {
  return name.replace(
    /^the (Order|Circle|Brotherhood|Fellowship|Society|Worshipful Company|Honourable Society|Company|Hall) of (the )?/i,
    'the ',
  );
}

/** Claims a reader meets too often at their full weight. */
const CLAIM_WEIGHT: Record<string, number> = { guest: 0.25, failing: 0.5 };

function bindFact(record: TownRecord, fact: FactRecord, rng: Rng): string {
  const { ctx } = record;
  ctx.bind('subj', fact.subject);
  ctx.bind('subjShort', shortName(fact.subject));
  ctx.bind('lead', fact.lead);
  ctx.bind('other', fact.other);
  ctx.bind('subj_they', fact.lead.pronouns.subject);
  ctx.bind('subj_them', fact.lead.pronouns.object);
  ctx.bind('subj_their', fact.lead.pronouns.possessive);
  ctx.bind(
    'district',
    record.establishments.find((e) => e.name === fact.subject)?.district ?? record.districts[0]!.name,
  );
  for (const t of ['sub-est', 'sub-fac', 'sub-person', 'sub-lodging', 'sub-goods', 'sub-item'])
    ctx.tags.delete(t);
  ctx.tags.add(`sub-${fact.kind}`);
  // A rumour is 'started' by someone only where the record gives them a grudge against its subject: the false
  // tale with a named spreader is one reading among many, not the shape of every false rumour.
  ctx.tags.delete('hostile-pair');
  if (
    record.relations.some(
      (r) =>
        ((r.a === fact.lead && r.b === fact.other) || (r.a === fact.other && r.b === fact.lead)) &&
        (r.kind === 'feud' || r.kind === 'rivalry' || r.kind === 'grudge'),
    )
  )
    ctx.tags.add('hostile-pair');
  const est = record.establishments.find((e) => e.name === fact.subject);
  if (est && LODGING.has(est.type)) ctx.tags.add('sub-lodging');
  if (est && GOODS_SOLD.has(est.type)) ctx.tags.add('sub-goods');
  // The vanished guest belongs to an inn on a road that strangers travel, and not to every one of those.
  const inn = est?.type === 'inn' || est?.type === 'hostel';
  const travelled = ctx.tags.has('road') || ctx.tags.has('crossroads');
  // ... and to a keeper somebody already has a hold on (a debt, blackmail, a suspicion): the guest is why.
  const held = record.relations.some(
    (r) => r.b === fact.lead && (r.kind === 'blackmail' || r.kind === 'suspicion' || r.kind === 'debt'),
  );
  const claims = CLAIMS[fact.kind].filter((c) => {
    if (c.id === 'guest' && !(inn && travelled && held && fact.truth)) return false;
    if (!c.tags) return true;
    return c.tags.startsWith('!') ? !ctx.tags.has(c.tags.slice(1)) : ctx.tags.has(c.tags);
  });
  // Drawn as the grammar draws: a claim the account has read (the hoard under the floor) waits its turn.
  // The vanished guest is a stock tale: it comes up seldom, however many inns the account holds.
  return worldChoice(
    rng,
    `town_claim_${fact.kind}`,
    claims,
    (c) => c.id,
    (c) => CLAIM_WEIGHT[c.id] ?? 1,
  ).id;
}

function writeFacts(record: TownRecord, rng: Rng): { rumors: string[]; secrets: string[] } {
  const { ctx } = record;
  const rumors: string[] = [];
  const secrets: string[] = [];
  const secretCount = rng.int(record.profile.secrets[0], record.profile.secrets[1]);
  const usedClaims = new Set<string>();
  ctx.bind('inn', record.establishments[0]?.name ?? 'the inn');
  // A verdict opens at most one secret of a town, and only some: a list of secrets that each open 'All true.' or
  // 'It is true:' reads as a table. The rest say what is so in their own words, which already tell true from false.
  let verdicts = rng.chance(0.6) ? 1 : 0;
  const proper = [
    ...record.people.map((p) => p.name),
    ...record.people.map((p) => p.first),
    ...record.establishments.map((e) => e.name),
    ...record.factions.map((f) => f.name),
  ].filter((n) => /^\p{Lu}/u.test(n));
  for (const fact of record.facts) {
    let claim = bindFact(record, fact, rng);
    for (let i = 0; i < 4 && usedClaims.has(claim); i++) claim = bindFact(record, fact, rng);
    usedClaims.add(claim);
    const opener = ctx.expandSymbol('rumour_open', rng);
    let body = ctx.expandSymbol(`fact_${claim}_r`, rng);
    if (fact.kind === 'fac' && record.factions.find((f) => f.name === fact.subject)?.plural)
      body = agreePlural(body, fact.subject);
    rumors.push(tidy(`${opener} ${body}.`));
    if (secrets.length < secretCount) {
      const head =
        verdicts > 0 && rng.chance(0.45)
          ? ctx.expandSymbol(fact.truth ? 'secret_true' : 'secret_false', rng)
          : '';
      if (head) verdicts--;
      let text = ctx.expandSymbol(`fact_${claim}_${fact.truth ? 't' : 'f'}`, rng);
      if (rng.chance(0.75) && /\.$/.test(text)) {
        const coda = ctx.expandSymbol(fact.truth ? 'secret_coda_t' : 'secret_coda_f', rng);
        text = `${text.slice(0, -1)}${text.includes(';') ? ', and' : ';'} ${coda}.`;
      }
      if (fact.kind === 'fac' && record.factions.find((f) => f.name === fact.subject)?.plural)
        text = agreePlural(text, fact.subject);
      // A secret that begins with a name keeps its capital after the colon; 'Under the forge' does not.
      const named =
        proper.some((n) => text.startsWith(n)) ||
        !/^(The|A|An|Under|Nothing|Nobody|No|Someone|Something|Every|What|Only|There|It|This|That|Behind|Beneath|Both|Most|All)\b/.test(
          text,
        );
      const joined = !head
        ? text
        : head.endsWith(':') && !named
          ? `${head} ${text[0]!.toLowerCase()}${text.slice(1)}`
          : `${head} ${text}`;
      secrets.push(tidy(joined));
    }
  }
  return { rumors, secrets };
}

const PLURAL_VERB: Record<string, string> = {
  is: 'are',
  has: 'have',
  was: 'were',
  does: 'do',
  keeps: 'keep',
  means: 'mean',
  pays: 'pay',
  owns: 'own',
  leaks: 'leak',
};

/** 'the Sable Moths is' -> 'the Sable Moths are', where the name opens a clause. */
function agreePlural(text: string, name: string): string {
  if (!text.toLowerCase().includes(`${name.toLowerCase()} `)) return text;
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  // The verb right after the name, or after one adverb ('the Free Wards quietly court'), at the start of a clause.
  return text.replace(
    new RegExp(`(^|[:;.] |, and |, |\\band )(${escaped}) ((?:\\w+ly )?)(\\w+s)\\b`, 'gi'),
    (m, lead: string, subject: string, adverb: string, verb: string) =>
      NOT_VERBS.has(verb.toLowerCase()) ? m : `${lead}${subject} ${adverb}${pluralVerb(verb)}`,
  );
}

const NOT_VERBS = new Set([
  'its',
  'this',
  'his',
  'hers',
  'us',
  'as',
  'always',
  'perhaps',
  'unless',
  'besides',
  'less',
]);

/** 'is' → 'are', 'watches' → 'watch', 'carries' → 'carry', 'leans' → 'lean'. */
function pluralVerb(verb: string): string {
  const known = PLURAL_VERB[verb.toLowerCase()];
  if (known) return known;
  if (/(ch|sh|ss|x|z|o)es$/.test(verb)) return verb.slice(0, -2);
  if (/[^aeiou]ies$/.test(verb)) return `${verb.slice(0, -3)}y`;
  return verb.slice(0, -1);
}

function splitTitled(source: string): Titled | null {
  const [title, description] = source.split(' :: ');
  if (!title || !description) return null;
  return { title: titleCase(tidy(title)), description: tidy(description) };
}

function writeHooks(record: TownRecord, rng: Rng): Titled[] {
  const { ctx, request } = record;
  const want = rng.int(record.profile.hooks[0], record.profile.hooks[1]);
  const hooks: Titled[] = [];
  const push = (source: string) => {
    const hook = splitTitled(source);
    if (hook && !hooks.some((h) => h.title === hook.title) && hooks.length < want) hooks.push(hook);
  };
  ctx.bind('reward', rng.pick(['fifty', 'eighty', 'a hundred', 'two hundred', 'forty', 'thirty', 'sixty']));
  ctx.bind('inn', record.establishments[0]?.name ?? 'the inn');
  const ests = request.includeEstablishments ? record.establishments : [];
  const steps: (() => void)[] = [];
  const landmark = record.landmarks.length > 0 ? rng.pick(record.landmarks) : null;
  for (const [i, fact] of record.facts.entries()) {
    // A hook on a rumour names its people: only when the game master sees them (or the places they stand on).
    const visible = fact.kind === 'person' ? request.includeKeyNpcs : true;
    if (visible && (request.includeRumors || request.includeSecrets || fact.kind === 'person')) {
      steps.push(() => {
        bindFact(record, fact, rng);
        ctx.bind('asker', fact.other);
        if (ctx.hasFreshAlternative('hook_fact')) push(ctx.expandSymbol('hook_fact', rng));
      });
    }
    const est = ests[i];
    if (est) {
      steps.push(() => {
        ctx.bind('est', { name: est.name, owner: est.owner });
        ctx.bind('district', est.district);
        ctx.bind('asker', est.owner);
        const typeTag = `t-${est.type.replace(/ /g, '-')}`;
        ctx.tags.add(typeTag);
        if (ctx.hasFreshAlternative('hook_est')) push(ctx.expandSymbol('hook_est', rng));
        ctx.tags.delete(typeTag);
      });
    }
    const fac = request.includeFactions ? record.factions[i] : undefined;
    if (fac) {
      steps.push(() => {
        ctx.bind('fac', fac.name);
        ctx.bind('facShort', shortName(fac.name));
        ctx.bind('lead', fac.leader);
        const others = record.people.filter((p) => p !== fac.leader);
        ctx.bind('other', others.length > 0 ? rng.pick(others) : record.leader);
        ctx.bind('asker', record.leader === fac.leader ? (others[0] ?? record.leader) : record.leader);
        if (ctx.hasFreshAlternative('hook_fac')) push(ctx.expandSymbol('hook_fac', rng));
      });
    }
    if (i === 0 && landmark) {
      steps.push(() => {
        ctx.bind('lm', { name: landmark.name });
        ctx.bind('asker', rng.pick(record.people));
        push(ctx.expandSymbol('hook_lm', rng));
      });
    }
    if (i === 0 && record.layout.landscape.includes('ruins')) {
      steps.push(() => {
        ctx.bind('asker', record.people[record.people.length - 1] ?? record.leader);
        push(ctx.expandSymbol('hook_ruin', rng));
      });
    }
  }
  // Hooks come in an order of their own, so the first is not always about the first rumour; once there are
  // enough, the rest are not written at all.
  for (const step of rng.shuffle(steps)) {
    if (hooks.length >= want) break;
    step();
  }
  // With the places, factions and people all left out, the one who rules still has work for the party.
  if (hooks.length === 0) {
    ctx.bind('asker', record.leader);
    push(ctx.expandSymbol('hook_town', rng));
  }
  return hooks;
}

function writeThreats(record: TownRecord, rng: Rng): Titled[] {
  const { ctx } = record;
  const want = rng.int(record.profile.threats[0], record.profile.threats[1]);
  ctx.bind('fac', record.factions[0]?.name ?? 'the old families');
  ctx.bind('fac2', record.factions[1]?.name ?? 'the old families');
  ctx.bind('district', rng.pick(record.districts).name);
  ctx.bind('inn', record.establishments[0]?.name ?? 'the inn');
  // Named creatures and outlaws are new names in this town, never one already used for something else.
  const fresh = (make: () => string) => {
    let n = make();
    for (let i = 0; i < 8 && record.names.has(n); i++) n = make();
    record.names.add(n);
    return n;
  };
  ctx.bind(
    'chief2',
    fresh(() => outlawName(record, rng)),
  );
  // Factions the game master left out are not brought back by the threats.
  if (!record.request.includeFactions) {
    ctx.tags.delete('has-fac');
    ctx.tags.delete('has-fac2');
  }
  const landCount = Math.max(1, want - (rng.chance(0.5) ? 1 : 0));
  // Two threats never stand on one spot: once a threat has taken the named spot, the next takes another spot of the
  // country the description named (an outside landmark), or stays off it.
  const site = String(ctx.get('site'));
  const spares = record.landmarks
    .filter((l) => l.outside && l.name !== site)
    .map((l) => l.name)
    .filter((n) => record.ctx.get('described')?.toString().includes(n) ?? true);
  const taken = new Set<string>();
  const all: string[] = [];
  // Each threat names its own creature: one name is never two beasts.
  const many = (symbol: string, count: number) => {
    const out: string[] = [];
    for (let i = 0; out.length < count && i < count * 4 && ctx.hasFreshAlternative(symbol); i++) {
      const spot = String(ctx.get('site'));
      if (taken.has(spot)) {
        const next = spares.find((n) => !taken.has(n));
        if (next) ctx.bind('site', next);
      }
      ctx.bind('beast', creatureName(record.names, rng));
      // Each band of outlaws has its own leader: one name is never two gangs.
      ctx.bind(
        'chief',
        fresh(() => outlawName(record, rng)),
      );
      const text = ctx.expandSymbol(symbol, rng);
      const here = String(ctx.get('site'));
      if (taken.has(here) && text.includes(here)) continue;
      if (all.includes(text)) continue;
      if (text.includes(here)) taken.add(here);
      out.push(text);
      all.push(text);
    }
    return out;
  };
  const land = many('threat_land', landCount);
  const people = many('threat_people', want - land.length);
  ctx.bind('site', site);
  if (record.factions.length > 0) ctx.tags.add('has-fac');
  if (record.factions.length > 1) ctx.tags.add('has-fac2');
  return [...land, ...people].map(splitTitled).filter((t): t is Titled => t !== null);
}

const OUTLAW_EPITHETS = [
  'Black',
  'Red',
  'One-Eyed',
  'Gentle',
  'Long',
  'Mad',
  'Silent',
  'Mother',
  'Captain',
  'Lucky',
  'Old',
  'Bloody',
];
const OUTLAW_NAMES = [
  'Tam',
  'Hobb',
  'Sal',
  'Wat',
  'Meg',
  'Jenny',
  'Cray',
  'Orrin',
  'Bram',
  'Venn',
  'Kit',
  'Rook',
  'Ysolt',
  'Dunny',
  'Maud',
  'Garrick',
  'Perrin',
  'Agna',
  'Lew',
  'Coll',
];

function outlawName(_record: TownRecord, rng: Rng): string {
  return `${rng.pick(OUTLAW_EPITHETS)} ${rng.pick(OUTLAW_NAMES)}`;
}

function deriveTags(record: TownRecord): string[] {
  const { layout } = record;
  const tags = [
    record.size,
    record.economy,
    record.government,
    layout.water !== 'none' ? layout.water : undefined,
    ...layout.landscape.filter((f) => f !== 'road'),
    layout.walls !== 'none' ? 'walled' : undefined,
    layout.harbour ? 'harbour' : undefined,
    layout.castle ? 'castle' : undefined,
  ];
  return [...new Set(tags.filter((t): t is string => Boolean(t)))].slice(0, 8);
}

export type { EstablishmentRecord };
