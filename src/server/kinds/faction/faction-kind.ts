// The faction kind on the pipeline: its contract, procedural writer and emblem, what an AI provider needs, its
// dossier PDF and its Markdown.
import { type FactionData, type FactionRequest, factionContract } from '../../../shared/kinds/faction.js';
import { defineServerKind, type WriteOptions } from '../../pipeline/kind.js';
import { redrawFaction } from './emblem/redraw.js';
import { factionAi } from './faction-ai.js';
import { drawEmblem, EMBLEM_WIDTH } from './faction-emblem.js';
import { factionMarkdown } from './faction-markdown.js';
import { layoutFactionPdf } from './faction-pdf.js';
import { generateFaction } from './generate.js';

export const factionKind = defineServerKind({
  contract: factionContract,
  procedural: {
    text: (request: FactionRequest, seed: number, options?: WriteOptions) =>
      generateFaction(request, seed, options),
    art: (faction: FactionData, seed: number) => drawEmblem(faction, seed),
    // Regenerate Emblem: new arms from the new seed (still what the faction's words name), a new blazon, and the
    // badge rewritten in every sentence, so the image job paints arms that the text describes.
    redraw: (faction: FactionData, seed: number) => redrawFaction(faction, seed),
  },
  ai: factionAi,
  imageWidth: EMBLEM_WIDTH,
  pdf: layoutFactionPdf,
  markdown: factionMarkdown,
  rerollStreams: { members: ['members-text'] },
});
