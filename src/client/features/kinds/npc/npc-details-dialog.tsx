// The 'Character Details' dialog over the gallery: the NPC detail view, kept live by the gallery's list.
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@client/components/ui/dialog';
import { NpcDetails } from './npc-details';
import { type NpcEntity, npcLine } from './npc-text';

export function NpcDetailsDialog({ npc, onClose }: { npc: NpcEntity | null; onClose: () => void }) {
  return (
    <Dialog open={npc !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="max-w-5xl gap-5 p-5 sm:p-8">
        <DialogHeader>
          <DialogTitle className="font-sans font-semibold text-[0.72rem] text-ember-400 uppercase tracking-[0.24em]">
            Character Details
          </DialogTitle>
          <DialogDescription className="sr-only">
            {npc ? `${npc.name}: ${npcLine(npc)}` : ''}
          </DialogDescription>
        </DialogHeader>
        {npc ? <NpcDetails npc={npc} onLeave={onClose} /> : null}
      </DialogContent>
    </Dialog>
  );
}
