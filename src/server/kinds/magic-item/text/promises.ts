// What an item's name may promise: a 'Burning Draught' burns, a 'Dawn' blade gives light, a 'Wyrmslayer' is
// deadlier to dragons (issue 20). The item's rules text says what it does; a name word that promises an element,
// light or a foe is only used when the rules text delivers it.

/** Words that promise an element (as whole words or the start of a coined name), by what they promise. */
const PROMISE_WORDS: Readonly<Record<string, readonly string[]>> = {
  fire: [
    'ember',
    'cinder',
    'ash',
    'ashen',
    'ashfall',
    'pyre',
    'kindle',
    'kindled',
    'flame',
    'scorch',
    'scorched',
    'blaze',
    'sear',
    'burning',
    'smouldering',
    'ember-bright',
    'fire',
    'firewatch',
    'kiln',
    'smoke',
    'brimstone',
    'cinders',
  ],
  cold: [
    'frost',
    'rime',
    'rimed',
    'hoar',
    'ice',
    'winter',
    'wintry',
    'sleet',
    'snow',
    'snowbound',
    'chill',
    'frore',
    'hail',
    'frozen',
    'frostbound',
    'midwinter',
    'cold',
  ],
  lightning: [
    'storm',
    'stormborn',
    'storm-struck',
    'spark',
    'sparking',
    'levin',
    'bolt',
    'flash',
    'arc',
    'tempest',
    'skyfire',
    'squall',
    'lightnings',
    'crackling',
    'flickering',
  ],
  thunder: [
    'thunder',
    'thundering',
    'peal',
    'roar',
    'roaring',
    'quake',
    'clamor',
    'knell',
    'rumble',
    'clang',
    'boom',
    'booming',
    'tolling',
    'resounding',
  ],
  acid: ['gall', 'bile', 'etch', 'etched', 'vitriol', 'verdigris', 'canker', 'corroded', 'caustic'],
  poison: [
    'venom',
    'venomous',
    'blight',
    'blighted',
    'adder',
    'asp',
    'viper',
    'envenomed',
    'hemlock',
    'nightshade',
  ],
  necrotic: ['wither', 'withered'],
  light: [
    'dawn',
    'dawnlit',
    'sun',
    'light',
    'bright',
    'glory',
    'halo',
    'star',
    'starfall',
    'gleam',
    'day',
    'morn',
    'morning',
    'radiant',
    'shining',
    'lantern',
    'beacon',
    'moon',
  ],
  dragon: ['wyrmslayer', 'dragonfall', 'dragon'],
  giant: ['giantslayer', 'hillbreaker', 'titan'],
  fiend: ['fiendbane', 'hellgate', 'abyss'],
  invisible: ['unseen', 'invisible', 'vanishing', 'veiled'],
  // A 'Silent Horn' whose call carries two miles: quiet words promise a hush the item keeps.
  silence: ['silent', 'quiet', 'hushed', 'soundless'],
};

const ALL_PROMISES = Object.entries(PROMISE_WORDS);

/** What an item's rules text shows it does: each element it deals or wields, light, the foes it is bane to. */
export function mechanicsShows(rules: string): Set<string> {
  // Resisting or soaking an element is not wielding it: a ring of fire resistance does not burn.
  const text = rules
    .toLowerCase()
    .replace(/(resistance|immune|immunity|vulnerability) to (\w+) damage/g, '')
    .replace(/when you take (\w+) damage/g, '')
    .replace(/\b(\w+) damage while (wearing|holding)/g, '');
  const shows = new Set<string>();
  const element: Readonly<Record<string, RegExp>> = {
    fire: /\b(fire|flames?|burns?|ignites?)\b/,
    cold: /\b(cold|frost|ice|freez\w*)\b/,
    lightning: /\b(lightning|sparks?)\b/,
    thunder: /\b(thunder\w*|boom)\b/,
    acid: /\bacid\b/,
    poison: /\b(poison\w*|venom)\b/,
    necrotic: /\bnecrotic\b/,
    light: /\b(radiant|bright light|dim light|sheds|sunlight|daylight|shed light|mote of light|light in a)\b/,
    dragon: /\bdragons?\b/,
    giant: /\bgiants?\b/,
    fiend: /\bfiends?\b/,
    invisible: /\binvisib/,
    silence: /\b(silence|silent|silently|no sound|stealth|unseen|hidden|muffled?)\b|\binvisib/,
  };
  for (const [what, re] of Object.entries(element)) if (re.test(text)) shows.add(what);
  return shows;
}

/** The promises in a word or name: 'Emberfall' promises fire, 'Dawnbreaker' light. */
export function promisesOf(words: string): Set<string> {
  const out = new Set<string>();
  const whole = words
    .toLowerCase()
    .split(/[^a-z’'-]+/)
    .filter(Boolean);
  // 'Sun-Callers' promises the sun as 'Sun' does: hyphenated parts count on their own too.
  const tokens = [...whole, ...whole.flatMap((w) => (w.includes('-') ? w.split('-') : []))];
  for (const token of tokens) {
    for (const [what, list] of ALL_PROMISES) {
      // Coined names start with their root: 'emberfall' begins with 'ember'.
      if (list.some((w) => token === w || (w.length >= 4 && token.startsWith(w)))) out.add(what);
    }
  }
  return out;
}

/** True when every promise of `words` is in `shows`. */
export function promiseKept(words: string, shows: ReadonlySet<string>): boolean {
  for (const p of promisesOf(words)) if (!shows.has(p)) return false;
  return true;
}
