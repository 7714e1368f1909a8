// Decide first: turns a magic item request and seed into a record (form, theme, maker, event, power, mind, name)
// bound into one grammar context, before a word of the item's prose is written.
import type {
  ItemArtStyle,
  ItemLook,
  ItemRarity,
  MagicItemRequest,
} from '../../../../shared/kinds/magic-item.js';
import { IT_PRONOUNS, pronounsFor, titleCase, withArticle } from '../../../engine/english.js';
import type { GrammarContext, GrammarValue, Person } from '../../../engine/grammar.js';
import { MarkovNames } from '../../../engine/markov.js';
import { type NameRace, personName, pickCulture } from '../../../engine/names.js';
import { pickDeity } from '../../../engine/pantheon.js';
import { innName, riverName, ruinName, siteName, streetName, townName } from '../../../engine/place-names.js';
import type { Rng } from '../../../engine/rng.js';
import { worldPick } from '../../../engine/world-pick.js';
import { ELEMENT_COLOUR_VARIANTS } from '../art/looks.js';
import { type ItemForm, pickType, resolveForm } from './forms.js';
import { itemGrammar } from './item-grammar.js';
import { type ItemName, type NameParts, nameItem } from './item-names.js';
import { decideLook, gripWordOf } from './look.js';
import { EVENTS, type EventDef, THEME_BANE } from './lore.js';
import { buildMaker, MADE_BY_CRAFT, type Maker } from './makers.js';
import {
  ATTUNEMENT_CHANCE,
  CHARGE_POOLS,
  type GearPlan,
  gearPlan,
  levelWords,
  MAX_SPELL_LEVEL,
  type PowerNumbers,
  powerNumbers,
  SCROLL_DC,
  SCROLL_LEVELS,
  SMALL_POOL,
  TIER,
  type Tier,
} from './rarity.js';
import { findSpell, SPELLS, type SpellDef, slotSpells, themedSpells } from './spells.js';
import { THEME_IDS, THEME_WEIGHTS, THEMES, type ThemeDef, type ThemeId } from './themes.js';
import { readTyped, type TypedOwner, type TypedSpec } from './typed.js';

export interface ChargePool {
  readonly count: number;
  readonly regain: string;
  /** 'regains 1d6 + 1 expended charges daily at dawn'. */
  readonly recharge: string;
}

export interface Mind {
  readonly alignment: string;
  readonly int: number;
  readonly wis: number;
  readonly cha: number;
  readonly sight: string;
}

/** Everything decided about an item before writing; the prose reads only from `ctx`. */
export interface ItemRecord {
  readonly tier: Tier;
  /** The rarity written: the request's, or a typed scroll's spell's when that is rarer (DMG). */
  readonly rarity: ItemRarity;
  /** What the game master typed, read; null when nothing was typed. */
  readonly typed: TypedSpec | null;
  readonly form: ItemForm;
  readonly theme: ThemeDef;
  readonly maker: Maker;
  readonly event: EventDef;
  readonly power: PowerNumbers;
  /** +1..+3 on weapons and armor; null otherwise and on Common gear. */
  readonly bonus: number | null;
  /** A weapon whose hits carry its theme's damage. */
  readonly themedHit: boolean;
  /** A weapon's, armour's, shield's or piece's budget of properties; null for every other item. */
  readonly gearPlan: GearPlan | null;
  readonly requiresAttunement: boolean;
  readonly attunementRequirements: string | null;
  readonly sentient: boolean;
  /** Wands, staffs and rods always have charges; other items use `smallPool` if a property spends charges. */
  readonly charges: ChargePool | null;
  readonly smallPool: ChargePool;
  /** Scrolls: the spell they hold. */
  readonly spell: SpellDef | null;
  /** Wands, staffs and rods: the spells their charges cast, lowest first. */
  readonly spellList: readonly SpellDef[];
  /** What the name is made from; the name itself is given by `nameRecord` once the properties are written. */
  readonly nameParts: Omit<NameParts, 'shows'>;
  /** What it is made of: the words the appearance uses and the materials and colours the picture paints. */
  readonly look: ItemLook;
  /** The appearance's opening and a named part's sentence, written with the look from the same choices. */
  readonly opening: string;
  readonly detail: string;
  /** What the game master typed that the look could not show or the record hold, as sentences kept as typed. */
  readonly typedSentences: readonly string[];
  readonly ctx: GrammarContext;
}

const STYLE_TAG: Record<ItemArtStyle, string> = {
  Fantasy: 'st-fantasy',
  Medieval: 'st-medieval',
  Gothic: 'st-gothic',
  Ethereal: 'st-ethereal',
  'Dark Fantasy': 'st-dark',
  Steampunk: 'st-steampunk',
  Elven: 'st-elven',
  Dwarven: 'st-dwarven',
};

// Dragons' names, which we wrote; the chain invents new ones in the same sound.
const WYRMS = [
  'Vorathix',
  'Szeraphon',
  'Ulmarrek',
  'Thessalgrin',
  'Kaurivex',
  'Oszmandrak',
  'Ixirathe',
  'Morrowgast',
  'Velkarion',
  'Azhuradd',
  'Gorthenax',
  'Silvaquine',
  'Pyrrhoseth',
  'Nerazzul',
  'Traxivane',
  'Olgremor',
  'Quessarith',
  'Bazhrakan',
  'Ystrallix',
  'Corvathane',
];
const wyrmModel = new MarkovNames(WYRMS, { minLength: 6, maxLength: 11 });

const ALIGNMENTS: Record<ThemeId, readonly string[]> = {
  fire: ['chaotic good', 'chaotic neutral', 'neutral good'],
  cold: ['lawful neutral', 'neutral', 'lawful evil'],
  lightning: ['chaotic neutral', 'chaotic good', 'neutral'],
  thunder: ['chaotic neutral', 'neutral', 'chaotic good'],
  acid: ['neutral', 'chaotic neutral', 'neutral evil'],
  poison: ['neutral evil', 'neutral', 'chaotic evil'],
  necrotic: ['neutral evil', 'lawful evil', 'chaotic evil'],
  radiant: ['lawful good', 'neutral good', 'lawful neutral'],
  force: ['lawful neutral', 'neutral', 'lawful good'],
  psychic: ['chaotic neutral', 'neutral', 'chaotic evil'],
};

const BOOK_STAT: Record<ThemeId, string> = {
  fire: 'Strength',
  cold: 'Constitution',
  lightning: 'Dexterity',
  thunder: 'Strength',
  acid: 'Intelligence',
  poison: 'Constitution',
  necrotic: 'Intelligence',
  radiant: 'Wisdom',
  force: 'Intelligence',
  psychic: 'Charisma',
};
const BOOK_TOPIC: Record<ThemeId, string> = {
  fire: 'fire, forges and the creatures of flame',
  cold: 'winter, ice and the far north',
  lightning: 'storms, weather and the open sky',
  thunder: 'mountains, giants and the deep earth',
  acid: 'alchemy and the things that live in fens',
  poison: 'poisons, their cures and venomous beasts',
  necrotic: 'death, the dead and what lies beyond',
  radiant: 'the gods, their saints and their miracles',
  force: 'magic and the making of magic items',
  psychic: 'dreams, minds and the Far Realm',
};

const HOSTS = ['', '', 'berserkers', 'veterans', 'knights', 'gladiators'];
const HOST_COUNTS = ['', '', '2d4 + 2', '3d4 + 2', '4d4 + 2', '5d4 + 4'];
const LAMP_RADIUS = [20, 30, 30, 40, 60, 60];
const REGEN = [1, 2, 3, 5, 10, 15];
const BOLT = ['1d6', '2d6', '3d6', '4d6', '6d6', '8d6'];
const STORE_LEVELS = [1, 3, 5, 7, 9, 12];
const HOLD_LB = [100, 500, 500, 1000, 1500, 2000];
const HOLD_FT = [16, 64, 64, 128, 192, 256];

/** The item itself, for prose: "the warhammer", with "it" (or "they" for boots and bracers). */
function itemPerson(form: ItemForm): Person {
  const name = `the ${form.noun}`;
  return {
    name,
    first: name,
    last: '',
    pronouns: form.plural
      ? {
          subject: 'they',
          object: 'them',
          possessive: 'their',
          possessivePronoun: 'theirs',
          reflexive: 'themselves',
          plural: true,
        }
      : IT_PRONOUNS,
  };
}

/** "a warhammer", "a pair of boots", "a suit of plate armor", "a coat of chain mail". */
function nounWithArticle(form: ItemForm): string {
  const noun = form.noun;
  if (form.type === 'Scroll') return 'a spell scroll';
  if (form.plural) return /(pipes|chimes|bells)$/.test(noun) ? `a set of ${noun}` : `a pair of ${noun}`;
  const kind = form.armor?.kind;
  if (kind && kind !== 'shield' && kind !== 'piece') {
    if (/ mail$/.test(noun)) return `a coat of ${noun}`;
    if (/armor$|^half plate$/.test(noun)) return `a suit of ${noun}`;
  }
  return withArticle(noun);
}

function gripWord(form: ItemForm): string {
  return gripWordOf(form.tags);
}

/** 'is' for 'the blade', 'are' for 'the clasps' and 'the pages'. */
function beFor(noun: string): string {
  return /[^su]s$/.test(noun) ? 'are' : 'is';
}

function wearVerbs(form: ItemForm): [string, string] {
  const t = form.tags;
  if (t.some((x) => ['container', 'stone', 'compass', 'key', 'hourglass', 'figurine'].includes(x)))
    return ['carry', 'carrying'];
  if (t.includes('worn') || t.includes('body') || t.includes('piece')) return ['wear', 'wearing'];
  return ['hold', 'holding'];
}

/** "dragons" -> "dragon"; "undead and fiends" -> "undead creature or fiend", for "each dragon within 60 feet". */
function singularBane(bane: string): string {
  const one = (word: string): string => {
    if (word === 'undead') return 'undead creature';
    if (word === 'fey') return 'fey creature';
    if (word.endsWith('ies')) return `${word.slice(0, -3)}y`;
    return word.replace(/s$/, '');
  };
  return bane
    .split(' and ')
    .map((w) => one(w.trim()))
    .join(' or ');
}

function pickTheme(style: ItemArtStyle, rng: Rng): ThemeId {
  return rng.weighted(THEME_IDS, (id) => THEME_WEIGHTS[style][id] ?? 1);
}

const RARITY_OF: Readonly<Record<Tier, ItemRarity>> = {
  1: 'Common',
  2: 'Uncommon',
  3: 'Rare',
  4: 'Very Rare',
  5: 'Legendary',
  6: 'Artifact',
};

/**
 * The rarity of a scroll of a typed spell: the DMG's for its level (fireball is uncommon), so a scroll of a named
 * spell is never a common fireball nor a rare one padded out.
 */
function scrollTierFor(level: number): Tier {
  const fits = ([1, 2, 3, 4, 5] as const).find((t) => {
    const [min, max] = SCROLL_LEVELS[t - 1] as readonly [number, number];
    return level >= min && level <= max;
  });
  return fits ?? 5;
}

/** A scroll's spell comes first: attack spells a little more often, themes the art style favours more often. */
function pickScrollSpell(tier: Tier, style: ItemArtStyle, rng: Rng): SpellDef {
  const [min, max] = SCROLL_LEVELS[tier - 1] as readonly [number, number];
  const pool = SPELLS.filter((s) => s.level >= min && s.level <= max);
  return rng.weighted(
    pool,
    (s) => (s.kind === 'attack' ? 1.5 : 1) * (THEME_WEIGHTS[style][s.themes[0] as ThemeId] ?? 1),
  );
}

const NEIGHBOUR: Record<ThemeId, ThemeId> = {
  fire: 'radiant',
  cold: 'force',
  lightning: 'thunder',
  thunder: 'lightning',
  acid: 'poison',
  poison: 'necrotic',
  necrotic: 'poison',
  radiant: 'fire',
  force: 'psychic',
  psychic: 'force',
};

/** A wand's, staff's or rod's spells: of its theme, toward the top of what its rarity allows, lowest first. */
function pickSpellList(theme: ThemeId, tier: Tier, charges: number, rng: Rng): SpellDef[] {
  if (tier < 2) return [];
  const max = Math.min(MAX_SPELL_LEVEL[tier - 1] as number, charges);
  // Themes with few spells of their own (acid, thunder) borrow from a neighbour, so a legendary acid rod still
  // casts something worth its rarity.
  const own = themedSpells(theme, 1, max);
  const pool = own.some((s) => s.level >= max - 2)
    ? own
    : [...own, ...themedSpells(NEIGHBOUR[theme], Math.max(1, max - 3), max)];
  const want = [0, 0, rng.int(1, 2), 2, rng.int(2, 3), 3, rng.int(3, 4)][tier] as number;
  const chosen: SpellDef[] = [];
  const left = pool.slice();
  while (chosen.length < want && left.length > 0) {
    const pick = rng.weighted(left, (s) => s.level * s.level + (s.kind === 'attack' ? 1 : 0));
    chosen.push(pick);
    left.splice(left.indexOf(pick), 1);
  }
  return chosen.sort((a, b) => a.level - b.level || a.name.localeCompare(b.name));
}

function chargePool(count: number, regain: string, time: string): ChargePool {
  return { count, regain, recharge: `regains ${regain} expended charges daily at ${time}` };
}

function tierTags(tier: Tier): string[] {
  const tags = [`t${tier}`];
  for (let t = 2; t <= tier; t++) tags.push(`up${t}`);
  for (let t = tier + 1; t <= 6; t++) tags.push(`lt${t}`);
  return tags;
}

const HE =
  /^(king|prince|emperor|sultan|pharaoh|tsar|czar|khan|jarl|lord|duke|count|baron|earl|father|grandfather|brother|uncle|husband|son|boy|monk|abbot|bishop|sea-king|witch-king|warlock|wizard|sorcerer)$/;
const SHE =
  /^(queen|princess|empress|lady|duchess|countess|baroness|mother|grandmother|sister|aunt|wife|daughter|girl|nun|abbess|priestess|sorceress|witch|heroine)$/;
const TITLES: Readonly<Record<string, string>> = {
  king: 'King',
  queen: 'Queen',
  prince: 'Prince',
  princess: 'Princess',
  emperor: 'Emperor',
  empress: 'Empress',
  duke: 'Duke',
  duchess: 'Duchess',
  lord: 'Lord',
  lady: 'Lady',
  knight: 'Ser',
  paladin: 'Ser',
  baron: 'Baron',
  baroness: 'Baroness',
  count: 'Count',
  countess: 'Countess',
  jarl: 'Jarl',
  'sea-king': 'King',
  'witch-king': 'King',
};
const OWNER_FATES: readonly (readonly [string, RegExp])[] = [
  ['t-drowned', /^(drowned|sunken|sunk|shipwrecked)$/],
  ['t-fallen', /^(fallen|slain|killed|dead|dying)$/],
  ['t-buried', /^(buried|entombed|interred)$/],
  ['t-murdered', /^(murdered|poisoned|assassinated|betrayed|strangled|headless|beheaded|hanged)$/],
  ['t-exiled', /^(exiled|banished|wandering|outcast|deposed|fugitive)$/],
  ['t-mad', /^(mad|insane|raving|lunatic)$/],
  ['t-cursed', /^(cursed|damned|accursed|doomed)$/],
  ['t-last', /^(last|final)$/],
];

/** Binds a typed owner for the history: their words, a name if none was typed, their pronouns and their fate. */
function bindTypedOwner(ctx: GrammarContext, owner: TypedOwner, rng: Rng): void {
  const gender = HE.test(owner.role) ? 'male' : SHE.test(owner.role) ? 'female' : 'non-binary';
  const made = personName(pickCulture('human', rng), gender, rng);
  const title = TITLES[owner.role];
  const name = title ? `${title} ${made.first}` : made.last ? `${made.first} ${made.last}` : made.first;
  ctx.bind('tOwner', owner.words).bind('tName', name);
  ctx.bind('tPron', {
    name: owner.words,
    first: owner.words,
    last: '',
    pronouns: pronounsFor(gender),
  });
  ctx.tag('typed-owner');
  if (owner.name) ctx.tag('typed-named');
  else if (owner.royal) ctx.tag('typed-royal', 'typed-role');
  else ctx.tag('typed-role');
  const fate = OWNER_FATES.find(([, re]) => owner.adjectives.some((a) => re.test(a)))?.[0];
  ctx.tag(fate ?? 't-plain');
}

/** What a typed name carries into the item's name: its 'of ...' and its owner ('the Drowned King'). */
function typedNameParts(typed: TypedSpec | null): { typedTitle?: string; typedOwner?: string } {
  if (!typed) return {};
  const title = typed.potion ? titleCase(typed.potion.words) : typed.epithet;
  const owner = typed.owner
    ? typed.owner.name && !typed.owner.role
      ? typed.owner.name
      : `the ${[...typed.owner.adjectives, typed.owner.role].map((w) => titleCase(w)).join(' ')}${typed.owner.name ? ` ${typed.owner.name}` : ''}`
    : undefined;
  return { ...(title ? { typedTitle: title } : {}), ...(owner ? { typedOwner: owner } : {}) };
}

/** Builds the record and its grammar context from the request; every choice has its own stream. */
export function buildRecord(request: MagicItemRequest, root: Rng): ItemRecord {
  const style = request.artStyle;
  // What the game master typed is read first: it names the object, and may name its type, spell or element.
  const typed = readTyped(request.specificType, request.type);
  const type = pickType(request, root.settled('type'), typed);
  const form = resolveForm(type, request, root.settled('form'), typed);
  const consumable = type === 'Potion' || type === 'Scroll';

  // A scroll's spell decides its theme (and a typed spell too strong for the rarity asked raises the rarity to
  // the DMG's for its level); everything else takes the theme the words name, else the art style's leaning.
  const typedSpell = type === 'Scroll' && typed?.spell ? findSpell(typed.spell) : null;
  const tier = typedSpell ? scrollTierFor(typedSpell.level) : TIER[request.rarity];
  const rarity = RARITY_OF[tier];
  const spell =
    type === 'Scroll' ? (typedSpell ?? pickScrollSpell(tier, style, root.settled('spell'))) : null;
  const themeRng = root.settled('theme');
  const themeId = spell?.themes[0] ?? typed?.theme ?? pickTheme(style, themeRng);
  const theme = THEMES[themeId];
  // The colour word its magic shows, one of several for its element and the account's least used: ten acid items
  // were all 'bile-green' (reader round 2). The picture knows the element by any of them (art/looks.ts).
  const themeColour = worldPick(
    root.fork('colour'),
    `th-colour-${themeId}`,
    ELEMENT_COLOUR_VARIANTS[themeId],
  );

  const event = root.fork('event').weighted(EVENTS, (e) => eventWeight(e, themeId));

  const placeRng = root.fork('places');
  const places = {
    site: siteName(placeRng),
    town: townName(placeRng),
    ruin: ruinName(placeRng),
    river: riverName(placeRng),
    inn: innName(placeRng),
    street: streetName(placeRng),
    // Where it went later: never the town of its making, so the story travels.
    town2: '',
    site2: '',
  };
  let town2 = townName(placeRng);
  for (let i = 0; i < 5 && town2 === places.town; i++) town2 = townName(placeRng);
  places.town2 = town2;
  // A second site for its later wanderings: a shepherd, a wreck and a net 'off Salt Landing' in one history read as
  // a place with one name (reader round 3).
  let site2 = siteName(placeRng);
  for (let i = 0; i < 5 && site2 === places.site; i++) site2 = siteName(placeRng);
  places.site2 = site2;
  const deity = pickDeity(root.fork('deity'));
  const maker = buildMaker(form, themeId, style, tier, deity, root.fork('maker'));

  const castRng = root.fork('cast');
  const castPerson = (race: NameRace): Person => {
    const gender = castRng.weightedEntry([
      ['male', 48],
      ['female', 48],
      ['non-binary', 4],
    ] as const);
    const n = personName(pickCulture(race, castRng), gender, castRng);
    const name = n.last ? `${n.first} ${n.last}` : n.first;
    return {
      name,
      first: n.first,
      last: n.last,
      pronouns: {
        subject: 'they',
        object: 'them',
        possessive: 'their',
        possessivePronoun: 'theirs',
        reflexive: 'themself',
        plural: true,
      },
    };
  };
  const villain = castPerson(
    castRng.weightedEntry<NameRace>([
      ['human', 6],
      ['half-orc', 2],
      ['tiefling', 1],
      ['dragonborn', 1],
    ]),
  );
  const owner = castPerson(
    castRng.weightedEntry<NameRace>([
      ['human', 8],
      ['dwarf', 2],
      ['elf', 2],
      ['halfling', 2],
      ['half-elf', 1],
      ['gnome', 1],
    ]),
  );
  const wyrm = wyrmModel.generate(castRng);
  // The great bearers of a legendary item or an artifact, whom its history names (blind read 4: 'thin legends').
  const hero = castPerson(
    castRng.weightedEntry<NameRace>([
      ['human', 6],
      ['dwarf', 2],
      ['elf', 2],
      ['half-elf', 1],
    ]),
  );
  const hero2 = castPerson(
    castRng.weightedEntry<NameRace>([
      ['human', 6],
      ['dwarf', 1],
      ['elf', 1],
      ['halfling', 1],
    ]),
  );

  // When: makers of each kind worked in their own eras; the greatest relics are the oldest.
  const timeRng = root.fork('time');
  const [minYears, maxYears] = {
    smith: [12, 300],
    order: [40, 700],
    people: [600, 3000],
    mage: [25, 900],
  }[maker.kind] as [number, number];
  const years = Math.round(
    (minYears + (maxYears - minYears) * timeRng.next() ** 1.5) * (tier >= 5 ? 1.8 : 1),
  );
  const ageTag = years < 80 ? 'age-young' : years < 600 ? 'age-old' : 'age-ancient';
  // How long ago it came to light again (gap_ago): a young item's gap is short.
  const gapTag = years < 40 ? 'gap-recent' : 'gap-long';

  // Power: numbers by rarity; a scroll's DC and attack bonus follow its spell's level instead.
  const base = powerNumbers(tier);
  const power: PowerNumbers = spell
    ? { ...base, dc: SCROLL_DC[spell.level] as number, atk: `+${(SCROLL_DC[spell.level] as number) - 8}` }
    : base;
  const gear = type === 'Weapon' || type === 'Armor';
  // Weapons, armour, shields and worn pieces spend their rarity by the DMG's budgets (rarity.ts, gearPlan).
  const gearKind =
    type === 'Weapon'
      ? 'weapon'
      : form.armor?.kind === 'shield'
        ? 'shield'
        : form.armor?.kind === 'piece'
          ? 'piece'
          : 'body';
  const budgetRng = root.fork('bonus');
  const plan: GearPlan | null = gear ? gearPlan(tier, gearKind, () => budgetRng.next()) : null;
  const bonus = plan?.bonus ?? null;
  const themedHit = plan?.themedHit ?? false;

  // Minds: most artifacts, a quarter of legendary items; never a potion or a scroll.
  const mindRng = root.fork('mind');
  const sentient =
    !consumable && (tier === 6 ? mindRng.chance(0.75) : tier === 5 ? mindRng.chance(0.25) : false);
  const mind: Mind = {
    alignment: mindRng.pick(ALIGNMENTS[themeId]),
    int: mindRng.int(8 + tier, 12 + tier),
    wis: mindRng.int(8 + tier, 12 + tier),
    cha: mindRng.int(10 + tier, 14 + tier),
    sight: tier === 6 && mindRng.chance(0.4) ? 'truesight' : 'darkvision',
  };

  // Charges: wands take the smallest pool of their rarity, staffs the largest.
  const chargeRng = root.fork('charges');
  // Charges come back at dawn, as the item's other uses do: a wand that regained charges at dusk while its other
  // property 'regains the use at dawn' read as two clocks (reader round 2). The draw is kept so the stream is not
  // shifted for the picks after it.
  if (themeId === 'necrotic' || themeId === 'psychic') chargeRng.chance(0.5);
  const time = 'dawn';
  const pools = CHARGE_POOLS[tier - 1] as readonly (readonly [number, string])[];
  const [count, regain] = (
    type === 'Wand' ? pools[0] : type === 'Staff' ? pools[pools.length - 1] : chargeRng.pick(pools)
  ) as readonly [number, string];
  const charged = form.tags.includes('charged');
  const charges = charged ? chargePool(count, regain, time) : null;
  const [smallCount, smallRegain] = SMALL_POOL[tier - 1] as readonly [number, string];
  const smallPool = chargePool(smallCount, smallRegain, 'dawn');
  const spellList = charged ? pickSpellList(themeId, tier, count, root.fork('spells')) : [];

  // A spell the item can cast now and then, fitting where it is worn or held.
  const utilRng = root.fork('util');
  // Great items cast great spells: nothing more than four levels below what the rarity allows.
  const maxLevel = MAX_SPELL_LEVEL[tier - 1] as number;
  const fitting = slotSpells(form.tags, maxLevel);
  const strong = fitting.filter((s) => s.level >= maxLevel - 4);
  const utils = strong.length > 0 ? strong : fitting;
  // Stronger items cast stronger spells: weight by level, and by the theme.
  const util =
    utils.length > 0
      ? utilRng.weighted(utils, (s) => (s.level + 1) ** 2 * (s.themes.includes(themeId) ? 3 : 1))
      : null;

  const bane = event.bane ?? THEME_BANE[themeId];
  const typedLight = (typed?.flame ?? typed?.glow)?.word;
  const [wear, wearing] = wearVerbs(form);
  // How it was made, as a past tense and a participle: "Brunna forged it", "a warhammer forged by Brunna".
  const [makes, made] =
    type === 'Potion'
      ? ['brewed', 'brewed']
      : type === 'Scroll'
        ? ['wrote', 'written']
        : maker.kind === 'smith' || (maker.kind === 'order' && gear)
          ? // A smith's blade or armour is not always 'forged': an account of 25 hears it in every opening.
            /^(weaponsmith|armorer)$/.test(form.craft)
            ? root.fork('made').pick([
                ['forged', 'forged'],
                ['forged', 'forged'],
                ['wrought', 'wrought'],
                ['made', 'made'],
              ] as const)
            : (MADE_BY_CRAFT[form.craft] ?? ['made', 'made'])
          : maker.kind === 'mage'
            ? root.fork('made').pick([
                ['made', 'made'],
                ['enchanted', 'enchanted'],
              ] as const)
            : ['made', 'made'];

  // Materials are decided once, here: the appearance names them and the picture paints them.
  const lookDecision = decideLook(
    form,
    themeId,
    style,
    tier,
    nounWithArticle(form),
    root.fork('look'),
    typed,
  );

  const tags = new Set<string>([
    // Where it turns up again follows how it was lost; a history that never says how it was lost may say any.
    'lost-any',
    ...lookDecision.tags,
    ...tierTags(tier),
    ...form.tags,
    themeId,
    STYLE_TAG[style],
    ...maker.tags,
    `ev-${event.id}`,
    ageTag,
    gapTag,
  ]);
  if (gear) tags.add('gear');
  if (event.long) tags.add('ev-long');
  if (themedHit) tags.add('themed-hit');
  // A very rare weapon, whose bonus and rider or second property already spend its budget, and any weapon whose
  // every hit carries its element below Legendary, keep their other properties modest (no burst).
  if ((themedHit && tier <= 4) || (type === 'Weapon' && tier === 4)) tags.add('modest');
  if (sentient) tags.add('sentient');
  if (util) tags.add('has-util');
  if (spell) {
    tags.add(`spell-${spell.kind === 'attack' ? 'harm' : 'help'}`);
    if (forcesSave(spell.effect)) tags.add('spell-save');
    if (/\(concentration\)/.test(spell.effect)) tags.add('spell-concentration');
    if (/within (\d|1 mile)/.test(spell.effect) && !/(from you|around you|your hand)/.test(spell.effect))
      tags.add('spell-ranged');
  }

  const vars: Record<string, GrammarValue> = {
    item: itemPerson(form),
    noun: form.noun,
    nounA: nounWithArticle(form),
    this: `${form.plural ? 'these' : 'this'} ${form.noun}`,
    made,
    makes,
    part: form.part,
    // Where a maker signs a weapon: on the grip, not on the edge or the string.
    markSpot: form.weapon ? gripWord(form) : form.part,
    grip: gripWord(form),
    partBe: beFor(form.part),
    markBe: beFor(form.weapon ? gripWord(form) : form.part),
    ...lookDecision.vars,
    missile: form.weapon?.missile || 'arrow',
    wear,
    wearing,
    wore: wear === 'wear' ? 'wore' : wear === 'carry' ? 'carried' : 'held',
    worn: wear === 'wear' ? 'worn' : wear === 'carry' ? 'carried' : 'held',
    tools: form.tools,
    // A typed flame or glow is the colour the item's magic shows: a blue-flamed lantern sheds blue light.
    // Its sound agrees with it: 'it sighs like wind', 'they sigh like wind'.
    th: typedLight
      ? {
          ...theme,
          sound: soundFor(theme.sound, form.plural),
          colour: typedLight,
          light: typedLight,
          glow: `a soft ${typedLight} glow`,
        }
      : { ...theme, sound: soundFor(theme.sound, form.plural), colour: themeColour },
    maker,
    ...places,
    deity: { ...deity },
    villain,
    owner,
    wyrm,
    hero,
    hero2,
    bane,
    baneOne: singularBane(bane),
    baneWord: singularBane(bane.split(' and ')[0] as string)
      .replace(/ creature$/, '')
      .replace(/^\w/, (c) => c.toUpperCase()),
    mind: { ...mind },
    bookStat: BOOK_STAT[themeId],
    bookTopic: BOOK_TOPIC[themeId],
    lampR: LAMP_RADIUS[tier - 1] as number,
    regen: REGEN[tier - 1] as number,
    bolt: BOLT[tier - 1] as string,
    storeLevels: STORE_LEVELS[tier - 1] as number,
    holdLb: (HOLD_LB[tier - 1] as number).toLocaleString('en-US'),
    holdFt: HOLD_FT[tier - 1] as number,
    hostN: HOST_COUNTS[tier - 1] || '2d4',
    host: HOSTS[tier - 1] || 'berserkers',
    beastRest: tier <= 2 ? '2 days' : tier === 3 ? '5 days' : '7 days',
    spellMaxWords: levelWords(MAX_SPELL_LEVEL[tier - 1] as number),
    plusAC: power.plus + 1,
    // A potion's numbers follow the DMG's potions: healing 2d4 + 2 common to 10d4 + 20 very rare, giant strength
    // 21 (hill) uncommon to 29 (storm) legendary.
    pHeal: ['2d4 + 2', '4d4 + 4', '8d4 + 8', '10d4 + 20', '10d4 + 20', '10d4 + 20'][tier - 1] as string,
    pScore: [21, 21, 23, 27, 29, 29][tier - 1] as number,
    openDc: 10 + (spell?.level ?? 1),
    ...power,
  };
  if (util) {
    vars.util = {
      name: util.name,
      // Spells of 5th level and up are cast once a day, whatever the rarity's usual count.
      uses: util.level >= 5 ? '(once per day; regains the use at dawn)' : power.perDawn,
      note: /saving throw/.test(util.effect)
        ? `, using a save DC of ${power.dc}`
        : /#atk#/.test(util.effect)
          ? `, with a spell attack bonus of ${power.atk}`
          : '',
    };
  }
  const ctx = itemGrammar.context({ tags, vars });

  // A figurine becomes the creature it is carved as; the look decided it.
  ctx.bind('beast', lookDecision.beast ?? 'a mastiff');
  // Whose it was and where it came from, as typed: the history tells it first.
  if (typed?.owner) bindTypedOwner(ctx, typed.owner, root.fork('typed-owner'));
  if (typed?.origin) ctx.bind('tOrigin', typed.origin);
  // A typed potion's effect is named as typed: 'Frog Breathing'.
  if (typed?.potion) ctx.bind('pt_title', titleCase(typed.potion.words));

  // The story's facts, expanded once so every section reads the same ones.
  const storyRng = root.fork('story');
  ctx.bind('kin', ctx.expandSymbol('th_kin', storyRng));
  ctx.bind('event', ctx.expandSymbol('ev_name', storyRng));
  // A grammar pick, so one account does not hear 'some forty years ago' in every other find.
  ctx.bind('gapAgo', ctx.expandSymbol('gap_ago', timeRng));

  // The theme's root word for coined property names; the item's own name is given after its properties are
  // written (nameRecord), so that it promises only what the item does.
  const root_ = root.fork('root').pick(theme.roots);
  ctx.bind('root', root_);
  const evPlace = String(ctx.get('evPlace') ?? places.town);
  const eventText = String(ctx.get('event'));
  // A targe is round: a kite or heater shield is not named one.
  const shieldShape = form.armor?.kind === 'shield' ? lookDecision.look.shape : undefined;
  const nameForm =
    shieldShape && shieldShape !== 'round'
      ? { ...form, nameNouns: form.nameNouns.filter((n) => n !== 'Targe') }
      : form;
  const nameParts = {
    form: nameForm,
    theme,
    root: root_,
    maker,
    eventWords: event.words,
    // A name carries only a place the opening sentence names (the event's), so every 'of Kingsbridge' is explained.
    places: [...new Set([evPlace, maker.home, places.town])].filter((p) => eventText.includes(p)),
    ...(spell ? { spell: spell.name } : {}),
    ...typedNameParts(typed),
  };
  ctx.bind('ownerRole', ctx.expandSymbol('owner_role', storyRng));
  ctx.bind('era', ctx.expandSymbol('era', storyRng));
  // An item made to keep an heir alive through poisoned feasts carries what keeps it: the promise is decided
  // before the properties are written (the purpose itself is chosen after them, see bindPurpose).
  if (event.id === 'poisoning' && !gear && !consumable && tier >= 2 && storyRng.chance(0.5))
    ctx.tag('promise-poison');
  ctx.bind('want', ctx.expandSymbol('want', storyRng));
  ctx.bind('conflict', ctx.expandSymbol('conflict', storyRng));

  // Attunement: rare for Common, usual for Legendary, always for artifacts and minds; never for consumables.
  const attuneRng = root.fork('attunement');
  const requiresAttunement =
    !consumable && (sentient || attuneRng.chance(ATTUNEMENT_CHANCE[tier - 1] as number));
  if (requiresAttunement) tags.add('attuned');
  const attunementRequirements =
    requiresAttunement && attuneRng.chance(charged ? 0.6 : 0.4)
      ? ctx.expandSymbol('attune_req', attuneRng)
      : null;

  return {
    tier,
    rarity,
    typed,
    form,
    theme,
    maker,
    event,
    power,
    bonus,
    themedHit,
    gearPlan: plan,
    requiresAttunement,
    attunementRequirements,
    sentient,
    charges,
    smallPool,
    spell,
    spellList,
    nameParts,
    look: lookDecision.look,
    opening: lookDecision.opening,
    detail: lookDecision.detail,
    typedSentences: [
      ...lookDecision.said,
      ...(typed?.sentences ?? []).filter((line) => !lookDecision.took.includes(line)),
    ],
    ctx,
  };
}

/**
 * How likely an item of a theme comes from an event: mostly events that suit it, any event now and then, but never
 * an event of another element (a frost blade forged in the Great Fire, a fire brand from the Long Winter).
 */
export function eventWeight(event: EventDef, themeId: ThemeId): number {
  const fit = event.themes.includes(themeId) ? 4 : event.strict ? 0 : event.themes.length === 0 ? 1.5 : 0.35;
  return fit * (event.weight ?? 1);
}

/**
 * Whether a spell makes creatures save against it: protection from poison's 'advantage on saving throws' forces
 * no save that a 'Careful Words' scroll could let allies pass.
 */
export function forcesSave(effect: string): boolean {
  return /\bDC\b[^.]*saving throw/.test(effect);
}

/**
 * Sets the item's story in another event, once its properties are known (motifs.ts): the event's tags, its name and
 * place, when in it the item was made, and the words and place its name may carry.
 */
export function rebindEvent(record: ItemRecord, event: EventDef, rng: Rng): void {
  const { ctx } = record;
  for (const t of [...ctx.tags]) if (t.startsWith('ev-')) ctx.tags.delete(t);
  ctx.tag(`ev-${event.id}`);
  if (event.long) ctx.tag('ev-long');
  ctx.bind('event', ctx.expandSymbol('ev_name', rng));
  ctx.bind('era', ctx.expandSymbol('era', rng));
  const eventText = String(ctx.get('event'));
  const places = [String(ctx.get('evPlace') ?? ''), record.maker.home, String(ctx.get('town'))];
  const mutable = record as { -readonly [K in keyof ItemRecord]: ItemRecord[K] };
  mutable.event = event;
  mutable.nameParts = {
    ...record.nameParts,
    eventWords: event.words,
    places: [...new Set(places)].filter((p) => p && eventText.includes(p)),
  };
}

/** What an item's rules text lets its bearer do, as tags the purposes and stories read ('cap-find'). */
export function capabilities(rules: string): string[] {
  // Being hidden from scrying finds nothing: 'hidden from divination magic ... scrying sensors' is not cap-find.
  const t = rules.toLowerCase().replace(/hidden from divination magic[^.]*/g, 'hidden from divination');
  const caps: [string, RegExp][] = [
    ['cap-harm', /\bdamage\b|attack roll|ranged spell attack|melee spell attack/],
    [
      'cap-heal',
      /regains? .*hit points|restores? .*hit points|cures?|ends one poison|removes? any exhaustion/,
    ],
    [
      'cap-ward',
      /resistance to|bonus to ac|saving throws?\b.*\badvantage|advantage on saving|immune to|reduce (that|the) damage|critical hit against you|can’t be (knocked|moved|charmed|frightened|surprised)|temporary hit points/,
    ],
    [
      'cap-find',
      /know(s)? the direction|always know|direction to|truesight|see invisible|detect|locate|reveal|true form|(?<!hidden from )divination|learn |scrying|points toward|can see in darkness|clairvoyance|legend lore|commune/,
    ],
    [
      'cap-warn',
      /comes within|grows? (cold|warm|hot)|thrums|hums|can’t be surprised|warns? you|forewarning|premonition/,
    ],
    ['cap-truth', /\blie\b|true form|surface thoughts|deeper thoughts|illusions there|zone of truth/],
    [
      'cap-move',
      /speed|\bfly\b|flying|climb|teleport|jump|liquid surface|difficult terrain|misty step|dimension door|levitat|haste/,
    ],
    [
      'cap-water',
      /underwater|breathe|swimming|liquid surface|water breathing|create or destroy water|water walk/,
    ],
    [
      'cap-hide',
      /invisible|invisibility|stealth|hidden from|disguise|take on the face|can’t be seen|pass without trace|darkness|fog/,
    ],
    ['cap-light', /\blight\b|daylight|sheds? bright|sunlight|bright .* light/],
    ['cap-mind', /charm|frightened|telepath|thoughts|suggestion|sleep|dominate|confusion|fear/],
    [
      'cap-wall',
      /wall of|sphere|cube|barrier|fog cloud|sleet storm|hold up to|fixed? .* in place|gust of wind|globe of/,
    ],
    ['cap-warm', /temperatures|cold damage|resistance to cold|fire damage/],
    ['cap-fire', /fire damage|flames?|burn/],
    ['cap-hold', /inside is much larger|holds up to|extradimensional/],
    ['cap-truth', /lying|truth/],
  ];
  return [...new Set(caps.filter(([, re]) => re.test(t)).map(([tag]) => tag))];
}

/**
 * What it was made for, chosen once its properties are known (issue 21: an item made to unmask a poisoner can
 * find or read; a fire bolt scroll was not made to hold back a flood). The purpose never says the event's words
 * again in the same sentence ('the hill forts of Marsh Gate' twice).
 */
export function bindPurpose(record: ItemRecord, rules: string, rng: Rng): void {
  const { ctx } = record;
  ctx.tag(...capabilities(rules));
  let purpose = ctx.expandSymbol('purpose', rng);
  const repeats = (p: string) => sharesPhrase(p, `${ctx.get('era')} ${ctx.get('event')}`, 3);
  for (let i = 0; i < 6 && repeats(purpose); i++) purpose = ctx.expandSymbol('purpose', rng);
  if (repeats(purpose)) purpose = ctx.expandSymbol('purpose_plain', rng);
  ctx.bind('purpose', purpose);
  // A purpose that reads alone can open the description; one that leans on the event ('through it') cannot.
  // Nor one that names the event's people or places, which would come before the event that introduces them.
  const eventNames = new Set(String(ctx.get('event')).match(/\b[A-Z][\p{L}’'-]+/gu) ?? []);
  const namesEvent = (purpose.match(/\b[A-Z][\p{L}’'-]+/gu) ?? []).some((w) =>
    eventNames.has(w.replace(/’s$/, '')),
  );
  if (!namesEvent) ctx.tag('purpose-apart');
  if (/^(to|for) /.test(purpose) && !/\bit\b|\bthem\b/.test(purpose) && !namesEvent) ctx.tag('purpose-lead');
}

/** A theme's sound ('snaps and hisses like a storm') with its verbs made plural for a pair ('snap and hiss'). */
export function soundFor(sound: string, plural: boolean): string {
  if (!plural) return sound;
  const bare = (verb: string) =>
    /(ss|sh|ch|x|z)es$/.test(verb) ? verb.slice(0, -2) : verb.replace(/s$/, '');
  return sound.replace(/^(\w+)( and (\w+))?/, (_m, a: string, _and, b?: string) =>
    b ? `${bare(a)} and ${bare(b)}` : bare(a),
  );
}

/**
 * The event as said again, once the description has named it in full: 'the siege', 'the Grey Cough', 'the war',
 * so a history does not repeat 'the war against the warlord Brakek Longbrow' three times.
 */
export function shortEvent(event: string): string {
  const keep =
    /^the (Year of Shared Dreams|opening of the hellgate|bargain struck with the fey|spring the sea broke the dykes|winter .* froze to its bed)/.exec(
      event,
    );
  if (keep) return `the ${keep[1]}`;
  // 'the winter the graves of Tiverboury emptied' is one clause: cut at 'of', it read 'the winter the graves'.
  if (/^the winter the graves of .* emptied$/.test(event)) return 'the winter the graves emptied';
  const cut = / (of|in|over|at|against|for|on|around|under|from|with|off|that|by) /.exec(event);
  return cut ? event.slice(0, cut.index) : event;
}

/**
 * Names the item from what its properties show it does (promises.ts), then writes the story lines that call it by
 * name: how it was lost and where it is now.
 */
export function nameRecord(record: ItemRecord, shows: ReadonlySet<string>, root: Rng): ItemName {
  const { ctx } = record;
  const name = nameItem({ ...record.nameParts, shows }, root.fork('name'));
  ctx.bind('Short', name.short);
  // 'Helgrine were the only light' reads wrong: a pair called by a bare name is 'the boots were'.
  const { plural, noun } = record.form;
  ctx.bind(
    'ShortWas',
    !plural ? `${name.short} was` : /^the /i.test(name.short) ? `${name.short} were` : `the ${noun} were`,
  );
  return name;
}

const SMALL_WORDS = new Set([
  'the',
  'of',
  'to',
  'a',
  'an',
  'at',
  'in',
  'on',
  'and',
  'by',
  'for',
  'with',
  'its',
  'their',
]);

/**
 * True when two phrases share a run of `n` words (case and punctuation aside) that holds at least one word of
 * substance: 'the bargain struck' counts, 'of the fey' does not.
 */
export function sharesPhrase(a: string, b: string, n = 4): boolean {
  const words = (t: string) => t.toLowerCase().match(/[\p{L}’'-]+/gu) ?? [];
  const grams = (w: string[]) =>
    new Set(
      w
        .slice(0, Math.max(0, w.length - n + 1))
        .map((_, i) => w.slice(i, i + n))
        .filter((g) => g.some((x) => !SMALL_WORDS.has(x)))
        .map((g) => g.join(' ')),
    );
  const other = grams(words(b));
  for (const g of grams(words(a))) if (other.has(g)) return true;
  return false;
}
