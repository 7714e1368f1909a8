// What an AI provider needs to write and paint a town (decision 010): field guidance, the facts code keeps (size,
// population, options, the layout the map is drawn from and the establishments it numbers), and the map prompt.
import type {
  TownData,
  TownMapStyle,
  townDataSchema,
  townRequestSchema,
} from '../../../shared/kinds/town.js';
import type { KindAi } from '../../pipeline/kind.js';

export const TOWN_GUIDANCE = `
- name, nickname: the town's name and what people call it ("Saltmere", "the Reed Crown").
- size, population, economyType, governmentType, mapStyle, terrain, location, layout, establishments: decided by the engine and drawn on the map; repeat them exactly as given.
- description: one paragraph (80 to 200 words) a game master reads aloud on arrival. Keep the typed terrain and location word for word, woven into a grammatical sentence. State what the layout says and nothing it does not: walls (and of what), the river by its name (layout.river.name, exactly) and how it runs (course: straight, bend, loop, meander, fork, confluence, delta) with its bridges (a single bridge is 'a single bridge', never 'the bridges'), the sea or lake by its name (layout.shore.name, exactly; never a second name for it) and the shape of the shore (bay, cove, headland, fjord), the harbour, a castle, the market square, suburbs; name the districts, the main streets (layout.streets) and every landmark (layout.landmarks, by name) with where it stands.
- notableFeatures: 3 to 6 short phrases, each something a visitor would see or hear.
- localEconomy: 2 to 4 sentences on what the town makes, sells and needs, naming real establishments.
- leadership: 2 to 4 sentences on who rules and how; name the leader, who must be the first of keyNpcs.
- factions: 1 to 5 entries "Name: what they want", fewer for small places; an empty list when the decided facts say so.
- religion: 2 or 3 sentences on the gods kept here and how; an empty string when the decided facts say so.
- culture: 2 or 3 sentences on customs, peoples and manners.
- history: one paragraph (60 to 140 words) from founding to now; an empty string when the decided facts say so.
- keyNpcs: the people who matter, each with a role in town and a one-paragraph description; the leader first; owners of establishments among them where the decided facts say so.
- hooks: 2 to 6 adventure hooks (title and description), each standing on people, places or factions of this town.
- threats: 1 to 4 dangers to the town (title and description), standing on its surroundings and people.
- rumors: 2 to 6 rumours, each naming a real establishment, person or faction of the town.
- secrets: one per rumour at most, each saying whether that rumour is true or false and why.
- tags: 3 to 6 short lowercase keywords (size, trade, terrain, government).
Empty lists and strings in the decided facts stay empty. Keep everything consistent: the same people, places and factions run through every section.
Say nothing the government or the size contradicts: no vote, election or council seat where one person or nobody rules (monarchy, autocracy, theocracy, military, anarchy), nobody 'rules' an anarchy; a place of hundreds is not 'a handful of houses', a city has many markets, not one market day. A tie between two people reads the same from both sides. Refer to the town by name at most twice in a paragraph ('the village', 'the city', its nickname otherwise). Every creature, landmark and nickname is named once.
`;

const STYLE_WORDS: Record<TownMapStyle, string> = {
  fantasy: 'a colourful fantasy town map in the style of a published campaign setting',
  parchment: 'an old map inked on aged parchment, sepia and brown ink',
  topographic: 'a topographic survey map with contour lines and muted greens',
  isometric: 'an isometric bird’s-eye view with buildings shown in height',
  battle: 'a top-down battle map with a faint square grid, crisp and readable',
  'hand-drawn': 'a hand-drawn ink map with loose pen strokes and light washes',
  sketched: 'a pencil sketch map on white paper, hatching for shade',
  watercolor: 'a watercolour map with soft washes and ink outlines',
};

export function townMapPrompt(town: TownData): string {
  const { layout } = town;
  const river = layout.river
    ? `A river (${layout.river.course === 'straight' ? 'running straight through' : `a ${layout.river.course}`}, from the ${layout.river.from}) with ${layout.bridges} bridges.`
    : '';
  const shore = layout.shore
    ? `${layout.water === 'lake' ? 'A lake' : 'The sea'} on the ${layout.shore.side} side${layout.shore.shape === 'straight' ? '' : `, the shore a ${layout.shore.shape}`}.`
    : '';
  const water = {
    none: '',
    river,
    coast: `${shore} ${river}`.trim(),
    lake: `${shore} ${river}`.trim(),
    island: `The town stands on islands joined by ${layout.bridges} bridges. ${shore}`.trim(),
  }[layout.water];
  const landmarks = layout.landmarks.length
    ? `Landmarks: ${layout.landmarks.map((l) => `${l.kind} ${l.outside ? `outside the town to the ${l.where}` : l.where === 'centre' ? 'in the centre' : `on the ${l.where} side`}`).join('; ')}.`
    : '';
  const walls = {
    none: 'No town wall.',
    palisade: 'A wooden palisade with gates.',
    stone: 'Stone walls with towers and gates.',
  }[layout.walls];
  return [
    `A top-down map of ${town.name}, a ${town.size} of about ${town.population.toLocaleString('en-US')} people (${town.terrain}).`,
    walls,
    water,
    layout.harbour ? 'Docks and piers on the water.' : '',
    layout.castle ? 'A castle or citadel.' : '',
    layout.marketSquare ? 'An open market square at the centre.' : '',
    layout.suburbs ? 'Houses spill outside the gates.' : '',
    layout.landscape.length ? `Surroundings: ${layout.landscape.join(', ')}.` : '',
    landmarks,
    `Districts: ${layout.districts.map((d) => d.name).join(', ')}.`,
    `Style: ${STYLE_WORDS[town.mapStyle]}.`,
    'Streets, rooftops and fields seen from above. No text, no labels, no letters, no frame, no watermark.',
  ]
    .filter(Boolean)
    .join(' ');
}

export const townAi: KindAi<typeof townRequestSchema, typeof townDataSchema> = {
  guidance: TOWN_GUIDANCE,
  fixed(town, asked) {
    return {
      size: town.size,
      population: town.population,
      economyType: town.economyType,
      governmentType: town.governmentType,
      mapStyle: town.mapStyle,
      terrain: town.terrain,
      location: town.location,
      layout: town.layout,
      // The map numbers the establishments and places them in their districts: their names stay the engine's.
      establishments: town.establishments,
      ...(asked.includeHistory ? {} : { history: '' }),
      ...(asked.includeReligion ? {} : { religion: '' }),
      ...(asked.includeFactions ? {} : { factions: [] }),
      ...(asked.includeRumors ? {} : { rumors: [] }),
      ...(asked.includeSecrets ? {} : { secrets: [] }),
      ...(asked.includeThreats ? {} : { threats: [] }),
      ...(asked.includeKeyNpcs ? {} : { keyNpcs: [] }),
      ...(asked.includeHooks ? {} : { hooks: [] }),
    };
  },
  imagePrompt: townMapPrompt,
};
