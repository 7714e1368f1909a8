// The procedural town writer: request + seed -> a complete town, deterministic, offline and in about a
// millisecond. It decides first (text/record.ts) and then writes each section from the record.
import type { TownData, TownRequest } from '../../../shared/kinds/town.js';
import { capitalize, listJoin, numberWords, tidy, titleCase, withArticle } from '../../engine/english.js';
import { createRng, type Rng } from '../../engine/rng.js';
import type { WriteOptions } from '../../pipeline/kind.js';
import type { TownPerson } from './text/people.js';
import { buildRecord, type EstablishmentRecord, type TownRecord } from './text/record.js';
import { withCommas } from './text/scale.js';
import { locationClause, terrainPhrase } from './text/terrain.js';

/**
 * Writes a town. Every section is generated (so switching an include flag off never changes the others) and
 * excluded sections are then emptied, never filled. Each section draws from its own stream of the seed.
 */
export function generateTown(request: TownRequest, seed: number, options: WriteOptions = {}): TownData {
  const root = createRng(seed >>> 0, 'town', options.reroll);
  const record = buildRecord(request, root);
  const { layout } = record;

  const description = writeDescription(record, root.fork('description'));
  const notableFeatures = writeFeatures(record, root.fork('features'));
  const localEconomy = writeEconomy(record, root.fork('economy-text'));
  const leadership = writeLeadership(record, root.fork('leadership'));
  const keyNpcs = record.people.map((p) => ({
    name: p.name,
    role: capitalize(p.role),
    description: describePerson(record, p, root.fork(`npc-${p.name}`)),
  }));
  const establishments = record.establishments.map((e, i) => ({
    name: capitalize(e.name),
    type: e.type,
    description: describeEstablishment(record, e, root.fork(`est-${i}`)),
    owner: e.owner.name,
    district: e.district,
  }));
  const factions = record.factions.map((f, i) => writeFaction(record, f, root.fork(`faction-${i}`)));
  const religion = writeParagraph(
    record,
    ['#rel_main#', '#rel_second#', '#rel_practice#'],
    root.fork('religion'),
  );
  const culture = writeParagraph(
    record,
    ['#cul_people#', '#cul_custom#', '#cul_manner#'],
    root.fork('culture'),
  );
  const history = writeParagraph(
    record,
    ['#hist_found#', '#hist_event#', '#hist_now#'],
    root.fork('history'),
  );
  const { rumors, secrets } = writeFacts(record, root.fork('rumours'));
  const threats = writeThreats(record, root.fork('threats'));
  const hooks = writeHooks(record, root.fork('hooks'));

  return {
    name: record.name,
    nickname: record.nickname,
    size: record.size,
    population: record.population,
    terrain: record.terrain.label.slice(0, 100),
    location: record.location.slice(0, 200),
    description,
    notableFeatures,
    economyType: record.economy,
    localEconomy,
    governmentType: record.government,
    leadership,
    factions: request.includeFactions ? factions : [],
    religion: request.includeReligion ? religion : '',
    culture,
    history: request.includeHistory ? history : '',
    establishments: request.includeEstablishments ? establishments : [],
    keyNpcs: request.includeKeyNpcs ? keyNpcs : [],
    hooks: request.includeHooks ? hooks : [],
    threats: request.includeThreats ? threats : [],
    rumors: request.includeRumors ? rumors : [],
    secrets: request.includeSecrets ? secrets : [],
    tags: deriveTags(record),
    mapStyle: record.mapStyle,
    layout,
  };
}

function writeParagraph(record: TownRecord, templates: readonly string[], rng: Rng): string {
  return tidy(templates.map((t) => record.ctx.expand(t, rng)).join(' '));
}

function districtOf(record: TownRecord, type: string): string {
  return (record.districts.find((d) => d.type === type) ?? record.districts[0]!).name;
}

function populationPhrase(record: TownRecord): string {
  const n = record.population;
  if (record.size === 'hamlet') return `${numberWords(n)} souls`;
  if (record.size === 'village') return `some ${numberWords(n)} people`;
  return `about ${withCommas(n)} people`;
}

function writeDescription(record: TownRecord, rng: Rng): string {
  const { ctx, layout, name } = record;
  ctx.bind('bridges', layout.bridges === 1 ? 'a single bridge' : `${numberWords(layout.bridges)} bridges`);
  ctx.bind('docks', districtOf(record, 'docks'));
  ctx.bind('castleWard', districtOf(record, 'castle'));
  ctx.bind('market', districtOf(record, 'market'));
  const phrase = terrainPhrase(record.terrain.label);
  const kind = phrase.adjective ? `${phrase.adjective} ${record.size}` : record.size;
  const of = phrase.of ? ` of ${phrase.of}` : '';
  const parts = [
    `${name}, called ‘${record.nickname}’, is ${withArticle(kind)}${of}, home to ${populationPhrase(record)}, ${locationClause(record.location)}.`,
    ctx.expandSymbol('desc_water', rng),
  ];
  if (layout.harbour) parts.push(ctx.expandSymbol('desc_harbour', rng));
  if (layout.walls === 'palisade') {
    parts.push(
      rng.pick([
        `A timber palisade rings ${name}, pierced by ${numberWords(layout.gates)} gates that are shut at sunset.`,
        `${name} sits behind a palisade of sharpened logs and an earth bank, with ${numberWords(layout.gates)} gates, each with a watch platform.`,
      ]),
    );
  } else if (layout.walls === 'stone') {
    const towers = numberWords(layout.gates * 2 + rng.int(2, 8));
    parts.push(
      rng.pick([
        `Stone walls with ${towers} towers enclose ${name}, and ${numberWords(layout.gates)} gates let the roads in.`,
        `${name} is walled in stone, ${towers} towers strong, and ${numberWords(layout.gates)} gates are shut and chained each night.`,
        `The walls of ${name} are stone, mended with every generation’s stone, and the ${numberWords(layout.gates)} gates each have a name and a toll.`,
      ]),
    );
  } else {
    parts.push(ctx.expandSymbol('desc_open', rng));
  }
  if (layout.castle) parts.push(ctx.expandSymbol('desc_castle', rng));
  if (layout.marketSquare) parts.push(ctx.expandSymbol('desc_market', rng));
  if (layout.suburbs) parts.push(ctx.expandSymbol('desc_suburbs', rng));
  if (record.districts.length > 1) {
    parts.push(
      `${name} has ${numberWords(record.districts.length)} districts: ${listJoin(record.districts.map((d) => d.name))}.`,
    );
  }
  // Mountain phrases already speak of snow where there is snow, so snow gets its own sentence only on the flat.
  const land = layout.landscape
    .filter(
      (f) =>
        (f !== 'road' || layout.landscape.length === 1) &&
        !(f === 'snow' && layout.landscape.includes('mountains')),
    )
    .slice(0, 2);
  for (const feature of land) parts.push(ctx.expandSymbol(`land_${feature}`, rng));
  return tidy(parts.join(' '));
}

function writeFeatures(record: TownRecord, rng: Rng): string[] {
  const { ctx, layout, name } = record;
  const out: string[] = [ctx.expandSymbol('feat_econ', rng)];
  if (layout.castle)
    out.push(
      rng.pick([
        `The castle of ${name}, high above ${districtOf(record, 'castle')}`,
        `The castle in ${districtOf(record, 'castle')}, whose banner flies over ${name}`,
        `The castle of ${name}, its gatehouse facing ${districtOf(record, 'market')}`,
      ]),
    );
  if (layout.walls === 'stone')
    out.push(`The stone walls of ${name}, with ${numberWords(layout.gates)} gates and their towers`);
  if (layout.walls === 'palisade')
    out.push(`The timber palisade of ${name} and its ${numberWords(layout.gates)} gates`);
  if (layout.bridges > 0) {
    const over = layout.water === 'island' ? `joining ${name} to the shore` : `over ${record.waterName}`;
    out.push(
      `${capitalize(layout.bridges === 1 ? 'a single bridge' : `${numberWords(layout.bridges)} bridges`)} ${over}`,
    );
  }
  if (layout.harbour) out.push(`The harbour in ${districtOf(record, 'docks')}`);
  if (layout.marketSquare) out.push(`The market square in ${districtOf(record, 'market')}`);
  const want = rng.int(record.profile.features[0], record.profile.features[1]);
  const head = out.slice(0, Math.max(1, want - 1));
  while (head.length < want && ctx.hasFreshAlternative('feat_any'))
    head.push(ctx.expandSymbol('feat_any', rng));
  return head.map((f) => tidy(capitalize(f)));
}

function signatureEstablishment(record: TownRecord): EstablishmentRecord {
  return record.establishments[1] ?? record.establishments[0]!;
}

function writeEconomy(record: TownRecord, rng: Rng): string {
  const { ctx } = record;
  const est = signatureEstablishment(record);
  ctx.bind('est', { name: est.name, owner: est.owner });
  ctx.bind('owner', est.owner.name);
  ctx.bind('district', est.district);
  const parts = [ctx.expandSymbol('econ_main', rng)];
  if (record.request.includeEstablishments) parts.push(ctx.expandSymbol('econ_place', rng));
  parts.push(ctx.expandSymbol('econ_trouble', rng));
  return tidy(parts.join(' '));
}

function writeLeadership(record: TownRecord, rng: Rng): string {
  const { ctx, leader } = record;
  const rival = record.rivals.get(leader);
  if (rival) ctx.bind('rival', rival);
  ctx.bind('fac', record.factions[0]?.name ?? record.council);
  const parts = [ctx.expandSymbol('lead_open', rng), ctx.expandSymbol('lead_method', rng)];
  const owned = record.establishments.find((e) => e.owner === leader);
  if (owned) {
    parts.push(
      rng.pick([
        `${leader.first} also owns ${owned.name} in ${owned.district}, and most of the town’s business is done there first.`,
        `When not governing, ${leader.first} runs ${owned.name}, where petitions are heard over the counter.`,
      ]),
    );
  }
  if (rival || record.factions.length > 0) parts.push(ctx.expandSymbol('lead_tension', rng));
  return tidy(parts.join(' '));
}

const ROLE_SYMBOL: Record<TownPerson['kind'], string> = {
  leader: 'role_leader',
  owner: 'role_owner',
  faction: 'role_faction',
  priest: 'role_priest',
  captain: 'role_captain',
  healer: 'role_healer',
  elder: 'role_elder',
  outsider: 'role_outsider',
};

function describePerson(record: TownRecord, person: TownPerson, rng: Rng): string {
  const { ctx } = record;
  const est = record.establishments.find((e) => e.owner === person);
  const fac = record.factions.find((f) => f.leader === person);
  ctx.bind('p', person);
  ctx.bind('look', record.looks.get(person) ?? `${withArticle(person.race)}`);
  if (est) ctx.bind('est', { name: est.name, type: est.type });
  // Owner phrases about customers and prices are for shops and taps, not barracks and temples.
  ctx.tags.delete('own-public');
  ctx.tags.delete('own-drink');
  ctx.tags.delete('own-goods');
  if (est && GOODS_SOLD.has(est.type)) ctx.tags.add('own-goods');
  if (est && !INSTITUTIONS.has(est.type)) ctx.tags.add('own-public');
  if (est && (est.type === 'inn' || est.type === 'tavern')) ctx.tags.add('own-drink');
  if (fac) ctx.bind('fac', { name: fac.name });
  ctx.bind('district', est?.district ?? rng.pick(record.districts).name);
  const kind =
    person.kind === 'owner' && !est ? 'elder' : person.kind === 'faction' && !fac ? 'elder' : person.kind;
  const parts = [ctx.expandSymbol('npc_look', rng), ctx.expandSymbol(ROLE_SYMBOL[kind], rng)];
  const rival = record.rivals.get(person);
  if (rival) {
    ctx.bind('rival', rival);
    parts.push(ctx.expandSymbol('npc_tie', rng));
  }
  return tidy(parts.join(' '));
}

function describeEstablishment(record: TownRecord, est: EstablishmentRecord, rng: Rng): string {
  const { ctx } = record;
  ctx.bind('est', { name: est.name, type: est.type });
  ctx.bind('own', est.owner);
  ctx.bind('district', est.district);
  const text = ctx.expandSymbol(`est_${est.type}`, rng);
  const where = rng.pick([
    `It stands in ${est.district}.`,
    `Find it in ${est.district}.`,
    `It is in ${est.district}.`,
  ]);
  return tidy(`${text} ${where}`);
}

function writeFaction(record: TownRecord, faction: TownRecord['factions'][number], rng: Rng): string {
  const { ctx } = record;
  ctx.bind('other', record.rivals.get(faction.leader) ?? record.leader);
  ctx.bind('district', rng.pick(record.districts).name);
  ctx.bind('leader', record.leader);
  const want = ctx.expand(faction.want, rng);
  return tidy(`${capitalize(faction.name)}: ${want}; led by ${faction.leader.name}.`);
}

function bindFact(record: TownRecord, fact: TownRecord['facts'][number]): void {
  const { ctx } = record;
  ctx.bind('subj', fact.subject);
  ctx.bind('lead', fact.lead);
  ctx.bind('other', fact.other);
  ctx.bind('leadShort', fact.lead.last || fact.lead.first);
  ctx.bind('district', rngFreeDistrict(record, fact.subject));
  // Subject tags steer the phrase tables: a guest never 'stays' at a smithy, nor does a guild have a cellar.
  for (const t of ['sub-est', 'sub-fac', 'sub-person', 'sub-lodging']) ctx.tags.delete(t);
  ctx.tags.add(`sub-${fact.kind}`);
  const est = record.establishments.find((e) => e.name === fact.subject);
  if (est && LODGING.has(est.type)) ctx.tags.add('sub-lodging');
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

/** The district a fact plays out in: where its establishment stands, else the first. */
function rngFreeDistrict(record: TownRecord, subject: string): string {
  return record.establishments.find((e) => e.name === subject)?.district ?? record.districts[0]!.name;
}

function writeFacts(record: TownRecord, rng: Rng): { rumors: string[]; secrets: string[] } {
  const { ctx } = record;
  const rumors: string[] = [];
  const secrets: string[] = [];
  const secretCount = rng.int(record.profile.secrets[0], record.profile.secrets[1]);
  for (const fact of record.facts) {
    bindFact(record, fact);
    const [rumour, yes, no] = ctx.expandSymbol(`fact_${fact.kind}`, rng).split(' :: ');
    if (!rumour || !yes || !no) continue;
    rumors.push(tidy(rumour));
    if (secrets.length < secretCount) secrets.push(tidy(fact.truth ? yes : no));
  }
  return { rumors, secrets };
}

function splitTitled(source: string): { title: string; description: string } | null {
  const [title, description] = source.split(' :: ');
  if (!title || !description) return null;
  return { title: titleCase(tidy(title)), description: tidy(description) };
}

function writeHooks(record: TownRecord, rng: Rng): { title: string; description: string }[] {
  const { ctx, request } = record;
  const want = rng.int(record.profile.hooks[0], record.profile.hooks[1]);
  const hooks: { title: string; description: string }[] = [];
  const push = (source: string) => {
    const hook = splitTitled(source);
    if (hook && !hooks.some((h) => h.title === hook.title) && hooks.length < want) hooks.push(hook);
  };
  const ests = request.includeEstablishments ? record.establishments : [];
  const steps: (() => void)[] = [];
  for (const [i, fact] of record.facts.entries()) {
    steps.push(() => {
      bindFact(record, fact);
      if (ctx.hasFreshAlternative('hook_fact')) push(ctx.expandSymbol('hook_fact', rng));
    });
    const est = ests[i];
    if (est) {
      steps.push(() => {
        ctx.bind('est', { name: est.name, owner: est.owner });
        if (ctx.hasFreshAlternative('hook_est')) push(ctx.expandSymbol('hook_est', rng));
      });
    }
    const fac = request.includeFactions ? record.factions[i] : undefined;
    if (fac) {
      steps.push(() => {
        ctx.bind('fac', fac.name);
        ctx.bind('lead', fac.leader);
        if (ctx.hasFreshAlternative('hook_fac')) push(ctx.expandSymbol('hook_fac', rng));
      });
    }
    if (i === 0 && record.layout.landscape.includes('ruins')) {
      steps.push(() => {
        ctx.bind('other', record.people[record.people.length - 1] ?? record.leader);
        const near = ests[0] ?? record.establishments[0]!;
        ctx.bind('est', { name: near.name, owner: near.owner });
        push(ctx.expandSymbol('hook_ruin', rng));
      });
    }
  }
  for (const step of steps) step();
  return hooks;
}

function writeThreats(record: TownRecord, rng: Rng): { title: string; description: string }[] {
  const { ctx } = record;
  const want = rng.int(record.profile.threats[0], record.profile.threats[1]);
  ctx.bind('fac', record.factions[0]?.name ?? record.council);
  ctx.bind('fac2', record.factions[1]?.name ?? record.council);
  ctx.bind('leader', record.leader);
  ctx.bind('district', rng.pick(record.districts).name);
  // Factions the game master left out are not brought back by the threats.
  if (!record.request.includeFactions) {
    ctx.tags.delete('has-fac');
    ctx.tags.delete('has-fac2');
  }
  const land = ctx.expandMany('threat_land', Math.max(1, want - (rng.chance(0.5) ? 1 : 0)), rng);
  const people = ctx.expandMany('threat_people', want - land.length, rng);
  return [...land, ...people]
    .map(splitTitled)
    .filter((t): t is { title: string; description: string } => t !== null);
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
