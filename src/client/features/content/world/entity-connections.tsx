// The 'Connections' of a detail view (decision 024), the same for every kind: who and what this entity is linked to,
// both ways ('lives in Thornbury', 'home to Mara'), each opened in place; the owner adds a link by searching their
// own entities and removes one. Read-only views (share page, print) show none of it: links name other entities.

import { PageLoading } from '@client/components/page-loading';
import { Button } from '@client/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@client/components/ui/dialog';
import { Input } from '@client/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@client/components/ui/select';
import { clientKindOf } from '@client/features/kinds/registry';
import { useDebounced, useSearchAnswer } from '@client/features/search/search-query';
import { must } from '@shared/must';
import { type EntityLink, type LinkedEntity, type LinkRelation, linkReadings } from '@shared/world';
import { Link2Icon, PlusIcon, XIcon } from 'lucide-react';
import * as React from 'react';
import type { ClientKind, KindEntity } from '../client-kind';
import { useEntity } from '../details/get-entity';
import { DetailSection, useReadOnlyDetails } from '../details/sections';
import { useCreateLink, useDeleteLink, useEntityLinks } from './world-actions';

/** 'npc' → 'NPC', 'magic item' → 'Magic item': a kind's label beside a linked name. */
const kindLabel = (label: string) =>
  label === label.toUpperCase() ? label : label.charAt(0).toUpperCase() + label.slice(1);

export function EntityConnections<Data extends Record<string, unknown>>({
  kind,
  entity,
}: {
  kind: ClientKind<Data>;
  entity: KindEntity<Data>;
}) {
  const readOnly = useReadOnlyDetails();
  if (readOnly) return null;
  return <Connections kind={kind} entity={entity as KindEntity} />;
}

function Connections({ kind, entity }: { kind: ClientKind; entity: KindEntity }) {
  const links = useEntityLinks(kind, entity.id);
  const remove = useDeleteLink({ apiBase: kind.contract.apiBase, id: entity.id });
  const [adding, setAdding] = React.useState(false);
  const [opened, setOpened] = React.useState<LinkedEntity | null>(null);
  const addButton = React.useRef<HTMLButtonElement>(null);
  const list = links.data?.links ?? [];

  return (
    <DetailSection
      title="Connections"
      action={
        <Button
          ref={addButton}
          variant="ghost"
          size="sm"
          aria-expanded={adding}
          onClick={() => setAdding((open) => !open)}
        >
          <PlusIcon aria-hidden />
          Link
        </Button>
      }
      empty={
        links.isPending
          ? 'Looking for connections…'
          : list.length === 0 && !adding
            ? `Not linked to anything yet. Link ${entity.name} to a town, a faction, a person or an item of yours.`
            : undefined
      }
    >
      {list.length > 0 ? (
        <ul className="grid gap-1.5">
          {list.map((link) => (
            <li key={`${link.id}-${link.direction}`} className="flex flex-wrap items-center gap-x-2 gap-y-1">
              <span className="text-parchment-400">{capitalise(link.label)}</span>
              <Button variant="link" className="text-[1rem]" onClick={() => setOpened(link.other)}>
                {link.other.name}
              </Button>
              <span className="text-parchment-500 text-xs">({kindLabel(link.other.label)})</span>
              <Button
                variant="ghost"
                size="sm"
                className="ml-auto"
                aria-label={`Remove the link: ${link.label} ${link.other.name}`}
                busy={remove.isPending && remove.variables?.id === link.id}
                onClick={() => remove.mutate(link)}
              >
                <XIcon aria-hidden />
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      {adding ? (
        <AddLink
          kind={kind}
          entity={entity}
          existing={list}
          onDone={() => {
            setAdding(false);
            requestAnimationFrame(() => addButton.current?.focus());
          }}
        />
      ) : null}
      <LinkedEntityDialog other={opened} onClose={() => setOpened(null)} />
    </DetailSection>
  );
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Adds a link: a relation as this entity reads it, and one of the user's entities found by the search. */
function AddLink({
  kind,
  entity,
  existing,
  onDone,
}: {
  kind: ClientKind;
  entity: KindEntity;
  existing: EntityLink[];
  onDone: () => void;
}) {
  const create = useCreateLink();
  const id = React.useId();
  const readings = React.useMemo(() => linkReadings(kind.contract.kind), [kind]);
  const first = must(readings[0], 'a link reading');
  const [reading, setReading] = React.useState(first.value);
  const [query, setQuery] = React.useState('');
  const q = useDebounced(query.trim());
  const chosen = readings.find((r) => r.value === reading) ?? first;
  // Only entities the chosen relation can link to this one are offered (a town is not offered to 'lives in' a town).
  const { query: found } = useSearchAnswer({ q, kinds: [...chosen.others] }, 8);
  const hits = (found.data?.hits ?? []).filter(
    (hit) => !(hit.kind === kind.contract.kind && hit.id === entity.id),
  );
  const self = { kind: kind.contract.kind, id: entity.id, apiBase: kind.contract.apiBase };

  return (
    <div
      className="grid gap-2 rounded-lg border border-gold-500/30 bg-ink-900/60 p-3"
      role="group"
      aria-label={`Link ${entity.name}`}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && event.target instanceof HTMLInputElement) {
          event.stopPropagation();
          onDone();
        }
      }}
    >
      <div className="grid gap-1 sm:grid-cols-[12rem_1fr] sm:items-end sm:gap-2">
        <div className="grid gap-1">
          <span id={`${id}-relation`} className="text-parchment-300 text-xs">
            {String(entity.name)}…
          </span>
          <Select value={reading} onValueChange={setReading}>
            <SelectTrigger aria-labelledby={`${id}-relation`}>
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {readings.map((r) => (
                <SelectItem key={r.value} value={r.value}>
                  {r.label}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        <div className="grid gap-1">
          <label htmlFor={`${id}-search`} className="text-parchment-300 text-xs">
            Find one of yours
          </label>
          <Input
            id={`${id}-search`}
            type="search"
            autoFocus
            placeholder="Name, tag or word…"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
          />
        </div>
      </div>
      <p className="sr-only" aria-live="polite">
        {q ? `${hits.length} found` : ''}
      </p>
      {hits.length > 0 ? (
        <ul className="grid gap-1">
          {hits.map((hit) => {
            const linked = existing.some(
              (l) =>
                l.other.id === hit.id && l.relation === chosen.relation && l.direction === chosen.direction,
            );
            const other = { kind: hit.kind, id: hit.id, apiBase: hit.apiBase };
            return (
              <li key={`${hit.kind}-${hit.id}`}>
                <Button
                  variant="secondary"
                  size="sm"
                  className="w-full justify-start"
                  disabled={linked}
                  busy={create.isPending && create.variables?.to.id === hit.id}
                  onClick={() =>
                    create.mutate(
                      {
                        from: chosen.direction === 'out' ? self : other,
                        to: chosen.direction === 'out' ? other : self,
                        relation: chosen.relation as LinkRelation,
                      },
                      { onSuccess: onDone },
                    )
                  }
                >
                  <Link2Icon aria-hidden />
                  {chosen.label} {hit.name}
                  <span className="text-parchment-500 text-xs">({kindLabel(hit.label)})</span>
                  {linked ? <span className="text-parchment-500 text-xs">already linked</span> : null}
                </Button>
              </li>
            );
          })}
        </ul>
      ) : q && !found.isFetching ? (
        <p className="text-parchment-400 text-sm italic">Nothing of yours matches “{q}”.</p>
      ) : null}
      <Button variant="ghost" size="sm" className="justify-self-start" onClick={onDone}>
        Cancel
      </Button>
    </div>
  );
}

/** A linked entity, opened over the view with its own detail content; closing returns focus to its name. */
function LinkedEntityDialog({ other, onClose }: { other: LinkedEntity | null; onClose: () => void }) {
  const kind = other ? clientKindOf(other.kind) : undefined;
  return (
    <Dialog open={other !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="max-w-6xl gap-5 p-5 sm:p-8">
        <DialogTitle className="font-sans font-semibold text-[0.72rem] text-ember-400 uppercase tracking-[0.24em]">
          {other ? `${kindLabel(other.label)}: ${other.name}` : ''}
        </DialogTitle>
        <DialogDescription className="sr-only">Linked from this entity</DialogDescription>
        {other && kind ? <LinkedBody kind={kind} id={other.id} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function LinkedBody({ kind, id }: { kind: ClientKind; id: number }) {
  const entity = useEntity(kind, id);
  if (entity.isPending) return <PageLoading label="Fetching it from the archive…" />;
  if (entity.isError) return <p role="alert">This {kind.contract.label} could not be loaded.</p>;
  return <React.Suspense fallback={<PageLoading />}>{kind.renderDetails(entity.data)}</React.Suspense>;
}
