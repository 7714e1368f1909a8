import { describe, expect, it } from 'vitest';
import { paperForLocale } from './paper-size';

describe('paperForLocale', () => {
  it('keeps Letter where Letter is the usual paper', () => {
    for (const locale of ['en-US', 'en-CA', 'fr-CA', 'es-MX', 'en-PH', 'es-CL', 'es-CO', 'es-PR', 'es-HN']) {
      expect(paperForLocale(locale), locale).toBe('letter');
    }
  });

  it('asks for A4 everywhere else', () => {
    for (const locale of ['en-GB', 'en-AU', 'de-DE', 'fr-FR', 'es-ES', 'es-AR', 'pt-BR', 'ja', 'de', 'fr']) {
      expect(paperForLocale(locale), locale).toBe('a4');
    }
  });

  it('reads a bare language as its likely region, and keeps Letter when the tag says nothing', () => {
    expect(paperForLocale('en')).toBe('letter');
    expect(paperForLocale('es')).toBe('a4');
    expect(paperForLocale(undefined)).toBe('letter');
    expect(paperForLocale('')).toBe('letter');
    expect(paperForLocale('not a locale!')).toBe('letter');
  });
});
