// What the game master types is kept (issue 20): typed locations and terrains are woven into the description in
// correct English and kept as typed, a typed river, lake or sea keeps its name (no second name is invented for it),
// landforms and shores typed in are in the record and the text, and named landmarks become layout landmarks that
// the description states.
import { describe, expect, it } from 'vitest';
import { type TownData, townDataSchema, townRequestSchema } from '../../../shared/kinds/town.js';
import { stringsOf } from '../../engine/repetition.js';
import { createRng } from '../../engine/rng.js';
import { generateTown } from './generate.js';

/** Locations as game masters type them: prepositions, participles, bare nouns, proper names, named waters. */
const LOCATIONS = [
  'around an oasis shrine',
  'astride the River Sarn',
  'carved into a red canyon wall',
  'on the shore of Lake Veil',
  'where the Amber River meets the sea',
  'astride the River Wendle',
  'at the head of a fjord',
  'in a bay sheltered by a headland',
  'at the foot of a great waterfall',
  'below a chalk figure on the hill',
  'between two beacon towers',
  'under an ancient yew',
  'beside a crumbling bell tower',
  'on the banks of the Iskow',
  'where the river bends around the town on three sides',
  'perched on a crag above the sea',
  'nestled in a glacial valley',
  'hidden in the jungle',
  'on the slopes of a smoking volcano',
  'high in a snowy mountain pass',
  'at the edge of the Drowned Fens',
  'in the shadow of the Grey Peaks',
  'on the old coast road',
  'at the mouth of the River Tolle',
  'by the still waters of Lake Morrow',
  'on an island in the Glass Sea',
  'along the Bay of Thorns',
  'three days north of the capital',
  'far from any road',
  'near the standing stones of Carrow',
  'overlooking the Saltmere',
  'straddling the border',
  'deep in the Whispering Wood',
  'sprawled across seven hills',
  'clinging to the cliffs',
  'at a ford on the River Ash',
  'on a causeway through the marsh',
  'inside the ruins of an older city',
  'among the dunes of the Red Waste',
  'halfway up a mountain',
  'in the lee of the Cape of Storms',
  'at the crossroads of four kingdoms',
  'on the northern shore of Loch Garra',
  'where two rivers meet',
  'at a bend of the Silver Brook',
  'on the frozen shore of the White Sea',
  'beneath a lighthouse on the point',
  'beside a holy well',
  'around a great market cross',
  'under the gallows hill',
  'Eastmarch',
  'the far north',
  'the Sword Coast',
  'Lake Veil',
  'River Sarn',
  'Northreach',
  'the borderlands',
  'a sheltered cove',
  'a river island',
  'the edge of the desert',
  'the foothills of the Ironspine',
  'a clearing in the forest',
  'the marches',
  'Eldermoor',
  'the Emerald Coast',
  'a high plateau',
  'the Thornwood',
  'misty highlands',
  'a windswept moor with a ring of standing stones',
  'a valley of windmills',
  'an abandoned mining camp',
  'a busy trade route',
  'the delta of the Great River',
  'the eastern bank of the Varrow',
  'on a hill crowned by a watchtower',
  'off the coast of the Pearl Isles',
  'at the foot of the Old Oak',
  'outside the walls of the capital',
  'near the ruined abbey of Saint Hild',
  'in the heart of the kingdom',
];

/** Terrains as typed. */
const TERRAINS = [
  'river delta',
  'snowy mountains',
  'volcanic island',
  'snowy mountain pass',
  'fjord',
  'bay with a headland',
  'jungle',
  'glacier',
  'waterfall',
  'red canyon',
  'chalk downs',
  'salt marsh',
  'desert oasis',
  'rolling hills',
  'dense jungle',
  'volcano',
  'canyon country',
  'sea cliffs',
  'glacial valley',
  'sand dunes',
  'river gorge',
  'lakeshore',
  'hilly',
  'marshy',
  'forested',
  'coastal',
  'arid badlands',
  'tundra',
  'steppe',
  'moorland',
  'pine forest',
  'rainforest',
  'mangrove swamp',
  'rocky coast',
  'island',
  'archipelago',
  'high plains',
  'fenland',
  'heath',
  'river valley',
  'mountain lake',
  'cliff-top',
  'frozen wastes',
  'lava fields',
  'misty vale',
  'ancient ruins',
  'crossroads',
  'Sword Coast',
  'Grey Peaks',
  'the Drowned Fens',
  'carved into a canyon wall',
  'around a sacred spring',
  'on a river bend',
  'beside a waterfall',
  'farmland',
  'savannah',
  'scrubland',
  'wooded valley',
  'coastal marsh',
  'black sand beach',
];

function texts(town: TownData): string[] {
  const { layout: _layout, ...rest } = town;
  return stringsOf(rest).filter((s) => s.length > 0);
}

const lower = (s: string) => s.toLowerCase();
const clean = (s: string) => s.trim().replace(/[.!;:,]+$/, '');

const rng = createRng('typed-places', 'tests');
const cases = Array.from({ length: 320 }, (_, i) => {
  const location = i % 5 === 4 ? undefined : LOCATIONS[i % LOCATIONS.length];
  const terrain = i % 7 === 6 ? undefined : TERRAINS[(i * 7) % TERRAINS.length];
  const request = townRequestSchema.parse({
    size: rng.pick(['hamlet', 'village', 'town', 'large town', 'small city', 'city', 'metropolis'] as const),
    economyType: 'random',
    governmentType: 'random',
    mapStyle: 'fantasy',
    ...(location ? { location } : {}),
    ...(terrain ? { terrain } : {}),
  });
  const seed = rng.nextUint32();
  return { location, terrain, request, seed, town: generateTown(request, seed) };
});

const NAME = String.raw`(?!The\b|A\b|An\b)\p{Lu}[\p{L}’'-]+`;
/** Named waters in a text, by kind: 'the River Sarn', 'the Amber River', 'Lake Veil', 'the Glass Sea'. */
const WATER_NAMES: Record<'river' | 'lake' | 'sea', RegExp> = {
  river: new RegExp(String.raw`\b(River ${NAME}|${NAME} (?:River|Brook))\b`, 'gu'),
  lake: new RegExp(String.raw`\b((?:Lake|Loch|Lough) ${NAME})\b`, 'gu'),
  sea: new RegExp(
    String.raw`\b(${NAME} (?:Sea|Ocean|Sound|Bay|Gulf|Bight|Firth)|(?:Sea|Bay|Gulf) of (?:the )?${NAME})\b`,
    'gu',
  ),
};

describe(`typed locations and terrains over ${cases.length} towns`, () => {
  it('write every town the contract accepts', () => {
    for (const { town } of cases) townDataSchema.parse(town);
  });

  it('keep the typed words in the description, in correct English', () => {
    for (const { location, terrain, town, seed } of cases) {
      const at = `seed ${seed} ${terrain} / ${location}`;
      const description = lower(town.description);
      if (terrain) expect(description, at).toContain(lower(clean(terrain)));
      if (location) expect(description, at).toContain(lower(clean(location)));
      const opening = town.description.split(/(?<=[.!?])\s+/)[0]!;
      // 'in the around an oasis shrine', 'in the astride the River Sarn', 'of the carved into...'
      expect(opening, at).not.toMatch(
        /\b(in|on|at|by|of) (the )?(in|on|at|by|around|astride|carved|near|beside|along|under|over|among|amid|between|within|across|beyond|atop|upon|where|perched|nestled|hidden|clinging|sprawled|straddling|inside|outside|overlooking|beneath|below|above)\b/i,
      );
      expect(opening, at).not.toMatch(/\b(in|on|at|of) (the )?(high|deep|halfway|far) (in|on|up|from)\b/i);
      for (const text of texts(town)) {
        expect(text, at).not.toMatch(/\b(the the|a the|the a|an? an?|in in|on on|of of|at at)\b/i);
        expect(text, at).not.toMatch(/\b[Aa] (?!one\b|uni|use|usu|eu|once)[aeiou]/);
      }
    }
  });

  it('keep a typed river, lake or sea name exactly and invent no second name for it', () => {
    let named = 0;
    for (const { location, terrain, town, seed } of cases) {
      const typed = `${terrain ?? ''} ${location ?? ''}`;
      const all = texts(town).join(' ');
      let any = false;
      for (const kind of ['river', 'lake', 'sea'] as const) {
        const typedNames = typed.match(WATER_NAMES[kind]) ?? [];
        if (typedNames.length === 0) continue;
        any = true;
        const at = `seed ${seed} ${typed}`;
        for (const name of typedNames) expect(all, at).toContain(name);
        // Every water of that kind named in the text is the one the game master typed.
        for (const found of all.match(WATER_NAMES[kind]) ?? []) {
          expect(
            typedNames.some((n) => n === found || n.includes(found) || found.includes(n)),
            `${at}: ${found}`,
          ).toBe(true);
        }
      }
      if (!any) continue;
      named++;
      const at = `seed ${seed} ${typed}`;
      const river = /River \p{Lu}[\p{L}’'-]+|\p{Lu}[\p{L}’'-]+ River/u.exec(typed)?.[0];
      if (river) expect(town.layout.river?.name, at).toContain(river);
      const lake = /(?:Lake|Loch) \p{Lu}[\p{L}’'-]+/u.exec(typed)?.[0];
      if (lake) expect(town.layout.shore?.name, at).toContain(lake);
      // A town named after its river is named after the typed one.
      const on = /-on-(.+)$/.exec(town.name)?.[1];
      if (on && river) expect(river, at).toContain(on);
    }
    expect(named).toBeGreaterThan(40);
    // 'the Iskow' after 'banks of' is a river's name, kept as typed.
    const iskow = cases.find((c) => c.location === 'on the banks of the Iskow');
    expect(iskow?.town.layout.river?.name).toBe('the Iskow');
  });

  it('put typed landforms and shores into the record and the text', () => {
    const expectations: readonly [RegExp, (t: TownData) => boolean, RegExp][] = [
      [/volcan|lava/, (t) => t.layout.landscape.includes('volcano'), /volcano/i],
      [/canyon|gorge/, (t) => t.layout.landscape.includes('canyon'), /canyon|gorge/i],
      [/jungle|rainforest|mangrove/, (t) => t.layout.landscape.includes('jungle'), /jungle/i],
      [/glacier|glacial/, (t) => t.layout.landscape.includes('glacier'), /glacier/i],
      [/waterfall/, (t) => t.layout.landscape.includes('waterfall'), /waterfall|falls/i],
      [/\bdunes\b/, (t) => t.layout.landscape.includes('dunes'), /dune/i],
      [/cliff/, (t) => t.layout.landscape.includes('cliffs'), /cliff/i],
      [/fjord/, (t) => t.layout.shore?.shape === 'fjord', /fjord/i],
      // A bay with a headland at its mouth is a bay (the map draws the headland arm); a headland alone is the town
      // out on a promontory.
      [/\bbay\b/, (t) => t.layout.shore?.shape === 'bay', /\bbay\b/i],
      [
        /^(?!.*\bbay\b).*\b(headland|cape|promontory)\b/,
        (t) => t.layout.shore?.shape === 'headland',
        /headland/i,
      ],
      [
        /snowy mountain pass/,
        (t) => ['snow', 'mountains', 'road'].every((f) => t.layout.landscape.includes(f as never)),
        /snow/i,
      ],
      [
        /river bends around the town on three sides/,
        (t) => t.layout.river?.course === 'loop',
        /three sides/i,
      ],
      [/where two rivers meet/, (t) => t.layout.river?.course === 'confluence', /two rivers|meet/i],
      [/delta/, (t) => t.layout.river?.course === 'delta', /channels|mouths|delta/i],
    ];
    for (const { location, terrain, town, seed } of cases) {
      const typed = lower(`${terrain ?? ''} ${location ?? ''}`);
      for (const [words, inRecord, inText] of expectations) {
        if (!words.test(typed)) continue;
        const at = `seed ${seed} ${typed} ${words}`;
        expect(inRecord(town), `${at} ${JSON.stringify(town.layout)}`).toBe(true);
        expect(town.description, at).toMatch(inText);
      }
    }
  });

  it('turn typed landmarks into layout landmarks that the description names', () => {
    const landmarks: readonly [RegExp, string][] = [
      [/bell tower/, 'bell tower'],
      [/beacon/, 'beacon'],
      [/chalk figure/, 'chalk figure'],
      [/ancient yew|old oak/, 'great tree'],
      [/standing stones/, 'standing stones'],
      [/lighthouse/, 'lighthouse'],
      [/watchtower/, 'watchtower'],
      [/holy well/, 'well'],
      [/shrine/, 'shrine'],
      [/windmill/, 'windmill'],
      [/gallows/, 'gallows'],
    ];
    let seen = 0;
    for (const { location, terrain, town, seed } of cases) {
      const typed = lower(`${terrain ?? ''} ${location ?? ''}`);
      for (const [words, kind] of landmarks) {
        if (!words.test(typed)) continue;
        seen++;
        const landmark = town.layout.landmarks.find((l) => l.kind === kind);
        expect(landmark, `seed ${seed} ${typed} ${kind}`).toBeDefined();
        expect(lower(town.description), `seed ${seed} ${typed}`).toContain(lower(landmark!.name));
      }
    }
    expect(seen).toBeGreaterThan(20);
  });
});
