// What the town's own words say about its named streets, read once for the map: where each runs from and to
// ('from the harbour to the inn door'), so the map routes it there and the text and the map agree.
import type { TownData } from '../../../../shared/kinds/town.js';

/** Where a named street starts, as the description says ('from the harbour'). */
export type StreetStart = 'gate' | 'edge' | 'bridge' | 'harbour' | 'far' | 'river';
/** Where it leads ('to the inn door'). */
export type StreetEnd = 'square' | 'centre' | 'castle' | 'temple' | 'inn' | 'tavern' | 'guildhall';

export interface StreetReading {
  from: StreetStart | null;
  to: StreetEnd | null;
}

export interface MapReading {
  streets: Map<string, StreetReading>;
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const START: [RegExp, StreetStart][] = [
  [/\bgates?\b/, 'gate'],
  [/\bedge\b|\boutskirts\b/, 'edge'],
  [/\bbridge\b/, 'bridge'],
  [/\bharbou?r\b|\bquays?\b|\bdocks?\b|\bwharf\b|\bjett(y|ies)\b|\bwaterfront\b/, 'harbour'],
  [/\bfar end\b|\bother end\b/, 'far'],
  [/\briver\b|\bford\b|\bwater'?s edge\b/, 'river'],
];
const END: [RegExp, StreetEnd][] = [
  [/\bcastle\b|\bkeep\b|\bcitadel\b/, 'castle'],
  [/\btemple\b|\bchurch\b|\bchapel\b|\bshrine\b|\babbey\b/, 'temple'],
  [/\binn\b/, 'inn'],
  [/\btavern\b|\balehouse\b/, 'tavern'],
  [/\bguildhall\b|\bguild hall\b|\btown hall\b|\bmoot hall\b/, 'guildhall'],
  [/\bsquare\b|\bmarket\b|\bgreen\b/, 'square'],
  [/\bmiddle\b|\bcentre\b|\bcenter\b|\bheart\b/, 'centre'],
];

function sentences(text: string): string[] {
  return text.split(/(?<=[.!?])\s+/);
}

export function readTown(town: TownData): MapReading {
  const layout = town.layout;
  const prose = [town.description, ...town.notableFeatures].join(' ');
  const said = sentences(prose);

  const streets = new Map<string, StreetReading>();
  for (const name of layout.streets) {
    const re = new RegExp(`\\b${escapeRegExp(name)}\\b`);
    const s = said.find((x) => re.test(x));
    const reading: StreetReading = { from: null, to: null };
    if (s) {
      const tail = s.slice(s.search(re) + name.length).toLowerCase();
      const fromTo = /\bfrom (.+?) to (.+?)(?:[,.;]|$)/.exec(tail);
      const leads = /\blead(?:s)? (?:up |down |out )?to (.+?)(?:[,.;]|$)/.exec(tail);
      const from = fromTo?.[1] ?? null;
      const to = fromTo?.[2] ?? leads?.[1] ?? null;
      if (from) reading.from = START.find(([r]) => r.test(from))?.[1] ?? null;
      if (to) reading.to = END.find(([r]) => r.test(to))?.[1] ?? null;
    }
    streets.set(name, reading);
  }

  return { streets };
}
