import { describe, expect, it } from 'vitest';
import { ITEM_ART_STYLES, ITEM_RARITIES, type ItemType } from '../../../shared/kinds/magic-item.js';
import { materialFromText } from '../../art/materials.js';
import { svgToPixels, svgToPng } from '../../art/rasterise.js';
import { checkSvg, pngSize } from '../../art/svg-check.js';
import { classifyItem } from './art/classify.js';
import { elementOf } from './art/looks.js';
import { planItem } from './art/plan.js';
import { drawMagicItem, type ItemArtInput } from './item-art.js';
import { WONDROUS } from './text/forms.js';

const base: ItemArtInput = {
  type: 'Weapon',
  subtype: 'Longsword',
  rarity: 'Rare',
  damageType: 'slashing',
  tags: ['heirloom'],
  artStyle: 'Fantasy',
};

/** Every type with subtypes covering each silhouette family, the variants within them and some fallbacks. */
const SUBTYPES: Readonly<Record<ItemType, readonly string[]>> = {
  Weapon: [
    'Sword',
    'Greatsword',
    'Scimitar',
    'Rapier',
    'Dagger',
    'Axe',
    'Greataxe',
    'Mace',
    'Morningstar',
    'Flail',
    'Club',
    'Warhammer',
    'Maul',
    'War Pick',
    'Spear',
    'Trident',
    'Halberd',
    'Glaive',
    'Bow',
    'Longbow',
    'Crossbow',
    'Hand Crossbow',
    'Staff',
    'Whip',
    'Other',
  ],
  Armor: [
    'Light Armor',
    'Studded Leather',
    'Padded',
    'Medium Armor',
    'Chain Shirt',
    'Scale Mail',
    'Breastplate',
    'Heavy Armor (plate)',
    'Shield',
    'Kite Shield',
    'Round Shield',
    'Heater Shield',
    'Other',
  ],
  'Wondrous Item': [
    'Key',
    'Candle',
    'Hourglass',
    'Compass',
    'Pocket Watch',
    'Goggles',
    'Monocle',
    'Bell',
    'Chalice',
    'Reliquary',
    'Coronet',
    'Amulet',
    'Cloak',
    'Boots',
    'Gloves',
    'Gauntlets',
    'Belt',
    'Helm',
    'Crown',
    'Bracers',
    'Orb',
    'Ioun Stone',
    'Tome',
    'Lantern',
    'Figurine',
    'Bag of Holding',
    'Horn',
    'Mirror',
    'Mask',
    'Lute',
    'Harp',
    'Pipes',
    'Drum',
    'Chalice',
    'Deck of Many Things',
    'Other',
  ],
  Ring: ['Ring'],
  Rod: ['Rod', 'Scepter'],
  Staff: ['Staff'],
  Wand: ['Wand'],
  Scroll: ['Scroll'],
  Potion: ['Potion', 'Elixir'],
};

/** Mean absolute difference of two RGBA rasters, 0..255. */
function difference(a: Buffer, b: Buffer): number {
  let sum = 0;
  for (let i = 0; i < a.length; i += 4)
    sum += Math.abs(a[i]! - b[i]!) + Math.abs(a[i + 1]! - b[i + 1]!) + Math.abs(a[i + 2]! - b[i + 2]!);
  return sum / ((a.length / 4) * 3);
}

describe('drawMagicItem', () => {
  it('is deterministic: the same input and seed give the same SVG', () => {
    const a = drawMagicItem(base, 1234);
    expect(drawMagicItem(base, 1234)).toBe(a);
    expect(drawMagicItem({ ...base, tags: ['heirloom'] }, 1234)).toBe(a);
    expect(drawMagicItem(base, 1235)).not.toBe(a);
    expect(a).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 512 512"/);
  });

  it('draws valid SVG for every type x subtype x rarity x style, and rasterises it to the requested size', () => {
    let n = 0;
    for (const [type, subtypes] of Object.entries(SUBTYPES) as [ItemType, readonly string[]][]) {
      for (const subtype of subtypes) {
        for (const rarity of ITEM_RARITIES) {
          for (const artStyle of ITEM_ART_STYLES) {
            n++;
            const input: ItemArtInput = {
              type,
              subtype,
              rarity,
              artStyle,
              damageType: n % 4 === 0 ? null : ['fire', 'cold', 'necrotic', 'acid'][n % 4]!,
              tags: n % 3 ? ['ancient'] : [],
            };
            const svg = drawMagicItem(input, n * 7919);
            const problems = checkSvg(svg);
            if (problems.length) throw new Error(`${JSON.stringify(input)}: ${problems.join('; ')}`);
            // Rasterising every picture would take minutes; a spread of them proves resvg takes them all.
            if (n % 7 === 0) expect(pngSize(svgToPng(svg, 48))).toEqual({ width: 48, height: 48 });
          }
        }
      }
    }
    expect(n).toBeGreaterThan(3000);
  }, 240_000);

  it('renders every PNG width the product serves without failing', () => {
    const svg = drawMagicItem({ ...base, type: 'Armor', subtype: 'Plate', rarity: 'Artifact' }, 77);
    for (const width of [64, 128, 256, 460, 512, 1024])
      expect(pngSize(svgToPng(svg, width)).width).toBe(width);
  });

  it('gives clearly different pictures for different types', () => {
    const kinds: [ItemType, string][] = [
      ['Weapon', 'Sword'],
      ['Weapon', 'Bow'],
      ['Armor', 'Plate'],
      ['Armor', 'Shield'],
      ['Wondrous Item', 'Amulet'],
      ['Ring', 'Ring'],
      ['Rod', 'Rod'],
      ['Staff', 'Staff'],
      ['Wand', 'Wand'],
      ['Scroll', 'Scroll'],
      ['Potion', 'Potion'],
    ];
    // The same style and a plain backdrop-free comparison: only the silhouette and its parts differ.
    const pictures = kinds.map(([type, subtype]) =>
      svgToPixels(drawMagicItem({ ...base, type, subtype, artStyle: 'Medieval', damageType: null }, 7), 96),
    );
    for (let i = 0; i < pictures.length; i++) {
      for (let j = i + 1; j < pictures.length; j++) {
        expect(difference(pictures[i]!, pictures[j]!), `${kinds[i]} vs ${kinds[j]}`).toBeGreaterThan(4);
      }
    }
  });

  it('gives clearly different renderings for different art styles', () => {
    const pictures = ITEM_ART_STYLES.map((artStyle) =>
      svgToPixels(drawMagicItem({ ...base, artStyle }, 99), 96),
    );
    for (let i = 0; i < pictures.length; i++) {
      for (let j = i + 1; j < pictures.length; j++) {
        expect(
          difference(pictures[i]!, pictures[j]!),
          `${ITEM_ART_STYLES[i]} vs ${ITEM_ART_STYLES[j]}`,
        ).toBeGreaterThan(10);
      }
    }
  });

  it('glows in the colour of its rarity, more strongly the rarer it is', () => {
    const halo = (rarity: ItemArtInput['rarity']) => {
      const svg = drawMagicItem({ ...base, rarity }, 5);
      return svg.split('data-layer="halo"')[1]!.split('data-layer=')[0]!;
    };
    expect(halo('Uncommon')).toMatch(/stroke="#3fd25a"/);
    expect(halo('Rare')).toMatch(/stroke="#3d8bff"/);
    expect(halo('Very Rare')).toMatch(/stroke="#a94ff2"/);
    const widest = (markup: string) =>
      Math.max(...[...markup.matchAll(/stroke-width="([\d.]+)"/g)].map((m) => Number(m[1])));
    expect(widest(halo('Legendary'))).toBeGreaterThan(widest(halo('Uncommon')));
    expect(widest(halo('Uncommon'))).toBeGreaterThan(widest(halo('Common')));
    // Only the legendary and the artifact sparkle.
    const magic = (rarity: ItemArtInput['rarity']) =>
      drawMagicItem({ ...base, rarity, damageType: null }, 5).split('data-layer="magic"')[1] ?? '';
    expect(magic('Rare')).toBe('');
    expect(magic('Artifact')).toContain('<path');
  });

  it('reads its material and element from the text', () => {
    expect(planItem({ ...base, tags: ['obsidian', 'cursed'] }, 1).main).toBe('obsidian');
    expect(planItem({ ...base, appearance: 'A blade of pale mithril etched with stars.' }, 1).main).toBe(
      'mithral',
    );
    // A material that cannot carry the silhouette goes to the fittings instead.
    expect(planItem({ ...base, type: 'Wondrous Item', subtype: 'Cloak', tags: ['golden'] }, 1).trim).toBe(
      'gold',
    );
    expect(materialFromText(['ironic wit', 'silkworm'])).toBeNull();
    expect(elementOf(['slashing and fire'])).toBe('fire');
    expect(elementOf([null, 'frost giant relic'])).toBe('cold');
    expect(planItem({ ...base, damageType: 'piercing and lightning' }, 1).magic.glow).toBe('#ddd0ff');
    expect(
      planItem({ ...base, type: 'Potion', subtype: 'Potion', damageType: null, tags: ['healing'] }, 1).magic
        .glow,
    ).toBe('#e8344a');
  });

  it('draws long weapons on the diagonal and upright things upright', () => {
    expect(drawMagicItem(base, 3)).toMatch(/data-layer="item" transform="[^"]*rotate\(45\)/);
    expect(drawMagicItem({ ...base, type: 'Potion', subtype: 'Potion' }, 3)).not.toMatch(
      /data-layer="item" transform="[^"]*rotate/,
    );
  });

  it('draws and rasterises a 512 px item quickly (generous bound; tuned figures are in the report and the bench)', () => {
    const times: number[] = [];
    const kinds = Object.entries(SUBTYPES).flatMap(([type, subs]) =>
      subs.slice(0, 4).map((s) => [type, s] as const),
    );
    for (let i = 0; i < 40; i++) {
      const [type, subtype] = kinds[(i * 7) % kinds.length]!;
      const input: ItemArtInput = {
        ...base,
        type: type as ItemType,
        subtype,
        rarity: ITEM_RARITIES[i % ITEM_RARITIES.length]!,
        artStyle: ITEM_ART_STYLES[i % ITEM_ART_STYLES.length]!,
      };
      const t = performance.now();
      svgToPng(drawMagicItem(input, i), 512);
      times.push(performance.now() - t);
    }
    times.sort((a, b) => a - b);
    expect(times[Math.floor(times.length / 2)]).toBeLessThan(120);
  });
});

describe('classifyItem', () => {
  it('chooses the silhouette by type, then by keywords in the subtype, with sensible fallbacks', () => {
    const family = (type: ItemType, subtype: string) => classifyItem(type, subtype).family;
    expect(family('Weapon', 'Trident')).toBe('spear');
    expect(family('Weapon', 'Greatsword')).toBe('sword');
    expect(family('Weapon', 'Hand Crossbow')).toBe('crossbow');
    expect(family('Weapon', 'Longbow')).toBe('bow');
    expect(family('Weapon', 'War Pick')).toBe('warhammer');
    expect(family('Weapon', 'Staff')).toBe('quarterstaff');
    // A whip is drawn as a whip (a scourge is a whip or a flail, never a sword).
    expect(family('Weapon', 'Whip')).toBe('whip');
    expect(family('Weapon', 'Flail')).toBe('mace');
    expect(family('Weapon', 'Sabre')).toBe('sword');
    expect(family('Armor', 'Half Plate')).toBe('medium-armor');
    expect(family('Armor', 'Heavy Armor (plate)')).toBe('heavy-armor');
    expect(family('Armor', 'Studded Leather')).toBe('light-armor');
    expect(family('Armor', 'Kite Shield')).toBe('shield');
    expect(family('Armor', 'Bracers')).toBe('bracers');
    expect(family('Armor', 'Other')).toBe('medium-armor');
    expect(family('Staff', 'Staff of Power')).toBe('staff');
    expect(family('Wondrous Item', 'Boots of Elvenkind')).toBe('boots');
    expect(family('Wondrous Item', 'Crystal Ball')).toBe('orb');
    expect(family('Wondrous Item', 'Manual of Golems')).toBe('book');
    expect(family('Wondrous Item', 'Necklace of Fireballs')).toBe('amulet');
    expect(family('Wondrous Item', 'Deck of Many Things')).toBe('relic');
    expect(classifyItem('Weapon', 'Greataxe')).toEqual({ family: 'axe', variant: 'greataxe' });
  });
});

describe('wondrous subtypes the text writer emits', () => {
  // A random wondrous item's subtype is its def's key; a typed one keeps the typed text, which contains one of the
  // def's words. Each must draw as itself, never as the fallback relic (a key drawn as a chalice).
  const emitted = WONDROUS.flatMap((def) => [def.key, ...(def.words ?? [])]);
  it.each(emitted)('%s has a silhouette of its own', (word) => {
    const title = word.replace(/\b\w/g, (c) => c.toUpperCase());
    expect(classifyItem('Wondrous Item', title).family).not.toBe('relic');
    expect(classifyItem('Wondrous Item', `The Drowned ${title} of Mornbind`).family).not.toBe('relic');
  });

  it('draws the newer nouns as what they are', () => {
    const family = (subtype: string) => classifyItem('Wondrous Item', subtype).family;
    expect(family('Key')).toBe('key');
    expect(family('Glass Key')).toBe('key');
    expect(family('Candle')).toBe('candle');
    expect(family('Hourglass')).toBe('hourglass');
    expect(family('Pocket Watch')).toBe('compass');
    expect(family('Compass')).toBe('compass');
    expect(family('Goggles')).toBe('goggles');
    expect(family('Bell')).toBe('bell');
    expect(family('Chalice')).toBe('chalice');
    expect(family('Chest')).toBe('casket');
    expect(family('Coronet')).toBe('helm');
    expect(family('Hood')).toBe('cloak');
  });
});
