// What each kind of faction is: how a free-text purpose is recognised, which alignments suit it, its people, how
// its names are built, and which other bodies it tends to fight or befriend (its ranks and duties are in kinds.ts).
import {
  FACTION_ALIGNMENTS,
  type FactionAlignment,
  type FactionPurpose,
} from '../../../../shared/kinds/faction.js';
import type { NameRace } from '../../../engine/names.js';
import type { Rng } from '../../../engine/rng.js';

export type PurposeId =
  | 'thieves'
  | 'merchant'
  | 'knights'
  | 'cult'
  | 'mages'
  | 'rebels'
  | 'noble'
  | 'mercenary'
  | 'druids'
  | 'spies'
  | 'assassins'
  | 'holy'
  | 'scholars'
  | 'smugglers';

/** Broad families share phrases: a thieves' guild and a smuggling ring fence goods the same way. */
export type Family = 'crime' | 'faith' | 'martial' | 'learned' | 'power';

/**
 * Who a faction quarrels with or leans on: another kind of faction, or one of these: the law of the place
 * (a watch, a court, customs), a craft guild, a temple, or a single person (an official, a patron, a hunter).
 */
export type RelationKind = PurposeId | 'authority' | 'guild' | 'temple' | 'official' | 'patron' | 'hunter';

export interface NameParts {
  readonly adjectives: readonly string[];
  /** Singular nouns for 'The Gilded Hand' and 'Order of the Ashen Gate'. */
  readonly nouns: readonly string[];
  /** Plural nouns for gang names such as 'The Grey Magpies'; empty when the kind never takes one. */
  readonly plurals: readonly string[];
  /** Collective words for 'Brotherhood of the Key' and 'the Kettleford League'. */
  readonly bodies: readonly string[];
  readonly patterns: readonly (readonly [NamePattern, number])[];
}

export type NamePattern =
  | 'adj-noun'
  | 'body-of-adj-noun'
  | 'body-of-noun'
  | 'adj-plural'
  | 'street-plural'
  | 'town-body'
  | 'body-of-town'
  | 'number-plural'
  | 'house'
  | 'devotees';

export interface PurposeProfile {
  readonly purpose: FactionPurpose;
  readonly id: PurposeId;
  readonly family: Family;
  /** How prose names the kind, with the typographic apostrophe ('thieves’ guild'). */
  readonly label: string;
  /** Words that name this kind outright. */
  readonly strong: RegExp;
  /** Words that suggest it but lose to any strong word ('company', 'house', 'order of the'). */
  readonly weak?: RegExp;
  readonly alignments: Partial<Record<FactionAlignment, number>>;
  /** What one member is called in plain prose, singular and plural. */
  readonly member: readonly [string, string];
  readonly races: Partial<Record<NameRace, number>>;
  readonly names: NameParts;
  readonly rivals: readonly (readonly [RelationKind, number])[];
  readonly allies: readonly (readonly [RelationKind, number])[];
}

const CRIME_BODIES = ['Guild', 'Brotherhood', 'Fellowship', 'Company'];

export const PROFILES: Record<PurposeId, PurposeProfile> = {
  thieves: {
    purpose: "thieves' guild",
    id: 'thieves',
    family: 'crime',
    label: 'thieves’ guild',
    strong:
      /\b(thie(f|ves|ving)|burglar|pickpocket|cutpurse|pickpurse|housebreak|rogues?\b|steal|bandits?|brigands?|highway(men|man))/i,
    alignments: {
      'Chaotic Neutral': 5,
      'Neutral Evil': 4,
      'Chaotic Evil': 2,
      'True Neutral': 2,
      'Lawful Evil': 2,
      'Chaotic Good': 1.5,
      'Lawful Neutral': 1,
    },
    member: ['thief', 'thieves'],
    races: { halfling: 10, 'half-elf': 4, tiefling: 3 },
    names: {
      adjectives: [
        'Gilded',
        'Quiet',
        'Velvet',
        'Silent',
        'Crooked',
        'Grey',
        'Nimble',
        'Empty',
        'Soft',
        'Long',
        'Seventh',
        'Open',
        'Borrowed',
        'Laughing',
        'Black',
      ],
      nouns: [
        'Hand',
        'Key',
        'Latch',
        'Glove',
        'Purse',
        'Cat',
        'Lantern',
        'Mask',
        'Door',
        'Lock',
        'Ladder',
        'Candle',
      ],
      plurals: [
        'Magpies',
        'Rats',
        'Cats',
        'Moths',
        'Fingers',
        'Jackdaws',
        'Foxes',
        'Ferrets',
        'Jacks',
        'Latchkeys',
        'Mice',
        'Sparrows',
        'Weasels',
        'Stoats',
        'Owls',
        'Needles',
        'Hooks',
      ],
      bodies: CRIME_BODIES,
      patterns: [
        ['adj-noun', 5],
        ['adj-plural', 3],
        ['street-plural', 2],
        ['body-of-adj-noun', 1.5],
        ['number-plural', 1],
      ],
    },
    rivals: [
      ['authority', 5],
      ['thieves', 3],
      ['merchant', 2],
      ['assassins', 1.5],
      ['noble', 1.5],
      ['hunter', 2],
    ],
    allies: [
      ['smugglers', 3],
      ['official', 3],
      ['guild', 2],
      ['spies', 1],
      ['rebels', 1],
    ],
  },

  merchant: {
    purpose: 'merchant league',
    id: 'merchant',
    family: 'power',
    label: 'merchant league',
    // 'trade' alone is weak: 'courtesans who trade in secrets' deal in secrets (a spy ring), not in goods.
    strong:
      /\b(merchants?|mercantile|traders?|trading (house|compan|guild|league)|coins?|bank(s|ers?|ing)?|money-?lend|caravans?|commerce|guild of traders|market)/i,
    weak: /\btrad(e|es|ing)\b/i,
    alignments: {
      'Lawful Neutral': 5,
      'True Neutral': 3,
      'Lawful Evil': 3,
      'Neutral Evil': 2,
      'Lawful Good': 2,
      'Neutral Good': 1,
    },
    member: ['merchant', 'merchants'],
    races: { dwarf: 9, halfling: 6, gnome: 4, 'half-elf': 3 },
    names: {
      adjectives: [
        'Gilded',
        'Quiet',
        'Golden',
        'Honest',
        'Silver',
        'Open',
        'Even',
        'Brass',
        'Full',
        'Patient',
        'Sealed',
      ],
      nouns: [
        'Ledger',
        'Scale',
        'Coin',
        'Purse',
        'Compass',
        'Anchor',
        'Seal',
        'Hand',
        'Key',
        'Measure',
        'Wheel',
      ],
      plurals: [],
      bodies: ['League', 'Company', 'Consortium', 'Exchange', 'Syndicate', 'Board of Trade', 'Hanse'],
      patterns: [
        ['adj-noun', 4],
        ['town-body', 4],
        ['body-of-town', 2],
        ['body-of-adj-noun', 1],
      ],
    },
    rivals: [
      ['merchant', 4],
      ['thieves', 2],
      ['smugglers', 3],
      ['noble', 2],
      ['rebels', 1.5],
      ['official', 1.5],
    ],
    allies: [
      ['noble', 3],
      ['mercenary', 3],
      ['temple', 2],
      ['official', 2],
      ['guild', 2],
    ],
  },

  knights: {
    purpose: 'knightly order',
    id: 'knights',
    family: 'martial',
    label: 'knightly order',
    strong: /\b(knights?|knightly|paladins?|chivalr|crusad|templar)/i,
    weak: /\border of the\b/i,
    alignments: {
      'Lawful Good': 6,
      'Lawful Neutral': 4,
      'Neutral Good': 2,
      'Lawful Evil': 2,
      'Chaotic Good': 0.5,
    },
    member: ['knight', 'knights'],
    races: { human: 15, dragonborn: 5, dwarf: 4 },
    names: {
      adjectives: [
        'Ashen',
        'Silver',
        'Unbroken',
        'Dawn',
        'Golden',
        'White',
        'Iron',
        'Steadfast',
        'Burning',
        'Seventh',
        'Sable',
        'Watchful',
      ],
      nouns: [
        'Gate',
        'Rose',
        'Lance',
        'Shield',
        'Oath',
        'Lantern',
        'Sun',
        'Tower',
        'Lion',
        'Griffin',
        'Spur',
        'Bell',
      ],
      plurals: [],
      bodies: ['Order', 'Knights', 'Brotherhood', 'Company', 'Fellowship'],
      patterns: [
        ['body-of-adj-noun', 6],
        ['body-of-noun', 3],
        ['adj-noun', 2],
        ['body-of-town', 1],
      ],
    },
    rivals: [
      ['cult', 4],
      ['knights', 2],
      ['mercenary', 2],
      ['noble', 2],
      ['rebels', 1.5],
      ['assassins', 1],
    ],
    allies: [
      ['holy', 3],
      ['temple', 2],
      ['noble', 3],
      ['official', 1.5],
      ['merchant', 1],
    ],
  },

  cult: {
    purpose: 'cult',
    id: 'cult',
    family: 'faith',
    label: 'cult',
    strong:
      /\b(cult(ists?|s)?|worship|dark gods?|demons?|devils?|fiends?|elder things?|forbidden|heretic|heresy|doom|apocalyp)/i,
    alignments: {
      'Neutral Evil': 5,
      'Chaotic Evil': 5,
      'Lawful Evil': 4,
      'Chaotic Neutral': 2,
      'True Neutral': 1,
    },
    member: ['cultist', 'cultists'],
    races: { tiefling: 7, 'half-elf': 3, human: 6 },
    names: {
      adjectives: [
        'Black',
        'Hollow',
        'Drowned',
        'Pale',
        'Sleeping',
        'Seventh',
        'Open',
        'Weeping',
        'Hungry',
        'Silent',
        'Crimson',
        'Last',
      ],
      nouns: [
        'Eye',
        'Worm',
        'Flame',
        'Tide',
        'Door',
        'Mouth',
        'Well',
        'Star',
        'Moon',
        'Veil',
        'Candle',
        'Crown',
      ],
      plurals: [],
      bodies: ['Children', 'Choir', 'Congregation', 'Brotherhood', 'Keepers', 'Church', 'Servants'],
      patterns: [
        ['body-of-adj-noun', 4],
        ['adj-noun', 3],
        ['devotees', 4],
      ],
    },
    rivals: [
      ['holy', 5],
      ['knights', 3],
      ['scholars', 2],
      ['cult', 1.5],
      ['hunter', 3],
    ],
    allies: [
      ['patron', 3],
      ['smugglers', 2],
      ['thieves', 2],
      ['official', 2],
    ],
  },

  mages: {
    purpose: 'cabal of mages',
    id: 'mages',
    family: 'learned',
    label: 'cabal of mages',
    strong:
      /\b(mages?|magi|wizard(s|ry)?|arcan|sorcer|warlocks?|witch(es)?|necromanc|magic(al)?|spellcasters?|conjur|enchant)/i,
    weak: /\bcabals?\b/i,
    alignments: {
      'Lawful Neutral': 3,
      'True Neutral': 3,
      'Neutral Evil': 3,
      'Lawful Evil': 2,
      'Chaotic Neutral': 2,
      'Neutral Good': 2,
      'Chaotic Evil': 1,
      'Lawful Good': 1,
    },
    member: ['mage', 'mages'],
    races: { elf: 10, gnome: 7, tiefling: 4, 'half-elf': 3 },
    names: {
      adjectives: [
        'Seventh',
        'Violet',
        'Veiled',
        'Argent',
        'Hollow',
        'Twilight',
        'Inward',
        'Ninefold',
        'Amber',
        'Silent',
        'Sleepless',
        'Crooked',
      ],
      nouns: [
        'Tower',
        'Eye',
        'Key',
        'Quill',
        'Star',
        'Veil',
        'Lamp',
        'Mirror',
        'Hourglass',
        'Sigil',
        'Thread',
        'Candle',
      ],
      plurals: ['Candles', 'Towers', 'Keys', 'Lamps'],
      bodies: ['Cabal', 'Circle', 'Conclave', 'Collegium', 'Society'],
      patterns: [
        ['body-of-adj-noun', 4],
        ['adj-noun', 3],
        ['body-of-town', 1.5],
        ['number-plural', 2],
      ],
    },
    rivals: [
      ['mages', 3],
      ['holy', 3],
      ['scholars', 2],
      ['cult', 2],
      ['noble', 1.5],
      ['hunter', 3],
    ],
    allies: [
      ['scholars', 3],
      ['noble', 2],
      ['guild', 2],
      ['patron', 2],
    ],
  },

  rebels: {
    purpose: 'rebel cell',
    id: 'rebels',
    family: 'martial',
    label: 'rebel cell',
    strong:
      /\b(rebel(s|lion|lious)?|revolution|resistance|insurgen|uprising|freedom fighters?|partisans?|overthrow|tyrant|liberat)/i,
    alignments: {
      'Chaotic Good': 5,
      'Chaotic Neutral': 4,
      'Neutral Good': 3,
      'Chaotic Evil': 2,
      'True Neutral': 1,
      'Neutral Evil': 1,
    },
    member: ['rebel', 'rebels'],
    races: { 'half-orc': 6, halfling: 5, human: 6, tiefling: 2 },
    names: {
      adjectives: [
        'Broken',
        'Free',
        'Red',
        'Unbowed',
        'Burning',
        'Last',
        'Common',
        'Open',
        'Rising',
        'Iron',
        'Ninth',
        'Ragged',
      ],
      nouns: [
        'Chain',
        'Lantern',
        'Torch',
        'Spark',
        'Hammer',
        'Bell',
        'Dawn',
        'Sickle',
        'Banner',
        'Oak',
        'Hand',
        'Fist',
      ],
      plurals: ['Sparrows', 'Lanterns', 'Hammers', 'Wards', 'Commons', 'Ravens', 'Foxes'],
      bodies: ['League', 'Brotherhood', 'Fellowship', 'Company', 'Sons and Daughters'],
      patterns: [
        ['adj-noun', 5],
        ['adj-plural', 2],
        ['body-of-town', 2],
        ['body-of-adj-noun', 1.5],
      ],
    },
    rivals: [
      ['authority', 6],
      ['noble', 3],
      ['mercenary', 2],
      ['spies', 2],
      ['knights', 1.5],
      ['hunter', 2],
    ],
    allies: [
      ['thieves', 2],
      ['smugglers', 3],
      ['druids', 1],
      ['official', 1.5],
      ['temple', 2],
      ['guild', 2],
    ],
  },

  noble: {
    purpose: 'noble house',
    id: 'noble',
    family: 'power',
    label: 'noble house',
    strong:
      /\b(nobles?|nobility|dynast(y|ies)|aristocra|lineage|bloodline|royal|princes?|dukes?|barons?|lords? of|heirs?)\b/i,
    weak: /\b(houses?|famil(y|ies)|clans?)\b/i,
    alignments: {
      'Lawful Neutral': 4,
      'Lawful Evil': 3,
      'Lawful Good': 2,
      'Neutral Evil': 2,
      'True Neutral': 2,
      'Neutral Good': 1,
      'Chaotic Neutral': 1,
    },
    member: ['retainer', 'retainers'],
    races: { human: 20, elf: 6, dwarf: 3, dragonborn: 2 },
    names: {
      adjectives: [],
      nouns: [],
      plurals: [],
      bodies: [],
      patterns: [['house', 1]],
    },
    rivals: [
      ['noble', 6],
      ['merchant', 2],
      ['rebels', 2],
      ['assassins', 1],
      ['spies', 1.5],
    ],
    allies: [
      ['knights', 2],
      ['merchant', 2],
      ['mercenary', 2],
      ['holy', 1.5],
      ['noble', 3],
      ['official', 1.5],
    ],
  },

  mercenary: {
    purpose: 'mercenary company',
    id: 'mercenary',
    family: 'martial',
    label: 'mercenary company',
    strong:
      /\b(mercenar|sellswords?|hired (swords|blades|soldiers)|soldiers? of fortune|free company|freelances?|warband|condottier)/i,
    weak: /\b(company|soldiers?|army|warriors?)\b/i,
    alignments: {
      'True Neutral': 4,
      'Neutral Evil': 3,
      'Lawful Neutral': 3,
      'Chaotic Neutral': 3,
      'Lawful Evil': 2,
      'Chaotic Evil': 1,
      'Neutral Good': 1,
    },
    member: ['sellsword', 'sellswords'],
    races: { 'half-orc': 9, dwarf: 6, dragonborn: 5, human: 8 },
    names: {
      adjectives: [
        'Red',
        'Black',
        'Iron',
        'Grey',
        'Broken',
        'Free',
        'Salt',
        'Hollow',
        'Last',
        'Brass',
        'Seventh',
        'White',
      ],
      nouns: [
        'Lance',
        'Wolf',
        'Shield',
        'Banner',
        'Boar',
        'Hound',
        'Blade',
        'Pike',
        'Hammer',
        'Crow',
        'Spear',
        'Drum',
      ],
      plurals: [
        'Lances',
        'Wolves',
        'Shields',
        'Banners',
        'Boars',
        'Hounds',
        'Pikes',
        'Hammers',
        'Crows',
        'Spears',
        'Drums',
      ],
      bodies: ['Company', 'Free Company', 'Band', 'Host'],
      patterns: [
        ['adj-plural', 5],
        ['body-of-adj-noun', 2],
        ['town-body', 2],
        ['number-plural', 1],
      ],
    },
    rivals: [
      ['mercenary', 5],
      ['noble', 2],
      ['knights', 2],
      ['rebels', 1.5],
      ['official', 1.5],
    ],
    allies: [
      ['merchant', 3],
      ['noble', 3],
      ['smugglers', 1.5],
      ['guild', 1.5],
    ],
  },

  druids: {
    purpose: 'druid circle',
    id: 'druids',
    family: 'faith',
    label: 'druid circle',
    strong: /\b(druids?|druidic|groves?|nature|shamans?|standing stones)/i,
    weak: /\b(wild(s|wood|erness)?|forests?|woods|woodland|beasts|rangers?|trees?)\b/i,
    alignments: {
      'True Neutral': 6,
      'Neutral Good': 4,
      'Chaotic Neutral': 3,
      'Chaotic Good': 2,
      'Lawful Neutral': 1,
      'Neutral Evil': 1,
    },
    member: ['druid', 'druids'],
    races: { elf: 12, 'half-elf': 6, halfling: 5, human: 6, gnome: 2 },
    names: {
      adjectives: [
        'Green',
        'Deep',
        'Wild',
        'Antlered',
        'Old',
        'Silver',
        'Mossy',
        'Thorned',
        'Hidden',
        'Amber',
        'Tangled',
        'Moonlit',
      ],
      nouns: [
        'Stag',
        'Oak',
        'Thorn',
        'Moon',
        'Spring',
        'Antler',
        'Hawthorn',
        'Grove',
        'Root',
        'Stone',
        'Well',
        'Briar',
      ],
      plurals: [],
      bodies: ['Circle', 'Keepers', 'Wardens', 'Moot'],
      patterns: [
        ['body-of-adj-noun', 3],
        ['body-of-noun', 3],
        ['adj-noun', 3],
      ],
    },
    rivals: [
      ['merchant', 3],
      ['noble', 3],
      ['cult', 2],
      ['mages', 1.5],
      ['mercenary', 1.5],
      ['official', 1.5],
    ],
    allies: [
      ['official', 2],
      ['temple', 3],
      ['rebels', 1.5],
      ['holy', 1],
      ['scholars', 1],
    ],
  },

  spies: {
    purpose: 'spy ring',
    id: 'spies',
    family: 'crime',
    label: 'spy ring',
    strong:
      /\b(spy|spies|spying|espionage|informants?|intelligence|spymaster|secrets|eyes and ears|whisper(s|ers)?|agents?)\b/i,
    alignments: {
      'Lawful Neutral': 4,
      'Neutral Evil': 4,
      'True Neutral': 3,
      'Lawful Evil': 3,
      'Chaotic Neutral': 1,
      'Neutral Good': 1,
      'Lawful Good': 1,
    },
    member: ['agent', 'agents'],
    races: { 'half-elf': 7, tiefling: 4, halfling: 4, elf: 3, gnome: 2 },
    names: {
      adjectives: [
        'Quiet',
        'Grey',
        'Silent',
        'Patient',
        'Second',
        'Closed',
        'Blind',
        'Velvet',
        'Seventh',
        'Folded',
        'Sealed',
        'Listening',
      ],
      nouns: [
        'Ledger',
        'Thread',
        'Loom',
        'Eye',
        'Ear',
        'Lamp',
        'Veil',
        'Needle',
        'Mirror',
        'Window',
        'Hour',
        'Seal',
      ],
      plurals: ['Moths', 'Sparrows', 'Needles', 'Owls'],
      bodies: ['Office', 'Chamber', 'Bureau', 'Fellowship', 'Society'],
      patterns: [
        ['adj-noun', 6],
        ['body-of-adj-noun', 2],
        ['adj-plural', 1],
      ],
    },
    rivals: [
      ['spies', 4],
      ['noble', 2],
      ['rebels', 2],
      ['thieves', 1.5],
      ['assassins', 1.5],
      ['official', 1.5],
    ],
    allies: [
      ['noble', 3],
      ['merchant', 2],
      ['thieves', 2],
      ['official', 2],
    ],
  },

  assassins: {
    purpose: "assassins' guild",
    id: 'assassins',
    family: 'crime',
    label: 'assassins’ guild',
    strong: /\b(assassin|murder|killers?|poison(ers?)?|contract killing|blades for hire|cutthroats?)/i,
    alignments: {
      'Lawful Evil': 5,
      'Neutral Evil': 5,
      'Chaotic Evil': 2,
      'Lawful Neutral': 2,
      'True Neutral': 1,
    },
    member: ['assassin', 'assassins'],
    races: { tiefling: 5, elf: 4, 'half-orc': 3, 'half-elf': 3, halfling: 2 },
    names: {
      adjectives: [
        'Black',
        'Quiet',
        'Red',
        'White',
        'Last',
        'Silent',
        'Seventh',
        'Velvet',
        'Pale',
        'Crimson',
        'Hollow',
        'Gentle',
      ],
      nouns: [
        'Knife',
        'Thorn',
        'Hand',
        'Needle',
        'Lily',
        'Cup',
        'Veil',
        'Garden',
        'Bell',
        'Candle',
        'Ribbon',
        'Kiss',
      ],
      plurals: ['Undertakers', 'Gardeners', 'Mourners'],
      bodies: ['Brotherhood', 'Sisterhood', 'Guild', 'House'],
      patterns: [
        ['adj-noun', 5],
        ['body-of-adj-noun', 3],
        ['street-plural', 1],
      ],
    },
    rivals: [
      ['assassins', 3],
      ['knights', 2],
      ['holy', 2],
      ['spies', 2],
      ['authority', 3],
      ['hunter', 2],
    ],
    allies: [
      ['patron', 4],
      ['thieves', 2],
      ['spies', 1.5],
      ['guild', 1.5],
    ],
  },

  holy: {
    purpose: 'holy order',
    id: 'holy',
    family: 'faith',
    label: 'holy order',
    strong:
      /\b(temples?|church(es)?|priests?|priesthood|holy|clerics?|monks?|monaster|nuns?|convent|abbey|chapel|clergy|inquisit)/i,
    weak: /\b(faith(ful)?|gods?|goddess|divine|sacred|pilgrims?|saints?)\b/i,
    alignments: {
      'Lawful Good': 6,
      'Neutral Good': 4,
      'Lawful Neutral': 4,
      'Lawful Evil': 2,
      'True Neutral': 1,
      'Chaotic Good': 1,
    },
    member: ['brother or sister', 'brothers and sisters'],
    races: { human: 14, dwarf: 5, dragonborn: 4, halfling: 3 },
    names: {
      adjectives: [
        'Silver',
        'Golden',
        'Burning',
        'Unfailing',
        'Watchful',
        'White',
        'Patient',
        'Open',
        'Merciful',
        'Seventh',
        'Humble',
        'Quiet',
      ],
      nouns: [
        'Lantern',
        'Sheaf',
        'Flame',
        'Eye',
        'Key',
        'Scale',
        'Book',
        'Shell',
        'Candle',
        'Bell',
        'Heart',
        'Hand',
      ],
      plurals: [],
      bodies: ['Order', 'Brotherhood', 'Sisterhood', 'Servants', 'Hospitallers', 'Friars'],
      patterns: [
        ['body-of-adj-noun', 5],
        ['devotees', 4],
        ['body-of-noun', 2],
      ],
    },
    rivals: [
      ['cult', 5],
      ['holy', 2],
      ['mages', 2],
      ['noble', 1.5],
      ['thieves', 1],
      ['official', 1.5],
    ],
    allies: [
      ['knights', 3],
      ['noble', 2],
      ['scholars', 2],
      ['official', 1.5],
      ['temple', 2],
    ],
  },

  scholars: {
    purpose: "scholars' society",
    id: 'scholars',
    family: 'learned',
    label: 'scholars’ society',
    strong:
      /\b(scholars?|scholarly|librar(y|ies|ians?)|sages?|lore|knowledge|histor(y|ians?)|archiv|books?|learning|academ|universit|antiquari|cartograph)/i,
    alignments: {
      'True Neutral': 4,
      'Lawful Neutral': 4,
      'Neutral Good': 4,
      'Lawful Good': 2,
      'Chaotic Neutral': 2,
      'Lawful Evil': 1,
      'Neutral Evil': 1,
    },
    member: ['scholar', 'scholars'],
    races: { gnome: 8, elf: 5, dwarf: 4, human: 8, halfling: 2 },
    names: {
      adjectives: [
        'Open',
        'Patient',
        'Seventh',
        'Silver',
        'Unfinished',
        'Thousandth',
        'Long',
        'Quiet',
        'Lamplit',
        'Careful',
        'Last',
        'Inkstained',
      ],
      nouns: [
        'Quill',
        'Lamp',
        'Index',
        'Book',
        'Key',
        'Inkwell',
        'Owl',
        'Compass',
        'Scroll',
        'Candle',
        'Page',
        'Astrolabe',
      ],
      plurals: [],
      bodies: ['Society', 'Fellowship', 'Athenaeum', 'Academy', 'Lyceum'],
      patterns: [
        ['body-of-adj-noun', 4],
        ['town-body', 3],
        ['adj-noun', 3],
        ['body-of-noun', 1],
      ],
    },
    rivals: [
      ['scholars', 3],
      ['cult', 3],
      ['holy', 2],
      ['mages', 2],
      ['noble', 1.5],
      ['official', 1.5],
    ],
    allies: [
      ['mages', 2],
      ['holy', 1.5],
      ['merchant', 2],
      ['patron', 3],
      ['temple', 1.5],
    ],
  },

  smugglers: {
    purpose: 'smuggling ring',
    id: 'smugglers',
    family: 'crime',
    label: 'smuggling ring',
    strong: /\b(smuggl|contraband|free ?traders?|bootleg|black market|runners? of)/i,
    alignments: {
      'Chaotic Neutral': 5,
      'True Neutral': 3,
      'Neutral Evil': 3,
      'Chaotic Good': 2,
      'Chaotic Evil': 1,
      'Lawful Neutral': 1,
    },
    member: ['smuggler', 'smugglers'],
    races: { halfling: 6, 'half-orc': 4, human: 8, dwarf: 2 },
    names: {
      adjectives: [
        'Low',
        'Dark',
        'Salt',
        'Grey',
        'Moonless',
        'Quiet',
        'Night',
        'Second',
        'Drowned',
        'Crooked',
        'Fog-Bound',
        'Lantern',
      ],
      nouns: [
        'Tide',
        'Lantern',
        'Cask',
        'Keel',
        'Fog',
        'Gull',
        'Cove',
        'Anchor',
        'Lamp',
        'Eel',
        'Rope',
        'Oar',
      ],
      plurals: ['Eels', 'Gulls', 'Casks', 'Lanterns', 'Owls', 'Oars', 'Seals'],
      bodies: ['Free Traders', 'Brotherhood', 'Company', 'Run'],
      patterns: [
        ['adj-noun', 4],
        ['adj-plural', 3],
        ['town-body', 3],
        ['body-of-adj-noun', 1],
      ],
    },
    rivals: [
      ['authority', 6],
      ['smugglers', 3],
      ['merchant', 2],
      ['thieves', 1.5],
      ['hunter', 1.5],
    ],
    allies: [
      ['thieves', 2],
      ['official', 3],
      ['temple', 1.5],
      ['rebels', 1.5],
      ['merchant', 1.5],
    ],
  },
};

/** More words for names, by family, so that a hundred factions of one kind seldom share a name. */
const EXTRA_NAME_WORDS: Record<Family, { adjectives: readonly string[]; nouns: readonly string[] }> = {
  crime: {
    adjectives: [
      'Ashen',
      'Copper',
      'Scarlet',
      'Midnight',
      'Tarnished',
      'Sleepless',
      'Hooded',
      'Painted',
      'Twisted',
      'Whispering',
      'Lame',
      'Shuttered',
      'Muffled',
      'Hollow',
      'Bent',
      'Sly',
      'Thrifty',
      'Dusky',
    ],
    nouns: [
      'Thimble',
      'Cask',
      'Coin',
      'Mirror',
      'Crow',
      'Thorn',
      'Button',
      'Ribbon',
      'Dice',
      'Rope',
      'Shadow',
      'Feather',
      'Needle',
      'Hook',
      'Sleeve',
      'Hinge',
      'Whistle',
      'Sparrow',
      'Pocket',
      'Shutter',
    ],
  },
  faith: {
    adjectives: [
      'Ashen',
      'Patient',
      'Seventh',
      'Nameless',
      'Weeping',
      'Gilded',
      'Hidden',
      'Undying',
      'Starlit',
      'Quiet',
      'Mourning',
      'Wakeful',
    ],
    nouns: [
      'Chalice',
      'Censer',
      'Vigil',
      'Psalm',
      'Altar',
      'Bell',
      'Relic',
      'Lamb',
      'Thorn',
      'Dove',
      'Tear',
      'Spire',
    ],
  },
  martial: {
    adjectives: [
      'Scarlet',
      'Grim',
      'Tattered',
      'Dauntless',
      'Broken',
      'Bloody',
      'Copper',
      'Weathered',
      'Loyal',
      'Fallen',
      'Winter',
      'Bright',
    ],
    nouns: [
      'Standard',
      'Gauntlet',
      'Helm',
      'Halberd',
      'Horn',
      'Anvil',
      'Tower',
      'Bridge',
      'Gate',
      'Eagle',
      'Bear',
      'Oath',
    ],
  },
  learned: {
    adjectives: [
      'Gilded',
      'Hidden',
      'Ninth',
      'Lamplit',
      'Wandering',
      'Amber',
      'Silent',
      'Distant',
      'Glass',
      'Eternal',
      'Scattered',
      'Hollow',
    ],
    nouns: [
      'Lantern',
      'Mirror',
      'Folio',
      'Prism',
      'Orrery',
      'Chalk',
      'Cipher',
      'Ink',
      'Globe',
      'Sextant',
      'Candle',
      'Archive',
    ],
  },
  power: {
    adjectives: [
      'Crowned',
      'Iron',
      'Copper',
      'Loyal',
      'Proud',
      'Winter',
      'Scarlet',
      'Ancient',
      'Bright',
      'Twin',
      'High',
      'Argent',
    ],
    nouns: [
      'Crown',
      'Tower',
      'Hart',
      'Boar',
      'Bridge',
      'Banner',
      'Cup',
      'Ring',
      'Gate',
      'Stag',
      'Swan',
      'Chain',
    ],
  },
};
/**
 * Name words the arms cannot show as themselves (a thimble would be drawn as shears, a pike as a fish, a shield or
 * a rope as nothing at all): dropped, so that a faction's arms always bear what its name names.
 */
export const UNSHOWN_NAME_WORDS: ReadonlySet<string> = new Set([
  'Thimble',
  'Button',
  'Needle',
  'Needles',
  'Thread',
  'Loom',
  'Jacks',
  'Pike',
  'Pikes',
  'Sextant',
  'Compass',
  'Lamb',
  'Ribbon',
  'Rope',
  'Hook',
  'Hooks',
  'Sleeve',
  'Hinge',
  'Whistle',
  'Pocket',
  'Shutter',
  'Seal',
  'Seals',
  'Ring',
  'Shield',
  'Shields',
  'Tide',
  'Mouth',
  'Well',
  'Relic',
  'Folio',
  'Orrery',
  'Chalk',
  'Window',
  'Cove',
  'Spring',
  'Wards',
  'Commons',
  'Spur',
  'Stone',
  'Censer',
  // Shown as another beast or thing of the same lists ('the Ferrets' as a fox, beside 'the Foxes').
  'Ferrets',
  'Weasels',
  'Stoats',
  'Jackdaws',
  'Latch',
  'Latchkeys',
]);
const dropUnshown = (list: readonly string[]) => {
  const words = list as string[];
  for (let i = words.length - 1; i >= 0; i--) if (UNSHOWN_NAME_WORDS.has(words[i]!)) words.splice(i, 1);
};
for (const profile of Object.values(PROFILES)) {
  const extra = EXTRA_NAME_WORDS[profile.family];
  // The lists are read-only to their readers; here, once at load, they are extended in place.
  const names = profile.names as unknown as { adjectives: string[]; nouns: string[] };
  if (names.adjectives.length === 0) continue;
  names.adjectives.push(...extra.adjectives.filter((w) => !names.adjectives.includes(w)));
  names.nouns.push(...extra.nouns.filter((w) => !names.nouns.includes(w)));
}
for (const profile of Object.values(PROFILES)) {
  dropUnshown(profile.names.nouns);
  dropUnshown(profile.names.plurals);
  // A word is a noun or a plural, not both: 'the Dusky Sparrow' and 'the Seven Sparrows' are one name to a reader.
  const nouns = profile.names.nouns as string[];
  for (let i = nouns.length - 1; i >= 0; i--)
    if (profile.names.plurals.includes(`${nouns[i]}s`) || profile.names.plurals.includes(`${nouns[i]}es`))
      nouns.splice(i, 1);
}

export const PURPOSE_IDS = Object.keys(PROFILES) as PurposeId[];

export function profileOf(purpose: FactionPurpose): PurposeProfile {
  return PROFILES[PURPOSE_IDS.find((id) => PROFILES[id].purpose === purpose)!];
}

/** How the free text was read: the archetype, and whether the text named it. */
export interface PurposeReading {
  readonly id: PurposeId | undefined;
  /** The text as given, cleaned of outer spaces and trailing punctuation; '' when blank. */
  readonly text: string;
}

/** Extra pull towards a cult when the words speak of dark powers ('priests of the dark god'). */
const DARK = /\b(dark gods?|demons?|devils?|fiends?|elder things?)\b/i;

/**
 * Reads a purpose for its archetype. Strong words beat weak ones ('merchant company' is a league, not a
 * company of sellswords); among strong words the first in the text wins, as the head of 'thieves and smugglers'.
 */
export function readPurpose(purpose: string | undefined): PurposeReading {
  const text = cleanPurpose(purpose ?? '');
  if (!text) return { id: undefined, text: '' };
  let best: { id: PurposeId; strength: number; at: number } | undefined;
  for (const id of PURPOSE_IDS) {
    const profile = PROFILES[id];
    const strong = profile.strong.exec(text);
    const weak = profile.weak?.exec(text);
    const hit = strong
      ? { strength: 2, at: strong.index }
      : weak
        ? { strength: 1, at: weak.index }
        : undefined;
    if (!hit) continue;
    let strength = hit.strength;
    if (id === 'cult' && DARK.test(text)) strength = 3;
    if (!best || strength > best.strength || (strength === best.strength && hit.at < best.at)) {
      best = { id, strength, at: hit.at };
    }
  }
  return { id: best?.id, text };
}

/** Trims and drops the trailing punctuation a sentence typed into a form ends with. */
export function cleanPurpose(text: string): string {
  return text
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[\s.,;:!?…]+$/u, '')
    .trim();
}

/** How well an alignment suits a kind; a small floor so nothing is impossible. */
export function alignmentFit(id: PurposeId, alignment: FactionAlignment): number {
  return PROFILES[id].alignments[alignment] ?? 0.25;
}

/** A kind for a blank or unreadable purpose, weighted towards those that suit the given alignment. */
export function choosePurpose(alignment: FactionAlignment | undefined, rng: Rng): PurposeId {
  return rng.weighted(PURPOSE_IDS, (id) => (alignment ? alignmentFit(id, alignment) : 1));
}

/** An alignment that suits the kind. */
export function chooseAlignment(id: PurposeId, rng: Rng): FactionAlignment {
  return rng.weighted(FACTION_ALIGNMENTS, (a) => PROFILES[id].alignments[a] ?? 0);
}

/** 'Name|Plural' split into its two forms. */
export function rankForms(rank: string): { readonly name: string; readonly plural: string | undefined } {
  const [name, plural] = rank.split('|');
  return { name: name!, plural };
}
