import { describe, expect, it } from 'vitest';
import {
  NPC_AGES,
  NPC_ARCHETYPES,
  NPC_ART_STYLES,
  NPC_GENDERS,
  NPC_OCCUPATIONS,
  NPC_RACES,
  NPC_SOCIAL_CLASSES,
} from '../../../shared/kinds/npc.js';
import { svgToPixels, svgToPng } from '../../art/rasterise.js';
import { checkSvg, pngSize } from '../../art/svg-check.js';
import { archetypeOf } from './portrait/outfits.js';
import { drawNpcPortrait, PORTRAIT_SLOTS, type PortraitInput } from './portrait.js';

const base: PortraitInput = {
  race: 'human',
  gender: 'female',
  ageCategory: 'adult',
  occupation: 'merchant',
  socialClass: 'middle',
  artStyle: 'fantasy',
};

/** Mean absolute difference of two RGBA rasters, 0..255. */
function difference(a: Buffer, b: Buffer): number {
  let sum = 0;
  for (let i = 0; i < a.length; i += 4)
    sum += Math.abs(a[i]! - b[i]!) + Math.abs(a[i + 1]! - b[i + 1]!) + Math.abs(a[i + 2]! - b[i + 2]!);
  return sum / ((a.length / 4) * 3);
}

describe('drawNpcPortrait', () => {
  it('is deterministic: the same input and seed give the same SVG', () => {
    const a = drawNpcPortrait(base, 1234);
    expect(drawNpcPortrait(base, 1234)).toBe(a);
    expect(drawNpcPortrait(base, 1235)).not.toBe(a);
    expect(a).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 512 512"/);
  });

  it('draws its slots in the fixed z-order', () => {
    const svg = drawNpcPortrait({ ...base, race: 'tiefling', occupation: 'wizard' }, 5);
    const order = [...svg.matchAll(/data-slot="([^"]+)"/g)].map((m) => m[1]);
    const expected = PORTRAIT_SLOTS.map(([slot]) => slot).filter((slot) => order.includes(slot));
    expect(order).toEqual(expected);
    expect(order).toEqual(
      expect.arrayContaining(['background', 'torso', 'neck', 'head', 'eyes', 'front-horns', 'props']),
    );
  });

  it('draws valid SVG for every race x style x gender x age, and rasterises it to the requested size', () => {
    let n = 0;
    for (const race of NPC_RACES) {
      for (const artStyle of NPC_ART_STYLES) {
        for (const gender of NPC_GENDERS) {
          for (const ageCategory of NPC_AGES) {
            n++;
            const input: PortraitInput = {
              race,
              artStyle,
              gender,
              ageCategory,
              occupation: NPC_ARCHETYPES[n % NPC_ARCHETYPES.length]!,
              socialClass: NPC_SOCIAL_CLASSES[n % NPC_SOCIAL_CLASSES.length]!,
            };
            const svg = drawNpcPortrait(input, n * 7919);
            const problems = checkSvg(svg);
            if (problems.length) throw new Error(`${JSON.stringify(input)}: ${problems.join('; ')}`);
            expect(pngSize(svgToPng(svg, 48))).toEqual({ width: 48, height: 48 });
          }
        }
      }
    }
    expect(n).toBe(9 * 5 * 3 * 6);
  }, 240_000);

  it('draws every occupation (listed, archetype or typed) in every social class', () => {
    const occupations = [
      ...NPC_OCCUPATIONS,
      ...NPC_ARCHETYPES,
      'sea captain',
      'apothecary',
      'court jester',
      'rat catcher',
    ];
    for (const occupation of occupations) {
      for (const socialClass of NPC_SOCIAL_CLASSES) {
        const svg = drawNpcPortrait({ ...base, occupation, socialClass }, occupation.length * 31);
        expect(checkSvg(svg)).toEqual([]);
      }
    }
    expect(archetypeOf('Sea captain')).toBe('sailor');
    expect(archetypeOf('ship captain')).toBe('sailor');
    expect(archetypeOf('captain of the guard')).toBe('guard');
    expect(archetypeOf('accountant')).toBe('scholar');
    expect(archetypeOf('apothecary')).toBe('alchemist');
    expect(archetypeOf('rat catcher')).toBe('commoner');
  });

  it('renders every PNG width the product serves without failing', () => {
    const svg = drawNpcPortrait({ ...base, race: 'dwarf', occupation: 'guard' }, 77);
    for (const width of [64, 128, 256, 460, 512, 1024])
      expect(pngSize(svgToPng(svg, width)).width).toBe(width);
  });

  it('gives clearly different pictures for different races', () => {
    const pictures = NPC_RACES.map((race) =>
      svgToPixels(drawNpcPortrait({ ...base, race, gender: 'male', occupation: 'clerk' }, 2024), 96),
    );
    for (let i = 0; i < pictures.length; i++) {
      for (let j = i + 1; j < pictures.length; j++) {
        expect(difference(pictures[i]!, pictures[j]!), `${NPC_RACES[i]} vs ${NPC_RACES[j]}`).toBeGreaterThan(
          4,
        );
      }
    }
  });

  it('gives clearly different renderings for different art styles', () => {
    const pictures = NPC_ART_STYLES.map((artStyle) =>
      svgToPixels(drawNpcPortrait({ ...base, artStyle }, 99), 96),
    );
    for (let i = 0; i < pictures.length; i++) {
      for (let j = i + 1; j < pictures.length; j++) {
        expect(
          difference(pictures[i]!, pictures[j]!),
          `${NPC_ART_STYLES[i]} vs ${NPC_ART_STYLES[j]}`,
        ).toBeGreaterThan(10);
      }
    }
  });

  it('shows race, age, occupation and class in the drawing itself', () => {
    const slot = (svg: string, name: string) =>
      svg.split(`data-slot="${name}"`)[1]?.split('data-slot=')[0] ?? '';
    const at = (input: Partial<PortraitInput>) => drawNpcPortrait({ ...base, ...input }, 11);
    expect(
      slot(at({ race: 'tiefling' }), 'front-horns') + slot(at({ race: 'tiefling' }), 'back-horns'),
    ).toContain('<path');
    // Empty slots are left out of the SVG altogether.
    expect(at({ race: 'human' })).not.toContain('data-slot="front-horns"');
    expect(at({ race: 'dragonborn' })).not.toContain('data-slot="front-hair"');
    expect(slot(at({ race: 'dwarf', gender: 'male' }), 'beard')).toContain('<path');
    // Wizards carry something; a typed trade with nothing in hand mostly carries nothing.
    const seeds20 = Array.from({ length: 20 }, (_, i) => i + 1);
    const carried = (occupation: string) =>
      seeds20.filter((seed) => drawNpcPortrait({ ...base, occupation }, seed).includes('data-slot="props"'))
        .length;
    expect(carried('wizard')).toBeGreaterThan(carried('rat catcher'));
    // Trades are worn: across seeds, nearly every guard wears a helm and every smith holds a hammer.
    const seeds = Array.from({ length: 20 }, (_, i) => i + 1);
    const guards = seeds.map((seed) => drawNpcPortrait({ ...base, occupation: 'guard' }, seed));
    expect(guards.filter((svg) => svg.includes('data-slot="headwear"')).length).toBeGreaterThanOrEqual(15);
    expect(
      seeds.every((seed) =>
        drawNpcPortrait({ ...base, occupation: 'blacksmith' }, seed).includes('data-slot="props"'),
      ),
    ).toBe(true);
    // Class: nobility wears a circlet and jewels; the poor wear patched cloth.
    const noble = at({ socialClass: 'nobility', occupation: 'clerk' });
    const poor = at({ socialClass: 'lower', occupation: 'clerk' });
    expect(noble).toContain('data-slot="headwear"');
    expect(slot(poor, 'torso')).toContain('stroke-dasharray="3 3"');
    expect(slot(noble, 'torso')).not.toContain('stroke-dasharray="3 3"');
    // The ancient are grey: their hair is lighter than the young's.
    const hairFill = (svg: string) =>
      /fill="url\(#[^"]+\)"|fill="(#[0-9a-f]{6})"/.exec(slot(svg, 'front-hair'))?.[0];
    expect(hairFill(at({ ageCategory: 'ancient', occupation: 'clerk' }))).not.toEqual(
      hairFill(at({ ageCategory: 'young', occupation: 'clerk' })),
    );
  });

  it('draws and rasterises a 512 px portrait quickly (generous bound; the tuned figure is in the bench)', () => {
    const times: number[] = [];
    for (let i = 0; i < 25; i++) {
      const input: PortraitInput = {
        ...base,
        race: NPC_RACES[i % NPC_RACES.length]!,
        artStyle: NPC_ART_STYLES[i % NPC_ART_STYLES.length]!,
        occupation: NPC_ARCHETYPES[i % NPC_ARCHETYPES.length]!,
      };
      const t = performance.now();
      svgToPng(drawNpcPortrait(input, i), 512);
      times.push(performance.now() - t);
    }
    times.sort((a, b) => a - b);
    expect(times[Math.floor(times.length / 2)]).toBeLessThan(150);
  });
});
