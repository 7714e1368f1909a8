// The town's part of the Obsidian vault (issue 25): its map as a `leaflet` code block (the Obsidian Leaflet plugin),
// zoomable in the note, with a numbered marker on every establishment that opens the note's Establishments section.
// The markers stand where the map draws the establishments' numbers: the plan is computed again from the record and
// the picture's seed, so they can only be placed on a map the procedural engine drew as a plan (not on a painted
// map, a battle scene or the isometric view, whose numbers stand elsewhere or nowhere).
import type { Entity } from '../../../shared/content.js';
import type { TownData } from '../../../shared/kinds/town.js';
import type { VaultNote } from '../../pipeline/kind.js';
import { MAP_WIDTH, planTown } from './map/plan.js';
import { PRINT_HEIGHT, PRINT_WIDTH } from './town-map.js';

/** Styles whose establishment numbers stand at the plan's markers. */
const PLAN_STYLES = new Set(['fantasy', 'parchment', 'topographic', 'hand-drawn', 'sketched', 'watercolor']);

/** A marker's words: the plugin's marker line is comma-separated, so a comma would cut it. */
const markerText = (text: string) =>
  text
    .replace(/[,\n\r]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

export function townVault(town: Entity<TownData>, { note, picture }: VaultNote): string[] {
  if (!picture) return [];
  const lines = [
    `id: ${markerText(`loreforge-town-${town.id}`)}`,
    `image: [[${picture.file}]]`,
    `bounds: [[0, 0], [${PRINT_HEIGHT}, ${PRINT_WIDTH}]]`,
    'height: 600px',
  ];
  if (picture.procedural && picture.seed !== null && PLAN_STYLES.has(town.mapStyle)) {
    const scale = PRINT_WIDTH / MAP_WIDTH;
    for (const marker of planTown(town, picture.seed).markers) {
      const place = town.establishments[marker.number - 1];
      if (!place) continue;
      const lat = Math.round(PRINT_HEIGHT - marker.at[1] * scale);
      const long = Math.round(marker.at[0] * scale);
      lines.push(
        `marker: default, ${lat}, ${long}, [[${note}#Establishments]], ${markerText(`${marker.number}. ${place.name} (${place.type})`)}`,
      );
    }
  }
  return ['', '```leaflet', ...lines, '```'];
}
