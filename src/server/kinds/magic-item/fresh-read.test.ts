// The blind reader's measure (decision 026): one game master's week of magic items (five requests, each asked five
// times in a row), read as a reader reads them. An item reads fresh when none of its masked six-word runs was met in
// an earlier item; the abilities are rules text and may repeat. The description's rules lines (a weapon's bonus, a
// potion's drinking, a charge pool) are said in several plain ways the account rotates through.
//
// Before (the writer as this round found it): salt 1000 fresh 9/25 with 22 runs shared by 3 or more items; salt 2000
// fresh 10/25 with 19. After: salt 1000 fresh 21/25, salt 2000 fresh 23/25, no run shared by 3 or more.
// The fifth blind read's other complaints, each held here: apprentice owners in 8 of 25 histories, 'Whoever made
// this' after the maker was named, a 'Silverclaw' with no silver, 'the winter the graves' cut mid-clause, and a
// common potion that cost 'a small fortune'. And the picture drew the wrong object: a sabre for a sickle, plate for
// splint, an empty bottle for a silver flask, an orb for a pointed gem; the text itself gave a scimitar a straight
// blade and a sickle a crossguard.
//
// Sixth blind read (4 of 25 usable; see beats.test.ts): the openings were one frame, 'made during [disaster] at X, for
// the people of X', in 25 of 25 items. Before: salt 1000 fresh 21/25, salt 2000 fresh 23/25 (that frame's words were
// shuffled well enough to pass this measure while every item told the same story). After: most openings tell no
// event at all (a named patron, a mistake, a famous use, a theft, a bequest, what it is for, built from what the item
// does), a making in an event is 1 or 2 of 25: salt 1000 fresh 23/25, salt 2000 fresh 20/25 (the stale runs left at
// 2000 are older stock lines: a fate's deserter, an appearance's cloth that keeps a smell), none in 3 or more.
//
// Seventh blind read (a stated purpose with no rule behind it in 18 of 25): the story's purpose is now written from the
// item's uses (motifs.ts USES), and an order takes 'it'. Salt 1000 fresh 24/25, salt 2000 fresh 23/25 (was 23, 20);
// the bound at 2000 is raised to 22.
import { describe, expect, it } from 'vitest';
import {
  type MagicItemData,
  type MagicItemRequestInput,
  magicItemRequestSchema,
} from '../../../shared/kinds/magic-item.js';
import { freshRead, gmWeek, writeAccount } from '../../test/one-account.js';
import { generateMagicItem } from './generate.js';
import { drawMagicItem } from './item-art.js';

const THRESHOLDS: Record<number, { fresh: number; threeRuns: number }> = {
  1000: { fresh: 23, threeRuns: 0 },
  2000: { fresh: 22, threeRuns: 0 },
};

const base = { includeHistory: true, includeQuirks: true };
const make = (request: MagicItemRequestInput, count: number, from = 0): MagicItemData[] => {
  const parsed = magicItemRequestSchema.parse({ ...base, ...request });
  return Array.from({ length: count }, (_, i) => generateMagicItem(parsed, from + i));
};

describe('a game master’s week of magic items, read blind', () => {
  for (const salt of [1000, 2000]) {
    it(`reads fresh in most items, salt ${salt}`, async () => {
      const records = await writeAccount('magic-item', gmWeek('magic-item'), { salt });
      const read = freshRead(records, { omit: ['abilities'] });
      const threeRuns = read.runs.filter((r) => r.entities >= 3);
      const limits = THRESHOLDS[salt]!;
      expect(read.fresh, JSON.stringify(read.runs.slice(0, 12))).toBeGreaterThanOrEqual(limits.fresh);
      expect(threeRuns.length, JSON.stringify(threeRuns)).toBeLessThanOrEqual(limits.threeRuns);
      // Apprentices were in 8 of 25 histories; one account meets them at most three times.
      const apprentices = records.filter((r) => /apprentice/i.test(String(r.history)));
      expect(apprentices.length).toBeLessThanOrEqual(3);
      // A rules line (+1 to attack and damage, a potion's drinking) is not the same sentence in every item of a request.
      const rules = records.map((r) =>
        String(r.description)
          .split(/(?<=\.) /)
          .slice(1)
          .join(' '),
      );
      for (let i = 0; i < 25; i += 5) {
        const group = rules.slice(i, i + 5).filter(Boolean);
        expect(new Set(group).size, group.join('\n')).toBeGreaterThanOrEqual(Math.min(group.length, 3));
      }
    });
  }
});

describe('what the fifth blind reader reported', () => {
  const mixed = (['Common', 'Uncommon', 'Rare', 'Very Rare', 'Legendary'] as const).flatMap((rarity) =>
    make({ rarity }, 80, 9000),
  );
  const armor = [
    ...make({ rarity: 'Rare', type: 'Armor', armorType: 'Heavy Armor' }, 80, 9100),
    ...make({ rarity: 'Uncommon', type: 'Armor', armorType: 'Light Armor' }, 80, 9200),
  ];

  it('never says "Whoever made this" once the maker is named', () => {
    for (const item of [...mixed, ...armor]) {
      expect(`${item.description} ${item.appearance}`, item.name).not.toMatch(/\bwhoever made\b/i);
    }
  });

  it('names no metal the item is not made of (a Silverclaw of steel)', () => {
    for (const item of mixed) {
      const coined = /^(Silver|Iron)[a-z]/.exec(item.name);
      if (!coined) continue;
      const text = `${item.appearance} ${JSON.stringify(item.look ?? {})}`.toLowerCase();
      expect(text, item.name).toContain(coined[1]!.toLowerCase());
    }
  });

  it('says a story’s event short only where the short form reads ("the winter the graves emptied")', () => {
    const rising = make({ rarity: 'Rare', type: 'Weapon', weaponType: 'Sword' }, 400, 9300);
    for (const item of rising) {
      const text = `${item.description} ${item.history} ${item.appearance}`;
      expect(text, item.name).not.toMatch(/the winter the graves(?! (of [A-Z][\w’' -]+ )?emptied)/);
    }
  });

  it('prices a common item as a common one (no "small fortune" for a potion of the week)', () => {
    for (const item of make({ rarity: 'Common' }, 300, 9400)) {
      expect(item.description, item.name).not.toMatch(/small fortune|king’s ransom/);
    }
  });

  it('states the bonus in the description, in whatever words, with the number the mechanics give', () => {
    for (const item of [
      ...make({ rarity: 'Uncommon', type: 'Weapon', weaponType: 'Sword' }, 60, 9500),
      ...armor,
    ]) {
      if (item.bonus) expect(item.description, item.name).toMatch(new RegExp(`\\+?${item.bonus}\\b`));
      else
        expect(item.description, item.name).toMatch(
          /no (magical )?bonus|nothing|no better|no extra|no harder|no more accurate|as well as mundane|without magic/,
        );
    }
  });
});

describe('the picture and the words draw the object the subtype names', () => {
  const attr = (svg: string, name: string) => new RegExp(`data-${name}="([^"]*)"`).exec(svg)?.[1];
  const typed = (specificType: string, extra: Partial<MagicItemRequestInput> = {}, count = 12) =>
    make({ rarity: 'Rare', specificType, ...extra }, count, 9600).map((item, i) => ({
      item,
      svg: drawMagicItem(item, 9600 + i),
    }));

  it('a sickle is a crescent on a handle, told and drawn so: no guard, pommel or sabre blade', () => {
    for (const { item, svg } of typed('sickle', { type: 'Weapon' })) {
      expect(item.appearance, item.name).not.toMatch(/\b(pommel|quillons|crossguard|hilt)\b|guard (of|and)/);
      const opening = item.appearance.split('. ')[0] ?? '';
      if (/blade of/.test(opening)) expect(opening, item.name).toMatch(/crescent|curved|half-moon|hooked/);
      expect(attr(svg, 'drawn-blade'), item.name).toBe('sickle');
    }
  });

  it('a scimitar’s blade is never told straight, leaf-shaped or double-edged', () => {
    for (const item of make({ rarity: 'Uncommon', type: 'Weapon', specificType: 'scimitar' }, 60, 9700)) {
      expect(item.appearance, item.name).not.toMatch(/\b(straight|leaf-shaped|double-edged) blade/);
    }
  });

  it('splint is drawn as strips over mail, heavy mail as mail, plate as plate', () => {
    const cases: [string, string][] = [
      ['splint', 'splint'],
      ['chain mail', 'chain'],
      ['ring mail', 'chain'],
      ['plate', 'plate'],
    ];
    for (const [word, drawnAs] of cases) {
      for (const { item, svg } of typed(word, { type: 'Armor', armorType: 'Heavy Armor' }, 6)) {
        expect(item.subtype.toLowerCase(), item.name).toContain(word);
        expect(attr(svg, 'drawn-armor'), `${item.name} (${item.subtype})`).toBe(drawnAs);
      }
    }
  });

  it('a silver flask is a smith’s flask of silver, drawn as metal: never a silver lab flask or gourd', () => {
    for (const { item, svg } of typed('silver flask', { type: 'Potion' })) {
      expect(item.look?.main?.material, item.name).toBe('silver');
      expect(['flat', 'vial'], item.appearance).toContain(item.look?.shape);
      expect(item.appearance, item.name).not.toMatch(/conical|round silver|gourd/);
      expect(attr(svg, 'main'), item.name).toBe('silver');
    }
  });

  it('a gem cut into a long point is drawn as a point, not an orb', () => {
    const gems = typed('gem', { type: 'Wondrous Item' }, 40);
    const pointed = gems.filter(({ item }) => /long eight-sided point/.test(item.appearance));
    expect(pointed.length).toBeGreaterThan(0);
    for (const { item, svg } of pointed) expect(attr(svg, 'drawn-cut'), item.name).toBe('point');
    for (const { item, svg } of gems.filter(({ item }) => /flat oval|river pebble/.test(item.appearance)))
      expect(attr(svg, 'drawn-cut'), item.name).toMatch(/oval|smooth/);
  });
});
