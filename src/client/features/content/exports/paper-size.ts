// The paper a PDF export is set on, from the browser's locale: Letter where it is the usual paper, A4 elsewhere.
import type { PaperSize } from '@shared/content';

/** Regions whose stationers sell US Letter rather than A4 (the Americas that follow the US, and the Philippines). */
const LETTER_REGIONS = new Set([
  'US',
  'CA',
  'MX',
  'PH',
  'CL',
  'CO',
  'VE',
  'GT',
  'CR',
  'PA',
  'DO',
  'PR',
  'SV',
  'NI',
  'HN',
]);

/**
 * 'en-US', 'fr-CA', 'es-MX' -> 'letter'; 'en-GB', 'de', 'es' -> 'a4'. A language without a region takes its likely
 * one ('en' is en-US); a tag that cannot be read keeps Letter, the export's default.
 */
export function paperForLocale(locale: string | undefined): PaperSize {
  if (!locale) return 'letter';
  try {
    const region = new Intl.Locale(locale).maximize().region;
    return region && !LETTER_REGIONS.has(region) ? 'a4' : 'letter';
  } catch {
    return 'letter';
  }
}
