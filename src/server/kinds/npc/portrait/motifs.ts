// Small inked figures for tattoos and the marks on worn things: a typed motif ('a rose', 'a coiled serpent',
// 'an anchor') is read to the figure that stands for it and drawn as a few strokes in a unit box.
import { el } from '../../../art/svg.js';

export type MotifId =
  | 'flower'
  | 'skull'
  | 'serpent'
  | 'star'
  | 'anchor'
  | 'heart'
  | 'moon'
  | 'sun'
  | 'blade'
  | 'bird'
  | 'spider'
  | 'eye'
  | 'cross'
  | 'waves'
  | 'key'
  | 'crown'
  | 'fish'
  | 'tree'
  | 'feather'
  | 'runes'
  | 'beast'
  | 'shield'
  | 'tower'
  | 'scales'
  | 'anvil'
  | 'hammer'
  | 'lantern'
  | 'bell'
  | 'ship'
  | 'hand'
  | 'cup'
  | 'boar'
  | 'coin'
  | 'grapes'
  | 'rat'
  | 'shell'
  | 'lute'
  | 'harp'
  | 'sheaf'
  | 'book'
  | 'mortar'
  | 'flask'
  | 'plough'
  | 'mask'
  | 'comet'
  | 'horseshoe'
  | 'drum'
  | 'moth'
  | 'cog'
  | 'apple'
  | 'beehive'
  | 'bellows'
  | 'acorn'
  | 'spiral'
  | 'swirl';

/** Words of a motif and the figure drawn for them; the first match wins, anything else is a swirl of lines. */
const MOTIF_WORDS: readonly (readonly [RegExp, MotifId])[] = [
  // Things of several words first: 'a bunch of grapes', 'a sheaf of barley', 'a closed book bound with a cord'.
  [/\b(?:grapes?|vines? of grapes|bunch of grapes|berries|cluster of berries)\b/, 'grapes'],
  [/\b(?:sheaf|sheaves|wheat|barley|corn|ears? of (?:wheat|barley|corn)|wheat ear|harvest)\b/, 'sheaf'],
  [/\b(?:books?|tomes?|ledgers?|grimoires?|codex|psalter)\b/, 'book'],
  [/\b(?:lutes?|lyres?|mandolins?|fiddles?|viols?|citterns?|gitterns?)\b/, 'lute'],
  [/\bharps?\b/, 'harp'],
  [/\b(?:drums?|tambours?|tambourines?)\b/, 'drum'],
  [/\b(?:rats?|mice|mouse|rodents?)\b/, 'rat'],
  [/\b(?:shells?|cowries?|cowrie shells?|scallops?|conch|oysters?|snail)\b/, 'shell'],
  [/\b(?:mortars?|pestles?)\b/, 'mortar'],
  [/\b(?:retorts?|flasks?|vials?|phials?|alembics?|potions?|bottles?)\b/, 'flask'],
  [/\b(?:ploughs?|plows?|ploughshares?|sickles?|scythes?)\b/, 'plough'],
  [/\bmasks?\b/, 'mask'],
  [/\b(?:comets?|shooting stars?|falling stars?)\b/, 'comet'],
  [/\bhorseshoes?\b/, 'horseshoe'],
  [/\b(?:moths?|butterfl(?:y|ies)|bees?|wasps?|beetles?|dragonfl(?:y|ies)|insects?)\b/, 'moth'],
  [/\b(?:cogs?|gears?|cogwheels?|clockwork)\b/, 'cog'],
  [/\b(?:apples?|pears?|plums?|pomegranates?|fruit)\b/, 'apple'],
  [/\b(?:beehives?|hives?|skeps?|honeycombs?)\b/, 'beehive'],
  [/\bbellows\b/, 'bellows'],
  [/\b(?:acorns?|nuts?|pine ?cones?)\b/, 'acorn'],
  [/\b(?:spirals?|knots?|coils?|whorls?)\b/, 'spiral'],
  [/\b(?:shields?|escutcheon|buckler)\b/, 'shield'],
  [/\b(?:towers?|castle|keep|gate|portcullis|turret)s?\b/, 'tower'],
  [/\b(?:scales?|balance)\b/, 'scales'],
  [/\banvils?\b/, 'anvil'],
  [/\b(?:hammers?|mallets?|tongs)\b/, 'hammer'],
  [/\b(?:lanterns?|lamps?|candles?|flames?|hearth|torch)\b/, 'lantern'],
  [/\bbells?\b/, 'bell'],
  [/\b(?:ships?|boats?|galleys?)\b/, 'ship'],
  [/\b(?:open hand|hands?|palms?|fist)\b/, 'hand'],
  [/\b(?:cups?|tankards?|goblets?|chalices?|barrels?|mugs?|jugs?)\b/, 'cup'],
  [/\b(?:boars?|pigs?|hogs?)\b/, 'boar'],
  [/\b(?:coins?|pennies|penny|wheels?)\b/, 'coin'],
  [/\b(?:rose|flower|lily|lotus|blossom|daisy|tulip|poppy|orchid|violet|thistle|bloom|petal)s?\b/, 'flower'],
  [/\b(?:skull|death'?s head|skeleton|bones?)\b/, 'skull'],
  [/\b(?:snake|serpent|viper|adder|dragon|wyrm|eel|cobra|salamander|lizard|newt|basilisk)s?\b/, 'serpent'],
  [/\b(?:stars?|starburst|compass)\b/, 'star'],
  [/\banchors?\b/, 'anchor'],
  [/\bhearts?\b/, 'heart'],
  [/\b(?:moon|crescent)s?\b/, 'moon'],
  [/\bsun(?:burst)?s?\b/, 'sun'],
  [/\b(?:dagger|sword|blade|knife|axe|spear|arrow)s?\b/, 'blade'],
  [
    /\b(?:bird|raven|crow|swallow|sparrow|eagle|hawk|dove|owl|falcon|phoenix|gull|heron|magpie|nightingale|lark|cockerel|rooster|hen|goose|geese|swan|duck|wren|robin|finch|crane|stork|peacock|parrot|songbird|kingfisher|bat|wings?)s?\b/,
    'bird',
  ],
  [/\b(?:spider|web|scorpion)s?\b/, 'spider'],
  [/\beyes?\b/, 'eye'],
  [/\b(?:cross|ankh|holy symbol)\b/, 'cross'],
  [/\b(?:waves?|sea|tide|water|river)\b/, 'waves'],
  [/\bkeys?\b/, 'key'],
  [/\bcrowns?\b/, 'crown'],
  [/\b(?:fish|carp|koi|shark|whale|mermaid)\b/, 'fish'],
  [
    /\b(?:tree|oak|pine|fir|yew|ash|rowan|willow|holly|birch|leaf|leaves|vine|ivy|branch|thorns?|bramble)s?\b/,
    'tree',
  ],
  [/\bfeathers?\b/, 'feather'],
  [/\b(?:runes?|letters?|names?|initials?|words?|script|sigils?|glyphs?|numbers?)\b/, 'runes'],
  [
    /\b(?:wolf|bear|lion|boar|stag|hound|dog|cat|tiger|bull|ox|oxen|goat|ram|deer|horse|fox|hare|badger|otter|camel|elephant|lynx|panther|leopard|unicorn|elk|moose|mule|donkey|beast|griffin)s?\b/,
    'beast',
  ],
];

/** The figure for a motif's words; a figure the words do not name is drawn as a plain spiral ornament. */
export function motifOf(words: string | null): MotifId {
  if (!words) return 'swirl';
  const text = words.toLowerCase();
  for (const [pattern, id] of MOTIF_WORDS) if (pattern.test(text)) return id;
  return 'spiral';
}

/** Whether the words name a figure the picture can draw (not the plain ornament drawn for unknown words). */
export function knownMotif(words: string): boolean {
  const text = words.toLowerCase();
  return MOTIF_WORDS.some(([pattern]) => pattern.test(text));
}

/** Round dots as one path (grapes, berries): each a full circle in two arcs. */
function dots(points: readonly (readonly [number, number])[], r: number): string {
  return points
    .map(([x, y]) => `M${x - r} ${y}a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0 ${-2 * r} 0Z`)
    .join('');
}

/** A gear wheel with `teeth` teeth and a hole, as one evenodd path. */
function gear(teeth: number): string {
  const pts: string[] = [];
  for (let i = 0; i < teeth * 4; i++) {
    const a = (i / (teeth * 4)) * Math.PI * 2;
    const r = i % 4 < 2 ? 0.95 : 0.7;
    pts.push(`${(Math.cos(a) * r).toFixed(3)} ${(Math.sin(a) * r).toFixed(3)}`);
  }
  return `M${pts.join('L')}ZM-0.3 0a0.3 0.3 0 1 0 0.6 0a0.3 0.3 0 1 0 -0.6 0Z`;
}

/** Strokes of each figure in a unit box (-1..1), as SVG path data. */
const STROKES: Readonly<Record<MotifId, { line: string; fill?: string }>> = {
  flower: {
    line: 'M0 1.1L0 0.25M0 0.7Q-0.4 0.5 -0.55 0.75M0 0.8Q0.35 0.55 0.5 0.8',
    fill: 'M0 0.25C-0.6 0.2 -0.75 -0.5 -0.3 -0.55C-0.2 -0.9 0.2 -0.9 0.3 -0.55C0.75 -0.5 0.6 0.2 0 0.25Z',
  },
  skull: {
    line: 'M-0.25 0.55L-0.25 0.85M0 0.55L0 0.85M0.25 0.55L0.25 0.85',
    fill: 'M-0.7 -0.1C-0.7 -0.9 0.7 -0.9 0.7 -0.1C0.7 0.25 0.45 0.35 0.4 0.6L-0.4 0.6C-0.45 0.35 -0.7 0.25 -0.7 -0.1ZM-0.45 -0.15A0.18 0.18 0 1 0 -0.09 -0.15A0.18 0.18 0 1 0 -0.45 -0.15ZM0.09 -0.15A0.18 0.18 0 1 0 0.45 -0.15A0.18 0.18 0 1 0 0.09 -0.15Z',
  },
  serpent: {
    line: 'M-0.8 0.9C-0.2 0.9 0.6 0.6 0.3 0.1C0 -0.35 -0.7 -0.2 -0.4 -0.6C-0.2 -0.9 0.4 -0.85 0.65 -0.7',
    fill: 'M0.6 -0.85L0.95 -0.72L0.62 -0.55Z',
  },
  star: {
    line: '',
    fill: 'M0 -1L0.24 -0.32L0.95 -0.3L0.38 0.12L0.59 0.8L0 0.4L-0.59 0.8L-0.38 0.12L-0.95 -0.3L-0.24 -0.32Z',
  },
  anchor: {
    line: 'M0 -0.55L0 0.85M-0.45 -0.25L0.45 -0.25M-0.75 0.35Q-0.6 0.95 0 0.85Q0.6 0.95 0.75 0.35',
    fill: 'M-0.2 -0.75A0.2 0.2 0 1 0 0.2 -0.75A0.2 0.2 0 1 0 -0.2 -0.75Z',
  },
  heart: {
    line: '',
    fill: 'M0 0.85C-0.9 0.2 -0.95 -0.45 -0.5 -0.7C-0.25 -0.82 -0.05 -0.65 0 -0.45C0.05 -0.65 0.25 -0.82 0.5 -0.7C0.95 -0.45 0.9 0.2 0 0.85Z',
  },
  moon: { line: '', fill: 'M0.2 -0.9A0.9 0.9 0 1 0 0.2 0.9A0.7 0.7 0 1 1 0.2 -0.9Z' },
  sun: {
    line: 'M0 -1L0 -0.65M0 1L0 0.65M-1 0L-0.65 0M1 0L0.65 0M-0.7 -0.7L-0.45 -0.45M0.7 0.7L0.45 0.45M-0.7 0.7L-0.45 0.45M0.7 -0.7L0.45 -0.45',
    fill: 'M-0.42 0A0.42 0.42 0 1 0 0.42 0A0.42 0.42 0 1 0 -0.42 0Z',
  },
  blade: {
    line: 'M-0.45 0.35L0.45 0.35M0 0.35L0 0.95',
    fill: 'M0 -1L0.18 -0.6L0.15 0.3L-0.15 0.3L-0.18 -0.6Z',
  },
  bird: { line: 'M-1 -0.1Q-0.5 -0.6 0 0Q0.5 -0.6 1 -0.1M-0.15 0.05L0 0.35L0.15 0.05', fill: '' },
  spider: {
    line: 'M-0.9 -0.6L-0.3 -0.1M0.9 -0.6L0.3 -0.1M-0.95 0L-0.3 0.05M0.95 0L0.3 0.05M-0.9 0.6L-0.3 0.2M0.9 0.6L0.3 0.2',
    fill: 'M-0.3 0.1A0.3 0.36 0 1 0 0.3 0.1A0.3 0.36 0 1 0 -0.3 0.1Z',
  },
  eye: {
    line: 'M-1 0Q0 -0.8 1 0Q0 0.8 -1 0Z',
    fill: 'M-0.28 0A0.28 0.28 0 1 0 0.28 0A0.28 0.28 0 1 0 -0.28 0Z',
  },
  cross: {
    line: '',
    fill: 'M-0.15 -0.95L0.15 -0.95L0.15 -0.4L0.6 -0.4L0.6 -0.1L0.15 -0.1L0.15 0.95L-0.15 0.95L-0.15 -0.1L-0.6 -0.1L-0.6 -0.4L-0.15 -0.4Z',
  },
  waves: {
    line: 'M-1 -0.4Q-0.5 -0.8 0 -0.4Q0.5 0 1 -0.4M-1 0.2Q-0.5 -0.2 0 0.2Q0.5 0.6 1 0.2M-1 0.8Q-0.5 0.4 0 0.8Q0.5 1.2 1 0.8',
  },
  key: {
    line: 'M0 -0.35L0 0.95M0 0.55L0.35 0.55M0 0.8L0.3 0.8',
    fill: 'M-0.35 -0.65A0.35 0.35 0 1 0 0.35 -0.65A0.35 0.35 0 1 0 -0.35 -0.65Z',
  },
  crown: { line: '', fill: 'M-0.9 0.6L-0.9 -0.5L-0.45 0L0 -0.75L0.45 0L0.9 -0.5L0.9 0.6Z' },
  fish: { line: '', fill: 'M-0.9 0C-0.4 -0.6 0.4 -0.5 0.6 0L1 -0.45L1 0.45L0.6 0C0.4 0.5 -0.4 0.6 -0.9 0Z' },
  tree: {
    line: 'M0 1L0 -0.2M0 0.3L-0.45 -0.1M0 0.1L0.4 -0.25',
    fill: 'M0 -1C0.7 -0.9 0.85 -0.2 0.3 -0.1C0.1 0.05 -0.1 0.05 -0.3 -0.1C-0.85 -0.2 -0.7 -0.9 0 -1Z',
  },
  feather: {
    line: 'M-0.6 0.95L0.55 -0.9M-0.3 0.45L-0.55 0.25M-0.05 0.05L-0.35 -0.15M0.2 -0.35L-0.1 -0.55M-0.15 0.35L0.2 0.4M0.1 -0.05L0.45 0M0.35 -0.45L0.65 -0.4',
  },
  runes: {
    line: 'M-0.8 -0.7L-0.8 0.7M-0.8 -0.7L-0.4 -0.3M-0.1 0.7L-0.1 -0.7L0.25 0L-0.1 0.35M0.55 -0.7L0.55 0.7M0.55 -0.1L0.9 -0.5M0.55 -0.1L0.9 0.3',
  },
  beast: {
    line: 'M-0.55 -0.5L-0.35 -0.95L-0.1 -0.5M0.1 -0.5L0.35 -0.95L0.55 -0.5',
    fill: 'M-0.65 -0.45C-0.8 0.2 -0.35 0.9 0 0.95C0.35 0.9 0.8 0.2 0.65 -0.45C0.3 -0.6 -0.3 -0.6 -0.65 -0.45Z',
  },
  swirl: { line: 'M-0.8 -0.5Q0 -1 0.4 -0.4Q0.8 0.2 0 0.4Q-0.6 0.5 -0.3 0.9Q0.2 1.1 0.8 0.7' },
  shield: { line: '', fill: 'M-0.8 -0.85L0.8 -0.85L0.8 0C0.8 0.5 0.4 0.8 0 1C-0.4 0.8 -0.8 0.5 -0.8 0Z' },
  tower: {
    line: '',
    fill: 'M-0.55 1L-0.55 -0.55L-0.75 -0.55L-0.75 -0.95L-0.45 -0.95L-0.45 -0.75L-0.15 -0.75L-0.15 -0.95L0.15 -0.95L0.15 -0.75L0.45 -0.75L0.45 -0.95L0.75 -0.95L0.75 -0.55L0.55 -0.55L0.55 1L0.18 1L0.18 0.45Q0 0.25 -0.18 0.45L-0.18 1Z',
  },
  scales: {
    line: 'M0 -0.85L0 0.85M-0.45 0.85L0.45 0.85M-0.8 -0.6L0.8 -0.6M-0.8 -0.6L-0.95 0M-0.8 -0.6L-0.6 0M0.8 -0.6L0.6 0M0.8 -0.6L0.95 0',
    fill: 'M-1 0Q-0.78 0.35 -0.55 0ZM0.55 0Q0.78 0.35 1 0Z',
  },
  anvil: {
    line: '',
    fill: 'M-1 -0.5L0.6 -0.5Q0.9 -0.5 1 -0.3L0.5 -0.1L0.3 0.2L0.3 0.5L0.6 0.8L-0.6 0.8L-0.3 0.5L-0.3 0.2L-0.6 -0.1Z',
  },
  hammer: { line: 'M0 -0.4L0 1', fill: 'M-0.7 -0.85L0.7 -0.85L0.7 -0.35L-0.7 -0.35Z' },
  lantern: {
    line: 'M-0.2 -0.95Q0 -1.15 0.2 -0.95',
    fill: 'M-0.45 -0.8L0.45 -0.8L0.5 0.8L-0.5 0.8ZM-0.22 -0.5L0.22 -0.5L0.22 0.5L-0.22 0.5Z',
  },
  bell: {
    line: '',
    fill: 'M-0.15 -0.95L0.15 -0.95L0.15 -0.8C0.6 -0.7 0.6 -0.1 0.65 0.45L0.9 0.7L-0.9 0.7L-0.65 0.45C-0.6 -0.1 -0.6 -0.7 -0.15 -0.8ZM-0.15 0.75L0.15 0.75L0.15 0.95L-0.15 0.95Z',
  },
  ship: {
    line: 'M0 -1L0 0.3M0 -0.9L0.6 -0.1L0 -0.1',
    fill: 'M-0.95 0.3L0.95 0.3L0.6 0.85L-0.6 0.85ZM0 -0.85L-0.65 -0.05L0 -0.05Z',
  },
  hand: {
    line: '',
    fill: 'M-0.45 1L-0.5 0.1L-0.75 -0.35L-0.6 -0.45L-0.35 -0.1L-0.35 -0.8L-0.15 -0.8L-0.12 -0.2L-0.05 -0.95L0.15 -0.95L0.15 -0.2L0.25 -0.85L0.45 -0.85L0.4 -0.15L0.52 -0.6L0.7 -0.55L0.55 0.3L0.45 1Z',
  },
  cup: {
    line: 'M-0.3 0.9L0.3 0.9M0 0.35L0 0.9',
    fill: 'M-0.7 -0.8L0.7 -0.8Q0.7 0.35 0 0.4Q-0.7 0.35 -0.7 -0.8Z',
  },
  boar: {
    line: 'M-0.5 0.35L-0.5 0.8M0.5 0.35L0.5 0.8M-0.9 -0.05L-1 0.15',
    fill: 'M-0.85 -0.05C-0.8 -0.5 -0.2 -0.65 0.4 -0.5L0.55 -0.75L0.62 -0.4C0.85 -0.3 0.95 -0.1 1 0.1L0.75 0.2C0.5 0.45 -0.5 0.5 -0.85 0.2Z',
  },
  grapes: {
    line: 'M0 -0.62Q0.05 -0.85 0.25 -0.98M0.05 -0.8Q0.45 -0.95 0.6 -0.7',
    fill: dots(
      [
        [-0.42, -0.38],
        [0, -0.42],
        [0.42, -0.38],
        [-0.22, 0],
        [0.22, 0],
        [-0.5, 0.02],
        [0.5, 0.02],
        [0, 0.36],
        [-0.26, 0.34],
        [0.26, 0.34],
        [0, 0.7],
      ],
      0.2,
    ),
  },
  rat: {
    line: 'M-0.6 0.3Q-0.95 0.45 -0.75 0.75Q-0.55 1 -0.95 0.95',
    fill: 'M-0.65 0.32C-0.7 -0.25 0.1 -0.5 0.5 -0.1L0.98 0.18L0.45 0.38C0.1 0.45 -0.3 0.45 -0.65 0.32ZM0.22 -0.38a0.16 0.16 0 1 0 0.32 0a0.16 0.16 0 1 0 -0.32 0Z',
  },
  shell: {
    line: 'M0 0.85L-0.55 -0.5M0 0.85L0 -0.68M0 0.85L0.55 -0.5M0 0.85L-0.8 -0.05M0 0.85L0.8 -0.05',
    fill: 'M0 0.92L-0.45 0.55L-0.9 -0.05C-0.85 -0.85 0.85 -0.85 0.9 -0.05L0.45 0.55Z',
  },
  lute: {
    line: 'M-0.14 0.4a0.14 0.14 0 1 0 0.28 0a0.14 0.14 0 1 0 -0.28 0M0 -0.9L-0.25 -1',
    fill: 'M0 0.95C-0.62 0.95 -0.66 0.2 -0.34 -0.06C-0.2 -0.18 0.2 -0.18 0.34 -0.06C0.66 0.2 0.62 0.95 0 0.95ZM-0.08 -0.12L-0.08 -0.9L0.08 -0.9L0.08 -0.12Z',
  },
  harp: {
    line: 'M-0.55 0.9L-0.55 -0.85Q0.3 -0.95 0.7 0.75L-0.55 0.9M-0.3 -0.8L-0.3 0.87M-0.05 -0.75L-0.05 0.84M0.2 -0.6L0.2 0.81M0.45 -0.25L0.45 0.78',
  },
  sheaf: {
    line: 'M0 0.95L0 -0.35M-0.25 0.95L-0.12 -0.3M0.25 0.95L0.12 -0.3M-0.48 0.9L-0.26 -0.22M0.48 0.9L0.26 -0.22M-0.4 0.32L0.4 0.32',
    fill: 'M-0.09 -0.35a0.09 0.32 0 1 0 0.18 0a0.09 0.32 0 1 0 -0.18 0ZM-0.4 -0.3a0.09 0.3 0 1 0 0.18 0a0.09 0.3 0 1 0 -0.18 0ZM0.22 -0.3a0.09 0.3 0 1 0 0.18 0a0.09 0.3 0 1 0 -0.18 0Z',
  },
  book: {
    line: 'M0 -0.55L0 0.9M-0.85 0.12L0.85 0.12',
    fill: 'M-0.88 -0.72L0 -0.55L0.88 -0.72L0.88 0.75L0 0.9L-0.88 0.75Z',
  },
  mortar: {
    line: 'M0.05 -0.05L0.55 -0.92',
    fill: 'M-0.82 -0.12L0.82 -0.12Q0.78 0.78 0 0.84Q-0.78 0.78 -0.82 -0.12ZM-0.35 0.84L0.35 0.84L0.45 1L-0.45 1Z',
  },
  flask: {
    line: 'M-0.28 -0.9L0.28 -0.9',
    fill: 'M-0.15 -0.9L0.15 -0.9L0.15 -0.3C0.7 -0.15 0.78 0.85 0 0.92C-0.78 0.85 -0.7 -0.15 -0.15 -0.3Z',
  },
  plough: {
    line: 'M-0.95 -0.7L0.25 0.35M-0.45 -0.25L-0.7 0.3M-0.95 -0.7L-0.7 -0.85',
    fill: 'M0.1 0.25L0.98 0.25L0.45 0.8Z',
  },
  mask: {
    line: '',
    fill: 'M-0.9 -0.45C-0.9 -0.85 0.9 -0.85 0.9 -0.45C0.9 0.35 0.45 0.9 0 0.9C-0.45 0.9 -0.9 0.35 -0.9 -0.45ZM-0.58 -0.18a0.2 0.13 0 1 0 0.4 0a0.2 0.13 0 1 0 -0.4 0ZM0.18 -0.18a0.2 0.13 0 1 0 0.4 0a0.2 0.13 0 1 0 -0.4 0ZM-0.2 0.45Q0 0.6 0.2 0.45Q0 0.52 -0.2 0.45Z',
  },
  comet: {
    line: 'M0.3 -0.3L-0.95 0.9M0.48 -0.2L-0.55 0.95M0.2 -0.48L-0.95 0.5',
    fill: 'M0.2 -0.55a0.32 0.32 0 1 0 0.64 0a0.32 0.32 0 1 0 -0.64 0Z',
  },
  horseshoe: {
    line: '',
    fill: 'M-0.72 -0.9L-0.36 -0.9L-0.36 0.15C-0.36 0.6 0.36 0.6 0.36 0.15L0.36 -0.9L0.72 -0.9L0.72 0.15C0.72 1.05 -0.72 1.05 -0.72 0.15Z',
  },
  drum: {
    line: 'M-0.8 -0.35Q0 -0.7 0.8 -0.35M-0.8 -0.35L-0.4 0.65L0 -0.35L0.4 0.65L0.8 -0.35M-0.55 -0.98L-0.05 -0.55M0.55 -0.98L0.05 -0.55',
    fill: 'M-0.8 -0.35Q0 -0.05 0.8 -0.35L0.8 0.6Q0 0.9 -0.8 0.6Z',
  },
  moth: {
    line: 'M0 -0.3L0 0.55M0 -0.3L-0.28 -0.85M0 -0.3L0.28 -0.85',
    fill: 'M0 -0.05C-0.5 -0.9 -1 -0.6 -0.82 -0.1C-0.95 0.3 -0.5 0.75 0 0.12C0.5 0.75 0.95 0.3 0.82 -0.1C1 -0.6 0.5 -0.9 0 -0.05Z',
  },
  cog: { line: '', fill: gear(8) },
  apple: {
    line: 'M0 -0.45Q0.05 -0.75 0.2 -0.95M0.08 -0.72Q0.45 -0.95 0.6 -0.7Q0.35 -0.55 0.08 -0.72',
    fill: 'M0 -0.45C-0.5 -0.8 -0.95 -0.3 -0.85 0.2C-0.75 0.75 -0.3 0.95 0 0.8C0.3 0.95 0.75 0.75 0.85 0.2C0.95 -0.3 0.5 -0.8 0 -0.45Z',
  },
  beehive: {
    line: 'M-0.8 0.2L0.8 0.2M-0.72 -0.2L0.72 -0.2M-0.48 -0.56L0.48 -0.56',
    fill: 'M-0.82 0.82L-0.82 0.2C-0.82 -0.95 0.82 -0.95 0.82 0.2L0.82 0.82ZM-0.16 0.82L-0.16 0.5Q0 0.35 0.16 0.5L0.16 0.82Z',
  },
  bellows: {
    line: 'M0 0.55L0 1M-0.3 -0.9L-0.15 -0.55M0.3 -0.9L0.15 -0.55M-0.45 -0.1L0.45 -0.1M-0.35 0.2L0.35 0.2',
    fill: 'M0 -0.6L0.65 -0.2L0.4 0.55L-0.4 0.55L-0.65 -0.2Z',
  },
  acorn: {
    line: 'M0 -0.62L0.08 -0.9',
    fill: 'M-0.62 -0.2C-0.62 -0.7 0.62 -0.7 0.62 -0.2ZM-0.5 -0.15L0.5 -0.15C0.5 0.5 0.15 0.85 0 0.95C-0.15 0.85 -0.5 0.5 -0.5 -0.15Z',
  },
  spiral: {
    line: 'M0 0a0.12 0.12 0 0 1 0.24 0a0.3 0.3 0 0 1 -0.6 0a0.48 0.48 0 0 1 0.96 0a0.66 0.66 0 0 1 -1.32 0a0.84 0.84 0 0 1 1.68 0',
  },
  coin: {
    line: 'M-0.55 0A0.55 0.55 0 1 0 0.55 0A0.55 0.55 0 1 0 -0.55 0',
    fill: 'M-0.9 0A0.9 0.9 0 1 0 0.9 0A0.9 0.9 0 1 0 -0.9 0ZM-0.7 0A0.7 0.7 0 1 1 0.7 0A0.7 0.7 0 1 1 -0.7 0Z',
  },
};

/**
 * A motif inked at (x, y), `size` px across, in `color`; mirrored for the other side of the body so a pair reads
 * as one figure. Returned as a group marked with its part, place and figure so the picture can be read back.
 */
export function drawMotif(
  id: MotifId,
  x: number,
  y: number,
  size: number,
  color: string,
  opacity = 0.85,
  mirror = false,
  lineWidth = 1.6,
): string {
  const k = size / 2;
  const { line, fill } = STROKES[id];
  const transform = `translate(${x.toFixed(1)} ${y.toFixed(1)}) scale(${(mirror ? -k : k).toFixed(2)} ${k.toFixed(2)})`;
  const parts: string[] = [];
  if (fill) parts.push(el('path', { d: fill, fill: color, 'fill-rule': 'evenodd', opacity, transform }));
  if (line)
    parts.push(
      el('path', {
        d: line,
        fill: 'none',
        stroke: color,
        'stroke-width': (lineWidth / k).toFixed(3),
        'stroke-linecap': 'round',
        opacity,
        transform,
      }),
    );
  return parts.join('');
}
