// NPC appearance phrases, read from the decided look (colours, hair, eyes, horns, scars, beard, age, build,
// clothes): every colour word and feature the prose names is bound here from `looks`, which the portrait draws.
import type { NpcLooks, NpcSide } from '../../../../shared/kinds/npc.js';
import { capitalize, withArticle } from '../../../engine/english.js';
import type { GrammarContext, RuleSet } from '../../../engine/grammar.js';

export const APPEARANCE_RULES: RuleSet = {
  appearance: [
    '<!child> #app_open# #app_eye_gone# #app_hair# #app_beard# #app_horns# #app_scars# #app_marks# #app_age# #app_wear# #app_trade_if# #keepsake_worn#',
    '<!child> #app_open# #app_eye_gone# #app_horns# #app_scars# #app_hair# #app_beard# #app_age# #app_marks# #app_trade_if# #keepsake_worn# #app_wear#',
    '<child> #npc.first# is #child_build#, with #race_face#. #app_eye_gone# #app_hair# #app_horns# #app_scars# #app_marks# #npc.They:wears# #child_clothes#. #child_mark# #keepsake_worn#',
  ],

  app_open: [
    '#npc.first# is #lookBuild# and #app_body#, with #race_face#.',
    '#lookBuild.capitalize# and #app_body#, #npc.first# has #race_face#.',
  ],

  app_wear: [
    '#npc.They:wears# #occ_clothes#, #class_clothes#.',
    '#npc.They:dresses# in #occ_clothes#, #class_clothes#.',
    '#npc.They:goes# about in #occ_clothes#, #class_clothes#.',
  ],

  // Closes the clothes sentence: the class shows in the state of what they wear.
  class_clothes: [
    '<lower> all of it mended at least twice',
    '<lower> patched wherever a patch would hold',
    '<working> plain, clean and built to last',
    '<working> worn soft with years of use',
    '<middle> all of it well kept and a season behind the fashion',
    '<middle> with a silver pin at the collar as #npc.their# one extravagance',
    '<upper> all of it the best that money can buy',
    '<upper> with more rings than a sensible person would wear',
    '<nobility> trimmed with silk in the family colours',
    '<nobility> with a signet ring heavy with the family crest',
  ],

  // The trade on the body, without colours or faces: those belong to the look.
  app_body: [
    '<merchant> well fed',
    '<merchant> well groomed',
    '<guard> weathered',
    '<guard> heavy-shouldered',
    '<noble> straight-backed',
    '<noble> elegant',
    '<innkeeper> thick-armed',
    '<smith> soot-streaked',
    '<smith> heavy-armed',
    '<priest> serene',
    '<priest> careworn',
    '<wizard> ink-stained',
    '<wizard> stoop-shouldered',
    '<thief> quick-eyed',
    '<thief> nimble',
    '<farmer> weather-beaten',
    '<farmer> strong-handed',
    '<outlaw> travel-worn',
    '<outlaw> wary',
    '<bard> theatrical',
    '<alchemist> stain-fingered',
    '<alchemist> twitchy',
    '<ranger> wind-burned',
    '<ranger> quiet-footed',
    '<else> work-worn',
    '<else> capable-looking',
  ],

  // The trade's mark only when the face has none of its own to tell: the appearance stays a short paragraph.
  app_trade_if: ['<!scarred !marked !one-eye> #app_trade#', '<else> '],

  // A mark of the trade on the hands, the voice or the smell: nothing a portrait would have to draw.
  app_trade: [
    '<merchant> A ledger-pencil is always within reach of #npc.their# hand.',
    '<merchant> A tally-stick hangs at #npc.their# belt, notched with debts owed to #npc.them#.',
    '<guard> #npc.Their# knuckles are scarred from breaking up tavern fights.',
    '<guard> #npc.They:stands# with the stiff back of someone who has stood too many watches.',
    '<noble> #npc.Their# hands have never held anything heavier than a quill.',
    '<noble> #npc.They:smells# faintly of rosewater and old money.',
    '<innkeeper> #npc.Their# forearms are freckled with old scalds from the kitchen.',
    '<innkeeper> #npc.They:smells# of woodsmoke and fresh bread.',
    '<smith> A burn scar runs across #npc.their# left forearm.',
    '<smith> Tiny burn marks pepper #npc.their# hands and forearms.',
    '<priest> Wax burns speckle #npc.their# fingers from years of candles.',
    '<priest> #npc.Their# voice is hoarse from preaching.',
    '<wizard> Faint silver runes, long healed, show on the backs of #npc.their# hands.',
    '<wizard> #npc.Their# fingers are blotted with ink to the second knuckle.',
    '<thief> #npc.Their# fingers never stop moving.',
    '<thief> A thin scar crosses #npc.their# palm where a window bit back.',
    '<farmer> #npc.Their# hands are broad and cracked from work.',
    '<farmer> #npc.They:is# missing the tip of one finger to a scythe.',
    '<outlaw> A brand on #npc.their# wrist marks an old conviction.',
    '<outlaw> An old arrow wound puckers #npc.their# shoulder.',
    '<bard> Calluses line the fingertips of #npc.their# left hand.',
    '<bard> #npc.Their# voice carries even when #npc.they# #npc.v:whispers#.',
    '<alchemist> #npc.Their# fingertips are stained yellow to the second knuckle.',
    '<alchemist> A faint chemical smell follows #npc.them# everywhere.',
    '<ranger> A pale line across #npc.their# wrist marks an old snare wound.',
    '<ranger> #npc.They:moves# with a hunter’s quiet economy.',
    '<else> #npc.Their# hands carry the calluses of #npc.their# trade.',
    '<else> #npc.They:has# the set shoulders of someone who works long hours.',
  ],

  // Features of each people's face; eyes, skin and horns come from the look. Phrases whose verb needs two
  // eyes are not offered to a one-eyed face.
  race_face: [
    '<human> #lookSkin# skin, a hooked nose and watchful #lookEyes#',
    '<human> a long jaw and #lookEyes#',
    '<human !one-eye> #lookEyes# set deep under heavy brows',
    '<human> a broad, weather-beaten face and #lookEyes#',
    '<human> #lookSkin# skin, a strong nose and #lookEyes#',
    '<human> a ready squint and #lookEyes#',
    '<elf> sharp cheekbones, long pointed ears and #lookEyes#',
    '<elf> long pointed ears, an ageless face and #lookEyes#',
    '<elf> #lookSkin# skin, a narrow face that rarely changes expression and #lookEyes#',
    '<elf !one-eye> almond-shaped #lookEyes# that catch the light like a cat’s',
    '<half-elf> gently pointed ears and #lookEyes#',
    '<half-elf> #lookSkin# skin, a sharp, handsome face and #lookEyes#',
    '<half-elf> a fine jaw, half-elven ears and #lookEyes#',
    '<dwarf> a broad nose broken at least twice and deep-set #lookEyes#',
    '<dwarf> #lookSkin# skin, a jutting brow and #lookEyes#',
    '<dwarf !one-eye> a wide nose and #lookEyes# creased from years of squinting into firelight',
    '<halfling> apple cheeks, a button nose and bright #lookEyes#',
    '<halfling> a round face that creases easily and #lookEyes#',
    '<halfling> #lookSkin# skin, a snub nose and curious #lookEyes#',
    '<gnome !one-eye> an enormous nose and huge #lookEyes# that never stop darting about',
    '<gnome> a face like a walnut, a great nose and twinkling #lookEyes#',
    '<gnome> a big bulb of a nose and wide #lookEyes#',
    '<half-orc> #lookSkin# skin, lower tusks filed blunt and #lookEyes#',
    '<half-orc> #lookSkin# skin, small chipped tusks and #lookEyes#',
    '<half-orc> #lookSkin# skin, a heavy brow, a jutting jaw and surprisingly gentle #lookEyes#',
    '<tiefling> #lookSkin# skin and #lookEyes#',
    '<tiefling> #lookSkin# skin, #lookEyes# and a long, restless tail',
    '<dragonborn> #lookSkin# scales, a long, narrow snout and #lookEyes#',
    '<dragonborn> #lookSkin# scales, a frill at the jaw and #lookEyes#',
    '<dragonborn> #lookSkin# scales, nostrils that smoke faintly and #lookEyes#',
  ],

  app_eye_gone: [
    '<one-eye eyepatch> #npc.Their# #lookEyeGone# eye is gone, the socket covered by a leather patch.',
    '<one-eye eyepatch> A leather patch covers the empty socket of #npc.their# #lookEyeGone# eye.',
    '<one-eye scarred-lid> #npc.Their# #lookEyeGone# eye is gone, the lid scarred shut over it.',
    '<one-eye scarred-lid> Where #npc.their# #lookEyeGone# eye was, a scar seals the lid shut.',
    '<else> ',
  ],

  app_hair: [
    '<hair-some> #npc.Their# hair is #lookHair# and #lookHairStyle#.',
    '<hair-some> #npc.Their# #lookHair# hair is #lookHairStyle#.',
    '<bald> #npc.They:is# as bald as an egg.',
    '<bald> #npc.Their# scalp is bald and shining.',
    '<shaved> #npc.Their# head is shaved to a #lookHair# shadow.',
    '<hairless !old> #npc.Their# scales are polished and #npc.their# claws neatly filed.',
    '<hairless !old> #npc.Their# scales have a dull, workaday sheen, and #npc.their# claws are chipped.',
    '<hairless !old> #npc.Their# scales are oiled to a shine every morning, and it shows.',
    '<hairless !old> A few scales along #npc.their# jaw have been lost and grown back paler.',
    '<hairless !old> #npc.Their# claws are filed short and blunt, as if #npc.they# once had to promise to.',
    '<hairless old> #npc.Their# scales have dulled with age and flake at the edges.',
    '<hairless old> Age has faded #npc.their# scales at the edges and worn #npc.their# claws to stubs.',
    '<hairless old> The scales at #npc.their# throat have gone thin and papery with the years.',
  ],

  app_beard: [
    '<beard> #npc.They:wears# #lookBeard#.',
    '<beard> #lookBeard.capitalize# covers #npc.their# chin.',
    '<else> ',
  ],

  app_horns: ['<horned> #lookHorns.capitalize#.', '<else> '],
  app_scars: ['<scarred> #lookScars#', '<else> '],
  app_marks: ['<marked> #lookMarks#', '<else> '],

  app_age: [
    '<lined-deep> Deep lines score #npc.their# face.',
    '<lined-deep> Age has carved #npc.their# face into deep lines.',
    '<lined-deep> #npc.Their# face is as creased as an old map.',
    '<lined-deep> The years have folded #npc.their# face into deep creases around the eyes and mouth.',
    '<lined-deep> Every year shows in the furrows of #npc.their# brow.',
    '<lined-deep> Deep furrows run from #npc.their# nose to the corners of #npc.their# mouth.',
    '<lined-deep !hairless> #npc.Their# skin has thinned to creased paper over the bones of #npc.their# face.',
    '<lined-deep> The lines around #npc.their# eyes have deepened into crow’s feet a sparrow could stand in.',
    '<lined-faint> Faint lines gather at the corners of #npc.their# eyes.',
    '<lined-faint> The first lines of age show at #npc.their# eyes and mouth.',
    '<lined-faint> Squinting or laughing has left fine creases beside #npc.their# eyes.',
    '<lined-faint> A crease has settled between #npc.their# brows and shows no sign of leaving.',
    '<lined-faint> The years show only in the fine lines around #npc.their# mouth.',
    '<lined-faint> Two faint lines have begun to bracket #npc.their# mouth.',
    '<lined-faint> A few fine lines have crept in across #npc.their# brow.',
    '<else> ',
  ],

  // Where the keepsake is worn, by its shape (tags ks-ring, ks-pendant, ks-brooch set in record.ts).
  keepsake_worn: [
    '<ks-ring> #keepsake.capitalize# glints on #npc.their# smallest finger.',
    '<ks-ring> #npc.They:keeps# #keepsake# on a chain around #npc.their# neck.',
    '<ks-pendant> #keepsake.capitalize# hangs on a cord around #npc.their# neck.',
    '<ks-pendant> #npc.They:keeps# #keepsake# tucked inside #npc.their# collar and #npc.v:touches# it when nervous.',
    '<ks-brooch> #npc.Their# cloak is pinned with #keepsake#.',
    '<ks-brooch> #keepsake.capitalize# is pinned over #npc.their# heart.',
  ],

  child_build: [
    'small for #npc.their# age, all elbows and knees',
    'a sturdy, round-faced child',
    'a thin, quick child with scabbed knees',
    'a serious-looking child who seems older than #npc.their# years',
  ],
  child_clothes: [
    '<poor> hand-me-downs several sizes too big',
    '<poor> a patched smock and no shoes',
    '<middle> a neat tunic that was clean this morning',
    '<middle> good boots #npc.they# #npc.v:is# forever scuffing',
    '<rich> a velvet coat #npc.they# #npc.v:has# already torn',
    '<rich> silk that has been carefully mended where no one will see',
  ],
  child_mark: [
    'A gap shows where a front tooth used to be.',
    'A fresh scab on #npc.their# chin says #npc.they# lost an argument with a wall recently.',
    '#npc.Their# pockets bulge with pebbles, string and things that might still be alive.',
    'One of #npc.their# shoes is tied with string instead of a lace.',
    '#npc.They:has# ink on #npc.their# fingers from lessons #npc.they# did not finish.',
    '#npc.Their# hands are always grubby, whatever anyone does.',
    'Both knees of #npc.their# breeches are worn through.',
    '#npc.They:chews# the end of #npc.their# sleeve when thinking.',
  ],
};

/** How each hair style reads after 'is' ("Her hair is chestnut and ...", "Her chestnut hair is ..."). */
const HAIR_STYLE_WORDS: Readonly<Record<string, string>> = {
  cropped: 'cropped short',
  'side-swept': 'swept to one side',
  tousled: 'tousled into an untidy thatch',
  'long-straight': 'long and straight',
  'long-wavy': 'long and loosely waved',
  bun: 'pinned up in a bun',
  ponytail: 'tied back in a tail',
  braids: 'worn in long braids',
  curly: 'curled tight',
  wild: 'wild, in tufts no comb has tamed',
  mohawk: 'shaved at the sides, with a crest down the middle',
  topknot: 'gathered in a topknot',
  bob: 'cut in a blunt bob',
};

const BEARD_WORDS: Readonly<Record<string, (colour: string) => string>> = {
  stubble: (c) => `a shadow of ${c} stubble`,
  moustache: (c) => `${withArticle(c)} moustache`,
  goatee: (c) => `a neat ${c} goatee`,
  short: (c) => `a short ${c} beard`,
  full: (c) => `a full ${c} beard`,
  long: (c) => `a long ${c} beard`,
  braided: (c) => `${withArticle(c)} beard braided in thick ropes`,
  forked: (c) => `a forked ${c} beard`,
  sideburns: (c) => `bushy ${c} sideburns`,
};

/** Eyes as the prose says them: "grey eyes", "one grey eye", "solid gold eyes". */
export function eyesPhrase(looks: NpcLooks, solid: boolean): string {
  const colour = `${solid ? 'solid ' : ''}${looks.eyes.word}`;
  return looks.missingEye ? `one ${colour} eye` : `${colour} eyes`;
}

function hornsPhrase(horns: NonNullable<NpcLooks['horns']>, their: string): string {
  const colour = horns.word;
  const shape: Record<string, string> = {
    ram: `${colour} ram’s horns curl round ${their} ears`,
    swept: `${colour} horns sweep back over ${their} skull`,
    straight: `short, straight ${colour} horns rise from ${their} brow`,
    crown: `a crown of small ${colour} horns rings ${their} brow`,
    dragon: `${colour} horns sweep back from ${their} brow`,
  };
  const base = shape[horns.style] ?? `${colour} horns rise from ${their} brow`;
  return horns.snapped ? `${base}, the ${horns.snapped} one snapped off short` : base;
}

const SCAR_WORDS: Readonly<Record<string, (their: string) => string>> = {
  'left-cheek': (t) => `An old scar runs across ${t} left cheek.`,
  'right-cheek': (t) => `An old scar runs across ${t} right cheek.`,
  'left-brow': (t) => `A scar cuts through ${t} left eyebrow.`,
  'right-brow': (t) => `A scar cuts through ${t} right eyebrow.`,
  jaw: (t) => `An old blade cut runs along ${t} jaw.`,
  lip: (t) => `A scar splits ${t} upper lip.`,
  snout: (t) => `A pale scar runs across ${t} snout.`,
  forehead: (t) => `A scar crosses ${t} forehead.`,
  nose: (t) => `A scar crosses the bridge of ${t} nose.`,
};

const METAL_WORDS: Readonly<Record<string, string>> = {
  '#c9ced6': 'silver',
  '#d4a93a': 'gold',
  '#c09a4a': 'brass',
  '#b8643a': 'copper',
  '#6a6e74': 'iron',
  '#e8dcc0': 'bone',
};

function markSentence(mark: NpcLooks['marks'][number], their: string): string {
  const side = (s: NpcSide | null) => (s ? `${s} ` : '');
  const metal = METAL_WORDS[mark.colour ?? ''] ?? 'gold';
  switch (mark.kind) {
    case 'earring':
      return `${capitalize(withArticle(metal))} earring hangs from ${their} ${side(mark.side)}ear.`;
    case 'nose-ring':
      return `${capitalize(withArticle(metal))} ring pierces ${their} nose.`;
    case 'tattoo':
      return `A dark tattoo curls across ${their} ${side(mark.side)}cheek.`;
    case 'burn':
      return `An old burn puckers the skin of ${their} ${side(mark.side)}cheek.`;
    case 'freckles':
      return `Freckles spatter ${their} nose and cheeks.`;
    case 'grey-streak':
      return `A streak of grey runs through ${their} hair.`;
    case 'warpaint':
      return `Stripes of war paint mark ${their} cheeks.`;
    case 'sigils':
      return `Fine sigils are inked above ${their} brow.`;
  }
}

/**
 * A feature the game master typed that no drawing stands for, as a sentence of its own: a verb phrase follows
 * the name ("Brunna smells of pipe smoke."), a thing is something they have ("Brunna has a gold tooth.").
 */
export function extraSentence(extra: string, first: string): string {
  const text = extra.trim().replace(/[\s.,;:!]+$/u, '');
  const gentle =
    /^[A-Z][a-z]/.test(text) && !/^[A-Z][a-z]+ [A-Z]/.test(text)
      ? text[0]!.toLowerCase() + text.slice(1)
      : text;
  if (
    /^(has|wears|walks|speaks|carries|limps|smells|bears|is|keeps|never|always|stutters|hums|whistles|talks|sings|laughs|rarely|often|can|cannot|can't|likes|loves|hates)\b/i.test(
      gentle,
    )
  )
    return `${first} ${gentle}.`;
  if (
    /^(a|an|the|one|two|three|some|many|several|his|her|their|long|short|big|small|large|thick|thin)\b/i.test(
      gentle,
    )
  )
    return `${first} has ${gentle.replace(/^(his|her|their) /i, '')}.`;
  return `${first} is marked by ${withArticle(gentle)}.`;
}

/** Binds the look into the grammar context: tags say which sentences apply, variables give their words. */
export function bindLooks(ctx: GrammarContext, looks: NpcLooks, their: string, solidEyes: boolean): void {
  ctx.bind('lookBuild', looks.build.word);
  if (looks.clothing.headwear) ctx.tag(`hw-${looks.clothing.headwear}`);
  ctx.bind('lookSkin', looks.skin.word);
  ctx.bind('lookEyes', eyesPhrase(looks, solidEyes));
  if (looks.missingEye) {
    ctx.tag('one-eye', looks.missingEye.covered);
    ctx.bind('lookEyeGone', looks.missingEye.side);
  }
  const hair = looks.hair;
  if (!hair) ctx.tag('hairless');
  else if (hair.style === 'bald') ctx.tag('bald');
  else if (hair.style === 'shaved') ctx.tag('shaved');
  else ctx.tag('hair-some');
  if (hair) {
    ctx.bind('lookHair', hair.word);
    ctx.bind(
      'lookHairStyle',
      (HAIR_STYLE_WORDS[hair.style] ?? 'kept short').replace('the shoulders', `${their} shoulders`),
    );
  }
  if (looks.beard) {
    ctx.tag('beard');
    ctx.bind('lookBeard', (BEARD_WORDS[looks.beard.style] ?? BEARD_WORDS.short!)(looks.beard.word));
  }
  if (looks.horns) {
    ctx.tag('horned');
    ctx.bind('lookHorns', hornsPhrase(looks.horns, their));
  }
  // A scarred-shut lid is told with the missing eye; its scar is not told twice.
  const scars = looks.scars.filter(
    (s) => !(looks.missingEye?.covered === 'scarred-lid' && s.place === `${looks.missingEye.side}-brow`),
  );
  if (scars.length) {
    ctx.tag('scarred');
    ctx.bind('lookScars', scars.map((s) => SCAR_WORDS[s.place]!(their)).join(' '));
  }
  if (looks.marks.length) {
    ctx.tag('marked');
    ctx.bind('lookMarks', looks.marks.map((m) => markSentence(m, their)).join(' '));
  }
  if (looks.age.lines >= 2) ctx.tag('lined-deep');
  else if (looks.age.lines === 1) ctx.tag('lined-faint');
}
