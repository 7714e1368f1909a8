// Regenerate Emblem (issue 20): new arms from a new seed, still bearing what the faction's words name, and the
// picture, the blazon and every sentence describing the badge all change together and still agree.
import { describe, expect, it } from 'vitest';
import {
  FACTION_ALIGNMENTS,
  FACTION_EMBLEM_STYLES,
  FACTION_PURPOSES,
  FACTION_SECRECY,
  FACTION_SIZES,
  type FactionData,
  factionDataSchema,
  factionRequestSchema,
  TINCTURES,
} from '../../../../shared/kinds/faction.js';
import { drawEmblem } from '../faction-emblem.js';
import { factionKind } from '../faction-kind.js';
import { generateFaction } from '../generate.js';
import { keepsRuleOfTincture, shortfall } from './arms.js';
import { badgeOf } from './badge.js';
import { blazonOf, chargesPhrase } from './blazon.js';
import { factionFixture } from './fixtures.js';
import { redrawFaction, visiblyDifferent } from './redraw.js';

/** Every string in a record (its prose, lists and nested objects), each with where it is. */
function strings(value: unknown, path = ''): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  if (Array.isArray(value)) return value.flatMap((v, i) => strings(v, `${path}[${i}]`));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([k, v]) => strings(v, path ? `${path}.${k}` : k));
  return [];
}

/** How often a phrase stands in the record's prose, also capitalised at the start of a sentence. */
const occurrences = (record: FactionData, phrase: string) => {
  const cap = phrase.charAt(0).toUpperCase() + phrase.slice(1);
  return strings({ ...record, arms: null, blazon: null }).reduce(
    (n, [, s]) => n + s.split(phrase).length - 1 + s.split(cap).length - 1,
    0,
  );
};

/** The arms layer of an emblem, with the picture's id prefix taken out. */
const armsLayer = (svg: string) => {
  const start = svg.indexOf('data-layer="arms"');
  return svg.slice(start, svg.indexOf('data-layer="', start + 12)).replace(/fe[0-9a-z]+-/g, 'id-');
};

const NAMES = ['', '', 'The Order of the Golden Bell', 'The Crimson Lily', 'The Fellowship of the Key'];
const PURPOSES = ['', ...FACTION_PURPOSES];

describe('redrawing the emblem (Regenerate Emblem)', () => {
  it('is the faction kind’s redraw hook', () => {
    const faction = factionFixture({}, 3);
    expect(factionKind.procedural.redraw?.(faction, 9)).toEqual(redrawFaction(faction, 9));
  });

  it('changes the picture, the blazon and the text together, and they still match, over 80 factions', () => {
    let described = 0;
    for (let i = 0; i < 80; i++) {
      const name = NAMES[i % NAMES.length]!;
      const purpose = PURPOSES[(i * 7) % PURPOSES.length]!;
      const request = factionRequestSchema.parse({
        ...(name ? { name } : {}),
        ...(purpose ? { purpose } : {}),
        size: FACTION_SIZES[i % FACTION_SIZES.length]!,
        influence: 'moderate',
        secrecy: FACTION_SECRECY[(i * 3) % FACTION_SECRECY.length]!,
        alignment: FACTION_ALIGNMENTS[(i * 5) % FACTION_ALIGNMENTS.length]!,
        emblemStyle: FACTION_EMBLEM_STYLES[(i * 11) % FACTION_EMBLEM_STYLES.length]!,
      });
      const before = generateFaction(request, 7000 + i);
      const imageSeed = 90000 + i * 31;
      const after = redrawFaction(before, imageSeed);
      const label = `#${i} ${before.name}: ${before.blazon} -> ${after.blazon}`;

      // Still a valid record, deterministic, and only the arms, the blazon and the badge's words changed.
      expect(() => factionDataSchema.parse(after), label).not.toThrow();
      expect(redrawFaction(before, imageSeed), label).toEqual(after);
      expect(after.name).toBe(before.name);
      expect(after.motto).toBe(before.motto);

      // The arms: visibly new, still what the faction's words name, still the rule of tincture.
      expect(visiblyDifferent(before.arms, after.arms), label).toBe(true);
      expect(after.arms.named, label).toEqual(before.arms.named);
      expect(shortfall(after.arms, after.arms.named), label).toBe(0);
      expect(keepsRuleOfTincture(after.arms), label).toBe(true);

      // The blazon: new, and written from the new arms.
      expect(after.blazon, label).not.toBe(before.blazon);
      expect(after.blazon).toBe(blazonOf(after.arms));

      // The picture: new, and it shows the blazon's charges and tinctures.
      const oldSvg = drawEmblem(before, imageSeed);
      const newSvg = drawEmblem(after, imageSeed);
      expect(armsLayer(newSvg), label).not.toBe(armsLayer(oldSvg));
      const charges = [...newSvg.matchAll(/data-charge="([a-z-]+)" data-tincture="([a-z]+)"/g)];
      expect(charges.length, label).toBe(after.arms.charge.count);
      for (const [, type, tincture] of charges) {
        expect(type, label).toBe(after.arms.charge.type);
        expect(after.blazon, label).toContain(`${chargesPhrase(type as never, charges.length)} `);
        expect(after.blazon.toLowerCase(), label).toContain(tincture);
      }
      const drawn = new Set([...armsLayer(newSvg).matchAll(/data-tincture="([a-z]+)"/g)].map((m) => m[1]!));
      const named = new Set(
        after.blazon
          .toLowerCase()
          .split(/[\s,]+/)
          .filter((w) => (TINCTURES as readonly string[]).includes(w)),
      );
      expect([...drawn].sort(), label).toEqual([...named].sort());

      // The text: wherever the old badge was described, the new arms' badge is now, and the old one is gone.
      const oldBadge = badgeOf(before.arms);
      const newBadge = badgeOf(after.arms);
      expect(newBadge, label).not.toBe(oldBadge);
      const was = occurrences(before, oldBadge);
      expect(occurrences(after, oldBadge), label).toBe(0);
      expect(occurrences(after, newBadge), label).toBe(was + occurrences(before, newBadge));
      if (was > 0) described += 1;
      // Nothing but the badge changed in the prose.
      const beforeText = strings({ ...before, arms: null, blazon: null });
      const afterText = strings({ ...after, arms: null, blazon: null });
      beforeText.forEach(([path, text], j) => {
        const cap = (x: string) => x.charAt(0).toUpperCase() + x.slice(1);
        const expected = text.split(oldBadge).join(newBadge).split(cap(oldBadge)).join(cap(newBadge));
        expect(afterText[j]![1], `${label} at ${path}`).toBe(expected);
      });
    }
    // The writer describes the badge in most factions, so the rewriting is proved on real prose.
    expect(described).toBeGreaterThanOrEqual(15);
  });

  it('gives a new look from every new seed, and keeps to the name and its colour each time', () => {
    const faction = factionFixture({ name: 'The Order of the Golden Bell', purpose: 'holy order' }, 5);
    const looks = new Set<string>();
    let current = faction;
    for (let seed = 1; seed <= 60; seed++) {
      const next = redrawFaction(current, seed);
      expect(visiblyDifferent(current.arms, next.arms), next.blazon).toBe(true);
      expect(next.arms.charge.type, next.blazon).toBe('bell');
      expect(next.arms.charge.tincture, next.blazon).toBe('or');
      looks.add(next.blazon);
      current = next;
    }
    expect(looks.size).toBeGreaterThan(40);
  });

  it('reads the name again for arms decided before the words were kept', () => {
    const faction = factionFixture({ name: 'The Silver Masks', purpose: 'spy ring' }, 2);
    const { named: _named, ...bare } = faction.arms;
    const older = { ...faction, arms: bare };
    for (let seed = 0; seed < 20; seed++) {
      const next = redrawFaction(older, seed);
      expect(next.arms.charge.type).toBe('mask');
      expect(next.arms.charge.tincture).toBe('argent');
    }
  });
});
