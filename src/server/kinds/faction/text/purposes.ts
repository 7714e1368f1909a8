// What each kind of faction is: how a free-text purpose is recognised, which alignments suit it, its ranks and
// what each rank does, its people, its public fronts, and which other bodies it tends to fight or befriend.
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

/** A public face: what a secret faction is taken for. `name` and `what` may use the record's variables. */
export interface Front {
  readonly name: string;
  readonly what: string;
}

/** A ladder of seven ranks, lowest first; 'Name|Plural' where English needs help with the plural. */
export interface Ladder {
  readonly ranks: readonly string[];
  /** Only offered to factions with this tag (an inquisition ladder is for lawful orders). */
  readonly needs?: 'lawful' | 'chaotic' | 'evil' | 'good' | 'not-evil';
}

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
  readonly ladders: readonly Ladder[];
  /**
   * What each of the seven rank positions does, two or more ways each: positions 0-5 read after a plural
   * subject ('Footpads run messages'), position 6 after the single leader ('the Guildmaster decides').
   */
  readonly duties: readonly (readonly string[])[];
  readonly races: Partial<Record<NameRace, number>>;
  readonly names: NameParts;
  readonly fronts: readonly Front[];
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
    ladders: [
      {
        ranks: [
          'Footpad',
          'Cutpurse',
          'Lockpick',
          'Fingersmith',
          'Cracksman|Cracksmen',
          'Master of Keys',
          'Guildmaster',
        ],
      },
      { ranks: ['Sparrow', 'Magpie', 'Jackdaw', 'Rook', 'Raven', 'Elder Raven', 'Crowmaster'] },
      { ranks: ['Runner', 'Lifter', 'Sharper', 'Tumbler', 'Ruffler', 'Underboss', 'Boss of the Table'] },
    ],
    duties: [
      [
        'run messages, keep lookout and learn to take a beating without naming names',
        'carry the takings between safehouses and are searched at every door',
      ],
      [
        'work the markets and the crowds and hand every coin up the line',
        'cut purses on feast days and pay a fixed sum each week whatever the weather',
      ],
      [
        'open locks and windows, and plan the small jobs nobody else wants',
        'are trusted with picks, ladders and the guild’s copies of other people’s keys',
      ],
      [
        'choose their own jobs, pay the guild a third, and train a pupil each',
        'may rob a house without asking, so long as it is not on the protected list',
      ],
      [
        'each hold a few streets, settle quarrels and collect the guild’s share',
        'plan the great robberies and answer for every member they send in',
      ],
      [
        'keep the ledgers, the fences and the bribes, and speak for the guild when it must speak',
        'sit at the long table beside the leader and can veto a job with a single word',
      ],
      [
        'decides which houses are robbed and which are protected, and takes the first tenth',
        'holds the master list of fences, watchmen and debtors, and shares it with nobody',
      ],
    ],
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
    fronts: [
      {
        name: 'the Lamplighters’ Benevolent Society',
        what: 'a charitable society of lamplighters that keeps the street lamps of #town# burning',
      },
      {
        name: 'the Dockhands’ Burial Club',
        what: 'a burial club that sees poor dockhands into decent graves for a penny a week',
      },
      { name: 'the Honest Company of Sweeps', what: 'a company of chimney sweeps with a hall and a charter' },
      {
        name: 'the Worshipful Company of Locksmiths',
        what: 'a locksmiths’ guild that fits the best locks in #town#',
      },
      { name: 'the Foundlings’ Trust', what: 'a charity that finds honest work for orphans' },
      { name: 'the Three Brass Balls', what: 'a respectable pawnbroking house' },
    ],
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
    strong:
      /\b(merchants?|mercantile|trad(e|ers?|ing)|coins?|bank(s|ers?|ing)?|money-?lend|caravans?|commerce|guild of traders|market)/i,
    alignments: {
      'Lawful Neutral': 5,
      'True Neutral': 3,
      'Lawful Evil': 3,
      'Neutral Evil': 2,
      'Lawful Good': 2,
      'Neutral Good': 1,
    },
    member: ['merchant', 'merchants'],
    ladders: [
      {
        ranks: [
          'Clerk',
          'Factor',
          'Journeyman Trader',
          'Merchant',
          'Senior Partner',
          'Alderman|Aldermen',
          'Master of the League',
        ],
      },
      {
        ranks: [
          'Tallyman|Tallymen',
          'Agent',
          'Broker',
          'Freeholder',
          'Councillor',
          'Treasurer',
          'Speaker of the Board',
        ],
      },
      {
        ranks: [
          'Ledger-Clerk',
          'Junior Agent',
          'Caravan Master',
          'Shareholder',
          'Chief Factor',
          'Director',
          'Governor',
        ],
      },
    ],
    duties: [
      [
        'copy contracts, count bales and sleep above the counting-house',
        'keep the day-books and are fined a week’s pay for every blot',
      ],
      [
        'travel with the goods and write home every night, in cipher',
        'buy and sell in the market towns on the league’s account and keep a twentieth',
      ],
      [
        'lead the caravans and the barges and answer for every lost bale',
        'trade on their own account with the league’s credit, and pay for the privilege',
      ],
      [
        'own a share in the common chest and vote in the spring meeting',
        'keep their own warehouses and may lend in the league’s name',
      ],
      [
        'sit on the board of trade and set the prices other merchants must meet',
        'each answer for one road or one harbour, and its profits',
      ],
      [
        'hold the keys of the strongroom and sign every loan over a hundred crowns',
        'hold the great seal between them and audit one another every quarter day',
      ],
      [
        'speaks for the league to lords and councils and keeps the master ledger',
        'sets the league’s prices each spring and breaks any member who undercuts them',
      ],
    ],
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
    fronts: [
      {
        name: 'the Widows’ Fund of #town#',
        what: 'a charity for the widows of drowned sailors and dead carters',
      },
      { name: 'the Guild of Scriveners', what: 'a modest guild of scriveners who write letters for a fee' },
      {
        name: 'the Fleece Supper Club',
        what: 'a dining club where wool merchants complain about the weather',
      },
      { name: 'the Almshouse Trust', what: 'a trust that keeps six almshouses in good repair' },
    ],
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
    ladders: [
      {
        ranks: [
          'Page',
          'Squire',
          'Sergeant-at-Arms|Sergeants-at-Arms',
          'Knight',
          'Knight-Captain',
          'Knight-Commander',
          'Grand Master',
        ],
      },
      {
        ranks: [
          'Aspirant',
          'Squire',
          'Knight Errant|Knights Errant',
          'Knight of the Chapter|Knights of the Chapter',
          'Banneret',
          'Marshal',
          'High Commander',
        ],
      },
      { ranks: ['Postulant', 'Lance', 'Blade', 'Shield', 'Warden', 'Castellan', 'First Sword'] },
    ],
    duties: [
      [
        'serve at table, polish harness and learn the order’s oath by heart',
        'carry messages and lances and are beaten for cowardice, never for failure',
      ],
      [
        'arm their knights, hold the horses and ride second into every fight',
        'keep the armoury, drill the levies and may be knighted after a single deed',
      ],
      [
        'ride out alone or in pairs to answer petitions and right wrongs on the roads',
        'garrison the order’s towers and man the walls when the knights ride',
      ],
      [
        'hold a lance and a vote in chapter, and have sworn the full oath',
        'are given a charge of their own: a bridge, a village or a pilgrim road',
      ],
      [
        'lead a company of knights in the field and keep its books in peace',
        'each command a commandery and its lands, and answer for its tithes',
      ],
      [
        'sit in the high chapter and would elect the next master from among themselves',
        'keep the order’s war chest and its relics, and its honour when the master cannot',
      ],
      [
        'holds the order’s banner and its oath, and may send any knight anywhere',
        'commands the whole order in war and judges its members in peace',
      ],
    ],
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
    fronts: [
      {
        name: 'the Old Comrades’ Hall',
        what: 'a society of retired soldiers who drink to the dead every midwinter',
      },
      { name: 'the #town# Hunt', what: 'a hunting club of minor gentry who ride out on feast days' },
      {
        name: 'the Academy of the Long Blade',
        what: 'a fencing school for the sons and daughters of good families',
      },
      {
        name: 'the Wardens of the Bridges',
        what: 'a society that repairs bridges and guards the pilgrim roads',
      },
    ],
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
    ladders: [
      {
        ranks: [
          'Seeker',
          'Initiate',
          'Acolyte',
          'Adept',
          'Voice',
          'Hand of the Master|Hands of the Master',
          'High Priest',
        ],
      },
      { ranks: ['Lamb', 'Vessel', 'Keeper', 'Mouth', 'Eye', 'Chosen|Chosen', 'Prophet'] },
      {
        ranks: [
          'Unbound|Unbound',
          'Sworn|Sworn',
          'Anointed|Anointed',
          'Whisperer',
          'Deacon of the Deep|Deacons of the Deep',
          'Herald',
          'Hierophant',
        ],
      },
    ],
    duties: [
      [
        'attend the lesser rites blindfolded and are told only what #power# is said to promise',
        'bring food, coin and one new name to every gathering',
      ],
      [
        'have taken the first oath and carry the marks of it where clothes will hide them',
        'keep the meeting places clean, guarded and ready for the rites',
      ],
      [
        'learn the litanies of #power# by heart and lead the lesser rites',
        'collect the tithes and watch the newer members for doubt',
      ],
      [
        'have heard #power# speak, or say they have, and may bring in new blood',
        'keep the secret books and copy them by hand, one page a night',
      ],
      [
        'speak for the leader to the lesser members, who never hear the leader directly',
        'choose who is offered to #power#, and when',
      ],
      [
        'know the whole of the rite and stand at the leader’s side when it is performed',
        'are the only ones who have seen the leader’s face unmasked',
      ],
      [
        'speaks with the voice of #power#, and nobody has ever contradicted it twice',
        'alone knows the true name of #power#, and guards it as the cult’s only treasure',
      ],
    ],
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
    fronts: [
      { name: 'the League of the Clear Cup', what: 'a temperance society that meets to warn against drink' },
      { name: 'the Bread of Mercy', what: 'a charity that feeds the poor of #town# twice a week' },
      { name: 'the Candlemas Choir', what: 'a choir that sings at weddings and funerals' },
      { name: 'the Circulating Library of #town#', what: 'a lending library with a fine reading room' },
      {
        name: 'the Society for the Relief of Debtors',
        what: 'a society that pays off the debts of the desperate',
      },
    ],
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
    ladders: [
      {
        ranks: [
          'Apprentice',
          'Neophyte',
          'Journeyman|Journeymen',
          'Magus|Magi',
          'Master of the Art|Masters of the Art',
          'Archmage',
          'Prime',
        ],
      },
      { ranks: ['Spark', 'Ember', 'Candle', 'Lantern', 'Beacon', 'Star', 'Polestar'] },
      {
        ranks: [
          'Scribe of the Circle|Scribes of the Circle',
          'Reader',
          'Binder',
          'Warden of Wards|Wardens of Wards',
          'Magister',
          'High Magister',
          'Archon',
        ],
      },
    ],
    duties: [
      [
        'grind inks, copy formulae and are forbidden to cast anything unsupervised',
        'serve a master for seven years and may be sent away for a single spilled candle',
      ],
      [
        'have cast their first spell before witnesses and been given a sigil to wear',
        'keep the laboratories, the wards and the cats, in that order',
      ],
      [
        'may study in the library and work small magic for hire, paying the cabal a fifth',
        'run the errands that need a spell and the ones that need discretion',
      ],
      [
        'hold a key to the library’s lower room and a vote on who is admitted',
        'have a laboratory and pupils of their own, and one secret the cabal does not share',
      ],
      [
        'each guard one of the cabal’s great works and answer for anyone who touches it',
        'judge the cabal’s members and decide what knowledge may leave its walls',
      ],
      [
        'sit in the inner circle and may cast the great workings together',
        'know where the cabal’s most dangerous books are kept, and how they are bound',
      ],
      [
        'holds the cabal’s oldest secret and the keys to its sealed room',
        'rules the cabal by right of power, and has been challenged only once',
      ],
    ],
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
    fronts: [
      { name: 'the Stargazers’ Club', what: 'a club of amateur astronomers who meet on clear nights' },
      {
        name: 'the Company of Apothecaries',
        what: 'a guild of apothecaries with a shop on every market street',
      },
      { name: 'the Clerks’ Academy', what: 'a school that teaches clerks to write a fair hand' },
      { name: 'the Glassblowers’ Hall', what: 'a workshop famous for lenses and spectacles' },
    ],
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
    ladders: [
      { ranks: ['Friend', 'Runner', 'Sworn|Sworn', 'Cell Leader', 'Captain', 'Councillor', 'First Speaker'] },
      { ranks: ['Ember', 'Spark', 'Kindling|Kindling', 'Flame', 'Torch', 'Brand', 'Firebrand'] },
      {
        ranks: [
          'Recruit',
          'Partisan',
          'Sergeant',
          'Lieutenant',
          'Commander',
          'Colonel of the People|Colonels of the People',
          'General of the People',
        ],
      },
    ],
    duties: [
      [
        'carry bread, news and the occasional pamphlet, and know only the one member who brought them in',
        'give money or a bed for the night and are never told what it was for',
      ],
      [
        'carry messages between the cells by heart, because nothing is written down',
        'watch the barracks and count the patrols, and report once a week',
      ],
      [
        'have taken the oath, hold a weapon, and have done at least one thing they would hang for',
        'print the broadsheets, hide the presses and move them every month',
      ],
      [
        'each lead a cell of five and know no other cell by name',
        'choose the targets in their own district and the hour to strike them',
      ],
      [
        'command the fighters when the cells act together, and decide who is trusted with arms',
        'keep the armouries and the lists of the cells, in their heads',
      ],
      [
        'sit on the council that argues every plan for days and then acts in an hour',
        'speak for the cells in the council and can bring a plan to a halt',
      ],
      [
        'names the day of each rising and is known to most members only by a code name',
        'holds the movement together by argument, charm and an excellent memory for grudges',
      ],
    ],
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
    fronts: [
      { name: 'the Common Grave Society', what: 'a burial society that buries paupers in clean shrouds' },
      { name: 'the Tuesday Society', what: 'a debating club that argues about poetry' },
      { name: 'the Printers’ Chapel', what: 'a guild of printers who print almanacs and ballads' },
      { name: 'the Bakers’ Friendly Society', what: 'a cooperative of bakers who share ovens and flour' },
    ],
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
    ladders: [
      {
        ranks: [
          'Servant of the House|Servants of the House',
          'Retainer',
          'Household Knight',
          'Steward',
          'Kin of the Blood|Kin of the Blood',
          'Elder of the Blood|Elders of the Blood',
          'Head of the House|Heads of the House',
        ],
      },
      {
        ranks: [
          'Liveryman|Liverymen',
          'Sworn Blade',
          'Castellan',
          'Chamberlain',
          'Cadet of the Blood|Cadets of the Blood',
          'Councillor of the House|Councillors of the House',
          'Keeper of the Name|Keepers of the Name',
        ],
      },
    ],
    duties: [
      [
        'wear the house’s livery, keep its halls and hear everything said at its table',
        'serve in the kitchens, stables and bedchambers, and are paid to forget what they see',
      ],
      [
        'ride with the family, carry its letters and fight its duels when asked',
        'hold small offices in the house’s lands and collect its rents',
      ],
      [
        'guard the family’s persons and its seat, and are knighted by the head of the house',
        'keep the house’s castles and command its men-at-arms',
      ],
      [
        'run the estates, the accounts and the marriages, and know where every debt is buried',
        'speak for the head of the house in the courts and the counting-houses',
      ],
      [
        'share the family’s name and its quarrels, and are married wherever they are most useful',
        'hold lands of their own from the house and owe it swords and silver',
      ],
      [
        'sit at the family council and are consulted on every marriage and every feud',
        'hold the family’s great offices and its secrets, and would choose the next head if it came to that',
      ],
      [
        'holds the house’s lands, seat and name, and decides every marriage in it',
        'rules the family as a small kingdom and its lands as a large one',
      ],
    ],
    races: { human: 20, elf: 6, dwarf: 3, dragonborn: 2 },
    names: {
      adjectives: [],
      nouns: [],
      plurals: [],
      bodies: [],
      patterns: [['house', 1]],
    },
    fronts: [
      {
        name: 'the #family# vineyards',
        what: 'a family of vintners who sell a middling red to the inns of #town#',
      },
      { name: 'the #family# Counting-House', what: 'a modest family of money-changers' },
      { name: 'the #family# farms', what: 'a family of landholders with no title and a great deal of land' },
    ],
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
    ladders: [
      { ranks: ['Recruit', 'Blade', 'Veteran', 'Corporal', 'Sergeant', 'Lieutenant', 'Captain'] },
      {
        ranks: [
          'Whelp',
          'Hound',
          'Old Dog',
          'File-Leader',
          'Pack-Leader',
          'Houndmaster',
          'Captain of the Pack|Captains of the Pack',
        ],
      },
      {
        ranks: [
          'Spear',
          'Shield',
          'Old Hand',
          'File-Leader',
          'Banner-Sergeant',
          'Marshal',
          'Captain-General|Captains-General',
        ],
      },
    ],
    duties: [
      [
        'dig the latrines, carry the baggage and draw half pay until they have seen a fight',
        'serve a season on trial, and can be sent home without a penny',
      ],
      [
        'fight in the line for a full share of the pay and a half share of the loot',
        'hold the pike, the shield and the wall, and are paid on the first of the month',
      ],
      [
        'have survived three campaigns and draw a share and a half',
        'teach the recruits to stand in a line and not to run',
      ],
      [
        'lead a file of ten and answer for their drinking as well as their fighting',
        'keep order in camp with a stick and a ledger of fines',
      ],
      [
        'carry the company’s colours and command it when the captain is absent',
        'keep order on the march and in the line, and answer for it to the captain',
      ],
      [
        'each command a hundred in battle and sit at the captain’s council',
        'keep the company’s war chest and its reputation, which is worth more',
      ],
      [
        'signs every contract in person and has never broken one, whatever it cost',
        'chooses the company’s wars and its employers, and is elected again every spring',
      ],
    ],
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
    fronts: [
      { name: 'the Carters’ Escort', what: 'a guild of caravan guards who ride with the wool wagons' },
      { name: 'the #town# Wrestling School', what: 'a wrestling school for the young bloods of #town#' },
      { name: 'the Road-Menders of #town#', what: 'a company of road-menders paid by the parish' },
    ],
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
    ladders: [
      { ranks: ['Seedling', 'Sapling', 'Bough', 'Root', 'Elder', 'Oak-Warden', 'Archdruid'] },
      {
        ranks: [
          'Listener',
          'Wanderer',
          'Grove-Keeper',
          'Warden of the Wild|Wardens of the Wild',
          'Stormcaller',
          'Elder of the Circle|Elders of the Circle',
          'Archdruid',
        ],
      },
      { ranks: ['Acorn', 'Hazel', 'Rowan', 'Hawthorn', 'Yew', 'Ash', 'Oak'] },
    ],
    duties: [
      [
        'live a year and a day in the wild with nothing but a knife and a cloak',
        'tend the sacred groves and learn the names of every plant within a day’s walk',
      ],
      [
        'walk the boundaries of the circle’s lands and report every felled tree',
        'carry news between the groves and the villages, and are fed at every door',
      ],
      [
        'keep a grove of their own and the old stones within it',
        'heal the beasts and the people of the villages, and ask only silence in return',
      ],
      [
        'stand guard over the deep wild and turn back whoever should not enter it',
        'may take the shape of a beast and are trusted to come back',
      ],
      [
        'call the weather at the circle’s need and answer for the harvest',
        'judge quarrels between the villages and the forest, and are obeyed by both',
      ],
      [
        'sit in the moot at the turning of the seasons and choose the next to lead',
        'remember the circle’s lore, which has never been written down',
      ],
      [
        'speaks for the wild in the moot and has the last word on when to fight',
        'keeps the heart-grove and the oldest oaths, and has not slept under a roof in years',
      ],
    ],
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
    fronts: [
      {
        name: 'the Charcoal-Burners of #town#',
        what: 'a guild of charcoal-burners who live in the woods most of the year',
      },
      { name: 'the Herb-Wives of #town#', what: 'a society of herbalists who sell remedies on market days' },
      {
        name: 'the #town# Beekeepers’ Society',
        what: 'a society of beekeepers who bless the hives each spring',
      },
    ],
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
    ladders: [
      { ranks: ['Ear', 'Listener', 'Courier', 'Agent', 'Handler', 'Controller', 'Spymaster'] },
      { ranks: ['Thread', 'Needle', 'Spindle', 'Loom', 'Weaver', 'Master Weaver', 'Spinner'] },
      {
        ranks: [
          'Whisper',
          'Murmur',
          'Shade',
          'Veil',
          'Keeper',
          'Keeper of Secrets|Keepers of Secrets',
          'Master of Whispers|Masters of Whispers',
        ],
      },
    ],
    duties: [
      [
        'are paid a few coppers for gossip and do not know who pays them',
        'work as servants, porters and potboys and report what they overhear',
      ],
      [
        'collect the gossip from the lowest and pass it on without reading it',
        'sit in the taverns and the temples and remember faces',
      ],
      [
        'carry letters sewn into hems and boot-soles, and swallow them when stopped',
        'keep the dead-drops and the safe rooms, and change them every month',
      ],
      [
        'are placed in a household or an office for years, and live the part',
        'open letters, copy them and seal them again without a trace',
      ],
      [
        'run a string of agents, each of whom knows only them',
        'decide what is true among the reports and what is worth paying for',
      ],
      [
        'see every report from their region and choose what goes higher',
        'keep the ciphers and the master lists, and are watched more closely than anyone',
      ],
      [
        'knows every agent’s true name and sells what the ring learns to the highest bidder, or the right one',
        'reads the reports of the whole ring and is never seen in the same place twice',
      ],
    ],
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
    fronts: [
      { name: 'the Swift Post', what: 'a courier service that carries letters between the towns' },
      { name: 'the Lantern Players', what: 'a company of travelling players who perform in inn yards' },
      {
        name: 'the Translators’ Bureau',
        what: 'a bureau of translators and letter-writers who work for anyone',
      },
      { name: 'Madame Orrel’s Hat Shop', what: 'a fashionable hat shop where the wives of officials gossip' },
    ],
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
    ladders: [
      {
        ranks: [
          'Novice',
          'Knife|Knives',
          'Blade',
          'Shade',
          'Silence',
          'Master of Knives|Masters of Knives',
          'Grandmaster',
        ],
      },
      { ranks: ['Thorn', 'Nettle', 'Hemlock', 'Nightshade', 'Foxglove', 'Wolfsbane', 'Gardener'] },
      { ranks: ['Mute', 'Pallbearer', 'Mourner', 'Gravedigger', 'Sexton', 'Undertaker', 'Last Rite'] },
    ],
    duties: [
      [
        'train for three years before they are trusted with a real name',
        'serve the guild as grooms, cooks and watchers, and kill nobody',
      ],
      [
        'follow the marked for weeks and learn every habit, door and servant',
        'prepare the poisons and the disguises, and test both on themselves',
      ],
      [
        'take the small contracts: debtors, witnesses, inconvenient husbands',
        'have killed once for the guild and been paid for it',
      ],
      [
        'take contracts of their own choosing, but never refuse one the guild assigns',
        'kill without leaving a mark, and are judged on that alone',
      ],
      [
        'choose who takes each contract and bury the ones that go wrong',
        'meet the clients, set the price and keep the book of contracts',
      ],
      [
        'enforce the guild’s law on its own members, which is the deadliest work it has',
        'each know one part of the guild’s code and the members who broke it',
      ],
      [
        'accepts or refuses every contract on a noble or a priest, and has refused only twice',
        'has never been seen by a client, and is said to have taken the last leader’s place with a single cup of wine',
      ],
    ],
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
    fronts: [
      { name: 'the Honest Undertakers of #town#', what: 'a respectable firm of undertakers' },
      { name: 'the House of Sweet Waters', what: 'a perfumer’s shop that sells to the best houses' },
      { name: 'the #town# School of Dance', what: 'a dancing school for the children of the rich' },
      { name: 'the Hospital of Mercy', what: 'a charity hospital for the sick poor' },
    ],
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
    ladders: [
      { ranks: ['Novice', 'Acolyte', 'Deacon', 'Priest', 'Canon', 'Archdeacon', 'Hierarch'] },
      {
        ranks: [
          'Postulant',
          'Oblate',
          'Friar',
          'Confessor',
          'Provost',
          'Visitor-General|Visitors-General',
          'Prelate',
        ],
      },
      {
        ranks: [
          'Lector',
          'Witness',
          'Questioner',
          'Inquisitor',
          'Inquisitor-Captain',
          'Inquisitor-Justiciar',
          'Grand Inquisitor',
        ],
        needs: 'lawful',
      },
      {
        ranks: [
          'Pilgrim',
          'Lamp-Keeper',
          'Almoner',
          'Hospitaller',
          'Warden of the Faith|Wardens of the Faith',
          'Reverend Elder',
          'First Servant',
        ],
        needs: 'not-evil',
      },
    ],
    duties: [
      [
        'scrub the floors, learn the litany of #deity# and keep silence until spoken to',
        'serve a year of trial, sleeping on boards and eating what the poor eat',
      ],
      [
        'have taken the first vows and serve in the kitchens, the infirmary and the choir',
        'beg alms on the roads and carry the order’s letters from house to house',
      ],
      [
        'preach in the villages, bury the dead and baptise the living',
        'tend the sick in the order’s hospitals and keep its records of births and deaths',
      ],
      [
        'hold the rites of #deity# and hear confessions, which they never repeat',
        'each keep a chapel or a hospital and answer for its flock',
      ],
      [
        'visit the order’s houses, root out laxity and report every failing',
        'command the order’s lay guards and its lands, and its tithes',
      ],
      [
        'sit in the order’s chapter and would choose the next head from among themselves',
        'guard the order’s relics and its doctrine, and decide who is a heretic',
      ],
      [
        'speaks for #deity# to the order and for the order to the world',
        'keeps the order’s first relic and its rule, and may cast out any member',
      ],
    ],
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
    fronts: [
      {
        name: 'the Bookbinders’ Guild of #town#',
        what: 'a guild of bookbinders with a small chapel of their own',
      },
      { name: 'the Hospital of the Open Door', what: 'a hospital for travellers and the sick poor' },
      { name: 'the Foundling School of #town#', what: 'a school for foundlings run by a few pious widows' },
    ],
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
    ladders: [
      { ranks: ['Reader', 'Copyist', 'Fellow', 'Senior Fellow', 'Lecturer', 'Provost', 'Chancellor'] },
      {
        ranks: [
          'Auditor',
          'Scribe',
          'Annotator',
          'Master of Letters|Masters of Letters',
          'Archivist',
          'Keeper of the Stacks|Keepers of the Stacks',
          'Grand Librarian',
        ],
      },
      { ranks: ['Student', 'Bachelor', 'Master', 'Doctor', 'Dean', 'Rector', 'Chancellor'] },
    ],
    duties: [
      [
        'may read in the society’s library but not borrow, and must copy a page a day',
        'fetch, shelve and dust, and are examined on what they have read every quarter day',
      ],
      [
        'copy the society’s rarest books by candlelight, since the originals may not leave',
        'keep the catalogues and the correspondence with other societies',
      ],
      [
        'may borrow, lecture and sign the society’s letters',
        'pursue a question of their own, and report on it to the society each year',
      ],
      [
        'sit on the committees that decide what the society buys, prints and forgets',
        'have published something the society was willing to put its name to',
      ],
      [
        'teach the young members and lead the society’s expeditions',
        'hold the keys to the closed shelves and answer for every book on them',
      ],
      [
        'run the society’s house, its money and its quarrels',
        'decide which questions the society pursues and which it buries',
      ],
      [
        'presides over the society’s debates and has the casting vote in all of them',
        'holds the society’s charter and the key to its oldest room, which nobody else has entered',
      ],
    ],
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
    fronts: [
      { name: 'the Thursday Supper', what: 'a dining club of elderly gentlefolk who argue about wine' },
      { name: 'the #town# Lending Library', what: 'a lending library that charges a penny a book' },
      {
        name: 'the Guild of Mapmakers',
        what: 'a guild of mapmakers who survey the roads for the tax-collectors',
      },
    ],
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
    ladders: [
      {
        ranks: [
          'Lookout',
          'Tubman|Tubmen',
          'Carter',
          'Boatman|Boatmen',
          'Lander',
          'Venturer',
          'Master of the Run|Masters of the Run',
        ],
      },
      {
        ranks: [
          'Mule',
          'Packer',
          'Guide',
          'Pathfinder',
          'Trail-Boss',
          'Keeper of the Ways|Keepers of the Ways',
          'Master of Passes|Masters of Passes',
        ],
      },
      {
        ranks: [
          'Deckhand',
          'Bosun',
          'Mate',
          'Skipper',
          'Harbour Captain',
          'Commodore',
          'Admiral of the Fog|Admirals of the Fog',
        ],
      },
    ],
    duties: [
      [
        'watch the roads and the shore for the excise men and light the warning lamps',
        'are paid in brandy and silence to look the other way',
      ],
      [
        'carry the casks and the bales from the boats to the hiding places, at a run',
        'dig and keep the hides under barns, churches and graves',
      ],
      [
        'drive the carts that take the goods inland, under turnips or straw',
        'know every back lane and ford, and which farmers can be trusted',
      ],
      [
        'bring the goods across water or over the passes, on moonless nights',
        'keep a boat or a string of mules and know the tides and the weather by heart',
      ],
      [
        'choose the night, the place and the signal for each landing',
        'pay off the excise men, the parsons and the innkeepers along each route',
      ],
      [
        'put up the money for each cargo and take half of what it sells for',
        'deal with the buyers in the cities and the sellers over the water',
      ],
      [
        'owns the routes, the boats and the debts of half the coast, and never touches a cask',
        'decides every run, settles every quarrel and keeps the only complete list of hides',
      ],
    ],
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
    fronts: [
      {
        name: 'the Fishermen’s Cooperative of #town#',
        what: 'a fishermen’s cooperative that shares nets and boats',
      },
      { name: 'the Mariners’ Chapel', what: 'a chapel for sailors with a lamp always burning in the window' },
      { name: 'the #town# Cider Press', what: 'a cider press that buys apples from every farm around' },
      {
        name: 'the Carters’ Friendly Society',
        what: 'a friendly society of carters who pay for each other’s lame horses',
      },
    ],
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
