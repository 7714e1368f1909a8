// NPC appearance, written from the decided look (face, colours, hair, eyes, horns, scars, beard, age, build,
// clothes cut and colour, layers, headwear, what the hands hold, armour, weapon, jewels and the game master's own
// details): every word about the body or the clothes is bound here from `looks`, which the portrait draws. Each
// part is composed from the look's facts in several sentence shapes; the grammar picks the shape and the order.
import type { NpcLooks, NpcSide } from '../../../../shared/kinds/npc.js';
import { agree, capitalize, listJoin, type Pronouns, withArticle } from '../../../engine/english.js';
import type { GrammarContext, Person, RuleSet } from '../../../engine/grammar.js';
import { createRng, type Rng } from '../../../engine/rng.js';
import { worldItem } from '../../../engine/world-pick.js';
import { mentionsHeld, mentionsWeapon } from '../looks-features.js';

/** How many frames each keepsake place offers the grammar (the fewer places repeat theirs). */
export const KEEPSAKE_FRAMES = 10;
/** The frames of the trade's mark on the hands and of its smell (see tradeSentences). */
const TRADE_FRAMES = 12;
/** The frames of the beard sentence (see beardSentences). */
const BEARD_FRAMES = 6;
/** The frames of the opening sentence (see openingSentences). */
const OPENING_FRAMES = 20; // the length of openingSentences' frames
/** The frames of the age sentence (see ageSentences). */
const AGE_FRAMES = 18;

export const APPEARANCE_RULES: RuleSet = {
  appearance: [
    '<!child> #app_open# #app_eye_gone# #app_hair# #app_beard# #app_horns# #app_scars# #app_marks# #lookDetails# #app_age# #app_wear# #app_held# #app_trade_if# #keepsake_worn#',
    '<!child> #app_open# #app_eye_gone# #app_horns# #app_scars# #app_hair# #app_beard# #app_age# #app_marks# #lookDetails# #app_trade_if# #app_wear# #app_held# #keepsake_worn#',
    '<!child> #app_open# #app_hair# #app_beard# #app_eye_gone# #app_horns# #app_scars# #app_marks# #lookDetails# #app_wear# #app_held# #app_age# #keepsake_worn# #app_trade_if#',
    '<!child> #app_open# #app_wear# #app_held# #app_eye_gone# #app_hair# #app_beard# #app_horns# #app_scars# #app_age# #app_marks# #lookDetails# #keepsake_worn# #app_trade_if#',
    '<!child> #app_open# #app_eye_gone# #app_age# #app_hair# #app_beard# #app_horns# #app_scars# #app_marks# #app_trade_if# #app_held# #lookDetails# #app_wear# #keepsake_worn#',
    '<!child> #app_open# #app_eye_gone# #app_held# #app_horns# #app_scars# #app_marks# #app_wear# #app_hair# #app_beard# #lookDetails# #app_age# #keepsake_worn# #app_trade_if#',
    '<child> #lookChildOpen# #app_eye_gone# #app_hair# #app_horns# #app_scars# #app_marks# #lookDetails# #app_wear# #app_held# #lookChildMark# #keepsake_worn#',
  ],

  app_open: Array.from({ length: OPENING_FRAMES }, (_, i) => `#lookOpen.o${i}#`),
  app_wear: ['#lookWear.a#', '#lookWear.b#', '#lookWear.c#'],
  app_held: ['#lookHeld.a#', '#lookHeld.b#'],
  app_hair_some: ['#lookHairLine.a#', '#lookHairLine.b#', '#lookHairLine.c#'],
  app_age: Array.from({ length: AGE_FRAMES }, (_, i) => `#lookAge.a${i}#`),

  // The trade's mark on the hands, the voice or the smell, only when the face has none of its own to tell.
  app_trade_if: ['<!scarred !marked !one-eye> #app_trade#', '<else> '],
  app_trade: [...Array.from({ length: TRADE_FRAMES }, (_, i) => `#lookTrade.t${i}#`), ' '],

  app_eye_gone: [
    '<one-eye eyepatch> #npc.Their# #lookEyeGone# eye is gone, the socket covered by a leather eyepatch.',
    '<one-eye eyepatch> A leather eyepatch covers the empty socket of #npc.their# #lookEyeGone# eye.',
    '<one-eye eyepatch> #npc.They:wears# a black eyepatch over the #lookEyeGone# eye #npc.they# lost.',
    '<one-eye eyepatch> Where #npc.their# #lookEyeGone# eye was, #npc.they# #npc.v:wears# a patch of black leather.',
    '<one-eye scarred-lid> #npc.Their# #lookEyeGone# eye is gone, the lid scarred shut over it.',
    '<one-eye scarred-lid> Where #npc.their# #lookEyeGone# eye was, a scar seals the lid shut.',
    '<one-eye scarred-lid> A puckered scar has closed #npc.their# #lookEyeGone# eye for good.',
    '<else> ',
  ],

  app_hair: [
    '<hair-some> #app_hair_some#',
    '<bald> #npc.They:is# as bald as an egg.',
    '<bald> #npc.Their# scalp is bald and shining.',
    '<bald> #npc.They:is# bald: not a hair grows on #npc.their# head.',
    '<bald> #npc.Their# head is bald and brown as a nut.',
    '<shaved> #npc.Their# head is shaved to #lookHair.a# shadow.',
    '<shaved> #npc.They:keeps# #npc.their# head shaved, #lookHair.a# shadow over the scalp.',
    '<shaved> #npc.Their# scalp is razored close, with only #lookHair.a# shadow left.',
    '<hair-told> ',
    '<hairless !old> #npc.Their# scales are polished and #npc.their# claws neatly filed.',
    '<hairless !old> #npc.Their# scales have a dull, workaday sheen, and #npc.their# claws are chipped.',
    '<hairless !old> #npc.Their# scales are oiled to a shine every morning, and it shows.',
    '<hairless !old> A few scales along #npc.their# jaw have been lost and grown back paler.',
    '<hairless !old> #npc.Their# claws are filed short and blunt, as if #npc.they# once had to promise to.',
    '<hairless old> #npc.Their# scales have dulled with age and flake at the edges.',
    '<hairless old> Age has faded #npc.their# scales at the edges and worn #npc.their# claws to stubs.',
    '<hairless old> The scales at #npc.their# throat have gone thin and papery with the years.',
  ],

  app_beard: [...Array.from({ length: BEARD_FRAMES }, (_, i) => `<beard> #lookBeardLine.b${i}#`), '<else> '],
  app_horns: ['<horned> #lookHorns.capitalize#.', '<else> '],
  app_scars: ['<scarred> #lookScars#', '<else> '],
  app_marks: ['<marked> #lookMarks#', '<else> '],

  // Where the keepsake is worn: composed in bindLooks from the keepsake and the look (lookKeepsake).
  keepsake_worn: Array.from({ length: KEEPSAKE_FRAMES }, (_, i) => `#lookKeepsake.f${i}#`),
};

/** How each hair style reads after 'is' ("Her hair is chestnut and ...", "Her chestnut hair is ..."). */
const HAIR_STYLE_WORDS: Readonly<Record<string, readonly string[]>> = {
  cropped: [
    'cropped short',
    'cut close to the skull',
    'clipped short as a brush',
    'cut short with a careless blade',
    'kept short and practical',
  ],
  'side-swept': [
    'swept to one side',
    'combed over to one side',
    'parted low and swept across the brow',
    'brushed sideways off the face',
  ],
  tousled: [
    'tousled into an untidy thatch',
    'an untidy mop',
    'rumpled as if just out of bed',
    'a tousled thatch',
    'tousled and in want of a comb',
  ],
  'long-straight': [
    'long and straight',
    'long and loose',
    'worn long, straight past the shoulders',
    'long, straight and heavy',
    'left loose past the shoulders',
  ],
  'long-wavy': [
    'long and loosely waved',
    'long and wavy',
    'a long fall of waves',
    'worn long in soft waves',
    'long, with a wave in it',
  ],
  bun: [
    'pinned up in a bun',
    'wound into a knot at the nape',
    'coiled in a tight bun',
    'twisted up and skewered with a pin',
    'gathered into a knot at the back',
  ],
  ponytail: [
    'tied back in a tail',
    'pulled back in a tail',
    'bound at the nape with a strip of leather',
    'caught back in a tail with a cord',
    'tied off at the neck',
  ],
  braids: [
    'worn in long braids',
    'braided in two long plaits',
    'in two thick plaits',
    'plaited into a pair of ropes',
    'worn in twin braids',
    'braided and tied off with thread',
    'woven into two heavy braids',
    'done in a pair of tight plaits',
    'braided close to the head and pinned',
  ],
  braid: [
    'worn in a single long braid',
    'plaited into one thick braid',
    'in one braid over the shoulder',
    'bound in a single plait',
  ],
  curly: [
    'curled tight',
    'a mass of tight curls',
    'springy and curling',
    'a cap of close curls',
    'curled like a ram’s fleece',
  ],
  wild: [
    'wild, in tufts no comb has tamed',
    'wild and uncombed',
    'an uncombable tangle',
    'sticking up in every direction',
    'as wild as a hedge',
    'an untamed thicket',
  ],
  mohawk: [
    'shaved at the sides, with a crest down the middle',
    'razored at the sides and left in a stiff crest',
    'worn in a crest, the sides shaved',
  ],
  topknot: [
    'gathered in a topknot',
    'tied up in a topknot',
    'drawn up into a knot on the crown',
    'wound into a topknot',
  ],
  bob: ['cut in a blunt bob', 'cut level with the jaw', 'bobbed at the chin', 'cropped to the jawline'],
};
/** The game master's words for a cut the portrait draws another way, as they read after 'is'. */
const TYPED_STYLE: Readonly<Record<string, string>> = {
  dreadlocks: 'worn in dreadlocks',
  cornrows: 'braided in cornrows',
  plaits: 'worn in plaits',
  ringlets: 'a fall of ringlets',
  wavy: 'long and wavy',
  ponytail: 'tied back in a ponytail',
  bun: 'pinned up in a bun',
  topknot: 'gathered in a topknot',
  bob: 'cut in a bob',
  braids: 'worn in braids',
  braid: 'worn in a braid',
  curls: 'a mass of curls',
  mohawk: 'shaved at the sides to a mohawk',
};

/** A typed cut in words that follow 'is': its own phrase, or 'worn in' a typed noun ('a single long braid'). */
function typedStyle(word: string): string {
  const known = TYPED_STYLE[word];
  if (known) return known;
  if (/\b(?:braid|plait|bun|topknot|ponytail|tail|knot)$/.test(word)) return `worn in ${withArticle(word)}`;
  return word;
}

const BEARD_WORDS: Readonly<Record<string, (colour: string, word: string | undefined, rng: Rng) => string>> =
  {
    stubble: (c, _w, rng) =>
      wpick(rng, 'npc_ap1', [
        `a shadow of ${c} stubble`,
        `${c} stubble`,
        `a few days’ ${c} stubble`,
        `a rasp of ${c} stubble`,
      ]),
    moustache: (c, w, rng) =>
      w && /handlebar/.test(w)
        ? `${withArticle(c)} handlebar moustache`
        : w
          ? `${withArticle(`${w} ${c}`)} moustache`
          : wpick(rng, 'npc_ap2', [
              `${withArticle(c)} moustache`,
              `a drooping ${c} moustache`,
              `a neat ${c} moustache`,
              `a bristling ${c} moustache`,
            ]),
    goatee: (c, _w, rng) =>
      wpick(rng, 'npc_ap3', [
        `a neat ${c} goatee`,
        `a pointed ${c} goatee`,
        `a tuft of ${c} beard at the chin`,
      ]),
    short: (c, w, rng) =>
      w
        ? `${withArticle(`${w} ${c}`)} beard`
        : wpick(rng, 'npc_ap4', [`a short ${c} beard`, `a close-trimmed ${c} beard`, `a clipped ${c} beard`]),
    full: (c, w, rng) =>
      w
        ? `${withArticle(`${w} ${c}`)} beard`
        : wpick(rng, 'npc_ap5', [
            `a full ${c} beard`,
            `a thick ${c} beard`,
            `a bushy ${c} beard`,
            `a square-cut ${c} beard`,
          ]),
    // A typed style keeps its own word ('a flowing white beard', 'a forked black beard').
    long: (c, w, rng) =>
      w
        ? `${withArticle(`${w} ${c}`)} beard`
        : wpick(rng, 'npc_ap6', [
            `a long ${c} beard`,
            `${withArticle(c)} beard that reaches the chest`,
            `a long, combed ${c} beard`,
          ]),
    // 'a braided red beard' typed is said as typed; otherwise how it is braided.
    braided: (c, w, rng) =>
      w === 'braided'
        ? `${withArticle(`braided ${c}`)} beard`
        : `${withArticle(c)} beard ${w === 'plaited' ? 'plaited' : 'braided'} ${wpick(rng, 'npc_ap7', ['in thick ropes', 'into a single rope', 'and bound with rings', 'down to the chest'])}`,
    forked: (c, w, rng) =>
      w
        ? `a ${w} ${c} beard`
        : wpick(rng, 'npc_ap8', [
            `a forked ${c} beard`,
            `${withArticle(c)} beard combed into two forks`,
            `${withArticle(c)} beard split in a fork`,
          ]),
    sideburns: (c, w, rng) =>
      w ? `${c} ${w}` : wpick(rng, 'npc_ap9', [`bushy ${c} sideburns`, `long ${c} sideburns`]),
  };

/** Eyes as the prose says them: "grey eyes", "one grey eye", "solid gold eyes". */
export function eyesPhrase(looks: NpcLooks, solid: boolean): string {
  const colour = `${solid ? 'solid ' : ''}${looks.eyes.word}`;
  return looks.missingEye ? `one ${colour} eye` : `${colour} eyes`;
}

function hornsPhrase(horns: NonNullable<NpcLooks['horns']>, their: string, rng: Rng): string {
  const colour = horns.word;
  // Several ways to say each shape, through the world: one account's dragonborn do not share one horn sentence.
  const shape: Record<string, readonly string[]> = {
    ram: [
      `${colour} ram’s horns curl round ${their} ears`,
      `${colour} horns coil round ${their} ears like a ram’s`,
    ],
    swept: [
      `${colour} horns sweep back over ${their} skull`,
      `${colour} horns lie swept back along ${their} skull`,
    ],
    straight: [
      `short, straight ${colour} horns rise from ${their} brow`,
      `two short ${colour} horns stand straight up from ${their} brow`,
    ],
    crown: [
      `a crown of small ${colour} horns rings ${their} brow`,
      `small ${colour} horns ring ${their} brow like a crown`,
    ],
    dragon: [
      `${colour} horns sweep back from ${their} brow`,
      `${colour} horns rake back from ${their} brow`,
      `a pair of ${colour} horns runs back from ${their} brow along the skull`,
      `${their} brow ends in ${colour} horns swept backwards`,
    ],
  };
  const ways = shape[horns.style] ?? [`${colour} horns rise from ${their} brow`];
  const base = worldItem(rng, `npc_horns_${horns.style}`, ways, ways);
  return horns.snapped ? `${base}, the ${horns.snapped} one snapped off short` : base;
}

const SCAR_WORDS: Readonly<Record<string, readonly ((their: string) => string)[]>> = {
  'left-cheek': [
    (t) => `An old scar runs across ${t} left cheek.`,
    (t) => `A pale seam of scar marks ${t} left cheek.`,
    (t) => `${capitalize(t)} left cheek is crossed by a scar.`,
  ],
  'right-cheek': [
    (t) => `An old scar runs across ${t} right cheek.`,
    (t) => `A pale seam of scar marks ${t} right cheek.`,
    (t) => `${capitalize(t)} right cheek is crossed by a scar.`,
  ],
  'left-brow': [
    (t) => `A scar cuts through ${t} left eyebrow.`,
    (t) => `${capitalize(t)} left eyebrow is split by a scar.`,
    (t) => `A nick of scar parts ${t} left brow.`,
  ],
  'right-brow': [
    (t) => `A scar cuts through ${t} right eyebrow.`,
    (t) => `${capitalize(t)} right eyebrow is split by a scar.`,
    (t) => `A nick of scar parts ${t} right brow.`,
  ],
  jaw: [
    (t) => `An old blade cut runs along ${t} jaw.`,
    (t) => `A long scar follows the line of ${t} jaw.`,
    (t) => `${capitalize(t)} jaw carries a pale scar.`,
  ],
  lip: [(t) => `A scar splits ${t} upper lip.`, (t) => `${capitalize(t)} upper lip is split by an old scar.`],
  snout: [(t) => `A pale scar runs across ${t} snout.`],
  forehead: [(t) => `A scar crosses ${t} forehead.`, (t) => `An old scar slants across ${t} forehead.`],
  nose: [(t) => `A scar crosses the bridge of ${t} nose.`],
};

/** Where each scar lies, as a sentence ends ('across her left cheek'). */
const SCAR_PLACES: Readonly<Record<string, string>> = {
  'left-cheek': 'left cheek',
  'right-cheek': 'right cheek',
  'left-brow': 'left brow',
  'right-brow': 'right brow',
  jaw: 'jaw',
  lip: 'upper lip',
  snout: 'snout',
  forehead: 'forehead',
  nose: 'nose',
};

/** A scar told from an age, a kind and a way of lying, so one account's scarred guards do not share one sentence. */
function composedScar(place: string, their: string, rng: Rng): string {
  const where = SCAR_PLACES[place] ?? place.replace('-', ' ');
  const age = wpick(rng, 'npc_ap10', [
    'An old',
    'A pale',
    'A thin',
    'A puckered',
    'A faded',
    'A white',
    'A ridged',
  ]);
  const kind = wpick(rng, 'npc_ap11', ['scar', 'scar', 'seam of scar', 'line of scar tissue']);
  // 'An old scar from some old fight' says old twice.
  const how = wpick(rng, 'npc_ap12', [
    'from a blade',
    'from a fall',
    age === 'An old' ? 'from some fight' : 'from some old fight',
    'nobody asks about',
    '',
  ]);
  // 'A puckered scar ... puckers' says it twice.
  const lies = pick(
    rng,
    age === 'A puckered'
      ? ['crosses', 'marks', 'cuts across']
      : ['crosses', 'marks', 'cuts across', 'puckers'],
  );
  return `${age} ${kind}${how ? ` ${how}` : ''} ${lies} ${their} ${where}.`;
}

const METAL_WORDS: Readonly<Record<string, string>> = {
  '#c9ced6': 'silver',
  '#d4a93a': 'gold',
  '#c09a4a': 'brass',
  '#b8643a': 'copper',
  '#6a6e74': 'iron',
  '#e8dcc0': 'bone',
  '#a8713a': 'bronze',
  '#9aa6b4': 'steel',
};

function markSentence(mark: NpcLooks['marks'][number], v: Voice, marks: NpcLooks['marks'], rng: Rng): string {
  const their = v.their;
  const side = (s: NpcSide | null) => (s ? `${s} ` : '');
  const metal = METAL_WORDS[mark.colour ?? ''] ?? 'gold';
  // A typed mark is told in the plain words the game master used (the first of each list); a drawn one varies.
  const choose = mark.typed ? <T>(_rng: Rng, items: readonly T[]) => items[0] as T : pick;
  switch (mark.kind) {
    case 'earring': {
      // A pair is told once.
      const pair = marks.filter((m) => m.kind === 'earring').length >= 2;
      if (pair)
        return mark.side === 'right'
          ? ''
          : mark.typed
            ? `${capitalize(metal)} earrings hang from both ${their} ears.`
            : wpick(rng, 'npc_earring_pair', [
                `${capitalize(metal)} earrings hang from both ${their} ears.`,
                `${v.They} ${v.v('wears')} a small ${metal} hoop in each ear.`,
                `${capitalize(their)} ears are hung with ${metal} rings.`,
                `Small ${metal} hoops glint at ${their} ears.`,
                `A pair of ${metal} earrings catches the light when ${v.they} ${v.v('turns')}.`,
                `${capitalize(metal)} drop earrings swing at ${their} ears.`,
                `${v.They} ${v.v('wears')} ${metal} earrings in both ears.`,
                `Each ear carries a ${metal} hoop.`,
                `${capitalize(metal)} stud earrings mark both ${their} earlobes.`,
                `${capitalize(their)} earlobes are weighted with ${metal} earrings.`,
              ]);
      return choose(rng, [
        `${capitalize(withArticle(metal))} earring hangs from ${their} ${side(mark.side)}ear.`,
        `${v.They} ${v.v('wears')} a single ${metal} ring in ${their} ${side(mark.side)}ear.`,
        `${capitalize(their)} ${side(mark.side)}ear carries ${withArticle(metal)} hoop.`,
      ]);
    }
    case 'nose-ring':
      return choose(rng, [
        `${capitalize(withArticle(metal))} ring pierces ${their} nose.`,
        `${v.They} ${v.v('wears')} ${withArticle(metal)} ring through ${their} nose.`,
      ]);
    case 'tattoo':
      return choose(rng, [
        `A dark tattoo curls across ${their} ${side(mark.side)}cheek.`,
        `Ink marks ${their} ${side(mark.side)}cheek in a dark curl.`,
      ]);
    case 'burn':
      return choose(rng, [
        `An old burn puckers the skin of ${their} ${side(mark.side)}cheek.`,
        `${capitalize(their)} ${side(mark.side)}cheek is shiny with an old burn.`,
      ]);
    case 'freckles':
      return mark.typed
        ? `Freckles spatter ${their} nose and cheeks.`
        : wpick(rng, 'npc_freckles', [
            `Freckles spatter ${their} nose and cheeks.`,
            `${capitalize(their)} face is dusted with freckles.`,
            `A scatter of freckles crosses ${their} nose.`,
            `${v.They} ${v.v('is')} freckled from brow to chin.`,
            `Freckles run thick across ${their} cheeks.`,
            `${capitalize(their)} nose is peppered with freckles.`,
            `${v.They} ${v.v('is')} freckled.`,
            `Sun has freckled ${their} cheeks.`,
            `Freckles fleck ${their} arms and face.`,
          ]);
    case 'grey-streak': {
      const c = mark.colour === '#ecebe6' ? 'white' : mark.colour === '#c9ccd2' ? 'silver' : 'grey';
      return choose(rng, [
        `A streak of ${c} runs through ${their} hair.`,
        `One lock at ${their} brow has gone ${c}.`,
        `${capitalize(their)} hair carries a single streak of ${c}.`,
      ]);
    }
    case 'warpaint':
      return choose(rng, [
        `Stripes of war paint mark ${their} cheeks.`,
        `${capitalize(their)} cheeks are striped with war paint.`,
      ]);
    case 'sigils':
      return choose(rng, [
        `Fine sigils are inked above ${their} brow.`,
        `A line of small sigils is inked across ${their} brow.`,
      ]);
  }
}

/** Adjectives a feature may be on its own ('tall', 'very pale'): told as what the NPC is. */
const ADJECTIVE =
  /^(?:very |quite |rather |unusually |strikingly |oddly )?(?:tall|short|small|tiny|huge|gaunt|thin|fat|plump|pale|handsome|beautiful|pretty|ugly|plain|striking|hunched|stooped|nervous|twitchy|shy|loud|quiet|graceful|clumsy|limping|lame|blind|deaf|mute|old|young|weathered|scarred|freckled|sunburned|sunburnt|filthy|clean|immaculate|dishevelled|disheveled|unkempt|scruffy|elegant|imposing|wiry|muscular|stocky|lanky|hulking|slender|pockmarked|pock-marked|[a-z]+-(?:eyed|faced|haired|skinned|toothed|jawed|nosed|shouldered|legged|armed|handed|fingered|bearded|browed|cheeked|lipped))$/i;
const GARMENT_NOUN =
  /^(?:motley|finery|livery|silks|furs|rags|mourning|cloak|cape|coat|greatcoat|robe|robes|tunic|dress|gown|doublet|jerkin|vest|waistcoat|shawl|scarf|sash|hood|hat|cap|bonnet|gloves|boots|sandals|slippers|apron|tabard|surcoat|kilt|skirt|trousers|breeches|uniform|habit|cassock|vestments|mantle|poncho|jacket|coif)$/i;
const MASS_NOUNS =
  /\b(?:skin|hair|stubble|ink|paint|blood|fur|scales|clothing|clothes|laughter|breath|posture|gait|heterochromia|acne|dandruff|rosacea|vitiligo|jewellery|jewelry|war paint|makeup|kohl)$/i;

/**
 * A feature the game master typed, as a sentence of its own in their words: a verb phrase follows the name
 * ("Brunna smells of pipe smoke."), an adjective is what they are ("Brunna is tall."), a thing is something they
 * have ("Brunna has a gold tooth.").
 */
export function extraSentence(extra: string, first: string, pronouns?: Pronouns, byPronoun = false): string {
  const text = extra.trim().replace(/[\s.,;:!]+$/u, '');
  // Told by pronoun (after the name has been said once), the verbs agree with it: 'They wear', 'They are'.
  if (byPronoun && pronouns) {
    const sentence = extraSentence(extra, 'SUBJECT', pronouns);
    const subject = capitalize(pronouns.subject);
    return sentence.replace(/^SUBJECT (\S+)/, (_m, verb: string) => `${subject} ${agree(verb, pronouns)}`);
  }
  const gentle =
    /^[A-Z][a-z]/.test(text) && !/^[A-Z][a-z]+ [A-Z]/.test(text)
      ? text[0]!.toLowerCase() + text.slice(1)
      : text;
  const own = pronouns ? ownWords(gentle, pronouns.possessive) : gentle;
  if (
    /^(has|wears|walks|speaks|carries|limps|smells|bears|is|keeps|never|always|stutters|hums|whistles|talks|sings|laughs|rarely|often|can|cannot|can't|likes|loves|hates|moves|stands|sits|looks|seems|chews|smokes|squints|blinks|sways|stoops|lisps|mutters|dresses|goes)\b/i.test(
      own,
    )
  )
    return `${first} ${own}.`;
  // 'missing two fingers', 'blind in one eye', 'covered in tattoos': what they are; 'scarred knuckles' is a thing.
  // 'missing little finger' takes its article: 'missing a little finger'.
  if (/^missing\b/i.test(own)) {
    const rest = own.replace(/^missing\s+/i, '');
    const noun =
      rest
        .split(/ (?:on|of|from|at|in)\b/)[0]!
        .split(' ')
        .pop() ?? '';
    const bare =
      !/^(?:a|an|the|his|her|their|one|two|three|four|five|both|several|some|most|half|all|an?)\b/i.test(
        rest,
      ) && !/s$/i.test(noun);
    return `${first} is missing ${bare ? withArticle(rest) : rest}.`;
  }
  if (
    /^(blind|deaf|lame|scarred|tattooed|covered|marked|dressed|clad|pierced|bald|shaved|shaven)(?:$| (?:in|on|at|by|with|from|across|over|to|of|all|from)\b)/i.test(
      own,
    )
  )
    return `${first} is ${own}.`;
  if (ADJECTIVE.test(own) || /^(?:tall|short) and [a-z]+$/i.test(own)) return `${first} is ${own}.`;
  if (/^(a|an|the|one|two|three|four|five|some|many|several)\b/i.test(own))
    return `${first} has ${own.replace(/^the /i, 'a ')}.`;
  // The head noun is the last word before a preposition: 'whip scars on the back' is plural, takes no article.
  const head =
    own.split(
      / (?:on|in|at|across|over|along|around|round|through|with|of|from|under|behind|near|between|down|up|that|which)\b/,
    )[0] ?? own;
  const noun = head.split(' ').pop() ?? '';
  // A garment is worn, not had: 'red and yellow motley' -> 'wears red and yellow motley'.
  if (GARMENT_NOUN.test(noun)) {
    const plain =
      (/s$/i.test(noun) && !/(?:ss|us)$/i.test(noun)) ||
      /^(?:motley|finery|livery|silks|furs|rags|black|mourning)$/i.test(noun);
    return `${first} wears ${plain ? own : withArticle(own)}.`;
  }
  if ((/s$/i.test(noun) && !/(?:ss|us|is)$/i.test(noun)) || MASS_NOUNS.test(head))
    return `${first} has ${own}.`;
  return `${first} has ${withArticle(own)}.`;
}

/** Body parts named with 'the', 'his', 'her' or 'their' become the NPC's own ('on the neck' -> 'on her neck'). */
function ownWords(text: string, their: string): string {
  return text.replace(
    /\b(?:the|his|her|their)\s+(?=(?:left |right |both |upper |lower )?(?:neck|throat|hands?|arms?|forearms?|wrists?|fingers?|knuckles?|palms?|cheeks?|face|forehead|brow|eyebrows?|eyes?|ears?|nose|chin|jaw|lips?|mouth|scalp|head|chest|back(?! of)|shoulders?|legs?|thighs?|calves|ankles?|feet|foot|belly|side|temples?|nape|collarbones?|ribs|skull|knees?|hip|waist|snout|muzzle|frill|horns?|tail|claws?|scales)\b)/gi,
    `${their} `,
  );
}

/** A look-seeded stream for wording: the same look and name give the same candidate sentences. */
function wordRng(looks: NpcLooks, name: string): Rng {
  return createRng(`${name}|${JSON.stringify(looks)}`, 'appearance-words');
}

interface Voice {
  first: string;
  p: Pronouns;
  They: string;
  they: string;
  their: string;
  Their: string;
  them: string;
  /** A verb agreed with the pronoun: v('is') -> 'is' / 'are'. */
  v: (verb: string) => string;
}

function voiceOf(person: Person | undefined, their: string): Voice {
  const p: Pronouns = person?.pronouns ?? {
    subject: their === 'his' ? 'he' : their === 'her' ? 'she' : 'they',
    object: their === 'his' ? 'him' : their === 'her' ? 'her' : 'them',
    possessive: their,
    possessivePronoun: their === 'his' ? 'his' : their === 'her' ? 'hers' : 'theirs',
    reflexive: their === 'his' ? 'himself' : their === 'her' ? 'herself' : 'themself',
    plural: their === 'their',
  };
  return {
    first: person?.first ?? capitalize(p.subject),
    p,
    They: capitalize(p.subject),
    they: p.subject,
    their: p.possessive,
    Their: capitalize(p.possessive),
    them: p.object,
    v: (verb) => agree(verb, p),
  };
}

const pick = <T>(rng: Rng, items: readonly T[]): T => rng.pick(items);
/** A pick the account's world steers (worldItem): one account's nobles do not all wear one brooch sentence. */
const wpick = <T>(rng: Rng, symbol: string, items: readonly T[]): T => worldItem(rng, symbol, items, items);
/** Up to `n` distinct items, in a random order. */
function some<T>(rng: Rng, items: readonly T[], n: number): T[] {
  const pool = [...items];
  const out: T[] = [];
  while (out.length < n && pool.length) out.push(pool.splice(rng.int(0, pool.length - 1), 1)[0]!);
  return out;
}

// --- The face and the opening sentence ----------------------------------------------------------------------

const SHAPE_WORDS: Readonly<Record<string, readonly string[]>> = {
  oval: ['an oval face', 'even features', 'a fine-boned face', 'a smooth oval of a face', 'regular features'],
  long: [
    'a long face',
    'a long jaw',
    'a long, solemn face',
    'a horse-long face',
    'a face all length and bone',
  ],
  round: [
    'a round face',
    'round cheeks',
    'a moon of a face',
    'a full, round face',
    'a face as round as a plate',
  ],
  square: [
    'a square jaw',
    'a square face',
    'a jaw like a cut stone',
    'a blunt, square jaw',
    'a block of a jaw',
  ],
  heart: [
    'a heart-shaped face',
    'a pointed chin',
    'a face that narrows to a pointed chin',
    'wide cheekbones over a small chin',
  ],
  broad: ['a broad face', 'wide cheekbones', 'a broad, flat-cheeked face', 'a wide, open face'],
  narrow: [
    'a narrow face',
    'sharp cheekbones',
    'a thin, narrow face',
    'a face like a blade',
    'hollow cheeks',
  ],
};
const NOSE_WORDS: Readonly<Record<string, readonly string[]>> = {
  hooked: ['a hooked nose', 'a nose like a hawk’s beak', 'a high, hooked nose', 'a beak of a nose'],
  snub: ['a snub nose', 'an upturned nose', 'a short, upturned nose', 'a button nose'],
  broad: ['a broad nose', 'a wide, flat nose', 'a broad, flattened nose', 'a wide-nostrilled nose'],
  long: ['a long nose', 'a long, thin nose', 'a nose of some length', 'a long, inquisitive nose'],
  crooked: ['a nose broken once and set crooked', 'a crooked nose', 'a nose bent from an old break'],
  fine: ['a fine, straight nose', 'a narrow nose', 'a delicate nose', 'a thin-bridged nose'],
  bulbous: ['a bulbous nose', 'a big round nose', 'a nose like a ripe plum', 'a red knob of a nose'],
  straight: ['a straight nose', 'a strong nose', 'a plain, straight nose', 'a nose with a high bridge'],
};
const BROW_WORDS: Readonly<Record<string, readonly string[]>> = {
  heavy: ['heavy brows', 'a heavy brow', 'dark, heavy brows', 'a low, heavy brow'],
  bushy: ['bushy brows', 'thick, bristling brows', 'brows like two hedges', 'shaggy brows'],
  fine: ['fine brows', 'thin brows', 'pale, fine brows', 'brows like pencil strokes'],
  arched: ['arched brows', 'high-arched brows', 'brows that arch in permanent surprise', 'quizzical brows'],
  straight: ['level brows', 'straight brows', 'a level gaze under straight brows', 'brows drawn straight'],
};
const EYE_MOODS = [
  'watchful',
  'tired',
  'bright',
  'steady',
  'narrow',
  'kind',
  'shrewd',
  'heavy-lidded',
  'quick',
  'patient',
  'sharp',
  'wary',
  'clear',
  'restless',
  'deep-set',
  'wide-set',
  'sleepy',
  'level',
];

/** What each people's face has that no other does, beside the look's colours. */
const RACE_EXTRAS: Readonly<Record<string, readonly string[]>> = {
  // Eight or more: five elves or halflings asked for in a row each get their own.
  elf: [
    'long pointed ears',
    'an ageless stillness',
    'ears that end in fine points',
    'tapering ears',
    'ears swept back to a point',
    'narrow, leaf-shaped ears',
    'finely pointed ears',
    'high ears that catch every sound',
    'a stillness about the face',
  ],
  'half-elf': ['gently pointed ears', 'half-elven ears', 'ears with a slight point'],
  dwarf: [
    'weather-red cheeks',
    'a craggy face',
    'a heavy, solid jaw',
    'a brow like a rock ledge',
    'a broad, blunt-boned face',
    'cheekbones like knuckles',
    'a square jaw set like a vice',
    'a face as weathered as a gatepost',
    'a nose once broken and badly set',
    'a jaw like an anvil',
    'deep-set eyes under a shelf of brow',
    'a face all planes and angles',
    'a wide mouth set in a hard line',
  ],
  halfling: [
    'apple cheeks',
    'a face that creases easily',
    'dimpled cheeks',
    'a snub, cheerful face',
    'round, ruddy cheeks',
    'a merry, open face',
    'a grin never far off',
    'a face made for laughing',
    'plump cheeks',
  ],
  gnome: ['a face like a walnut', 'enormous ears', 'a wide, delighted grin', 'cheeks as round as apples'],
  'half-orc': ['lower tusks filed blunt', 'small chipped tusks', 'a jutting jaw', 'tusks capped with brass'],
  tiefling: ['a long, restless tail', 'a tail that twitches when thinking', 'a sharp, angled face'],
  dragonborn: [
    'a long, narrow snout',
    'a frill at the jaw',
    'nostrils that smoke faintly',
    'a heavy, toothed jaw',
  ],
};
const RACE_NOUNS: Readonly<Record<string, string>> = {
  human: 'human',
  elf: 'elf',
  dwarf: 'dwarf',
  halfling: 'halfling',
  gnome: 'gnome',
  'half-elf': 'half-elf',
  'half-orc': 'half-orc',
  tiefling: 'tiefling',
  dragonborn: 'dragonborn',
};

/** The part of the face a phrase is about, so a face is never given two shapes or two jaws. */
function facePart(phrase: string): string {
  const m =
    /\b(face|features|jaw|chin|cheeks?|cheekbones|brows?|brow|nose|ears?|tusks?|snout|grin|tail)\b/.exec(
      phrase,
    );
  const word = m?.[1] ?? phrase;
  if (/^(?:face|features)$/.test(word)) return 'face';
  if (/^(?:cheeks?|cheekbones)$/.test(word)) return 'cheeks';
  if (/^brows?$/.test(word)) return 'brows';
  if (/^ears?$/.test(word)) return 'ears';
  return word;
}

/** Whether a skin is dark enough that 'pale', 'white' or 'ruddy' would contradict it. */
function darkSkin(looks: NpcLooks): boolean {
  const n = Number.parseInt(looks.skin.hex.slice(1), 16);
  const lum = (0.299 * ((n >> 16) & 255) + 0.587 * ((n >> 8) & 255) + 0.114 * (n & 255)) / 255;
  return (
    lum < 0.5 || /\b(?:brown|dark|bronze|black|ebony|green|grey|red|blue|purple)\b/.test(looks.skin.word)
  );
}
/** Words of the body that name a complexion: not for a skin they would contradict. */
const COMPLEXION = /\bpale\b|\bwhite\b|ruddy|red-cheeked|reddened|sunburned|pink/;

/** The face as a list: skin or scales (always named when they are not human colours), shape, nose, brows, eyes. */
function facePhrase(
  looks: NpcLooks,
  race: string,
  eyes: string,
  rng: Rng,
  told: (pattern: RegExp) => boolean = () => false,
): string {
  const face = looks.face;
  const parts: string[] = [];
  const skinFirst = race !== 'human' || looks.skin.typed === true || rng.chance(0.35);
  if (skinFirst) parts.push(`${looks.skin.word} ${looks.skin.kind}`);
  const pool: string[] = [];
  if (face) {
    // A snout is not a face shape: dragonborn are told by their scales, brows and jaw.
    // What the game master said of the face is told in their words; ours only say the rest.
    if (looks.skin.kind !== 'scales' && !told(/\b(?:face|faced|jaw|jawed|chin)\b/))
      pool.push(worldWord(`npc_face_shape_${face.shape}`, SHAPE_WORDS[face.shape] ?? SHAPE_WORDS.oval!, rng));
    if (face.nose && !told(/\bnose\b/))
      pool.push(worldWord(`npc_face_nose_${face.nose}`, NOSE_WORDS[face.nose] ?? NOSE_WORDS.straight!, rng));
    if (!told(/\bbrows?\b|eyebrow/))
      pool.push(
        worldWord(`npc_face_brow_${face.brows}`, BROW_WORDS[face.brows] ?? BROW_WORDS.straight!, rng),
      );
  }
  const chosen = some(rng, pool, skinFirst ? 1 : 2);
  // The people's own mark, unless it names a part already told (a jaw twice, a face twice), or an agelessness
  // the lines of the face would contradict.
  const allExtras = RACE_EXTRAS[race] ?? [];
  const extras = allExtras.filter(
    (x) =>
      !chosen.some((c) => facePart(c) === facePart(x)) &&
      !(looks.age.lines >= 2 && /ageless/.test(x)) &&
      !(told(/\bears?\b/) && /\bears?\b/.test(x)) &&
      !(told(/\btusks?\b/) && /\btusks?\b/.test(x)) &&
      // Nor one that says the skin's word again ('weathered skin ... a face as weathered as a gatepost').
      !(skinFirst && looks.skin.word.split(/[\s-]+/).some((w) => w.length > 3 && x.includes(w))),
  );
  // Drawn through the world: one account's dwarves do not all share the same jaw.
  if (extras.length) chosen.push(worldItem(rng, `npc_face_extra_${race}`, allExtras, extras));
  parts.push(...chosen);
  const mood = !looks.missingEye && rng.chance(0.5) ? `${wpick(rng, 'npc_ap13', EYE_MOODS)} ` : '';
  parts.push(`${mood}${eyes}`);
  return listJoin(parts);
}

/** A word of a list drawn through the world (see worldItem): one account's faces do not share one nose. */
function worldWord(symbol: string, words: readonly string[], rng: Rng): string {
  return worldItem(rng, symbol, words, words);
}

/** Words for the trade on the body, by the look's archetype; none is also an answer. */
const BODY_WORDS: Readonly<Record<string, readonly string[]>> = {
  merchant: ['well fed', 'well groomed', 'soft-handed', 'sleek', 'brisk', 'prosperous-looking'],
  guard: ['weathered', 'heavy-shouldered', 'square-set', 'hard-eyed', 'straight-backed', 'thick-necked'],
  noble: ['straight-backed', 'elegant', 'immaculate', 'languid', 'poised', 'pale from indoor living'],
  innkeeper: [
    'thick-armed',
    'red-cheeked',
    'broad-handed',
    'quick on their feet',
    'ruddy from the kitchen fire',
    'flour-dusted',
    'loud-voiced',
    'steady-handed',
  ],
  smith: [
    'soot-streaked',
    'heavy-armed',
    'thick-wristed',
    'ruddy from the forge',
    'barrel-chested',
    'scorch-marked',
  ],
  priest: ['serene', 'careworn', 'soft-spoken', 'gentle-eyed', 'upright', 'austere'],
  wizard: [
    'ink-stained',
    'stoop-shouldered',
    'absent-looking',
    'pale from candlelight',
    'distracted',
    'bony-fingered',
  ],
  thief: ['quick-eyed', 'nimble', 'light-footed', 'forgettable', 'restless', 'loose-limbed'],
  outlaw: ['travel-worn', 'wary', 'sun-dark', 'hard-bitten', 'lean-cheeked', 'weatherbeaten'],
  farmer: ['weather-beaten', 'strong-handed', 'sunburned', 'slow-spoken', 'broad-backed', 'wind-reddened'],
  bard: ['theatrical', 'bright-eyed', 'restless', 'expressive', 'loose-limbed', 'flamboyant'],
  alchemist: ['stain-fingered', 'twitchy', 'sharp-nosed', 'pale', 'distracted', 'singed'],
  healer: ['calm', 'steady-handed', 'tired-eyed', 'gentle', 'brisk', 'clean-handed'],
  ranger: ['wind-burned', 'quiet-footed', 'sun-darkened', 'rangy', 'watchful', 'travel-stained'],
  sailor: ['salt-weathered', 'sun-browned', 'rolling-gaited', 'rope-handed', 'wind-burned', 'brine-cured'],
  scholar: ['ink-stained', 'short-sighted', 'stooped', 'pale from the library', 'precise', 'fussy'],
  labourer: ['work-hardened', 'broad-backed', 'dusty', 'heavy-handed', 'sweat-stained', 'thick-armed'],
  commoner: ['work-worn', 'capable-looking', 'plain', 'tired-eyed', 'sturdy', 'unremarkable'],
};

/** Whether two words of the body say the same thing ('heavy-set' and 'square-set', 'broad' and 'broad-backed'). */
function sameBodyWord(a: string, b: string): boolean {
  const parts = (w: string) =>
    w
      .toLowerCase()
      .split(/[- ,]+/)
      .filter((p) => p.length > 3 && p !== 'from');
  const pa = parts(a);
  const pb = parts(b);
  // Nor two that say opposite things of one back: 'straight as a spear and stoop-shouldered'.
  const upright = /straight|upright|erect|ramrod/i;
  const bent = /stoop|hunch|bent|bowed/i;
  const clash = (upright.test(a) && bent.test(b)) || (bent.test(a) && upright.test(b));
  return clash || pa.some((x) => pb.includes(x)) || (/-set$/.test(a) && /-set$/.test(b));
}

/** Trades whose look gives them away; a thief or a spy who looks 'every inch' one would not last. */
const COVERT_TRADE =
  /thief|spy|assassin|smuggl|cutpurse|burglar|fence|outlaw|poacher|pickpocket|con ?artist|informant/i;

/**
 * Lead-ins that open on something besides the face (the trade's look, an impression, a gesture), the face told by
 * pronoun after them: 25 of one account opened on the face in one shape.
 */
function leadSentences(
  v: Voice,
  occupation: string,
  clothWord: string,
  face: string,
  both: string,
  rng: Rng,
): string[] {
  const facing = [
    `${v.They} ${v.v('is')} ${both}, with ${face}.`,
    `${v.They} ${v.v('has')} ${face}, and ${v.they} ${v.v('is')} ${both}.`,
    `Close to, ${v.they} ${v.v('is')} ${both}, with ${face}.`,
  ];
  const then = (lead: string) => `${lead} ${wpick(rng, 'npc_ap14', facing)}`;
  const trade = /^[a-z][a-z' -]{2,30}$/i.test(occupation) && !COVERT_TRADE.test(occupation) ? occupation : '';
  const a = trade && withArticle(trade.toLowerCase());
  const impressions = [
    `People tend to look twice at ${v.first}.`,
    `${v.first} is the sort of person a stranger remembers afterwards.`,
    `${v.first} draws the eye before ${v.they} ${v.v('says')} a word.`,
    `${v.first} is easy to pick out in a crowd.`,
    `Few people forget ${v.first} after one meeting.`,
  ];
  const gestures = [
    `${v.first} stands with ${v.their} weight on one foot, as if never quite settled.`,
    `${v.first} tilts ${v.their} head a little when listening.`,
    `${v.first} squares ${v.their} shoulders before speaking.`,
    `${v.first} turns to face whoever comes in, out of long habit.`,
    `${v.first} looks a newcomer up and down, slowly.`,
    `${v.first} keeps ${v.their} back to a wall when ${v.they} can.`,
    `${v.first} stands very still while others talk.`,
    `${v.first} never quite faces the door.`,
    `${v.first} rocks on ${v.their} heels while thinking.`,
    `${v.first} talks with ${v.their} hands.`,
  ];
  // Without a trade to show, its frames take another impression and gesture.
  const impression = () => then(worldWord('npc_open_impression', impressions, rng));
  const gesture = () => then(worldWord('npc_open_gesture', gestures, rng));
  // A plain colour people know them by ('seldom seen in anything but wine-red'), not a faded or undyed one.
  const colour = /^[a-z]+(?:-[a-z]+)?$/.test(clothWord) && !/^(?:undyed|plain|faded)$/.test(clothWord);
  return [
    a ? then(`${v.first} looks every inch ${a}.`) : impression(),
    a ? then(`Anyone would take ${v.first} for ${a} at a glance.`) : gesture(),
    impression(),
    gesture(),
    colour ? then(`${v.first} is seldom seen in anything but ${clothWord}.`) : impression(),
    a ? then(`${v.first} has the unmistakable look of ${a}.`) : gesture(),
  ];
}

function openingSentences(
  v: Voice,
  looks: NpcLooks,
  race: string,
  face: string,
  occupation: string,
  rng: Rng,
): Record<string, string> {
  // A simile build is said a few ways (words only: the portrait reads the build, not its word).
  const build =
    looks.build.word === 'thick through the shoulders'
      ? worldWord(
          'npc_build_thick',
          ['thick through the shoulders', 'heavy through the shoulders', 'deep-chested and thick-shouldered'],
          rng,
        )
      : looks.build.word === 'broad as a barn door'
        ? worldWord(
            'npc_build_barn',
            [
              'broad as a barn door',
              'wide as a barn door',
              'as wide as a cart',
              'broad enough to block a doorway',
            ],
            rng,
          )
        : looks.build.word;
  const dark = darkSkin(looks);
  const words = (BODY_WORDS[looks.clothing.archetype] ?? BODY_WORDS.commoner!).filter(
    (w) =>
      !sameBodyWord(w, build) &&
      !(dark && COMPLEXION.test(w)) &&
      // 'pale from candlelight' beside 'pale skin' says it twice.
      !looks.skin.word.split(/[\s-]+/).some((x) => x.length > 3 && w.includes(x)),
  );
  const body = words.length && rng.chance(0.65) ? wpick(rng, 'npc_ap15', words) : '';
  const bodyOwn = body.replace('their', v.their);
  const both = body ? `${build} and ${bodyOwn}` : build;
  // Only a one-word build can stand before the noun ('a wiry half-elf'); 'broad as a barn door' cannot.
  const attributive = !/\s/.test(build) && !/\s/.test(body);
  const people = RACE_NOUNS[race] ?? race;
  // A name takes a singular verb, whatever the pronoun ('Lyraviel has', 'they have').
  // Each frame under a key of its own, the same key for the same frame in every NPC: the grammar picks the key, and a
  // world that has read a frame prefers another. A frame this NPC cannot take is filled by one it can.
  const tail = /\btail\b/.test(face);
  const frames: readonly (string | null)[] = [
    `${v.first} is ${both}, with ${face}.`,
    `${capitalize(both)}, ${v.first} has ${face}.`,
    `${v.first} is ${both} and has ${face}.`,
    attributive
      ? `${v.first} is ${withArticle(`${body ? `${build}, ${body}` : build} ${people}`)} with ${face}.`
      : null,
    // 'A wiry human, Fenn has' says nothing among humans, and recurs: only the other peoples get it.
    attributive && race !== 'human'
      ? `${capitalize(withArticle(`${build} ${people}`))}, ${v.first} has ${face}.`
      : null,
    `What people see first of ${v.first} is ${face}; ${v.they} ${v.v('is')} ${both}.`,
    `${v.first} has ${face}; the rest of ${v.them} is ${both}.`,
    // '...’s face: ..., a broad, blunt-boned face' says the face twice.
    tail || /\bface\b/.test(face)
      ? null
      : `The eye goes first to ${v.first}’s face: ${face}. The rest of ${v.them} is ${both}.`,
    `Of ${v.first}, people remember ${face}, and that ${v.they} ${v.v('is')} ${both}.`,
    `Meet ${v.first} and you see ${face}, ${wpick(rng, 'npc_ap16', ['on a frame that is', 'set on a body that is', 'on a build that is'])} ${both}.`,
    `Across a table, ${v.first} shows ${face}; ${v.they} ${v.v('is')} ${both}.`,
    `The first thing anyone notices about ${v.first} is ${face}; the second, that ${v.they} ${v.v('is')} ${both}.`,
    `${v.first}, ${both}, has ${face}.`,
    `${v.first} is ${both}. ${v.They} ${v.v('has')} ${face}.`,
    ...leadSentences(v, occupation, looks.clothing.clothWord ?? '', face, both, rng.fork('lead')),
  ];
  const usable = frames.filter((f): f is string => f !== null);
  // A frame this NPC cannot take is filled by a spare, not by a second copy of another frame (which came round twice).
  const spares = [
    `Built ${both}, ${v.first} has ${face}.`,
    `${v.first} has ${face}, and ${v.they} ${v.v('is')} ${both}.`,
    `${v.first} has ${face}. ${v.They} ${v.v('is')} ${both}.`,
    `${v.first}: ${both}, with ${face}.`,
  ];
  let spare = 0;
  return Object.fromEntries(
    frames.map((f, i) => [`o${i}`, f ?? spares[spare++] ?? usable[i % usable.length]!]),
  );
}

// --- Hair, beard and age ----------------------------------------------------------------------------------------

function hairSentences(v: Voice, hair: NonNullable<NpcLooks['hair']>, rng: Rng): Record<string, string> {
  // A typed style keeps the game master's word ('curly', 'long', 'in a ponytail', 'a single long braid').
  const styles = hair.styleWord
    ? [typedStyle(hair.styleWord)]
    : (HAIR_STYLE_WORDS[hair.style] ?? ['kept short']);
  const style = worldItem(rng, `npc_hair_style_${hair.style}`, styles, styles);
  const noun = /^(?:a|an) /.test(style);
  // 'a cap of close curls' cannot take a second 'of' ('a cap of close curls of brown'): those frames only for a bare
  // noun. A style that opens 'kept'/'worn' drops it after 'keeps'/'wears' ('keeps his hair kept short' said it twice).
  const ofOk = noun && !/ of | that /.test(style);
  const bare = style.replace(/^(?:worn|kept|left) /, '');
  const shapes = [
    noun ? `${v.Their} hair is ${hair.word}, ${style}.` : `${v.Their} hair is ${hair.word} and ${style}.`,
    `${v.Their} ${hair.word} hair is ${style}.`,
    noun
      ? `${capitalize(hair.word)} hair, ${style}, frames ${v.their} face.`
      : `${v.They} ${v.v('wears')} ${v.their} ${hair.word} hair ${bare}.`,
    ofOk
      ? `${v.Their} hair is ${style} of ${hair.word}.`
      : noun
        ? `${v.Their} ${hair.word} hair is ${style}.`
        : `${v.Their} hair, ${hair.word}, is ${style}.`,
    ofOk
      ? `On ${v.their} head is ${style} of ${hair.word} hair.`
      : noun
        ? `${v.They} ${v.v('has')} ${hair.word} hair, ${style}.`
        : `${v.They} ${v.v('keeps')} ${v.their} ${hair.word} hair ${bare}.`,
  ];
  // Half the time a tail of its own, so one hair sentence is not copied whole between one account's NPCs.
  // Short, and seldom: a tail says nothing a game master can use, and the long ones ('and clean, which is more than
  // most here manage') came back word for word in one account.
  const tails = [
    'whatever the weather',
    'as it has been for years',
    'kept clear of the eyes for work',
    'with little fuss about it',
    'as the work demands',
    'and thinks no more about it',
    'without much care for the looking-glass',
    ...(noun ? [] : ['as always']),
  ];
  const tailRng = rng.fork('hair-tail');
  // 'and thinks no more about it' needs the person as subject ('He keeps...'), not the hair ('His hair is...').
  const tail = (x: string | undefined) => {
    if (!x || x.includes(',') || !tailRng.chance(0.15)) return x;
    const own = x.startsWith(`${v.They} `) ? tails : tails.filter((t) => !t.startsWith('and thinks'));
    return x.replace(/\.$/, `, ${worldItem(tailRng, 'npc_hair_tail', tails, own)}.`);
  };
  // Drawn through the world, so one account's NPCs do not all wear their hair in the same sentence.
  const [a, b, c] = Array.from({ length: 3 }, (_, i) =>
    worldItem(rng, `npc_hair_shape_${i}`, shapes, shapes),
  ).map(tail);
  return { a: a!, b: b!, c: c ?? a! };
}

function beardSentences(
  v: Voice,
  beard: NonNullable<NpcLooks['beard']>,
  rng: Rng,
  matchesHair = false,
): Record<string, string> {
  let words = (BEARD_WORDS[beard.style] ?? BEARD_WORDS.short!)(beard.word, beard.styleWord, rng);
  const plural = beard.style === 'sideburns';
  const has = v.v('has');
  const keeps = v.v('keeps');
  // Right after a hair sentence of the same colour the beard does not name it again: 'He has a bushy beard to match.'
  if (matchesHair) {
    const hadArticle = /^an? /.test(words);
    words = words.replace(beard.word, '').replace(/\s+/g, ' ').replace(/^an? /, '').trim();
    if (hadArticle) words = withArticle(words);
    const whole = /(?:beard|moustache|goatee|stubble|sideburns)$/.test(words);
    const part =
      beard.style === 'moustache'
        ? 'upper lip'
        : beard.style === 'stubble'
          ? 'jaw'
          : plural
            ? 'face'
            : /chest|rope|ropes|rings/.test(words)
              ? 'chest'
              : 'chin';
    const verb =
      beard.style === 'moustache' ? 'shades' : plural ? 'frame' : part === 'chest' ? 'reaches' : 'covers';
    // The match said several ways: 'a beard, the same colour, reaches her chest' came back in one account.
    const same = wpick(rng, 'npc_beard_same', ['the same colour', 'the same shade', 'matching it']);
    const shade = wpick(rng, 'npc_beard_shade', ['the same colour', 'the same shade', 'a like colour']);
    const shapes = [whole ? `${v.They} ${has} ${words} to match.` : `${v.They} ${has} ${words}, ${same}.`];
    if (whole) {
      const heavyBeard = /^(?:full|long|braided|forked)$/.test(beard.style);
      shapes.push(
        `${v.They} ${keeps} ${words} of ${shade}.`,
        beard.style === 'moustache'
          ? `Under ${v.their} nose sits ${words} in the same shade.`
          : heavyBeard
            ? `${capitalize(words)} in the same shade hides ${v.their} jaw.`
            : `${capitalize(words)} in the same shade ${plural ? 'frame' : 'frames'} ${v.their} mouth.`,
      );
    }
    // 'A tuft of beard at the chin covers his chin' says the chin twice.
    if (!words.includes(part)) shapes.push(`${capitalize(words)}, ${same}, ${verb} ${v.their} ${part}.`);
    return beardFrames(shapes);
  }
  const heavy = /^(?:full|long|braided|forked)$/.test(beard.style);
  const shapes =
    beard.style === 'moustache'
      ? [
          `${capitalize(words)} shades ${v.their} upper lip.`,
          `${v.They} ${keeps} ${words}.`,
          `Under ${v.their} nose sits ${words}.`,
        ]
      : beard.style === 'stubble'
        ? [
            `${capitalize(words)} darkens ${v.their} jaw.`,
            `${v.They} ${has} ${words} on ${v.their} jaw.`,
            `${v.Their} cheeks carry ${words}.`,
          ]
        : plural
          ? [`${capitalize(words)} frame ${v.their} face.`, `${v.They} ${keeps} ${words}.`]
          : [
              heavy ? `${v.They} ${has} ${words}.` : `${v.They} ${keeps} ${words}.`,
              `${capitalize(words)} covers ${v.their} chin.`,
              // Only a beard that is more than a tuft hides the face.
              ...(heavy
                ? [
                    `${capitalize(words)} hides the lower half of ${v.their} face.`,
                    `${v.Their} jaw is lost in ${words}.`,
                  ]
                : []),
              `${capitalize(words)} spreads over ${v.their} chest.`,
            ] // Not over the chest when the beard's own words already reach it ('braided down to the chest').
              .filter(
                (x) =>
                  !/over .* chest/.test(x) ||
                  (/long|braided|forked|reaches/.test(words) && !/chest/.test(words)),
              );
  return beardFrames(shapes);
}

/** Every beard frame under a key of its own (b0..): the grammar picks it, and a world prefers one it has not read. */
function beardFrames(shapes: readonly string[]): Record<string, string> {
  return Object.fromEntries(
    Array.from({ length: BEARD_FRAMES }, (_, i) => [`b${i}`, shapes[i % shapes.length]!]),
  );
}

/**
 * Age on the face, composed from where it shows, how and what it is like, so no two read alike. Each frame under a key
 * of its own (a0..), the same key for the same frame in every NPC: a world that has read a frame prefers another.
 */
function ageSentences(v: Voice, looks: NpcLooks, rng: Rng): Record<string, string> {
  const keys = (make: (i: number) => string) =>
    Object.fromEntries(Array.from({ length: AGE_FRAMES }, (_, i) => [`a${i}`, make(i)]));
  if (looks.age.lines === 0) return keys(() => '');
  const T = v.their;
  const scaled = looks.skin.kind === 'scales';
  if (looks.age.lines < 2) {
    const where = wpick(rng, 'npc_ap17', ['eyes', 'mouth', 'brow', 'eyes and mouth', 'temples']);
    const light: readonly (() => string)[] = [
      () =>
        `${wpick(rng, 'npc_ap18', ['Faint', 'Fine', 'The first', 'A few'])} lines ${wpick(rng, 'npc_ap19', ['show', 'have begun', 'gather', 'have settled'])} ${wpick(rng, 'npc_ap20', ['at', 'around'])} ${T} ${where}.`,
      () =>
        `${v.Their} face is only ${wpick(rng, 'npc_ap21', ['starting', 'beginning', 'just starting'])} to show ${T} age.`,
      () =>
        `${wpick(rng, 'npc_ap22', ['Squinting or laughing', 'Years of squinting', 'Laughter, or squinting,'])} has left fine creases ${wpick(rng, 'npc_ap23', ['beside', 'around'])} ${T} eyes.`,
      () =>
        `A ${wpick(rng, 'npc_ap24', ['crease', 'frown line', 'small furrow'])} has settled between ${T} brows.`,
      () =>
        `${wpick(rng, 'npc_ap25', ['Two faint', 'Two fine', 'A pair of faint'])} lines bracket ${T} mouth.`,
      () =>
        `Laugh lines are beginning ${wpick(rng, 'npc_ap26', ['at', 'to show at', 'to gather at'])} ${T} eyes.`,
      () =>
        `${wpick(rng, 'npc_ap27', ['The years have started', 'Time has begun', 'Age has started'])} to mark ${T} ${where}, lightly.`,
      () => `${v.Their} ${where} ${/ and |s$/.test(where) ? 'show' : 'shows'} the first fine lines of age.`,
      () =>
        `A frown line stays on ${T} brow ${wpick(rng, 'npc_ap28', ['after the frown has gone', 'when the mood has passed', 'even at rest'])}.`,
      () =>
        `Small lines ${wpick(rng, 'npc_ap29', ['have gathered at', 'mark', 'crease'])} the corners of ${T} mouth.`,
      () =>
        wpick(rng, 'npc_ap30', [
          `${v.Their} forehead carries one faint line that deepens with any worry.`,
          `${v.Their} forehead carries two faint lines that deepen with any worry.`,
        ]),
      () => `Only close up do the first lines show on ${T} face.`,
      () =>
        `${wpick(rng, 'npc_ap31', ['Wind and work', 'Weather and worry', 'Work and weather'])} have put the first creases ${wpick(rng, 'npc_ap32', ['at the corners of', 'around'])} ${T} eyes.`,
      () =>
        `${v.Their} face has lost the ${wpick(rng, 'npc_ap33', ['smoothness', 'softness'])} of youth ${wpick(rng, 'npc_ap34', ['without yet gaining many lines', 'and gained only a few lines for it'])}.`,
      () => `A line or two has appeared at ${T} ${where} in the last few years.`,
      // Scales do not crease: a dragonborn's 'skin is still clear' spoke of skin the face never had.
      () =>
        scaled
          ? `The scales about ${T} eyes have begun to lose their sheen.`
          : `${v.Their} skin is still ${wpick(rng, 'npc_ap35', ['smooth', 'fresh', 'clear'])}, save ${wpick(rng, 'npc_ap36', ['around', 'beside', 'under'])} ${T} eyes.`,
      () => `Close up, a few fine lines show at ${T} ${where}.`,
      () =>
        `${wpick(rng, 'npc_ap37', ['Care', 'Worry', 'Thought', 'Long reckoning'])} has drawn one faint line across ${T} ${wpick(rng, 'npc_ap38', ['brow', 'forehead'])}.`,
    ];
    return keys((i) => light[i % light.length]!());
  }
  const place = wpick(rng, 'npc_ap39', ['face', 'brow', 'cheeks', 'forehead']);
  const verb = wpick(rng, 'npc_ap40', ['score', 'cut', 'furrow', 'crease', 'seam']);
  const like = wpick(rng, 'npc_ap41', [
    '',
    ' like the grain of old wood',
    ' like a dry riverbed',
    ' like a much-folded letter',
    ' like cracks in old paint',
  ]);
  const more = wpick(rng, 'npc_ap42', [
    '',
    ', and the skin at the jaw has begun to hang',
    `, and ${T} eyes are pouched with age`,
    `, and ${T} hands are spotted with age`,
    `, and ${T} mouth has thinned`,
  ]);
  const deep: readonly (() => string)[] = [
    () =>
      `${wpick(rng, 'npc_ap43', ['Deep', 'Hard', 'Long', 'Heavy'])} lines ${verb} ${T} ${place}${like}${more}.`,
    () =>
      `${v.Their} ${place} ${place === 'cheeks' ? 'are' : 'is'} ${wpick(rng, 'npc_ap44', ['creased', 'seamed', 'furrowed', 'lined'])}${like}${more}.`,
    // The similes fit lines, not every verb: 'Time has folded his face like cracks in old paint'.
    () => `Time has ${wpick(rng, 'npc_ap45', ['worn', 'weathered', 'folded', 'creased'])} ${T} face.`,
    () => `Every year shows in the furrows of ${T} brow${more}.`,
    () => `Deep furrows run from ${T} nose to the corners of ${T} mouth${more}.`,
    () => `The lines around ${T} eyes have deepened into crow’s feet${more}.`,
    () =>
      scaled
        ? `${v.Their} scales have gone dull and dry.`
        : `${v.Their} skin has gone thin and creased${like}.`,
    () =>
      `Age has ${wpick(rng, 'npc_ap46', ['carved', 'cut', 'drawn', 'etched'])} ${wpick(rng, 'npc_ap47', ['deep lines', 'long furrows', 'a web of lines', 'creases'])} ${wpick(rng, 'npc_ap48', ['into', 'across'])} ${T} ${place}.`,
    () => `The lines of ${T} face have set deep, most of all about the eyes${more}.`,
    () => `Years are written plainly across ${T} ${place}${like}.`,
  ];
  return keys((i) => deep[i % deep.length]!());
}

// --- Clothes --------------------------------------------------------------------------------------------------

/**
 * The quality and the cloth of a garment, by class: the prose names them (quality before the colour, cloth after
 * it: 'a sturdy russet wool gown'), never a cloth the class could not afford.
 */
const CLOTH_BY_CLASS: Readonly<Record<string, readonly (readonly [quality: string, cloth: string])[]>> = {
  lower: [
    ['coarse', ''],
    ['', 'homespun'],
    ['rough', 'wool'],
    ['thin', ''],
  ],
  working: [
    ['plain', 'wool'],
    ['sturdy', ''],
    ['', 'linen'],
    ['stout', 'wool'],
  ],
  middle: [
    ['good', 'wool'],
    ['neat', ''],
    ['well-cut', ''],
    ['', 'linen'],
  ],
  upper: [
    ['fine', 'wool'],
    ['', 'silk'],
    ['', 'velvet'],
    ['well-cut', 'linen'],
  ],
  nobility: [
    ['', 'velvet'],
    ['', 'brocade'],
    ['', 'silk'],
    ['rich', 'damask'],
  ],
};

/** What can happen to each material: no dents on cloth, no fraying on steel. */
const WEAR: Readonly<
  Record<'cloth' | 'leather' | 'metal' | 'linen', Readonly<Record<string, readonly string[]>>>
> = {
  cloth: {
    lower: [
      'frayed at the cuffs',
      'thin at the elbows',
      'darned in a dozen places',
      'faded from many washings',
      'stained past washing',
      'gone shiny with wear',
      'short in the sleeves',
      'let out at every seam',
    ],
    working: [
      'clean but plain',
      'mended neatly at the elbows',
      'with the sleeves rolled to the elbow',
      'brushed and serviceable',
      'plain and well made',
      'faded at the shoulders by the sun',
      'sturdy rather than handsome',
      'much washed and still sound',
    ],
    middle: [
      'neatly brushed',
      'well kept',
      'pressed that morning',
      'a season behind the fashion',
      'cut a little too generously',
      'sober and well sewn',
      'good if not new',
      'buttoned to the throat',
      'brushed clean of road dust',
      'plain but of good cloth',
      'mended so well it hardly shows',
      'cut for comfort rather than show',
    ],
    upper: [
      'cut by a good tailor',
      'in the newest fashion',
      'without a crease',
      'faced with silk at the cuffs',
      'cut close and well',
      'lined with silk',
      'worn with easy carelessness',
      'brushed spotless',
      'buttoned in polished horn',
      'a shade too new',
      'cut in last year’s fashion',
      'pressed sharp at every fold',
    ],
    // Many, and most not of gold: with gold trim the gold ones are filtered out, and two left made one phrase.
    nobility: [
      'embroidered at every hem',
      'sewn with seed pearls at the collar',
      'slashed to show silk beneath',
      'heavy with embroidery',
      'worked with thread of gold at the cuffs',
      'cut to be noticed',
      'not a thread out of place',
      'fresh from the tailor',
      'slit at the sleeves to the elbow',
      'faintly scented with rosewater',
      'dyed a shade no common dyer sells',
      'laced close at the sides',
      'high and stiff at the collar',
      'in the old court style',
      'long enough to trail',
      'worn as if it cost nothing',
      'cut for standing, not for work',
      'a little too grand for the hour',
    ],
  },
  leather: {
    lower: [
      'cracked at every seam',
      'scuffed pale at the elbows',
      'stiff with old weather',
      'patched with hide',
    ],
    working: [
      'oiled and supple',
      'scuffed and creased with use',
      'darkened with handling',
      'worn soft',
      'cracked at the creases',
      'mended with newer thongs',
      'rubbed pale at the shoulders',
      'stiff with old sweat',
      'stained dark at the collar',
      'laced with mismatched cord',
      'shaped to the body by long wear',
    ],
    middle: ['well oiled', 'carefully stitched', 'buckled in brass', 'kept supple with grease'],
    upper: ['tooled along the seams', 'fine and close-stitched', 'buckled in silver'],
    nobility: ['tooled and gilded', 'dyed and polished to a shine'],
  },
  metal: {
    lower: ['rust-spotted', 'dented and patched with odd rings'],
    working: [
      'scratched but sound',
      'dull from weather',
      'dented on one side',
      'greased against the rain',
      'spotted with old rust',
      'mended with a few bright new rings',
      'rubbed bright where the straps sit',
      'oiled that morning',
      'dark with age and grease',
      'nicked along one shoulder',
      'heavy and plain',
      'patched with rings of another make',
    ],
    middle: ['kept oiled', 'polished on parade days', 'well looked after'],
    upper: ['polished bright', 'chased along the edges'],
    nobility: ['polished to a mirror shine', 'chased with gold'],
  },
  linen: {
    lower: ['yellowed with age', 'frayed at the collar', 'patched at the elbows'],
    working: [
      'crumpled but clean',
      'with the sleeves rolled up',
      'open at the neck',
      'washed thin',
      'darned at one cuff',
      'clean, if greyed by washing',
    ],
    middle: ['starched and clean', 'neatly pressed', 'laced at the neck'],
    upper: ['crisp and clean', 'fine as a handkerchief'],
    nobility: ['fine as gossamer', 'trimmed with lace'],
  },
};
const PATCH_WORDS = [
  'patched at the elbows',
  'patched at both knees',
  'patched with cloth of another colour',
  'more patch than garment',
  'mended with whatever cloth came to hand',
];

/** A shirt under a garment, said several ways ('over a linen shirt', 'with a linen shirt beneath'). */
function underPhrase(under: string, rng: Rng): string {
  const shirt = wpick(rng, 'npc_ap49', [
    `${under} shirt`,
    `shirt of ${under}`,
    `${under} shirt`,
    `${under} undershirt`,
  ]);
  const ways = [
    `over ${withArticle(shirt)}`,
    `buttoned over ${withArticle(shirt)}`,
    `with ${withArticle(shirt)} beneath`,
    `worn over ${withArticle(shirt)}`,
    `with ${withArticle(shirt)} under it`,
  ];
  return worldItem(rng, 'npc_under', ways, ways);
}

function garmentPhrase(c: NpcLooks['clothing'], looks: NpcLooks, socialClass: string, rng: Rng): string {
  const [quality, fabric0] = rng.chance(0.45)
    ? wpick(rng, 'npc_ap50', CLOTH_BY_CLASS[socialClass] ?? CLOTH_BY_CLASS.working!)
    : ['', ''];
  // Shirts, smocks and jerkins are linen or wool whatever the purse: no velvet shirts.
  const fabric =
    ['shirt', 'smock', 'jerkin'].includes(c.garment ?? '') && !/^(?:linen|wool)$/.test(fabric0)
      ? ''
      : fabric0;
  const colour = `${quality ? `${quality} ` : ''}${c.clothWord ?? 'plain'}`;
  const armour = looks.armour?.name && looks.armour.name !== 'none' ? looks.armour.name : null;
  const cloth = fabric ? `${fabric} ` : '';
  // Gold or silver trim is drawn along the edges of the well-off's clothes, so it is said.
  const trimmed = c.trim
    ? ` ${wpick(rng, 'npc_trim', ['trimmed with', 'edged in', 'banded with', 'bordered with', 'piped with'])} ${c.trim.word}`
    : '';
  // The game master's own noun for it: 'patched green robes', 'a red greatcoat'.
  if (c.garmentWord) {
    const typed = `${c.clothWord ?? ''} ${c.garmentWord}`.trim();
    // Plural and mass nouns take no article: 'brown rags', 'blue livery', not 'a blue livery'.
    const bare = /[^s]s$/.test(c.garmentWord) || /^(?:livery|finery|motley)$/.test(c.garmentWord);
    return `${bare ? typed : withArticle(typed)}${trimmed}`;
  }
  switch (c.garment) {
    case 'mail':
      return armour === 'chain shirt' ? 'a chain shirt' : armour ? `a coat of ${armour}` : 'a shirt of mail';
    case 'breastplate':
      return `${withArticle(armour && armour !== 'breastplate' ? armour : 'steel breastplate')} over ${withArticle(`${c.clothWord ?? 'plain'} doublet`)}`;
    case 'leathers': {
      const leather = c.clothWord ?? 'brown leather';
      return armour === 'studded leather'
        ? `studded ${leather}${/leather/.test(leather) ? '' : ' leather'} armour`
        : armour === 'hide'
          ? 'hide armour'
          : armour === 'padded'
            ? `padded ${leather.replace(/ leather$/, '')} armour`
            : armour
              ? `${leather}${/leather/.test(leather) ? '' : ' leather'} armour`
              : `close-fitting ${leather}${/leather/.test(leather) ? 's' : ' leathers'}`;
    }
    case 'waistcoat':
      return `${withArticle(`${colour} ${cloth}waistcoat`)}${trimmed} ${underPhrase(c.under?.word ?? 'linen', rng)}`;
    case 'jerkin':
      return `${withArticle(`${colour} jerkin`)}${trimmed} ${underPhrase(c.under?.word ?? 'linen', rng)}`;
    case 'coat':
      return `${withArticle(`${!quality && rng.chance(0.5) ? wpick(rng, 'npc_ap51', ['long ', 'knee-length ', 'short ']) : ''}${colour} ${cloth}coat`)}${trimmed} ${underPhrase(c.under?.word ?? 'linen', rng)}`;
    case 'gown':
      return `${withArticle(`${colour} ${cloth}${socialClass === 'lower' ? 'kirtle' : wpick(rng, 'npc_ap52', ['gown', 'dress'])}`)}${trimmed}`;
    case 'vestment':
      return `${colour} ${cloth}vestments${trimmed}`;
    case 'robe': {
      // A wizard's lapels carry gold stars (drawn so); said after any trim, never between trim and robe.
      const stars =
        looks.clothing.archetype === 'wizard'
          ? wpick(rng, 'npc_ap53', [
              ' with gold stars on the lapels',
              ', its lapels sewn with gold stars',
              ' starred with gold at the lapels',
            ])
          : '';
      const robe = withArticle(`${colour} ${cloth}robe`);
      return trimmed && stars
        ? `${robe}${trimmed}, ${wpick(rng, 'npc_ap54', ['its lapels sewn with gold stars', 'with gold stars on the lapels'])}`
        : `${robe}${trimmed}${stars}`;
    }
    case 'doublet':
      return `${withArticle(`${colour} ${cloth}doublet`)}${trimmed}`;
    case 'smock':
      return `${withArticle(`${colour} ${cloth}smock`)}${trimmed}`;
    case 'shirt':
      return `${withArticle(`${colour} ${cloth}shirt`)}${trimmed}`;
    default:
      return `${withArticle(`${colour} ${cloth}tunic`)}${trimmed}`;
  }
}

function materialOf(garment: string | undefined): 'cloth' | 'leather' | 'metal' | 'linen' {
  if (garment === 'mail' || garment === 'breastplate') return 'metal';
  if (garment === 'leathers') return 'leather';
  if (garment === 'shirt') return 'linen';
  return 'cloth';
}

function layerPhrase(
  l: NonNullable<NpcLooks['clothing']['layers']>[number],
  looks: NpcLooks,
  v: Voice,
  rng: Rng,
): string {
  const w = l.word;
  // The game master's own noun, with their words before it ('a green scarf', 'a long black cape').
  if (l.noun && l.kind !== 'baldric' && l.kind !== 'bandolier') {
    const last = w.split(' ').pop() ?? '';
    const phrase =
      l.noun.includes(w) || w === 'fur'
        ? l.noun
        : l.noun.startsWith(`${last} `)
          ? `${w.slice(0, -last.length)}${l.noun}`.trim()
          : `${w} ${l.noun}`;
    return /^(?:furs|leathers)$/.test(l.noun) ? phrase : withArticle(phrase);
  }
  switch (l.kind) {
    case 'apron-cloth':
      return withArticle(`${w} apron`);
    case 'apron-leather':
      return withArticle(`${w} apron`);
    case 'towel':
      return withArticle(
        `${w} ${wpick(rng, 'npc_ap55', ['cloth over one shoulder', 'cloth slung over a shoulder', 'cloth over the shoulder', 'cloth slung over one shoulder', 'drying cloth over a shoulder', 'cloth slung over the shoulder'])}`,
      );
    case 'cloak':
      return withArticle(`${w} ${wpick(rng, 'npc_ap56', ['cloak', 'cloak', 'travelling cloak'])}`);
    case 'tabard':
      return withArticle(`${w} tabard`);
    case 'fur-collar':
      // Said several ways: a noble's fur collar and circlet made one phrase in every noble of an account.
      return wpick(rng, 'npc_fur_collar', [
        `a collar of ${w}`,
        `a deep collar of ${w}`,
        `a high collar of ${w}`,
        `a broad collar of ${w}`,
        `a turned-back collar of ${w}`,
      ]);
    case 'bandolier':
      return 'a bandolier of stoppered vials';
    case 'shawl':
      return withArticle(`${w} shawl`);
    case 'neckerchief':
      return withArticle(`${w} ${wpick(rng, 'npc_ap57', ['neckerchief', 'kerchief knotted at the throat'])}`);
    case 'sash':
      return withArticle(`${w} sash`);
    case 'baldric': {
      const weapon = looks.weapon && looks.weapon.carried === 'hip' ? weaponWord(looks.weapon) : null;
      if (!weapon) return 'a leather baldric';
      const ways = [
        `a baldric with ${withArticle(weapon)} at ${v.their} hip`,
        `a worn baldric with ${withArticle(weapon)} riding at ${v.their} hip`,
        `${withArticle(weapon)} hung at ${v.their} hip from a leather baldric`,
        `a scuffed baldric with ${withArticle(weapon)} slung at ${v.their} hip`,
        `a broad baldric carrying ${withArticle(weapon)} at ${v.their} hip`,
        `${withArticle(weapon)} at ${v.their} hip on an old baldric`,
        `a baldric of plain leather with ${withArticle(weapon)} sheathed at ${v.their} hip`,
        `a cracked leather baldric that holds ${withArticle(weapon)} at ${v.their} hip`,
      ];
      return worldItem(rng, 'npc_baldric', ways, ways);
    }
    case 'stole':
      return withArticle(`${w} stole`);
  }
}

/** Adjectives that stand before a colour in a headwear word ('a thin gold circlet', 'a broad black hat'). */
const BEFORE_COLOUR =
  /^(?:thin|broad|wide|tall|battered|knotted|flat|long|round|plain|small|wide-brimmed|high)\s/;
/** A colour put into a headwear word where English puts it, unless the word already has one. */
function colourInto(word: string, colour: string | undefined): string {
  if (!colour || word.includes(colour)) return word;
  const m = BEFORE_COLOUR.exec(word);
  return m ? `${m[0]}${colour} ${word.slice(m[0].length)}` : `${colour} ${word}`;
}

/** Headwear in words: its colour, its own word, its trim, and whether a hood is up or down. */
function headwearPhrase(c: NpcLooks['clothing'], v: Voice, rng: Rng): string | null {
  if (!c.headwear) return null;
  const word = c.headwearWord ?? c.headwear.replace('-', ' ');
  const colour = c.headwearColour?.word;
  const trim = c.headwearTrim;
  const trimWords = trim
    ? trim.kind === 'feather'
      ? ` ${wpick(rng, 'npc_hat_feather', ['with', 'sporting', 'finished with', 'crested with'])} ${withArticle(`${trim.word} feather`)}`
      : trim.kind === 'fur'
        ? ` trimmed with ${trim.word === 'fur' ? 'fur' : `${trim.word} fur`}`
        : trim.kind === 'gem'
          ? ` ${wpick(rng, 'npc_hat_gem', ['set with', 'bearing', 'centred on', 'holding', 'mounted with', 'showing'])} ${withArticle(trim.word)}`
          : ''
    : '';
  // A word that already carries its trim ('feathered cap', 'plumed hat') is not trimmed twice.
  const own =
    (/feather|plume/.test(word) && trim?.kind === 'feather') ||
    (/\bfur\b|fur-/.test(word) && trim?.kind === 'fur') ||
    (/jewel|gem/.test(word) && trim?.kind === 'gem')
      ? ''
      : trimWords;
  switch (c.headwear) {
    case 'hood': {
      const hood = withArticle(colourInto(word, colour));
      return c.hoodUp === false
        ? `${hood}${own} pushed back on ${v.their} shoulders`
        : `${hood}${own} drawn up over ${v.their} head`;
    }
    case 'circlet':
    case 'crown':
      return `${withArticle(colourInto(word, colour))}${own}`;
    case 'goggles':
      return `${word} pushed up on ${v.their} brow`;
    case 'helm':
    case 'straw-hat':
      return withArticle(word) + own;
    case 'kerchief':
      return `${withArticle(colourInto(word, colour))} over ${v.their} hair`;
    case 'headband': {
      const band = withArticle(colourInto(word, colour));
      const ways = [
        `${band} tied round ${v.their} head`,
        `${band} knotted at the back of ${v.their} head`,
        `${band} bound across ${v.their} brow`,
        `${band} worn low on ${v.their} forehead`,
      ];
      return worldItem(rng, 'npc_headband', ways, ways);
    }
    default:
      return `${withArticle(colourInto(word, colour))}${own}`;
  }
}

/** Headwear in a sentence of its own, placed the way that kind is worn. */
function hatSentence(v: Voice, c: NpcLooks['clothing'], hat: string, rng: Rng): string {
  switch (c.headwear) {
    case 'hood':
    case 'goggles':
    case 'kerchief':
    case 'headband':
      return `${v.They} ${v.v('wears')} ${hat}.`;
    case 'circlet':
    case 'crown':
      return wpick(rng, 'npc_circlet_alone', [
        `${capitalize(hat)} rests on ${v.their} brow.`,
        `${v.They} ${v.v('wears')} ${hat}.`,
        `${capitalize(hat)} holds back ${v.their} hair.`,
        `${v.Their} brow is bound with ${hat}.`,
        `On ${v.their} head is ${hat}.`,
        `${capitalize(hat)} sits on ${v.their} hair.`,
      ]);
    default:
      return wpick(rng, 'npc_ap58', [
        `${capitalize(hat)} sits ${wpick(rng, 'npc_ap59', ['low', 'square', 'crooked', 'well back'])} on ${v.their} head.`,
        `${v.They} ${v.v('wears')} ${hat} ${wpick(rng, 'npc_ap60', ['pulled low', 'tipped back', 'at an angle', 'set square'])}.`,
      ]);
  }
}

function weaponWord(w: NonNullable<NpcLooks['weapon']>): string {
  if (w.word) return w.word;
  return w.name === 'shortsword' ? 'short sword' : w.name === 'handaxe' ? 'hand axe' : w.name;
}

/** Layers worn over the garment: what 'Over it she wears...' may be said of (not a hat, a mask or a jewel). */
const OUTER_LAYERS =
  /\b(?:cloak|cape|mantle|tabard|surcoat|apron|shawl|sash|baldric|bandolier|stole|collar of|cloth over|neckerchief|kerchief knotted|scarf)\b/;

function wearSentences(
  v: Voice,
  looks: NpcLooks,
  socialClass: string,
  child: boolean,
  told: (pattern: RegExp) => boolean,
  rng: Rng,
  extraWorn: readonly string[] = [],
): Record<string, string> {
  const c = looks.clothing;
  const garment = told(
    new RegExp(`\\b${c.garment ?? 'tunic'}s?\\b|\\b(?:coat|dress|gown|robe|armou?r|mail)\\b`),
  )
    ? null
    : garmentPhrase(c, looks, socialClass, rng);
  const layers = (c.layers ?? []).map((l) => layerPhrase(l, looks, v, rng));
  const hat =
    c.headwear &&
    !told(
      /\b(?:hat|cap|hood|helm|helmet|circlet|crown|kerchief|tricorne|goggles|headband|beret|bonnet|coif)\b/,
    )
      ? headwearPhrase(c, v, rng)
      : null;
  const material = materialOf(c.garment);
  const wearPool = WEAR[material][socialClass] ?? WEAR.cloth.working!;
  // Trim of gold or silver is told with the garment ('trimmed with gold'): its state is then not more gold thread.
  // Nor a state that repeats the garment's own word ('a sturdy robe, sturdy rather than handsome', 'plain ... clean but plain').
  const garmentWords = new Set((garment ?? '').split(/[\s,-]+/).filter((w) => w.length > 3));
  const statePool = wearPool.filter(
    (w) =>
      !(c.trim && /gold|silver|thread|embroider|pearl/.test(w)) &&
      !w.split(/[\s,-]+/).some((x) => garmentWords.has(x)),
  );
  const state =
    c.patched && material === 'cloth'
      ? wpick(rng, 'npc_ap61', PATCH_WORDS)
      : worldItem(
          rng,
          `npc_wear_${material}_${socialClass}`,
          wearPool,
          statePool.length ? statePool : wearPool,
        );
  // Typed words that already tell the state ('patched green robes') are not told twice.
  // Nor is a state put on clothes named by their stuff: 'rags, pressed that morning', 'fine silks, sturdy rather than
  // handsome' contradicted the game master's own word.
  const stateTold =
    /patched|ragged|torn|mended|frayed|threadbare|stained|faded|tattered|worn/.test(c.clothWord ?? '') ||
    /^(?:rags|tatters|silks|finery)$/.test(c.garmentWord ?? '');
  const childState =
    socialClass === 'lower'
      ? wpick(rng, 'npc_ap62', [
          'several sizes too big',
          'patched at both knees',
          'and no shoes',
          'handed down from someone taller',
          'and bare feet',
          'cut down from an adult’s',
        ])
      : socialClass === 'working' || socialClass === 'middle'
        ? wpick(rng, 'npc_ap63', [
            'that was clean this morning',
            'already torn at one sleeve',
            'let out twice already',
            'with good boots scuffed at the toes',
            'with a grass stain at each knee',
            'buttoned up wrong',
          ])
        : wpick(rng, 'npc_ap64', [
            'of velvet already torn at the knee',
            'carefully mended where no one will see',
            'far too fine for climbing',
            'with a lace collar gone grey',
          ]);
  const mask =
    c.mask === 'domino'
      ? 'a black domino mask over the eyes'
      : c.mask === 'scarf'
        ? 'a scarf drawn up over the mouth and nose'
        : null;

  const finish =
    garment && !stateTold && (child || rng.chance(0.75))
      ? child
        ? ` ${childState}`
        : state.startsWith('with ')
          ? ` ${state}`
          : `, ${state}`
      : '';
  // The state is the garment's, not the shirt's under it: 'a coat, well kept, over a linen shirt'.
  const split = garment
    ? // 'worn over' and 'with a shirt under it' too: 'a waistcoat worn, faded at the shoulders, over' split a verb.
      /^(.*?)( (?:worn over|buttoned over|over|on top of|with an? [a-z ]*(?:shirt|undershirt)(?: of [a-z]+)? (?:beneath|under it))(?: .*)?)$/.exec(
        garment,
      )
    : null;
  const withState = garment
    ? split && finish && !finish.startsWith(' with ')
      ? `${split[1]}${finish},${split[2]}`
      : `${garment}${finish}`
    : '';
  // A hat is said with the clothes or in a sentence of its own.
  const hatAlone = hat && rng.chance(0.45) && !mask ? hatSentence(v, c, hat, rng) : null;
  const worn = [...layers, ...(hatAlone ? [] : [hat]), mask, ...extraWorn].filter((x): x is string =>
    Boolean(x),
  );
  if (!withState && worn.length === 0) return { a: hatAlone ?? '', b: hatAlone ?? '', c: hatAlone ?? '' };
  const tail = hatAlone ? ` ${hatAlone}` : '';
  const W = listJoin(worn);
  const are =
    worn.length > 1 || /^[a-z-]+s\b|\bearrings\b|\bhoops\b|\bbeads\b|\bspectacles\b/.test(worn[0] ?? '');
  const outerOnly = worn.length > 0 && worn.every((w) => OUTER_LAYERS.test(w));
  const dress = (g: string) => {
    const ways = [
      `${v.They} ${v.v('wears')} ${g}`,
      `${v.They} ${v.v('is')} dressed in ${g}`,
      `${v.They} ${v.v('goes')} about in ${g}`,
      `${v.They} ${v.v('is')} in ${g}`,
      `${v.They} ${v.v('is')} wearing ${g}`,
      `${v.They} ${v.v('dresses')} in ${g}`,
      `${v.They} ${v.v('is')} clad in ${g}`,
    ];
    return worldItem(rng, 'npc_dress', ways, ways);
  };
  // A second sentence for what goes with the garment, when the first already ends on its state.
  // Vestments and leathers are 'them': 'navy vestments. Over it he wears' did not agree.
  const it =
    c.garment === 'vestment' ||
    /\b(?:vestments|leathers)\b/.test(garment ?? '') ||
    /[^s]s$/.test(c.garmentWord ?? '')
      ? 'them'
      : 'it';
  const withIt = () => {
    const ways = [
      `With ${it} ${v.they} ${v.v('wears')} ${W}.`,
      `${capitalize(W)} ${are ? 'go' : 'goes'} with ${it}.`,
      `To that ${v.they} ${v.v('adds')} ${W}.`,
      `${v.They} ${v.v('pairs')} ${it} with ${W}.`,
      `${capitalize(W)} ${are ? 'complete' : 'completes'} the look.`,
      ...(outerOnly ? [`Over ${it} ${v.they} ${v.v('wears')} ${W}.`, `Over that goes ${W}.`] : []),
    ];
    return worldItem(rng, 'npc_with_it', ways, ways);
  };
  let shapes: string[];
  if (!withState) {
    shapes = [
      `${v.They} ${v.v('wears')} ${W}.${tail}`,
      `${capitalize(W)} ${are ? 'are' : 'is'} part of ${v.their} dress.${tail}`,
    ];
  } else if (worn.length === 0) {
    shapes = [`${dress(withState)}.${tail}`, `${dress(withState)}.${tail}`];
  } else if (
    (finish && !finish.startsWith(' with ') && !child) ||
    /,/.test(garment ?? '') ||
    // A garment over a shirt and two things more make one sentence too many: what goes with it gets its own.
    ((split || finish) && worn.length > 1)
  ) {
    shapes = [
      `${dress(withState)}. ${withIt()}${tail}`,
      `${dress(withState)}. ${withIt()}${tail}`,
      ...(outerOnly && !/ over /.test(garment ?? '')
        ? [`Over ${garment} ${v.they} ${v.v('wears')} ${W}.${tail}`]
        : []),
    ];
  } else {
    // 'a shirt with a baldric with a cutlass' and 'a tunic and a sash and a cap' both trip the reader aloud.
    const hasWith = / with /.test(`${withState} ${W}`);
    const joiners = finish
      ? [', and ']
      : // After 'a jerkin worn over a shirt', ' and a brow band' would be worn over the shirt too.
        [...(hasWith ? [] : [' with ', ', with ']), ...(worn.length > 1 || split ? [] : [' and '])];
    const joiner = joiners.length ? wpick(rng, 'npc_ap65', joiners) : null;
    shapes =
      joiner === null
        ? [`${dress(withState)}. ${withIt()}${tail}`, `${dress(withState)}. ${withIt()}${tail}`]
        : [
            `${dress(withState)}${joiner}${W}.${tail}`,
            `${dress(withState)}${joiner}${W}.${tail}`,
            ...(outerOnly && !/ over /.test(garment ?? '') && !finish
              ? [`Over ${garment} ${v.they} ${v.v('wears')} ${W}.${tail}`]
              : []),
          ];
  }
  const [a, b, cc] = some(rng, shapes, 3);
  return { a: a!, b: b ?? a!, c: cc ?? a! };
}

// --- What the hands hold -------------------------------------------------------------------------------------

/** What a held thing is for, or how it is held: closes some of the sentences that name it. */
const HELD_TAILS: Readonly<Record<string, readonly string[]>> = {
  tankard: [
    'ready for the next customer',
    'half full',
    'as if someone has just ordered',
    'wiped with a cloth between words',
  ],
  jug: [
    'ready to top up a cup',
    'slopping a little over the rim',
    'held against one hip',
    'for whoever asks first',
  ],
  keys: [
    'one for every door in the place',
    'jangling with every step',
    'worn bright with handling',
    'including one nobody can place',
  ],
  ladle: ['fresh from the stewpot', 'waved for emphasis', 'still dripping'],
  lantern: ['even by daylight', 'its shutter half open', 'its flame turned low'],
  spyglass: ['its brass polished bright', 'scratched at the rim', 'its lens capped against the spray'],
  book: ['a finger keeping the place', 'its spine cracked with use', 'clasped shut'],
  scroll: ['held like a baton', 'sealed with wax', 'its edges soft with handling'],
  'coin-purse': ['heavy with coin', 'tied at the belt when not in hand', 'fat with the day’s takings'],
  vial: ['held up to the light', 'sloshing faintly'],
  spear: ['its butt resting on the ground', 'held upright', 'its point polished bright'],
  hammer: ['its handle black with use', 'resting on one shoulder between blows'],
  pitchfork: ['its tines caked with straw', 'leaned on like a staff'],
  dagger: ['turned idly in the fingers', 'never quite put away'],
  sword: ['its point resting on the ground', 'held easily'],
  quarterstaff: ['worn smooth where the hands go', 'shod with iron'],
  club: ['knotted and heavy', 'resting on one shoulder'],
  lute: ['always half in tune', 'its neck worn pale by fingers'],
  cage: ['with a small bird hopping inside', 'its door tied shut with string'],
  fan: ['snapped open and shut as the talk goes', 'held half open'],
  basket: ['covered with a cloth', 'hooked over one arm'],
  candle: ['its flame cupped against draughts', 'dripping wax on the knuckles'],
  torch: ['spitting sparks', 'held well away from the face'],
  bottle: ['half empty', 'stoppered with a rag'],
  goblet: ['never quite empty', 'raised as if to a toast'],
  flower: ['held as carefully as a letter', 'a little wilted'],
  wand: ['twirled idly between the fingers', 'pointed at nothing in particular'],
  orb: ['cradled like an egg', 'faintly clouded inside'],
  skull: ['held up like a lantern', 'polished by much handling'],
  quill: ['its tip black with ink', 'tucked between the fingers'],
};

/** Noun phrases for each held thing, each true to what the portrait draws. */
const HELD_WORDS: Readonly<Record<string, readonly string[]>> = {
  spear: ['a spear', 'a long spear'],
  staff: ['a staff crowned with a glowing orb', 'a tall staff topped with a shining orb'],
  quarterstaff: ['a plain wooden staff', 'a stout staff'],
  hammer: ['a heavy hammer', 'a forge hammer'],
  tankard: [
    'a wooden tankard bound in iron',
    'a foaming tankard',
    'a tankard of ale',
    'an iron-hooped tankard',
  ],
  'holy-symbol': ['a holy symbol on a chain', 'a sun-disc holy symbol'],
  lute: ['a lute', 'a well-worn lute'],
  'coin-purse': ['a fat purse', 'a clinking purse'],
  vial: ['a glass vial of something bright', 'a stoppered vial'],
  bow: ['a bow and a quiver of arrows'],
  pitchfork: ['a pitchfork', 'a three-tined pitchfork'],
  dagger: ['a dagger', 'a bare dagger'],
  book: ['a leather-bound book', 'a heavy book', 'a book with a cracked spine', 'a slim book bound in red'],
  sword: ['a sword'],
  axe: ['an axe'],
  mace: ['a flanged mace', 'a mace'],
  club: ['a cudgel', 'a knotted club'],
  jug: ['an earthenware jug', 'a clay jug', 'a red clay jug', 'a fat-bellied jug'],
  keys: [
    'a ring of iron keys',
    'a heavy ring of keys',
    'a bunch of iron keys',
    'a ring of old keys',
    'a jangling ring of keys',
    'a loop of keys on a leather thong',
  ],
  lantern: [
    'a lit brass lantern',
    'a brass lantern',
    'a shuttered lantern',
    'a lantern with a candle burning in it',
    'a tin lantern, lit',
    'a horn-paned lantern',
  ],
  cage: ['a wicker birdcage', 'a small birdcage'],
  fan: ['a painted fan', 'a folding fan'],
  basket: ['a wicker basket', 'a covered basket'],
  candle: ['a candle in a brass holder', 'a lit candle'],
  torch: ['a burning torch', 'a pitch torch'],
  bottle: ['a green glass bottle', 'a bottle of wine'],
  goblet: ['a silver goblet', 'a goblet of wine'],
  flower: ['a single red flower', 'a sprig of flowers'],
  wand: ['a slender wand', 'a wand of dark wood'],
  orb: ['a crystal orb', 'a glass orb'],
  skull: ['a yellowed skull', 'a small skull'],
  quill: ['a quill pen', 'a long quill'],
  scroll: [
    'a rolled scroll',
    'a scroll tied with red ribbon',
    'a scroll in a leather case',
    'a scroll with a broken seal',
    'a scroll sealed with green wax',
    'a scroll tied with string',
  ],
  ladle: ['a wooden ladle', 'a long-handled ladle'],
  spyglass: ['a brass spyglass', 'a spyglass in brass and leather'],
};

const LEDGER_KEEPERS: ReadonlySet<string> = new Set(['merchant', 'innkeeper', 'noble']);
const LEDGER_WORDS: readonly string[] = ['a fat ledger', 'a book of accounts', 'a ledger bound in calf'];

function heldNoun(looks: NpcLooks, rng: Rng): string | null {
  const held = looks.heldItem;
  if (!held) return null;
  if (looks.heldWord)
    return /[^s]s$/.test(looks.heldWord) && !/glass$/.test(looks.heldWord)
      ? looks.heldWord
      : withArticle(looks.heldWord);
  const w = looks.weapon;
  if (
    w?.carried === 'hand' &&
    ['sword', 'axe', 'bow', 'spear', 'dagger', 'mace', 'club', 'hammer', 'quarterstaff'].includes(held)
  ) {
    const word = weaponWord(w);
    if (held === 'bow') return `${withArticle(word)} and a quiver of arrows`;
    if (held === 'sword' || held === 'axe') return withArticle(word);
    if (w.word) return withArticle(word);
  }
  // A ledger is a trade's book (a merchant's, a keeper's, a steward's); a wizard or a priest reads something else.
  if (held === 'book' && LEDGER_KEEPERS.has(looks.clothing.archetype))
    return wpick(rng, 'npc_ap66', LEDGER_WORDS);
  return wpick(rng, 'npc_ap67', HELD_WORDS[held] ?? [withArticle(held.replace('-', ' '))]);
}

function heldSentences(v: Voice, looks: NpcLooks, rng: Rng): Record<string, string> {
  const noun = heldNoun(looks, rng);
  // The shield is painted in the tabard's colours, or the cloth's; over armour with no tabard it is bare wood.
  const tabard = looks.clothing.layers?.find((l) => l.kind === 'tabard');
  const armoured = ['mail', 'breastplate', 'leathers'].includes(looks.clothing.garment ?? '');
  const shield = looks.armour?.shield
    ? tabard
      ? // Painted in the tabard's colour, not its stuff: never 'painted oxblood leather'.
        `a round shield painted ${tabard.word.replace(/ (?:leather|linen|wool|silk|velvet|cloth|hide)$/, '')}`
      : armoured
        ? 'a round wooden shield rimmed with iron'
        : `a round shield painted ${looks.clothing.clothWord ?? 'plain'}`
    : null;
  const stowed =
    looks.weapon && looks.weapon.carried === 'back'
      ? /bow/.test(looks.weapon.name)
        ? `${withArticle(weaponWord(looks.weapon))} and a quiver of arrows are slung across ${v.their} back`
        : `${withArticle(weaponWord(looks.weapon))} is slung across ${v.their} back`
      : null;
  const out: string[] = [];
  if (noun) {
    const held = looks.heldItem!;
    const frames =
      held === 'keys'
        ? [
            `${capitalize(noun)} hangs from ${v.their} fist.`,
            `${v.They} ${v.v('carries')} ${noun}.`,
            `${v.They} ${v.v('holds')} ${noun}.`,
          ]
        : held === 'lantern'
          ? [
              `${v.They} ${v.v('carries')} ${noun}.`,
              `${v.They} ${v.v('holds')} up ${noun}.`,
              `${capitalize(noun)} swings from ${v.their} hand.`,
            ]
          : held === 'tankard' || held === 'jug'
            ? [
                `${v.They} ${v.v('has')} ${noun} in one hand.`,
                `${capitalize(noun)} is never far from ${v.their} hand.`,
                `${v.They} ${v.v('holds')} ${noun}.`,
                `${v.They} ${v.v('carries')} ${noun}.`,
                `In one hand ${v.they} ${v.v('has')} ${noun}.`,
                `${capitalize(noun)} rarely leaves ${v.their} grip.`,
                `${v.They} ${v.v('is')} seldom seen without ${noun}.`,
              ]
            : held === 'holy-symbol'
              ? [`${v.They} ${v.v('wears')} ${noun}.`, `${capitalize(noun)} hangs at ${v.their} breast.`]
              : held === 'book' || held === 'scroll' || held === 'coin-purse' || held === 'vial'
                ? [
                    `${v.They} ${v.v('holds')} ${noun}.`,
                    `${v.They} ${v.v('has')} ${noun} in hand.`,
                    `${v.They} ${v.v('carries')} ${noun}.`,
                    `${capitalize(noun)} is clasped in ${v.their} hand.`,
                    `${v.They} ${v.v('is')} seldom without ${noun}.`,
                  ]
                : [
                    `${v.They} ${v.v('carries')} ${noun}.`,
                    `${v.They} ${v.v('holds')} ${noun}.`,
                    `${capitalize(noun)} is in ${v.their} hand.`,
                    `In one hand ${v.they} ${v.v('has')} ${noun}.`,
                    `${v.They} ${v.v('keeps')} ${noun} close to hand.`,
                    `${v.They} ${v.v('has')} ${noun} ready.`,
                    `${capitalize(noun)} is ready in ${v.their} grip.`,
                    // No side: the portrait decides which hand holds it, and the words must not disagree.
                    `${v.They} ${v.v('grips')} ${noun} in one hand.`,
                    `${v.They} ${v.v('is')} rarely seen without ${noun}.`,
                    `${capitalize(noun)} is seldom out of ${v.their} grasp.`,
                    ...(held === 'cage' || held === 'basket' || held === 'fan' || held === 'flower'
                      ? [`${v.They} ${v.v('has')} ${noun} in one hand.`]
                      : []),
                    // A smith's hammer said as a smith holds it, not as every smith of an account holds it.
                    ...(held === 'hammer'
                      ? [
                          `Between blows, ${v.they} ${v.v('keeps')} hold of ${noun}.`,
                          `${capitalize(noun)} hangs forgotten from ${v.their} hand.`,
                          `${v.They} ${v.v('talks')} with one hand and ${v.v('holds')} ${noun} in the other.`,
                        ]
                      : []),
                  ];
    // A tail that repeats a word of the noun ('a fat purse, fat with the day’s takings') is not used.
    const nounWords = new Set(noun.split(/[\s,-]+/).filter((w) => w.length > 2));
    // A thing in the game master's words (or the trade's own) takes no stock tail: 'a crock of honey, ready to top up a cup'.
    const tails = (looks.heldWord ? [] : (HELD_TAILS[held] ?? [])).filter(
      (t) => !t.split(/[\s,-]+/).some((w) => nounWords.has(w)),
    );
    const purpose = tails.length && !shield && rng.chance(0.5) ? wpick(rng, 'npc_ap68', tails) : '';
    // Nor a tail that says a word of the frame again ('a fat purse in hand, tied at the belt when not in hand').
    const frameWords = (f: string) =>
      new Set(
        f
          .toLowerCase()
          .split(/[\s,.-]+/)
          .filter((w) => w.length > 3),
      );
    const withTail = (f: string) =>
      purpose && !f.includes(' never ') && !purpose.split(/[\s,-]+/).some((w) => frameWords(f).has(w))
        ? f.replace(/\.$/, `, ${purpose}.`)
        : f;
    // 'A bow and a quiver of arrows' is two things: no frame that reads it as one ('is in her hand').
    const fit = noun.includes(' and ') ? frames.filter((f) => !/ is (?:in|never)\b|hangs/.test(f)) : frames;
    // Drawn through the world, the frame of one account's NPCs goes round before any comes back.
    const pool = fit.length ? fit : frames;
    // One symbol for each family of frames, so a spear and a mace in one account share the rotation.
    const family =
      held === 'keys' || held === 'lantern' || held === 'holy-symbol'
        ? held
        : held === 'tankard' || held === 'jug'
          ? 'drink'
          : held === 'book' || held === 'scroll' || held === 'coin-purse' || held === 'vial'
            ? 'paper'
            : 'other';
    const first0 = worldItem(rng, `npc_held_${family}`, pool, pool);
    const others = pool.filter((f) => f !== first0);
    const second0 = others.length ? worldItem(rng, `npc_held_${family}`, pool, others) : undefined;
    const first = first0 ? withTail(first0) : first0;
    const second = second0 ? withTail(second0) : second0;
    const tail = shield ? ` and ${shield} on ${v.their} arm` : '';
    const addTail = (s: string) =>
      tail && /^[A-Z][a-z]+ (?:carries|carry|holds|hold|has|have)\b/.test(s)
        ? s.replace(/\.$/, `${tail}.`)
        : s;
    out.push(addTail(first!), addTail(second ?? first!));
    const armRng = rng.fork('other-arm');
    const otherArm = () =>
      pick(armRng, [
        `${capitalize(shield!)} hangs on ${v.their} other arm.`,
        `On ${v.their} other arm is ${shield}.`,
        `${v.Their} other arm bears ${shield}.`,
        `${capitalize(shield!)} rides on ${v.their} other arm, scuffed from use.`,
        `${v.They} ${v.v('keeps')} ${shield} on ${v.their} other arm.`,
      ]);
    if (tail && !out[0]!.includes('shield')) out[0] = `${out[0]} ${otherArm()}`;
    if (tail && !out[1]!.includes('shield')) out[1] = `${out[1]} ${otherArm()}`;
  } else if (shield) {
    out.push(`${capitalize(shield)} hangs on ${v.their} arm.`, `${v.They} ${v.v('carries')} ${shield}.`);
  }
  if (stowed) {
    const s = `${capitalize(stowed)}.`;
    if (out.length) {
      for (let i = 0; i < out.length; i++) out[i] = `${out[i]} ${s}`;
    } else out.push(s, s);
  }
  return { a: out[0] ?? '', b: out[1] ?? out[0] ?? '' };
}

// --- The trade's mark on the body ------------------------------------------------------------------------------

interface TradeMarks {
  parts: readonly string[];
  /** What the parts are (read after 'are') and what made them so: each pair is true together. */
  marks: readonly (readonly [state: string, cause: string])[];
  smells?: readonly string[];
}
const TRADE_MARKS: Readonly<Record<string, TradeMarks>> = {
  innkeeper: {
    parts: ['hands', 'forearms', 'knuckles', 'wrists'],
    marks: [
      ['red and chapped', 'the washtub'],
      ['freckled with old scalds', 'the kitchen fire'],
      ['nicked in a dozen places', 'the carving knife'],
      ['rough as a scrubbing brush', 'scouring tables every night'],
      ['shiny with old burns', 'the bread oven'],
      ['hard with callus', 'hauling casks up from the cellar'],
      ['flecked with small burns', 'the roasting spit'],
    ],
    smells: [
      'woodsmoke and fresh bread',
      'hops and wet oak',
      'onions and good ale',
      'the kitchen and the cellar',
      'beeswax and spilled beer',
      'roast mutton',
      'malt and tallow',
      'lye soap and woodsmoke',
      'mulled wine and cloves',
      'bacon fat and pipe smoke',
      'cider apples',
    ],
  },
  smith: {
    parts: ['hands', 'forearms', 'knuckles', 'wrists'],
    marks: [
      ['peppered with tiny burns', 'flying sparks'],
      ['hard as horn', 'years at the anvil'],
      ['blackened with soot', 'the forge'],
      ['thick with callus', 'the hammer'],
      ['pale with old scald marks', 'the quench tub'],
    ],
    smells: ['coal smoke and hot metal', 'the forge', 'quenching oil and soot', 'scorched leather'],
  },
  merchant: {
    parts: ['fingers', 'hands'],
    marks: [
      ['ink-stained at the tips', 'the ledgers'],
      ['soft and well kept', 'a life behind a counter'],
      ['quick and sure', 'counting coin'],
      ['grey with coin-dirt', 'the day’s takings'],
      ['smudged with sealing wax', 'years of contracts'],
      ['dry and papery', 'handling coin'],
      ['nicked by twine', 'tying up parcels'],
      ['soft and pale', 'years indoors'],
      ['grey at the nails', 'tallying sacks'],
    ],
    smells: [
      'cedar chests and ink',
      'spice from the storeroom',
      'good soap',
      'dye and new cloth',
      'lamp oil and parchment',
    ],
  },
  guard: {
    parts: ['knuckles', 'hands', 'forearms'],
    marks: [
      ['scarred and lumpy', 'tavern brawls'],
      ['hard with callus', 'the practice yard'],
      ['nicked and scarred', 'breaking up brawls'],
      ['rough and red', 'night watches in the cold'],
    ],
    smells: [
      'oiled steel and wet wool',
      'leather and lamp smoke',
      'horse and saddle soap',
      'rust and rain',
      'the guardhouse stove',
      'wet mail and woodsmoke',
      'cheap ale and polish',
    ],
  },
  noble: {
    parts: ['hands', 'fingers'],
    marks: [
      ['soft and unmarked', 'a life without work'],
      ['perfectly kept', 'a servant’s care'],
      ['long and smooth', 'gloves worn since childhood'],
      ['ringed at every finger', 'a taste for show'],
    ],
    smells: [
      'rosewater and old money',
      'expensive perfume',
      'orris and lavender',
      'sandalwood',
      'violets and wine',
    ],
  },
  priest: {
    parts: ['fingers', 'hands'],
    marks: [
      ['speckled with wax burns', 'years of candles'],
      ['worn smooth', 'the prayer beads'],
      ['chapped and red', 'washing the sick'],
    ],
    smells: ['incense', 'candle wax and old stone', 'myrrh', 'lye soap and incense'],
  },
  wizard: {
    parts: ['fingers', 'hands'],
    marks: [
      ['blotted with ink to the second knuckle', 'copying spells'],
      ['faintly silvered with old runes', 'a spell that went wrong'],
      ['stained with chalk', 'drawing circles'],
      ['singed at the tips', 'careless cantrips'],
    ],
    smells: ['ink and candle smoke', 'ozone and dust', 'old paper', 'burnt sage'],
  },
  thief: {
    parts: ['fingers', 'hands'],
    marks: [
      ['restless', 'years of idle pockets'],
      ['long and clever', 'practice with locks'],
      ['light and quick', 'a life of lifting purses'],
      ['nicked at the tips', 'springs and tumblers'],
    ],
  },
  outlaw: {
    parts: ['hands', 'wrists', 'knuckles'],
    marks: [
      ['scarred and weathered', 'life in the woods'],
      ['marked by old rope burns', 'a hanging they walked away from'],
      ['rough and quick', 'hard living'],
    ],
    smells: ['woodsmoke and horse', 'damp leaves and sweat', 'campfire smoke'],
  },
  farmer: {
    parts: ['hands', 'forearms', 'knuckles'],
    marks: [
      ['broad and cracked', 'the plough'],
      ['brown and creased', 'a lifetime of weather'],
      ['hard with callus', 'the scythe'],
      ['scratched and scabbed', 'the hedging'],
    ],
    smells: ['hay and earth', 'the byre', 'turned earth', 'sheep and woodsmoke'],
  },
  bard: {
    parts: ['fingertips', 'fingers'],
    marks: [
      ['hard with callus', 'the strings'],
      ['quick and restless', 'years of playing'],
    ],
    smells: ['tavern smoke', 'scented oil', 'cheap wine and rosin'],
  },
  alchemist: {
    parts: ['fingertips', 'fingers', 'hands'],
    marks: [
      ['stained yellow to the second knuckle', 'the reagents'],
      ['pitted with acid burns', 'careless distilling'],
      ['dyed in odd colours', 'the workbench'],
    ],
    smells: [
      'sulphur',
      'vinegar and something sharper',
      'a faint chemical tang',
      'burnt sugar and brimstone',
    ],
  },
  healer: {
    parts: ['hands', 'fingers'],
    marks: [
      ['scrubbed raw', 'washing between patients'],
      ['steady and clean', 'long practice'],
      ['cracked at the knuckles', 'lye and hot water'],
    ],
    smells: ['vinegar and lavender', 'poultices and soap', 'clean linen and camphor', 'yarrow and honey'],
  },
  ranger: {
    parts: ['hands', 'wrists', 'forearms'],
    marks: [
      ['scratched by brambles', 'the woods'],
      ['brown and hard', 'the weather'],
      ['marked by old snare cuts', 'years of trapping'],
      ['calloused', 'the bowstring'],
    ],
    smells: ['pine and woodsmoke', 'wet earth and leaves', 'the forest'],
  },
  sailor: {
    parts: ['hands', 'palms', 'forearms'],
    marks: [
      ['rope-hardened', 'the rigging'],
      ['cracked by salt', 'hauling lines'],
      ['tarred at the creases', 'caulking seams'],
    ],
    smells: ['tar and brine', 'salt and wet hemp', 'the sea', 'fish and pipe smoke'],
  },
  scholar: {
    parts: ['fingers', 'cuffs'],
    marks: [
      ['ink-stained', 'copying'],
      ['grey with chalk', 'the lecture hall'],
    ],
    smells: ['old paper and ink', 'dust and lamp oil', 'sealing wax'],
  },
  labourer: {
    parts: ['hands', 'forearms', 'knuckles'],
    marks: [
      ['hard with callus', 'the work'],
      ['scarred and split', 'hauling stone'],
      ['thick and blunt-fingered', 'years of lifting'],
    ],
    smells: ['sawdust and sweat', 'stone dust', 'wet rope and tar'],
  },
  commoner: {
    parts: ['hands'],
    marks: [
      ['calloused', 'long days of work'],
      ['work-roughened', 'the daily round'],
      ['chapped', 'the weather'],
    ],
    smells: ['woodsmoke', 'soap and sweat'],
  },
};

/** Typed trades the archetypes only approximate: their own marks and smells, so a beekeeper is not a ploughman. */
const OWN_TRADE_MARKS: readonly (readonly [RegExp, TradeMarks])[] = [
  [
    /\b(?:bee ?keeper|apiarist|bee-master|honey ?(?:seller|gatherer))/i,
    {
      parts: ['hands', 'forearms'],
      marks: [
        ['dotted with old stings', 'years at the hives'],
        ['tacky with wax', 'the honey harvest'],
        ['speckled with sting marks', 'the hives'],
        ['sticky with wax', 'working the combs'],
      ],
      smells: ['beeswax and smoke', 'honey and woodsmoke', 'smoked straw and wax', 'clover and beeswax'],
    },
  ],
  [
    /\b(?:rat ?catcher|rat-catcher|ratter|vermin)/i,
    {
      parts: ['hands', 'forearms'],
      marks: [
        ['pocked with old bites', 'years of rats'],
        ['scratched and nipped', 'the traps'],
        ['nicked and scabbed', 'cellar work'],
      ],
      smells: ['cellars and damp straw', 'drains and tallow', 'wet dog and old straw'],
    },
  ],
];

function tradeSentences(
  v: Voice,
  looks: NpcLooks,
  rng: Rng,
  smellTold = false,
  occupation = '',
): Record<string, string> {
  const m =
    OWN_TRADE_MARKS.find(([pattern]) => pattern.test(occupation))?.[1] ??
    TRADE_MARKS[looks.clothing.archetype] ??
    TRADE_MARKS.commoner!;
  const part = wpick(rng, 'npc_ap69', m.parts);
  const [state, cause] = wpick(rng, 'npc_ap70', m.marks);
  const are = /s$/.test(part) ? 'are' : 'is';
  // 'Years at the anvil have left', 'hauling stone has left': the verb agrees with the cause's first noun.
  // A gerund is one thing ('hauling casks has'); else the noun before any preposition counts ('flying sparks have').
  const lead = cause.replace(/^(?:the|long|old|a|careless) /, '').split(' ');
  const gerund = /ing$/.test(lead[0] ?? '') && !/^(?:flying|burning|boiling|spitting)$/.test(lead[0] ?? '');
  const nounEnd = lead.findIndex((w) => /^(?:at|of|from|up|in|on|with|behind|every|under|over)$/.test(w));
  const head = (nounEnd > 0 ? lead[nounEnd - 1] : lead[lead.length - 1])?.replace(/['’]s$/, '') ?? '';
  const has = !gerund && /[^s]s$/.test(head) ? 'have' : 'has';
  const tell = are === 'are' ? 'tell' : 'tells';
  const shapes = [
    `${v.Their} ${part} ${are} ${state} from ${cause}.`,
    `${capitalize(cause)} ${has} left ${v.their} ${part} ${state}.`,
    `${v.Their} ${part}, ${state}, ${tell} of ${cause}.`,
    `${v.Their} ${part} ${are} ${state}, the mark of ${cause}.`,
    `${capitalize(cause)} ${has === 'have' ? 'show' : 'shows'} in ${v.their} ${part}, which ${are} ${state}.`,
    `${capitalize(cause)} ${has} marked ${v.their} ${part}: ${are === 'are' ? 'they are' : 'it is'} ${state}.`,
  ];
  // A smell the game master typed is the only smell told.
  if (m.smells && !smellTold) {
    const smell = wpick(rng, 'npc_ap71', m.smells);
    shapes.push(
      `${v.They} ${v.v('smells')} of ${smell}.`,
      `A smell of ${smell} follows ${v.them} about.`,
      `${v.Their} clothes carry a smell of ${smell}.`,
      `${v.They} ${v.v('brings')} a smell of ${smell} into any room.`,
      `There is always a smell of ${smell} about ${v.them}.`,
    );
  }
  // Every frame under a key of its own: the grammar picks the frame, and a world that has read one prefers another.
  return Object.fromEntries(
    Array.from({ length: TRADE_FRAMES }, (_, i) => [`t${i}`, shapes[i % shapes.length]!]),
  );
}

// --- Details: the typed ones in their own words, and the jewels of class ----------------------------------------

/** Details worn over the clothes, said with the clothes ('...with a leather apron and gold hoop earrings'). */
const WORN_KINDS: ReadonlySet<string> = new Set([
  'earrings',
  'necklace',
  'beads',
  'pendant',
  'badge',
  'medal',
  'brooch',
  'chain',
  'bracelet',
  'spectacles',
  'ring',
]);

/**
 * A typed detail's words as a noun phrase the prose can put in a sentence ('a tin badge shaped like a shield', 'gold
 * hoop earrings'), with the NPC's own body ('on her neck'); null when the words are a clause of their own.
 */
const PRECIOUS =
  /\b(?:silver|gold|golden|gilt|jewel(?:led|ed)?|pearls?|rub(?:y|ies)|emeralds?|sapphires?|diamonds?|circlet|coronet|tiara|diadem|silk|velvet|ermine)\b/i;

/**
 * 'Her one fine possession is a silver ring.' Only said here: why a poor NPC has it is told once, after the
 * appearance, from the NPC's own kin (valuableReason in generate.ts), never a second, different reason here.
 */
function preciousSentence(v: Voice, np: string, plural: boolean, rng: Rng): string {
  return capitalize(
    wpick(rng, 'npc_ap72', [
      `${v.Their} one fine possession ${plural ? 'is a pair of' : 'is'} ${plural ? np.replace(/^(?:a pair of|two|both) /, '') : np}.`,
      `Oddly, for ${v.their} station, ${v.they} ${v.v('wears')} ${np}.`,
      `${v.They} ${v.v('wears')} ${np}, which ${plural ? 'look' : 'looks'} out of place on ${v.them}.`,
    ]),
  );
}

function typedNounPhrase(words: string, their: string): { np: string; plural: boolean } | null {
  let t = words.trim().replace(/[\s.;,:!]+$/u, '');
  t = t.replace(/^(?:wears|wearing|has|with|sports|carries|carrying|bears|always wears)\s+/i, '');
  if (/\b(?:is|are|was|were|has|have|had|wears|carries|holds|keeps|smokes|chews|looks|seems)\b/i.test(t))
    return null;
  if (/^(?:missing|no|without|blind|deaf|bald|covered|dressed|clad)\b/i.test(t)) return null;
  t = ownWords(t, their);
  const head =
    t.split(
      / (?:on|in|at|across|over|along|around|round|through|with|of|from|under|behind|near|between|down|up|shaped|that|which|clenched|pushed|perched|hanging|hung|pinned|tucked|set|worn|bearing|engraved|stamped|carved|struck)\b/,
    )[0] ?? t;
  const noun = head.split(' ').pop() ?? '';
  const counted = /^(?:two|three|four|five|several|both|some|many|a pair)\b/i.test(t);
  const plural =
    counted || (/s$/i.test(noun) && !/(?:ss|us|is)$/i.test(noun)) || /^(?:pince-nez)$/i.test(noun);
  const determined =
    /^(?:a|an|the|one|two|three|four|five|some|several|his|her|their|its|both|a pair|pairs?)\b/i.test(t);
  const np = determined ? t.replace(/^the /i, 'a ') : plural || MASS_NOUNS.test(head) ? t : withArticle(t);
  return { np, plural };
}

/** Sentences for a typed mark of the body (a tattoo, a burn, a pipe in the teeth), in the game master's words. */
function typedMarkSentence(
  d: NonNullable<NpcLooks['details']>[number],
  v: Voice,
  rng: Rng,
  named: boolean,
): string {
  const words = d.words!;
  const phrase = typedNounPhrase(words, v.their);
  if (!phrase) return extraSentence(words, v.first, v.p, named);
  const { np, plural } = phrase;
  const Np = capitalize(np);
  const is = plural ? 'are' : 'is';
  const subject = named ? v.They : v.first;
  const has = named ? v.v('has') : 'has';
  const bears = named ? v.v('bears') : 'bears';
  const frames: string[] = [`${subject} ${has} ${np}.`, `${subject} ${bears} ${np}.`];
  switch (d.kind) {
    case 'tattoo':
      frames.push(`${Np} ${is} there for anyone who looks.`, `Anyone close enough can see ${np}.`);
      break;
    case 'scar':
    case 'burn':
    case 'birthmark':
      frames.push(`${Np} ${is} plain to see.`, `There ${is} ${np}.`);
      break;
    case 'gold-tooth':
      frames.length = 0;
      frames.push(
        `${Np} ${plural ? 'glint' : 'glints'} when ${v.they} ${v.v('smiles')}.`,
        `${subject} ${has} ${np}, which ${plural ? 'show' : 'shows'} when ${v.they} ${v.v('laughs')}.`,
      );
      break;
    case 'pipe':
      frames.length = 0;
      frames.push(
        `${subject} ${has} ${np}.`,
        `${named ? v.They : v.first} ${named ? v.v('is') : 'is'} seldom seen without ${np}.`,
        `${Np} ${is} never far from ${v.their} mouth.`,
      );
      if (/\b(?:teeth|mouth|lips|jaw)\b/.test(np)) frames.pop();
      break;
    case 'piercing':
      frames.push(`${Np} ${plural ? 'catch' : 'catches'} the light.`);
      break;
    default:
      break;
  }
  return wpick(rng, 'npc_ap73', frames);
}

/** A jewel of class in words: a brooch with its stone, a chain of office, a necklace. */
function classJewelSentence(d: NonNullable<NpcLooks['details']>[number], v: Voice, rng: Rng): string {
  const metal = d.word ?? 'gold';
  switch (d.kind) {
    case 'brooch': {
      const gem = d.gem?.word;
      const setting = gem
        ? wpick(rng, 'npc_brooch_gem', [
            `set with ${withArticle(gem)}`,
            `with ${withArticle(gem)} at its heart`,
            `holding ${withArticle(gem)}`,
            `around ${withArticle(gem)}`,
            `centred on ${withArticle(gem)}`,
            `with ${withArticle(gem)} the size of a thumbnail`,
            `clasping ${withArticle(gem)}`,
          ])
        : // A bare participle after the noun reads as a splice ('a brooch plain and round'): phrases that join.
          wpick(rng, 'npc_brooch_plain', [
            'of old design',
            'in the old style',
            'with a plain pin',
            'shaped like a knot',
            'shaped like a leaf',
            'worked as a coiled serpent',
            'in the shape of a sun',
            'cast as a pair of clasped hands',
            'with a long pin',
          ]);
      const brooch = `${withArticle(`${wpick(rng, 'npc_ap74', ['', 'small ', 'round ', 'heavy ', 'plain ', 'oval '])}${metal}`)} brooch ${setting}`;
      return wpick(rng, 'npc_brooch', [
        `${capitalize(brooch)} is pinned at ${v.their} collar.`,
        `${v.They} ${v.v('wears')} ${brooch} at the throat.`,
        `${capitalize(brooch)} fastens ${v.their} collar.`,
        `${v.Their} collar is held by ${brooch}.`,
        `At ${v.their} throat ${v.they} ${v.v('wears')} ${brooch}.`,
        `${capitalize(brooch)} sits at ${v.their} collar, polished bright.`,
        `${v.Their} cloak is pinned with ${brooch}.`,
        `${capitalize(brooch)} closes ${v.their} collar.`,
      ]);
    }
    case 'chain':
      return wpick(rng, 'npc_chain', [
        `A heavy ${metal} chain lies across ${v.their} chest.`,
        `${v.They} ${v.v('wears')} a ${metal} chain of office across ${v.their} shoulders.`,
        `A chain of ${metal} links, each as thick as a finger, hangs across ${v.their} chest.`,
        `${v.Their} chest is crossed by a ${metal} chain with a round medal at its lowest point.`,
        `Across ${v.their} shoulders lies a chain of ${metal}, heavy enough to mean something.`,
        `A chain of ${metal} links rests on ${v.their} shoulders.`,
        `${v.They} ${v.v('wears')} ${metal} at the chest, a chain with a seal hung from it.`,
        `A broad ${metal} chain of linked plates lies on ${v.their} shoulders.`,
        `A ${metal} chain loops twice round ${v.their} neck.`,
      ]);
    case 'necklace':
      return wpick(rng, 'npc_necklace', [
        `A ${metal} necklace glints at ${v.their} throat.`,
        `${v.They} ${v.v('wears')} a fine ${metal} necklace.`,
        `A string of ${metal} beads sits at ${v.their} throat.`,
        `${v.Their} throat is circled by a ${metal} necklace.`,
        `A thin ${metal} chain shows at ${v.their} collar.`,
        `A ${metal} chain glints at ${v.their} neck.`,
        `${v.They} ${v.v('wears')} a ${metal} choker.`,
        `A ${metal} torc rings ${v.their} neck.`,
        `${capitalize(metal)} beads lie in a double row at ${v.their} collarbone.`,
      ]);
    default:
      return '';
  }
}

function detailSentences(v: Voice, looks: NpcLooks, rng: Rng, inWear: ReadonlySet<object>): string {
  const out: string[] = [];
  for (const d of looks.details ?? []) {
    // The keepsake is told where it is worn (lookKeepsake); typed things worn are told with the clothes.
    if (d.keepsake || inWear.has(d)) continue;
    if (d.typed) {
      // Told by pronoun: the name opens the paragraph, and a typed detail reads as part of it, not a label.
      if (d.words) out.push(typedMarkSentence(d, v, rng, true));
      continue;
    }
    // A keepsake of a look stored before the flag: told where it is worn.
    if (d.motif) continue;
    const sentence = classJewelSentence(d, v, rng);
    if (sentence) out.push(sentence);
  }
  return out.join(' ');
}

// --- The keepsake, where it is worn ------------------------------------------------------------------------------

const CORDS = ['cord', 'thong', 'leather thong', 'length of twine', 'fine chain', 'bootlace', 'faded ribbon'];
const HABIT_WHEN = [
  'when thinking',
  'while listening',
  'without noticing',
  'when the talk turns serious',
  'for luck',
  'when nervous',
  'at odd moments',
  'when bargaining',
  'before answering',
];

/** Where and how the keepsake is worn, with the keepsake's whole phrase last so nothing trails after it. */
/**
 * The keepsake where it is worn, in every frame its place has (keys f0..f6): the grammar picks the frame, so a game
 * master's world, which remembers the frames its NPCs were written with, prefers a frame it has not read yet.
 */
function keepsakeSentences(
  v: Voice,
  k: string,
  worn: string,
  child: boolean,
  rng: Rng,
): Record<string, string> {
  const T = v.their;
  // A keepsake that already has a cord or a ribbon in it ('a book bound with a cord') hangs on something else.
  const cords = CORDS.filter((c) => !k.includes(c.split(' ').pop()!));
  const cord = wpick(rng, 'npc_ap75', cords.length ? cords : CORDS);
  const all = (() => {
    switch (worn) {
      case 'finger': {
        const finger = wpick(rng, 'npc_ap76', [
          'smallest finger',
          'left hand',
          'right hand',
          'thumb',
          'middle finger',
        ]);
        return [
          `On ${T} ${finger} ${v.they} ${v.v('wears')} ${k}.`,
          `${capitalize(k)} has not left ${T} finger in years.`,
          `Never off ${T} finger is ${k}.`,
          `On ${T} ${finger} is ${k}.`,
          `${v.They} ${v.v('wears')} ${k} on ${T} ${finger}.`,
          `${capitalize(k)} never leaves ${T} ${finger}.`,
        ];
      }
      case 'neck':
        return [
          `Around ${T} neck, on a ${cord}, hangs ${k}.`,
          `On a ${cord} round ${T} neck hangs ${k}.`,
          `Tucked inside ${T} collar, on a ${cord}, is ${k}.`,
          `From a ${cord} about ${T} neck dangles ${k}.`,
          `Round ${T} neck ${v.they} ${v.v('wears')} ${k}.`,
          `Hanging at ${T} neck is ${k}.`,
          `${capitalize(k)} hangs at ${T} neck on a ${cord}.`,
          `${v.They} ${v.v('keeps')} ${k} on a ${cord} under ${T} collar.`,
          `A ${cord} round ${T} neck carries ${k}.`,
        ];
      case 'breast':
        return [
          `Pinned over ${T} heart is ${k}.`,
          `On ${T} breast ${v.they} ${v.v('wears')} ${k}.`,
          `At ${T} breast, always, is ${k}.`,
          `Pinned to ${T} chest is ${k}.`,
          `${capitalize(k)} is pinned at ${T} breast.`,
          `Over ${T} heart ${v.they} ${v.v('wears')} ${k}.`,
          `${v.They} ${v.v('wears')} ${k} pinned at the breast.`,
        ];
      case 'wrist': {
        const side = wpick(rng, 'npc_ap77', ['left', 'right']);
        return [
          `Tied at ${T} wrist with a ${cord} is ${k}.`,
          `On a ${cord} round ${T} ${side} wrist ${v.they} ${v.v('wears')} ${k}.`,
          `Round ${T} ${side} wrist is ${k}.`,
          `At ${T} ${side} wrist, on a ${cord}, is ${k}.`,
          `${capitalize(k)} is tied round ${T} ${side} wrist.`,
          `${v.They} ${v.v('wears')} ${k} at ${T} ${side} wrist.`,
          `Knotted at ${T} ${side} wrist is ${k}.`,
        ];
      }
      case 'belt':
        return [
          `From ${T} belt hangs ${k}.`,
          `At ${T} belt, on a ${cord}, is ${k}.`,
          `Hooked to ${T} belt is ${k}.`,
          `${v.Their} belt carries ${k}.`,
          `${capitalize(k)} swings from ${T} belt.`,
          `${v.They} ${v.v('wears')} ${k} at ${T} belt.`,
          `Tied to ${T} belt is ${k}.`,
        ];
      default:
        return [
          `In ${T} pocket, always, is ${k}.`,
          `${v.They} ${v.v('keeps')} one thing in ${T} pocket: ${k}.`,
          `${v.Their} hand goes often to a pocket that holds ${k}.`,
          `Ask, and ${v.they} will show you ${k}.`,
          `Never far from ${T} hand is ${k}.`,
          `Somewhere about ${v.them} is always ${k}.`,
          `${v.They} ${v.v('carries')} everywhere ${k}.`,
          `${v.They} ${v.v('keeps')} ${k} about ${v.them} always.`,
          `Somewhere in ${T} clothes is ${k}.`,
          `${v.They} never ${v.v('goes')} out without ${k}.`,
        ];
    }
  })();
  // Sometimes a habit with it, in a sentence of its own, composed from a gesture, a moment and a frame, so that
  // no one frame ('fingers find it when thinking') recurs across a game master's NPCs.
  const habit = rng.chance(0.35) ? ` ${keepsakeHabit(v, worn, child, rng.fork('keepsake-habit'))}` : '';
  return Object.fromEntries(
    Array.from({ length: KEEPSAKE_FRAMES }, (_, i) => [`f${i}`, `${all[i % all.length]}${habit}`]),
  );
}

/** A moment a keepsake comes out: 'when thinking', 'while a price is argued'. */
const HABIT_MOMENTS = [
  ...HABIT_WHEN,
  'while a price is argued',
  'when the room goes quiet',
  'whenever a stranger comes in',
  'while waiting for an answer',
  'when a name from the past comes up',
  'when the news is bad',
  'while making up their mind',
  'when someone lies within earshot',
  'whenever the talk turns to home',
  'while counting',
  'when unsure what to say',
  'last thing at night',
  'when the weather turns',
];

function keepsakeHabit(v: Voice, worn: string, child: boolean, rng: Rng): string {
  const all = HABIT_MOMENTS.map((w) => w.replace('their mind', `${v.their} mind`));
  const moments = all.filter((w) => !(child && (w === 'when bargaining' || w === 'while a price is argued')));
  const when = worldItem(rng, 'npc_habit_when', all, moments);
  const gestures =
    worn === 'finger'
      ? [
          'turns it round',
          'twists it',
          'slides it up to the knuckle and back',
          'presses it with a thumb',
          'taps it on the nearest table',
        ]
      : worn === 'pocket' || worn === 'belt'
        ? [
            'turns it over',
            'takes it out',
            'rubs it with a thumb',
            'checks it is still there',
            'weighs it in one palm',
            'taps it twice',
            'holds it up to the light',
            'runs a thumbnail along its edge',
            'sets it square on the table',
          ]
        : [
            'touches it',
            'straightens it',
            'rubs it between finger and thumb',
            'checks it is still there',
            'tucks it out of sight',
            'presses a palm flat over it',
            `lifts it to ${v.their} lips`,
          ];
  const g = wpick(
    rng,
    `npc_habit_gesture_${worn === 'finger' ? 'f' : worn === 'pocket' || worn === 'belt' ? 'p' : 'n'}`,
    gestures,
  );
  const [verb, ...rest] = g.split(' ');
  const does = `${v.v(verb!)}${rest.length ? ` ${rest.join(' ')}` : ''}`;
  // 'without noticing' and 'for luck' read as manners, not moments: they never open a sentence.
  const opener = !/^(?:without|for|at odd|last)/.test(when);
  // Short frames, the gesture and the moment drawn through the world: the tails this used to carry ('it is the only
  // nervous habit she has', 'everyone who knows her knows the habit') came back word for word in one account.
  const frames = [
    `${v.They} ${does} ${when}.`,
    ...(opener ? [`${capitalize(when)}, ${v.they} ${does}.`] : []),
    `${v.They} ${does} ${when}, and ${wpick(rng, 'npc_ap78', [`seldom ${v.v('knows')} it`, 'would deny it if asked', `${v.v('looks')} faintly guilty after`])}.`,
    ...(worn === 'finger'
      ? []
      : [
          `${v.Their} ${wpick(rng, 'npc_ap79', ['thumb goes', 'hand strays', 'fingers drift', 'thumb drifts', 'hand goes'])}${wpick(rng, 'npc_ap80', ['', ' back'])} to it ${when}.`,
        ]),
  ];
  return wpick(rng, 'npc_habit_frame', frames);
}

// --- A child ------------------------------------------------------------------------------------------------------

function childOpening(v: Voice, face: string, rng: Rng): string {
  const T = v.their;
  const build = wpick(rng, 'npc_ap81', [
    `small for ${T} age, all elbows and knees`,
    'a sturdy, round-faced child',
    'a thin, quick child',
    'a wiry scrap of a child',
    'a bright-eyed, grubby child',
    `tall for ${T} age and thin as a rake`,
    'a solemn little thing',
    'a gap-toothed child',
  ]);
  return wpick(rng, 'npc_ap82', [
    `${v.first} is ${build}, with ${face}.`,
    `${v.first} is ${build}. ${v.They} ${v.v('has')} ${face}.`,
    `${capitalize(build)}, ${v.first} has ${face}.`,
  ]);
}

function childMark(v: Voice, looks: NpcLooks, rng: Rng): string {
  const T = v.their;
  const marks = [
    'A gap shows where a front tooth used to be.',
    `A fresh scab on ${T} chin says ${v.they} lost an argument with a wall recently.`,
    `${v.Their} pockets bulge with pebbles, string and things that might still be alive.`,
    `One of ${T} shoes is tied with string instead of a lace.`,
    `${v.They} ${v.v('has')} ink on ${T} fingers from lessons ${v.they} did not finish.`,
    `${v.Their} hands are always grubby, whatever anyone does.`,
    `${v.They} ${v.v('chews')} the end of ${T} sleeve when thinking.`,
    `${v.Their} knees are green with grass stains.`,
    `A bandage, more dirt than linen, is wound round one thumb.`,
    `${v.Their} nails are bitten to the quick.`,
    `A scratch across one cheek says the cat won.`,
    `There is a smear of jam at the corner of ${T} mouth.`,
    ...(looks.hair && !['bald', 'shaved'].includes(looks.hair.style)
      ? [`There is a twig caught in ${T} hair.`]
      : []),
    '',
    '',
  ];
  return wpick(rng, 'npc_ap83', marks);
}

/**
 * 'She wears' opening sentence after sentence is what gives a machine away: beside another thing worn, worn hair is
 * told as hair ('Her white hair is long'), a second 'She wears' joins the first ('She wears a stole and a holy symbol
 * on a chain'), and any other says 'also'.
 */
export function joinWears(text: string): string {
  const out: string[] = [];
  let joined = false;
  for (const s of text.split(/(?<=[.!?])\s+/)) {
    const m = WEARS.exec(s);
    const prev = out[out.length - 1];
    if (!m || !prev || !/\bwears?\b/i.test(prev)) {
      out.push(s);
      joined = false;
      continue;
    }
    const [, who, , rest] = m as unknown as [string, string, string, string];
    const their = who === 'She' ? 'her' : who === 'He' ? 'his' : 'their';
    // A sentence that already says 'also' takes the next thing worn: never two 'She also wears' in a row.
    const before = /^(She|He|They)(?: also)? wears? (.+)\.$/.exec(prev);
    const hair = hairWorn(s);
    const hairBefore = hairWorn(prev);
    if (hair) out.push(hair);
    else if (hairBefore) out.splice(-1, 1, hairBefore, s);
    else if (
      before?.[1] === who &&
      !joined &&
      !before[2]!.startsWith(`${their} `) &&
      !rest.startsWith(`${their} `)
    ) {
      out[out.length - 1] =
        `${prev.slice(0, -1)}${/,| and /.test(`${before[2]} ${rest}`) ? ', and ' : ' and '}${rest}.`;
      joined = true;
      continue;
    } else out.push(s.replace(/^(\w+) /, '$1 also '));
    joined = false;
  }
  return out.join(' ');
}

const WEARS = /^(She|He|They) (wears?) (.+)\.$/;

/** 'She wears her white hair long.' as 'Her white hair is long.'; null for any other sentence. */
function hairWorn(sentence: string): string | null {
  const m = WEARS.exec(sentence);
  if (!m) return null;
  const their = m[1] === 'She' ? 'her' : m[1] === 'He' ? 'his' : 'their';
  const hair = new RegExp(`^${their} (.+? hair) (.+)$`).exec(m[3]!);
  // 'and thinks no more about it' needs the person as its subject: that hair sentence keeps its 'wears'.
  return hair && !/\band thinks\b/.test(hair[2]!) ? `${capitalize(their)} ${hair[1]} is ${hair[2]}.` : null;
}

/**
 * Binds the look into the grammar context: tags say which sentences apply, variables give their words. The
 * sentences are composed here from the look's own facts, several shapes for each, and the grammar chooses.
 */
export function bindLooks(
  ctx: GrammarContext,
  looks: NpcLooks,
  their: string,
  solidEyes: boolean,
  /** The game master's notable features as typed: a typed beard keeps its own colour word. */
  typedFeatures = '',
  /** The trade as typed ('beekeeper'): a trade the archetypes only approximate has marks of its own. */
  occupation = '',
): void {
  const person = ctx.get('npc') as Person | undefined;
  const v = voiceOf(person, their);
  const rng = wordRng(looks, v.first);
  const race = [...ctx.tags].find((t) => t in RACE_NOUNS) ?? 'human';
  const socialClass =
    ['lower', 'working', 'middle', 'upper', 'nobility'].find((t) => ctx.hasTag(t)) ?? 'working';
  const child = ctx.hasTag('child');

  // What the game master typed tells its own parts: no generated sentence says them again.
  const typed = [
    ...looks.extras,
    ...(looks.details ?? []).filter((d) => d.typed && d.words).map((d) => d.words!),
  ];
  const told = (pattern: RegExp) => typed.some((t) => pattern.test(t.toLowerCase()));

  ctx.tag(`look-${looks.clothing.archetype}`);
  ctx.bind('lookBuild', looks.build.word);
  if (looks.clothing.headwear) ctx.tag(`hw-${looks.clothing.headwear}`);
  ctx.bind('lookSkin', looks.skin.word);
  const eyes = eyesPhrase(looks, solidEyes);
  ctx.bind('lookEyes', eyes);
  const face = facePhrase(looks, race, eyes, rng, told);
  ctx.bind('lookFace', face);
  ctx.bind('lookOpen', openingSentences(v, looks, race, face, occupation, rng));
  ctx.bind('lookChildOpen', childOpening(v, face, rng));
  ctx.bind('lookChildMark', childMark(v, looks, rng));
  if (looks.missingEye) {
    ctx.tag('one-eye', looks.missingEye.covered);
    ctx.bind('lookEyeGone', looks.missingEye.side);
  }
  const hair = looks.hair;
  if (!hair) ctx.tag('hairless');
  else if (told(/\b(?:hair|haired|bald|braids?|locks|dreadlocks|plaits?|ringlets|curls|ponytail|topknot)\b/))
    ctx.tag('hair-told');
  else if (hair.style === 'bald') ctx.tag('bald');
  else if (hair.style === 'shaved') ctx.tag('shaved');
  else ctx.tag('hair-some');
  if (hair) {
    ctx.bind('lookHair', hair.word);
    ctx.bind('lookHairLine', hairSentences(v, hair, rng));
  }
  if (looks.beard && !told(/\b(?:beard|bearded|moustache|mustache|goatee|sideburns|whiskers|stubble)\b/)) {
    ctx.tag('beard');
    // Told right after a hair sentence of the same colour, the colour is not said twice.
    const matches =
      ctx.hasTag('hair-some') &&
      hair?.word === looks.beard.word &&
      !/\b(?:beard|bearded|moustache|mustache|goatee|sideburns|whiskers|stubble)\b/i.test(typedFeatures);
    ctx.bind('lookBeardLine', beardSentences(v, looks.beard, rng, matches));
  }
  if (looks.horns) {
    ctx.tag('horned');
    ctx.bind('lookHorns', hornsPhrase(looks.horns, v.their, rng));
  }
  // A scarred-shut lid is told with the missing eye; its scar is not told twice.
  const scars = looks.scars.filter(
    (s) => !(looks.missingEye?.covered === 'scarred-lid' && s.place === `${looks.missingEye.side}-brow`),
  );
  if (scars.length && !told(/\bscar/)) {
    ctx.tag('scarred');
    // A typed scar is told in the game master's words; a seeded one in ours.
    ctx.bind(
      'lookScars',
      scars
        .map((s, i) =>
          s.words
            ? extraSentence(s.words, v.first, v.p, i > 0)
            : rng.chance(0.5)
              ? composedScar(s.place, v.their, rng)
              : wpick(rng, 'npc_ap84', SCAR_WORDS[s.place]!)(v.their),
        )
        .join(' '),
    );
  } else if (scars.length) {
    // A typed scar is told in the game master's words; the drawn face still counts as scarred.
    ctx.tag('scarred');
    ctx.bind('lookScars', '');
  }
  const marks = [
    ...looks.marks.map((m) => markSentence(m, v, looks.marks, rng)),
    // A smith's face carries the forge's soot, drawn and said.
    // Not in every smith's words (it is drawn), and said many ways: one of four sentences in every smith of an
    // account read as a template.
    ...(looks.clothing.archetype === 'smith' &&
    looks.skin.kind === 'skin' &&
    !child &&
    rng.fork('soot-said').chance(0.55)
      ? [
          wpick(rng, 'npc_ap85', [
            `Soot smudges ${v.their} cheek and brow.`,
            `A smear of soot crosses ${v.their} cheek.`,
            `${v.Their} brow is smudged with soot.`,
            `There is soot in the creases of ${v.their} face.`,
            `${v.Their} eyebrows are singed short, and soot rims ${v.their} eyes.`,
            `A thumbprint of soot marks ${v.their} temple, where ${v.they} last wiped away the sweat.`,
            `Forge smoke has greyed ${v.their} face, and only the eyes are clean.`,
            `${v.Their} cheeks are streaked black where ${v.they} ${v.v('has')} wiped them with a sooty hand.`,
            `The forge has left ${v.their} face a shade darker than it was born.`,
            `Soot has worked into the lines round ${v.their} eyes and will not wash out.`,
          ]),
        ]
      : []),
  ].filter(
    (s) =>
      s &&
      !(
        typed.length &&
        /earring|nose|freckle|streak/.test(s.toLowerCase()) &&
        told(/earring|nose ?ring|freckle|streak/)
      ),
  );
  if (marks.length) {
    ctx.tag('marked');
    ctx.bind('lookMarks', marks.join(' '));
  }

  // Typed things worn over the clothes are told with the clothes, in the game master's words.
  const inWear = new Set<object>();
  const extraWorn: string[] = [];
  const preciousWorn: string[] = [];
  for (const d of looks.details ?? []) {
    if (!d.typed || !d.words || d.keepsake || !WORN_KINDS.has(d.kind)) continue;
    const phrase = typedNounPhrase(d.words, v.their);
    if (!phrase) continue;
    inWear.add(d);
    // A precious thing on a poor back is a story, not an item of dress: it gets a sentence and a reason.
    if (PRECIOUS.test(phrase.np) && (socialClass === 'lower' || socialClass === 'working')) {
      preciousWorn.push(preciousSentence(v, phrase.np, phrase.plural, rng));
      continue;
    }
    extraWorn.push(phrase.np);
  }
  ctx.bind('lookDetails', detailSentences(v, looks, rng, inWear));
  if (looks.age.lines >= 2) ctx.tag('lined-deep');
  else if (looks.age.lines === 1) ctx.tag('lined-faint');
  ctx.bind('lookAge', ageSentences(v, looks, rng));
  const wear = wearSentences(v, looks, socialClass, child, told, rng, extraWorn);
  ctx.bind(
    'lookWear',
    preciousWorn.length
      ? Object.fromEntries(Object.entries(wear).map(([k, t]) => [k, `${t} ${preciousWorn.join(' ')}`.trim()]))
      : wear,
  );
  const heldTold =
    (looks.heldItem !== null && typed.some((t) => mentionsHeld(t.toLowerCase(), looks.heldItem!))) ||
    (looks.weapon !== null &&
      looks.weapon !== undefined &&
      typed.some((t) => mentionsWeapon(t.toLowerCase())));
  ctx.bind('lookHeld', heldTold ? { a: '', b: '' } : heldSentences(v, looks, rng));
  ctx.bind(
    'lookTrade',
    child
      ? Object.fromEntries(Array.from({ length: TRADE_FRAMES }, (_, i) => [`t${i}`, '']))
      : tradeSentences(v, looks, rng, told(/\b(?:smells?|smelling|reeks?|stinks?|scent)\b/), occupation),
  );

  // The keepsake: a typed worn token is the keepsake (its words, its mark), else the record's own.
  const adopted = (looks.details ?? []).find((d) => d.keepsake && d.typed && d.words);
  if (adopted) {
    const phrase = typedNounPhrase(adopted.words!, v.their);
    const typedWords = phrase?.np ?? adopted.words!;
    const mark = adopted.shape ?? adopted.motif;
    const bare = (mark ?? '').replace(/^(?:an?|the) /, '');
    // The figure the look gave it, when the words named none, is said with it ('struck with a crowned tower').
    const added =
      adopted.motif && !adopted.shape && !typedWords.includes(bare)
        ? ` ${wpick(rng, 'npc_ap86', ['bearing', 'struck with', 'marked with', 'showing'])} ${adopted.motif}`
        : '';
    const k = `${typedWords}${added}`;
    const noun = adopted.noun ?? adopted.kind;
    const material = adopted.word && adopted.word !== 'wood' ? `${adopted.word} ` : '';
    const worn =
      adopted.kind === 'pendant'
        ? 'neck'
        : adopted.kind === 'ring'
          ? 'finger'
          : adopted.kind === 'bracelet'
            ? 'wrist'
            : 'breast';
    const tag =
      worn === 'neck'
        ? 'ks-pendant'
        : worn === 'finger'
          ? 'ks-ring'
          : worn === 'wrist'
            ? 'ks-wrist'
            : 'ks-brooch';
    for (const t of [...ctx.tags]) if (/^ksw?-/.test(t)) ctx.tags.delete(t);
    ctx.tag(tag, `ksw-${worn}`);
    if (bare) ctx.bind('emblem', bare);
    ctx.bind('keepsake', k);
    ctx.bind('keepsakeShort', `the ${material}${noun}`);
    ctx.bind('lookKeepsake', keepsakeSentences(v, k, worn, child, rng));
  } else {
    const k = ctx.get('keepsake');
    const worn = [...ctx.tags].find((t) => t.startsWith('ksw-'))?.slice(4) ?? 'pocket';
    ctx.bind(
      'lookKeepsake',
      typeof k === 'string' && k
        ? keepsakeSentences(v, k, worn, child, rng)
        : Object.fromEntries(Array.from({ length: KEEPSAKE_FRAMES }, (_, i) => [`f${i}`, ''])),
    );
  }
}
