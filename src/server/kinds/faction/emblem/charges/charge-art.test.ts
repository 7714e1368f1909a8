// Every charge the contract names has a drawing of its own, inside its box, with an outline to fill and ink detail.
import { describe, expect, it } from 'vitest';
import { CHARGES } from '../../../../../shared/kinds/faction.js';
import { chargeArt } from './charge-art.js';

describe('chargeArt', () => {
  it('has a drawing for every charge in CHARGES', () => {
    // Issue 20: at least 120 charges, each its own drawing.
    expect(CHARGES.length).toBeGreaterThanOrEqual(120);
    expect(new Set(CHARGES).size).toBe(CHARGES.length);
    const seen = new Map<string, string>();
    for (const charge of CHARGES) {
      const art = chargeArt(charge);
      const filled = art.layers.map((l) => l.d).join('');
      expect(filled.length, charge).toBeGreaterThan(40);
      expect(filled, charge).toMatch(/^M/);
      // Inner detail: every charge has ink lines or marks as well as its silhouette.
      expect(
        art.layers.some((l) => (l.lines ?? '') + (l.marks ?? '') !== ''),
        charge,
      ).toBe(true);
      // Drawn in its 100 x 100 box (a hair of overhang allowed for claws and tips).
      const values = [...filled.matchAll(/-?\d+(?:\.\d+)?/g)].map((m) => Number(m[0]));
      expect(Math.min(...values), charge).toBeGreaterThanOrEqual(-4);
      expect(Math.max(...values), charge).toBeLessThanOrEqual(104);
      expect(filled, charge).not.toMatch(/NaN|undefined|Infinity/);
      // No two charges share a drawing.
      expect(seen.get(filled), `${charge} draws like ${seen.get(filled)}`).toBeUndefined();
      seen.set(filled, charge);
      // Built once and kept.
      expect(chargeArt(charge)).toBe(art);
    }
  });
});
