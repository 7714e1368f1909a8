// One record, two renderings: over thousands of seeds the portrait drawn from an NPC's look shows what its
// appearance says (colours, a missing eye, a snapped horn, scars, a beard only when written, none on a child).
import { describe, expect, it } from 'vitest';
import {
  NPC_AGES,
  NPC_ART_STYLES,
  NPC_GENDERS,
  NPC_RACES,
  type NpcData,
  npcDataSchema,
  npcRequestSchema,
} from '../../../shared/kinds/npc.js';
import { svgToPng } from '../../art/rasterise.js';
import { checkSvg, pngSize } from '../../art/svg-check.js';
import { createRng } from '../../engine/rng.js';
import { generateNpc } from './generate.js';
import { readFeatures } from './looks-features.js';
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
];
const FEATURES = [
  undefined,
  undefined,
  'missing left eye, wears a silver earring, scar across the snout',
  'an eyepatch over the right eye',
  'a scar across the left cheek and a gold tooth',
  'smells of pipe smoke',
  'a left horn snapped off short',
  'limps, grey streak in the hair',
  'full beard',
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

describe('NPC looks: the portrait agrees with the appearance', () => {
  it('over 1,500 seeds, draws every colour, eye, horn, scar and beard the words name', () => {
    for (let seed = 1; seed <= 1500; seed++) {
      const npc = randomNpc(seed);
      const looks = npc.looks;
      if (!looks) throw new Error('a new NPC has a look');
      expect(npcDataSchema.safeParse(npc).success, `seed ${seed}`).toBe(true);
      const text = npc.appearance;
      const svg = drawNpcPortrait(npc, seed);
      const at = `seed ${seed}: ${text}`;

      expect(slotAttr(svg, 'head', 'data-skin'), at).toBe(looks.skin.hex);
      if (['half-orc', 'tiefling', 'dragonborn'].includes(npc.race))
        expect(text, at).toContain(`${looks.skin.word} ${looks.skin.kind}`);

      expect(slotAttr(svg, 'eyes', 'data-eyes'), at).toBe(looks.eyes.hex);
      expect(text, at).toMatch(new RegExp(`\\b${looks.eyes.word} eyes?\\b`));

      if (looks.hair && !['bald', 'shaved'].includes(looks.hair.style)) {
        expect(text, at).toContain(looks.hair.word);
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
        expect(text.toLowerCase(), at).toContain(looks.horns.word);
        const drawn = slotAttr(svg, 'front-horns', 'data-horns') ?? slotAttr(svg, 'back-horns', 'data-horns');
        expect(drawn, at).toBe(looks.horns.hex);
        if (looks.horns.snapped) {
          expect(text, at).toContain(`the ${looks.horns.snapped} one snapped off short`);
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

      const beardWords = /\b(beard|moustache|goatee|sideburns|stubble)\b/;
      if (looks.beard) {
        expect(npc.ageCategory, at).not.toBe('child');
        expect(text, at).toMatch(beardWords);
        expect(slotAttr(svg, 'beard', 'data-beard'), at).toBe(looks.beard.style);
      } else {
        expect(text, at).not.toMatch(beardWords);
        expect(svg, at).not.toContain('data-slot="beard"');
      }

      // The game master's words are woven into sentences, never pasted as a list.
      expect(text, at).not.toContain('What people notice first');
    }
  }, 60_000);

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
    expect(dragon.appearance).toMatch(/left eye is gone|left eye was/);
    expect(dragon.appearance).toContain('A pale scar runs across his snout.');
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
    expect(human.appearance).toMatch(/black hair|hair is black/);
    expect(human.appearance).toContain('dark eye');
    expect(human.appearance).toMatch(/ smells of pipe smoke\./);
    expect(slotAttr(drawNpcPortrait(human, 7), 'eyes', 'data-eyes')).toBe('#3a281a');

    // The new parts (patch, scarred lid, scars, snapped horn, earrings) rasterise in every style.
    for (const artStyle of NPC_ART_STYLES) {
      for (const npc of [dragon, tiefling, human]) {
        const svg = drawNpcPortrait({ ...npc, artStyle }, 7);
        expect(checkSvg(svg)).toEqual([]);
        expect(pngSize(svgToPng(svg, 64))).toEqual({ width: 64, height: 64 });
      }
    }
  });

  it('gives no child a beard and no woman a beard her appearance does not mention', () => {
    for (let seed = 1; seed <= 300; seed++) {
      for (const ageCategory of ['child', 'elderly'] as const) {
        const npc = generateNpc(
          npcRequestSchema.parse({
            race: 'dwarf',
            gender: 'female',
            age: ageCategory,
            occupation: 'blacksmith',
            socialClass: 'working',
            artStyle: 'fantasy',
            seed,
          }),
          seed,
        );
        const svg = drawNpcPortrait(npc, seed);
        if (ageCategory === 'child') expect(npc.looks?.beard).toBeNull();
        expect(svg.includes('data-slot="beard"'), `seed ${seed}`).toBe(/\bbeard\b/.test(npc.appearance));
      }
    }
  });

  it('still validates and draws an NPC stored before looks existed, the same way every time', () => {
    const npc = randomNpc(42);
    const { looks: _dropped, ...old } = npc;
    expect(npcDataSchema.safeParse(old).success).toBe(true);
    const svg = drawNpcPortrait(old, 42);
    expect(drawNpcPortrait(old, 42)).toBe(svg);
    expect(slotAttr(svg, 'head', 'data-skin')).toMatch(/^#[0-9a-f]{6}$/);
  });

  it('reads features for what they say and keeps the rest as written', () => {
    const f = readFeatures('lost her right eye, a tattoo on her left cheek, nervous laugh', {
      snout: false,
      horns: false,
    });
    expect(f.missingEye).toEqual({ side: 'right', covered: 'scarred-lid' });
    expect(f.marks).toEqual([{ kind: 'tattoo', side: 'left', colour: null }]);
    expect(f.extras).toEqual(['nervous laugh']);
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
