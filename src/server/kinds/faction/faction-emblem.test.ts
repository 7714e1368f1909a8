// Emblem tests: every style and every charge renders in resvg, the motto ribbon is there exactly when there is a
// motto, charges lie on what the arms say they lie on, the seed changes only details, and it is fast.
import { describe, expect, it } from 'vitest';
import {
  type Arms,
  CHARGES,
  FACTION_ALIGNMENTS,
  FACTION_EMBLEM_STYLES,
  FACTION_PURPOSES,
  FACTION_SECRECY,
  FACTION_SIZES,
  SHIELD_SHAPES,
  TINCTURES,
} from '../../../shared/kinds/faction.js';
import { svgToPng } from '../../art/rasterise.js';
import { checkSvg, pngSize } from '../../art/svg-check.js';
import { chargeGround, decideArms } from './emblem/arms.js';
import { chargesPhrase } from './emblem/blazon.js';
import { factionFixture } from './emblem/fixtures.js';
import { chargePlaces, divisionRegion, inRegion, ordinaryRegion } from './emblem/ordinaries.js';
import { shieldGeometry } from './emblem/shields.js';
import { drawEmblem, EMBLEM_WIDTH } from './faction-emblem.js';

const count = (svg: string, needle: string) => svg.split(needle).length - 1;
/** The markup with this picture's id prefix taken out, so two renderings can be compared. */
const unprefixed = (svg: string) => svg.replace(/fe[0-9a-z]+-/g, 'id-');
const layer = (svg: string, name: string) => {
  const start = svg.indexOf(`data-layer="${name}"`);
  const end = svg.indexOf('data-layer="', start + 12);
  return svg.slice(start, end);
};

describe('drawEmblem', () => {
  it('draws every style as clean SVG that rasterises at EMBLEM_WIDTH', () => {
    for (const emblemStyle of FACTION_EMBLEM_STYLES) {
      for (const seed of [1, 2]) {
        const faction = factionFixture(
          { emblemStyle, purpose: 'noble house', alignment: 'Lawful Good' },
          seed,
        );
        const svg = drawEmblem(faction, seed);
        expect(checkSvg(svg), emblemStyle).toEqual([]);
        expect(svg).toContain(`data-emblem-style="${emblemStyle}"`);
        expect(svg).toContain(`data-shield="${faction.arms.shield}"`);
        const png = svgToPng(svg, EMBLEM_WIDTH);
        expect(pngSize(png)).toEqual({ width: EMBLEM_WIDTH, height: EMBLEM_WIDTH });
      }
    }
  });

  it('draws every shield shape, division and ordinary with every line', () => {
    const lines = ['straight', 'wavy', 'embattled', 'indented', 'engrailed', 'dancetty', 'nebuly'] as const;
    let i = 0;
    for (const shield of SHIELD_SHAPES) {
      for (const type of [
        'fess',
        'pale',
        'bend',
        'chevron',
        'cross',
        'saltire',
        'chief',
        'bordure',
        'pile',
      ] as const) {
        const line = lines[i++ % lines.length]!;
        const arms: Arms = {
          shield,
          field: 'azure',
          division: { type: 'none', line: 'straight', tincture: 'azure' },
          ordinary: { type, line, tincture: 'or' },
          charge: { type: 'mullet', tincture: 'argent', count: 0 },
        };
        const svg = drawEmblem(factionFixture({ arms, emblemStyle: 'medieval' }), 3);
        expect(checkSvg(svg), `${shield} ${type}`).toEqual([]);
        expect(svg).toContain(`data-ordinary="${type}" data-line="${line}"`);
      }
      for (const type of [
        'per pale',
        'per fess',
        'per bend',
        'per chevron',
        'quarterly',
        'per saltire',
      ] as const) {
        const line = lines[i++ % lines.length]!;
        const arms: Arms = {
          shield,
          field: 'gules',
          division: { type, line, tincture: 'argent' },
          ordinary: { type: 'none', line: 'straight', tincture: 'gules' },
          charge: { type: 'rose', tincture: 'argent', count: 1 },
        };
        const svg = drawEmblem(factionFixture({ arms, emblemStyle: 'elegant' }), 3);
        expect(checkSvg(svg), `${shield} ${type}`).toEqual([]);
        expect(svg).toContain(`data-division="${type}"`);
      }
    }
    // A sample goes through resvg too.
    const arms: Arms = {
      shield: 'kite',
      field: 'vert',
      division: { type: 'none', line: 'straight', tincture: 'vert' },
      ordinary: { type: 'bordure', line: 'engrailed', tincture: 'or' },
      charge: { type: 'stag', tincture: 'argent', count: 1 },
    };
    expect(pngSize(svgToPng(drawEmblem(factionFixture({ arms, emblemStyle: 'dark' }), 1), 400)).width).toBe(
      400,
    );
  });

  it('draws every charge, and resvg renders each', () => {
    CHARGES.forEach((charge, i) => {
      const arms: Arms = {
        shield: 'heater',
        field: i % 2 ? 'azure' : 'argent',
        division: { type: 'none', line: 'straight', tincture: 'azure' },
        ordinary: { type: 'none', line: 'straight', tincture: 'azure' },
        charge: { type: charge, tincture: i % 2 ? 'or' : 'sable', count: 1 + (i % 3) },
      };
      const emblemStyle = FACTION_EMBLEM_STYLES[i % FACTION_EMBLEM_STYLES.length]!;
      const svg = drawEmblem(factionFixture({ arms, emblemStyle }), i);
      expect(checkSvg(svg), charge).toEqual([]);
      expect(count(svg, `data-charge="${charge}"`), charge).toBe(arms.charge.count);
      expect(pngSize(svgToPng(svg, 256)).width, charge).toBe(256);
    });
  });

  it('hangs the motto ribbon under the shield exactly when there is a motto, with the letters as outlines', () => {
    const withMotto = drawEmblem(factionFixture({ motto: 'All debts are paid' }), 4);
    expect(count(withMotto, 'data-motto="All debts are paid"')).toBe(1);
    expect(withMotto).not.toContain('<text');
    for (const motto of ['', '   ']) {
      const svg = drawEmblem(factionFixture({ motto }), 4);
      expect(svg).not.toContain('data-motto');
    }
    // Awkward text survives: escaped, letters the fonts lack fall back, long mottos shrink to fit.
    const odd = drawEmblem(factionFixture({ motto: 'Ærø & <Søn> "Qu\'ay" 北京' }), 4);
    expect(checkSvg(odd)).toEqual([]);
    const long = drawEmblem(
      factionFixture({ motto: 'We remember every debt, every slight and every name, '.repeat(2).trim() }),
      4,
    );
    expect(checkSvg(long)).toEqual([]);
    expect(pngSize(svgToPng(long, 300)).width).toBe(300);
  });

  it('marks every painted region with its tincture and draws the ordinary and division the arms name', () => {
    for (let seed = 0; seed < 60; seed++) {
      const faction = factionFixture({ purpose: FACTION_PURPOSES[seed % 14]!, emblemStyle: 'fantasy' }, seed);
      const svg = drawEmblem(faction, seed);
      const { arms } = faction;
      expect(svg).toContain(`data-part="field"`);
      expect(count(svg, 'data-ordinary="'), `seed ${seed}`).toBe(arms.ordinary.type === 'none' ? 0 : 1);
      expect(count(svg, 'data-division="'), `seed ${seed}`).toBe(arms.division.type === 'none' ? 0 : 1);
      expect(count(svg, 'data-charge="'), `seed ${seed}`).toBe(arms.charge.count);
    }
  });

  it('lays every charge wholly on the ground the arms give it, over thousands of decided arms', () => {
    for (let seed = 0; seed < 3000; seed++) {
      const arms = decideArms(
        {
          purpose: FACTION_PURPOSES[seed % FACTION_PURPOSES.length]!,
          alignment: FACTION_ALIGNMENTS[(seed * 7) % FACTION_ALIGNMENTS.length]!,
          secrecy: FACTION_SECRECY[(seed * 3) % FACTION_SECRECY.length]!,
          size: FACTION_SIZES[(seed * 5) % FACTION_SIZES.length]!,
          emblemStyle: FACTION_EMBLEM_STYLES[(seed * 11) % FACTION_EMBLEM_STYLES.length]!,
        },
        seed,
      );
      const g = shieldGeometry(arms.shield);
      const ground = chargeGround(arms);
      const shield = { d: g.d, polygons: [g.polygon] };
      const region =
        ground.on === 'part'
          ? divisionRegion(g, arms.division.type, arms.division.line)
          : ordinaryRegion(g, arms.ordinary.type, arms.ordinary.line);
      for (const place of chargePlaces(arms, g)) {
        // The middle and eight points round the charge's box at 42% of its size (the drawings fill ~90%).
        const r = place.size * 0.42;
        const probes: [number, number][] = [
          [0, 0],
          [r, 0],
          [-r, 0],
          [0, r],
          [0, -r],
          [r * 0.7, r * 0.7],
          [-r * 0.7, r * 0.7],
          [r * 0.7, -r * 0.7],
          [-r * 0.7, -r * 0.7],
        ];
        for (const [dx, dy] of probes) {
          const p: [number, number] = [place.x + dx, place.y + dy];
          const label = `seed ${seed} ${JSON.stringify(arms)} at ${p.map(Math.round)}`;
          expect(inRegion(shield, p), label).toBe(true);
          if (!region) continue;
          const inside = inRegion(region, p);
          if (ground.on === 'part') expect(inside, label).toBe(ground.part === 2);
          else expect(inside, label).toBe(ground.on === 'ordinary');
        }
      }
    }
  });

  // Two thousand seeds, in two halves so each test stays quick.
  it.each([
    [0, 1000],
    [1000, 2000],
  ])(
    'draws exactly what the blazon says, part by part and colour by colour, and nothing unsafe (seeds %i-%i)',
    (from, to) => {
      // Names that name things and colours, so the charges of the whole vocabulary turn up, and none at all.
      const names = [
        '',
        'The Golden Bell',
        'The Crimson Lily',
        'The Iron Wolves',
        'The Violet Moth',
        'The Salt Eels',
        'House Drake',
        'The Green Thistle',
        'The Black Swan',
        'The Silver Harp',
      ];
      const seen = new Set<string>();
      for (let seed = from; seed < to; seed++) {
        const name = names[seed % names.length]!;
        const faction = factionFixture(
          {
            purpose: FACTION_PURPOSES[seed % FACTION_PURPOSES.length]!,
            alignment: FACTION_ALIGNMENTS[(seed * 7) % FACTION_ALIGNMENTS.length]!,
            secrecy: FACTION_SECRECY[(seed * 3) % FACTION_SECRECY.length]!,
            size: FACTION_SIZES[(seed * 5) % FACTION_SIZES.length]!,
            emblemStyle: FACTION_EMBLEM_STYLES[(seed * 11) % FACTION_EMBLEM_STYLES.length]!,
            motto: '',
            ...(name ? { name } : {}),
          },
          seed,
        );
        const { arms, blazon } = faction;
        const svg = drawEmblem(faction, seed);
        const label = `seed ${seed}: ${blazon}`;
        const armsLayer = layer(svg, 'arms');
        // The field, and each division, ordinary and charge, marked and painted in the tincture the blazon gives.
        expect(armsLayer, label).toContain(`data-tincture="${arms.field}" data-part="field"`);
        expect(blazon.toLowerCase(), label).toMatch(new RegExp(`\\b${arms.field}\\b`));
        if (arms.division.type !== 'none') {
          expect(armsLayer, label).toContain(
            `data-division="${arms.division.type}" data-line="${arms.division.line}" data-tincture="${arms.division.tincture}"`,
          );
          expect(blazon.toLowerCase(), label).toContain(`${arms.field} and ${arms.division.tincture}`);
        } else expect(armsLayer, label).not.toContain('data-division');
        if (arms.ordinary.type !== 'none') {
          expect(armsLayer, label).toContain(
            `data-ordinary="${arms.ordinary.type}" data-line="${arms.ordinary.line}" data-tincture="${arms.ordinary.tincture}"`,
          );
          expect(blazon, label).toMatch(new RegExp(`\\ba ${arms.ordinary.type}\\b`));
        } else expect(armsLayer, label).not.toContain('data-ordinary');
        const charges = [...armsLayer.matchAll(/data-charge="([a-z-]+)" data-tincture="([a-z]+)"/g)];
        expect(charges.length, label).toBe(arms.charge.count);
        for (const [, type, tincture] of charges) {
          expect(type, label).toBe(arms.charge.type);
          expect(tincture, label).toBe(arms.charge.tincture);
        }
        if (arms.charge.count > 0) {
          expect(blazon, label).toContain(`${chargesPhrase(arms.charge.type, arms.charge.count)}`);
          expect(blazon.toLowerCase(), label).toMatch(new RegExp(`\\b${arms.charge.tincture}\\b`));
          seen.add(arms.charge.type);
        }
        // Every tincture painted is one the blazon names, and the other way round.
        const drawn = new Set([...armsLayer.matchAll(/data-tincture="([a-z]+)"/g)].map((m) => m[1]!));
        const named = new Set(
          blazon
            .toLowerCase()
            .split(/[\s,]+/)
            .filter((w) => (TINCTURES as readonly string[]).includes(w)),
        );
        expect([...drawn].sort(), label).toEqual([...named].sort());
        // Nothing that runs or reaches out: no script, handlers, foreign objects, images or outside references.
        expect(svg, label).not.toMatch(/<script|<foreignObject|<image|\son[a-z]+=|javascript:/i);
        expect(svg, label).not.toMatch(/(?:xlink:)?href="(?!#)/);
        expect(svg, label).not.toMatch(/url\((?!#)/);
        expect(svg, label).not.toMatch(/@import|<style/);
      }
      // The names and purposes bring a good share of the vocabulary onto the shields.
      expect(seen.size).toBeGreaterThan(45);
    },
  );

  it('lets the seed vary only small details, never what the arms show', () => {
    const faction = factionFixture({ purpose: 'cult', alignment: 'Chaotic Evil', emblemStyle: 'dark' }, 8);
    const a = drawEmblem(faction, 1);
    const b = drawEmblem(faction, 2);
    expect(drawEmblem(faction, 1)).toBe(a);
    expect(a).not.toBe(b);
    expect(unprefixed(layer(a, 'arms'))).toBe(unprefixed(layer(b, 'arms')));
  });

  it('renders the styles differently in what they draw, not only in colour', () => {
    const shapes = FACTION_EMBLEM_STYLES.map((emblemStyle) => {
      const svg = drawEmblem(factionFixture({ emblemStyle, purpose: 'holy order' }, 5), 5);
      return unprefixed(svg)
        .replace(/#[0-9a-f]{6}/gi, '')
        .replace(/data-emblem-style="[a-z]+"/, '');
    });
    expect(new Set(shapes).size).toBe(FACTION_EMBLEM_STYLES.length);
  });

  it('draws and rasterises an emblem at EMBLEM_WIDTH quickly (median under 120 ms of CPU)', () => {
    // CPU time, not wall time: other work on a shared machine stretches the clock but not the work done.
    const cpu: number[] = [];
    const wall: number[] = [];
    for (let i = 0; i < 24; i++) {
      const faction = factionFixture(
        {
          emblemStyle: FACTION_EMBLEM_STYLES[i % FACTION_EMBLEM_STYLES.length]!,
          purpose: FACTION_PURPOSES[i % FACTION_PURPOSES.length]!,
          alignment: FACTION_ALIGNMENTS[i % FACTION_ALIGNMENTS.length]!,
        },
        i,
      );
      const c0 = process.cpuUsage();
      const t0 = performance.now();
      svgToPng(drawEmblem(faction, i), EMBLEM_WIDTH);
      wall.push(performance.now() - t0);
      const c = process.cpuUsage(c0);
      cpu.push((c.user + c.system) / 1000);
    }
    const median = (xs: number[]) => xs.sort((x, y) => x - y)[Math.floor(xs.length / 2)]!;
    const cpuMedian = median(cpu);
    console.info(`faction emblem: median ${cpuMedian.toFixed(0)} ms CPU, ${median(wall).toFixed(0)} ms wall`);
    const slack = Number(process.env.EMBLEM_TIME_SLACK ?? 1.25);
    expect(cpuMedian).toBeLessThan(120 * slack);
  });
});
