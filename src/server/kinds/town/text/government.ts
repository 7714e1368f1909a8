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
    case 'council': {
      const title = rng.pick(['Speaker', 'Chair', 'Warden', 'Convenor', 'Steward', 'Moderator']);
      return { title, role: `${title} of ${council}` };
    }
    case 'democracy': {
      const title =
        band === 'small' ? rng.pick(['Reeve', 'Headman']) : rng.pick(['Mayor', 'First Citizen', 'Provost']);
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

const COUNCIL_NOUNS = [
  'Tolls',
  'the Bell',
  'the Seal',
  'Elders',
  'the Bridge',
  'the Lantern',
  'Aldermen',
  'Freeholders',
  'Householders',
  'Reeves',
  'the Common Chest',
  'the Keys',
];

/** The body that rules or advises: "the Council of Tolls", "the Guildmoot", "the Collegium of the Seventh Lamp". */
export function councilName(
  government: TownGovernment,
  rng: Rng,
  town: { readonly bridges: number; readonly rank: number } = { bridges: 1, rank: 2 },
): string {
  switch (government) {
    case 'magocracy':
      return rng.pick([
        'the Collegium',
        'the Seventh Lamp',
        'the Conclave',
        'the Lyceum Council',
        'the Circle of Masters',
      ]);
    case 'guild':
      return rng.pick(['the Guildmoot', 'the Hall of Masters', 'the Company Court', 'the Guild Bench']);
    case 'plutocracy':
      return rng.pick(['the Exchange', 'the Counting Bench', 'the Purse Council', 'the Board of Factors']);
    case 'tribal':
      return rng.pick(['the Clan Moot', 'the Circle of Hearths', 'the Stone Moot']);
    case 'democracy':
      // A hamlet or village has no wards and is no town.
      return rng.pick(
        town.rank >= 2
          ? ['the Assembly', 'the Town Meeting', 'the Common Hall', 'the Ward-Moot']
          : ['the Assembly', 'the Folkmoot', 'the Common Hall', 'the Householders’ Meeting'],
      );
    default: {
      // A council is named for what the place has: no Council of the Bridge by a ford, no Aldermen in a hamlet.
      const nouns = COUNCIL_NOUNS.filter(
        (n) => (n !== 'the Bridge' || town.bridges > 0) && (n !== 'Aldermen' || town.rank >= 2),
      );
      return rng.chance(0.7)
        ? `the Council of ${rng.pick(nouns)}`
        : rng.pick(['the Moot', 'the Bench', 'the Vestry']);
    }
  }
}

/**
 * Leadership paragraphs by government. Variables: town, here, place, leader (person), title, council (seated
 * governments only), seats (words), deity {name}, rival (another key NPC), fac (a faction's name), seat (where
 * power sits), liege (an absent lord), term (words), years (words), buyer, good.
 */
export const GOVERNMENT_RULES: RuleSet = {
  lead_open: [
    '<g-monarchy small> The #place# belongs to #liege#, #liege_absent#; #leader.name#, the reeve, #reeve_duty#.',
    '<g-monarchy small> The land is #liege.possessive#, and #leader.name# holds it as reeve #reeve_since#, and #reeve_duty#.',
    '<g-monarchy !small> #title# #leader.name# #mon_rules# the #place# from #seat#, #mon_claim#.',
    '<g-monarchy !small> The #place# #mon_held# #title# #leader.name#, #mon_claim#, #mon_tail#.',
    '<g-monarchy !small> From #seat# #title# #leader.name# looks down on the #place#, #mon_claim#; #leader.their# officers #mon_officers#.',
    '<g-monarchy !small> The banner over #seat# is #title# #leader.possessive#, #mon_claim#, and the #place# #mon_lives#.',
    '<g-monarchy !small> #title# #leader.name# has held the #place#, #mon_claim#; #leader.their# writ runs from #seat# to the last house, and #mon_writ#.',
    '<g-monarchy !small> Everything here, from the tolls to the gallows, belongs to #title# #leader.name#, who holds the #place#, #mon_claim#.',
    '<g-monarchy !small> The #place# is a royal holding, and #title# #leader.name# keeps it, #mon_claim#, #mon_tail#.',
    '<g-monarchy small> #liege# owns the land and has never seen it; #leader.name#, the reeve, #reeve_duty#.',
    '<g-monarchy small> Every rent in the #place# goes up the road to #liege#, through the hands of #leader.name#, the reeve, who #reeve_duty#.',
    '<g-autocracy> #title# #leader.name# #auto_took# #years# years ago, #auto_how#, and #auto_since#.',
    '<g-autocracy> The #place# answers to one person, #title# #leader.name#, who #auto_took_short# #auto_how#.',
    '<g-council> #council# runs the #place#, a council of #seats# seats #council_method#; its #title.lower# is #leader.name#, #speaker_note#.',
    '<g-council> The #place# is governed by #council#, a council of #seats# members #council_method#; #leader.name# #speaker_verb# it #speaker_since#.',
    '<g-council> #leader.name# #speaker_verb# #council#, the council of #seats# who govern the #place# from #seat#; their seats are #council_method#.',
    '<g-council> Nobody owns the #place#: its council does, #council#, #seats# #council_members# whose seats are #council_method#, with #leader.name# in the chair #chair_tail#.',
    '<g-council> #council# has governed the #place# since #council_origin#, and #leader.name#, the council’s #title.lower#, #speaker_note_verb#.',
    '<g-council> Ask who rules the #place# and you are sent to #seat#, where the council sits; #leader.name# #speaker_verb# it #speaker_since#.',
    '<g-council> #leader.name#, #title.lower# of #council#, is the nearest thing the #place# has to a ruler, though nothing passes the council without a vote of its #seats# #council_members#.',
    '<g-council> There is no lord here: the #place# answers to its council, #council#, whose #seats# seats are #council_method#, and to #leader.name#, who #speaker_note_verb#.',
    '<g-council> The #trades# and the old families share the #place# between them through their council, #council#; #leader.name# #speaker_verb# it #speaker_since#.',
    '<g-council> Every law in the #place# was made in council at #seat#, and #leader.name# has put #leader.their# name to most of those still in force as its #title.lower#.',
    '<g-democracy> The #place# elects its #title# every #term# years by #vote_method#; the last count went to #leader.name# #vote_margin#.',
    '<g-democracy> #leader.name# is #title#, elected by #vote_method#, and #vote_answer#.',
    '<g-theocracy> #title# #leader.name# #mon_rules# the #place# from #seat# #theo_claim#, #theo_since#.',
    '<g-theocracy> The law here is #theo_law# of #deity.name#, and its keeper is #title# #leader.name#, #theo_chosen#.',
    '<g-magocracy> #council#, a body of mages, rules the #place#; #mago_rule#, and #title# #leader.name# #mago_role#.',
    '<g-magocracy> #title# #leader.name# governs on behalf of #council#, a body of mages #mago_vote#, #mago_tail#.',
    '<g-plutocracy> Money rules #plut_openly#: #plut_seat#, and the richest seat-holder, #leader.name#, is #title#.',
    '<g-plutocracy> The #place# is owned, #plut_sense#, by #plut_owners# sitting as #council#, and the largest purse belongs to #leader.name#, #plut_largest#.',
    '<g-military> #title# #leader.name# governs under martial law #mil_why#, #mil_since#.',
    '<g-military> The #place# is a garrison first and a #place# second, and #title# #leader.name# commands both from #seat#, #mil_charter#.',
    '<g-tribal> The clans of the #place# #tribal_choose#, and the voice they heed is #title# #leader.name#, chosen #tribal_how#.',
    '<g-tribal> The clans meet in #council# #tribal_when#, where every hearth has a voice, and #title# #leader.name# #tribal_role#.',
    '<g-tribal> Every family here belongs to a clan, and the clans answer to #title# #leader.name#, chosen #tribal_how#.',
    '<g-tribal> #title# #leader.name# #tribal_role#; #leader.they# #leader.v:was# chosen #tribal_how#, and the clans #tribal_choose#.',
    '<g-tribal> No writ runs here but the word of the clans, spoken at #council# #tribal_when#, and #title# #leader.name# #tribal_role#.',
    '<g-tribal> The #place# keeps the old law of kin: a wrong done to one household is answered by its whole clan, and #title# #leader.name# #tribal_role#.',
    '<g-tribal> #council# is a ring of stones above the #place#, where the clans gather #tribal_when#; #title# #leader.name#, chosen #tribal_how#, #tribal_role#.',
    '<g-tribal> Who leads is settled by the clans, not by birth, and for now it is #title# #leader.name#, who #tribal_role#.',
    '<g-anarchy> Nobody rules the #place#: #anarchy_why#. Disputes go to #leader.name#, #arbiter_why#.',
    '<g-anarchy> The #place# has no lord, council or law but custom, #anarchy_since#. When something must be settled, people go to #leader.name#, #arbiter_why#.',
    '<g-guild> The guilds govern together as #council#, #seats# masters #guild_method#; #leader.name# is #title#, #guild_why#.',
    '<g-guild> Nothing is lawful here unless a guild has #guild_stamped# it, and #council#, with #title# #leader.name# presiding, #guild_decides#.',
  ],
  liege_absent: [
    'who has never visited',
    'who comes once a year to hunt',
    'who lives at #buyer# and writes often',
    'a child ruled by a guardian',
    'who owes more than the land is worth',
    'who is at war somewhere and sends for the rents twice',
  ],
  reeve_since: [
    'for a fee',
    'for #years# years',
    'by a lease renewed each Michaelmas',
    'as #leader.their# parent did',
    'on sufferance',
  ],
  reeve_duty: [
    'collects the rents, settles the quarrels and sends the rest up the road',
    'keeps the manor court and the pound',
    'answers for every penny and every poacher',
    'holds a lease, a seal and the right to hang a thief caught in the act',
    'has learned which orders to lose on the way',
  ],
  mon_tail: [
    'and has for #years# years',
    'and no one disputes it aloud',
    'as the crown confirmed in writing',
    'though the old families remember otherwise',
    'and the banners say so from every tower',
    'for as long as #leader.they# #leader.v:lives#',
  ],
  mon_rules: ['rules', 'governs', 'holds', 'keeps', 'lords it over'],
  mon_held: ['is held by', 'belongs to', 'answers to', 'is ruled by', 'owes its rents to'],
  mon_claim: [
    'by inheritance and a charter #charter_age#',
    'having come into the title #years# years ago after a cousin died of fever, or of something else',
    'the last of a line that has held the #place# for nine generations',
    'by a grant of the crown that nobody has dared to test',
    'by right of a marriage that surprised everyone',
    'after a long minority in which the stewards ruled',
    'by #mon_right# and the sword of #leader.their# #mon_kin#',
    'by #mon_right#, which the #trades# accept and the old families resent',
    'since #leader.their# #mon_kin# died #mon_died#',
    'as heir of a line that came from #buyer# #years# generations ago',
  ],
  charter_age: [
    'older than the oldest house',
    'sealed #years# years ago',
    'that nobody has read in a century',
    'kept in a lead box under #seat#',
    'signed by a king nobody remembers',
  ],
  auto_took: [
    'took the #place# in hand',
    'seized the moot hall',
    'made #leader.themself# master of the #place#',
    'closed the old council’s doors',
  ],
  auto_took_short: [
    'took power',
    'took the seals of office',
    'made #leader.themself# master',
    'came to power',
  ],
  auto_how: [
    'in a bad winter, with the backing of the garrison',
    'after the old council fled',
    'with a paper nobody has been allowed to read',
    'with hired swords and a great deal of bread',
    'by calling in every debt on the same day',
    'in the confusion after the flood',
  ],
  auto_since: [
    'has never given it back',
    'keeps the old council’s chairs in #seat# as a reminder',
    'has ruled by decree ever since',
    'has outlived two plots to change that',
    'sleeps with a guard at the door',
    'keeps a list of everyone who objected',
  ],
  // One way of filling the seats, decided in the record (`councilSeats`): every line that says how a member got a seat
  // reads the same tag, and nobody 'stands for office' on a council whose seats are inherited.
  council_method: [
    '<cm-auction> bought at auction every seventh year',
    '<cm-families> held by the heads of the founding families',
    '<cm-lot> filled by lot from the householders each midwinter',
    '<cm-heir> passed from parent to child like a mill or a boat',
    '<cm-tax> given to whoever paid the most tax the year before',
    '<cm-wards> chosen by the ward-moots, one to each ward',
    '<cm-life> held for life and filled, when one falls empty, by the rest',
    '<cm-trades> shared out among the trades by an old and disputed formula',
  ],
  council_members: ['members', 'councillors', 'householders', 'seat-holders', 'elders'],
  chair_tail: [
    'these #years# years',
    'since #feast#, #years# years ago',
    'for a second term nobody expected',
    'by a single vote',
    'until someone cleverer wants it',
    'and #leader.their# own #trade# business on the side',
  ],
  council_origin: [
    'the last lord sold the manor to the householders',
    'the founding, when #founder# shared the land out by lot',
    'a charter bought from the crown with a cartload of #good#',
    'the great fire, when nobody else would take charge',
    'the old reeve died without an heir',
    'the #trades# won it from the lord in a lawsuit',
    'a bad winter, when the families pooled their grain and their say',
  ],
  speaker_note_verb: [
    'has held the chair for #years# years',
    'calls every meeting to order with a hammer and a joke',
    'was #trade.a# before anything else and still talks like one',
    'keeps the council’s keys on a string at #leader.their# belt',
    'has never once missed a sitting',
    'got the chair because nobody else wanted it',
    'holds the casting vote and uses it sparingly',
    'first sat for the #trade.s# #years# years ago',
  ],
  mon_right: [
    'right of conquest',
    'right of blood',
    'an old royal grant',
    'purchase from the crown',
    'a marriage settlement',
    'the will of the last lord',
  ],
  mon_kin: ['grandmother', 'father', 'uncle', 'mother', 'elder brother', 'aunt'],
  mon_died: [
    'in the hunting field',
    'at a great age',
    'of a fever',
    'in battle',
    'in suspicious quiet',
    'without a will',
  ],
  mon_officers: [
    'collect the tolls at every gate',
    'sit in every court and every counting-house',
    'are feared more than #leader.they# #leader.v:is#',
    'buy their posts and get their money back',
    'wear #leader.their# colours and drink on #leader.their# credit',
    'are chosen for loyalty, not wit',
    'keep a register of every household and what it owes',
  ],
  mon_lives: [
    'lives by #leader.their# leave and pays for it at every quarter day',
    'is loyal in the way of people who have never been offered a choice',
    'grumbles about the taxes and cheers the processions',
    'keeps #leader.their# birthday as a holiday, whether it likes #leader.them# or not',
    'waits for the next heir with more curiosity than hope',
    'turns out for every proclamation, mostly for the free ale',
  ],
  mon_writ: [
    'the gallows by the gate says so',
    'the tax-farmers make sure of it',
    'nobody has tested it in living memory',
    'the old families obey it with their fingers crossed',
    'the outlying farms pretend not to have heard of it',
    'even the temple pays its tithe to #seat#',
  ],
  council_meets: [
    'meeting monthly at #seat#',
    'who meet whenever there is money to spend',
    'who sit at #seat#',
    'who rarely agree',
    'sworn in at #feast#',
  ],
  speaker_since: [
    'and has done for #years# years',
    'as the only member everyone can name',
    'because nobody else wanted to',
    'by the casting vote',
    'and settles more with a look than a vote',
    'and has done since the last one died in the chair',
    'after #years# years of asking for it',
    'on the strength of one good harvest and a loud voice',
    'and keeps the minutes too, since nobody else writes a fair hand',
    'though half the seats would rather it were someone else',
    ', having won the chair by a margin still argued over at #seat#',
    'and has done since #feast#, #years# years ago',
  ],
  speaker_verb: ['speaks for', 'chairs', 'presides over', 'keeps order in', 'holds the gavel of'],
  speaker_note: [
    'and has been for #years# years',
    'the only member everyone can name',
    'chosen by the others because nobody else wanted it',
    'whose casting vote has settled more quarrels than any law',
    'who was #trade.a# before anything else',
    'who calls every meeting to order with a hammer and a joke',
    'who was never meant to have the chair and has kept it anyway',
    'who keeps the council’s keys on a string at the belt',
    'who first sat for the #trade.s#, #years# years ago',
    'who has never once missed a sitting at #seat#',
  ],
  vote_method: [
    'a show of hands on the green',
    'beans dropped into jars in the temple porch',
    'ballots of every householder who has paid the hearth-penny',
    'a count of voices at the spring moot',
    'painted pebbles cast into a well-guarded barrel',
    'a long and noisy poll at #seat#',
  ],
  vote_margin: [
    'by a margin still argued about in every tavern',
    'by three votes and a recount',
    'unopposed, for the first time in memory',
    'after a campaign of free ale and worse',
    'by a landslide nobody expected',
  ],
  vote_answer: [
    'answers to the voters every #term# years whether #leader.they# #leader.v:likes# it or not',
    'has promised to stand down at the next count, as #leader.they# did at the last',
    'keeps #leader.their# promises in a book, ticking them off in red',
    'is the first #title# in living memory not born here',
    'has won twice on a promise of lower tolls',
    'lost one count and won it back by recount',
  ],
  theo_claim: [
    'as the god’s steward on earth',
    'by the canon of #deity.name# and the consent of the clergy',
    'by a vision #leader.they# #leader.v:describes# every feast day',
    'under a charter that gives the faithful of #deity.name# the land and its tolls',
    'by the bones of the founding saint',
    'in the god’s name and #leader.their# own',
  ],
  theo_since: [
    'and has for #years# years',
    'with the clergy at #leader.their# back',
    'to the grumbling of the merchants',
    'and answers to nobody living',
    'and means to die in office',
  ],
  theo_law: ['the canon', 'the old book', 'the word', 'the rule', 'the written law'],
  theo_chosen: [
    'chosen by the clergy in a conclave that lasted eleven days',
    'named by the old prelate on the deathbed',
    'raised from the novices after a miracle nobody else saw',
    'sent from #buyer# by the mother house',
    'who never wanted the mitre',
    'chosen by lot among the elders',
  ],
  mago_rule: [
    'no one may hold office who cannot pass its examinations',
    'its edicts are posted in cipher and in plain speech',
    'a citizen may petition it only in writing, in a good hand',
    'its members are known by their robes and feared for their memories',
    'every edict is sealed with a spell',
    'the examinations are held at midwinter',
  ],
  mago_role: [
    'set the last examinations',
    'keeps its great seal',
    'speaks for it to the outside world',
    'presides over its sessions',
    'holds its library keys',
    'writes its edicts',
  ],
  mago_tail: [
    'and the #place# obeys without understanding',
    'and nobody else is told what was decided',
    'and its decisions are posted at dawn',
    'and the rest of the #place# pays for it',
    'to the bafflement of everyone else',
  ],
  mago_vote: [
    'who vote by lighting candles without touching them',
    'whose meetings nobody outside has ever sat through',
    'who sit in silence for an hour before each decision',
  ],
  plut_seat: [
    'a seat on #council# costs a thousand crowns a year in tax',
    'a seat on #council# goes to any house worth ten thousand crowns',
    'the seats on #council# are bought and sold like shares',
    'the houses on #council# vote in proportion to their wealth',
    'the seats on #council# go to whoever lends the #place# money',
    'every seat on #council# was bought with #good#',
  ],
  plut_sense: [
    'in every sense that matters',
    'lock, stock and barrel',
    'down to the cobbles',
    'on paper and in fact',
    'by right of purchase',
  ],
  plut_largest: [
    'the #title#',
    'who is #title# for it',
    'and with it the title of #title#',
    'who has been #title# for #years# years',
  ],
  plut_openly: ['openly', 'here, and nobody pretends otherwise', 'without shame', 'by law', 'by long custom'],
  plut_owners: [
    'a handful of merchant houses',
    'seven old families and their bankers',
    'the great trading houses',
    'the families who own the quays and the warehouses',
    'a dozen rival houses',
    'the guild of money-changers',
  ],
  mil_why: [
    'declared during a war that ended #years# years ago and was never lifted',
    'since the border burned',
    'under a charter that makes every adult a reservist',
    'because the crown needs the road held, whatever the people think',
    'ever since the raiders came over the hills',
    'on the crown’s orders and nobody else’s',
  ],
  mil_since: [
    'and the #place# has stopped noticing',
    'and the curfew bell rings every night',
    'with a garrison of #years# score',
    'and answers only to #buyer#',
    'and a court-martial for every quarrel',
  ],
  mil_charter: [
    'under a charter that makes every adult a reservist',
    'with a sergeant in every street',
    'by orders that come sealed from #buyer#',
    'and treats the townsfolk as a supply problem',
    'with a sergeant at every gate',
    'as the crown’s castellan',
  ],
  tribal_choose: [
    'choose a leader when the old one dies',
    'meet at every full moon',
    'keep their own law and their own quarrels',
    'settle everything around the fire',
    'argue by the fire every night',
    'keep the old law of the hearths',
  ],
  tribal_how: [
    '#years# years ago, after three days of argument',
    'by acclaim, the first time in living memory',
    'after a trial of endurance on the hills',
    'because the eldest clan would accept no one else',
    'by the casting of lots',
    'after the last chief drowned',
  ],
  tribal_when: [
    'at every full moon',
    'around the great fire',
    'after the harvest',
    'whenever blood is spilled',
    'in the long hall',
  ],
  tribal_role: [
    'has the last word when the clans cannot agree',
    'pours the first cup at every gathering',
    'has buried more quarrels than kin',
    'is obeyed because #leader.they# #leader.v:asks# for little',
    'is the voice they listen to',
    'keeps the peace between the hearths',
    'speaks first and decides last',
    'remembers every old judgement',
    'carries the speaking staff',
    'sits nearest the fire',
  ],
  anarchy_why: [
    'the last council was chased out and no one has wanted the job since',
    'the founders swore that nobody would, and the #place# has held them to it',
    'the last lord died without heirs and nobody sent another',
    'every attempt to choose someone has ended in a brawl',
    'no one has held office since the great quarrel',
    'the charter forbids it, in the founder’s own hand',
  ],
  anarchy_since: [
    'and has had none since the last lord fled',
    'and prefers it that way',
    'since the charter was burned',
    'for as long as anyone remembers',
    'by long habit',
    '<!small> and says so on a sign at the gate',
  ],
  arbiter_why: [
    'whose judgements people accept because they are quick',
    'who has no title and turns down every offer of one',
    'who is trusted because #leader.they# #leader.v:wants# nothing',
    'whose word holds because everyone owes #leader.them# a favour',
    'whose sense is trusted more than any law',
    'who listens longer than anyone else',
  ],
  guild_method: [
    'each with one vote',
    'one to each chartered guild',
    'chosen by the oldest guilds',
    'seated by the dues their guilds pay',
    'elected by the masters each spring',
    'seated in order of their guild’s age',
  ],
  guild_why: [
    '<!small> because #leader.their# guild pays for the watch',
    'chosen for a term of #term# years',
    'the first #trade# ever to hold the chair',
    'by the votes of the smaller guilds',
    'because nobody dared oppose #leader.them#',
    'after the last master died in office',
  ],
  guild_stamped: ['stamped', 'sealed', 'licensed', 'weighed', 'approved'],
  guild_decides: [
    'decides which guild stamps what',
    'settles every quarrel between the trades',
    'sets the prices of bread and ale',
    'licenses every stall',
    'decides who may open a shop',
    'hears every complaint against a master',
  ],
  lead_method: [
    '<g-monarchy|g-autocracy|g-military> #leader.first# hears petitions #petition_when# at #seat#, and #petition_style#.',
    '<g-monarchy|g-autocracy> #leader.first# taxes #tax_things#, and spends the money on #spend#, #tax_tail#.',
    '<g-monarchy> #mon_justice.capitalize# in the #place# is #leader.first.possessive# to give, at #seat# #petition_when#, and #leader.their# bailiffs #mon_bailiffs#.',
    '<g-monarchy> #leader.first# keeps a council of advisers but seldom asks it anything; #mon_advice#.',
    '<g-monarchy> A charter from #leader.first# is worth more than gold here, and #mon_charter#.',
    '<g-monarchy> #leader.first# rides through the #place# #mon_rides#, and petitions are thrust up at #leader.them# from every doorway.',
    '<g-council|g-guild|g-plutocracy> Votes in #council# are cast #vote_way# #vote_when#, and #leader.name# counts them #vote_count#.',
    '<g-council|g-guild|g-plutocracy> #council# meets #meet_when# at #seat#; #meet_note#.',
    '<g-council> #council# sits #meet_when#: #meet_note#.',
    '<g-council> Anyone may bring a petition to #council#, in writing, #meet_when#; #leader.first# reads them aloud and #petition_style#.',
    '<g-council> Business at #seat# is slow: #council_slow#.',
    '<g-council> #leader.first# cannot decide anything alone, and #council_alone#.',
    '<g-council> Decisions of #council# are written up by a clerk and nailed to the door of #seat#, where #council_posted#.',
    '<g-council> The seats on #council# are argued over #council_argued#, and #leader.first# #council_keeps#.',
    '<g-democracy !small> #leader.first# governs through the ward-moots and #demo_style#.',
    '<g-democracy> #leader.first# holds an open court #meet_when#, where #court_who# can speak and #leader.name# must #court_answer#.',
    '<g-theocracy> #leader.first# rules by decree, read from the steps of #seat# #theo_when#, and #theo_style#.',
    '<g-theocracy> #leader.first# hears petitions #petition_when# in the porch of #seat#, and #petition_style#.',
    '<g-magocracy> #leader.first# publishes edicts #mago_edict#, so that #mago_so#, and #mago_after#.',
    '<g-tribal> #leader.first# settles quarrels by #tribal_by#, #tribal_style#.',
    '<g-tribal> Blood feuds are #tribal_feud#, and #leader.first# #tribal_keeps#.',
    '<g-tribal> #tribal_quarrel.capitalize# goes to the clan elders first and to #leader.first# only when they fail; #leader.they# #tribal_judges#.',
    '<g-tribal> #leader.first# holds no court and keeps no clerk: #tribal_no_court#.',
    '<g-tribal> When a stranger wrongs someone here, #tribal_stranger#, and #leader.first# #tribal_keeps#.',
    '<g-anarchy> Everyone is free to ignore #leader.name#, and #anarchy_most#, #anarchy_until#.',
    '<g-military> #leader.first# keeps a curfew, #mil_checks# and #mil_style#.',
  ],
  petition_when: [
    '<!big> every market day',
    'on the first day of each month',
    'after the morning bell',
    'on quarter days',
    'twice a week',
  ],
  petition_style: [
    'decides most of them before the petitioner finishes',
    'keeps the petitioners standing',
    'has every word written down',
    'is known to rule for the poor when the rich are rude',
    'rarely looks up from the accounts',
    'answers each one with a question',
    'hears the poor first and the rich last',
    'leaves the replies to a clerk',
    'has a dog that growls at liars, or so people say',
  ],
  mon_justice: ['justice', 'every pardon', 'the last word', 'every licence', 'mercy'],
  mon_bailiffs: [
    'collect the fines before the ink is dry',
    'are known in every street by their staffs',
    'take a share of everything they seize',
    'answer to #leader.them# alone',
    'are paid out of what they collect, and it shows',
    'are the most hated people in the #place# and the best fed',
  ],
  mon_advice: [
    'the real decisions are made over supper with a steward nobody elected',
    'the advisers meet anyway, to agree on what to tell #leader.them#',
    'the seats are filled with cousins and creditors',
    'it meets on quarter days and drinks the cellar dry',
    'its members learn the news from the market like everyone else',
    'the last adviser who disagreed now farms a long way off',
  ],
  mon_charter: [
    'the #trades# have been trying to buy one for #years# years',
    'the market runs on three of them, each contradicting the others',
    'the old families frame theirs and hang them in the hall',
    'the oldest is kept under glass at #seat#',
    'half the lawsuits in the #place# turn on the wording of one',
    'the guilds pay a clerk just to read theirs aloud every year',
  ],
  mon_rides: ['on quarter days', 'at every feast', 'once a season', 'on the first of every month'],
  tax_things: [
    'salt, doors and windows',
    'every cart through the gate',
    'ale by the barrel',
    'hearths and chimneys',
    'the sale of #good#',
  ],
  tax_tail: [
    'to general grumbling',
    'which everyone knows',
    'as #leader.their# parent did',
    'whatever the petitions say',
    'and keeps the receipts',
  ],
  spend: [
    'roads and guards',
    'a new roof for #seat#',
    'feasts that buy goodwill',
    'nobody knows quite what',
    'the debts of a predecessor',
  ],
  council_slow: [
    'every new toll is read three times at three sittings before it is voted',
    'nothing is settled before the ale is poured, and little after',
    'the minutes of the last sitting take most of the next one',
    'a motion about the #good# trade has been held over since #feast#',
    'the members argue precedence before they argue business',
  ],
  council_alone: [
    'the members make sure #leader.they# #leader.v:remembers# it at every sitting',
    'the #place# likes it that way, since #leader.first# married into the #trades#',
    'the last #title.lower# who tried was voted out within the month',
    'every order #leader.they# #leader.v:signs# needs two other seals beside #leader.their# own',
  ],
  council_posted: [
    'the children read them aloud to those who cannot',
    'they are torn down by the next morning more often than not',
    'the rain gets at them before most people do',
    'the #trades# copy them out for their own members',
  ],
  council_argued: [
    'more fiercely than any law',
    'every year at #feast#',
    'in every tavern in #district#',
    'by families who have held them for generations',
  ],
  council_keeps: [
    'keeps the peace between them by never voting first',
    'keeps a list of who voted which way',
    'has outlasted three rival factions',
    'has quietly filled two with cousins',
  ],
  vote_when: [
    'at every meeting',
    'at the end of each sitting',
    'after a long debate',
    'before the doors are unlocked',
    'in the old way',
  ],
  vote_count: [
    '#leader.themself#',
    'twice',
    'in front of witnesses',
    'slowly',
    'by candlelight',
    'with a clerk from #buyer# watching',
  ],
  vote_way: [
    'in public with coloured beans',
    'by a show of hands',
    'by dropping pebbles in a jar',
    'aloud in order of seniority',
    'by standing up',
    'on slates',
    'by secret ballot, in theory',
  ],
  meet_when: [
    'on the first day of every month',
    'every quarter day',
    'every seventh evening',
    'whenever the bell is rung',
    'at the new moon',
    'after every market',
    'twice a year',
  ],
  meet_note: [
    'the doors are open, and the benches are full only when taxes are raised',
    'the meetings run late and the minutes run short',
    'the public may listen from the gallery, and heckle',
    'nothing is decided before the ale is poured',
    '<pumps> the minutes are read aloud at the pump',
    'the seating is argued over longer than the business',
    'the doors are barred once the bell stops',
  ],
  court_who: [
    'any householder',
    'anyone with a grievance',
    'any woman or man of the #place#',
    'even children',
    'any ratepayer',
  ],
  court_answer: [
    'answer',
    'answer in full',
    'listen to the end',
    'stand while they speak',
    'reply in writing',
  ],
  demo_style: [
    'keeps #leader.their# promises in a book, ticking them off in red',
    'answers letters from anyone, in #leader.their# own hand',
    'walks the wards every week and is stopped at every door',
    '<!small> sends every hard question back to the ward-moots',
    'has never missed a meeting',
    'answers every petition within a week',
  ],
  theo_when: [
    'after the dawn rite',
    'on holy days',
    'at every full moon',
    'before the evening bell',
    'at every rite',
    'on feast days',
  ],
  theo_style: [
    'lets the rest of the clergy argue about the details',
    'expects obedience from the pulpit and gets it, mostly',
    'signs each decree with the sign of #deity.name#',
    'has the decrees copied into every parish register',
    'brooks no argument',
    'lets the deacons enforce them',
  ],
  mago_edict: [
    'in cipher as well as plain speech',
    'in three languages',
    'on lamp-lit boards that change overnight',
    'only once, and never repeats them',
    'in verse',
    'on brass plates',
  ],
  mago_after: [
    'the clerks grow rich',
    'nobody can plead ignorance',
    'the taverns argue about them for days',
    'the poor ignore them',
    'the students make fun of them',
    'the guilds hire scholars to read them',
  ],
  mago_so: [
    'only the educated can argue with them',
    'nobody can claim not to have seen them',
    'the lawyers of the #place# never go hungry',
    'every edict is read twice',
    'the scribes have work',
    'no one can say they were not warned',
  ],
  tribal_by: [
    'custom and precedent',
    'the old songs',
    'the weight of the clans',
    'long talk and a short verdict',
    'a trial by ordeal, rarely',
  ],
  tribal_feud: [
    'remembered here for generations',
    'settled in #good# or in blood, and most would rather pay in #good#',
    'forbidden between #feast# and the next new moon',
    'rarer than they were, but not rare enough',
  ],
  tribal_keeps: [
    'keeps the tally of every debt between the clans in #leader.their# head',
    'walks from hearth to hearth until both sides are tired of arguing',
    'has ended two feuds by arranging marriages',
    'carries the old speaking staff, which nobody may interrupt',
  ],
  tribal_quarrel: [
    'a quarrel between households',
    'a dispute over nets or boundaries',
    'any wrong short of blood',
    'a quarrel over a debt',
  ],
  tribal_judges: [
    'judges by what was done in the grandmothers’ time',
    'gives a verdict the same day and never explains it',
    'listens to both sides over a meal and decides before the pot is empty',
    'splits the difference so evenly that both sides go home angry',
    'asks the oldest woman present before speaking',
    'names a fine in #good# and never a penny',
    'sends both parties out on the same boat until they agree',
  ],
  tribal_no_court: [
    'judgements are given in the open, aloud, and everyone present is a witness',
    'everything #leader.they# #leader.v:decides# is remembered by the elders, word for word',
    'a verdict is whatever the clans will stand behind, and #leader.they# #leader.v:knows# it',
    'the only record of a judgement is a knot tied in the clan cord',
    'whoever loses may appeal to the whole gathering at #feast#, and nobody ever does',
    'the clans do their own punishing, and #leader.they# only #leader.v:says# how much',
  ],
  tribal_stranger: [
    'the whole clan of the wronged household answers for it',
    'the clans close ranks and settle it among themselves',
    'nobody goes to a magistrate, ever',
  ],
  tribal_style: [
    'reciting the old judgements from memory before giving a new one',
    'and by the weight of the clan behind each side',
    'with the elders of each hearth standing by',
    'and no judgement is given before the fire has burned down',
    'and the verdict is sung',
    'and nobody may leave until it is done',
  ],
  anarchy_most: ['most do', 'many do', 'the young always do', 'the rich usually do', 'nobody quite dares'],
  anarchy_until: [
    'until they need something settled',
    'until the next quarrel over water',
    'until a stranger cheats them',
    'until winter',
    '<wells> until the wells run low',
    'until the next flood',
  ],
  mil_checks: [
    '<!small> checks every cart at the gate',
    'searches every stranger',
    'counts the townsfolk every month',
    'reads every letter that leaves',
    'billets soldiers in every street',
  ],
  mil_style: [
    'pays informers in beer',
    'has every stranger’s name written down',
    'drills the townsfolk on feast days',
    'hangs the worst offenders at the crossroads',
    'holds a parade on every holy day',
    'fines drunkenness in the street',
  ],
  lead_owned: [
    '<own-public> #leader.first# also owns #owned#, and #owned_business#.',
    '<own-public !no-ruler> When not about the #place#’s business, #leader.first# runs #owned#, where #owned_counter#.',
    '<!own-public> #leader.first# also #owned_verb# #owned#, and #owned_mornings#.',
    '<!own-public> Much of the #place#’s #owned_what# is done at #owned#, which #leader.first# keeps as well, #owned_aside#.',
    '<!own-public> #leader.first# has kept #owned# for longer than #leader.they# #leader.v:has# held office, #owned_aside#.',
    '<own-public> Anyone who wants a word with #leader.first# goes to #owned#, which #leader.they# #leader.v:keeps#, and #owned_business#.',
  ],
  owned_what: ['business', 'real business', 'bargaining', 'quiet dealing', 'politics'],
  owned_verb: ['keeps', 'runs', 'holds', 'manages', 'presides over', 'has charge of'],
  owned_business: [
    'most of the #place#’s business is done there first',
    'the regulars there hear the news before the council does',
    'half the gossip of #seat# arrives with the ale orders',
    'nobody can tell where the one trade ends and the other begins',
    'the gossip there is better than the minutes',
    '#watch# drinks there off duty',
    'the tolls are argued over its tables',
  ],
  owned_counter: [
    'every customer has a favour to ask',
    'the regulars expect favours',
    'the talk is all of tolls',
    'the account books share a shelf',
    'the bargaining never stops',
    'the regulars call it the second council',
    'no deal is refused a hearing',
  ],
  owned_mornings: [
    'spends the mornings there before any public business',
    'does the real work there',
    'is easier to find there than anywhere',
    'hears the gossip there after hours',
    'keeps the seals of office in its strongbox',
    'holds private meetings in its back room',
    'keeps the two sets of accounts apart, mostly',
    'meets the guild masters there in private',
    'is seen there more than anywhere public',
  ],
  owned_aside: [
    'to nobody’s surprise',
    'which the critics never tire of mentioning',
    'and likes it that way',
    'for better or worse',
    'whatever custom says',
    'as everyone in #district# knows',
    'though it was never meant to be so',
    'and nobody objects aloud',
  ],
  lead_tension: [
    '<has-rival> #rival.name#, who wants #leader.their# place, never misses a chance to #tension_act#.',
    '<has-rival> #leader.first.possessive# #critic_word# critic is #rival.name#, who #tension_critic#.',
    '<has-fac> A good part of what #leader.first# spends comes from #fac_coffers#, and the price is #fac_price#.',
    '<has-fac> #leader.first# has quarrelled openly with #fac# over #fac_quarrel#, and #fac_quarrel_end#.',
    '<has-fac> #fac.capitalize# #fac_pressure# #leader.first#, who #leader_reply#.',
    '<has-fac> #fac.capitalize# is behind #decision_word# #leader.first# makes, #fac_behind#.',
    '<has-fac> #leader.first# owes #fac# #fac_owed#, and #fac_owed_then#.',
    '<has-rival !no-ruler> #rival.name# has sworn to see #leader.first# out of office #rival_by#, and #rival_now#.',
  ],
  tension_act: [
    'remind the #place# of #leader.first.possessive# mistakes',
    'count #leader.first.possessive# broken promises aloud',
    'ask where the money went',
    'stand up when #leader.first# sits down',
    'heckle #leader.first# at every meeting',
    'write to #buyer# about #leader.first#',
  ],
  critic_word: ['sharpest', 'loudest', 'oldest', 'most dangerous', 'most persistent', 'cleverest'],
  tension_critic: [
    'has started holding meetings of #rival.their# own',
    'prints broadsheets about #leader.them# at #rival.their# own cost',
    'writes to #buyer# about #leader.them# every month',
    'keeps a list of grievances and reads it out at every chance',
    '<!no-vote !seats-closed> stands for office at every chance',
    'has bought a printing press',
    'once held the office and wants it back',
    'stands on a barrel in the square every market',
    '<!no-vote> says nothing and votes against everything',
  ],
  fac_pressure: [
    'leans hard on',
    'watches every move of',
    'has a hold over',
    'quietly courts',
    'openly defies',
    'funds the enemies of',
  ],
  leader_reply: [
    'pretends not to notice',
    'gives a little and takes it back',
    'plays them off against the guilds',
    'has started carrying a knife',
    'keeps them waiting in the anteroom',
    'smiles and signs nothing',
  ],
  decision_word: [
    'every decision',
    'half the decisions',
    'every new toll',
    'each appointment',
    'most of the edicts',
    'every grant of land',
  ],
  fac_behind: [
    'or so the taverns say',
    'whatever the minutes show',
    'and everyone knows the price',
    'which nobody dares say aloud',
    'unless #watch# is listening',
    'as under the last ruler',
  ],
  fac_owed: [
    'a great deal of money',
    '<!no-vote !g-tribal !seats-closed> the last election',
    'a favour from the bad winter',
    'a son’s release from the cells',
    'the roof over #seat#',
  ],
  fac_owed_then: [
    'the debt is called in a little at a time',
    'both of them know it',
    'the interest is paid in silence',
    'the #place# suspects as much',
    'the bill comes due at #feast#',
  ],
  rival_by: [
    'before the year is out',
    'by fair means or foul',
    'at the next reckoning',
    'by #feast#',
    'with help from #buyer#',
  ],
  rival_now: [
    'is gathering friends',
    'is spending a fortune on it',
    'nobody doubts the oath',
    'has begun to find allies in #district#',
    'the #place# is placing bets',
  ],
  fac_quarrel_end: [
    'neither side can afford to lose',
    'the #place# is choosing sides',
    'both are hiring lawyers from #buyer#',
    '#watch# is caught in the middle',
    'it will end at #feast# or in blood',
  ],
  fac_coffers: [
    'the coffers of #fac#',
    'loans from #fac#',
    'the purse of #fac#',
    'gifts from #fac#',
    'a standing loan from #fac#',
    'the dues of #fac#',
  ],
  fac_price: [
    'a say in everything',
    'silence about the accounts',
    '#watch# looking the other way',
    'first refusal on every contract',
    '<!small> a blind eye at the gates',
    'a post for a nephew',
  ],
  fac_quarrel: ['money', 'the tolls', '#watch#', 'a lease at #site#', 'the price of #good#'],
};
