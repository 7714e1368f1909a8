// The magic item kind on the pipeline: its contract, procedural writer and picture, what an AI provider needs,
// its item card and its Markdown.
import {
  type MagicItemData,
  type MagicItemRequest,
  magicItemContract,
} from '../../../shared/kinds/magic-item.js';
import { defineServerKind, type WriteOptions } from '../../pipeline/kind.js';
import { generateMagicItem } from './generate.js';
import { drawMagicItem } from './item-art.js';
import { magicItemFiveTools } from './magic-item-5etools.js';
import { magicItemAi } from './magic-item-ai.js';
import { magicItemMarkdown } from './magic-item-markdown.js';
import { layoutMagicItemPdf } from './magic-item-pdf.js';

export const magicItemKind = defineServerKind({
  contract: magicItemContract,
  procedural: {
    text: (request: MagicItemRequest, seed: number, options?: WriteOptions) =>
      generateMagicItem(request, seed, options),
    art: (item: MagicItemData, seed: number) => drawMagicItem(item, seed),
  },
  ai: magicItemAi,
  imageWidth: 512,
  pdf: layoutMagicItemPdf,
  markdown: magicItemMarkdown,
  fiveTools: magicItemFiveTools,
});
