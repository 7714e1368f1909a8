// Schema-valid towns for the map's tests and contact sheet, built here because the text writer is separate work.
import {
  type TownData,
  type TownLayout,
  type TownMapStyle,
  type TownSize,
  townDataSchema,
} from '../../../../shared/kinds/town.js';

type District = TownLayout['districts'][number];

const POPULATION: Record<TownSize, number> = {
  hamlet: 60,
  village: 420,
  town: 3200,
  'large town': 7800,
  'small city': 14000,
  city: 38000,
  metropolis: 140000,
};

const DISTRICTS: Record<TownSize, District[]> = {
  hamlet: [{ name: 'The Crossroads', type: 'residential' }],
  village: [
    { name: 'The Green', type: 'residential' },
    { name: 'Chapel Row', type: 'temple' },
  ],
  town: [
    { name: 'Market Cross', type: 'market' },
    { name: 'Tanners Lane', type: 'craft' },
    { name: 'Abbey Close', type: 'temple' },
  ],
  'large town': [
    { name: 'Market Cross', type: 'market' },
    { name: 'Tanners Lane', type: 'craft' },
    { name: 'Abbey Close', type: 'temple' },
    { name: 'Lowmarsh', type: 'slums' },
  ],
  'small city': [
    { name: 'Old Market', type: 'market' },
    { name: 'Smiths Quarter', type: 'craft' },
    { name: 'Cathedral Close', type: 'temple' },
    { name: 'High Terrace', type: 'noble' },
    { name: 'Rookery', type: 'slums' },
  ],
  city: [
    { name: 'Grand Market', type: 'market' },
    { name: 'Forge Ward', type: 'craft' },
    { name: 'Sanctum Hill', type: 'temple' },
    { name: 'Gilded Terrace', type: 'noble' },
    { name: 'The Warrens', type: 'slums' },
    { name: 'Saltgate', type: 'docks' },
    { name: 'Crown Keep', type: 'castle' },
  ],
  metropolis: [
    { name: 'Grand Bazaar', type: 'market' },
    { name: 'Foundry Ward', type: 'craft' },
    { name: 'Temple Mount', type: 'temple' },
    { name: 'Silver Heights', type: 'noble' },
    { name: 'The Sprawl', type: 'slums' },
    { name: 'Harbourside', type: 'docks' },
    { name: 'The Citadel', type: 'castle' },
    { name: 'Spire District', type: 'arcane' },
    { name: 'Garrison Row', type: 'barracks' },
    { name: 'Commons', type: 'residential' },
  ],
};

const PLACES: [string, string][] = [
  ['The Gilded Goose', 'inn'],
  ['Temple of the Dawn', 'temple'],
  ['Brannoc Smithy', 'smithy'],
  ['The Drowned Lantern', 'tavern'],
  ['Guildhall of Weavers', 'guildhall'],
  ['Saltmarket', 'market'],
  ['House of Quills', 'library'],
  ['The Sixpenny Stables', 'stables'],
  ['Verrow Counting House', 'bank'],
  ['The Thorn & Thistle', 'tavern'],
  ['Apothecary Mirel', 'shop'],
  ['Hall of Lanterns', 'guildhall'],
  ['The Salt Cellar', 'inn'],
  ['Shrine of the Tides', 'temple'],
  ['Ironbound Armoury', 'smithy'],
  ['The Weeping Willow', 'tavern'],
];

const COUNT: Record<TownSize, number> = {
  hamlet: 2,
  village: 4,
  town: 6,
  'large town': 7,
  'small city': 9,
  city: 12,
  metropolis: 16,
};

export interface FixtureOptions {
  style?: TownMapStyle;
  water?: TownLayout['water'];
  landscape?: TownLayout['landscape'];
  walls?: TownLayout['walls'];
  castle?: boolean;
  harbour?: boolean;
  bridges?: number;
  name?: string;
  establishments?: number;
  river?: TownLayout['river'];
  shore?: TownLayout['shore'];
  landmarks?: TownLayout['landmarks'];
  streets?: TownLayout['streets'];
  districts?: TownLayout['districts'];
}

/** A town of `size` with a layout in the writer's manner (walls for towns upward, castles for cities). */
export function townFixture(size: TownSize, options: FixtureOptions = {}): TownData {
  const big = ['small city', 'city', 'metropolis'].includes(size);
  const walled = !['hamlet', 'village'].includes(size);
  const water = options.water ?? 'none';
  const districts = (options.districts ?? DISTRICTS[size]).filter(
    (d) => d.type !== 'docks' || (water !== 'none' && water !== 'river'),
  );
  const n = Math.min(16, options.establishments ?? COUNT[size]);
  const establishments = Array.from({ length: n }, (_, i) => {
    const [name, type] = PLACES[i % PLACES.length]!;
    return {
      name,
      type,
      description: `A ${type} of some repute.`,
      owner: 'Hald Verrow',
      district: districts[i % districts.length]!.name,
    };
  });
  const layout: TownLayout = {
    walls: options.walls ?? (big ? 'stone' : walled ? 'palisade' : 'none'),
    gates: 0,
    water,
    bridges: options.bridges ?? (water === 'river' ? (big ? 3 : 1) : water === 'island' ? 1 : 0),
    harbour: options.harbour ?? (water === 'coast' || water === 'island' || (water === 'lake' && big)),
    castle: options.castle ?? big,
    marketSquare: !['hamlet', 'village'].includes(size),
    suburbs: big,
    landscape: options.landscape ?? ['plains', 'road'],
    districts,
    river:
      options.river !== undefined
        ? options.river
        : water === 'river'
          ? { name: 'the Amber', course: 'straight', from: 'north' }
          : null,
    shore:
      options.shore !== undefined
        ? options.shore
        : water === 'coast' || water === 'lake' || water === 'island'
          ? { name: water === 'lake' ? 'Lake Veil' : 'the Saltmere', shape: 'straight', side: 'east' }
          : null,
    landmarks: options.landmarks ?? [],
    streets: options.streets ?? [],
  };
  layout.gates = layout.walls === 'none' ? 0 : big ? (size === 'metropolis' ? 6 : 4) : 3;
  return townDataSchema.parse({
    name:
      options.name ??
      `${size === 'hamlet' ? 'Brindle' : 'Kettleford'} ${size === 'metropolis' ? 'Royal' : ''}`.trim(),
    nickname: 'the Reed Crown',
    size,
    population: POPULATION[size],
    terrain: 'river valley',
    location: 'on the old east road',
    description: 'A place on the map.',
    notableFeatures: ['An old bridge'],
    economyType: 'trade',
    localEconomy: 'Wool and salt.',
    governmentType: 'council',
    leadership: 'A council of five led by Hald Verrow.',
    factions: [],
    religion: '',
    culture: 'Stubborn and proud.',
    history: '',
    establishments,
    keyNpcs: [],
    hooks: [],
    threats: [],
    rumors: [],
    secrets: [],
    tags: ['test'],
    mapStyle: options.style ?? 'fantasy',
    layout,
  });
}
