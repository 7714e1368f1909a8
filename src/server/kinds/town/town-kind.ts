// The town kind on the pipeline: its contract, procedural writer and map, what an AI provider needs, its
// gazetteer and its Markdown.
import { type TownData, type TownRequest, townContract } from '../../../shared/kinds/town.js';
import { defineServerKind, type WriteOptions } from '../../pipeline/kind.js';
import { generateTown } from './generate.js';
import { townAi } from './town-ai.js';
import { townGeoJson } from './town-geojson.js';
import { drawTownMap, PRINT_WIDTH } from './town-map.js';
import { townMarkdown } from './town-markdown.js';
import { layoutTownPdf } from './town-pdf.js';
import { townVault } from './town-vault.js';

export const townKind = defineServerKind({
  contract: townContract,
  procedural: {
    text: (request: TownRequest, seed: number, options?: WriteOptions) =>
      generateTown(request, seed, options),
    art: (town: TownData, seed: number) => drawTownMap(town, seed),
  },
  ai: townAi,
  // Wide enough to print: the map's legend stays readable on a letter page.
  imageWidth: PRINT_WIDTH,
  pdf: layoutTownPdf,
  markdown: townMarkdown,
  vault: townVault,
  pictureData: {
    extension: 'geojson',
    contentType: 'application/geo+json',
    write: (town: TownData, seed: number) => JSON.stringify(townGeoJson(town, seed)),
  },
  rerollStreams: { features: ['features'], economy: ['economy-text'], rumors: ['rumours'] },
});
