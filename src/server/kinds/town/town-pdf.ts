// The town gazetteer a game master prints: the name and facts with the overview, the map on a landscape page of
// its own (legend readable), then society, locations, people, hooks and threats, rumours and secrets.
import type { Entity } from '../../../shared/content.js';
import type { TownData } from '../../../shared/kinds/town.js';
import type { PdfSheet } from '../../pdf/sheet.js';
import { PRINT_HEIGHT, PRINT_WIDTH } from './town-map.js';

const cap = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** 'Small city of about 14,000 souls, river delta'. */
export function townFactsLine(town: TownData): string {
  return `${cap(town.size)} of about ${town.population.toLocaleString('en-US')} souls, ${town.terrain}`;
}

/** 'The Friends of the Charter: to end the tolls' as a name and what they want. */
export function factionEntry(faction: string): { title: string; description: string } {
  const at = faction.indexOf(':');
  return at > 0
    ? { title: faction.slice(0, at).trim(), description: faction.slice(at + 1).trim() }
    : { title: 'Faction', description: faction };
}

export function layoutTownPdf(sheet: PdfSheet, town: Entity<TownData>, map: Buffer | null): void {
  sheet.title(town.name, `‘${town.nickname}’ · ${townFactsLine(town)}`);
  sheet.labelled('Location', town.location);
  sheet.labelled('Government', `${cap(town.governmentType)}. ${town.leadership}`);
  sheet.labelled('Economy', `${cap(town.economyType)}. ${town.localEconomy}`);
  sheet.tags(town.tags);

  sheet.heading('Overview');
  sheet.paragraph(town.description);
  sheet.bullets(town.notableFeatures);

  sheet.widePicturePage(
    map,
    PRINT_WIDTH / PRINT_HEIGHT,
    `${town.name}: the numbers on the map are the establishments listed under Locations.`,
    'The town map is missing. Regenerate it in Loreforge.',
  );

  sheet.heading('Society');
  sheet.labelled('Culture', town.culture);
  if (town.religion) sheet.labelled('Religion', town.religion);
  sheet.section('Factions', town.factions.map(factionEntry));
  sheet.section('History', town.history);

  sheet.section(
    'Locations',
    town.establishments.map((place, index) => ({
      title: `${index + 1}. ${place.name} (${place.type}, ${place.district}; kept by ${place.owner})`,
      description: place.description,
    })),
  );
  sheet.section(
    'People',
    town.keyNpcs.map((npc) => ({ title: `${npc.name}, ${npc.role}`, description: npc.description })),
  );
  sheet.section('Adventure Hooks', town.hooks);
  sheet.section('Threats', town.threats);
  sheet.section('Rumours', town.rumors);
  sheet.section('Secrets', town.secrets);
}
