// Every content kind the server knows: adding a kind is one folder under kinds/ and one line here.
import type { ServerKind } from '../pipeline/kind.js';
import { factionKind } from './faction/faction-kind.js';
import { magicItemKind } from './magic-item/magic-item-kind.js';
import { npcKind } from './npc/npc-kind.js';
import { townKind } from './town/town-kind.js';

export const KINDS: readonly ServerKind[] = [npcKind, magicItemKind, townKind, factionKind];
