// Faction names (built from a kind's name parts, or read from the name a game master typed) and mottos.
import type { RuleSet } from '../../../engine/grammar.js';
import type { Rng } from '../../../engine/rng.js';
import type { Picks } from './picks.js';
import type { NamePattern, PurposeProfile } from './purposes.js';

/** A name and the ways prose uses it. */
export interface FactionName {
  /** As a title: 'The Gilded Hand', 'Order of the Ashen Gate', 'House Varenne'. */
  readonly name: string;
  /** Inside a sentence: 'the Gilded Hand', 'the Order of the Ashen Gate', 'House Varenne'. */
  readonly mid: string;
  /** A second mention: 'the Hand', 'the Order', 'House Varenne'. */
  readonly short: string;
  /** Takes a plural verb ('the Grey Magpies are'). */
  readonly plural: boolean;
}

/** Collective words that are plural in English. */
const PLURAL_BODIES = new Set([
  'Knights',
  'Children',
  'Keepers',
  'Servants',
  'Hospitallers',
  'Friars',
  'Wardens',
  'Free Traders',
  'Sons and Daughters',
]);

/** What a cult serves: a name, the short name prose repeats, what it wants and its sign. */
export interface Power {
  readonly name: string;
  /** For names: 'Drowned King' as in 'Children of the Drowned King'. */
  readonly title: string;
  readonly wants: string;
  readonly sign: string;
  /** A power a good-hearted cult could serve: strange and outlawed, not cruel. */
  readonly kind?: boolean;
}

export const POWERS: readonly Power[] = [
  {
    name: 'the Sleeping Lady',
    title: 'Sleeping Lady',
    wants: 'the sick healed and the dead remembered by name',
    sign: 'a white hand over a closed eye',
    kind: true,
  },
  {
    name: 'the Green Child',
    title: 'Green Child',
    wants: 'the spring to come back every year, and a song for it when it does',
    sign: 'a sprouting acorn',
    kind: true,
  },
  {
    name: 'the Quiet Star',
    title: 'Quiet Star',
    wants: 'to be listened to, one night in every seven',
    sign: 'a star with one point missing',
    kind: true,
  },
  {
    name: 'the Drowned King',
    title: 'Drowned King',
    wants: 'every ship the sea can take, and the sailors with them',
    sign: 'a crown of black weed',
  },
  {
    name: 'the Hollow Mother',
    title: 'Hollow Mother',
    wants: 'children, or the promise of them',
    sign: 'an empty cradle carved in bone',
  },
  {
    name: 'the Pale Worm',
    title: 'Pale Worm',
    wants: 'the dead, before they are buried',
    sign: 'a white coil biting its tail',
  },
  {
    name: 'the Lantern Beneath',
    title: 'Lantern Beneath',
    wants: 'eyes, and the light that was in them',
    sign: 'a lamp with its flame pointing down',
  },
  {
    name: 'the Starving Saint',
    title: 'Starving Saint',
    wants: 'hunger, given freely and taken by force',
    sign: 'an empty bowl with a crack through it',
  },
  {
    name: 'the Whispering Door',
    title: 'Whispering Door',
    wants: 'secrets told aloud in the dark',
    sign: 'a keyhole with an eye in it',
  },
  {
    name: 'the Red Shepherd',
    title: 'Red Shepherd',
    wants: 'a flock that follows it into the fire',
    sign: 'a crook dipped in red',
  },
  {
    name: 'the Sleeper in the Hill',
    title: 'Sleeper in the Hill',
    wants: 'to wake, and every vow spoken in its name brings that closer',
    sign: 'a closed eye on a barrow mound',
  },
  {
    name: 'the Ash Queen',
    title: 'Ash Queen',
    wants: 'cities burned, one house at a time',
    sign: 'a crown of cinders',
  },
  {
    name: 'the Many-Mouthed',
    title: 'Many-Mouthed',
    wants: 'to be spoken of by everyone, and fed by all of them',
    sign: 'a circle of open mouths',
  },
];

export interface NameInputs {
  readonly town: string;
  readonly street: string;
  readonly family: string;
  readonly power: Power;
  readonly deityName: string;
}

/**
 * Builds a name for a faction of this kind; `taken` names (of rivals and allies) are never repeated. Its shape and
 * words are picked through `picks`, so an account's earlier names are disfavoured.
 */
export function buildName(
  profile: PurposeProfile,
  inputs: NameInputs,
  rng: Rng,
  taken: ReadonlySet<string>,
  picks: Picks,
): FactionName {
  for (let attempt = 0; attempt < 8; attempt++) {
    const pattern = picks.pick(`pk_shape_${profile.id}`, rng) as NamePattern;
    const built = byPattern(pattern, profile, inputs, rng, picks);
    if (!taken.has(built.mid.toLowerCase())) return built;
  }
  const fallback = `the ${inputs.town} ${capitalizeWords(profile.label)}`;
  return { name: capitalizeFirst(fallback), mid: fallback, short: fallback, plural: false };
}

function byPattern(
  pattern: NamePattern,
  profile: PurposeProfile,
  inputs: NameInputs,
  rng: Rng,
  picks: Picks,
): FactionName {
  const id = profile.id;
  const has = (part: string) => picks.has(`pk_${part}_${id}`);
  const adjective = (not: readonly string[] = []) => picks.pick(`pk_adj_${id}`, rng, not);
  const noun = () => picks.pick(`pk_noun_${id}`, rng);
  const many = () => (has('plural') ? picks.pick(`pk_plural_${id}`, rng) : `${noun()}s`);
  const body = () => picks.pick(`pk_body_${id}`, rng);
  switch (pattern) {
    case 'adj-noun': {
      const n = noun();
      const title = `${adjective([n])} ${n}`;
      return { name: `The ${title}`, mid: `the ${title}`, short: `the ${n}`, plural: false };
    }
    case 'adj-plural': {
      const n = many();
      const title = `${adjective()} ${n}`;
      return { name: `The ${title}`, mid: `the ${title}`, short: `the ${n}`, plural: true };
    }
    case 'street-plural': {
      const n = has('plural') ? many() : noun();
      const title = `${inputs.street} ${n}`;
      return { name: `The ${title}`, mid: `the ${title}`, short: `the ${n}`, plural: true };
    }
    case 'number-plural': {
      const n = many();
      const number = picks.pick('pk_number', rng);
      return {
        name: `The ${number} ${n}`,
        mid: `the ${number} ${n}`,
        short: `the ${number}`,
        plural: true,
      };
    }
    case 'body-of-adj-noun': {
      const b = body();
      const n = noun();
      const title = `${b} of the ${adjective([n])} ${n}`;
      return { name: title, mid: `the ${title}`, short: `the ${b}`, plural: PLURAL_BODIES.has(b) };
    }
    case 'body-of-noun': {
      const b = body();
      const title = `${b} of the ${noun()}`;
      return { name: title, mid: `the ${title}`, short: `the ${b}`, plural: PLURAL_BODIES.has(b) };
    }
    case 'town-body': {
      const b = body();
      const title = `${inputs.town} ${b}`;
      return {
        name: `The ${title}`,
        mid: `the ${title}`,
        short: `the ${b}`,
        plural: PLURAL_BODIES.has(b),
      };
    }
    case 'body-of-town': {
      const b = body();
      const title = `${b} of ${inputs.town}`;
      return { name: title, mid: `the ${title}`, short: `the ${b}`, plural: PLURAL_BODIES.has(b) };
    }
    case 'house': {
      const title = rng.chance(0.8) ? `House ${inputs.family}` : `the House of ${inputs.family}`;
      return {
        name: capitalizeFirst(title),
        mid: title,
        short: `House ${inputs.family}`,
        plural: false,
      };
    }
    case 'devotees': {
      const b = body();
      // A typed god ('the sun god') is a name here: 'Servants of the Sun God'.
      const object =
        profile.id === 'cult'
          ? `the ${inputs.power.title}`
          : inputs.deityName.replace(
              /(^|\s)(?!(?:the|of|and)\b)(\p{Ll})/gu,
              (_m, lead: string, c: string) => `${lead}${c.toUpperCase()}`,
            );
      const title = `${b} of ${object}`;
      return { name: title, mid: `the ${title}`, short: `the ${b}`, plural: PLURAL_BODIES.has(b) };
    }
  }
}

/** Words that make a typed name a body of people that English names with 'the' ('Red Hand Gang'). */
const COLLECTIVE =
  /^(order|guild|company|league|society|circle|brotherhood|sisterhood|fellowship|cabal|ring|syndicate|cult|church|knights|band|conclave|council|covenant|hand|children|sons|daughters|keepers|servants|watch|legion|host|gang|crew|family|clan|coven|congregation|choir|academy|athenaeum|collegium|consortium|exchange|bureau|office|chamber|lodge|moot|wardens|friars|hospitallers|free traders|traders|company of .*)$/i;

/**
 * Reads a name the game master typed: kept exactly as the title, and given the article and the short form
 * English wants ('The Red Hand Gang' -> 'the Red Hand Gang', 'the Gang'; 'Shadowfang' stays 'Shadowfang').
 */
export function readGivenName(given: string): FactionName {
  const name = given.trim();
  const ofMatch = /^(?:the\s+)?(.+?)\s+of\s+/i.exec(name);
  const head = (ofMatch ? ofMatch[1]! : name).split(/\s+/).pop() ?? name;
  const plural = /^[A-Za-z]+[^s'’]s$/.test(head) && !/(ss|us|is)$/i.test(head);
  if (/^the\s/i.test(name)) {
    const mid = `the ${name.slice(4)}`;
    const words = name.split(/\s+/);
    const short = ofMatch
      ? `the ${ofMatch[1]!.replace(/^the\s+/i, '')}`
      : words.length === 3
        ? `the ${words[2]}`
        : mid;
    return { name, mid, short, plural };
  }
  if (/^house\s/i.test(name)) return { name, mid: name, short: name, plural: false };
  const collective = COLLECTIVE.test(head) || (ofMatch !== null && COLLECTIVE.test(ofMatch[1]!));
  if (collective) {
    const mid = `the ${name}`;
    const short = ofMatch && !/\s/.test(ofMatch[1]!) ? `the ${ofMatch[1]}` : mid;
    return { name, mid, short, plural };
  }
  return { name, mid: name, short: name, plural };
}

function capitalizeFirst(text: string): string {
  return text.length > 0 ? `${text[0]!.toUpperCase()}${text.slice(1)}` : text;
}

function capitalizeWords(text: string): string {
  return text.replace(/(^|\s)(\p{Ll})/gu, (_m, lead: string, c: string) => `${lead}${c.toUpperCase()}`);
}

/**
 * Mottos by kind and temper. Variables: deity {name}, power {name}, town. A motto is a short saying, written
 * without a full stop; the writer adds none.
 */
export const MOTTO_RULES: RuleSet = {
  motto: [
    '<p-thieves> Every door has a key',
    '<p-thieves good> Take nothing that will be missed',
    '<p-thieves good> What we take, we share',
    '<p-thieves evil> Nothing given, everything taken',
    '<p-thieves> Silence is the best lock',
    '<p-thieves !good> Finders keepers',
    '<typed-beast ^40> #m_beast#',
    '<typed-trade ^20> #m_trade#',
    '<p-thieves ^14> #m_th_way.capitalize#, #m_th_gain#',
    '<p-thieves ^5> #m_th_night.capitalize#',
    '<p-thieves ^3> #m_th_town#',
    '<p-merchant> All debts are paid',
    '<p-merchant !evil> Fair measure, full purse',
    '<p-merchant> Every road leads to the counting-house',
    '<p-merchant> Gold remembers',
    '<p-merchant evil> Everything has a price, and everyone',
    '<p-merchant lawful> By weight and by word',
    '<p-merchant> Buy low, hold fast',
    '<p-knights> Steadfast unto death',
    '<p-knights> The gate holds',
    '<p-knights good> Shield the weak',
    '<p-knights evil> Obedience is honour',
    '<p-knights> No retreat, no ransom',
    '<p-knights> By oath and by steel',
    '<p-knights !evil> First in, last out',
    '<p-cult> What sleeps shall wake',
    '<p-cult> Open the door',
    '<p-cult> All flesh is a vessel',
    '<p-cult> In darkness, the true light',
    '<p-cult evil> Hunger is holy',
    '<p-cult> We are the mouth that sings',
    '<p-cult> #power.name.capitalize# remembers',
    '<p-mages> Knowledge is a locked door',
    '<p-mages> Power through patience',
    '<p-mages> What is hidden is ours',
    '<p-mages> Ink, flame and will',
    '<p-mages good> A light for the lost',
    '<p-mages evil> Mercy is ignorance',
    '<p-mages> We see the threads',
    '<p-rebels> No kings but ourselves',
    '<p-rebels> The chain breaks',
    '<p-rebels> Bread, then freedom',
    '<p-rebels evil> Burn it all down',
    '<p-rebels> Every lantern a torch',
    '<p-rebels> We are many, they are few',
    '<p-rebels !evil> Remember the hanged',
    '<p-noble> We endure',
    '<p-noble> Blood before gold',
    '<p-noble> Ever upward',
    '<p-noble> Our word is iron',
    '<p-noble> Patience and the sword',
    '<p-noble evil> What we hold, we keep',
    '<p-noble good> Service is our crown',
    '<p-noble> First to the field',
    '<p-mercenary> Paid in full',
    '<p-mercenary> Our swords, your gold',
    '<p-mercenary> We do not break',
    '<p-mercenary> No coin, no blood',
    '<p-mercenary evil> Loot first, pray later',
    '<p-mercenary lawful> The contract is sacred',
    '<p-mercenary> Hold the line',
    '<p-druids> The root remembers',
    '<p-druids> All things return',
    '<p-druids> As the oak, so the acorn',
    '<p-druids> Wild and unbowed',
    '<p-druids> The forest forgets nothing',
    '<p-druids good> We tend, we mend',
    '<p-druids> Leaf, root and thorn',
    '<p-spies> Every wall has ears',
    '<p-spies> Know first',
    '<p-spies> We are the silence',
    '<p-spies> Trust is a currency',
    '<p-spies> Nothing is forgotten',
    '<p-spies> Patience is a blade',
    '<p-spies> The thread leads home',
    '<p-assassins> Death is patient',
    '<p-assassins> A quiet end',
    '<p-assassins> No name, no face',
    '<p-assassins lawful> The contract is the law',
    '<p-assassins> One cut, one coin',
    '<p-assassins> Sleep well',
    '<p-assassins> Everyone is mortal',
    '<p-holy> #deity.name.capitalize# sees',
    '<p-holy !evil> In light, mercy',
    '<p-holy> The door is always open',
    '<p-holy evil> Purity through pain',
    '<p-holy lawful> Faith and fire',
    '<p-holy good> Mercy without measure',
    '<p-holy ^10> #m_holy_give.capitalize#, #m_holy_get#',
    '<p-holy ^4> #m_holy_light.capitalize#',
    '<p-scholars> Question everything',
    '<p-scholars> Every answer a door',
    '<p-scholars> Ink outlasts iron',
    '<p-scholars> Know, then judge',
    '<p-scholars> Patience, paper, truth',
    '<p-scholars> Nothing is lost that is written',
    '<p-scholars> Light through learning',
    '<p-smugglers> No duty paid',
    '<p-smugglers> The fog is our friend',
    '<p-smugglers> Ask no questions',
    '<p-smugglers> What the tide brings',
    '<p-smugglers> Lights out, casks in',
    '<p-smugglers> The king’s share is ours',
    '<p-smugglers> Dark moon, full hold',
  ],
  // A typed creature or trade speaks for itself.
  m_beast: [
    'What we raise, we ride',
    'Patient keepers, terrible #beast.many#',
    'Feed the #beast.many#, fear nothing',
    'The #beast.home# remember',
    'Bred for the day',
    'Tend them, then loose them',
    'Small today, vast tomorrow',
    'Every #beast.one# a soldier',
  ],
  m_trade: [
    'First the #craft.craft#, then the rest',
    'Honest #craft.works#, hidden purposes',
    'Good #craft.goods#, long memories',
    'By #craft.craft# and by patience',
  ],
  // Composed mottos: ten guilds of one request should rarely share one.
  m_th_way: [
    'light fingers',
    'quick hands',
    'soft boots',
    'quiet feet',
    'still tongues',
    'short memories',
    'shuttered lanterns',
    'oiled hinges',
    'cold eyes',
    'patient hands',
    'loose sleeves',
    'empty faces',
    'sharp wits',
    'soft steps',
    'slow talk',
    'bent pins',
  ],
  m_th_gain: [
    'heavy purses',
    'full pockets',
    'open doors',
    'empty houses',
    'fat winters',
    'blind watchmen',
    'sleeping masters',
    'quiet streets',
    'warm beds',
    'loose strongboxes',
    'easy sleep',
    'lighter houses',
    'deep cellars',
    'long lives',
  ],
  m_th_night: [
    'the night owes us nothing',
    'what the rich forget, we remember',
    'no lock lasts forever',
    'every house sleeps sometime',
    'a shut door is only a question',
    'the watch walks loud',
    'nobody counts the spoons twice',
    'what is missed was never needed',
    'one careless night is enough',
    'we take what is left out',
    'the moon is no friend of ours',
    'by morning it was always ours',
    'a full house is a lonely house',
    'nothing is owned, only held',
    'the quiet hand eats',
    'every wall has a weak brick',
    'what the watch cannot see, it cannot hang',
    'a long night and a short tale',
  ],
  m_th_town: [
    '#town# sleeps, we work',
    'Every door in #town# opens once',
    'All of #town# is our pocket',
    '#town# pays, one way or another',
  ],
  m_holy_give: [
    'a lamp lit',
    'bread broken',
    'a door open',
    'a hand given',
    'a wound bound',
    'a grave tended',
    'a prayer said',
    'a fire kept',
  ],
  m_holy_get: [
    'a soul kept',
    'the dark held back',
    'the night made shorter',
    'the weary home',
    'the god remembered',
    'a debt forgiven',
    'no stranger turned away',
  ],
  m_holy_light: [
    '#deity.name# keeps watch',
    'no night is long enough',
    'the morning is owed to all',
    'the light goes on ahead',
    'what is given returns',
  ],
};
