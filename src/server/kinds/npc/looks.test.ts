// One record, two renderings: over thousands of seeds the portrait drawn from an NPC's look shows what its
// appearance says (colours, a missing eye, a snapped horn, scars, a beard only when written, the clothes' cut and
// colour, headwear, what the hand holds, armour, weapon, jewels), the game master's typed features land in the
// words and the picture, and a look is as varied at volume as a game master meets it.
import { describe, expect, it } from 'vitest';
import {
  NPC_AGES,
  NPC_ART_STYLES,
  NPC_GENDERS,
  NPC_OCCUPATIONS,
  NPC_RACES,
  NPC_SOCIAL_CLASSES,
  type NpcData,
  type NpcRequest,
  npcDataSchema,
  npcRequestSchema,
} from '../../../shared/kinds/npc.js';
import { svgToPng } from '../../art/rasterise.js';
import { checkSvg, pngSize } from '../../art/svg-check.js';
import { indefiniteArticle } from '../../engine/english.js';
import { measureRepetition } from '../../engine/repetition.js';
import { createRng } from '../../engine/rng.js';
import { generateNpc } from './generate.js';
import { decideKeepsake } from './looks.js';
import { readFeatures } from './looks-features.js';
import { drawnArea } from './portrait/details.js';
import { planPortrait } from './portrait/plan.js';
import { RACE_PROFILES } from './portrait/races.js';
import { drawNpcPortrait } from './portrait.js';

const ARCHETYPES = [
  'merchant',
  'guard',
  'noble',
  'innkeeper',
  'blacksmith',
  'priest',
  'wizard',
  'thief',
  'farmer',
  'outlaw',
  'bard',
  'ranger',
  'ship captain',
  'physician',
  'scribe',
  'miner',
];
const FEATURES = [
  undefined,
  undefined,
  undefined,
  'missing left eye, wears a silver earring, scar across the snout',
  'an eyepatch over the right eye',
  'a scar across the left cheek and a gold tooth',
  'smells of pipe smoke',
  'a left horn snapped off short',
  'limps, grey streak in the hair',
  'full beard',
  'braided red beard, a tattoo of a rose on the neck',
  'burn scars on the hands, feathered cap',
];

/** The attribute `name` on the group of slot `slot`, if the slot was drawn. */
function slotAttr(svg: string, slot: string, name: string): string | undefined {
  const tag = new RegExp(`<g data-slot="${slot}"[^>]*>`).exec(svg)?.[0];
  return tag ? new RegExp(`${name}="([^"]*)"`).exec(tag)?.[1] : undefined;
}

/** Lowest y reached by the paths inside a piece of SVG (paths are absolute x y pairs). */
function topOf(markup: string): number {
  let top = Number.POSITIVE_INFINITY;
  for (const d of markup.matchAll(/ d="([^"]+)"/g)) {
    const nums = (d[1] ?? '').match(/-?\d+(\.\d+)?/g)?.map(Number) ?? [];
    for (let i = 1; i < nums.length; i += 2) top = Math.min(top, nums[i]!);
  }
  return top;
}

/** The markup of one slot. */
function slotMarkup(svg: string, slot: string): string {
  return svg.split(`data-slot="${slot}"`)[1]?.split('data-slot=')[0] ?? '';
}

/** The element opening at `open`, up to its matching close tag. */
function groupAt(svg: string, open: string): string {
  const start = svg.indexOf(open);
  if (start < 0) return '';
  let depth = 0;
  const tags = /<g\b[^>]*>|<\/g>/g;
  tags.lastIndex = start;
  for (let m = tags.exec(svg); m; m = tags.exec(svg)) {
    depth += m[0] === '</g>' ? -1 : 1;
    if (depth === 0) return svg.slice(start, m.index + 4);
  }
  return svg.slice(start);
}

function randomNpc(seed: number): NpcData {
  const rng = createRng(seed, 'looks-test');
  const race = rng.pick(NPC_RACES);
  const request = npcRequestSchema.parse({
    race: rng.chance(0.1) ? 'random' : race,
    gender: rng.pick([...NPC_GENDERS, 'random']),
    age: rng.pick([...NPC_AGES, 'random']),
    occupation: rng.pick(ARCHETYPES),
    socialClass: 'random',
    artStyle: 'fantasy',
    notableFeatures: rng.pick(FEATURES),
    seed,
  });
  return generateNpc(request, seed);
}

/** Words a held thing is called by in the prose. */
const HELD_NAMES: Readonly<Record<string, RegExp>> = {
  spear: /spear/,
  staff: /staff/,
  quarterstaff: /staff|stick|cane|crook/,
  hammer: /hammer/,
  tankard: /tankard|mug|flagon/,
  'holy-symbol': /holy symbol/,
  lute: /lute|mandolin|cittern/,
  'coin-purse': /purse/,
  vial: /vial|potion|phial|flask/,
  bow: /bow/,
  pitchfork: /pitchfork|fork/,
  dagger: /dagger|knife|dirk|stiletto/,
  book: /book|ledger|tome|journal/,
  sword: /sword|cutlass|rapier|scimitar|sabre/,
  axe: /axe|hatchet/,
  mace: /mace/,
  club: /club|cudgel/,
  jug: /jug|pitcher/,
  keys: /keys?\b/,
  lantern: /lantern|lamp/,
  scroll: /scroll|map|parchment/,
  ladle: /ladle/,
  spyglass: /spyglass|telescope/,
};
/** Words a layer is called by. */
const LAYER_NAMES: Readonly<Record<string, RegExp>> = {
  'apron-cloth': /apron/,
  'apron-leather': /apron/,
  cloak: /cloak|cape|mantle/,
  tabard: /tabard|surcoat/,
  towel: /cloth (?:slung )?over (?:one|a|the) shoulder|towel/,
  'fur-collar': /collar of|fur/,
  bandolier: /bandolier/,
  shawl: /shawl/,
  neckerchief: /kerchief|scarf|cravat/,
  sash: /sash/,
  baldric: /baldric/,
  stole: /stole/,
};
/** Words a detail kind is called by. */
const DETAIL_NAMES: Readonly<Record<string, RegExp>> = {
  tattoo: /tattoo|inked/,
  scar: /scar/,
  burn: /burn|scald/,
  birthmark: /birthmark|birth-mark|mole|beauty|stain/,
  ring: /ring/,
  necklace: /necklace|beads|torc|choker|chain/,
  pendant: /pendant|amulet|locket|talisman|medallion|charm|symbol|rosary/,
  brooch: /brooch|pin|clasp|badge/,
  bracelet: /bracelet|bangle|cuff|armband|band/,
  earrings: /earring|hoop/,
  piercing: /pierc|stud/,
  'missing-finger': /finger|thumb/,
  'gold-tooth': /tooth|teeth/,
  chain: /chain/,
};

/**
 * What is wrong with a text's English: leaks, doubled words or spaces, a/an before the wrong sound, sentences not
 * starting with a capital, verbs that do not agree with 'they' or with a name.
 */
function englishProblems(text: string, npc: NpcData): string[] {
  const out: string[] = [];
  if (/undefined|null|NaN|\[object|[#{}]/.test(text)) out.push('leak');
  if (/\s{2,}|\s[,.;:]|\.\.|,,|,\./.test(text)) out.push('spacing or punctuation');
  const doubled = /\b(\w+) \1\b/i.exec(text);
  if (doubled && !/^(?:that|had)$/i.test(doubled[1]!)) out.push(`doubled "${doubled[0]}"`);
  for (const m of text.matchAll(/\b([Aa]n?) ([a-z][a-z’'-]*)/g)) {
    if (indefiniteArticle(m[2]!) !== m[1]!.toLowerCase()) out.push(`article "${m[0]}"`);
  }
  for (const sentence of text.split(/(?<=[.!?])\s+/)) {
    if (sentence && !/^["'‘“(]?[A-Z]/.test(sentence)) out.push(`lower-case start "${sentence.slice(0, 30)}"`);
  }
  if (npc.gender === 'non-binary') {
    const bad =
      /\bThey (?:is|has|was|wears|carries|holds|keeps|goes|smells|turns|touches|brings|dresses)\b/.exec(text);
    if (bad) out.push(`they-agreement "${bad[0]}"`);
  }
  const first = npc.name.split(' ')[0]!;
  const named = new RegExp(`\\b${first} (?:have|are|wear|carry|hold|keep)\\b`).exec(text);
  if (named) out.push(`name-agreement "${named[0]}"`);
  return out;
}

describe('NPC looks: the portrait agrees with the appearance', () => {
  it('over 1,500 seeds, draws every colour, eye, horn, scar, beard, garment, layer, hat, held thing, weapon and jewel the words name, and names everything it draws', () => {
    for (let seed = 1; seed <= 1500; seed++) {
      const npc = randomNpc(seed);
      const looks = npc.looks;
      if (!looks) throw new Error('a new NPC has a look');
      expect(npcDataSchema.safeParse(npc).success, `seed ${seed}`).toBe(true);
      const text = npc.appearance;
      const lower = text.toLowerCase();
      const svg = drawNpcPortrait(npc, seed);
      const at = `seed ${seed}: ${text}`;
      expect(englishProblems(text, npc), at).toEqual([]);

      expect(slotAttr(svg, 'head', 'data-skin'), at).toBe(looks.skin.hex);
      if (['half-orc', 'tiefling', 'dragonborn'].includes(npc.race))
        expect(lower, at).toContain(`${looks.skin.word} ${looks.skin.kind}`);
      expect(slotAttr(svg, 'eyes', 'data-eyes'), at).toBe(looks.eyes.hex);
      expect(lower, at).toMatch(new RegExp(`\\b${looks.eyes.word} eyes?\\b`));

      if (looks.hair && !['bald', 'shaved'].includes(looks.hair.style)) {
        expect(lower, at).toContain(looks.hair.word);
        expect(slotAttr(svg, 'front-hair', 'data-hair') ?? looks.hair.hex, at).toBe(looks.hair.hex);
      }

      if (looks.missingEye) {
        expect(text, at).toContain(`${looks.missingEye.side} eye`);
        expect(slotAttr(svg, 'eyes', 'data-missing-eye'), at).toBe(looks.missingEye.side);
        if (looks.missingEye.covered === 'eyepatch') expect(svg).toContain('data-eyepatch="true"');
      } else {
        expect(slotAttr(svg, 'eyes', 'data-missing-eye'), at).toBeUndefined();
      }

      if (looks.horns) {
        expect(lower, at).toContain(looks.horns.word);
        const drawn = slotAttr(svg, 'front-horns', 'data-horns') ?? slotAttr(svg, 'back-horns', 'data-horns');
        expect(drawn, at).toBe(looks.horns.hex);
        if (looks.horns.snapped) {
          expect(lower, at).toMatch(new RegExp(`${looks.horns.snapped} (?:one|horn) snapped`));
          const snapped = /<g data-snapped="(left|right)">(.*?)<\/g>/.exec(svg);
          expect(snapped?.[1], at).toBe(looks.horns.snapped);
        } else {
          expect(svg, at).not.toContain('data-snapped=');
        }
      } else {
        expect(svg, at).not.toContain('data-horns=');
      }

      for (const scar of looks.scars) expect(svg, at).toContain(`data-scar="${scar.place}"`);
      expect(svg.match(/data-scar="/g)?.length ?? 0, at).toBe(looks.scars.length);
      if (looks.scars.length) expect(lower, at).toMatch(/scar|blade cut/);

      const beardWords = /\b(beard|moustache|goatee|sideburns|stubble)\b/;
      if (looks.beard) {
        expect(npc.ageCategory, at).not.toBe('child');
        expect(lower, at).toMatch(beardWords);
        expect(slotAttr(svg, 'beard', 'data-beard'), at).toBe(looks.beard.style);
      } else {
        expect(lower, at).not.toMatch(beardWords);
        expect(svg, at).not.toContain('data-slot="beard"');
      }

      // Clothes: the cut and the cloth drawn are the look's, and the prose names them.
      const c = looks.clothing;
      expect(slotAttr(svg, 'torso', 'data-garment'), at).toBe(c.garment);
      expect(slotAttr(svg, 'torso', 'data-cloth'), at).toBe(c.cloth);
      const garmentWords: Record<string, RegExp> = {
        mail: /mail|chain shirt/,
        breastplate: /breastplate|plate/,
        leathers: /leather|hide|armour/,
        gown: /gown|dress|kirtle/,
        vestment: /vestment/,
      };
      expect(lower, at).toMatch(
        c.garmentWord ? new RegExp(c.garmentWord) : (garmentWords[c.garment!] ?? new RegExp(c.garment!)),
      );
      if (!['mail', 'breastplate'].includes(c.garment!) && looks.armour?.name !== 'hide')
        expect(lower, at).toContain(c.clothWord!.replace(/^faded /, ''));
      for (const layer of c.layers ?? []) {
        expect(slotAttr(svg, 'torso', 'data-layers'), at).toContain(`${layer.kind}:${layer.hex}`);
        expect(lower, at).toMatch(LAYER_NAMES[layer.kind]!);
      }
      if (c.headwear) {
        const drawn =
          slotAttr(svg, 'headwear', 'data-headwear') ??
          (svg.includes('data-hood="down"') ? 'hood' : undefined);
        expect(drawn, at).toBe(c.headwear);
        if (c.headwearColour)
          expect(slotAttr(svg, 'headwear', 'data-headwear-color') ?? c.headwearColour.hex, at).toBe(
            c.headwearColour.hex,
          );
        expect(lower, at).toContain((c.headwearWord ?? c.headwear).split(' ').pop()!.replace('-', ' '));
      } else {
        expect(slotAttr(svg, 'headwear', 'data-headwear'), at).toBeUndefined();
      }
      // A mask only when the words ask for one.
      if (!/mask|scarf over/.test(npc.appearance)) expect(svg, at).not.toContain('data-mask=');

      // What the hand holds, armour, shield and weapon: drawn, and named.
      expect(slotAttr(svg, 'props', 'data-prop'), at).toBe(looks.heldItem ?? undefined);
      if (looks.heldItem) expect(lower, at).toMatch(HELD_NAMES[looks.heldItem]!);
      if (looks.weapon) {
        expect(npc.ageCategory, at).not.toBe('child');
        if (looks.weapon.carried === 'hand')
          expect(slotAttr(svg, 'props', 'data-weapon'), at).toBe(looks.weapon.name);
        if (looks.weapon.carried === 'back') expect(svg, at).toContain(`data-weapon="${looks.weapon.name}"`);
        if (looks.weapon.carried === 'hip')
          expect(slotAttr(svg, 'torso', 'data-layers'), at).toContain('baldric');
        expect(lower, at).toContain(
          (looks.weapon.word ?? looks.weapon.name)
            .split(' ')
            .pop()!
            .replace('shortsword', 'sword')
            .replace('handaxe', 'axe'),
        );
      }
      if (looks.armour) {
        if (looks.armour.name !== 'none') {
          expect(slotAttr(svg, 'torso', 'data-armour'), at).toBe(looks.armour.name);
          expect(lower, at).toContain(looks.armour.name.replace('studded leather', 'studded'));
        }
        if (looks.armour.shield) {
          expect(slotAttr(svg, 'props', 'data-shield'), at).toBe('true');
          expect(lower, at).toContain('shield');
        }
      }

      // Every detail drawn is named in the words; every detail named that the frame can show is drawn.
      const plan = planPortrait(npc, seed);
      for (const d of looks.details ?? []) {
        const area = drawnArea(plan, d);
        const drawn = svg.includes(`data-part="${d.kind}"`);
        if (area) expect(drawn, `${at} (${d.kind} on ${d.place})`).toBe(true);
        if (d.typed) expect(lower, at).toMatch(DETAIL_NAMES[d.kind]!);
      }
      for (const m of svg.matchAll(/data-part="([a-z-]+)"/g)) {
        const kind = m[1]!;
        // A keepsake is named by where it is worn ('on a cord at her wrist', 'hangs at her neck').
        const worn: Record<string, RegExp> = {
          bracelet: /wrist/,
          pendant: /neck|collar/,
          ring: /finger|hand|neck/,
          brooch: /pinned|collar|heart/,
        };
        if (DETAIL_NAMES[kind])
          expect(lower, `${at} (drawn ${kind})`).toMatch(
            new RegExp(`${DETAIL_NAMES[kind]!.source}|${(worn[kind] ?? /$^/).source}`),
          );
      }

      // The game master's words are woven into sentences, never pasted as a list.
      expect(text, at).not.toContain('What people notice first');
    }
  }, 120_000);

  it('reads the review’s notable features into the look and the picture', () => {
    const make = (race: string, notableFeatures: string, extra: Record<string, string> = {}) =>
      generateNpc(
        npcRequestSchema.parse({
          race,
          gender: 'male',
          age: 'adult',
          occupation: 'guard',
          socialClass: 'working',
          artStyle: 'cel-shaded',
          notableFeatures,
          seed: 7,
          ...extra,
        }),
        7,
      );
    const dragon = make(
      'dragonborn',
      'missing left eye, wears a silver earring, scar across the snout, blue-black scales',
    );
    expect(dragon.looks?.missingEye?.side).toBe('left');
    expect(dragon.looks?.scars.map((s) => s.place)).toContain('snout');
    expect(dragon.looks?.skin).toMatchObject({ word: 'blue-black', hex: '#2a3448' });
    expect(dragon.appearance).toContain('blue-black scales');
    expect(dragon.appearance).toMatch(/left eye is gone|left eye was|left eye he lost/);
    expect(dragon.appearance).toContain('a scar across his snout.');
    const ear = dragon.looks?.marks.find((m) => m.kind === 'earring')?.side;
    expect(dragon.appearance).toContain(`A silver earring hangs from his ${ear} ear.`);
    const dragonSvg = drawNpcPortrait(dragon, 7);
    expect(dragonSvg).toContain('data-missing-eye="left"');
    expect(dragonSvg).toContain('data-scar="snout"');
    expect(dragonSvg).toContain(`data-earring="${ear}"`);

    const tiefling = make('tiefling', 'coal-black skin and a left horn snapped off short');
    expect(tiefling.looks?.skin.word).toBe('coal-black');
    expect(tiefling.looks?.horns?.snapped).toBe('left');
    expect(tiefling.appearance).toContain('coal-black skin');
    const tieflingSvg = drawNpcPortrait(tiefling, 7);
    expect(slotAttr(tieflingSvg, 'head', 'data-skin')).toBe('#2e2a30');
    // The snapped horn is drawn short: its tip stays well below where the whole horn's reaches.
    const looks = tiefling.looks!;
    const whole = drawNpcPortrait(
      { ...tiefling, looks: { ...looks, horns: { ...looks.horns!, snapped: null } } },
      7,
    );
    expect(topOf(groupAt(tieflingSvg, '<g data-snapped="left">'))).toBeGreaterThan(
      topOf(slotMarkup(whole, 'front-horns')) + 10,
    );

    const human = make('human', 'black hair, dark eyes, smells of pipe smoke', { gender: 'female' });
    expect(human.looks?.hair?.word).toBe('black');
    expect(human.looks?.eyes.word).toBe('dark');
    expect(human.appearance).toMatch(/black hair|hair is black|hair, black,/);
    // The typed smell is the only smell told: no trade smell beside it.
    expect(human.appearance.match(/\bsmell/g)?.length).toBe(1);
    expect(human.appearance).toContain('dark eye');
    expect(human.appearance).toMatch(/ smells of pipe smoke\./);
    expect(slotAttr(drawNpcPortrait(human, 7), 'eyes', 'data-eyes')).toBe('#3a281a');

    // Issue 20's own cases: a braided red beard stays a braided red beard, a rose on the neck stays a rose on
    // the neck, and a ship captain is drawn as one.
    const captain = make('human', 'braided red beard, a tattoo of a rose on the neck', {
      occupation: 'ship captain',
    });
    expect(captain.looks?.beard).toMatchObject({ word: 'red', style: 'braided' });
    // Said as typed: 'a braided red beard', not re-worded into 'a red beard braided in thick ropes'.
    expect(captain.appearance).toMatch(/braided red beard/);
    // Whole, at a sentence's start or inside it.
    expect(captain.appearance).toMatch(/\b[Aa] tattoo of a rose on his neck/);
    expect(captain.appearance).not.toMatch(/iron-grey beard|dark tattoo curls/);
    const captainSvg = drawNpcPortrait(captain, 7);
    expect(slotAttr(captainSvg, 'beard', 'data-beard')).toBe('braided');
    expect(slotAttr(captainSvg, 'beard', 'data-beard-colour')).toBe(captain.looks?.beard?.hex);
    expect(captain.looks?.clothing.archetype).toBe('sailor');
    expect(slotAttr(captainSvg, 'headwear', 'data-headwear') ?? 'none').not.toBe('helm');
    expect(slotAttr(captainSvg, 'torso', 'data-garment')).not.toBe('mail');
    expect(slotAttr(captainSvg, 'torso', 'data-layers') ?? '').not.toContain('tabard');
    expect(slotAttr(captainSvg, 'props', 'data-prop') ?? 'none').not.toMatch(/spear|club/);

    // The new parts rasterise in every style.
    for (const artStyle of NPC_ART_STYLES) {
      for (const npc of [dragon, tiefling, human, captain]) {
        const svg = drawNpcPortrait({ ...npc, artStyle }, 7);
        expect(checkSvg(svg)).toEqual([]);
        expect(pngSize(svgToPng(svg, 64))).toEqual({ width: 64, height: 64 });
      }
    }
  });

  it('gives no child a beard, armour or a weapon, and no woman a beard her appearance does not mention', () => {
    for (let seed = 1; seed <= 150; seed++) {
      for (const ageCategory of ['child', 'elderly'] as const) {
        const npc = generateNpc(
          npcRequestSchema.parse({
            race: 'dwarf',
            gender: 'female',
            age: ageCategory,
            occupation: seed % 2 ? 'blacksmith' : 'guard',
            socialClass: 'working',
            artStyle: 'fantasy',
            seed,
          }),
          seed,
        );
        const svg = drawNpcPortrait(npc, seed);
        if (ageCategory === 'child') {
          expect(npc.looks?.beard).toBeNull();
          expect(npc.looks?.armour ?? null).toBeNull();
          expect(npc.looks?.weapon ?? null).toBeNull();
          expect(npc.appearance).not.toMatch(/\b(?:mail|helm|helmet|armour|breastplate|tabard)\b/);
        }
        expect(svg.includes('data-slot="beard"'), `seed ${seed}`).toBe(/\bbeard\b/.test(npc.appearance));
      }
    }
  });

  it('still validates and draws an NPC stored before looks existed, or before the new parts of the look', () => {
    const npc = randomNpc(42);
    const { looks: _dropped, ...old } = npc;
    expect(npcDataSchema.safeParse(old).success).toBe(true);
    const svg = drawNpcPortrait(old, 42);
    expect(drawNpcPortrait(old, 42)).toBe(svg);
    expect(slotAttr(svg, 'head', 'data-skin')).toMatch(/^#[0-9a-f]{6}$/);
    // A look of engine 1.3 (no cut, layers, face, details, armour or weapon) is drawn from its archetype.
    const looks = npc.looks!;
    const { garment: _g, clothWord: _w, layers: _l, under: _u, ...clothing } = looks.clothing;
    const { face: _f, details: _d, armour: _a, weapon: _wp, ...rest } = looks;
    const older = { ...npc, looks: { ...rest, clothing: { ...clothing, archetype: 'innkeeper' } } };
    expect(npcDataSchema.safeParse(older).success).toBe(true);
    const drawn = drawNpcPortrait(older, 42);
    expect(checkSvg(drawn)).toEqual([]);
    expect(slotAttr(drawn, 'torso', 'data-layers')).toContain('apron-cloth');
  });

  it('reads features for what they say and keeps the rest as written', () => {
    const f = readFeatures('lost her right eye, a tattoo on her left cheek, nervous laugh', {
      snout: false,
      horns: false,
    });
    expect(f.missingEye).toEqual({ side: 'right', covered: 'scarred-lid' });
    expect(f.details).toMatchObject([{ kind: 'tattoo', side: 'left', place: 'cheek', motif: null }]);
    expect(f.extras).toEqual(['nervous laugh']);
    const g = readFeatures(
      'braided red beard, a tattoo of a rose on the neck, silver circlet, missing two fingers',
      {
        snout: false,
        horns: false,
      },
    );
    expect(g).toMatchObject({ beard: true, beardWord: 'braided', beardColour: 'red' });
    expect(g.details).toMatchObject([
      { kind: 'tattoo', place: 'neck', motif: 'a rose', words: 'a tattoo of a rose on the neck' },
      { kind: 'missing-finger', count: 2, place: 'hand' },
    ]);
    expect(g.headwear).toMatchObject({ kind: 'circlet', metal: 'silver' });
    expect(g.extras).toEqual([]);
    // More than the look can hold keeps the clause as typed, beside what it can draw.
    const h = readFeatures('a braided beard with silver rings in it', { snout: false, horns: false });
    expect(h.beard).toBe(true);
    expect(h.details[0]).toMatchObject({ kind: 'ring', words: 'a braided beard with silver rings in it' });
  });

  it('gives each of the nine peoples its own face: ears, head shape, nose and eyes', () => {
    const faces = NPC_RACES.map((race) => {
      const p = RACE_PROFILES[race];
      return JSON.stringify([p.ears, p.earSize, p.head, p.noseKind, p.eyeKind, p.eyeSize]);
    });
    expect(new Set(faces).size).toBe(NPC_RACES.length);
    expect(RACE_PROFILES.halfling.ears).toBe('round');
    expect(RACE_PROFILES.human.ears).toBe('round');
    expect(RACE_PROFILES['half-elf'].earSize).toBeLessThan(RACE_PROFILES.gnome.earSize);
    expect(RACE_PROFILES.elf.ears).toBe('long');
  });
});

// --- Typed features: a few hundred of our own, each landing in the words and, where it can, the picture --------

const HAIR_COLOURS = [
  'red',
  'black',
  'white',
  'silver',
  'auburn',
  'blond',
  'dark brown',
  'jet-black',
  'grey',
  'copper',
];
const HAIR_STYLES = ['long', 'braided', 'curly', 'cropped', 'wild', 'short', 'wavy'];
const TATTOO_MOTIFS = [
  'a rose',
  'a coiled serpent',
  'an anchor',
  'a skull',
  'a raven',
  'a crescent moon',
  'three stars',
  'a spider web',
  'a dagger',
  'a wolf',
  'a burning sun',
  'a fish',
];
const TATTOO_PLACES = [
  'on the neck',
  'on the left cheek',
  'on the back of the right hand',
  'on the forearm',
  'across the throat',
  'on the right temple',
  'on the scalp',
  'on the chest',
];
const METALS = ['silver', 'gold', 'copper', 'iron', 'bone', 'jade', 'brass'];
const JEWELS = [
  'ring on the left hand',
  'necklace',
  'pendant shaped like a fish',
  'earring in the left ear',
  'nose ring',
  'bracelet on the right wrist',
  'brooch shaped like a bee',
  'locket on a chain',
  'chain around the neck',
];

/** Our own typed features: a combinatorial spread of what game masters type, and phrases the look cannot hold. */
function typedFeatures(): string[] {
  const out: string[] = [];
  HAIR_COLOURS.forEach((colour, i) => {
    out.push(`${HAIR_STYLES[i % HAIR_STYLES.length]} ${colour} hair`);
    out.push(`${colour} hair`);
  });
  for (const beard of [
    'braided red beard',
    'forked black beard',
    'long white beard',
    'bushy grey beard',
    'neat brown goatee',
    'thick ginger moustache',
    'a short auburn beard',
    'clean-shaven',
    'a plaited beard',
    'red-bearded',
  ])
    out.push(beard);
  TATTOO_MOTIFS.forEach((motif, i) => {
    for (let k = 0; k < 3; k++) {
      const place = TATTOO_PLACES[(i * 3 + k) % TATTOO_PLACES.length]!;
      const bare = motif.replace(/^an? /, '');
      out.push(
        k === 0
          ? `a tattoo of ${motif} ${place}`
          : k === 1
            ? `${withA(bare)} tattoo ${place}`
            : `tattoo of ${motif} ${place}`,
      );
    }
  });
  for (const scar of [
    'burn scars on the hands',
    'a scar across the left cheek',
    'a scar through the right eyebrow',
    'scarred knuckles',
    'a long scar on the neck',
    'whip scars on the back',
    'a burn scar on the left hand',
    'a jagged scar along the jaw',
    'an old burn on the right cheek',
    'a scar on the chin',
  ])
    out.push(scar);
  METALS.forEach((metal, i) => {
    for (let k = 0; k < 3; k++) out.push(`${withA(metal)} ${JEWELS[(i * 3 + k) % JEWELS.length]}`);
  });
  for (const hat of [
    'feathered cap',
    'a fur-trimmed hood',
    'a silver circlet',
    'a wide-brimmed black hat',
    'a red kerchief',
    'a green hood',
    'a battered tricorne',
    'a gold crown',
    'a straw hat',
    'a leather cap',
    'a steel helmet',
    'a blue beret',
    'a wide-brimmed purple hat with a white feather',
    'brass goggles',
    'a jewelled diadem',
    'a grey felt hat',
  ])
    out.push(hat);
  for (const clothes of [
    'a long black cloak',
    'a red coat',
    'patched green robes',
    'dressed all in black',
    'a leather apron',
    'chain mail',
    'leather armour',
    'a yellow sash',
    'a blue waistcoat',
    'a grey wool shawl',
    'a purple gown',
    'a white tabard',
    'studded leather armour',
    'a brown tunic',
    'a breastplate',
  ])
    out.push(clothes);
  for (const held of [
    'carries a lantern',
    'a spyglass',
    'a ring of keys',
    'a walking stick',
    'a cutlass at the hip',
    'a longbow slung on the back',
    'carries a battered lute',
    'a crossbow',
    'holds a ledger',
    'a clay jug',
    'a rapier',
    'a war hammer',
    'a wooden shield',
    'a scroll',
    'a hand axe',
  ])
    out.push(held);
  for (const body of [
    'missing two fingers on the left hand',
    'missing the little finger',
    'three-fingered',
    'an eyepatch over the right eye',
    'one-eyed',
    'a gold tooth',
    'walks with a limp',
    'bald',
    'shaved head',
    'freckles',
    'a hooked nose',
    'a broken nose',
    'bushy eyebrows',
    'green eyes',
    'pale skin',
    'tall and gaunt',
    'a mole on the chin',
    'a birthmark on the neck',
    'a pierced eyebrow',
    'a grey streak in the hair',
    'square-jawed',
    'a domino mask',
    'very tall',
    'stocky',
  ])
    out.push(body);
  for (const more of [
    'a tattoo of a ship on the left forearm',
    'tattooed knuckles',
    'tribal tattoos on the face',
    'a scarred throat',
    'a silver nose ring',
    'gold hoop earrings',
    'a copper bracelet',
    'an amber pendant',
    'a jet necklace',
    'two silver rings on the right hand',
    'a bone pendant shaped like a wolf',
    'a brass brooch',
    'a pierced lip',
    'a white streak in the hair',
    'ginger stubble',
    'mutton chops',
    'a long grey ponytail',
    'black hair in a bun',
    'white hair in a topknot',
    'a shaved head with a tattoo of an eye on the scalp',
    'a hat with a red feather',
    'a black tricorne',
    'a red cloak and a gold circlet',
    'a fur collar',
    'a green scarf',
    'a spear and a round shield',
    'a lantern and a ring of keys',
    'a dagger',
    'a mace',
    'a quarterstaff',
  ])
    out.push(more);
  for (const kept of [
    'smells of lavender',
    'speaks with a lisp',
    'always chewing liquorice',
    'a voice like gravel',
    'laughs too loudly',
    'a nervous twitch in the left hand',
    'heterochromia',
    'ink-stained fingers',
    'a silver tongue',
    'never blinks',
  ])
    out.push(kept);
  return out;
}
const withA = (word: string) => `${indefiniteArticle(word)} ${word}`;

/** The content words of a typed feature that must reach the prose ('braided', 'red', 'beard'). */
function contentWords(feature: string): string[] {
  const skip = new Set(
    'a an the on of with in at over across his her their is has carries holds always very slung around through to and'.split(
      ' ',
    ),
  );
  // 'red-bearded' reaches the prose as 'red' and 'beard', 'square-jawed' as 'square' and 'jaw'.
  return feature
    .toLowerCase()
    .split(/[\s,]+/)
    .flatMap((w) => {
      const m = /^([a-z]+)-(bearded|haired|eyed|jawed|skinned|faced)$/.exec(w);
      const noun: Record<string, string> = {
        bearded: 'beard',
        haired: 'hair',
        eyed: 'eye',
        jawed: 'jaw',
        skinned: 'skin',
        faced: 'face',
      };
      return m ? [m[1]!, noun[m[2]!]!] : [w];
    })
    .filter((w) => w && !skip.has(w));
}

describe('NPC looks: typed features land in the words and the picture', () => {
  const features = typedFeatures();

  it('has a few hundred typed features of our own to try', () => {
    expect(features.length).toBeGreaterThanOrEqual(200);
  });

  it('keeps every typed feature’s words in the appearance, in correct English, and draws what the frame can show', () => {
    const occupations = [
      'innkeeper',
      'ship captain',
      'guard',
      'noble',
      'thief',
      'farmer',
      'wizard',
      'blacksmith',
    ];
    features.forEach((feature, i) => {
      const seed = 31 + i * 17;
      const npc = generateNpc(
        npcRequestSchema.parse({
          race: i % 5 === 0 ? 'dwarf' : 'human',
          gender: NPC_GENDERS[i % 3],
          age: 'adult',
          occupation: occupations[i % occupations.length],
          socialClass: NPC_SOCIAL_CLASSES[i % 5],
          artStyle: 'fantasy',
          notableFeatures: feature,
          seed,
        }),
        seed,
      );
      const lower = npc.appearance.toLowerCase();
      const at = `"${feature}" -> ${npc.appearance}`;
      // Each content word of what was typed reaches the prose (a clean-shaven chin is the absence of a beard).
      for (const word of contentWords(feature)) {
        if (word === 'clean-shaven') {
          expect(npc.looks?.beard, at).toBeNull();
          continue;
        }
        expect(lower, at).toContain(word);
      }
      expect(englishProblems(npc.appearance, npc), at).toEqual([]);
      // Nothing typed is swapped for a stock phrase.
      expect(npc.appearance, at).not.toMatch(/dark tattoo curls|iron-grey beard/);

      const svg = drawNpcPortrait(npc, seed);
      expect(checkSvg(svg), at).toEqual([]);
      const looks = npc.looks!;
      const plan = planPortrait(npc, seed);
      for (const d of looks.details ?? []) {
        if (drawnArea(plan, d)) expect(svg, `${at} (${d.kind})`).toContain(`data-part="${d.kind}"`);
      }
      if (/hat|cap|hood|circlet|crown|kerchief|tricorne|helmet|beret|goggles|diadem/.test(feature)) {
        const kind = looks.clothing.headwear;
        expect(kind, at).not.toBeNull();
        const drawn =
          slotAttr(svg, 'headwear', 'data-headwear') ?? (svg.includes('data-hood="down"') ? 'hood' : '');
        expect(drawn, at).toBe(kind);
      }
      if (/\bhair\b/.test(feature) && looks.hair && !/streak/.test(feature))
        expect(slotAttr(svg, 'front-hair', 'data-hair') ?? looks.hair.hex, at).toBe(looks.hair.hex);
      if (/beard|goatee|moustache|bearded/.test(feature))
        expect(slotAttr(svg, 'beard', 'data-beard'), at).toBe(looks.beard?.style);
      if (/spyglass|lantern|keys|jug|ledger|lute|scroll|stick/.test(feature))
        expect(slotAttr(svg, 'props', 'data-prop'), at).toBe(looks.heldItem);
      if (/cutlass|rapier|hand axe|war hammer/.test(feature)) expect(looks.weapon, at).not.toBeNull();
      if (/shield/.test(feature)) expect(slotAttr(svg, 'props', 'data-shield'), at).toBe('true');
      if (/mask/.test(feature)) expect(slotAttr(svg, 'headwear', 'data-mask'), at).toBe('domino');
      if (/eyepatch|one-eyed/.test(feature))
        expect(slotAttr(svg, 'eyes', 'data-missing-eye'), at).toBeDefined();
    });
  }, 60_000);

  it('draws the typed parts of issue 20 where they are: a rose on the neck, burns on the hand that holds a spyglass', () => {
    const npc = generateNpc(
      npcRequestSchema.parse({
        race: 'human',
        gender: 'female',
        age: 'adult',
        occupation: 'ship captain',
        socialClass: 'working',
        artStyle: 'fantasy',
        notableFeatures:
          'a tattoo of a rose on the neck, burn scars on the left hand, a silver ring on the left hand',
        seed: 5,
      }),
      5,
    );
    const svg = drawNpcPortrait(npc, 5);
    expect(svg).toMatch(/data-part="tattoo" data-place="neck"[^>]*data-motif="flower"/);
    expect(svg).toMatch(/data-part="burn" data-place="hand" data-side="left"/);
    expect(svg).toMatch(/data-part="ring" data-place="hand" data-side="left" data-color="#c9ced6"/);
    // The left hand shows: it is the one holding something.
    expect(npc.looks?.heldItem).not.toBeNull();
  });
});

// --- Variety at volume --------------------------------------------------------------------------------------

function sameRequest(overrides: Partial<NpcRequest>): (seed: number) => NpcData {
  const request = npcRequestSchema.parse({
    race: 'human',
    gender: 'random',
    occupation: 'innkeeper',
    age: 'random',
    socialClass: 'random',
    artStyle: 'fantasy',
    ...overrides,
  });
  return (seed) => generateNpc(request, seed);
}

describe('NPC looks at volume: a campaign’s fiftieth innkeeper looks like nobody else', () => {
  it('over 1,000 NPCs of mixed options, no appearance sentence of 8+ words is in more than 2% of them', () => {
    const rng = createRng(2024, 'looks-variety');
    const occupations = [
      ...NPC_OCCUPATIONS,
      'random',
      'ship captain',
      'ferryman',
      'physician',
      'scribe',
      'bard',
    ];
    const records = Array.from({ length: 1000 }, (_, i) =>
      generateNpc(
        npcRequestSchema.parse({
          race: rng.pick(['random', ...NPC_RACES]),
          gender: rng.pick(['random', ...NPC_GENDERS]),
          occupation: rng.pick(occupations),
          age: rng.pick(['random', ...NPC_AGES]),
          socialClass: rng.pick(['random', ...NPC_SOCIAL_CLASSES]),
          artStyle: 'fantasy',
        }),
        i * 7 + 1,
      ),
    ).map((npc) => ({ appearance: npc.appearance }));
    const worst = measureRepetition(records, { minWords: 8, top: 3 }).worst;
    expect(worst[0]?.share ?? 0, JSON.stringify(worst)).toBeLessThanOrEqual(0.02);
  }, 30_000);

  it('over 200 NPCs of the same options, no appearance sentence of 8+ words is in more than 5% of them', () => {
    for (const options of [
      { occupation: 'innkeeper' },
      {
        occupation: 'guard',
        gender: 'male' as const,
        age: 'adult' as const,
        socialClass: 'working' as const,
      },
      { occupation: 'ship captain', race: 'dwarf' as const },
    ]) {
      const make = sameRequest(options);
      const records = Array.from({ length: 200 }, (_, i) => ({
        appearance: make(1000 + i * 7919).appearance,
      }));
      const worst = measureRepetition(records, { minWords: 8, top: 3 }).worst;
      expect(
        worst[0]?.share ?? 0,
        `${JSON.stringify(options)}: ${JSON.stringify(worst)}`,
      ).toBeLessThanOrEqual(0.05);
    }
  }, 30_000);

  it('never writes the stock lines of issue 21 (the collar pin, the scalds, thick-armed in every opening)', () => {
    const make = sameRequest({});
    const texts = Array.from({ length: 200 }, (_, i) => make(500 + i * 31).appearance);
    expect(texts.filter((t) => /silver pin at the collar/.test(t))).toEqual([]);
    expect(
      texts.filter((t) => /forearms are freckled with old scalds from the kitchen/.test(t)).length,
    ).toBeLessThanOrEqual(6);
    expect(texts.filter((t) => /thick-armed/.test(t)).length).toBeLessThan(40);
  });

  it('draws ten innkeepers as ten different-looking people, and 200 in nearly 200 different combinations', () => {
    const make = sameRequest({});
    const combos = Array.from({ length: 200 }, (_, i) => {
      const npc = make(1000 + i * 7919);
      const l = npc.looks!;
      return {
        face: `${l.face?.shape}/${l.face?.nose}/${l.face?.brows}`,
        hair: `${l.hair?.style}/${l.hair?.hex}`,
        outfit: `${l.clothing.garment}/${l.clothing.cloth}/${(l.clothing.layers ?? []).map((x) => x.kind).join('+')}`,
        hat: `${l.clothing.headwear}/${l.clothing.headwearColour?.hex}`,
        prop: `${l.heldItem}`,
      };
    });
    const all = (c: (typeof combos)[number]) => `${c.face}|${c.hair}|${c.outfit}|${c.hat}|${c.prop}`;
    expect(new Set(combos.map(all)).size).toBeGreaterThanOrEqual(198);
    // Each part varies on its own, not only the whole.
    expect(new Set(combos.map((c) => c.outfit)).size).toBeGreaterThanOrEqual(120);
    expect(new Set(combos.map((c) => c.face)).size).toBeGreaterThanOrEqual(40);
    expect(new Set(combos.map((c) => c.prop)).size).toBeGreaterThanOrEqual(5);
    expect(new Set(combos.map((c) => c.hat)).size).toBeGreaterThanOrEqual(10);
    // Ten read in a row: no two wear the same outfit, and at most three hold the same thing.
    const ten = combos.slice(0, 10);
    expect(new Set(ten.map((c) => c.outfit)).size).toBe(10);
    const props = ten.map((c) => c.prop);
    expect(Math.max(...props.map((p) => props.filter((q) => q === p).length))).toBeLessThanOrEqual(4);
  });

  it('builds keepsakes from the character’s own facts, not one ring stamped with one figure', () => {
    const shapes = new Set<string>();
    const phrases = new Set<string>();
    for (let i = 0; i < 200; i++) {
      const k = decideKeepsake(
        {
          race: 'human',
          socialClass: NPC_SOCIAL_CLASSES[i % 5]!,
          occupation: ['innkeeper', 'ship captain', 'guard', 'priest'][i % 4]!,
          relative: { relation: 'sister', first: 'Maud' },
          deity: { name: 'Aurel', symbol: 'a lantern with one shutter open' },
          home: 'Saltmere',
          origin: 'Kettle Ford',
        },
        createRng(i, 'keepsake-test'),
      );
      shapes.add(k.phrase.split(' ').slice(0, 3).join(' '));
      phrases.add(k.phrase);
      expect(k.phrase).toMatch(/^(?:an? |their )/);
      expect(k.short).toMatch(/^the /);
      expect(k.emblem.length).toBeGreaterThan(2);
    }
    expect(phrases.size).toBeGreaterThanOrEqual(150);
    expect(shapes.size).toBeGreaterThanOrEqual(30);
    // Kin, faith and home all give keepsakes, not only the trade.
    const all = [...phrases].join('\n');
    expect(all).toMatch(/their sister(?:’s)? /);
    expect(all).toMatch(/of Aurel shaped as a lantern/);
    expect(all).toMatch(/Saltmere|Kettle Ford/);
  });
});

// --- Materials and what can happen to them -----------------------------------------------------------------

describe('NPC looks: materials carry only what can happen to them', () => {
  it('never dents cloth or leather, never puts tool marks on a hem', () => {
    for (let seed = 1; seed <= 300; seed++) {
      const npc = randomNpc(seed);
      const metal = ['mail', 'breastplate'].includes(npc.looks!.clothing.garment ?? '');
      for (const sentence of npc.appearance.split(/(?<=\.)\s+/)) {
        if (/dent/.test(sentence))
          expect(
            /mail|chain|breastplate|helm|plate|brass|steel|iron/.test(sentence) &&
              (metal || /helm|brass/.test(sentence)),
            sentence,
          ).toBe(true);
        expect(sentence).not.toMatch(/tool marks/);
        if (/leather|leathers/.test(sentence))
          expect(sentence).not.toMatch(/\b(?:frayed|darned|dented|rust)/);
      }
    }
  });
});
