// How each kind of government rules a town of each size: the leader's title, how they came to power, and the
// leadership paragraph, which always names the leader and says how they rule.
import type { TownGovernment } from '../../../../shared/kinds/town.js';
import type { Gender } from '../../../engine/english.js';
import type { RuleSet } from '../../../engine/grammar.js';
import type { Rng } from '../../../engine/rng.js';

type Band = 'small' | 'mid' | 'big';

const GENDERED: Record<string, Record<Gender, string>> = {
  lord: { male: 'Lord', female: 'Lady', 'non-binary': 'Liege' },
  baron: { male: 'Baron', female: 'Baroness', 'non-binary': 'Margrave' },
  duke: { male: 'Duke', female: 'Duchess', 'non-binary': 'Margrave' },
  king: { male: 'King', female: 'Queen', 'non-binary': 'Sovereign' },
  prince: { male: 'Prince', female: 'Princess', 'non-binary': 'Regent' },
  abbot: { male: 'Abbot', female: 'Abbess', 'non-binary': 'Prior' },
};

/** The leader's title as a role ("Speaker of the Council of Tolls", "Baroness of Gullhaven"). */
export function leaderTitle(
  government: TownGovernment,
  band: Band,
  gender: Gender,
  town: string,
  council: string,
  rng: Rng,
): { title: string; role: string } {
  const g = (key: string) => GENDERED[key]?.[gender] ?? 'Lord';
  switch (government) {
    case 'monarchy': {
      if (band === 'small') return { title: 'Reeve', role: `Reeve of ${town}` };
      const title = band === 'mid' ? g(rng.pick(['lord', 'baron'])) : g(rng.pick(['duke', 'prince', 'king']));
      return { title, role: `${title} of ${town}` };
    }
    case 'autocracy': {
      const title = rng.pick(['Lord Protector', 'Warden', 'Provost', 'Master']);
      return { title, role: `${title} of ${town}` };
    }
    case 'council':
      return { title: 'Speaker', role: `Speaker of ${council}` };
    case 'democracy': {
      const title = band === 'small' ? 'Reeve' : 'Mayor';
      return { title, role: `elected ${title} of ${town}` };
    }
    case 'theocracy': {
      const title = band === 'small' ? g('abbot') : rng.pick(['High Priest', 'Hierarch', 'Prelate']);
      return { title, role: `${title} of ${town}` };
    }
    case 'magocracy': {
      const title = rng.pick(['Archmage', 'Magister', 'Chancellor']);
      return { title, role: `${title} of ${council}` };
    }
    case 'plutocracy': {
      const title = rng.pick(['First Purse', 'Master of the Exchange', 'Chief Factor']);
      return { title, role: `${title} of ${town}` };
    }
    case 'military': {
      const title = rng.pick(['Commander', 'Marshal', 'Captain-General']);
      return { title, role: `${title} of the garrison` };
    }
    case 'tribal': {
      const title = rng.pick(['Chief', 'First Elder', 'Speaker of the Clans']);
      return { title, role: `${title} of ${town}` };
    }
    case 'anarchy':
      return { title: 'Arbiter', role: 'arbiter of disputes (by custom, not office)' };
    case 'guild': {
      const title = rng.pick(['Guildmaster', 'Grand Master']);
      return { title, role: `${title} of ${council}` };
    }
  }
}

const COUNCIL_NOUNS = ['Tolls', 'the Bell', 'the Seal', 'Elders', 'the Bridge', 'the Lantern', 'Aldermen'];

/** The body that rules or advises: "the Council of Tolls", "the Guildmoot", "the Collegium of the Seventh Lamp". */
export function councilName(government: TownGovernment, rng: Rng): string {
  switch (government) {
    case 'magocracy':
      return rng.pick(['the Collegium', 'the Circle of the Seventh Lamp', 'the Conclave', 'the Lyceum']);
    case 'guild':
      return rng.pick(['the Guildmoot', 'the Hall of Masters', 'the Company Court', 'the Guild Bench']);
    case 'plutocracy':
      return rng.pick(['the Exchange', 'the Counting Bench', 'the Purse Council']);
    case 'tribal':
      return rng.pick(['the Clan Moot', 'the Circle of Hearths', 'the Stone Moot']);
    default:
      return rng.chance(0.7)
        ? `the Council of ${rng.pick(COUNCIL_NOUNS)}`
        : rng.pick(['the Moot', 'the Bench']);
  }
}

/**
 * Leadership paragraphs by government. Variables: town, leader (person), title, council, seats (words), method,
 * deity {name}, rival (another key NPC), fac (a faction's name), seat (where power sits), liege (an absent lord),
 * term (words), years (words).
 */
export const GOVERNMENT_RULES: RuleSet = {
  lead_open: [
    '<g-monarchy small> #town# belongs to #liege#, who has never visited; #leader.name#, the reeve, collects the rents, settles the quarrels and sends the rest up the road.',
    '<g-monarchy small> The land around #town# is #liege.possessive#, and #leader.name# holds it as reeve: a lease, a seal and the right to hang a thief caught in the act.',
    '<g-monarchy !small> #title# #leader.name# rules #town# from #seat#, by inheritance and by a charter older than the town’s oldest house.',
    '<g-monarchy !small> #town# is held by #title# #leader.name#, who came into the title #years# years ago after a cousin died of fever, or of something else.',
    '<g-autocracy> #title# #leader.name# took #town# in hand #years# years ago, in a bad winter, with the backing of the garrison, and has never given it back.',
    '<g-autocracy> #town# answers to one person: #title# #leader.name#, who dissolved the old council and keeps its chairs in #seat# as a reminder.',
    '<g-council> #town# is run by #council#, #seats# seats #method#; its speaker is #leader.name#, who has held the gavel for #years# years.',
    '<g-council> #council# governs #town#: #seats# seats #method#. #leader.name# speaks for it, and is the only member everyone can name.',
    '<g-democracy> #town# elects its #title# every #term# years by #method#; the last count went to #leader.name# by a margin still argued about in every tavern.',
    '<g-democracy> #leader.name# is #title# of #town#, elected by #method#, and answers to the voters every #term# years whether #leader.they# #leader.v:likes# it or not.',
    '<g-theocracy> The faithful of #deity.name# own #town#, its land and its tolls, and #title# #leader.name# rules it from #seat# as the god’s steward on earth.',
    '<g-theocracy> In #town# the law is the canon of #deity.name#, and its keeper is #title# #leader.name#, chosen by the clergy in a conclave that lasted eleven days.',
    '<g-magocracy> #town# is ruled by #council#, a body of mages; no one may hold office who cannot pass its examinations, and #title# #leader.name# set the last ones.',
    '<g-magocracy> #title# #leader.name# governs #town# on behalf of #council#, whose members vote by lighting candles without touching them.',
    '<g-plutocracy> Money rules #town# openly: a seat on #council# costs a thousand crowns a year in tax, and the richest seat-holder, #leader.name#, is #title#.',
    '<g-plutocracy> #town# is owned, in every sense that matters, by a handful of merchant houses sitting as #council#, and the largest purse belongs to #leader.name#, the #title#.',
    '<g-military> #town# is a garrison first and a town second, and #title# #leader.name# commands both from #seat#, under a charter that makes every adult a reservist.',
    '<g-military> #title# #leader.name# governs #town# under martial law declared during a war that ended #years# years ago and was never lifted.',
    '<g-tribal> #town# is ruled by its clans in #council#, where every hearth has a voice, and the voice they listen to is #title# #leader.name#.',
    '<g-tribal> The clans of #town# choose a #title# when the old one dies, and they chose #leader.name# #years# years ago, after three days of argument.',
    '<g-anarchy> Nobody rules #town#; the last council was chased out and no one has wanted the job since. Disputes go to #leader.name#, whose judgements people accept because they are quick.',
    '<g-anarchy> #town# has no lord, council or law but custom. When something must be decided, people go to #leader.name#, who has no title and turns down every offer of one.',
    '<g-guild> The guilds of #town# govern it together as #council#, #seats# masters each with one vote; #leader.name# is #title#, because #leader.their# guild pays for the watch.',
    '<g-guild> In #town# nothing is legal unless a guild has stamped it, and #council#, with #title# #leader.name# presiding, decides which guild stamps what.',
  ],
  lead_method: [
    '<g-monarchy|g-autocracy|g-military> #leader.first# hears the petitions of #town# every market day at #seat#, and decides most of them before the petitioner finishes.',
    '<g-monarchy|g-autocracy> #leader.first# taxes salt, doors and windows in #town#, and spends the money on roads and guards.',
    '<g-council|g-guild|g-plutocracy> Votes in #council# are cast in public with coloured beans, and #leader.name# counts them #leader.themself#.',
    '<g-council|g-guild|g-plutocracy> #council# meets on the first day of every month at #seat# in #town#; the doors are open, and the benches are full only when taxes are raised.',
    '<g-democracy !small> #leader.first# governs through the ward-moots and keeps #leader.their# promises in a book on #leader.their# desk, ticking them off in red.',
    '<g-democracy> #leader.first# holds an open court on the first day of each month, where any householder can speak and #leader.name# must answer.',
    '<g-theocracy> #leader.first# rules by decree, read aloud from the steps of #seat# after the dawn rite, and lets the rest of the clergy argue about the details.',
    '<g-magocracy> #leader.first# publishes #leader.their# edicts in cipher as well as plain speech, so that only the educated can argue with them.',
    '<g-tribal> #leader.first# settles quarrels by custom and precedent, reciting the old judgements from memory before giving a new one.',
    '<g-anarchy> Everyone in #town# is free to ignore #leader.name#, and most do, until they need something settled.',
    '<g-military> #leader.first# keeps a curfew, checks every cart at the gate and pays informers in beer.',
  ],
  lead_tension: [
    '<has-rival> #rival.name#, who wants #leader.their# place, never misses a chance to remind #town# of #leader.first.possessive# mistakes.',
    '<has-rival> #leader.first.possessive# sharpest critic is #rival.name#, who has started holding meetings of #rival.their# own.',
    '<has-fac> A good part of what #leader.first# spends comes from the coffers of #fac#, and the price is a say in everything.',
    '<has-fac> #leader.first# has quarrelled openly with #fac# over money, and neither side can afford to lose.',
  ],
};

/** How council seats are filled, by government; the phrase reads after "seven seats". */
export const COUNCIL_METHODS = [
  'bought at auction every seventh year',
  'held by the heads of the founding families',
  'filled by lot from the householders each midwinter',
  'passed from parent to child like a mill or a boat',
  'given to whoever paid the most tax the year before',
  'chosen by the ward-moots, one to each ward',
  'held for life and filled, when one falls empty, by the remaining members',
];

export const GUILD_METHODS = [
  'one to each chartered guild',
  'held by the masters of the oldest guilds',
  'apportioned by the dues each guild pays',
];

export const VOTE_METHODS = [
  'a show of hands on the green',
  'beans dropped into jars in the temple porch',
  'ballots of every householder who has paid the hearth-penny',
  'a count of voices at the spring moot',
  'painted pebbles cast into a well-guarded barrel',
];
