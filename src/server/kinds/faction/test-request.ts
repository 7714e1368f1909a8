// The faction request the typed-purpose tests start from: a local, moderate, known faction of the purpose given.
import { factionRequestSchema } from '../../../shared/kinds/faction.js';

export const typedRequest = (purpose: string, extra: Record<string, unknown> = {}) =>
  factionRequestSchema.parse({
    size: 'Local Organization',
    influence: 'moderate',
    secrecy: 'known',
    emblemStyle: 'fantasy',
    purpose,
    ...extra,
  });
