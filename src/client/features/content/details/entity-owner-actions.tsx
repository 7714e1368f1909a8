// Two owner actions of every detail view that cannot be taken back lightly (decision 024), each behind a
// confirmation: re-roll everything but the locked fields (a credit), and delete the entity with its picture and links.
import { Button } from '@client/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@client/components/ui/dialog';
import { REROLL_ALL } from '@shared/world';
import { Dice5Icon, Trash2Icon } from 'lucide-react';
import * as React from 'react';
import { useLocation } from 'wouter';
import type { ClientKind, KindEntity } from '../client-kind';
import { fieldLabel, useEntityWorld } from '../world/entity-world';
import { useDeleteEntity, useRerollSection } from '../world/world-actions';
import { DetailSection, OwnerControls } from './sections';

function Confirm({
  trigger,
  title,
  description,
  confirm,
  onConfirm,
  busy,
  destructive,
}: {
  trigger: React.ReactNode;
  title: string;
  description: string;
  confirm: string;
  onConfirm: (close: () => void) => void;
  busy: boolean;
  destructive?: boolean;
}) {
  const [open, setOpen] = React.useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="ghost" onClick={() => setOpen(false)}>
            Cancel
          </Button>
          <Button
            variant={destructive ? 'destructive' : 'default'}
            busy={busy}
            onClick={() => onConfirm(() => setOpen(false))}
          >
            {confirm}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}

/** The owner's Re-roll all and Delete, for any kind's detail view; absent from read-only views. */
export function EntityOwnerActions<Data extends Record<string, unknown>>({
  kind,
  entity,
}: {
  kind: ClientKind<Data>;
  entity: KindEntity<Data>;
}) {
  const world = useEntityWorld();
  const [, navigate] = useLocation();
  const reroll = useRerollSection(kind, world?.setLastChange);
  // The entity is gone: its gallery is where the user goes on from (any dialog showing it closes with it).
  const remove = useDeleteEntity(kind, () => navigate(kind.routes.gallery));
  const name = String(entity.name);
  const locked = entity.locked.length;
  // Shown in edit mode, beside the sections' own tools: neither is a thing to press by accident.
  if (!world?.editing) return null;
  return (
    <OwnerControls className="flex flex-wrap gap-2">
      <Confirm
        trigger={
          <Button variant="secondary" size="sm">
            <Dice5Icon aria-hidden />
            Re-roll all
          </Button>
        }
        title={`Re-roll ${name}?`}
        description={
          locked > 0
            ? `Every section but the ${locked} locked field${locked === 1 ? '' : 's'} is written anew about the same ${kind.contract.label}, so what you locked still fits; the picture stays. It costs a credit.`
            : 'Everything is written anew and a new picture is painted; lock a section first to keep it. It costs a credit.'
        }
        confirm="Re-roll all"
        busy={reroll.isPending}
        onConfirm={(close) => reroll.mutate({ entity, section: REROLL_ALL }, { onSettled: close })}
      />
      <Confirm
        trigger={
          <Button variant="secondary" size="sm">
            <Trash2Icon aria-hidden />
            Delete
          </Button>
        }
        title={`Delete ${name}?`}
        description={`${name}, the ${kind.texts.image.noun} and every link to it are deleted for good. This cannot be undone.`}
        confirm="Delete"
        destructive
        busy={remove.isPending}
        onConfirm={(close) => remove.mutate(entity, { onSettled: close })}
      />
    </OwnerControls>
  );
}

/**
 * In edit mode, the fields a detail view shows in its header (the name, an occupation, the tags) as a section of
 * their own, so they are edited in place like the rest.
 */
export function HeaderFieldsSection({ fields }: { fields: readonly string[] }) {
  const world = useEntityWorld();
  if (!world?.editing) return null;
  const shown = fields.filter((field) => world.entity[field] !== undefined);
  return (
    <DetailSection title="Name and facts" fields={shown}>
      <dl className="grid gap-1 font-sans text-sm">
        {shown.map((field) => {
          const value = world.entity[field];
          return (
            <div key={field} className="flex gap-2">
              <dt className="text-parchment-500">{fieldLabel(field)}</dt>
              <dd className="text-parchment-100">
                {Array.isArray(value) ? value.join(', ') : String(value)}
              </dd>
            </div>
          );
        })}
      </dl>
    </DetailSection>
  );
}
