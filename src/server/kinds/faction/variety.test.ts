// Variety at volume (issue 19, item 1), measured the way a game master meets factions: many side by side, with
// names and numbers masked (engine/repetition.ts). Text only, so it stays fast.
import { describe, expect, it } from 'vitest';
import {
  FACTION_ALIGNMENTS,
  FACTION_EMBLEM_STYLES,
  FACTION_INFLUENCES,
  FACTION_PURPOSES,
  FACTION_SECRECY,
  FACTION_SIZES,
  type FactionData,
  type FactionRequestInput,
  factionRequestSchema,
} from '../../../shared/kinds/faction.js';
import { measureRepetition, measureValues } from '../../engine/repetition.js';
import { createRng } from '../../engine/rng.js';
import { decideArms } from './emblem/arms.js';
import { generateFaction } from './generate.js';
import { buildRecord } from './text/record.js';

const rng = createRng('variety', 'faction-tests');
// More than the 300 and 100 the issue names: the share is a rate, and a larger sample measures it without the luck
// of one small draw (a line at 2.5% can land in 5 of 100 by chance).
const mixed: FactionData[] = Array.from({ length: 600 }, () =>
  generateFaction(
    factionRequestSchema.parse({
      size: rng.pick(FACTION_SIZES),
      influence: rng.pick(FACTION_INFLUENCES),
      secrecy: rng.pick(FACTION_SECRECY),
      ...(rng.chance(0.5) ? { alignment: rng.pick(FACTION_ALIGNMENTS) } : {}),
      emblemStyle: rng.pick(FACTION_EMBLEM_STYLES),
      ...(rng.chance(0.75) ? { purpose: rng.pick(FACTION_PURPOSES) } : {}),
    }),
    rng.nextUint32(),
  ),
);

/** A game master asking for the same thing a hundred times: only the seed changes. */
function same(input: FactionRequestInput, label: string): FactionData[] {
  const request = factionRequestSchema.parse(input);
  const seeds = createRng('variety-same', label);
  return Array.from({ length: 200 }, () => generateFaction(request, seeds.nextUint32()));
}

const SAME: Record<string, FactionData[]> = {
  'thieves’ guild in the docks': same(
    {
      size: 'Local Organization',
      influence: 'moderate',
      secrecy: 'secret',
      purpose: "a thieves' guild in the docks",
      emblemStyle: 'fantasy',
    },
    'docks',
  ),
  // The blind read's request (issue: ten thieves' guilds of one request read as one template).
  'thieves’ guild, Neutral Evil, secret': same(
    {
      size: 'Local Organization',
      influence: 'moderate',
      secrecy: 'secret',
      alignment: 'Neutral Evil',
      purpose: "thieves' guild",
      emblemStyle: 'dark',
    },
    'blind-thieves',
  ),
  'merchant cabal': same(
    {
      size: 'Regional Power',
      influence: 'major',
      secrecy: 'known',
      purpose: 'merchant cabal',
      emblemStyle: 'fantasy',
    },
    'cabal',
  ),
  'noble house': same(
    {
      size: 'Regional Power',
      influence: 'moderate',
      secrecy: 'known',
      purpose: 'noble house',
      emblemStyle: 'fantasy',
    },
    'noble',
  ),
};

const shown = (r: ReturnType<typeof measureRepetition>) =>
  r.worst
    .slice(0, 5)
    .map((w) => `${(w.share * 100).toFixed(0)}% ${w.template}`)
    .join('\n');

describe('variety at volume', () => {
  it('over 600 factions of mixed options, no sentence of 8+ words in more than 2% of them', () => {
    const r = measureRepetition(mixed);
    expect(r.worst[0]!.share, shown(r)).toBeLessThanOrEqual(0.02);
  });

  for (const [label, factions] of Object.entries(SAME)) {
    it(`over 200 factions of one request (${label}), no sentence of 8+ words in more than 5% of them`, () => {
      const r = measureRepetition(factions);
      expect(r.worst[0]!.share, shown(r)).toBeLessThanOrEqual(0.05);
    });
  }

  it('no quest title and no ritual name in more than 2% of factions, mixed or of one request', () => {
    for (const factions of [mixed, ...Object.values(SAME)]) {
      const titles = measureValues(factions, (f) => (f as FactionData).quests.map((q) => q.title));
      const rituals = measureValues(factions, (f) => (f as FactionData).rituals.map((q) => q.name));
      expect(titles[0]!.share, JSON.stringify(titles.slice(0, 3))).toBeLessThanOrEqual(0.02);
      expect(rituals[0]!.share, JSON.stringify(rituals.slice(0, 3))).toBeLessThanOrEqual(0.02);
    }
  });

  it('two factions of one purpose never share a rank ladder', () => {
    for (const purpose of FACTION_PURPOSES) {
      const request = factionRequestSchema.parse({
        size: 'National Group',
        influence: 'moderate',
        secrecy: 'known',
        purpose,
        emblemStyle: 'fantasy',
      });
      const seeds = createRng('variety-ladders', purpose);
      const ladders = Array.from({ length: 100 }, () =>
        buildRecord(request, createRng(seeds.nextUint32(), 'faction'), decideArms)
          .ranks.map((r) => r.name)
          .join(' > '),
      );
      const shared = ladders.filter((l, i) => ladders.indexOf(l) !== i);
      expect(shared, purpose).toEqual([]);
    }
  });

  it('every person, place, beast and nickname is named once within a faction', () => {
    for (const f of [...mixed, ...Object.values(SAME).flat()]) {
      const people = [...f.keyMembers.map((m) => m.name)];
      expect(new Set(people).size).toBe(people.length);
      const firstNames = f.keyMembers.map((m) => m.name.split(' ')[0]!);
      expect(new Set(firstNames).size, firstNames.join(', ')).toBe(firstNames.length);
      const nicknames = f.keyMembers.flatMap((m) => m.name.match(/[“"]([^”"]+)[”"]/)?.[1] ?? []);
      expect(new Set(nicknames).size).toBe(nicknames.length);
      const rituals = f.rituals.map((r) => r.name);
      expect(new Set(rituals).size).toBe(rituals.length);
      const titles = f.quests.map((q) => q.title);
      expect(new Set(titles).size).toBe(titles.length);
      const bodies = [f.name, ...f.rivals.map((r) => r.rivalName), ...f.allies.map((a) => a.split(',')[0]!)];
      expect(new Set(bodies.map((b) => b.toLowerCase())).size, bodies.join(' | ')).toBe(bodies.length);
    }
  });

  it('ten thieves’ guilds of one request read as ten organisations: stock lines, assets, rituals and ladders vary', () => {
    const guilds = SAME['thieves’ guild, Neutral Evil, secret']!;
    const share = (test: (f: FactionData) => boolean) => guilds.filter(test).length / guilds.length;
    const json = (f: FactionData) => JSON.stringify(f);
    // Lines the game master met in most of ten: none in more than a fifth of two hundred, most gone.
    for (const stock of [
      'nobody is allowed to help, though some do',
      'the first thing they are given is a warm coat and a name',
      'buried at the cost of',
      'Every step of it leads towards the same end',
      'It cost more than anyone admits',
      'It is older than its keepers',
      'Two members have died for it',
      'Nobody outside knows it exists',
      'by a grateful the',
    ])
      expect(
        share((f) => json(f).includes(stock)),
        stock,
      ).toBe(0);
    expect(share((f) => json(f).includes('sun-browned'))).toBeLessThan(0.4);
    // An asset of the same name and words is one asset among many, not the guild's signature.
    const assets = measureValues(guilds, (f) =>
      (f as FactionData).resources.map((r) => r.description.split(',')[0]!),
    );
    expect(assets[0]!.share, JSON.stringify(assets.slice(0, 3))).toBeLessThanOrEqual(0.1);
    // Rituals are never named after the leader of the day or a saint nobody explains.
    for (const f of guilds) {
      const leader = f.keyMembers[0]!.name.split(' ')[0]!;
      for (const r of f.rituals) {
        expect(r.name, f.name).not.toMatch(/\bSaint\b/);
        expect(r.name.endsWith(` ${leader}`), `${r.name} / ${leader}`).toBe(false);
      }
    }
    // Ladders: the lowest and the top steps differ from guild to guild.
    const request = factionRequestSchema.parse({
      size: 'Local Organization',
      influence: 'moderate',
      secrecy: 'secret',
      alignment: 'Neutral Evil',
      purpose: "thieves' guild",
      emblemStyle: 'dark',
    });
    const seeds = createRng('variety-thieves-ladders', 'blind');
    const ladders = Array.from({ length: 100 }, () =>
      buildRecord(request, createRng(seeds.nextUint32(), 'faction'), decideArms).ranks.map((r) => r.name),
    );
    expect(new Set(ladders.map((l) => l[0])).size).toBeGreaterThanOrEqual(12);
    expect(new Set(ladders.map((l) => l[l.length - 1])).size).toBeGreaterThanOrEqual(20);
  });
});
