// Forging from another entity (decision 024): a detail view's 'Forge this NPC', 'Forge a faction here' or 'Forge
// their item' opens the generator with `?context=<kind>:<id>` and the fields it knows (`?name=…&occupation=…`); the
// generator says whom it forges for, pre-fills its form and sends `context`, so the server links the result back.
import { Button } from '@client/components/ui/button';
import { CLIENT_KINDS, clientKindOf } from '@client/features/kinds/registry';
import { must } from '@shared/must';
import type { EntityRef } from '@shared/world';
import { Link2Icon, XIcon } from 'lucide-react';
import { Link, useSearch } from 'wouter';
import type { ClientKind } from '../client-kind';
import { useEntity } from '../details/get-entity';

export const CONTEXT_PARAM = 'context';

/** The generator of `target`, forging for `source`, its form pre-filled with `prefill`. */
export function forgeHref(
  target: Pick<ClientKind, 'routes'>,
  source: { kind: string; id: number },
  prefill: Readonly<Record<string, string | undefined>> = {},
): string {
  const params = new URLSearchParams({ [CONTEXT_PARAM]: `${source.kind}:${source.id}` });
  for (const [field, value] of Object.entries(prefill)) if (value) params.set(field, value);
  return `${target.routes.generator}?${params.toString()}`;
}

export type ForgeContext = {
  /** The entity forged for, as the request's `context`; null on a plain generator page. */
  ref: EntityRef | null;
  /** The query's other fields: what the form starts from. */
  prefill: Readonly<Record<string, string>>;
};

/** The generator page's forge context, read from its address. */
export function useForgeContext(): ForgeContext & { name: string | null; label: string | null } {
  const params = new URLSearchParams(useSearch());
  const match = /^([a-z-]{1,40}):([1-9]\d{0,9})$/.exec(params.get(CONTEXT_PARAM) ?? '');
  const [, kindName, id] = match ?? [];
  const sourceKind = kindName ? clientKindOf(kindName) : undefined;
  const ref = kindName && sourceKind ? { kind: kindName, id: Number(id) } : null;
  // The hook needs a kind even when it asks nothing (no context): any will do then.
  const source = useEntity(sourceKind ?? must(CLIENT_KINDS[0], 'a client kind'), ref ? ref.id : null);
  params.delete(CONTEXT_PARAM);
  return {
    ref,
    prefill: ref ? Object.fromEntries(params) : {},
    name: source.data ? String(source.data.name) : null,
    label: sourceKind?.contract.label ?? null,
  };
}

/** Above the generator's tabs: whom this forging is for, and the way out of it. */
export function ForgeContextNotice({
  kind,
  context,
}: {
  kind: ClientKind;
  context: ReturnType<typeof useForgeContext>;
}) {
  if (!context.ref) return null;
  return (
    <div className="mb-5 flex flex-col gap-3 rounded-xl border border-gold-500/30 bg-gold-500/8 p-4 sm:flex-row sm:items-center sm:justify-between">
      <p className="flex items-start gap-3 text-parchment-200">
        <Link2Icon className="mt-1 size-4 shrink-0 text-gold-300" aria-hidden />
        <span>
          Forging for the {context.label}{' '}
          <strong className="font-semibold text-parchment-50">{context.name ?? '…'}</strong>: the new{' '}
          {kind.contract.label} draws on it and is linked to it.
        </span>
      </p>
      <Button asChild variant="ghost" size="sm" className="self-end sm:self-auto">
        <Link href={kind.routes.generator}>
          <XIcon aria-hidden />
          Forge without it
        </Link>
      </Button>
    </div>
  );
}
