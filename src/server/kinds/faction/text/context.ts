// A faction generated from a town (decision 024): headquartered in it, in one of its districts and, where the kind
// fits, in or under one of its establishments; one of its goals, a rival and a quest stand on the town's other
// factions and its threats. The town's record is the user's (possibly edited): every field is read defensively
// and only ever bound as a variable, never spliced into a template.
import {
  cleanContextText,
  contextFields,
  contextName,
  contextRecords,
  contextSentence,
  type FactionEntry,
  midSentence,
  readFactionEntry,
  sameName,
} from '../../../engine/context.js';
import { capitalize, tidy, titleCase } from '../../../engine/english.js';
import type { RuleSet } from '../../../engine/grammar.js';
import { type Deity, PANTHEON } from '../../../engine/pantheon.js';
import type { Rng } from '../../../engine/rng.js';
import type { ContextEntity } from '../../../pipeline/kind.js';
import { readGoal } from './lexicon.js';
import type { PurposeId } from './purposes.js';
import type { Goal } from './quests.js';
import type { FactionRecord } from './record.js';
import { GOVERNMENT_RULE, type Land, type Rule, type Water } from './world.js';

interface Establishment {
  readonly name: string;
  readonly type: string;
  readonly district: string;
}

export interface FactionTownSetting {
  readonly town: string;
  readonly districts: readonly { readonly name: string; readonly type: string }[];
  readonly establishments: readonly Establishment[];
  /** The town's factions other than this one. */
  readonly others: readonly FactionEntry[];
  /** The town's own line for this faction, when its name is one of them. */
  readonly ours: FactionEntry | null;
  readonly threats: readonly { readonly title: string; readonly text: string }[];
  /** The gods the town worships, its own first (read from its religion and its temples). */
  readonly deities: readonly Deity[];
  /** The town's temples by name, with the god each serves when the record says. */
  readonly temples: readonly { readonly name: string; readonly deity: Deity | null }[];
  readonly water: Water;
  /** The river's name as the town writes it ('the Wendle'), or ''. */
  readonly river: string;
  /** The sea or lake it stands by, or ''. */
  readonly sea: string;
  readonly land: readonly Land[];
  /** Who governs, as the faction's prose needs it, and the body's own name when the town gives one. */
  readonly rule: Rule;
  readonly ruleName: string;
  /** Named streets of the town. */
  readonly streets: readonly string[];
}

/** Reads a town context for a faction; null for any other context, or a town record without a name. */
export function readFactionSetting(
  context: ContextEntity | undefined,
  requestName: string | undefined,
): FactionTownSetting | null {
  if (!context || typeof context !== 'object' || context.kind !== 'town') return null;
  const data = contextFields(context.data);
  const town = contextName(data.name ?? context.name, 60) || contextName(context.name, 60);
  if (!town) return null;
  const lines = (Array.isArray(data.factions) ? data.factions : [])
    .map(readFactionEntry)
    .filter((f): f is FactionEntry => f !== null && !sameName(f.name, town))
    .slice(0, 8);
  const isOurs = (f: FactionEntry) =>
    Boolean(requestName) && sameName(f.name.replace(/^the /i, ''), requestName!.trim().replace(/^the /i, ''));
  const layout = contextFields(data.layout);
  const establishments = contextRecords(data.establishments)
    .map((e) => ({
      name: contextName(e.name, 50),
      type: contextName(e.type, 40).toLowerCase(),
      district: contextName(e.district, 40),
    }))
    .filter((e) => e.name)
    .slice(0, 16);
  const religion = cleanContextText(data.religion);
  const deities = townDeities(religion, establishments, contextRecords(data.keyNpcs));
  const temples = establishments
    .filter((e) => /\b(temple|chapel|shrine|church|cathedral|grove|sanctum|abbey|priory)\b/.test(e.type))
    .map((e) => ({
      name: e.name,
      deity: PANTHEON.find((d) => e.name.includes(d.name.replace(/^the /, ''))) ?? deities[0] ?? null,
    }));
  const water = (['river', 'coast', 'lake', 'island'] as const).find((w) => layout.water === w);
  const landscape = Array.isArray(layout.landscape)
    ? layout.landscape.filter((l): l is string => typeof l === 'string')
    : [];
  const land = LAND_OF.filter(([word]) => landscape.includes(word)).map(([, l]) => l);
  const government = typeof data.governmentType === 'string' ? data.governmentType : '';
  return {
    town,
    districts: contextRecords(layout.districts)
      .map((d) => ({ name: contextName(d.name, 40), type: contextName(d.type, 20).toLowerCase() }))
      .filter((d) => d.name && !sameName(d.name, town))
      .slice(0, 12),
    establishments,
    others: lines.filter((f) => !isOurs(f)),
    ours: lines.find(isOurs) ?? null,
    threats: contextRecords(data.threats)
      .map((t) => ({ title: contextName(t.title, 50), text: contextSentence(t.description, 220) }))
      .filter((t) => t.title && t.text)
      .slice(0, 6),
    deities,
    temples,
    water: water === 'island' ? 'coast' : (water ?? 'none'),
    river: contextName(contextFields(layout.river).name, 40),
    sea: contextName(contextFields(layout.shore).name, 40),
    land: [...new Set(land)],
    rule: GOVERNMENT_RULE[government] ?? 'council',
    ruleName: governingBody(cleanContextText(data.leadership), town, lines),
    streets: (Array.isArray(layout.streets) ? layout.streets : [])
      .map((st) => contextName(st, 40))
      .filter((st) => st && !sameName(st, town))
      .slice(0, 8),
  };
}

/** Town landscape words and the land a faction's prose knows them as. */
const LAND_OF: readonly (readonly [string, Land])[] = [
  ['forest', 'forest'],
  ['jungle', 'jungle'],
  ['hills', 'hills'],
  ['mountains', 'mountains'],
  ['marsh', 'marsh'],
  ['desert', 'desert'],
  ['dunes', 'desert'],
  ['snow', 'snow'],
  ['glacier', 'snow'],
  ['plains', 'plains'],
  ['canyon', 'hills'],
  ['cliffs', 'hills'],
  ['volcano', 'mountains'],
];

/** The gods a town worships: those its religion names, in order, then those its temples and priests name. */
function townDeities(
  religion: string,
  establishments: readonly Establishment[],
  npcs: readonly Record<string, unknown>[],
): Deity[] {
  const named = (text: string) =>
    PANTHEON.map((d) => ({ d, at: text.indexOf(d.name.replace(/^the /, '')) }))
      .filter((x) => x.at >= 0)
      .sort((a, b) => a.at - b.at)
      .map((x) => x.d);
  const out: Deity[] = [];
  const add = (ds: Deity[]) => {
    for (const d of ds) if (!out.includes(d)) out.push(d);
  };
  add(named(religion));
  add(named(establishments.map((e) => e.name).join(' | ')));
  add(named(npcs.map((n) => cleanContextText(n.role)).join(' | ')));
  return out;
}

/** The governing body a town's leadership names ('the Company Court', 'the Council of Tolls'), or ''. */
function governingBody(leadership: string, town: string, factions: readonly FactionEntry[]): string {
  const m =
    /\b(?:the|The) ((?:[A-Z][\p{L}’'-]+ ){0,3}(?:Council|Court|Bench|Assembly|Synod|Conclave|Moot|Senate|Parliament|Diet|Convocation|Tribunal)(?: of (?:the )?[A-Z][\p{L}’'-]+(?: [A-Z][\p{L}’'-]+)?)?)\b/u.exec(
      leadership,
    );
  if (!m) return '';
  const name = contextName(m[1], 50);
  // A faction of the town that funds its rulers ('the Commons’ Bench') is not the body that rules.
  if (factions.some((f) => f.name.includes(name))) return '';
  return name && !sameName(name, town) ? `the ${name}` : '';
}

/** Where each kind keeps house in a town: the establishments it would meet in, and the districts it would choose. */
const HOME_GROUND: Record<
  PurposeId,
  { readonly places: RegExp | null; readonly districts: readonly string[] }
> = {
  thieves: {
    places: /\b(inn|tavern|alehouse|bathhouse|warehouse)\b/,
    districts: ['slums', 'docks', 'market'],
  },
  smugglers: { places: /\b(inn|tavern|warehouse|boatyard|fish market)\b/, districts: ['docks', 'slums'] },
  assassins: { places: /\b(inn|tavern|bathhouse|tannery)\b/, districts: ['slums', 'noble'] },
  spies: { places: /\b(inn|tavern|library|counting-house)\b/, districts: ['market', 'noble', 'residential'] },
  rebels: { places: /\b(inn|tavern|tannery|mill|workshop)\b/, districts: ['slums', 'craft', 'residential'] },
  merchant: {
    places: /\b(guildhall|counting-house|market|warehouse|assay office)\b/,
    districts: ['market', 'docks', 'craft'],
  },
  knights: { places: /\b(barracks|armoury)\b/, districts: ['castle', 'barracks', 'noble'] },
  mercenary: { places: /\b(barracks|armoury|inn|tavern)\b/, districts: ['barracks', 'docks', 'market'] },
  cult: { places: /\b(temple|chapel|shrine)\b/, districts: ['slums', 'temple'] },
  holy: { places: /\b(temple|chapel|shrine)\b/, districts: ['temple'] },
  druids: { places: null, districts: ['farmland'] },
  mages: { places: /\b(academy|library)\b/, districts: ['arcane', 'noble'] },
  scholars: { places: /\b(academy|library)\b/, districts: ['arcane', 'temple', 'residential'] },
  noble: { places: null, districts: ['noble', 'castle'] },
};

/** The part of an establishment a faction of each kind would take for its own. */
const HQ_IN: Record<PurposeId, readonly string[]> = {
  thieves: ['the cellar under', 'the back room of', 'the loft above'],
  smugglers: ['the cellars under', 'the storerooms behind'],
  assassins: ['the locked room above', 'the cellar under'],
  spies: ['the private room above', 'the back office of'],
  rebels: ['the cellar under', 'the loft above'],
  merchant: ['the upper floor of', 'the strongroom of', 'the best rooms of'],
  knights: ['the hall beside', 'the tower of'],
  mercenary: ['the long room of', 'the yard behind'],
  cult: ['the crypt beneath', 'the sealed chapel behind'],
  holy: ['the chapter house beside', 'the cloister of'],
  druids: ['the garden behind'],
  mages: ['the locked wing of', 'the upper floors of'],
  scholars: ['the upper reading room of', 'the locked wing of'],
  noble: ['the great rooms above'],
};

/** The place the faction's headquarters stands in: a fitting establishment of the town, and its district. */
export interface TownGround {
  readonly district: string | null;
  readonly hq: string | null;
}

export function townGround(setting: FactionTownSetting, id: PurposeId, rng: Rng): TownGround {
  const ground = HOME_GROUND[id];
  const fitting = ground.places ? setting.establishments.filter((e) => ground.places!.test(e.type)) : [];
  const place = fitting.length > 0 ? rng.pick(fitting) : null;
  const districtOf = (name: string) => setting.districts.find((d) => sameName(d.name, name))?.name ?? name;
  const byType = setting.districts.filter((d) => ground.districts.includes(d.type));
  const district = place?.district
    ? districtOf(place.district)
    : byType.length > 0
      ? rng.pick(byType).name
      : setting.districts.length > 0
        ? rng.pick(setting.districts).name
        : null;
  return {
    district,
    hq: place ? `${rng.pick(HQ_IN[id])} ${midSentence(place.name)}` : null,
  };
}

/** Lines written from a town context: new symbols only, so a faction without a context never draws on them. */
export const CONTEXT_RULES: RuleSet = {
  // A goal on another of the town's factions ('Goal :: gist', as the faction's own goals are written).
  cx_goal: [
    '<fam-crime> Drive #cxOther.name# out of #town# for good :: #cxOther.name# :: destroy',
    '<fam-crime|fam-power> Take over everything #cxOther.name# holds in #town# :: what #cxOther.name# hold :: take',
    '<cx-aim> Stop #cxOther.name# before they #cxOther.aim# :: #cxOther.name# :: destroy',
    '<cx-aim fam-crime|fam-power evil|mneutral> Make sure that if #cxOther.name# #cxOther.aim#, #f.first# #f.v:takes# a share :: a share of what #cxOther.name# want :: gain',
    'Break the grip of #cxOther.name# on #town# :: the grip of #cxOther.name# :: destroy',
    '<fam-faith> Win the people of #town# away from #cxOther.name# :: the people of #town# :: spread',
    '<fam-learned> Learn what #cxOther.name# really want in #town#, and who pays for it :: what #cxOther.name# want :: learn',
    '<fam-martial> Be the force #town# turns to when #cxOther.name# overreach :: the trust of #town# :: gain',
  ],
  // A rival entry for another of the town's factions.
  cx_rival: [
    '<cx-aim cx-leader> #cxOther.name.capitalize#, led by #cxOther.leader#, mean to #cxOther.aim#, and #f.first# #f.v:stands# in their way.',
    '<cx-aim> In #town#, #cxOther.name# mean to #cxOther.aim#, and #f.first# #f.v:stands# in their way.',
    '<cx-leader> #cxOther.leader# leads #cxOther.name#, the other power in #town#, and has never hidden a dislike of #f.first#.',
    '#cxOther.name.capitalize# and #f.first# have shared #town# for years, and shared it badly.',
  ],
  cx_rival_act: [
    'Their people and #f.first.possessive# keep to different taverns, and a brawl in #ward# is never far off.',
    'Each side pays informers in the other, and both know it.',
    'So far the quarrel has been fought with rumours and lawsuits, but the streets of #town# are growing tense.',
    'A member of either side who is seen with the other is asked to explain, once.',
  ],
  // After a territory too wide to name the town: where it is run from.
  cx_territory_seat: [
    'Its heart is still #town#, where it began.',
    'Everything in it is still run from #town#.',
    'Its seat is #town#, and every order comes from there.',
  ],
  // A quest on one of the town's threats (after the threat's own words).
  cx_threat_quest: [
    '#giver.first# wants it dealt with before it reaches #hq#, and will pay well for quiet work.',
    'For #f.first#, it is a chance as much as a danger: whoever ends it will have #town# in their debt, and #giver.first# wants that debt owed to #f.first#.',
    '#giver.first# has been told to find out who profits from it, and wants capable hands.',
  ],
};

/** The town's inn (or tavern) by name, for the phrases that meet in one. */
export function townInn(setting: FactionTownSetting): string | null {
  const inn = setting.establishments.find((e) => /\b(inn|tavern|alehouse)\b/.test(e.type));
  return inn ? midSentence(inn.name) : null;
}

/** Binds another of the town's factions for the goal and rival lines; false when the town names none. */
export function bindOther(
  record: Pick<FactionRecord, 'ctx'>,
  setting: FactionTownSetting,
  rng: Rng,
): boolean {
  if (setting.others.length === 0) return false;
  const other = rng.pick(setting.others);
  record.ctx.bind('cxOther', { name: midSentence(other.name), aim: other.aim, leader: other.leader });
  record.ctx.bind('cxOtherTitle', other.name);
  if (other.aim) record.ctx.tag('cx-aim');
  if (other.leader) record.ctx.tag('cx-leader');
  return true;
}

/** The rival entry for the town's other faction bound by `bindOther`. */
export function writeContextRival(
  record: FactionRecord,
  rng: Rng,
): { rivalName: string; description: string } | null {
  const { ctx } = record;
  if (!ctx.has('cxOther')) return null;
  const title = String(ctx.get('cxOtherTitle'));
  return {
    rivalName: capitalize(title),
    description: tidy(`${ctx.expandSymbol('cx_rival', rng)} ${ctx.expandSymbol('cx_rival_act', rng)}`),
  };
}

/** A quest on one of the town's threats, given by one of the faction's officers. */
export function writeThreatQuest(
  record: FactionRecord,
  setting: FactionTownSetting,
  rng: Rng,
): { title: string; description: string } | null {
  if (setting.threats.length === 0) return null;
  const threat = rng.pick(setting.threats);
  const giver = record.members[1] ?? record.members[0];
  if (!giver) return null;
  record.ctx.bind('giver', giver.person);
  return {
    title: titleCase(threat.title) === threat.title ? threat.title : capitalize(threat.title),
    description: tidy(`${threat.text} ${record.ctx.expandSymbol('cx_threat_quest', rng)}`),
  };
}

/** What the town's own line says this faction wants ('The Ashen Hand: to own the mill'), as its first goal. */
export function townGoals(setting: FactionTownSetting): Goal[] {
  const aim = setting.ours?.aim;
  return aim ? [readGoal(capitalize(aim))] : [];
}
