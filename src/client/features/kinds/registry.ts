// Every kind's client definition, one line per kind: the generic views that show an entity of any kind (a search
// hit, a share link, a linked entity) find its kind here by the entity's `kind`.
import type { ClientKind } from '@client/features/content/client-kind';
import { factionClientKind } from './faction/faction-client-kind';
import { magicItemClientKind } from './magic-item/magic-item-client-kind';
import { npcClientKind } from './npc/npc-client-kind';
import { townClientKind } from './town/town-client-kind';

export const CLIENT_KINDS: readonly ClientKind[] = [
  npcClientKind as ClientKind,
  magicItemClientKind as ClientKind,
  townClientKind as ClientKind,
  factionClientKind as ClientKind,
];

export function clientKindOf(kind: string): ClientKind | undefined {
  return CLIENT_KINDS.find((candidate) => candidate.contract.kind === kind);
}

/** A kind the caller knows is registered (a kind's details forging another): an error at load if it is not. */
export function registeredKind(kind: string): ClientKind {
  const found = clientKindOf(kind);
  if (!found) throw new Error(`No client kind '${kind}' is registered`);
  return found;
}
