// The NPC kind on the pipeline: its contract, procedural writer and portrait, what an AI provider needs, its
// character sheet, its Markdown and its Foundry VTT actor.
import { type NpcData, type NpcRequest, npcContract } from '../../../shared/kinds/npc.js';
import { defineServerKind, type WriteOptions } from '../../pipeline/kind.js';
import { generateNpc } from './generate.js';
import { npcFiveTools } from './npc-5etools.js';
import { npcAi } from './npc-ai.js';
import { npcFoundry } from './npc-foundry.js';
import { npcMarkdown } from './npc-markdown.js';
import { layoutNpcPdf } from './npc-pdf.js';
import { npcVault } from './npc-vault.js';
import { drawNpcPortrait } from './portrait.js';

export const npcKind = defineServerKind({
  contract: npcContract,
  procedural: {
    text: (request: NpcRequest, seed: number, options?: WriteOptions) => generateNpc(request, seed, options),
    art: (npc: NpcData, seed: number) => drawNpcPortrait(npc, seed),
  },
  ai: npcAi,
  imageWidth: 512,
  pdf: layoutNpcPdf,
  markdown: npcMarkdown,
  foundry: npcFoundry,
  vault: npcVault,
  fiveTools: npcFiveTools,
});
