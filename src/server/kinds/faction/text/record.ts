// Decide first: turns a faction request and seed into a record (kind, temper, places, leader, ranks, members,
// rivals, allies, front, goals, founding, arms) bound into one grammar context before any prose is written.
import type {
  Arms,
  FactionAlignment,
  FactionData,
  FactionInfluence,
  FactionPurpose,
  FactionRequest,
  FactionSecrecy,
  FactionSize,
} from '../../../../shared/kinds/faction.js';
import { sameName } from '../../../engine/context.js';
import { capitalize, listJoin, lowerFirst, numberWords, titleCase } from '../../../engine/english.js';
import type { GrammarContext, Person } from '../../../engine/grammar.js';
import { type Deity, PANTHEON } from '../../../engine/pantheon.js';
import type { Rng } from '../../../engine/rng.js';
import { bindOther, type FactionTownSetting, townGoals, townGround, townInn } from './context.js';
import { factionGrammar } from './faction-grammar.js';
import { buildName, type FactionName, POWERS, type Power, readGivenName } from './names-and-mottos.js';
import { decideFolk, type FactionPerson, type Folk, lookOf, makePerson } from './people.js';
import { decidePlaces, type Places, pickHq, SIZE_RANK } from './places.js';
import {
  chooseAlignment,
  choosePurpose,
  type Front,
  PROFILES,
  type PurposeId,
  type PurposeProfile,
  type RelationKind,
  readPurpose,
} from './purposes.js';
import { type Goal, goalAim, goalFrom, readGivenGoals } from './quests.js';
import {
  ALLY_COUNTS,
  gendered,
  makeRelation,
  type Relation,
  type RelationInputs,
  RIVAL_COUNTS,
} from './relations.js';
import { decideRanks, OATH_OBJECTS, type Rank } from './structure.js';

/** Why a key member matters to the story: the sentence that ties them to someone else picks by this. */
export type TieKind = 'leader' | 'second' | 'traitor' | 'ally' | 'rival' | 'kin' | 'any';

export interface MemberRecord {
  readonly person: FactionPerson;
  readonly rank: Rank;
  readonly look: string;
  readonly tie: TieKind;
}

/** The facts the emblem is decided from. */
export type ArmsFacts = Pick<FactionData, 'purpose' | 'alignment' | 'secrecy' | 'size' | 'emblemStyle'>;

export interface FactionRecord {
  readonly request: FactionRequest;
  readonly profile: PurposeProfile;
  readonly purpose: FactionPurpose;
  /** The game master's words, cleaned, when they named no kind (woven into the description); else ''. */
  readonly purposeWords: string;
  readonly size: FactionSize;
  readonly sizeRank: number;
  readonly influence: FactionInfluence;
  readonly secrecy: FactionSecrecy;
  readonly alignment: FactionAlignment;
  readonly hidden: boolean;
  readonly name: FactionName;
  readonly motto: string;
  readonly places: Places;
  readonly folk: Folk;
  readonly leader: FactionPerson;
  /** Key members, the leader first. */
  readonly members: readonly MemberRecord[];
  readonly ranks: readonly Rank[];
  readonly rivals: readonly Relation[];
  readonly allies: readonly Relation[];
  readonly front: Front;
  readonly goals: readonly Goal[];
  readonly traitor: MemberRecord;
  readonly deity: Deity;
  readonly power: Power;
  /** The headquarters building, definite ('the cellar under the Crooked Goose'). */
  readonly hq: string;
  readonly arms: Arms;
  readonly tags: ReadonlySet<string>;
  readonly ctx: GrammarContext;
}

const MEMBER_COUNTS: readonly (readonly [number, number])[] = [
  [2, 3],
  [3, 4],
  [4, 5],
  [5, 6],
  [5, 7],
  [6, 8],
];

/** Members in a faction of each size, before the kind's scale. */
const HEADCOUNTS: readonly (readonly [number, number])[] = [
  [6, 20],
  [25, 90],
  [120, 600],
  [700, 3000],
  [3000, 12000],
  [15000, 60000],
];

/** Some kinds are naturally few (mages, assassins) or many (a holy order, a company of soldiers). */
const HEADCOUNT_SCALE: Partial<Record<PurposeId, number>> = {
  mages: 0.3,
  assassins: 0.3,
  druids: 0.4,
  scholars: 0.5,
  spies: 0.6,
  noble: 0.5,
  knights: 0.6,
  holy: 1.5,
  mercenary: 1.2,
  rebels: 0.4,
  cult: 0.7,
};

/** 'some forty', 'about three hundred and fifty', 'some twelve thousand'. */
export function countWords(n: number, rng: Rng): string {
  const lead = rng.pick(['some', 'about', 'nearly', 'perhaps']);
  const rounded =
    n < 20
      ? numberWords(n)
      : n < 100
        ? numberWords(Math.round(n / 5) * 5)
        : n < 1000
          ? numberWords(Math.round(n / 50) * 50)
          : n < 20000
            ? `${numberWords(Math.round(n / 1000))} thousand`
            : `${numberWords(Math.min(90, Math.round(n / 10000) * 10))} thousand`;
  // 'a thousand' takes its own article: 'about a thousand', not 'some one thousand'.
  if (rounded === 'one thousand') return lead === 'some' ? 'a thousand or so' : `${lead} a thousand`;
  // 'a hundred and fifty' reads 'some one hundred and fifty' after a leading word.
  return `${lead} ${rounded.replace(/^a hundred/, 'one hundred')}`;
}

const GOODS = [
  'wool',
  'salt',
  'wine',
  'spice',
  'silk',
  'amber',
  'timber',
  'iron',
  'fur',
  'dye',
  'glass',
  'grain',
  'tin',
];

const STAKES: Record<PurposeId, readonly string[]> = {
  thieves: ['the night trade of #ward#', 'every fence in #town#'],
  merchant: ['the trade of #town#', 'the #good# market of #region#'],
  knights: ['the gratitude of #realm#', 'the charter to ride armed on the roads of #region#'],
  cult: ['the souls of #town#', 'what lies under #site#'],
  mages: ['the secrets of #ruin#', 'the right to teach magic in #town#'],
  rebels: ['the loyalty of the streets of #town#', 'the ear of the poor of #town#'],
  noble: ['the favour of the crown of #realm#', 'the lands around #site#'],
  mercenary: ['the contracts of the next war', 'the pay of the lords of #region#'],
  druids: ['the old places of #region#', 'the woods of #forest#'],
  spies: ['the secrets of #realm#', 'the ear of the ministers of #realm#'],
  assassins: ['the contracts of the great houses of #realm#', 'the silence of #town#'],
  holy: ['the faithful of #town#', 'the pilgrims of #region#'],
  scholars: ['the finds from #ruin#', 'the patronage of the court of #realm#'],
  smugglers: ['the runs through #cove#', 'the coast from #cove# to #town#'],
};

/** Each kind's precious thing: 'name' as prose says it, lower-case article. */
const TREASURES: Record<PurposeId, readonly string[]> = {
  thieves: [
    'the Emerald Eye of Saint Orrin',
    'the Widow’s Necklace',
    'the gold salt-cellar of the crown of #realm#',
  ],
  merchant: ['the first ledger of #founder.last#', 'the Charter of #town#', 'the Seal of the Nine Harbours'],
  knights: ['the Banner of the First Charge', 'the sword of #founder.name#', 'the Horn of #site#'],
  cult: ['the Book of #power.name#', 'the Black Codex', 'the Mask of #power.name#'],
  mages: ['the Orrery of Seven Moons', 'the Glass Codex', 'the Key of Unmaking'],
  rebels: ['the Charter of the Commons', 'the seal of #lord#', 'the Register of the Hanged'],
  noble: ['the Crown of the First Lord', 'the #family# Rubies', 'the Sword of #site#'],
  mercenary: ['the Drum of #site#', 'the banner taken at #site#', 'the Iron Ledger'],
  druids: ['the Antler Crown', 'the First Acorn', 'the Staff of #forest#'],
  spies: ['the Black Register', 'the Cipher of #realm#', 'the Seventh Letter'],
  assassins: ['the Last Contract', 'the Silver Needle', 'the Book of Names'],
  holy: ['the Lantern of #deity.name#', 'the Hand of the Blessed #founder.first#', 'the Reliquary of #site#'],
  scholars: ['the #town# Tablets', 'the Codex of #ruin.title#', 'the Star Atlas of #founder.last#'],
  smugglers: ['the Drowned Bell of #cove#', 'the Harbour Charter', 'the Captain’s Chart'],
};

const RITUAL_NIGHTS = [
  'The Night of Open Doors',
  'The Drowning',
  'The Long Dark',
  'The Hollow Feast',
  'The Unlit Mass',
];

const TINCTURE_WORDS: Record<Arms['field'], string> = {
  or: 'gold',
  argent: 'silver',
  gules: 'red',
  azure: 'blue',
  vert: 'green',
  sable: 'black',
  purpure: 'purple',
};
const CHARGE_WORDS: Partial<Record<Arms['charge']['type'], string>> = {
  mullet: 'star',
  garb: 'sheaf of wheat',
  escallop: 'scallop shell',
  'fleur-de-lis': 'lily',
};

const isMetal = (t: Arms['field']) => t === 'or' || t === 'argent';

/**
 * The arms in plain words for prose: 'a silver key on black'. A charge lies on whatever part of the shield its
 * tincture contrasts (the rule of tincture), so that is the ground the badge names.
 */
export function badgeOf(arms: Arms): string {
  const second =
    arms.ordinary.type !== 'none'
      ? arms.ordinary.tincture
      : arms.division.type !== 'none'
        ? arms.division.tincture
        : arms.field;
  if (arms.charge.count === 0) return `${TINCTURE_WORDS[arms.field]} and ${TINCTURE_WORDS[second]}`;
  const ground = isMetal(arms.charge.tincture) !== isMetal(arms.field) ? arms.field : second;
  const charge = CHARGE_WORDS[arms.charge.type] ?? arms.charge.type;
  const phrase = `${TINCTURE_WORDS[arms.charge.tincture]} ${charge}`;
  return `${/^[aeiou]/.test(phrase) ? 'an' : 'a'} ${phrase} on ${TINCTURE_WORDS[ground]}`;
}

/** What a kind calls its houses beyond the first: 'guild houses', 'commanderies', 'groves'. */
const CHAPTERS: Record<PurposeId, string> = {
  thieves: 'guild houses',
  merchant: 'counting-houses',
  knights: 'commanderies',
  cult: 'hidden temples',
  mages: 'towers',
  rebels: 'cells',
  noble: 'lesser seats',
  mercenary: 'garrisons',
  druids: 'groves',
  spies: 'safe houses',
  assassins: 'houses',
  holy: 'priories',
  scholars: 'reading rooms',
  smugglers: 'harbours',
};

function moralOf(alignment: FactionAlignment): 'good' | 'evil' | 'mneutral' {
  return alignment.endsWith('Good') ? 'good' : alignment.endsWith('Evil') ? 'evil' : 'mneutral';
}

function ethicOf(alignment: FactionAlignment): 'lawful' | 'chaotic' | 'eneutral' {
  return alignment.startsWith('Lawful') ? 'lawful' : alignment.startsWith('Chaotic') ? 'chaotic' : 'eneutral';
}

const IT: Person['pronouns'] = {
  subject: 'it',
  object: 'it',
  possessive: 'its',
  possessivePronoun: 'its',
  reflexive: 'itself',
  plural: false,
};
const THEY: Person['pronouns'] = {
  subject: 'they',
  object: 'them',
  possessive: 'their',
  possessivePronoun: 'theirs',
  reflexive: 'themselves',
  plural: true,
};

/** How the game master's words join a sentence: after 'to' (a verb first), as a noun phrase, or quoted. */
function purposeForm(words: string): { form: 'verb' | 'noun' | 'quote'; text: string } {
  const aim = goalAim(words);
  if (aim) return { form: 'verb', text: aim };
  if (/^(a|an|the)\s/i.test(words)) return { form: 'noun', text: lowerFirst(words) };
  return { form: 'quote', text: words };
}

/** Picks `count` distinct relation kinds by the profile's weights, never one in `avoid`. */
function pickKinds(
  weights: readonly (readonly [RelationKind, number])[],
  count: number,
  rng: Rng,
): RelationKind[] {
  const out: RelationKind[] = [];
  for (let i = 0; i < count; i++) {
    const pool = weights.filter(([k]) => !out.includes(k));
    if (pool.length === 0) break;
    out.push(rng.weightedEntry(pool));
  }
  return out;
}

/** Builds the record and its grammar context; every choice has its own stream of the seed. */
export function buildRecord(
  request: FactionRequest,
  root: Rng,
  decideArmsFor: (facts: ArmsFacts, seed: number) => Arms,
  setting: FactionTownSetting | null = null,
): FactionRecord {
  const reading = readPurpose(request.purpose);
  const id = reading.id ?? choosePurpose(request.alignment, root.fork('purpose'));
  const profile = PROFILES[id];
  const alignment = request.alignment ?? chooseAlignment(id, root.fork('alignment'));
  const { size, influence, secrecy } = request;
  const sizeRank = SIZE_RANK[size];
  const hidden = secrecy === 'secret' || secrecy === 'clandestine';
  const purposeWords = reading.id ? '' : reading.text;

  const tags = new Set<string>([
    `p-${id}`,
    `fam-${profile.family}`,
    moralOf(alignment),
    ethicOf(alignment),
    `sz${sizeRank}`,
    influence,
    secrecy,
    hidden ? 'hidden' : 'open',
  ]);
  const woven = purposeWords ? purposeForm(purposeWords) : undefined;
  if (woven) tags.add(`purpose-${woven.form}`);
  if (id === 'noble') tags.add('kin');

  const decided = decidePlaces(root.fork('places'));
  // Generated from a town (decision 024): the town is home, in one of its districts, meeting at its inn.
  const ground = setting ? townGround(setting, id, root.fork('context-places')) : null;
  const places: Places = setting
    ? {
        ...decided,
        town: setting.town,
        ward: ground?.district ?? decided.ward,
        inn: townInn(setting) ?? decided.inn,
        towns: decided.towns.filter((t) => !sameName(t, setting.town)),
      }
    : decided;
  const folk = decideFolk(profile, root.fork('folk'));
  const taken = new Set<string>();
  const peopleRng = root.fork('people');

  const leaderRng = root.fork('leader');
  let leader = makePerson(folk, taken, leaderRng, {
    age: leaderRng.pick(['adult', 'middle-aged', 'middle-aged', 'elderly'] as const),
  });
  // A typed 'House Varenne' names the leader's family.
  const house = request.name
    ? /^(?:the\s+)?house\s+(?:of\s+)?([\p{L}'’-]+)$/iu.exec(request.name.trim())
    : null;
  if (house && id === 'noble') {
    const family = house[1]!;
    leader = { ...leader, last: family, name: `${leader.first} ${family}` };
    taken.add(family);
  }

  const deityRng = root.fork('deity');
  const deity =
    id === 'druids' && deityRng.chance(0.7)
      ? deityRng.pick([PANTHEON[6]!, PANTHEON[1]!])
      : id === 'merchant' && deityRng.chance(0.5)
        ? PANTHEON[7]!
        : deityRng.pick(PANTHEON);
  // A good cult serves a strange, outlawed power that is not cruel; an evil one never does.
  const moral = moralOf(alignment);
  const power = root
    .fork('power')
    .pick(POWERS.filter((p) => (moral === 'good' ? p.kind : moral === 'evil' ? !p.kind : true)));

  const orgNames = new Set<string>();
  const name = request.name
    ? readGivenName(request.name)
    : buildName(
        profile,
        {
          town: places.town,
          street: places.street,
          family: leader.last || leader.first,
          power,
          deityName: deity.name,
        },
        root.fork('name'),
        orgNames,
      );
  orgNames.add(name.mid.toLowerCase());

  const ranks = decideRanks(profile, sizeRank, tags, root.fork('ranks'));
  const top = ranks[ranks.length - 1]!;
  // 'Head of the House of House Lodeaxe' is avoided by the phrases that would say it.
  if (/ of /.test(top.name)) tags.add('top-of');
  const second = ranks[ranks.length - 2]!;

  const arms = decideArmsFor(
    { purpose: profile.purpose, alignment, secrecy, size, emblemStyle: request.emblemStyle },
    root.fork('arms').nextUint32(),
  );

  // Rivals and allies: other bodies and people, named once; faction names are never plural, since prose makes
  // them the subject of a sentence.
  const relationInputs: RelationInputs = {
    ours: id,
    size,
    sizeRank,
    town: places.town,
    region: places.region,
    realm: places.realm,
    realmBare: places.realm
      .replace(/^the (Kingdom|Duchy|Principality|Free Cities) of /, '')
      .replace(/^the (.+) Marches$/, '$1'),
    ruler: places.ruler,
    deityName: deity.name,
    deityEpithet: deity.epithet,
    factionName: (kind, rng, head) => {
      for (let i = 0; i < 10; i++) {
        const built = buildName(
          PROFILES[kind],
          {
            town: rng.chance(0.5) ? places.town : rng.pick(places.towns),
            street: places.street,
            family: head.last || head.first,
            power: rng.pick(POWERS),
            deityName: rng.pick(PANTHEON).name,
          },
          rng,
          orgNames,
        );
        if (!built.plural && !orgNames.has(built.mid.toLowerCase())) {
          orgNames.add(built.mid.toLowerCase());
          return { title: built.name, name: built.mid };
        }
      }
      const fallback = `${places.towns[0]} ${titleCase(PROFILES[kind].label)}`;
      orgNames.add(`the ${fallback}`.toLowerCase());
      return { title: `The ${fallback}`, name: `the ${fallback}` };
    },
  };
  const relRng = root.fork('relations');
  const rivalKinds = pickKinds(profile.rivals, relRng.int(...RIVAL_COUNTS[sizeRank]!), relRng);
  // The law and the crown are human in most realms, whoever the faction's own members are.
  const rivals = rivalKinds.map((kind) =>
    makeRelation(
      kind,
      makePerson(folk, taken, peopleRng, kind === 'authority' ? { race: 'human', age: 'middle-aged' } : {}),
      relationInputs,
      relRng,
    ),
  );
  const allyKinds = pickKinds(profile.allies, relRng.int(...ALLY_COUNTS[sizeRank]!), relRng);
  const allies = allyKinds.map((kind) =>
    makeRelation(kind, makePerson(folk, taken, peopleRng), relationInputs, relRng),
  );

  // Key members: the leader, then officers from the ranks just below the top; a house's are mostly kin.
  const memberRng = root.fork('members');
  const memberCount = memberRng.int(...MEMBER_COUNTS[sizeRank]!);
  const offsets = [1, 2, 1, 3, 2, 4, 3];
  const lookRng = root.fork('looks');
  const usedDetails = new Set<string>();
  const members: MemberRecord[] = [
    { person: leader, rank: top, look: lookOf(leader, lookRng, usedDetails), tie: 'leader' },
  ];
  const traitorIndex = memberCount >= 3 ? 2 : 1;
  for (let i = 1; i < memberCount; i++) {
    // Key members are officers: the lowest rank is for the many, not the few the story names.
    const rank = ranks[Math.max(1, ranks.length - 1 - offsets[(i - 1) % offsets.length]!)]!;
    const kin = id === 'noble' && rank.position >= 4 && memberRng.chance(0.85);
    const person = makePerson(folk, taken, memberRng, kin ? { kinOf: leader } : {});
    const tie: TieKind =
      i === traitorIndex
        ? 'traitor'
        : i === 1
          ? 'second'
          : kin
            ? 'kin'
            : memberRng.pick(['ally', 'rival', 'any'] as const);
    members.push({ person, rank, look: lookOf(person, lookRng, usedDetails), tie });
  }
  const traitor = members[traitorIndex] ?? members[members.length - 1]!;

  const frontRng = root.fork('front');
  const frontSource = frontRng.pick(profile.fronts);

  // The world the prose stands on: founding, named things, outsiders.
  const worldRng = root.fork('world');
  const founder = makePerson(folk, taken, worldRng, id === 'noble' ? { kinOf: leader, age: 'elderly' } : {});
  const foundedRange: readonly (readonly [number, number])[] = [
    [3, 15],
    [10, 60],
    [40, 200],
    [80, 400],
    [150, 600],
    [300, 1200],
  ];
  const founded = worldRng.int(...foundedRange[sizeRank]!);
  // The feud with the first rival is within living memory: its leader was there.
  const event = worldRng.int(
    Math.min(Math.max(2, Math.floor(founded / 6)), 12),
    Math.max(2, Math.min(40, Math.floor(founded / 2))),
  );
  const years = worldRng.int(2, Math.max(3, Math.min(30, founded - 1)));
  const lordPerson = makePerson(folk, taken, worldRng, { race: 'human' });
  const authority = rivals.find((r) => r.kind === 'authority');
  const lord =
    id === 'rebels' && authority
      ? authority.leader.name
      : `${gendered('lord', lordPerson)} ${lordPerson.name}`;
  const contact = makePerson(folk, taken, worldRng);
  const contact2 = makePerson(folk, taken, worldRng);
  // A member below the key members, for quests about one who went missing or was taken.
  const missing = makePerson(folk, taken, worldRng, id === 'noble' ? { kinOf: leader } : {});
  const good = worldRng.pick(GOODS);
  const mark = `House ${makePerson(folk, taken, worldRng, { race: 'human' }).last || 'Merrow'}`;
  const headcount = Math.max(
    5,
    Math.round(worldRng.int(...HEADCOUNTS[sizeRank]!) * (HEADCOUNT_SCALE[id] ?? 1)),
  );
  const building = pickHq(id, sizeRank, root.fork('hq'));

  const ctxRng = root.fork('context');
  const rival = rivals[0]!;
  const ally = allies[0]!;
  const f: Person = {
    name: name.mid,
    first: name.short,
    last: '',
    pronouns: name.plural ? THEY : IT,
  };
  const relationVar = (r: Relation) => ({ name: r.name, leader: r.leader, what: r.what });
  const ctx = factionGrammar.context({
    tags,
    vars: {
      f,
      label: profile.label,
      member: profile.member[0],
      members: profile.member[1],
      town: places.town,
      ward: places.ward,
      street: places.street,
      inn: places.inn,
      region: places.region,
      realm: places.realm,
      realm2: places.realms[0]!,
      realm3: places.realms[1]!,
      realm4: places.realms[2]!,
      realms: listJoin(places.realms.slice(0, sizeRank >= 5 ? 4 : 3)),
      allRealms: listJoin([places.realm, ...places.realms.slice(0, 3)]),
      chapters: CHAPTERS[id],
      chapter: CHAPTERS[id].replace(/ies$/, 'y').replace(/s$/, ''),
      t1: places.towns[0]!,
      t2: places.towns[1]!,
      t3: places.towns[2]!,
      v1: places.villages[0]!,
      v2: places.villages[1]!,
      site: places.site,
      ruin: places.ruin,
      river: places.river,
      forest: places.forest,
      cove: places.cove,
      family: leader.last || leader.first,
      deity: { ...deity },
      power: { ...power },
      leader,
      founder,
      top: top.name,
      second: second.name,
      seconds: second.plural,
      secondCount: numberWords(
        sizeRank <= 1 ? ctxRng.int(2, 3) : sizeRank <= 3 ? ctxRng.int(3, 6) : ctxRng.int(5, 9),
      ),
      rank0: ranks[0]!.name,
      rank0s: ranks[0]!.plural,
      rank1: { name: ranks[1]!.name, plural: ranks[1]!.plural },
      n: numberWords(ranks.length),
      cell: ctxRng.pick(['three', 'four', 'five']),
      rival: relationVar(rival),
      rival2: relationVar(rivals[1] ?? rival),
      ally: relationVar(ally),
      ally2: relationVar(allies[1] ?? ally),
      traitor: traitor.person,
      traitorRank: { name: traitor.rank.name, plural: traitor.rank.plural },
      founded: numberWords(founded),
      event: numberWords(event),
      years: numberWords(years),
      lord,
      contact,
      contact2,
      missing,
      debtor: makePerson(folk, taken, worldRng),
      good,
      mark,
      ships: numberWords(
        sizeRank <= 1 ? ctxRng.int(2, 4) : sizeRank <= 3 ? ctxRng.int(5, 20) : ctxRng.int(30, 90),
      ),
      books: sizeRank <= 1 ? 'Three hundred' : sizeRank <= 3 ? 'Four thousand' : 'Sixty thousand',
      count: countWords(headcount, ctxRng),
      ritualNight: ctxRng.pick(RITUAL_NIGHTS),
      badge: badgeOf(arms),
      oathObject: ctxRng.pick(OATH_OBJECTS[profile.family] ?? OATH_OBJECTS.crime!),
      motto: '',
      purpose: woven?.text ?? '',
    },
  });
  // Variables that are themselves written from variables.
  const drawnHq = ctx.expand(building.short, ctxRng);
  const drawnBuilding = ctx.expand(building.full, ctxRng);
  // In a town with a fitting establishment, the headquarters is in (or under) it.
  const hq = ground?.hq ?? drawnHq;
  ctx.bind('hq', hq);
  ctx.bind('building', ground?.hq ?? drawnBuilding);
  ctx.bind('stake', ctx.expand(ctxRng.pick(STAKES[id]), ctxRng));
  const treasure = ctx.expand(ctxRng.pick(TREASURES[id]), ctxRng);
  ctx.bind('treasure', { name: treasure, title: titleCase(treasure) });
  const front: Front = {
    name: ctx.expand(frontSource.name, frontRng),
    what: ctx.expand(frontSource.what, frontRng),
  };
  ctx.bind('front', { name: front.name, what: front.what });

  // Mottos: most factions have one; a gang or a hidden circle may not, or may only whisper it.
  const mottoRng = root.fork('motto');
  const hasMotto = mottoRng.chance(sizeRank === 0 ? 0.7 : hidden ? 0.8 : 0.92);
  const motto = hasMotto ? ctx.expandSymbol('motto', mottoRng) : '';
  if (motto) {
    ctx.bind('motto', motto);
    ctx.tag('has-motto');
  }

  // Goals: the game master's, line by line; else two to four that fit the kind and temper.
  const given = readGivenGoals(request.goals);
  const goalRng = root.fork('goals');
  // A purpose in the game master's words that names something to do ('protect the last dragon eggs') is the
  // faction's first goal too, so that quests stand on it.
  const purposeGoal: Goal[] =
    woven?.form === 'verb' ? [{ text: capitalize(woven.text), aim: woven.text, gist: woven.text }] : [];
  const drawnGoals =
    given.length > 0
      ? given
      : [
          ...purposeGoal,
          ...ctx
            .expandMany('goal', goalRng.int(2, 4) - purposeGoal.length, goalRng)
            .map(goalFrom)
            .filter((g): g is Goal => g !== null),
        ];
  // From a town: what the town says this faction wants comes first, and one goal stands on another of its factions.
  const goals = setting && given.length === 0 ? [...townGoals(setting), ...drawnGoals] : drawnGoals;
  // (The other faction is bound whatever the goals: the rivals name it too.)
  const other = setting ? bindOther({ ctx }, setting, root.fork('context-other')) : false;
  if (setting && other && given.length === 0) {
    const goal = goalFrom(ctx.expandSymbol('cx_goal', goalRng.fork('context-goal')));
    if (goal) goals.push(goal);
  }

  return {
    request,
    profile,
    purpose: profile.purpose,
    purposeWords,
    size,
    sizeRank,
    influence,
    secrecy,
    alignment,
    hidden,
    name,
    motto,
    places,
    folk,
    leader,
    members,
    ranks,
    rivals,
    allies,
    front,
    goals: goals.slice(0, 10),
    traitor,
    deity,
    power,
    hq,
    arms,
    tags,
    ctx,
  };
}
