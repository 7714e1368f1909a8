// The link vocabulary (decision 024): which kinds each relation links, and the link editor's choices per kind.
import { describe, expect, it } from 'vitest';
import { factionContract } from './kinds/faction.js';
import { magicItemContract } from './kinds/magic-item.js';
import { npcContract } from './kinds/npc.js';
import { townContract } from './kinds/town.js';
import { LINK_RELATION_NAMES, linkReadings, relationFits } from './world.js';

const CONTRACTS = [npcContract, magicItemContract, townContract, factionContract];

describe('links between kinds', () => {
  it('offers each kind only the relations that fit it, starting from the likeliest', () => {
    const labels = (kind: string) => linkReadings(kind).map((r) => `${r.label} (${r.others.join('/')})`);
    expect(labels('npc')).toEqual([
      'lives in (town)',
      'leads (faction/town)',
      'member of (faction)',
      'owns (magic-item)',
      'rival of (npc/faction/town)',
      'ally of (npc/faction/town)',
    ]);
    expect(labels('town')[0]).toBe('home to (npc)');
    expect(labels('town')).not.toContain('lives in (town)');
    expect(labels('magic-item')).toEqual(['owned by (npc/faction/town)']);
    expect(labels('faction')).toContain('headquartered in (town)');
  });

  it('reads every offered relation back as one that fits, both ways', () => {
    for (const contract of CONTRACTS) {
      for (const reading of linkReadings(contract.kind)) {
        for (const other of reading.others) {
          const [from, to] = reading.direction === 'out' ? [contract.kind, other] : [other, contract.kind];
          expect(relationFits(reading.relation, from, to), `${reading.value} ${from}→${to}`).toBe(true);
        }
      }
    }
    expect(relationFits('lives-in', 'town', 'npc')).toBe(false);
    expect(relationFits('owns', 'magic-item', 'magic-item')).toBe(false);
  });

  it("fits every link a generation from another entity makes (the kinds' fromContext)", () => {
    let checked = 0;
    for (const contract of CONTRACTS) {
      for (const [context, link] of Object.entries(contract.fromContext ?? {})) {
        const [from, to] = link.direction === 'out' ? [contract.kind, context] : [context, contract.kind];
        expect(relationFits(link.relation, from, to), `${contract.kind} from ${context}`).toBe(true);
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThanOrEqual(4);
    expect(
      LINK_RELATION_NAMES.every((relation) =>
        CONTRACTS.some((c) => linkReadings(c.kind).some((r) => r.relation === relation)),
      ),
    ).toBe(true);
  });
});
