// Rivals, allies and weaknesses: the other bodies and people a faction deals with (named once, reused everywhere),
// why each is its enemy or friend, and the weak points a named rival could use or that would expose it.
import type { FactionSize } from '../../../../shared/kinds/faction.js';
import { tidy } from '../../../engine/english.js';
import type { RuleSet } from '../../../engine/grammar.js';
import { guildName } from '../../../engine/place-names.js';
import type { Rng } from '../../../engine/rng.js';
import type { FactionPerson } from './people.js';
import type { Ruler } from './places.js';
import { PROFILES, type PurposeId, type RelationKind } from './purposes.js';
import type { FactionRecord } from './record.js';

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
  /** Builds a faction name of a kind, never one already taken, never plural (prose makes rivals subjects). */
  readonly factionName: (id: PurposeId, rng: Rng, leader: FactionPerson) => { title: string; name: string };
}

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
            ? 'the crown’s excise men, with cutters on every coast'
            : 'a dozen riding officers and a revenue cutter',
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
          what: 'the throne of the realm and every officer who serves it',
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
          what: 'two hundred soldiers and the governor they keep in power',
          person: false,
        };
      }
      const name = big ? `the Justiciary of ${inputs.realmBare}` : `the Watch of ${town}`;
      return {
        kind,
        title: capital(name),
        name,
        leader: titled(leader, big ? 'High Justiciar' : 'Captain'),
        what: big ? 'the crown’s judges and their sworn riders' : 'forty constables, a gaol and a gallows',
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
        what: `a craft guild of ${town}`,
        person: false,
      };
    }
    case 'temple': {
      const name = `the Temple of ${inputs.deityName} in ${town}`;
      return {
        kind,
        title: capital(name),
        name,
        leader: titled(leader, gendered('priest', leader)),
        what: `the house of ${inputs.deityEpithet}`,
        person: false,
      };
    }
    case 'official': {
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
          ? `one of the great officers of the crown of ${realm}`
          : `${one} ${office.toLowerCase()}${one === 'the' ? '' : 's'} of ${town}`,
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
        what: `a noble of ${realm} with money to spend and secrets to keep`,
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
            ? `an inquisitor who hunts heresy and forbidden magic`
            : `a hunter of ${PROFILES[ours].member[1]} with a warrant and a long memory`,
        person: true,
      };
    }
    default: {
      const { title, name } = inputs.factionName(kind, rng, leader);
      const label = PROFILES[kind].label;
      return {
        kind,
        title,
        name,
        leader,
        what: kind === ours ? `another ${label}` : `${/^[aeiou]/.test(label) ? 'an' : 'a'} ${label}`,
        person: false,
      };
    }
  }
}

function capital(text: string): string {
  return text.length > 0 ? `${text[0]!.toUpperCase()}${text.slice(1)}` : text;
}

/**
 * Rivals. Variables: f, rival {name, leader, what}, label (our kind), town, ward, region, realm, event (years of the
 * feud), stake (what the faction holds). Tags r-authority / r-same / r-other / r-person and the rival's kind rk-*.
 */
export const RELATION_RULES: RuleSet = {
  riv_who: [
    '<r-authority !r-crown> #rival.leader.name# commands #rival.name#: #rival.what#.',
    '<r-authority !r-crown> #rival.name#, #rival.what#, answers to #rival.leader.name#.',
    '<r-crown> #rival.name# is #rival.what#, and #rival.leader.name# sits at its head.',
    '<r-crown> #rival.leader.name# rules #realm#, and #rival.name# rules in #rival.leader.their# name.',
    '<r-same|r-other> #rival.name# is #rival.what#, led by #rival.leader.name#.',
    '<r-same|r-other> #rival.name#, #rival.what#, answers to #rival.leader.name#.',
    '<r-person> #rival.name# is #rival.what#.',
    '<r-person> #rival.name#: #rival.what#.',
  ],
  riv_why: [
    '<r-authority !r-crown> #rival.leader.first# wants #f.first# broken and #f.their# leaders hanged, and the merchants of #town# pay well for every arrest.',
    '<r-authority> To #rival.leader.first#, #f.first# #f.v:is# an insult to the law, and #rival.leader.first# takes insults personally.',
    '<r-authority !r-crown> #rival.leader.first# has been promised promotion the day #f.first# #f.v:falls#, and is in a hurry.',
    '<r-crown> #rival.leader.first# has sworn to see every leader of #f.first# hanged before the next coronation feast.',
    '<r-crown> To the throne, #f.first# #f.v:is# treason with a printing press, and treason is answered with rope.',
    '<r-same> Both want #stake#, and there is not room for two.',
    '<r-same> The two were one once, until #rival.leader.first# walked out of #f.first# with half the members, and the split left debts, grudges and a few bodies on both sides.',
    '<r-same> #rival.leader.first# learned the trade inside #f.first#, and #f.first# #f.v:has# never forgiven #rival.leader.them# for taking it elsewhere.',
    '<r-kin> #rival.leader.first# wants #stake#, and #f.first# #f.v:stands# in the way.',
    '<r-other> #rival.leader.first# was once refused by #f.first#, and has never forgiven the insult.',
    '<r-other> #rival.leader.first# sees #f.first# as a threat to everything #rival.name# stands for, and is not wrong.',
    '<r-other> It lost a fortune and three members in its last quarrel with #f.first# in #town#, and #rival.leader.first# has kept the bill.',
    '<r-other> #rival.leader.first# covets #hq# and everything in it.',
    '<r-other rk-holy|rk-knights|rk-temple> It calls #f.first# a blight on #realm# and preaches against #f.them# from every pulpit it can reach.',
    '<r-other rk-cult> It wants what #f.first# #f.v:guards#, and the thing it worships wants it more.',
    '<r-other rk-merchant|rk-noble|rk-guild> It holds the debts of half the friends of #f.first#, and calls them in one at a time.',
    '<r-other rk-mages|rk-scholars> It wants the secrets #f.first# #f.v:keeps#, and has twice tried to buy them.',
    '<r-other rk-thieves|rk-smugglers|rk-assassins> It wants the streets and the customers of #f.first#, and takes them one corner at a time.',
    '<r-other rk-mercenary> It has been paid to break #f.first#, and means to earn the money.',
    '<r-other rk-spies> It knows more about #f.first# than #f.first# #f.v:knows# about #f.themself#, and sells it.',
    '<r-other rk-rebels> It calls #f.first# the creatures of #lord#, and means to see #f.them# fall with #lord#.',
    '<r-other rk-druids> It blames #f.first# for every tree felled in #forest#, rightly or not.',
    '<r-other rk-noble !sz0> It claims the ground #hq# stands on, and has the lawyers to prove it.',
    '<r-person> #rival.leader.They:blames# #f.first# for a death in the family, and #rival.leader.v:has# built a career on the grudge.',
    '<r-person> #rival.leader.They:has# staked a reputation on bringing #f.first# down, and cannot afford to fail.',
    '<r-person> #rival.leader.They# once took the money of #f.first# and now #rival.leader.v:pretends# not to know #f.them#.',
    '<r-person> #rival.leader.They:was# an informer for #f.first# once, and #rival.leader.v:knows# far too much.',
  ],
  riv_act: [
    '<!r-person> It pays informers in #ward#, and one of them is closer to #f.first# than anyone suspects.',
    '<!r-person> It is patient, well funded and has friends on the council of #town#.',
    '<rk-merchant|rk-noble|rk-guild|rk-authority|rk-scholars|rk-holy|rk-temple|rk-spies> #rival.leader.first# fights #f.first# with lawyers and ledgers, which is worse than knives.',
    '<rk-merchant|rk-noble|rk-guild|rk-scholars|rk-holy|rk-temple> It has sued #f.first# in every court of #region#, and lost only once.',
    '<rk-thieves|rk-smugglers|rk-assassins|rk-rebels|rk-mercenary|rk-cult|rk-druids> It strikes by night, and #f.first# #f.v:has# lost more than one storehouse in #town# to its fires.',
    '<rk-thieves|rk-smugglers|rk-assassins|rk-rebels|rk-mercenary|rk-cult|rk-druids> Its people waylay members of #f.first# on the roads out of #town#, and leave them alive to tell the tale.',
    '<!r-person> It keeps a watcher on the door of #hq#, and #rival.leader.first# changes the watcher every week.',
    '<!r-person> #rival.leader.first# has sworn to see #f.first# gone from #town# within the year, and has begun hiring the people to do it.',
    '<!r-person> It has no love for open war, and prefers to buy the friends of #f.first# in #town# one at a time.',
    '<!r-person> It has tried to plant a member inside #f.first# twice, and #rival.leader.first# is trying again.',
    '<!r-person !top-of> It has offered a reward for the name of the #top# of #f.first#, and the sum grows every season.',
    '<!r-person> It spreads stories about #f.first# in every tavern of #town#, some of them true.',
    '<r-person> #rival.leader.They:keeps# a book of the members of #f.first#, with a page for each.',
    '<r-person> #rival.leader.They:is# incorruptible, which makes #rival.leader.them# very hard for #f.first# to deal with.',
    '<r-person> #rival.leader.They:pays# two members of #f.first# for news, and #rival.leader.v:suspects# a third of lying.',
    '<r-person> #rival.leader.They:has# a room over a tavern in #ward# with a clear view of the door of #hq#.',
    '<r-person> #rival.leader.They:has# the ear of the council of #town#, and #rival.leader.v:uses# it.',
    '<r-person> #rival.leader.They:works# alone, #rival.leader.v:sleeps# little and #rival.leader.v:forgets# no face #rival.leader.they# #rival.leader.v:has# seen with #f.first#.',
  ],
  riv_feud: [
    '<!r-person> The feud with #f.first# began #event# years ago and has cost both sides dearly.',
    '<!r-person> It has been at war with #f.first# for #event# years, and neither side remembers peace.',
    '<!r-person> The quarrel with #f.first# is #event# years old, and both sides have dead to avenge in #town#.',
    '<!r-person> For #event# years #rival.leader.first# has waited for #f.first# to make one mistake.',
    '<r-person> #rival.leader.They:has# hounded #f.first# for #event# years and will not stop now.',
    '<r-person> The grudge against #f.first# is #event# years old and has not cooled by a degree.',
  ],
  ally_why: [
    '<a-smugglers> who carry #f.first.possessive# goods in and out of #town# by water',
    '<a-thieves> who pass on what they hear in the taverns of #town#',
    '<a-official !good> who looks the other way for a share, and warns #f.first# of trouble',
    '<a-official !fam-crime> who speaks for #f.first# in the council of #town#',
    '<a-guild> whose hall stores what #f.first# cannot keep at home',
    '<a-noble|a-patron> whose name opens doors across #realm#',
    '<a-mercenary> who guard #f.first.possessive# caravans, halls and members for a fair price',
    '<a-temple> whose priests give #f.first.possessive# members sanctuary and ask no questions',
    '<a-holy> who bless #f.first.possessive# work in #town# and bury #f.first.possessive# dead',
    '<a-knights> sworn to ride to the aid of #f.first# when called',
    '<a-merchant> who lend #f.first# money at friendly rates and buy what #f.first# #f.v:sells#',
    '<a-scholars> who open their library in #town# to #f.first# and keep #f.their# secrets',
    '<a-mages> who sell #f.first# spells and wards at cost',
    '<a-rebels> who share #f.first.possessive# enemies, if not #f.first.possessive# aims',
    '<a-spies> who sell #f.first# news before anyone else hears it',
    '<a-druids> who hide #f.first.possessive# members in #forest# when #town# grows too hot',
    '<a-noble> bound to #f.first# by an old marriage and an older debt',
    '<a-official !good> who owes #f.first# a favour and knows the price of forgetting it',
    '<a-official good> who owes #f.first# a kindness and has never forgotten it',
    '<a-patron> who pays #f.first.possessive# bills and asks only to be kept out of it',
    '<a-merchant> whose ships and wagons carry #f.first.possessive# letters',
    '<a-thieves> who keep #f.first.possessive# secrets in exchange for a share',
    '<a-smugglers> who bring in whatever #f.first# cannot buy openly',
    '<a-temple> whose high priest is an old friend of #leader.first#',
    '<a-guild> whose guildmaster owes #leader.first# a debt',
    '<a-knights> whose grand master is #leader.possessive# oldest friend',
    '<a-mercenary> who are paid in advance, always',
    '<a-holy> who feed the poor #f.first# cannot reach',
    '<a-scholars> who write #f.first.possessive# letters and read #f.first.possessive# enemies’',
    '<a-mages> who owe #f.first# for a favour done in the founder’s day',
    '<a-rebels> who shelter #f.first.possessive# members in the cellars of #town#',
    '<a-spies> who trade secrets with #f.first# one for one',
    '<a-druids> whose healers mend #f.first.possessive# wounded',
  ],
  weak: [
    'The roll of members exists in one copy, which #leader.first# keeps in #hq#; whoever took it could expose every member of #f.first#.',
    '<^2> #traitor.name#, one of the #traitorRank.plural#, is selling secrets to #rival.name#, and nobody has noticed yet.',
    '<ally-money> Nearly all #f.first.possessive# money passes through #ally.name#; #rival2.name# has only to ruin #ally.name# to starve #f.first#.',
    '#leader.name# has named no successor, and #rival.name# is counting on the quarrel that will follow #leader.first#’s death.',
    '<!good> #leader.first# once sold out a member to save #leader.their# own neck, and the dead member’s sister has the proof; it would expose #leader.first# to #f.first.possessive# own law.',
    '<hidden> The accounts of #front.name# do not balance, and any careful auditor would expose where the difference goes.',
    '<hidden> Some ordinary members of #front.name# have begun to wonder about the locked door; one word from them to #rival2.name# would be enough.',
    '<sz0|sz1> #f.first# #f.v:is# too small to survive an open fight with #rival.name#, and both sides know it.',
    '<sz4|sz5> The #chapters# in #t1# and #t2# barely talk to one another, and #rival2.name# has learned to play one against the next.',
    '<known> Everyone knows where #f.first# #f.v:meets#, and #rival2.name# could burn #hq# in a night.',
    '<major|overwhelming> #f.first# #f.v:has# grown used to winning, and #rival2.name# is counting on that arrogance.',
    '<good> #f.first# will not abandon a member in trouble, and #rival.name# has learned to take hostages.',
    '<evil> #f.first.possessive# own members fear #f.them# more than they love #f.them#, and #rival2.name# is offering them a way out.',
    '<lawful> #f.first.possessive# rules are written down, #rival.name# has a copy, and it knows every rule #f.first# cannot break.',
    '<chaotic> Nobody in #f.first# keeps proper records, and a few well-placed lies from #rival2.name# could set the members at each other’s throats.',
    '<p-thieves ^3> Half #f.first.possessive# fences also buy from #rival.name#, and would sell #f.first# to the watch for a quiet life.',
    '<p-merchant ^3> #f.first# #f.v:has# lent too much to #lord#, who cannot repay; if #rival.name# learned how much, #f.their# credit would collapse overnight.',
    '<p-knights ^3> The oath forbids any knight to refuse a challenge, and #rival.name# knows how to arrange one.',
    '<p-cult ^3> The great rite can only be held at #site# on one night of the year, and #rival.name# has worked out which night.',
    '<p-mages ^3> The wards on #hq# fail for an hour at the dark of the moon, and #rival.name# has noticed.',
    '<p-rebels ^3> A cell in #t1# has been taken, and its members will talk within a week; what they know would expose every cell in #town#.',
    '<p-noble ^3> The house’s claim to its lands rests on a charter that #rival.name# has proved a forgery, and is waiting to produce.',
    '<p-mercenary ^3> #f.first# #f.v:has# not been paid in a season, and #rival.name# is offering #f.first.possessive# members better wages.',
    '<p-druids ^3> Burn the heart-grove in #forest# and the power of the circle fails; #rival.name# has found the way in.',
    '<p-spies ^3> #rival.name# has broken one of #f.first.possessive# ciphers and is reading the reports, and feeding back false ones.',
    '<p-assassins ^3> The book of contracts would expose every client #f.first# #f.v:has# ever had, and #rival.name# has learned where it is kept.',
    '<p-holy ^3> #f.first.possessive# chief relic is a copy, made after the real one was sold, and #rival.name# has found the forger.',
    '<p-scholars ^3> #f.first.possessive# great find from #ruin# is a forgery, and exposing it would end the credit of #f.first#.',
    '<p-smugglers ^3> The hides at #cove# can be seen from the sea at low water, and #rival.name# has a boat.',
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

/** Weaknesses: each one a named rival could use, or one that would expose the faction. */
export function writeWeaknesses(record: FactionRecord, rng: Rng): string[] {
  const { ctx } = record;
  bindRival(record, record.rivals[0]!);
  const count = rng.int(...WEAKNESS_COUNTS[record.sizeRank]!);
  // Money runs through an ally only when the ally handles money.
  ctx.tags.delete('ally-money');
  if (['merchant', 'guild', 'patron', 'noble', 'smugglers', 'thieves'].includes(record.allies[0]!.kind))
    ctx.tag('ally-money');
  return ctx.expandMany('weak', count, rng).map((w) => tidy(w));
}
