// Decides what an item is made of, once: each material slot (metal, wood, grip or haft, leather, cloth, jewel
// metal, glass, a wand's body, a potion's vessel and liquid) is picked here with the words the prose uses and the
// material and colour the picture paints, so the text and the drawing read the same record.
import type {
  ItemArtStyle,
  ItemLook,
  ItemLookMaterial,
  ItemLookPart,
} from '../../../../shared/kinds/magic-item.js';
import type { Rng } from '../../../engine/rng.js';
import type { ItemForm } from './forms.js';
import type { ThemeId } from './themes.js';

interface Choice {
  readonly words: string;
  readonly material: ItemLookMaterial;
  readonly colour: string;
  /** Styles that favour it (weight 3 there, absent elsewhere). */
  readonly styles?: readonly ItemArtStyle[];
  /** The lowest tier it appears at (mithral from Rare, adamantine from Very Rare). */
  readonly minTier?: number;
}

const METAL: readonly Choice[] = [
  { words: 'blackened iron', material: 'iron', colour: '#3c3d42' },
  { words: 'blue-grey steel', material: 'steel', colour: '#8a9aae' },
  { words: 'bright steel', material: 'steel', colour: '#c2cad4' },
  { words: 'bronze', material: 'bronze', colour: '#b67c3c' },
  { words: 'meteoric iron', material: 'iron', colour: '#5e5a5c' },
  { words: 'cold-forged iron', material: 'iron', colour: '#6e7078' },
  { words: 'silvered steel', material: 'silver', colour: '#c9cfd8' },
  { words: 'mithral', material: 'mithral', colour: '#c4dbe8', minTier: 3 },
  { words: 'adamantine', material: 'adamantine', colour: '#46505f', minTier: 4 },
  { words: 'dark dwarven steel', material: 'steel', colour: '#5c636e', styles: ['Dwarven'] },
  { words: 'pale elven steel', material: 'steel', colour: '#d6dee8', styles: ['Elven'] },
  { words: 'brass-bound steel', material: 'steel', colour: '#a3adba', styles: ['Steampunk'] },
  { words: 'black iron', material: 'iron', colour: '#2e2e33', styles: ['Gothic'] },
  {
    words: 'silvery, almost translucent steel',
    material: 'mithral',
    colour: '#dae8f2',
    styles: ['Ethereal'],
  },
  { words: 'pitted black steel', material: 'steel', colour: '#36383e', styles: ['Dark Fantasy'] },
  { words: 'plain, well-kept steel', material: 'steel', colour: '#a3adba', styles: ['Medieval'] },
];

const WOOD: readonly Choice[] = [
  { words: 'ash', material: 'wood', colour: '#c8a978' },
  { words: 'oak', material: 'wood', colour: '#9a7045' },
  { words: 'yew', material: 'wood', colour: '#b06c3c' },
  { words: 'black walnut', material: 'wood', colour: '#4a3020' },
  { words: 'ironwood', material: 'wood', colour: '#5a4030' },
  { words: 'bog oak', material: 'wood', colour: '#30261e' },
  { words: 'hornbeam', material: 'wood', colour: '#b8a584' },
  { words: 'rowan', material: 'wood', colour: '#9c6a42' },
  { words: 'ebony', material: 'wood', colour: '#241c1a' },
  { words: 'driftwood', material: 'wood', colour: '#b8ad9c' },
  { words: 'silverwood', material: 'wood', colour: '#d8d4c8', styles: ['Elven'] },
  { words: 'blackthorn', material: 'wood', colour: '#2a2022', styles: ['Dark Fantasy', 'Gothic'] },
  { words: 'lacquered teak', material: 'wood', colour: '#7a3e1e', styles: ['Steampunk'] },
];

/** What a hilt or grip is wrapped in or made of. */
const HILT: readonly Choice[] = [
  { words: 'cord-wrapped ash', material: 'wood', colour: '#b89a6a' },
  { words: 'sharkskin', material: 'leather', colour: '#9aa0a0' },
  { words: 'red leather', material: 'leather', colour: '#8a2a1e' },
  { words: 'black leather', material: 'leather', colour: '#221c1a' },
  { words: 'polished bone', material: 'bone', colour: '#ddd0b0' },
  { words: 'ram’s horn', material: 'bone', colour: '#a89a80' },
  { words: 'wire-bound oak', material: 'wood', colour: '#9a7045' },
  { words: 'blackened walnut', material: 'wood', colour: '#3b2616' },
  { words: 'knotted iron wire', material: 'iron', colour: '#6e7078', styles: ['Dwarven'] },
  { words: 'pale birch wound with silver thread', material: 'wood', colour: '#e0d6c0', styles: ['Elven'] },
];

/** A haft, shaft or stock: wood or metal, with leather only as a wrapped grip. */
const HAFT: readonly Choice[] = [
  { words: 'ash', material: 'wood', colour: '#c8a978' },
  { words: 'black walnut', material: 'wood', colour: '#4a3020' },
  { words: 'blackened walnut', material: 'wood', colour: '#3b2616' },
  { words: 'ironwood', material: 'wood', colour: '#5a4030' },
  { words: 'oak banded with iron', material: 'wood', colour: '#9a7045' },
  { words: 'ash wrapped in red leather at the grip', material: 'wood', colour: '#c8a978' },
  { words: 'yew wound with black leather at the grip', material: 'wood', colour: '#b06c3c' },
  { words: 'cold-forged iron', material: 'iron', colour: '#6e7078' },
  { words: 'dark dwarven steel', material: 'steel', colour: '#5c636e', styles: ['Dwarven'] },
  { words: 'silverwood', material: 'wood', colour: '#d8d4c8', styles: ['Elven'] },
  { words: 'blackthorn', material: 'wood', colour: '#2a2022', styles: ['Dark Fantasy', 'Gothic'] },
];

const LEATHER: readonly Choice[] = [
  { words: 'oiled black leather', material: 'leather', colour: '#221c1a' },
  { words: 'cracked brown leather', material: 'leather', colour: '#6e4424' },
  { words: 'soft doeskin', material: 'leather', colour: '#c09a70' },
  { words: 'sharkskin', material: 'leather', colour: '#9aa0a0' },
  { words: 'red-dyed leather', material: 'leather', colour: '#8a2a1e' },
  { words: 'supple grey leather', material: 'leather', colour: '#7a7670' },
  {
    words: 'leather dyed the colour of old blood',
    material: 'leather',
    colour: '#5a1414',
    styles: ['Dark Fantasy', 'Gothic'],
  },
  { words: 'tan leather', material: 'leather', colour: '#a06a3a', styles: ['Steampunk'] },
];

const CLOTH: readonly Choice[] = [
  { words: 'grey wool', material: 'cloth', colour: '#7c7c80' },
  { words: 'black velvet', material: 'cloth', colour: '#1e1a22' },
  { words: 'undyed linen', material: 'cloth', colour: '#d8ccb0' },
  { words: 'storm-blue silk', material: 'cloth', colour: '#3a5a8a' },
  { words: 'felted wool', material: 'cloth', colour: '#8a7a64' },
  { words: 'moth-eaten red velvet', material: 'cloth', colour: '#7a1e24' },
  {
    words: 'green-grey silk that shifts like leaves',
    material: 'cloth',
    colour: '#6a7e64',
    styles: ['Elven'],
  },
  {
    words: 'gossamer so fine it is nearly invisible',
    material: 'cloth',
    colour: '#e4eaf2',
    styles: ['Ethereal'],
  },
  { words: 'black brocade', material: 'cloth', colour: '#1c1a1e', styles: ['Gothic'] },
];

/** Fine metals for settings, bands, caps and jewellery. */
const JEWEL: readonly Choice[] = [
  { words: 'silver', material: 'silver', colour: '#c9cfd8' },
  { words: 'gold', material: 'gold', colour: '#dcac3e' },
  { words: 'pewter', material: 'silver', colour: '#9ea2a8' },
  { words: 'copper', material: 'bronze', colour: '#c06a3c' },
  { words: 'electrum', material: 'gold', colour: '#d8c27a' },
  { words: 'blackened silver', material: 'silver', colour: '#5a5c62' },
  { words: 'rose gold', material: 'gold', colour: '#e0a080' },
  { words: 'bronze', material: 'bronze', colour: '#b67c3c' },
  { words: 'white gold', material: 'silver', colour: '#e8e4d8', styles: ['Elven'] },
  { words: 'heavy red gold', material: 'gold', colour: '#d0883a', styles: ['Dwarven'] },
  { words: 'polished brass', material: 'bronze', colour: '#d4aa50', styles: ['Steampunk'] },
];

/** The caps on a quarterstaff's ends. */
const CAP: readonly Choice[] = [
  { words: 'iron', material: 'iron', colour: '#6e7078' },
  { words: 'blackened iron', material: 'iron', colour: '#3c3d42' },
  { words: 'brass', material: 'bronze', colour: '#d4aa50' },
  { words: 'bronze', material: 'bronze', colour: '#b67c3c' },
];

const GLASS: readonly Choice[] = [
  { words: 'smoky crystal', material: 'crystal', colour: '#8a8290' },
  { words: 'rock crystal', material: 'crystal', colour: '#dceef8' },
  { words: 'green glass', material: 'glass', colour: '#5f9e62' },
  { words: 'blue glass', material: 'glass', colour: '#5a7ec8' },
  { words: 'clouded quartz', material: 'crystal', colour: '#d8d8dc' },
  { words: 'obsidian', material: 'obsidian', colour: '#2c2532' },
];

/** A wand's body: mostly wood, sometimes something stranger. */
const WAND: readonly Choice[] = [
  ...WOOD.filter((w) => !w.styles),
  { words: 'polished bone', material: 'bone', colour: '#ddd0b0' },
  { words: 'black glass', material: 'obsidian', colour: '#1e1a22' },
  { words: 'twisted copper wire', material: 'bronze', colour: '#c06a3c' },
  { words: 'a single long tooth', material: 'bone', colour: '#e4d8b8' },
];

interface Vessel extends Choice {
  /** What the prose calls it afterwards: 'vial', 'flask'. */
  readonly noun: string;
}

const VESSEL: readonly Vessel[] = [
  { words: 'vial of green glass', noun: 'vial', material: 'glass', colour: '#5f9e62' },
  { words: 'vial of blue glass', noun: 'vial', material: 'glass', colour: '#5a7ec8' },
  { words: 'squat clay flask', noun: 'flask', material: 'obsidian', colour: '#a0683c' },
  { words: 'crystal phial', noun: 'phial', material: 'crystal', colour: '#dceef8' },
  { words: 'tiny silver flask', noun: 'flask', material: 'obsidian', colour: '#c9cfd8' },
  { words: 'blown-glass teardrop', noun: 'teardrop', material: 'glass', colour: '#cfe6ee' },
  { words: 'vial of smoky brown glass', noun: 'vial', material: 'glass', colour: '#7a5a3a' },
];

/** The liquid of each theme's potions, and its colour. */
const LIQUID: Readonly<Record<ThemeId, { words: string; colour: string }>> = {
  fire: { words: 'a thick orange liquid that churns like slow flame', colour: '#e8701c' },
  cold: { words: 'a pale blue liquid with a skin of ice that never melts', colour: '#a6d0ee' },
  lightning: { words: 'a clear liquid shot through with tiny blue sparks', colour: '#cfe0ff' },
  thunder: { words: 'a grey liquid that ripples whenever anyone nearby speaks', colour: '#8a9098' },
  acid: { words: 'a bright green liquid that has etched the inside of the glass', colour: '#7ed23a' },
  poison: { words: 'a purple-black liquid that smells of bitter almonds', colour: '#4a1e4e' },
  necrotic: { words: 'a grey, cold liquid that casts no reflection', colour: '#6a6a70' },
  radiant: { words: 'a golden liquid that glows faintly in the dark', colour: '#f0c030' },
  force: { words: 'a violet liquid that refuses to slosh', colour: '#8a4ae0' },
  psychic: { words: 'a pearly liquid whose colour changes with the viewer’s mood', colour: '#e8dcf0' },
};

const WAND_LENGTHS: readonly (readonly [string, number])[] = [
  ['nine inches', 9],
  ['a foot', 12],
  ['fourteen inches', 14],
  ['sixteen inches', 16],
];

/** Slots' words for the grammar, tags for phrase filters, and the look the picture reads. */
export interface LookDecision {
  readonly vars: Readonly<Record<string, string>>;
  readonly tags: readonly string[];
  readonly look: ItemLook;
}

function pick(options: readonly Choice[], style: ItemArtStyle, tier: number, rng: Rng): Choice {
  const fit = options.filter((o) => (o.minTier ?? 0) <= tier && (!o.styles || o.styles.includes(style)));
  return rng.weighted(fit, (o) => (o.styles ? 3 : 1));
}

function part(c: Choice): ItemLookPart {
  return { material: c.material, colour: c.colour, words: c.words };
}

/** Picks every material slot once and says which of them the picture's body, trim and grip are. */
export function decideLook(
  form: ItemForm,
  themeId: ThemeId,
  style: ItemArtStyle,
  tier: number,
  rng: Rng,
): LookDecision {
  const t = form.tags;
  const grip = form.weapon ? gripWordOf(t) : 'grip';
  const metal = pick(METAL, style, tier, rng);
  const wood = pick(WOOD, style, tier, rng);
  const hilt = pick(grip === 'haft' || grip === 'shaft' || grip === 'stock' ? HAFT : HILT, style, tier, rng);
  const leather = pick(LEATHER, style, tier, rng);
  const cloth = pick(CLOTH, style, tier, rng);
  const jewel = pick(JEWEL, style, tier, rng);
  const cap = pick(CAP, style, tier, rng);
  const glass = pick(GLASS, style, tier, rng);
  const wand = pick(WAND, style, tier, rng);
  const [length, inches] = rng.pick(WAND_LENGTHS);
  const vessel = rng.pick(VESSEL);
  const liquid = LIQUID[themeId];
  const label = form.armor?.label ?? '';

  // Which slot carries the silhouette, by what the item is; the appearance's first line names the same slot.
  let main: Choice | null = null;
  let trim: Choice | null = jewel;
  let gripPart: Choice | null = null;
  if (t.includes('wooden') && t.includes('melee')) {
    main = wood;
    trim = cap;
  } else if (t.includes('lash') || t.includes('sling')) main = leather;
  else if (t.includes('bow') || t.includes('crossbow') || (t.includes('ranged') && form.weapon)) {
    main = wood;
    trim = t.includes('crossbow') ? metal : jewel;
  } else if (form.weapon) {
    main = metal;
    gripPart = hilt;
  } else if (form.armor) {
    if (form.armor.kind === 'garment' || label === 'padded') main = cloth;
    else if (form.armor.kind === 'light' || label === 'hide') main = leather;
    else main = metal;
  } else if (t.includes('wand')) main = wand;
  else if (t.includes('staff')) main = wood;
  else if (t.includes('rod')) main = metal;
  else if (t.includes('potion')) main = vessel;
  else if (t.includes('m-jewel')) main = jewel;
  else if (t.includes('m-cloth')) main = cloth;
  else if (t.includes('m-leather') || t.includes('m-paper')) main = leather;
  else if (t.includes('m-metal') || t.includes('m-curio')) main = metal;
  else if (t.includes('m-glass')) main = glass;
  else if (t.includes('m-wood')) main = wood;

  // Only hard things that hang or fit together can clink, rattle or creak.
  const mainMaterial = main?.material ?? '';
  const hard = ['steel', 'iron', 'bronze', 'gold', 'silver', 'mithral', 'adamantine'].includes(mainMaterial);
  const clinks =
    !t.includes('consumable') &&
    !t.includes('music') &&
    !t.includes('bell') &&
    (hard || t.includes('heavy-armor') || t.includes('medium-armor'));

  const look: ItemLook = {
    ...(main ? { main: part(main) } : {}),
    ...(trim && main ? { trim: part(trim) } : {}),
    ...(gripPart ? { grip: part(gripPart) } : {}),
    ...(t.includes('potion') ? { liquid: { words: liquid.words, colour: liquid.colour } } : {}),
    ...(t.includes('wand') ? { lengthInches: inches } : {}),
  };
  return {
    vars: {
      mat_metal: metal.words,
      mat_wood: wood.words,
      mat_grip: hilt.words,
      mat_leather: leather.words,
      mat_cloth: cloth.words,
      mat_jewel: jewel.words,
      mat_cap: cap.words,
      mat_glass: glass.words,
      wandMat: wand.words,
      wandLength: length,
      vessel: vessel.words,
      vesselNoun: vessel.noun,
      th_liquid: liquid.words,
    },
    tags: [
      ...(clinks ? ['clinks'] : []),
      // Cloth and leather take no rivets, verdigris or engraving meant for metal.
      ...(mainMaterial === 'cloth' || mainMaterial === 'leather' ? ['soft'] : []),
      ...(label ? [`a-${label.replace(/\s+/g, '-')}`] : []),
    ],
    look,
  };
}

/** The word for where a weapon is held: a hilt, a haft, a shaft, a stock, or a quarterstaff's grip. */
export function gripWordOf(t: readonly string[]): string {
  if (t.includes('bow') || t.includes('lash') || t.includes('wooden')) return 'grip';
  if (t.includes('crossbow')) return 'stock';
  if (t.includes('chopper') || t.includes('blunt') || t.includes('hammer')) return 'haft';
  if (t.includes('point')) return 'shaft';
  if (t.includes('blade')) return 'hilt';
  return 'grip';
}
