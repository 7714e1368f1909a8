// Rivals, allies and weaknesses: the other bodies and people a faction deals with (named once, reused everywhere,
// each described from parts so that no two watches or temples read alike), why each is its enemy or friend, and the
// weak points a named rival could use or that would expose it.
import type { FactionSize } from '../../../../shared/kinds/faction.js';
import { tidy } from '../../../engine/english.js';
import type { RuleSet } from '../../../engine/grammar.js';
import { guildName } from '../../../engine/place-names.js';
import type { Rng } from '../../../engine/rng.js';
import { worldChoice } from '../../../engine/world-pick.js';
import type { FactionPerson } from './people.js';
import type { Ruler } from './places.js';
import { PROFILES, type PurposeId, type RelationKind } from './purposes.js';
import type { FactionRecord } from './record.js';
import type { Seat } from './world.js';

/** Another body or person in the faction's world, named once. */
export interface Relation {
  readonly kind: RelationKind;
  /** As a list shows it: 'The Watch of Kettleford', 'Magistrate Odo Penhallow'. */
  readonly title: string;
  /** Inside a sentence: 'the Watch of Kettleford'. */
  readonly name: string;
  /** Who leads it (for a person, the person), titled where a title is natural: 'Captain Hal Verrow'. */
  readonly leader: FactionPerson;
  /** What it is, with its article: 'the watch of Kettleford', 'a rival thieves’ guild', 'a witch-finder'. */
  readonly what: string;
  readonly person: boolean;
}

const GENDERED_TITLES: Record<string, readonly [string, string, string]> = {
  lord: ['Lord', 'Lady', 'Liege'],
  priest: ['High Priest', 'High Priestess', 'High Priest'],
  king: ['King', 'Queen', 'Sovereign'],
  duke: ['Duke', 'Duchess', 'Liege'],
  prince: ['Prince', 'Princess', 'Liege'],
  margrave: ['Margrave', 'Margravine', 'Margrave'],
  magistrate: ['First Magistrate', 'First Magistrate', 'First Magistrate'],
};

/** The ruler's title for a realm of this form ('Duchess' of a duchy). */
export function rulerTitle(ruler: Ruler, person: FactionPerson): string {
  return gendered(ruler, person);
}

export function gendered(key: string, person: FactionPerson): string {
  const titles = GENDERED_TITLES[key]!;
  return person.gender === 'male' ? titles[0] : person.gender === 'female' ? titles[1] : titles[2];
}

/** A person with a title before their name ('Captain Hal Verrow'); first name and pronouns unchanged. */
export function titled(person: FactionPerson, title: string): FactionPerson {
  return { ...person, name: `${title} ${person.name}` };
}

const TRADES = [
  'chandlers',
  'coopers',
  'tanners',
  'weavers',
  'dyers',
  'carters',
  'masons',
  'vintners',
  'ropers',
  'glovers',
  'saddlers',
  'bakers',
];

export interface RelationInputs {
  readonly ours: PurposeId;
  readonly size: FactionSize;
  readonly sizeRank: number;
  readonly town: string;
  readonly region: string;
  readonly realm: string;
  /** The realm's bare name ('Aldmark'), for bodies named after it. */
  readonly realmBare: string;
  readonly ruler: Ruler;
  readonly deityName: string;
  readonly deityEpithet: string;
  /** The town's own temple of that god, when the faction stands in a town that has one. */
  readonly templeName: string | null;
  readonly seat: Seat;
  /** Builds a faction name of a kind, never one already taken, never plural (prose makes rivals subjects). */
  readonly factionName: (id: PurposeId, rng: Rng, leader: FactionPerson) => { title: string; name: string };
}

/**
 * 'forty constables, a gaol and a gallows': a body described from parts, each chosen through the account's memory
 * (ten cults of one account should not meet one inquisitor).
 */
function parts(rng: Rng, ...lists: readonly (readonly string[])[]): string {
  return lists.map((l) => worldChoice(rng, 'relation-part', l, plainKey)).join('');
}

/** A piece's key for the world's memory: its words alone, as a grammar alternative holds them ('' is 'none'). */
const plainKey = (piece: string) =>
  piece
    .replace(/[^\p{L}\p{N} ’'-]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim() || 'none';

const NUMBERS = ['twenty', 'thirty', 'forty', 'fifty', 'sixty', 'a hundred'];

/** Names a relation of a given kind around a person who leads or is it. */
export function makeRelation(
  kind: RelationKind,
  leader: FactionPerson,
  inputs: RelationInputs,
  rng: Rng,
): Relation {
  const { town, realm, sizeRank, ours } = inputs;
  const big = sizeRank >= 3;
  switch (kind) {
    case 'authority': {
      if (ours === 'smugglers') {
        const name = big ? `the Excise of ${inputs.realmBare}` : `the Customs House of ${town}`;
        return {
          kind,
          title: capital(name),
          name,
          leader: titled(leader, big ? 'Collector-General' : 'Collector'),
          what: big
            ? parts(
                rng,
                ['the crown’s excise men, with ', 'the revenue service of the crown, with '],
                ['cutters on every coast', 'riders on every road', 'informers in every port'],
              )
            : parts(
                rng,
                [
                  `${rng.pick(['a dozen', 'eight', 'twenty', 'thirty'])} ${rng.pick(['riding officers', 'tide-waiters', 'customs men', 'revenue men'])}`,
                ],
                [
                  ' and a revenue cutter',
                  ' and a pack of dogs',
                  ', a bonded store and a grudge',
                  ' and a captain who counts every cask',
                  ' and the right to search any cart',
                ],
              ),
          person: false,
        };
      }
      if (ours === 'rebels' && big) {
        const name = `the Court of ${realm}`;
        return {
          kind,
          title: capital(name),
          name,
          leader: titled(leader, rulerTitle(inputs.ruler, leader)),
          what: parts(
            rng,
            ['the throne of the realm', 'the crown and its ministers'],
            [
              ' and every officer who serves it',
              ' and the soldiers it pays',
              ' and the gallows it keeps busy',
            ],
          ),
          person: false,
        };
      }
      if (ours === 'rebels') {
        const name = `the Governor’s Guard of ${town}`;
        return {
          kind,
          title: capital(name),
          name,
          leader: titled(leader, 'Governor'),
          what: parts(
            rng,
            [
              `${rng.pick(['two hundred', 'three hundred', 'a hundred and fifty', 'four hundred'])} ${rng.pick(['soldiers', 'pikemen', 'hired guards', 'crossbowmen'])}`,
            ],
            [
              ' and the governor they keep in power',
              ' and a governor nobody elected',
              ', a fort and a curfew',
              ' and a gallows in the square',
              ' and the tax rolls they enforce',
            ],
          ),
          person: false,
        };
      }
      const name = big ? `the Justiciary of ${inputs.realmBare}` : `the Watch of ${town}`;
      return {
        kind,
        title: capital(name),
        name,
        leader: titled(leader, big ? 'High Justiciar' : 'Captain'),
        what: big
          ? parts(
              rng,
              ['the crown’s judges and ', 'the royal courts and '],
              ['their sworn riders', 'their thief-takers', 'their hangmen'],
            )
          : parts(
              rng,
              [
                `${rng.pick(NUMBERS)} ${rng.pick(['constables', 'watchmen', 'sergeants and constables', 'men with lanterns and staves', 'bailiffs and beadles', 'watchmen and their dogs'])}`,
              ],
              [
                ', a gaol and a gallows',
                ' and a watch house by the gate',
                ' paid badly and on time',
                ' and a captain who cannot be bought',
                ', two dogs and a long memory',
                ' and the magistrates behind them',
                ' who know every alley',
                ' and a bell in the tower to call them',
                ', half of them honest',
                ' and a new captain with something to prove',
                ' in new coats and old boots',
                ' and a lock-up under the market hall',
              ],
            ),
        person: false,
      };
    }
    case 'guild': {
      const name = guildName(rng, rng.pick(TRADES));
      return {
        kind,
        title: capital(name),
        name,
        leader: titled(leader, 'Guildmaster'),
        what: parts(
          rng,
          [
            'a craft guild of ',
            'an old guild of ',
            'the richest guild of ',
            'a quarrelsome guild of ',
            'a small, stubborn guild of ',
            'the proudest hall in ',
          ],
          [town],
        ),
        person: false,
      };
    }
    case 'temple': {
      const name = inputs.templeName ?? `the Temple of ${inputs.deityName} in ${town}`;
      return {
        kind,
        title: capital(name),
        name,
        leader: titled(leader, gendered('priest', leader)),
        // The title already names the god and the town; what follows says something a party can use.
        what: worldChoice(
          rng,
          'temple-what',
          [
            'the oldest temple in the district',
            'a temple rich in land and poor in priests',
            'a house of prayer with a crypt older than the town',
            'a temple with priests chosen by lot',
            'a temple known for feeding the poor on feast days',
            'a temple with a new and nervous high priest',
            'a house of prayer with a cracked bell',
            'a temple with half the mills of the valley in its hands',
          ],
          (t) => t,
        ),
        person: false,
      };
    }
    case 'official': {
      // 'one of the aldermen', never 'aldermans'.
      const OFFICE_PLURALS: Record<string, string> = { Magistrate: 'magistrates', Alderman: 'aldermen' };
      const office = rng.pick(
        big
          ? ['Chancellor', 'Lord Treasurer', 'Master of the Rolls', 'Keeper of the Seal']
          : ['Magistrate', 'Harbourmaster', 'Alderman', 'Sheriff', 'Reeve'],
      );
      const person = titled(leader, office);
      const one = /^(Magistrate|Alderman)$/.test(office) ? 'one of the' : 'the';
      return {
        kind,
        title: person.name,
        name: person.name,
        leader: person,
        what: big
          ? rng.pick([
              `one of the great officers of the crown of ${realm}`,
              `a minister of ${realm} with the king’s ear`,
              `the crown’s own officer, with a seal and a staff of clerks`,
              `an officer of state in ${realm} who has outlasted three reigns`,
              `a great officer of ${realm}, ambitious and well guarded`,
              `the most feared pen in the chancery of ${realm}`,
            ])
          : worldChoice(
              rng,
              'official-what',
              [
                `${one} ${one === 'the' ? office.toLowerCase() : OFFICE_PLURALS[office]!} of ${town}`,
                'a newcomer to the post, short of friends',
                'the longest-serving officer in the district',
                'a careful official with a house too big for the salary',
                'an official content to let the clerks do the work',
                'a climber with an eye on a place at court',
                'the narrow winner of the last election',
                'an old hand who has seen three lords come and go',
              ],
              (t) => t,
            ),
        person: true,
      };
    }
    case 'patron': {
      const person = titled(leader, gendered('lord', leader));
      return {
        kind,
        title: person.name,
        name: person.name,
        leader: person,
        what: parts(
          rng,
          [`a noble of ${realm} with `],
          [
            'money to spend and secrets to keep',
            'a long purse and a short temper',
            'more land than sense',
            'a grudge against the crown',
          ],
        ),
        person: true,
      };
    }
    case 'hunter': {
      const office =
        ours === 'thieves' || ours === 'assassins'
          ? 'Thief-Taker'
          : ours === 'smugglers'
            ? 'Riding Officer'
            : ours === 'rebels'
              ? 'Provost-Marshal'
              : 'Inquisitor';
      const person = titled(leader, office);
      return {
        kind,
        title: person.name,
        name: person.name,
        leader: person,
        what:
          office === 'Inquisitor'
            ? parts(
                rng,
                [
                  'an inquisitor who hunts ',
                  'a hunter of ',
                  'a patient hunter of ',
                  'the temples’ hunter of ',
                  'a tireless pursuer of ',
                ],
                [
                  'heresy and forbidden magic',
                  'cults and those who shelter them',
                  'anything the temples fear',
                  'witches, with a warrant from the bishop',
                  'hidden altars, with a ledger of names',
                  'false prophets, with a purse for informers',
                  'night-meetings, with a long memory',
                ],
              )
            : parts(
                rng,
                [
                  `a hunter of ${PROFILES[ours].member[1]} with `,
                  `a catcher of ${PROFILES[ours].member[1]}, paid by the head, with `,
                  `a former ${PROFILES[ours].member[0]} turned hunter, with `,
                  `the crown’s hunter of ${PROFILES[ours].member[1]}, with `,
                  `a patient hunter of ${PROFILES[ours].member[1]} with `,
                ],
                [
                  'a warrant and a long memory',
                  'a ledger of names',
                  'a pack of dogs and no friends',
                  'a purse for informers',
                  'a gallows of their own',
                  'two sons in the watch',
                  'a grudge older than the warrant',
                  'the magistrates in a pocket',
                  'a list that grows every week',
                  'a reward posted in every tavern',
                ],
              ),
        person: true,
      };
    }
    default: {
      const { title, name } = inputs.factionName(kind, rng, leader);
      const label = PROFILES[kind].label;
      // What the rival is, told by one thing it does or has ('a merchant league that buys the wool clip before
      // shearing'), not by a comparative ('a prouder merchant league') that the reader met in every rival list.
      const trait = worldChoice(rng, `rival-trait-${kind}`, RIVAL_TRAITS[kind], (t) => t);
      const drawn = worldChoice(rng, `rival-noun-${kind}`, RIVAL_NOUNS[kind], (t) => t);
      // 'a band of sellswords of horse archers' reads as a stammer: an 'of' trait takes the plain label.
      const plain = RIVAL_NOUNS[kind].filter((n) => !/ of /.test(n));
      const noun = / of /.test(drawn) && trait.startsWith('of ') ? (plain[0] ?? label) : drawn;
      const what =
        kind === ours
          ? `${worldChoice(rng, 'rival-same', ['a rival', 'another', 'a second', 'a competing', 'a neighbouring'], (t) => t)} ${label} ${trait}`
          : `${/^[aeiou]/.test(noun) ? 'an' : 'a'} ${noun} ${trait}`;
      return { kind, title, name, leader, what, person: false };
    }
  }
}

/** What a rival body of another kind is called: its label or a plainer word, so 'is a cult that' is not every cult. */
const RIVAL_NOUNS: Record<PurposeId, readonly string[]> = {
  thieves: ['thieves’ guild', 'gang of thieves', 'crew of burglars', 'band of cutpurses'],
  merchant: ['merchant league', 'trading house', 'company of merchants', 'partnership of traders'],
  knights: ['knightly order', 'order of knights', 'company of knights', 'chivalric order'],
  cult: ['cult', 'secret congregation', 'heretic sect', 'fellowship of zealots'],
  mages: ['cabal of mages', 'circle of wizards', 'school of sorcerers', 'conclave of magi'],
  rebels: ['rebel cell', 'band of rebels', 'nest of agitators', 'league of malcontents'],
  noble: ['noble house', 'old family', 'landed house', 'family of lords'],
  mercenary: ['mercenary company', 'free company', 'band of sellswords', 'troop of hired blades'],
  druids: ['druid circle', 'grove of druids', 'circle of wise folk', 'fellowship of the old ways'],
  spies: ['spy ring', 'web of informers', 'network of spies', 'nest of spies'],
  assassins: ['assassins’ guild', 'company of killers', 'guild of poisoners', 'school of assassins'],
  holy: ['holy order', 'religious order', 'mendicant order', 'order of the faith'],
  scholars: ['scholars’ society', 'learned society', 'college of antiquaries', 'academy'],
  smugglers: ['smuggling ring', 'gang of smugglers', 'smugglers’ crew', 'band of free traders'],
};

/** One thing a rival body of each kind does or has, read after its label ('a cult … that …'). */
const RIVAL_TRAITS: Record<PurposeId, readonly string[]> = {
  thieves: [
    'that works the markets and the fairs',
    'of housebreakers who never carry blades',
    'that fences through a pawnbroker’s back room',
    'run out of a laundry',
    'of pickpockets no older than fourteen',
    'that takes its cut from every dice game',
    'of rooftop burglars',
    'that pays the night watch in brandy',
    'that sells what it steals to the river barges',
  ],
  merchant: [
    'that buys the wool clip before shearing',
    'that lends to half the aldermen',
    'with warehouses along the quays',
    'that owns the toll on the old bridge',
    'that ships grain to the garrisons',
    'that fixes the price of salt each spring',
    'that pays its carters better and works them harder',
    'with a seat on every market jury',
    'that trades in debts as much as goods',
  ],
  knights: [
    'sworn to guard the pilgrim roads',
    'that has more banners than knights',
    'that ransoms its prisoners for horses',
    'that keeps the old royal tournaments',
    'that keeps a fortified mill on the border',
    'of younger sons with borrowed harness',
    'that hires out its lances to the highest bidder',
    'pledged to a dead king’s cause',
    'that answers only to its own chapter',
  ],
  cult: [
    'that meets in a flooded quarry',
    'whose priests go masked even at home',
    'that buys the bodies of the hanged',
    'of a drowned saint nobody else remembers',
    'that preaches the end of the world by spring',
    'that recruits among the river boatmen',
    'whose rites need a bell rung backwards',
    'that hides its altar in a tannery',
    'of a god with no name and seven mouths',
  ],
  mages: [
    'that sells charms to sailors',
    'whose three old wizards take no new apprentices',
    'that buys every grimoire that comes to market',
    'with a tower on the headland',
    'that tests its spells on convicts',
    'that teaches anyone who can pay',
    'whose members all bear the same burn scar',
    'that keeps a bound spirit in a bottle',
    'that licenses alchemists in the crown’s name',
  ],
  rebels: [
    'that prints its pamphlets in a bell tower',
    'of tenant farmers with pitchforks and grievances',
    'that burns tax rolls',
    'that meets in the back of a bakery',
    'of students and runaway apprentices',
    'that robs the tax carts on the high road',
    'that wants a dead prince’s heir on the throne',
    'that hides in the charcoal-burners’ camps',
    'of deserters from the border forts',
  ],
  noble: [
    'with three manors and a private chapel',
    'that has married into every family but one',
    'with old blood and an empty treasury',
    'that owns the mills along the river',
    'whose heir is a notorious gambler',
    'that holds the wardenship of the forest',
    'with a claim to a title the crown has not granted',
    'that sends a son into the church every generation',
    'with a private gaol under its hall',
  ],
  mercenary: [
    'of crossbowmen from over the border',
    'that fought on both sides of the last war',
    'that never breaks a contract and never forgives a late payment',
    'of sixty pikes and a siege engineer',
    'that winters in a ruined abbey',
    'whose captain was once a knight',
    'that sells its prisoners to the galleys',
    'that hires out guards to caravans',
    'of horse archers who speak no common tongue',
  ],
  druids: [
    'that tends the barrows on the downs',
    'that speaks through a hermit in a hollow oak',
    'of herbwives and shepherds',
    'that burns the charcoal-burners’ huts',
    'that guards a spring the river people drink from',
    'that keeps wolves as hounds',
    'that meets at the turning of every season',
    'whose elder has not left the wood in forty years',
    'that has cursed the new mill',
  ],
  spies: [
    'that reads the post before it is delivered',
    'that sells secrets to any embassy',
    'that works out of a bookbinder’s shop',
    'of chambermaids and grooms',
    'that keeps a house of pleasure for listening',
    'in the pay of a foreign court',
    'that trades in letters stolen from the bishop',
    'of informers who inform on each other',
    'that works through the tavern singers',
  ],
  assassins: [
    'that kills with poison and never with steel',
    'that takes contracts through a confessional',
    'that works through a school for governesses',
    'whose price is always a single gold coin and a favour',
    'that has never failed, or never admitted it',
    'that leaves a white feather on every body',
    'that trains its members from childhood',
    'that will not kill on a holy day',
    'that only takes contracts on the rich',
  ],
  holy: [
    'that feeds the poor and counts the converts',
    'that runs the largest hospital in the province',
    'of friars who preach in the markets',
    'that keeps the bones of a martyred bishop',
    'that collects tithes the bishop never sees',
    'sworn to silence and to the plough',
    'that hunts witches in the hill villages',
    'with a shrine at every crossroads of the valley',
    'that answers to a rival bishop',
  ],
  scholars: [
    'that digs in the barrows without licence',
    'that publishes a journal everyone reads and nobody trusts',
    'that keeps the only map of the old mines',
    'of physicians who cut up the dead',
    'that has a royal astronomer among its fellows',
    'that buys up every old chronicle',
    'that teaches the sons of merchants for a fee',
    'of antiquarians with more money than sense',
    'that claims a lost library as its own',
  ],
  smugglers: [
    'that runs brandy through the salt marshes',
    'that owns three fishing boats and a lighthouse keeper',
    'that hides its cargo in coffins',
    'of drovers who cross the hills by night',
    'that pays the excise men better than the crown',
    'that moves people as well as goods',
    'that signals from the church tower',
    'of bargemen with false-bottomed holds',
    'that lands its cargo in the graveyard cove',
  ],
};

function capital(text: string): string {
  return text.length > 0 ? `${text[0]!.toUpperCase()}${text.slice(1)}` : text;
}

/**
 * Rivals, allies and weaknesses. Variables: f, rival {name, leader, what}, rival2, ally, ally2, label (our kind),
 * town, ward, region, realm, event (years of the feud), stake, hq, seat, leader, traitor, traitorRank, front, good,
 * forest, site, lord. Tags r-authority / r-same / r-other / r-person / r-crown / r-kin and the rival's kind rk-*.
 */
export const RELATION_RULES: RuleSet = {
  riv_who: [
    '<r-authority !r-crown> #rival.leader.name# commands #rival.name#: #rival.what#.',
    '<r-authority !r-crown> #rival.name#, #rival.what#, answers to #rival.leader.name#.',
    '<r-crown> #rival.name# is #rival.what#, and #rival.leader.name# sits at its head.',
    '<r-crown> #rival.leader.name# rules #realm#, and #rival.name# rules in #rival.leader.their# name.',
    '<r-same|r-other> #rival.name# is #rival.what#, led by #rival.leader.name#.',
    '<r-same|r-other> #rival.name#, #rival.what#, answers to #rival.leader.name#.',
    '<r-same|r-other> Led by #rival.leader.name#, #rival.name# is #rival.what#.',
    '<r-person> #rival.name# is #rival.what#.',
    '<r-person> #rival.name#: #rival.what#.',
  ],
  riv_why: [
    '<r-authority !r-crown> #rival.leader.first# wants #f.first# broken and #f.their# leaders hanged, #why_auth_tail#.',
    '<r-authority> To #rival.leader.first#, #f.first# #f.v:is# #why_insult#, and #rival.leader.first# #why_personally#.',
    '<r-authority !r-crown> #rival.leader.first# has been promised #why_promise# the day #f.first# #f.v:falls#, and is in a hurry.',
    '<r-crown> #rival.leader.first# has sworn to see every leader of #f.first# hanged before #why_deadline#.',
    '<r-same> Both want #stake#, and #why_room#.',
    '<r-same> The two were one once, until #rival.leader.first# #why_left# #f.first# with #why_split#.',
    '<r-same> #rival.leader.first# #learned_inside# #f.first#, and #f.first# #f.v:has# never forgiven #rival.leader.them# for #why_took#.',
    '<r-kin> #rival.leader.first# wants #stake#, and #f.first# #f.v:stands# #why_way#.',
    '<r-other> #rival.leader.first# was once #why_refused_how# by #f.first#, and #why_refused#.',
    '<r-other> #rival.leader.first# sees #f.first# as #why_threat_as# to everything #rival.name# stands for, and #why_threat#.',
    '<r-other> #rival.leader.first# calls #f.first# #why_threat_as#, and #why_threat#.',
    '<r-other> To #rival.leader.first#, #f.first# #f.v:is# #why_threat_as# to be removed; #rival.leader.first# #why_threat#.',
    '<r-other> It lost #why_lost# #why_lost_when#, and #rival.leader.first# #why_bill#.',
    '<r-other> #rival.leader.first# #why_covets# #hq# and #why_covet#.',
    '<r-other rk-holy|rk-knights|rk-temple> It calls #f.first# #why_blight# and preaches against #f.them# from every pulpit it can reach.',
    '<r-other rk-cult> It wants what #f.first# #f.v:guards#, and #why_worships#.',
    '<r-other rk-merchant|rk-noble|rk-guild> It holds the debts of #why_friends# of #f.first#, and calls them in #why_pace#.',
    '<r-other rk-mages|rk-scholars> It wants the secrets #f.first# #f.v:keeps#, and has #why_tried# to buy them.',
    '<r-other rk-thieves|rk-smugglers|rk-assassins> It wants #why_wants_what# of #f.first#, and takes them #why_pace#.',
    '<r-other rk-mercenary> It has been paid #why_paid# to break #f.first#, and #why_earn#.',
    '<r-other rk-spies> It knows more about #f.first# than #f.first# #f.v:knows# about #f.themself#, and #why_sells#.',
    '<r-other rk-rebels> It calls #f.first# #why_creatures# of #lord#, and means to see #f.them# #why_fall#.',
    '<r-other rk-druids> It blames #f.first# for every tree felled in #forest#, rightly or not.',
    '<r-other rk-noble !sz0> It claims the ground #hq# stands on, and has the lawyers to prove it.',
    '<r-person> #rival.leader.They:blames# #f.first# for #why_death#, and #why_death_since#.',
    '<r-person> #rival.leader.They:has# staked #why_staked# on #why_bring_down#.',
    '<r-person> #rival.leader.They# once #took_money# #f.first# and now #act_pretends#.',
    '<r-person> #rival.leader.They:was# #act_once_was# once, and #act_knows#.',
  ],
  why_auth_tail: [
    'and the merchants of #town# pay well for every arrest',
    'and has the gallows ready',
    'and keeps a list of names on the wall of #rival.leader.their# office',
    'and says so in every tavern',
    'and has the warrants signed already',
    'and keeps the rope oiled',
    'and has told the magistrates so',
    'and no bribe has yet changed that',
    'and has sworn it on the gospels',
    'and has hired extra men to do it',
    'and the magistrates are impatient',
    'and keeps a tally on the wall',
    'and the town council has promised a bonus',
  ],
  why_insult: [
    'an insult to the law',
    'a stain on the town',
    'proof of #rival.leader.their# own failure',
    'the one thing standing between #rival.leader.them# and promotion',
    'a standing joke at #rival.leader.their# expense',
    'the cause of every crime in #ward#',
    'a rot to be cut out',
    'a debt to be collected',
    'an itch that will not go away',
    'a thorn in the side of the law',
    'the reason #rival.leader.they# cannot sleep',
    'a mark against #rival.leader.their# name',
  ],
  why_personally: [
    'takes it personally',
    'says so to anyone',
    'means to end it this year',
    'has said so to the crown',
    'loses sleep over it',
    'keeps a file on every member',
  ],
  why_promise: [
    'promotion',
    'a manor in #region#',
    'a seat on #seat.name#',
    'a pension and a title',
    'a knighthood',
    'the freedom of #town#',
    'a house on #street2#',
    'double pay',
    'the lands of #f.first#',
    'a fortune in fees',
    'the post of #top#',
    'a bishop’s blessing',
  ],
  why_deadline: ['the next coronation feast', 'the year is out', 'the harvest is in', 'the new moon'],
  why_split: [
    'half the members and most of the money',
    'the common purse and a grudge',
    'the best of the #seconds#',
    'the founder’s blessing, or so #rival.leader.they# #rival.leader.v:claims#',
    'the book of members',
    'the loyalty of the #rank0s#',
    'a cart of #good#',
    'the founder’s seal',
    'the loyalty of #t1#',
    'a grudge and a printing press',
    'two ships and the better half of the crews',
    'the founder’s daughter',
    'the only copy of the accounts',
    'the best customers',
    'the keys to the strongroom',
  ],
  why_left: [
    'walked out of',
    'broke away from',
    'was thrown out of',
    'stormed out of',
    'quietly left',
    'was voted out of',
  ],
  why_took: [
    'taking it elsewhere',
    'the members #rival.leader.they# took along',
    'what #rival.leader.they# said on the way out',
    'the secrets it carried off',
    'the customers it poached',
    'the name it stole',
    'the ledger it walked out with',
    'the clients it lured away',
    'the debts it left behind',
    'the mocking songs that followed',
    'the trade it stole',
  ],
  why_refused: [
    'has never forgiven the insult',
    'has waited years to say so',
    'tells the story differently every time',
    'keeps the letter of refusal framed',
    'has made a career of the grudge',
    'drinks to its ruin every year',
    'never speaks the name aloud',
    'will never forget it',
    'has been quietly paying it back ever since',
    'speaks of it only when drunk',
    'swore revenge before witnesses',
    'hired lawyers the next morning',
  ],
  why_refused_how: [
    'refused',
    'turned away',
    'laughed at',
    'outbid',
    'expelled',
    'snubbed',
    'cheated',
    'humiliated',
    'passed over',
  ],
  why_lost_when: [
    'in its last quarrel with #f.first#',
    'to #f.first# a few years ago',
    'the night #f.first# came calling',
    'in a lawsuit against #f.first#',
    'to #f.first#, fairly or not',
  ],
  why_threat: [
    'is not wrong',
    'says so loudly',
    'has the ear of #seat.name#',
    'is probably right',
    'has written as much to the crown',
    'pays preachers to say so',
    'means to prove it',
  ],
  why_lost: [
    'a fortune and three members',
    'a warehouse and a good name',
    'two ships and a war chest',
    'a son and a lawsuit',
    'its best captain',
    'a season’s takings',
    'the favour of #seat.name#',
    'a house in #t1#',
    'a mill and its miller',
    'the best fence in #town#',
    'its charter',
    'a pair of brothers',
    'its winter stores',
    'a good name in #t1#',
    'a bishop’s favour',
  ],
  why_covet: [
    'everything in it',
    'the ground under it',
    'the people who meet there',
    'the deeds to it',
    'the cellars below it',
    'the name over its door',
    'the old founder’s chair in it',
  ],
  why_blight: [
    'a blight on #realm#',
    'an abomination',
    'a den of liars',
    'the enemy of every honest soul',
    'a cancer',
    'a pack of jackals',
    'a nest of vipers',
    'a plague of locusts',
    'the devil’s own clerks',
    'a scandal to the faithful',
    'a leaking sore',
  ],
  why_friends: [
    'half the friends',
    'the oldest friends',
    'most of the suppliers',
    'the landlords',
    'the suppliers',
    'the neighbours',
    'the oldest members',
    'the landlord of #hq#',
  ],
  why_creatures: ['the creatures', 'the lapdogs', 'the hired knives', 'the bankers', 'the spies'],
  why_fall: [
    'fall with #lord#',
    'hang beside #lord#',
    'swept away when the day comes',
    'pay for every hanging',
  ],
  why_way: [
    'in the way',
    'between them',
    'squarely in the road',
    'in front of the door',
    'across every path',
    'in the path',
    'at the gate',
    'like a rock in a stream',
    'between it and everything it wants',
  ],
  why_room: [
    'there is not room for two',
    'only one will have it',
    'neither will share',
    'the quarrel will end only with one of them',
    'the loser will be ruined',
    'the courts cannot decide',
    'the prize will not wait',
    'neither can afford to lose it',
  ],
  why_sells: [
    'sells it',
    'sells it twice',
    'gives it away to hurt',
    'keeps it for the right moment',
    'has sold some to the crown',
    'sells it by the page',
    'trades it for favours',
    'keeps it in a locked book',
    'has told half of it to #ally.name#',
  ],
  why_threat_as: ['a threat', 'an insult', 'a rival', 'a disease', 'a stain'],
  why_tried: [
    'twice tried',
    'once tried',
    'never stopped trying',
    'thrice tried',
    'lately tried',
    'tried through three go-betweens',
    'tried twice this year',
    'tried with a forged letter',
    'tried through a cousin',
  ],
  why_pace: [
    'one corner at a time',
    'street by street',
    'a customer at a time',
    'house by house',
    'by undercutting every price',
    'with bribes',
    'patiently',
    'by night',
    'with cheaper goods',
    'by buying the landlords',
    'one inn at a time',
    'through the back door',
    'openly and without shame',
  ],
  why_wants_what: [
    'the streets and the customers',
    'the fences and the watchmen',
    'the corners and the crews',
    'the best jobs and the best hands',
    'the safe houses and the routes',
    'the taverns and the tables',
  ],
  why_death: [
    'a death in the family',
    'the hanging of a brother',
    'a fire that took #rival.leader.their# house',
    'a ruin nobody could prove',
    'a brother who drowned',
    'a father found in the river',
    'a friend who vanished',
  ],
  why_staked: [
    'a reputation',
    'a fortune',
    'a career',
    'a marriage',
    'a name',
    'a seat on #seat.name#',
    'everything',
  ],
  act_watch_open: [
    'It keeps a watcher on the door of #hq#',
    'One of its people sits opposite #hq# every day',
    'Its people count who goes in and out of #hq#',
    'It pays a neighbour of #hq# to keep notes',
  ],
  act_sworn_open: [
    'has sworn to see #f.first# gone from #town#',
    'has vowed to be rid of #f.first#',
    'will not rest until #f.first# #f.v:is# gone from #town#',
    'has promised to see #f.first# out of #town#',
    'means to drive #f.first# out of #town#',
    'wants #f.first# finished',
    'has promised the watch #f.first# in chains',
  ],
  act_friends: [
    'has friends on #seat.name#',
    'has the ear of #seat.name#',
    'can buy votes on #seat.name#',
    'is owed by half of #seat.name#',
  ],
  act_plant_open: [
    'It has tried to plant',
    'It has slipped',
    'It keeps trying to place',
    'It once managed to place',
  ],
  riv_act: [
    '<!r-person> It pays #act_informers# in #ward#, and #act_informer#.',
    '<!r-person> It is #act_adj#, #act_funded# and #act_friends#.',
    '<rk-merchant|rk-noble|rk-guild|rk-authority|rk-scholars|rk-holy|rk-temple|rk-spies> #rival.leader.first# fights #f.first# with #act_paper#, #act_paper_tail#.',
    '<rk-merchant|rk-noble|rk-guild|rk-scholars|rk-holy|rk-temple> It has sued #f.first# #act_sued_where#, and #act_sued#.',
    '<rk-thieves|rk-smugglers|rk-assassins|rk-rebels|rk-mercenary|rk-cult|rk-druids> It strikes #act_strikes#, and #f.first# #f.v:has# lost #act_lost# to #act_its_what#.',
    '<rk-thieves|rk-smugglers|rk-assassins|rk-rebels|rk-mercenary|rk-cult|rk-druids> Its people #act_waylay_v# #f.first.possessive# #act_waylay_who# #act_waylay_where#, and #act_waylay#.',
    '<!r-person> #act_watch_open#, and #act_watcher#.',
    '<!r-person> #rival.leader.first# #act_sworn_open# #act_within#, and #act_sworn#.',
    '<!r-person> It #act_no_love# #act_war#, and prefers to #act_prefers#.',
    '<!r-person> #act_plant_open# #act_plant# inside #f.first# #act_times#, and #act_again#.',
    '<!r-person !top-of> It has offered #act_reward# for the name of the #top#, and #act_reward_tail#.',
    '<!r-person> It spreads #act_story_kind# about #f.first# in every #act_story_where#, #act_stories#.',
    '<r-person> #rival.leader.They:keeps# a book of the members of #f.first#, #act_book#.',
    '<r-person> #rival.leader.They:is# #act_incorrupt#, which makes #rival.leader.them# #act_hard# for #f.first# to deal with.',
    '<r-person> #rival.leader.They:pays# #act_how_many# members of #f.first# for news, and #act_suspects#.',
    '<r-person> #rival.leader.They:has# a room #act_room# with a clear view of the door of #hq#.',
    '<r-person> #rival.leader.They:has# the ear of #seat.name#, and #act_ear#.',
    '<r-person> #rival.leader.They:works# #act_alone#, #rival.leader.v:sleeps# little and #act_forgets#.',
  ],
  act_informer: [
    'one of them is closer to #f.first# than anyone suspects',
    'pays them better than #f.first# #f.v:does#',
    'two of them drink with members of #f.first#',
    'the informers have begun to inform on each other',
    'one of them sleeps in #hq#',
    'it pays in silver',
    'one of them drinks with the #seconds#',
    'none of them knows the others',
    'the informers are getting bolder',
    'they report every Tuesday',
  ],
  act_adj: ['patient', 'careful', 'greedy', 'old', 'proud', 'quick to take offence'],
  act_paper: [
    'lawyers and ledgers',
    'writs and summonses',
    'debts and audits',
    'letters to the right people',
    'petitions and complaints',
    'forged deeds',
    'tax assessors',
    'bought magistrates',
    'anonymous letters',
    'slanders in the broadsheets',
    'complaints to #seat.name#',
    'claims on old debts',
  ],
  act_paper_tail: [
    'which is worse than knives',
    'and wins more often than not',
    'and has never once raised a hand',
    'and keeps three clerks busy doing it',
    'and enjoys every page',
    'which costs both sides a fortune',
    'and the courts of #region# are tired of it',
    'and calls it good business',
    'which #leader.first# finds harder to answer than a blade',
    'and the paper is piling up',
  ],
  act_sued: [
    'lost only once',
    'won more often than it should',
    'never yet paid its own costs',
    'won twice',
    'settled out of court every time',
    'is suing again',
    'lost the last case on a technicality',
    'has bankrupted two lawyers doing it',
    'keeps a clerk for nothing else',
    'expects to win the next one',
    'has never once appeared in person',
  ],
  act_sued_where: [
    'in every court of #region#',
    'before every magistrate of #town#',
    'in the courts of #realm# and #realm2#',
    'for slander, trespass and debt',
    'three times this year',
    'over every boundary stone',
    'in the king’s own court',
  ],
  act_lost: [
    'more than one storehouse in #town#',
    'a barn full of #good#',
    'its old meeting place',
    'two good members',
    'a cart of #good#',
    'a ship and its crew',
    'the trust of #ally.name#',
    'a storehouse and a watchman',
    'its best horses',
    'a whole season’s stock',
    'the roof of #hq#',
    'a cart and its driver',
  ],
  act_strikes: [
    'by night',
    'without warning',
    'in the fog',
    'on feast days',
    'when the watch is busy',
    'twice a year',
  ],
  act_its_what: ['its fires', 'its knives', 'its raids', 'its ambushes', 'its thieves', 'its hired men'],
  act_waylay_v: ['waylay', 'ambush', 'beat', 'rob', 'follow', 'set upon'],
  act_waylay_who: ['members', 'couriers', 'collectors', 'messengers', 'people', 'recruits'],
  act_waylay_where: [
    'on the roads out of #town#',
    'in the lanes of #ward#',
    'at the fords',
    'after dark near #hq#',
    'on market days',
    'between #town# and #t1#',
  ],
  why_death_since: [
    '#rival.leader.v:has# built a career on the grudge',
    'the warrant has never been withdrawn',
    '#rival.leader.v:keeps# the dead one’s ring on a chain',
    'says so to anyone who will listen',
    '#rival.leader.v:has# never once been bought',
    'the watch-house wall is covered in #f.first.possessive# names',
  ],
  why_bring_down: [
    'bringing #f.first# down, and cannot afford to fail',
    'the arrest of #leader.first#',
    'catching #f.first# in the act',
    'one good witness against #f.first#',
    'a raid on #hq#',
    'breaking #f.first# before midwinter',
  ],
  act_waylay: [
    'leave them alive to tell the tale',
    'take their boots as a message',
    'send the pieces home',
    'leave them in the ditch',
    'strip them of their purses and their badges',
    'carve a mark on the door of their homes',
    'give them a message to carry back',
    'take everything but their shirts',
    'send them home on foot',
    'leave them tied to a milestone',
    'read their letters and seal them again',
    'shave their heads as a warning',
    'pay them to turn back',
    'send them back with a warning',
    'break their fingers',
    'steal their horses',
    'burn their papers',
    'leave them with nothing but the message',
    'make them swear an oath they cannot keep',
    'tar their carts',
    'take their shoes and their names',
  ],
  act_watcher: [
    '#rival.leader.first# changes the watcher every week',
    'the watcher has begun waving',
    'nobody has yet caught the watcher',
    'the watcher sleeps in a doorway opposite',
    'the watcher is a child nobody suspects',
    'the watcher sells what it sees twice',
    'the members have started bringing it soup',
    'the watcher keeps a tally of every visitor',
    'there are two watchers now',
    'the watcher changes disguise daily',
    'the watcher is the baker’s boy',
    '#leader.first# pays the watcher too',
    'the watcher writes everything in chalk',
    'the watcher has a sketchbook',
    'the watcher has been there since midsummer',
    'two of the members know the watcher’s name',
  ],
  act_sworn: [
    'has begun hiring the people to do it',
    'has the money to try',
    'has said it in public',
    'has begun hiring the people to do it',
    'has a list of names',
    'is already recruiting in #ward#',
    'has sold a house to pay for it',
    'has told #seat.name# as much',
    'has set aside a war chest',
    'will say so to anyone who listens',
    'has begun buying the debts of its members',
    'has written the date in a ledger',
    'has found new friends in #t1#',
  ],
  act_prefers: [
    'buy the friends of #f.first# in #town# one at a time',
    'wait for a slip',
    'let the law do its work',
    'starve #f.first# of friends',
    'bribe the clerks who handle its affairs',
    'wear #f.first# down with lawsuits',
    'wait in the dark',
    'outwait #f.first#',
    'poison the wells of credit',
    'let rumour do the work',
    'buy the ground under #f.first#',
    'turn the neighbours',
  ],
  act_war: ['open war', 'bloodshed', 'the streets', 'noise', 'open fighting', 'losing men', 'the risk'],
  act_reward: ['a reward', 'fifty crowns', 'a pardon', 'a house in #t1#', 'a commission'],
  act_reward_tail: [
    'the sum grows every season',
    'nobody has claimed it yet',
    'two people have tried and vanished',
    'the posters are torn down nightly',
    'the informers are lining up',
  ],
  act_within: [
    'within the year',
    'before the harvest',
    'by any means',
    'before #rival.leader.they# #rival.leader.v:dies#',
    'within a season',
    'by the next fair',
    'before the winter',
    'in #rival.leader.their# own lifetime',
    'one way or another',
  ],
  act_incorrupt: ['incorruptible', 'honest', 'fearless', 'patient', 'unbribable', 'devout'],
  act_hard: ['very hard', 'impossible', 'expensive', 'dangerous'],
  act_how_many: ['two', 'three', 'several', 'a pair of'],
  act_suspects: [
    '#rival.leader.v:suspects# a third of lying',
    '#rival.leader.v:trusts# neither',
    '#rival.leader.v:pays# them badly',
    '#rival.leader.v:writes# everything down',
  ],
  act_pretends: [
    '#rival.leader.v:pretends# not to know #f.them#',
    '#rival.leader.v:hunts# #f.them# hardest of all',
    '#rival.leader.v:fears# the receipt turning up',
    '#rival.leader.v:preaches# against #f.them#',
    '#rival.leader.v:denies# it in church',
    '#rival.leader.v:pays# it back in blows',
    '#rival.leader.v:will# not say the name',
    '#rival.leader.v:hopes# nobody kept the letters',
  ],
  act_once_was: [
    'an informer for #f.first#',
    'a courier for #f.first#',
    '#leader.first.possessive# lover',
    'an apprentice in #f.first#',
    '#rank0.a# of #f.first#',
  ],
  act_knows: [
    '#rival.leader.v:knows# far too much',
    '#rival.leader.v:remembers# every face',
    '#rival.leader.v:has# a long list of names',
    '#rival.leader.v:knows# where the bodies are',
  ],
  act_funded: ['well funded', 'well connected', 'well informed', 'well armed'],
  why_covets: ['covets', 'has sworn to take', 'has tried to buy', 'dreams of burning'],
  why_bill: [
    'has kept the bill',
    'means to collect',
    'has not forgotten',
    'tells the story at every feast',
    'still sends reminders',
    'will add interest',
    'talks of nothing else',
    'has made the loss a cause',
  ],
  why_paid: ['', 'handsomely', 'by #lord#', 'in advance', 'by a merchant of #t1#'],
  why_earn: [
    'means to earn the money',
    'is taking its time',
    'has begun with the outlying houses',
    'has asked for more',
  ],
  why_worships: [
    'the thing it worships wants it more',
    'its priests have seen it in dreams',
    'it will pay in blood',
    'it has already tried twice',
    'its oracle has named the day',
    'its patron demands it',
    'it has waited a long time',
    'it believes the thing is rightfully its own',
  ],
  hr_paid: [
    'was paid well for it',
    'has prospered ever since',
    'has never been forgiven',
    'swears it was an accident',
    'has denied it ever since',
    'boasts of it when drunk',
    'still has the letter',
    'rose on the proceeds',
    'was the one who arranged it',
    'has never set foot in #ward# since',
    'keeps the money in a separate chest',
  ],
  act_plant: ['a member', 'a spy', 'a servant', 'an informer', 'a cousin'],
  act_again: [
    '#rival.leader.first# is trying again',
    'the third attempt is under way',
    'the last one is still inside, perhaps',
    'nobody knows how the last one ended',
  ],
  act_informers: [
    'informers',
    'beggars',
    'pot-boys',
    'washerwomen',
    'a priest',
    'cabmen',
    'chambermaids',
    'street-sweepers',
    'the lamplighters',
  ],
  act_times: [
    'through a cousin',
    'through a laundress',
    'with a false reference',
    'through a debt',
    'through a widow',
    'with a forged letter',
    'in the last month',
    'through a baker',
    'with a bribe',
  ],
  act_stories: [
    'some of them true',
    'most of them false',
    'all of them funny',
    'a few of them kind',
    'every one of them believed',
    'and the worst of them stick',
    'most of them about #leader.first#',
  ],
  act_story_kind: ['stories', 'songs', 'broadsheets', 'jokes', 'lies'],
  act_story_where: [
    'tavern of #town#',
    'market of #region#',
    'church porch in #ward#',
    'court of #realm#',
    'inn yard on the road to #t1#',
    'sermon in #town#',
    'counting-house of #ward#',
  ],
  act_book: [
    'with a page for each',
    'and a line through the dead',
    'and adds to it nightly',
    'kept under lock',
    'that grows thicker every month',
    'with a portrait of each',
    'in a cipher of its own',
  ],
  act_room: [
    'over a tavern in #ward#',
    'across the street',
    'in the tower of the old gate',
    'at the top of a chandler’s',
    'above a bakery',
    'in the bell tower',
    'behind a shuttered shop',
  ],
  act_ear: [
    '#rival.leader.v:uses# it',
    '#rival.leader.v:uses# it against #f.first# at every sitting',
    '#rival.leader.v:has# already had one law passed against #f.first#',
    '#rival.leader.v:is# waiting for the right moment',
    '#rival.leader.v:dines# with its members weekly',
    '#rival.leader.v:is# owed favours there',
    '#rival.leader.v:speaks# of #f.first# at every meeting',
  ],
  act_alone: [
    'alone',
    'with one clerk',
    'with a dog and a notebook',
    'with a hired boy',
    'at night',
    'from a rented room',
    'with a single sergeant',
  ],
  act_forgets: [
    '#rival.leader.v:forgets# no face #rival.leader.they# #rival.leader.v:has# seen with #f.first#',
    '#rival.leader.v:writes# down every name #rival.leader.they# #rival.leader.v:hears#',
    '#rival.leader.v:knows# the members of #f.first# by their walk',
    '#rival.leader.v:has# a drawer full of #f.first.possessive# secrets',
    '#rival.leader.v:lets# no trail go cold',
    '#rival.leader.v:pays# for news in silver',
  ],
  riv_feud: [
    '<!r-person> #feud_word.capitalize# with #f.first# #feud_began# #feud_over#, and #feud_tail#.',
    '<!r-person> #ev_ago.capitalize# #feud_start#, and the feud #feud_vp#.',
    '<!r-person> It has #feud_odds# #f.first# #feud_over# #feud_span#, and #feud_tail#.',
    '<r-person> #rival.leader.They:has# #feud_hounded# #f.first# #feud_span#; #feud_word# #feud_vp#.',
    '<r-person> #feud_word.capitalize# against #f.first# #feud_began#, and #feud_tail#.',
  ],
  feud_word: [
    'the feud',
    'the quarrel',
    'the bad blood',
    'the grudge',
    'the enmity',
    'the rivalry',
    'the trouble',
    'the hatred',
  ],
  feud_began: [
    'began #event# years ago',
    'goes back #event# years',
    'started #event# years back',
    'is #event# years old',
    'has run #event# years',
    'was born #event# years ago',
    'has lasted #event# years',
  ],
  feud_span: [
    'for #event# years',
    'these #event# years',
    'for #event# years now',
    'since #event# years ago',
    'for the last #event# years',
  ],
  feud_hounded: ['hounded', 'dogged', 'harried', 'pursued', 'shadowed', 'stalked', 'plagued', 'hunted'],
  learned_inside: [
    'learned the trade inside',
    'served an apprenticeship in',
    'was trained by',
    'came up through the ranks of',
  ],
  act_no_love: ['has no love for', 'has no stomach for', 'avoids', 'shrinks from'],
  took_money: ['took the money of', 'drew wages from', 'lived on the silver of', 'was on the payroll of'],
  feud_odds: ['been at odds with', 'quarrelled with', 'been crossing swords with', 'been feuding with'],
  feud_mistake: [
    'one mistake',
    'a careless move',
    'a quarrel in the ranks',
    'the wrong enemy',
    'a greedy bargain',
    'the one slip that hangs them',
    'a fatal quarrel',
    'an unguarded night',
    'one word too many',
    'a debt it cannot pay',
    'a friend it cannot keep',
    'a night without guards',
    'one bribe too few',
    'a promise it cannot keep',
    'a member worth buying',
  ],
  feud_waited: [
    'waited',
    'watched and waited',
    'waited patiently',
    'been waiting',
    'waited, not always patiently',
    'waited with a list ready',
  ],
  feud_over: [
    'over a contract',
    'over a woman',
    'over a debt',
    'over a stolen ledger',
    'over a killing',
    'over the same street',
    'over an insult at a feast',
    'over a broken promise',
    '',
  ],
  feud_start: [
    'someone of #f.first# killed someone of #rival.name#',
    '#rival.name# broke a promise to #f.first#',
    '#f.first# took what #rival.name# had claimed',
    'a marriage between them went wrong',
    'a shared venture ended in a fire',
    'the two sides fell out over #good#',
  ],
  feud_vp: [
    'has cost both sides dearly',
    'has not cooled by a degree',
    'has outlasted three truces',
    'is fought now mostly in the courts',
    'has killed more members than any plague',
    'flares up every spring',
    'has cost #town# a street of houses',
    'is kept alive by the young',
    'is one nobody can quite explain any more',
    'will outlive everyone who started it',
    'is the first thing every recruit is taught',
    'has never once been settled',
  ],
  feud_tail: [
    'has cost both sides dearly',
    'neither side remembers peace',
    'both sides have dead to avenge in #town#',
    'has not cooled by a degree',
    'has outlasted three truces',
    'is fought now mostly in the courts',
    'will not stop now',
    'has killed more members than any plague',
    'is older than most who fight it',
    'flares up every spring',
    'has cost #town# a street of houses',
    'is kept alive by the young',
    'nobody can quite explain it any more',
    'has its own songs in the taverns of #ward#',
    'ends, every few years, in a wedding that settles nothing',
    'is fought with lawsuits by day and knives by night',
    'costs #f.first# a member a year',
    'will outlive everyone who started it',
    'is the first thing every recruit is taught',
  ],
  ally_why: [
    '<a-smugglers> who carry #f.first.possessive# goods in and out of #town#',
    '<a-thieves> who pass on what they hear in the taverns of #town#',
    '<a-official !good> who #ao_bent#, and #ao_warns#',
    '<a-official !fam-crime> who speaks for #f.first# on #seat.name#',
    '<a-guild> whose hall stores what #f.first# cannot keep at home',
    '<a-noble|a-patron> whose name opens doors across #realm#',
    '<a-mercenary> who guard #f.first.possessive# halls and members for a fair price',
    '<a-temple> whose #at_who# #at_do#',
    '<a-holy> who bless #f.first.possessive# work in #town# and bury #f.first.possessive# dead',
    '<a-knights> sworn to ride to the aid of #f.first# when called',
    '<a-merchant> who lend #f.first# money at friendly rates',
    '<a-scholars> who open their library to #f.first# and keep #f.their# secrets',
    '<a-mages> who sell #f.first# spells and wards at cost',
    '<a-rebels> who share #f.first.possessive# enemies, if not #f.first.possessive# aims',
    '<a-spies> who sell #f.first# news before anyone else hears it',
    '<a-druids> who hide #f.first.possessive# members in #forest# when #town# grows too hot',
    '<a-noble> bound to #f.first# by an old marriage and an older debt',
    '<a-official !good> who owes #f.first# #ally_owed#',
    '<a-official good> who owes #f.first# #ally_owed_good#',
    '<a-patron> who pays #f.first.possessive# bills and asks only to be kept out of it',
    '<a-merchant> whose wagons carry #f.first.possessive# letters',
    '<a-thieves> who keep #f.first.possessive# secrets in exchange for a share',
    '<a-smugglers> who bring in whatever #f.first# cannot buy openly',
    '<a-temple> whose #at_head# #at_head_tie#',
    '<a-guild> whose #ag_who# #ag_owes#',
    '<a-knights> whose master is #leader.first.possessive# oldest friend',
    '<a-mercenary> who are paid in advance, always',
    '<a-holy> who feed the poor #f.first# cannot reach',
    '<a-scholars> who write #f.first.possessive# letters and read #f.first.possessive# enemies’',
    '<a-mages> who owe #f.first# for a favour done in the founder’s day',
    '<a-rebels> who shelter #f.first.possessive# members in the cellars of #town#',
    '<a-spies> who trade secrets with #f.first# one for one',
    '<a-druids> whose healers mend #f.first.possessive# wounded',
    // Allies of one kind recur across an account; each kind needs several shapes of help.
    '<a-merchant> who buy up #f.first.possessive# debts before anyone else can',
    '<a-merchant> who keep #f.first.possessive# silver in their strongrooms',
    '<a-merchant> whose clerks pass on the price of everything',
    '<a-merchant> who sell #f.first# #good# below the market',
    '<a-guild> who find work for #f.first.possessive# members between seasons',
    '<a-guild> whose members vote as #leader.first# suggests',
    '<a-guild> who lend #f.first# their hall for meetings',
    '<a-smugglers> who move #f.first.possessive# people when roads are watched',
    '<a-smugglers> who share a cellar and a lookout with #f.first#',
    '<a-smugglers> whose boats are at #leader.first.possessive# call',
    '<a-knights> who train #f.first.possessive# young in arms',
    '<a-knights> who once fought beside #f.first# and remember it',
    '<a-mercenary> who would rather fight beside #f.first# than against #f.them#',
    '<a-mercenary> who lend #f.first# a dozen swords when asked',
    '<a-noble> who dine with #leader.first# at every feast',
    '<a-noble> whose steward and #leader.first# settle everything between them',
    '<a-holy> whose chaplains carry #f.first.possessive# letters',
    '<a-holy> who pray for #f.first# by name each feast day',
    '<a-official> who #ao_papers#',
    '<a-patron> who has put #f.first# in a will',
    '<a-thieves> who sell #f.first# the keys they do not need',
    '<a-spies> who warn #f.first# of every warrant',
  ],
  ao_bent: [
    'looks the other way for a share',
    'takes a purse every quarter day',
    'signs what is put in front of them',
    'loses papers when asked',
    'was bought cheaply and stays bought',
    'drinks at #leader.first.possessive# expense',
  ],
  ao_warns: [
    'warns #f.first# of raids',
    'sends word before the watch moves',
    'lets #f.first# read the warrants',
    'sends #leader.first# notes in a basket of eggs',
    'keeps #f.first.possessive# names out of the court rolls',
    'sits on every complaint against #f.first#',
  ],
  ao_papers: [
    'passes #f.first# the council’s papers a day early',
    'tells #leader.first# what the council will vote',
    'copies the tax rolls for #f.first#',
    'lets #f.first# see the minutes of the closed sessions',
    'knows whose petitions will be heard and tells #f.first#',
    'seats #f.first.possessive# friends on the juries',
  ],
  ag_who: ['guildmaster', 'warden', 'clerk', 'treasurer', 'oldest master', 'beadle'],
  ag_owes: [
    'owes #leader.first# a debt',
    'is #leader.first.possessive# cousin',
    'was apprenticed beside #leader.first#',
    'sits at #leader.first.possessive# table every feast',
    'owes #f.first# for a ledger that burned',
    'married a niece of #leader.first#',
  ],
  at_head: ['high priest', 'prior', 'abbess', 'dean', 'sacristan', 'eldest priest'],
  at_head_tie: [
    'is an old friend of #leader.first#',
    'was #leader.first.possessive# tutor',
    'owes #f.first# a roof and a bell',
    'hears #leader.first.possessive# confession',
    'grew up on #leader.first.possessive# street',
    'was brought to the faith by #founder.name#',
  ],
  at_who: ['priests', 'novices', 'almoners', 'sisters', 'gravediggers', 'acolytes'],
  at_do: [
    'shelter #f.first.possessive# members when the watch comes',
    'bury #f.first.possessive# dead without questions',
    'keep #f.first.possessive# papers in the crypt',
    'carry #f.first.possessive# letters with the alms',
    'pray for #f.first# by name',
    'lend #f.first# the crypt for meetings',
    'speak well of #f.first# to anyone who asks',
    'pass on what they hear at the altar rail',
  ],
  ally_owed: [
    'a gambling debt',
    'a son’s release from gaol',
    'the post itself',
    'the silence about a dead clerk',
    'a year’s wages, lent and never repaid',
    'a stolen letter returned unread',
    'a brother’s passage out of #realm#',
    'a fire that was never investigated',
  ],
  ally_owed_good: [
    'a daughter nursed through the fever',
    'a roof rebuilt after the floods',
    'a good name cleared in court',
    'a brother’s life',
    'the post itself, honestly won',
    'a debt forgiven in a bad year',
    'a warning that came in time',
    'a child found on the moor',
  ],
  weak: [
    '<^2> #traitor.name#, one of the #traitorRank.plural#, is selling #weak_what# to #rival.name#, #weak_traitor#.',
    '<ally-money> #weak_money#; #rival2.name# has only to #weak_ruin# #ally.name# to starve #f.first#.',
    '#leader.name# #weak_succession#, and #rival.name# is #weak_counting# #weak_quarrel#.',
    '#weak_heir_open#, and #rival.name# is #weak_counting# #weak_quarrel#.',
    '<!good> #weak_sold_open#, and the dead member’s #weak_kin# #weak_has_proof#; #weak_sold_end#.',
    '<sz0|sz1> #f.first.capitalize# #f.v:is# #weak_small# #weak_fight# with #rival.name#, #weak_small_tail#.',
    '<sz4|sz5> The #chapters# in #t1# and #t2# #weak_apart#, and #rival2.name# has learned to play one against the next.',
    '<known> #weak_known_open#, and #rival2.name# could #weak_burn# #hq# in a night.',
    '<major|overwhelming> #f.first.capitalize# #weak_proud#, and #rival2.name# is counting on #weak_arrogance#.',
    '<good> #weak_loyal#, and #rival.name# has learned to #weak_hostage#.',
    '<evil> #f.first.possessive.capitalize# own members #weak_fear#, and #rival2.name# is offering them #weak_way_out#.',
    '<lawful> #weak_rules_open#, and #rival.name# has #weak_copy# and #weak_rules_use#.',
    '<chaotic> Nobody in #f.first# #weak_records#, and #weak_lies# from #rival2.name# #weak_throats#.',
    '<wealth-poor> #f.first.capitalize# #weak_poor#, and #rival.name# knows #weak_sellout# #weak_price#.',
    '<wealth-rich> #f.first.possessive.capitalize# #weak_hoard#, and #rival.name# has been asking #weak_asking#.',
  ],
  // What only a faction of its purpose can suffer, several beats each; one at most in a faction, so five factions of
  // one kind asked in a row do not share their weakness (a blind reader: every holy order's chief relic was a copy,
  // every merchant league had lent too much).
  // What a front can give away; one at most in a faction, so the few hidden beats rotate through a GM's week.
  weak_front: [
    '<hidden !p-noble> #weak_roll# #weak_roll_one#, kept in #weak_keep#; #weak_whoever# #weak_expose_all#.',
    '<hidden> #weak_books# of #front.name# do not balance, and #weak_auditor# would #weak_expose_how#.',
    '<hidden> #weak_some# of #front.name# #weak_wonder# #weak_door#; one word from them to #rival2.name# would be enough.',
  ],
  weak_kind: [
    '<p-thieves> #weak_fence_half# #f.first.possessive# #weak_fences# #weak_fence_also# #rival.name#, and would #weak_fence_sell# #weak_for#.',
    '<p-merchant> #f.first.capitalize# #f.v:has# #weak_lent# #weak_debtor#, #weak_cannot#; if #rival.name# #weak_learns# #weak_howmuch#, #f.their# credit would #weak_collapse#.',
    '<p-knights> The oath forbids any knight to refuse #weak_challenge#, and #rival.name# #weak_arrange#.',
    '<p-cult> #weak_rite_open# #site# #weak_night#, and #rival.name# #weak_rite_knows#.',
    '<p-mages> The wards on #hq# fail #weak_ward#, and #rival.name# has noticed.',
    '<p-rebels> A cell in #t1# has been taken, and its members will talk #weak_within#; what they know would expose #weak_expose#.',
    '<p-noble> #weak_claim_open# rests on #weak_charter# that #rival.name# has #weak_proved#, and #weak_waiting#.',
    '<p-mercenary wealth-poor> #f.first.capitalize# #f.v:has# not been paid in a season, and #rival.name# is offering #f.first.possessive# members #weak_better#.',
    '<p-mercenary !wealth-rich> #weak_owed_who# #weak_owed#, and #rival.name# #weak_owed_offer#.',
    '<p-druids> #weak_harm# the heart-grove in #forest# and the circle’s power fails; #rival.name# has found #weak_way_in#.',
    '<p-spies> #rival.name# has broken one of #f.first.possessive# ciphers and is reading #weak_reports#.',
    '<p-assassins> The book of contracts would expose every client #f.first# #f.v:has# ever had, and #rival.name# has learned #weak_learned#.',
    '<p-holy> #f.first.possessive.capitalize# chief relic is a copy, made after the real one was #weak_sold#, and #rival.name# has found the forger.',
    '<p-scholars> #f.first.possessive.capitalize# great #weak_find# from #ruin# is a forgery, and exposing it would #weak_end#.',
    '<p-smugglers water> The #weak_hides# #weak_seen# the #waterWord# #weak_low#, and #rival.name# #weak_boat#.',
    '<p-smugglers !water> The pack trains use one pass, and #rival.name# has found #weak_pass#.',
    '<p-holy> #f.first.capitalize# #f.v:has# promised #deity.name# a shrine #f.they# cannot pay for, and #rival.name# #wk_rival#.',
    '<p-holy> A saint of #f.first.possessive# own making is buried under #hq#, and #rival.name# #wk_rival#.',
    '<p-holy> The #seconds# disagree about a point of doctrine, and #rival.name# #wk_rival#.',
    '<p-knights> Half the horses of #f.first# are lame or old, and #rival.name# #wk_rival#.',
    '<p-knights> #leader.name# swore a vow before the altar at #town# that #f.first# cannot keep, and #rival.name# #wk_rival#.',
    '<p-knights> #f.first.possessive.capitalize# charter names a lord of #t1# who has since died without heirs, and #rival.name# #wk_rival#.',
    '<p-merchant> A cargo of #good# worth a year’s profit sits unsold in #hq#, and #rival.name# #wk_rival#.',
    '<p-merchant> #f.first.capitalize# paid the tolls of #t1# in bad coin for a decade, and #rival.name# #wk_rival#.',
    '<p-merchant> Two of the #seconds# trade on their own account behind #leader.first.possessive# back, and #rival.name# #wk_rival#.',
    '<p-thieves> The #rank0s# of #f.first# steal from the wrong houses when nobody is watching, and #rival.name# #wk_rival#.',
    '<p-thieves> #f.first.capitalize# #f.v:has# one fence for anything valuable, and #rival.name# #wk_rival#.',
    '<p-thieves> A housebreaker of #f.first# left a body behind on a job in #town#, and #rival.name# #wk_rival#.',
    '<p-thieves> #f.first.capitalize# #f.v:sells# nearly everything through a single fence, and #rival.name# #wk_rival#.',
    '<p-thieves> Every job of #f.first# is planned in one back room, and #rival.name# #wk_rival#.',
    '<p-thieves> The watch of #town# has a turncoat among the #rank0s# of #f.first#, and #rival.name# #wk_rival#.',
    '<p-thieves> #leader.first# gambles the common purse at cards, and #rival.name# #wk_rival#.',
    '<p-thieves> Half the loot of the last big job of #f.first# is still unsold and easy to recognise, and #rival.name# #wk_rival#.',
    '<p-thieves> The young ones of #f.first# brag in the taverns of #ward#, and #rival.name# #wk_rival#.',
    '<p-cult> One of the faithful has begun to doubt #power.name#, and #rival.name# #wk_rival#.',
    '<p-cult> The rites of #f.first# need a thing that can only be bought in #t1#, and #rival.name# #wk_rival#.',
    '<p-cult> #leader.name# has promised the faithful a sign by the next new moon, and #rival.name# #wk_rival#.',
    '<p-mages> A working of #art.noun# in #hq# went wrong last winter, and #rival.name# #wk_rival#.',
    '<p-mages> The #seconds# of #f.first# each want #leader.first.possessive# chair, and #rival.name# #wk_rival#.',
    '<p-rebels> #f.first.capitalize# #f.v:has# sworn never to harm the common folk of #town#, and #rival.name# #wk_rival#.',
    '<p-rebels> The money for the cause comes from one merchant of #t1#, and #rival.name# #wk_rival#.',
    '<p-noble> The heir of #f.first# drinks and games, and #rival.name# #wk_rival#.',
    '<p-noble> #f.first.capitalize# #f.v:has# mortgaged the home farm to pay for a wedding, and #rival.name# #wk_rival#.',
    '<p-mercenary> #f.first.capitalize# once broke a contract with a lord of #t1#, and #rival.name# #wk_rival#.',
    '<p-mercenary> The best sergeant of #f.first# is owed a captaincy #leader.first# will not give, and #rival.name# #wk_rival#.',
    '<p-druids> The villages around #forest# have a new priest who preaches against the circle, and #rival.name# #wk_rival#.',
    '<p-druids> The oldest druid of #f.first# is dying, the only one who knows the ways through #forest#, and #rival.name# #wk_rival#.',
    '<p-spies> A courier of #f.first# was taken on the road to #t1#, and #rival.name# #wk_rival#.',
    '<p-spies> #leader.first# keeps every cipher key in one head, and #rival.name# #wk_rival#.',
    '<p-assassins> A contract of #f.first# was taken on a child by mistake, and #rival.name# #wk_rival#.',
    '<p-assassins> #f.first.capitalize# #f.v:has# never failed a contract, and #rival.name# #wk_rival#.',
    '<p-scholars> #f.first.possessive.capitalize# library is pledged against a loan, and #rival.name# #wk_rival#.',
    '<p-scholars> A member of #f.first# published a paper that named a living lord of #t1# a bastard, and #rival.name# #wk_rival#.',
    '<p-smugglers> The customs officer of #town# who was paid to look away has been replaced, and #rival.name# #wk_rival#.',
    '<p-smugglers> One captain of #f.first# carries more than was agreed, and #rival.name# #wk_rival#.',
  ],
  // What a rival does with a weakness of the faction's own kind: the situation is the kind's, the threat the rival's.
  wk_rival: [
    'has begun to ask questions',
    'knows the whole of it',
    'has found a witness',
    'is waiting for the right moment',
    'has written it all down for #t1#',
    'has told the wrong people',
    'keeps the proof in #t1#',
    'is paying to learn more',
    'means to use it before the year is out',
    'has offered to keep quiet, for a price',
  ],
  weak_small: [
    'too small to survive',
    'too few to outlast',
    'in no shape to weather',
    'too thin on the ground to come through',
  ],
  weak_records: [
    'keeps proper records',
    'writes anything down',
    'keeps the same count twice',
    'trusts a ledger',
  ],
  weak_throats: [
    'could set the members at each other’s throats',
    'would split the members down the middle',
    'could start a brawl at the next share-out',
    'would turn old friends into enemies overnight',
  ],
  weak_poor: [
    '#f.v:is# short of money',
    '#f.v:is# behind with every debt',
    '#f.v:has# spent next year’s money already',
    '#f.v:is# down to the last chest of silver',
  ],
  weak_sellout: [
    'which members would sell out for',
    'who inside would talk for',
    'whose loyalty runs out at',
  ],
  weak_hoard: [
    'wealth is kept in one place',
    'whole treasury sits behind one door',
    'silver lies in a single strongroom',
    'fortune is locked in one cellar',
  ],
  weak_some: [
    'Some ordinary members',
    'A few honest members',
    'Two of the clerks',
    'The newer hands',
    'Some of the staff',
  ],
  weak_wonder: [
    'have begun to wonder about',
    'have started asking about',
    'whisper about',
    'have noticed',
    'joke nervously about',
  ],
  weak_cannot: [
    'who cannot repay',
    'who is quietly going under',
    'who has stopped answering letters',
    'who has fled to #t1#',
    'whose ships are long overdue',
    'who pays the interest with new loans',
  ],
  weak_learns: ['learned', 'found out', 'heard', 'discovered', 'ever guessed', 'could prove'],
  weak_lent: [
    'lent too much to',
    'given too much credit to',
    'sunk too much silver into the affairs of',
    'staked too much on',
  ],
  weak_seen: ['can be seen from', 'show plainly from', 'are in plain view of', 'can be counted from'],
  weak_heir_open: [
    'There is no heir to #leader.name#',
    '#leader.name# has buried both chosen heirs',
    'The heir #leader.first# named is nine years old',
    '#leader.name# is old, and the succession is unsettled',
    'Two of the #seconds# each think #leader.first# promised them the chair',
  ],
  weak_small_tail: [
    'and both sides know it',
    'and #rival.leader.first# has begun to count',
    'and the members feel it',
    'which #leader.first# pretends is not so',
    'if it ever came to that',
  ],
  weak_owed_who: [
    'The company’s best captain is owed',
    'Half the company is still owed',
    'The crossbowmen are owed',
    'The surgeon has been waiting for',
    'The veterans of the last campaign are still owed',
  ],
  weak_owed_offer: [
    'has offered to settle it',
    'has been buying drinks for them',
    'is offering to pay double',
    'knows exactly how much',
  ],
  weak_rite_open: [
    'The great rite can only be held at',
    'The rite that matters must be done at',
    'Everything the cult hopes for depends on one night at',
    'The faithful must gather at',
    '#power.name# can only be called at',
  ],
  weak_rite_knows: [
    'has worked out when',
    'has guessed the night',
    'has bought the date',
    'is watching the calendar',
    'has a spy who will say when',
  ],
  weak_known_open: [
    'Everyone knows where #f.first# #f.v:meets#',
    '#hq.capitalize# is on every map of #town#',
    'Any carter in #town# can point out #hq#',
    '#f.first.capitalize# cannot move #hq# without the whole town seeing',
  ],
  weak_proud: [
    '#f.v:has# grown used to winning',
    '#f.v:has# not lost a quarrel in a generation',
    '#f.v:believes# its own songs',
    '#f.v:thinks# nobody would dare',
    '#f.v:has# stopped counting its enemies',
  ],
  weak_expose_all: [
    'could expose every member of #f.first#',
    'could expose half of #f.first# to the rope',
    'would expose every name in it',
    'could expose #f.first# in a night',
    'would expose the members to the gallows',
  ],
  // An old betrayal by the leader, in parts: when, who holds the proof, and what it would cost.
  weak_sold_open: [
    '#leader.first# once #weak_sold_how# to save #leader.their# own neck',
    'Years ago #leader.first# #weak_sold_how# to save #leader.their# own skin',
    'When the rope was close, #leader.first# #weak_sold_how#',
    'Before the chair was #leader.theirs#, #leader.first# #weak_sold_how# for a pardon',
  ],
  weak_has_proof: ['has #weak_proof#', 'still keeps #weak_proof#', 'has lately found #weak_proof#'],
  // Each ending names the rival who would use it, or the exposure itself (a weakness is always someone's lever).
  weak_sold_end: [
    'it would expose #leader.first# to #f.first.possessive# own law',
    '#rival.name# would pay well to hear of it',
    'one word of it to #rival.name# would end #leader.first.possessive# rule',
    'if #rival.name# learns of it, the #seconds# will take the chair',
  ],
  weak_sold_how: [
    'sold out a member',
    'gave a member to the watch',
    'let a member hang',
    'betrayed a friend inside #f.first#',
  ],
  weak_fence_also: ['also buy from', 'also deal with', 'also sell to', 'take work from', 'drink with'],
  weak_fence_half: ['Half', 'Most of', 'Several of', 'Two of', 'A few of'],
  weak_fence_sell: [
    'sell #f.first# to the watch',
    'give up #f.first#',
    'talk to the watch about #f.first#',
    'turn on #f.first#',
  ],
  weak_claim_open: [
    'The house’s claim to its lands',
    'The family’s title',
    'The right to the house’s best manor',
    'Everything the house holds in #t1#',
    'The house’s seat at #seat.name#',
  ],
  weak_whoever: [
    'whoever took it',
    'a thief with a good memory',
    'one careless night',
    'the wrong reader',
    'a sharp-eyed clerk',
    'the watch, on a lucky night',
    'any member with a grudge',
    'a fire in the wrong room',
  ],
  weak_what: [
    'secrets',
    'the guild’s plans',
    'names',
    'the meeting places',
    'copies of the accounts',
    'the passwords',
    'the list of fences',
    'the hour of every meeting',
    'the names of the #seconds#',
  ],
  weak_ruin: [
    'ruin',
    'bribe',
    'frighten',
    'buy',
    'undercut',
    'discredit',
    'sue',
    'burn',
    'blackmail',
    'outbid',
    'seize',
    'embargo',
  ],
  weak_quarrel: [
    'the quarrel that will follow #leader.first.possessive# death',
    'the #seconds# turning on each other',
    'a war of succession',
    'the chaos after the funeral',
    'the knives coming out at the funeral',
    'three claimants and no will',
    'the rank and file choosing sides',
    'a split down the middle',
    'the scramble for the strongbox',
    'a quarrel among the cousins',
    'a vote nobody will accept',
    'the first sign of weakness',
  ],
  weak_proof: [
    'the proof',
    'a letter in #leader.first.possessive# hand',
    'a witness who saw it',
    'the dead member’s last testament',
    'a confession in #leader.first.possessive# hand',
    'the coins paid for the betrayal',
    'the informer’s receipt',
    'a diary',
  ],
  weak_auditor: [
    'any careful auditor',
    'one honest clerk',
    'a magistrate with time on their hands',
    'anyone who counted the candles',
    'a nosy tax clerk',
    'a new treasurer',
    'the watch with a warrant',
    'a bored widow with an abacus',
  ],
  weak_books: [
    'The accounts',
    'The books',
    'The ledgers',
    'The rent rolls',
    'The tax returns',
    'The quarterly accounts',
  ],
  weak_expose_how: [
    'expose where the difference goes',
    'expose it in an afternoon',
    'expose the second set of books',
    'trace the money to #hq# and expose it',
    'expose the same names written twice',
    'expose the gap and what fills it',
  ],
  weak_fight: [
    'an open fight',
    'a long feud',
    'a single bad month',
    'a winter of raids',
    'a war of raids',
    'one bad lawsuit',
    'a month of bloodshed',
    'a siege of its door',
  ],
  weak_apart: [
    'barely talk to one another',
    'quarrel over money',
    'have each elected their own',
    'keep different books',
    'disagree about everything',
    'send their dues late',
    'have stopped sharing names',
    'each suspect the other',
  ],
  weak_burn: ['burn', 'raid', 'empty', 'surround', 'storm', 'ruin', 'seize', 'watch'],
  weak_arrogance: [
    'that arrogance',
    'that carelessness',
    'one bad gamble',
    'the next overreach',
    'its pride',
    'its impatience',
    'a rash vote',
    'the next quarrel',
    'a slip in front of the magistrates',
    'the day it stops counting its enemies',
    'a quarrel over spoils',
    'one promise too many',
    'a feud it cannot afford',
    'the greed of the #seconds#',
    'a bad winter',
  ],
  // A good faction's loyalty, said from its own people, so that good factions of one account do not share a line.
  // Where the money sits, said from the ally that holds it.
  weak_money: [
    'Nearly all #f.first.possessive# money passes through #ally.name#',
    'Every coin #f.first# #f.v:earns# is banked with #ally.name#',
    'The purse of #f.first# is held by #ally.name#',
    '#f.first.capitalize# #f.v:keeps# #f.their# accounts and #f.their# credit with #ally.name#',
  ],
  weak_loyal: [
    '#f.first.capitalize# will not abandon a member in trouble',
    '#f.first.capitalize# #f.v:pays# the ransom of any #member# taken, however high',
    'No #member# of #f.first# is left in a cell overnight if the others can help it',
    '#leader.first# will trade almost anything to bring a captured #member# home',
    'One #member# of #f.first# in trouble brings all the rest running',
  ],
  weak_rules_open: [
    '#f.first.possessive.capitalize# rules are written down',
    'Every rule of #f.first# is set down in one book',
    '#f.first.capitalize# #f.v:lives# by a written code',
    'The laws of #f.first# were copied out fair in #leader.first.possessive# own hand',
  ],
  weak_hostage: [
    'take hostages',
    'bait its traps with members',
    'threaten families',
    'arrest the slow ones',
    'go after families',
    'seize the slowest',
    'bait its traps',
    'buy the sick',
  ],
  weak_way_out: [
    'a way out',
    'better pay',
    'a pardon',
    'protection',
    'a fresh start in #t1#',
    'their debts forgiven',
    'safety',
    'revenge',
  ],
  weak_copy: [
    'a copy',
    'the book itself',
    'a traitor who knows them',
    'a clerk who wrote them',
    'an old member’s memory of them',
    'a lawyer who studied them',
    'a spy who learned them',
    'the first draft',
    'a set of notes from a dismissed clerk',
    'the founder’s draft',
    'a member’s annotated copy',
  ],
  weak_rules_use: [
    'knows every rule #f.first# cannot break',
    'reads them for loopholes',
    'plans around them',
    'knows which oath binds the #top#',
    'knows which rule forbids a counter-attack',
    'has studied every exception',
  ],
  weak_lies: [
    'a few well-placed lies',
    'one forged letter',
    'a rumour about the purse',
    'a single accusation',
    'a forged ledger',
    'one false witness',
    'a planted letter',
    'some careful gossip',
  ],
  weak_price: [
    'a season’s pay',
    'a warm winter',
    'a clean pardon',
    'a purse of silver',
    'a warm bed',
    'a debt paid',
    'a safe passage',
    'a place in #rival.name#',
  ],
  weak_asking: [
    'where',
    'the right questions',
    'the servants',
    'the locksmiths of #town#',
    'its porters',
    'its bankers',
    'questions in #ward#',
    'the wrong people',
    'the masons who built the vault',
    'the night porters',
    'its old cook',
  ],
  weak_fences: [
    'fences',
    'buyers',
    'receivers',
    'pawnbrokers',
    'contacts',
    'dealers',
    'middlemen',
    'goldsmiths',
  ],
  weak_for: [
    'for a quiet life',
    'for a pardon',
    'for a small reward',
    'at the first threat',
    'for a pardon and a purse',
    'to save their own necks',
    'if the price were right',
    'on the first hard question',
  ],
  weak_howmuch: ['how much', 'the sum', 'the terms', 'who else is owed'],
  weak_arrange: [
    'knows how to arrange one',
    'has a champion waiting',
    'has arranged three already',
    'keeps a list of the proudest knights',
  ],
  weak_harm: ['Burn', 'Fell', 'Poison', 'Salt', 'Desecrate'],
  weak_hides: ['hides', 'caves', 'landing marks', 'signal lamps', 'boats'],
  weak_boat: ['has a boat', 'has a lookout', 'has paid a fisherman to watch', 'knows the tides too'],
  weak_proved: ['proved a forgery', 'shown to be void', 'traced to a dead notary', 'found a second copy of'],
  weak_waiting: [
    'is waiting to produce',
    'will produce at the worst moment',
    'has shown to a judge already',
    'is selling to the crown',
  ],
  weak_succession: [
    'has named no successor',
    'has two heirs and favours neither',
    'is old, and the succession is unsettled',
    'has named an heir nobody trusts',
    'will not talk about who comes next',
  ],
  weak_fear: [
    'fear #f.them# more than they love #f.them#',
    'obey out of fear and little else',
    'are tired of being frightened',
    'stay only because leaving is worse',
  ],
  weak_counting: [
    'counting on',
    'waiting for',
    'preparing for',
    'ready to profit from',
    'praying for',
    'betting on',
    'planning for',
  ],
  weak_debtor: [
    '#lord#',
    'the crown of #realm#',
    'a bankrupt bishop',
    'the council of #t1#',
    'a prince who will never pay',
  ],
  weak_collapse: ['collapse overnight', 'fail within a week', 'be worth nothing by spring', 'never recover'],
  weak_challenge: [
    'a challenge',
    'a duel',
    'a trial by combat',
    'a petition',
    'a challenge before witnesses',
    'a wager of arms',
  ],
  weak_night: [
    'on one night of the year',
    'at the dark of the moon',
    'when the stars stand right',
    'on a night the cult cannot move',
  ],
  weak_ward: [
    'for an hour at the dark of the moon',
    'when #leader.first# sleeps',
    'in heavy rain',
    'at the turn of each season',
  ],
  weak_within: [
    'within a week',
    'under the first hot iron',
    'by the next assizes',
    'before anyone can reach them',
    'by the end of the week',
    'if anyone asks kindly',
    'to save their children',
  ],
  weak_expose: [
    'every cell in #town#',
    'the printers',
    'the arms caches',
    'the council',
    'the safe houses',
    'the names of the #seconds#',
    'the sympathisers in #seat.name#',
  ],
  weak_charter: ['a charter', 'a grant', 'a deed', 'a royal letter'],
  weak_better: ['better wages', 'double pay', 'their back pay in full', 'land'],
  weak_owed: [
    'a fortune in back pay',
    'a year’s wages',
    'their share of the last loot',
    'a horse and a farm',
  ],
  weak_way_in: [
    'the way in',
    'a traitor to guide them',
    'the old path',
    'the one unguarded night',
    'a forester who can be bribed',
    'the charcoal-burners’ track',
    'the spring that feeds it',
  ],
  weak_reports: [
    'the reports, and feeding back false ones',
    'every letter',
    'the names of two agents',
    'the accounts',
  ],
  weak_learned: ['where it is kept', 'who keeps it', 'how to read it', 'the cipher'],
  weak_sold: ['sold', 'stolen', 'pawned', 'lost at sea'],
  weak_end: [
    'end the credit of #f.first#',
    'ruin #leader.first#',
    'scatter the fellows',
    'empty the library of patrons',
  ],
  weak_find: ['find', 'discovery', 'translation', 'map', 'chronicle'],
  weak_low: [
    'at low water',
    'on a clear day',
    'when the fog lifts',
    'from the church tower',
    'in a dry summer',
    'at spring tide',
    'by moonlight',
  ],
  weak_pass: ['it', 'the shepherd who guides them', 'the ford below it', 'the hut where they rest'],
  weak_roll: [
    'The roll of members',
    'The list of every member’s true name',
    'The book of oaths, with every member’s mark in it',
    'The key to the cipher #f.first# #f.v:writes# in',
    'The register of who pays what into the common purse',
    'The map of who answers to whom',
  ],
  weak_roll_one: [
    'exists in one copy',
    'was never copied',
    'is written in #leader.first.possessive# own hand and nowhere else',
    'has been kept in one place since #founder.name#',
  ],
  weak_keep: [
    '#hq#',
    'a locked box under #leader.their# bed',
    'the lining of #leader.their# coat',
    'a chest in #inn#',
    'a strongbox at #inn#',
    'the chapel vestry',
    'a loose board in #hq#',
    'a friend’s attic in #ward#',
  ],
  weak_traitor: [
    'and nobody has noticed yet',
    'and has been paid twice this month',
    'and #leader.first# is beginning to wonder',
    'and means to vanish with the proceeds',
    'and grows careless',
    'and keeps the silver in #t1#',
    'and has a horse saddled every night',
    'and has begun to enjoy it',
  ],
  weak_kin: ['sister', 'brother', 'widow', 'son', 'daughter'],
  weak_door: [
    'the locked door',
    'the cellar nobody is allowed into',
    'the late meetings',
    'where the money goes',
    'the sealed room',
    'the night visitors',
    'the second ledger',
    'the men who never give names',
    'the second ledger',
    'the back stairs',
    'the carts that come after dark',
    'the locked chest in the office',
    'the rent paid in gold',
    'the shutters that never open',
    'the crates nobody unloads in daylight',
  ],
};

/** How many rivals and allies a size keeps, [min, max]. */
export const RIVAL_COUNTS: readonly (readonly [number, number])[] = [
  [1, 2],
  [2, 2],
  [2, 3],
  [2, 3],
  [3, 4],
  [3, 5],
];
export const ALLY_COUNTS: readonly (readonly [number, number])[] = [
  [1, 2],
  [1, 2],
  [2, 3],
  [2, 3],
  [3, 4],
  [3, 5],
];
export const WEAKNESS_COUNTS: readonly (readonly [number, number])[] = [
  [2, 2],
  [2, 3],
  [2, 3],
  [3, 4],
  [3, 4],
  [3, 5],
];

/** Binds `rival` (and its tags) to one relation; the other sections rebind the first rival before they write. */
export function bindRival(record: FactionRecord, relation: Relation): void {
  const { ctx } = record;
  ctx.bind('rival', { name: relation.name, leader: relation.leader, what: relation.what });
  for (const tag of [...ctx.tags]) if (tag.startsWith('r-') || tag.startsWith('rk-')) ctx.tags.delete(tag);
  ctx.tag(relationTag(relation, record.profile.id), `rk-${relation.kind}`);
  if (relation.kind === 'authority' && relation.name.startsWith('the Court of')) ctx.tag('r-crown');
  // A rival of the same family competes for the same things: a merchant league with a noble house, not a grove.
  const kindProfile = PROFILES[relation.kind as PurposeId];
  if (relation.kind === record.profile.id || kindProfile?.family === record.profile.family) ctx.tag('r-kin');
}

function relationTag(relation: Relation, ours: PurposeId): string {
  if (relation.kind === 'authority') return 'r-authority';
  if (relation.person) return 'r-person';
  return relation.kind === ours ? 'r-same' : 'r-other';
}

/** Rivals, the first of them the one the history names: who, why, how they fight. */
export function writeRivals(record: FactionRecord, rng: Rng): { rivalName: string; description: string }[] {
  const { ctx } = record;
  const out = record.rivals.map((relation, i) => {
    bindRival(record, relation);
    const parts = ['riv_who', 'riv_why', 'riv_act'];
    if (i === 0) parts.push('riv_feud');
    return {
      rivalName: relation.title,
      description: tidy(parts.map((s) => ctx.expandSymbol(s, rng)).join(' ')),
    };
  });
  bindRival(record, record.rivals[0]!);
  return out;
}

/** Allies: each named as the other sections name it, what it is, and why it stands with the faction. */
export function writeAllies(record: FactionRecord, rng: Rng): string[] {
  const { ctx } = record;
  return record.allies.map((ally) => {
    for (const tag of [...ctx.tags]) if (tag.startsWith('a-')) ctx.tags.delete(tag);
    ctx.tag(`a-${ally.kind}`);
    return tidy(`${ally.title}, ${ally.what}, ${ctx.expandSymbol('ally_why', rng)}`);
  });
}

/**
 * Weaknesses: each one a named rival could use, or one that would expose the faction. Gives two more than are
 * kept: the caller keeps `count` and holds the rest as spares for the agreement checks.
 */
export function writeWeaknesses(record: FactionRecord, rng: Rng): { items: string[]; count: number } {
  const { ctx } = record;
  bindRival(record, record.rivals[0]!);
  const count = rng.int(...WEAKNESS_COUNTS[record.sizeRank]!);
  // Money runs through an ally only when the ally handles money.
  ctx.tags.delete('ally-money');
  if (['merchant', 'guild', 'patron', 'noble', 'smugglers', 'thieves'].includes(record.allies[0]!.kind))
    ctx.tag('ally-money');
  // One weakness of the faction's own kind at most (most factions have one), the rest from the common beats.
  const own =
    ctx.hasFreshAlternative('weak_kind') && rng.chance(0.7) ? [ctx.expandSymbol('weak_kind', rng)] : [];
  if (record.hidden && ctx.hasFreshAlternative('weak_front') && rng.chance(0.6))
    own.push(ctx.expandSymbol('weak_front', rng));
  const items = [...own, ...ctx.expandMany('weak', count + 2 - own.length, rng)].map((w) => tidy(w));
  return { items, count: Math.min(count, items.length) };
}
