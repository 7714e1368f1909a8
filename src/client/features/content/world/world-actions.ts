// The connected world's commands for a detail view (decision 024), the same for every kind: edit fields on the
// version read (with undo), re-roll a section, lock fields, delete the entity, and read, make and remove its links.
import { toast } from '@client/components/ui/use-toast';
import { ApiError, apiCommand, apiRequest } from '@client/lib/api-client';
import { refreshUser } from '@client/lib/refresh-user';
import { kindPaths } from '@shared/content';
import {
  type EntityLink,
  type EntityRef,
  type LinkAnswer,
  type LinkRelation,
  type LinksAnswer,
  WORLD_PATHS,
} from '@shared/world';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ClientKind, type KindEntity, listQueryKey } from '../client-kind';

/** An entity's links path, also its query key (the shared query function fetches the key). */
function linksPath(apiBase: string, id: number): string {
  return `/api/${apiBase}/${id}/links`;
}

export function useEntityLinks(kind: Pick<ClientKind, 'contract'>, id: number) {
  return useQuery<LinksAnswer>({ queryKey: [linksPath(kind.contract.apiBase, id)] });
}

/** After a write: the entity's own query takes the answer, its list and (for links) both ends' links refresh. */
function useRefresh<Data extends Record<string, unknown>>(kind: ClientKind<Data>) {
  const queryClient = useQueryClient();
  return {
    entity(entity: KindEntity<Data>) {
      queryClient.setQueryData([kindPaths(kind.contract).one(entity.id)], entity);
      void queryClient.invalidateQueries({ queryKey: listQueryKey(kind.contract) });
    },
    /** Another tab changed it: both places a view reads it from are read again. */
    stale(entity: KindEntity<Data>) {
      void queryClient.invalidateQueries({ queryKey: [kindPaths(kind.contract).one(entity.id)] });
      void queryClient.invalidateQueries({ queryKey: listQueryKey(kind.contract) });
    },
    gone(entity: KindEntity<Data>) {
      queryClient.removeQueries({ queryKey: [kindPaths(kind.contract).one(entity.id)] });
      void queryClient.invalidateQueries({ queryKey: listQueryKey(kind.contract) });
    },
  };
}

async function patch<Data extends Record<string, unknown>>(
  kind: ClientKind<Data>,
  entity: KindEntity<Data>,
  changes: Record<string, unknown>,
): Promise<KindEntity<Data>> {
  const response = await apiRequest(kindPaths(kind.contract).one(entity.id), 'PATCH', {
    ...changes,
    version: entity.version,
  });
  return (await response.json()) as KindEntity<Data>;
}

/** The title of a refused edit: a conflict is not the user's mistake, so it says what happened. */
function editFailed(error: unknown, name: string, fromEditor: boolean) {
  const conflict = error instanceof ApiError && error.code === 'EDIT_CONFLICT';
  toast({
    variant: 'destructive',
    title: conflict ? 'Changed Elsewhere' : 'Not Saved',
    // The view fetches what the other tab saved at once, so the user is told what to do here, not to reload.
    description: conflict
      ? `${name} was changed in another tab or window, so your change was not saved. ${
          fromEditor
            ? 'Your words are still in the editor: Cancel shows the latest version, Save puts yours over it.'
            : 'The latest version is shown now: make your change again if it still applies.'
        }`
      : error instanceof Error
        ? error.message
        : 'Your change could not be saved.',
  });
}

/**
 * Saves edited fields on the version the view holds, and answers the values they had (what Undo saves back). A 409
 * (another tab saved first) saves nothing and reloads the entity so the user sees what is there; the editor keeps
 * the user's words, to be saved again on the new version or cancelled.
 */
export function useEditEntity<Data extends Record<string, unknown>>(kind: ClientKind<Data>) {
  const refresh = useRefresh(kind);
  return useMutation({
    mutationFn: async ({
      entity,
      changes,
    }: {
      entity: KindEntity<Data>;
      changes: Record<string, unknown>;
      /** An undo: said so in its toast. */
      undo?: boolean;
    }) => {
      const previous = Object.fromEntries(Object.keys(changes).map((field) => [field, entity[field]]));
      return { saved: await patch(kind, entity, changes), previous };
    },
    onSuccess: ({ saved, previous }, { undo }) => {
      refresh.entity(saved);
      if (Object.keys(previous).every((field) => field === 'locked')) return;
      toast(
        undo
          ? { title: 'Change Undone', description: `${saved.name} is as it was.` }
          : { title: 'Saved', description: `${saved.name} was updated. Undo last change puts it back.` },
      );
    },
    onError: (error, { entity, changes, undo }) => {
      // The field editor stays open on a failure; Undo and the lock buttons have no words to keep.
      const fromEditor = !undo && Object.keys(changes).some((field) => field !== 'locked');
      editFailed(error, String(entity.name), fromEditor);
      // Both places a view may read the entity from: its own query (its page) and its gallery's list (the dialog
      // over the gallery), so the view shows what the other tab saved and the next edit is made on that version.
      if (error instanceof ApiError && error.code === 'EDIT_CONFLICT') refresh.stale(entity);
    },
  });
}

/**
 * What Undo saves back after a re-roll: the earlier values of every field it changed, when an edit can save them all
 * (the kind's `editable` fields) on the same seed. Null when it cannot: a new seed (and picture), or a field code
 * decides (a hidden faction's public face). Only the fields that changed, so a save back touches nothing else.
 */
export function rerollUndo(
  editable: readonly string[],
  fields: readonly string[],
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): Record<string, unknown> | null {
  const changed = fields.filter((field) => JSON.stringify(before[field]) !== JSON.stringify(after[field]));
  if (changed.length === 0 || changed.some((field) => !editable.includes(field))) return null;
  // A new seed is a new record with a new picture (a full re-roll with nothing locked): no edit brings those back.
  if (before.seed !== after.seed) return null;
  return Object.fromEntries(changed.map((field) => [field, before[field]]));
}

/**
 * Re-rolls one section (or 'all'); the credit it costs is refreshed in the account menu. `onUndo` is given what
 * 'Undo last change' saves back (or null when the re-roll cannot be undone by an edit).
 */
export function useRerollSection<Data extends Record<string, unknown>>(
  kind: ClientKind<Data>,
  onUndo?: (previous: Record<string, unknown> | null) => void,
) {
  const refresh = useRefresh(kind);
  return useMutation({
    mutationFn: async ({ entity, section }: { entity: KindEntity<Data>; section: string }) => {
      // The version read: a re-roll is refused (409) when another tab changed the entity since.
      const response = await apiRequest(kindPaths(kind.contract).reroll(entity.id), 'POST', {
        section,
        version: entity.version,
      });
      return (await response.json()) as KindEntity<Data>;
    },
    onSuccess: (entity, { entity: before, section }) => {
      refresh.entity(entity);
      void refreshUser();
      const fields = Object.keys(kind.contract.dataSchema.shape);
      const previous = rerollUndo(kind.contract.editable, fields, before, entity);
      onUndo?.(previous);
      const label = kind.contract.sections[section]?.label ?? 'Everything but the locked fields';
      const undo = previous ? ' Undo last change puts it back.' : '';
      toast({ title: 'Re-rolled', description: `${label} of ${entity.name} was written anew.${undo}` });
    },
    onError: (error, { entity }) => {
      void refreshUser();
      if (error instanceof ApiError && error.code === 'EDIT_CONFLICT') refresh.stale(entity);
      const limit = error instanceof ApiError && error.code === 'GENERATIONS_LIMIT_REACHED';
      toast({
        variant: 'destructive',
        title: limit ? 'Generation Limit Reached' : 'Re-roll Failed',
        description: limit ? kind.texts.limitReached : error.message,
      });
    },
  });
}

/** Deletes the entity (with its picture and links); `onDeleted` leaves the view. */
export function useDeleteEntity<Data extends Record<string, unknown>>(
  kind: ClientKind<Data>,
  onDeleted: () => void,
) {
  const refresh = useRefresh(kind);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (entity: KindEntity<Data>) => apiCommand(kindPaths(kind.contract).one(entity.id), 'DELETE'),
    onSuccess: (_, entity) => {
      refresh.gone(entity);
      // Every view of a link to it shows it no more; its own links are gone with it (asking would be a 404).
      const own = linksPath(kind.contract.apiBase, entity.id);
      void queryClient.cancelQueries({ queryKey: [own], exact: true });
      queryClient.setQueryData<LinksAnswer>([own], { links: [] });
      void queryClient.invalidateQueries({
        predicate: (query) => query.queryKey[0] !== own && String(query.queryKey[0]).endsWith('/links'),
      });
      toast({ title: 'Deleted', description: `${entity.name} was deleted.` });
      onDeleted();
    },
    onError: (error) => toast({ variant: 'destructive', title: 'Not Deleted', description: error.message }),
  });
}

/** Links the entity to another of the user's; both ends' links refresh. */
export function useCreateLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (link: {
      from: EntityRef & { apiBase: string };
      to: EntityRef & { apiBase: string };
      relation: LinkRelation;
    }) => {
      const response = await apiRequest(WORLD_PATHS.links, 'POST', {
        from: { kind: link.from.kind, id: link.from.id },
        to: { kind: link.to.kind, id: link.to.id },
        relation: link.relation,
      });
      return (await response.json()) as LinkAnswer;
    },
    onSuccess: (_, { from, to }) => {
      for (const end of [from, to]) {
        void queryClient.invalidateQueries({ queryKey: [linksPath(end.apiBase, end.id)] });
      }
    },
    onError: (error) => toast({ variant: 'destructive', title: 'Not Linked', description: error.message }),
  });
}

/** Removes a link seen from `self`; both ends' links refresh. */
export function useDeleteLink(self: { apiBase: string; id: number }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (link: EntityLink) => apiCommand(WORLD_PATHS.link(link.id), 'DELETE'),
    onSuccess: (_, link) => {
      for (const end of [self, link.other]) {
        void queryClient.invalidateQueries({ queryKey: [linksPath(end.apiBase, end.id)] });
      }
    },
    onError: (error) => toast({ variant: 'destructive', title: 'Not Unlinked', description: error.message }),
  });
}
