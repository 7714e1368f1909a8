// A detail view's own world tools (decision 024), the same for every kind: the entity a view shows (provided once
// at its root), and per section the owner's Edit (in place, by the value's shape), Re-roll and Lock. Read-only views
// (a share link's page, print) have no provider, so no tools.
import { Button } from '@client/components/ui/button';
import { Input } from '@client/components/ui/input';
import { Textarea } from '@client/components/ui/textarea';
import { cn } from '@client/lib/cn';
import {
  CheckIcon,
  Dice5Icon,
  LockIcon,
  LockOpenIcon,
  PencilIcon,
  PlusIcon,
  Trash2Icon,
  Undo2Icon,
} from 'lucide-react';
import * as React from 'react';
import type { ClientKind, KindEntity } from '../client-kind';
import { useEditEntity, useRerollSection } from './world-actions';

type World = {
  kind: ClientKind;
  entity: KindEntity;
  /** The view's edit mode: its sections show Edit, Re-roll and Lock only while it is on. */
  editing: boolean;
  setEditing: (editing: boolean) => void;
  /** The fields' values before the last saved edit or re-roll: 'Undo last change' saves them back. */
  lastChange: Record<string, unknown> | null;
  setLastChange: (previous: Record<string, unknown> | null) => void;
};
const WorldContext = React.createContext<World | null>(null);

/**
 * Gives a detail view's sections the entity they show and the view's edit mode, so each can offer Edit, Re-roll and
 * Lock while the owner edits. Read-only views (share page, print) have no provider.
 */
export function EntityWorldProvider<Data extends Record<string, unknown>>({
  kind,
  entity,
  children,
}: {
  kind: ClientKind<Data>;
  entity: KindEntity<Data>;
  children: React.ReactNode;
}) {
  const [editing, setEditing] = React.useState(false);
  const [lastChange, setLastChange] = React.useState<Record<string, unknown> | null>(null);
  const value = React.useMemo(
    () => ({ kind, entity, editing, setEditing, lastChange, setLastChange }) as unknown as World,
    [kind, entity, editing, lastChange],
  );
  return <WorldContext.Provider value={value}>{children}</WorldContext.Provider>;
}

/**
 * 'Edit' in a detail view's owner controls: turns the view's edit mode on and off ('Done'); after a saved edit,
 * 'Undo last change' beside it (in the view itself, so a keyboard user in a dialog reaches it, unlike a toast).
 */
export function EditModeButton({ className }: { className?: string }) {
  const world = useEntityWorld();
  if (!world) return null;
  return (
    <>
      <Button
        variant="secondary"
        className={className}
        aria-pressed={world.editing}
        onClick={() => world.setEditing(!world.editing)}
      >
        {world.editing ? <CheckIcon aria-hidden /> : <PencilIcon aria-hidden />}
        {world.editing ? 'Done' : 'Edit'}
      </Button>
      {world.lastChange ? <UndoButton world={world} previous={world.lastChange} /> : null}
    </>
  );
}

function UndoButton({ world, previous }: { world: World; previous: Record<string, unknown> }) {
  const edit = useEditEntity(world.kind);
  return (
    <Button
      variant="secondary"
      busy={edit.isPending}
      onClick={() =>
        edit.mutate(
          { entity: world.entity, changes: previous, undo: true },
          { onSuccess: () => world.setLastChange(null) },
        )
      }
    >
      <Undo2Icon aria-hidden />
      Undo last change
    </Button>
  );
}

export function useEntityWorld(): World | null {
  return React.useContext(WorldContext);
}

/** 'plotHooks' → 'Plot hooks': a field's name as a label, where the kind gives none. */
export function fieldLabel(field: string): string {
  const words = field.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

type Entry = Record<string, unknown>;
const isEntryList = (value: unknown): value is Entry[] =>
  Array.isArray(value) && value.length > 0 && value.every((item) => item && typeof item === 'object');
const isTextList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

/** A field's value as the editor holds it: text as is, a list of texts one per line, entries as copies. */
type Draft = string | Entry[];
const toDraft = (value: unknown): Draft | undefined =>
  typeof value === 'string'
    ? value
    : isTextList(value)
      ? value.join('\n')
      : isEntryList(value)
        ? value.map((entry) => ({ ...entry }))
        : undefined;
const fromDraft = (original: unknown, draft: Draft): unknown =>
  typeof draft === 'string' && Array.isArray(original)
    ? draft
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean)
    : typeof draft === 'string'
      ? draft.trim()
      : draft;

/** The kind's editable fields among `fields`, with a value the editor knows how to edit. */
export function editableFields(world: World, fields: readonly string[]): string[] {
  const editable = new Set<string>(world.kind.contract.editable);
  return fields.filter((field) => editable.has(field) && toDraft(world.entity[field]) !== undefined);
}

/**
 * The section's owner controls (Edit, Re-roll, Lock) beside its title, and while editing the editor in place of its
 * text. `fields` are the record's fields the section shows; `section` the kind's re-rollable section, if any.
 */
export function useSectionTools(
  title: string,
  fields: readonly string[] | undefined,
  section: string | undefined,
): { tools: React.ReactNode; editor: React.ReactNode | null } {
  const world = useEntityWorld();
  const [editing, setEditing] = React.useState(false);
  const editButton = React.useRef<HTMLButtonElement>(null);
  if (!world?.editing || (!fields && !section)) return { tools: null, editor: null };
  const editable = editableFields(world, fields ?? []);
  const close = () => {
    setEditing(false);
    // The editor is gone: focus goes back to the button that opened it, not to the page's start.
    requestAnimationFrame(() => editButton.current?.focus());
  };
  return {
    tools: (
      <div className="flex items-center gap-1">
        {editable.length > 0 ? (
          <Button
            ref={editButton}
            variant="ghost"
            size="sm"
            aria-label={`Edit ${title}`}
            aria-expanded={editing}
            onClick={() => setEditing((open) => !open)}
          >
            <PencilIcon aria-hidden />
          </Button>
        ) : null}
        {section ? <RerollButton world={world} section={section} title={title} /> : null}
        {editable.length > 0 ? <LockButton world={world} fields={editable} title={title} /> : null}
      </div>
    ),
    editor: editing ? <FieldsEditor world={world} fields={editable} title={title} onDone={close} /> : null,
  };
}

function RerollButton({ world, section, title }: { world: World; section: string; title: string }) {
  const reroll = useRerollSection(world.kind, world.setLastChange);
  const locked = world.kind.contract.sections[section]?.fields.some((field) =>
    world.entity.locked.includes(field),
  );
  return (
    <Button
      variant="ghost"
      size="sm"
      aria-label={`Re-roll ${title}`}
      title={locked ? `${title} is locked` : `Re-roll ${title} (costs a credit)`}
      disabled={locked}
      busy={reroll.isPending}
      onClick={() => reroll.mutate({ entity: world.entity, section })}
    >
      <Dice5Icon className={cn(reroll.isPending && 'animate-spin')} aria-hidden />
    </Button>
  );
}

/** Locks the section's fields so that a full re-roll keeps them (the entity's `locked`). */
function LockButton({ world, fields, title }: { world: World; fields: string[]; title: string }) {
  const edit = useEditEntity(world.kind);
  const locked = fields.every((field) => world.entity.locked.includes(field));
  const next = locked
    ? world.entity.locked.filter((field) => !fields.includes(field))
    : [...new Set([...world.entity.locked, ...fields])];
  return (
    <Button
      variant="ghost"
      size="sm"
      aria-label={`Lock ${title}`}
      aria-pressed={locked}
      title={locked ? `${title} is kept by a full re-roll` : `Keep ${title} when everything is re-rolled`}
      busy={edit.isPending}
      onClick={() => edit.mutate({ entity: world.entity, changes: { locked: next } })}
    >
      {locked ? <LockIcon className="text-gold-300" aria-hidden /> : <LockOpenIcon aria-hidden />}
    </Button>
  );
}

/** Edits the fields in place: Save (or Ctrl+Enter) sends what changed on the version shown; Escape cancels. */
function FieldsEditor({
  world,
  fields,
  title,
  onDone,
}: {
  world: World;
  fields: string[];
  title: string;
  onDone: () => void;
}) {
  const edit = useEditEntity(world.kind);
  const form = React.useRef<HTMLFormElement>(null);
  const [drafts, setDrafts] = React.useState<Record<string, Draft>>(() =>
    Object.fromEntries(fields.map((field) => [field, toDraft(world.entity[field]) ?? ''])),
  );
  const id = React.useId();

  // Escape cancels the edit, not the dialog the view may sit in: caught before Radix's own document listener.
  React.useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !form.current?.contains(event.target as Node)) return;
      event.stopImmediatePropagation();
      event.preventDefault();
      onDone();
    };
    window.addEventListener('keydown', onKey, { capture: true });
    return () => window.removeEventListener('keydown', onKey, { capture: true });
  }, [onDone]);
  React.useEffect(() => {
    form.current?.querySelector<HTMLElement>('textarea, input')?.focus();
  }, []);

  const save = (event?: React.FormEvent) => {
    event?.preventDefault();
    const changes: Record<string, unknown> = {};
    for (const field of fields) {
      const value = fromDraft(world.entity[field], drafts[field] ?? '');
      if (JSON.stringify(value) !== JSON.stringify(world.entity[field])) changes[field] = value;
    }
    if (Object.keys(changes).length === 0) return onDone();
    edit.mutate(
      { entity: world.entity, changes },
      {
        onSuccess: ({ previous }) => {
          world.setLastChange(previous);
          onDone();
        },
      },
    );
  };

  return (
    <form
      ref={form}
      aria-label={`Edit ${title}`}
      className="grid gap-3 rounded-lg border border-gold-500/30 bg-ink-900/60 p-3"
      onSubmit={save}
      onKeyDown={(event) => {
        if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) save();
      }}
    >
      {fields.map((field) => {
        const draft = drafts[field] ?? '';
        const set = (value: Draft) => setDrafts((all) => ({ ...all, [field]: value }));
        const label = fields.length > 1 ? fieldLabel(field) : title;
        if (typeof draft === 'string') {
          const list = Array.isArray(world.entity[field]);
          return (
            <div key={field} className="grid gap-1">
              <label htmlFor={`${id}-${field}`} className="text-parchment-300 text-xs">
                {label}
                {list ? ' (one per line)' : ''}
              </label>
              <Textarea
                id={`${id}-${field}`}
                value={draft}
                rows={Math.min(14, Math.max(field === 'name' ? 1 : 3, Math.ceil(draft.length / 70) + 1))}
                className={field === 'name' ? 'min-h-0' : undefined}
                onChange={(event) => set(event.target.value)}
              />
            </div>
          );
        }
        return (
          <EntriesEditor
            key={field}
            label={label}
            entries={draft}
            onChange={set}
            idPrefix={`${id}-${field}`}
          />
        );
      })}
      <div className="flex flex-wrap items-center gap-2">
        <Button type="submit" size="sm" busy={edit.isPending}>
          Save
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={onDone}>
          Cancel
        </Button>
        <span className="text-parchment-500 text-xs">Ctrl+Enter saves, Escape cancels.</span>
      </div>
    </form>
  );
}

/** A list of entries (a hook's title and description, an establishment's name and owner): their texts, one by one. */
function EntriesEditor({
  label,
  entries,
  onChange,
  idPrefix,
}: {
  label: string;
  entries: Entry[];
  onChange: (entries: Entry[]) => void;
  idPrefix: string;
}) {
  const template = entries[0] ?? {};
  const textKeys = Object.keys(template).filter((key) => typeof template[key] === 'string');
  const update = (index: number, key: string, value: string) =>
    onChange(entries.map((entry, i) => (i === index ? { ...entry, [key]: value } : entry)));
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-1 text-parchment-300 text-xs">{label}</legend>
      {entries.map((entry, index) => (
        // Entries have no id of their own; their place in the list is what the record keeps.
        <div key={index} className="grid gap-2 rounded-md border border-ink-500/60 p-2">
          {textKeys.map((key) => {
            const value = String(entry[key] ?? '');
            const inputId = `${idPrefix}-${index}-${key}`;
            const long = value.length > 60 || key === 'description';
            return (
              <div key={key} className="grid gap-1">
                <label htmlFor={inputId} className="text-parchment-400 text-xs">
                  {fieldLabel(key)} {index + 1}
                </label>
                {long ? (
                  <Textarea
                    id={inputId}
                    value={value}
                    rows={3}
                    onChange={(e) => update(index, key, e.target.value)}
                  />
                ) : (
                  <Input id={inputId} value={value} onChange={(e) => update(index, key, e.target.value)} />
                )}
              </div>
            );
          })}
          <Button
            type="button"
            size="sm"
            variant="ghost"
            className="justify-self-start"
            onClick={() => onChange(entries.filter((_, i) => i !== index))}
          >
            <Trash2Icon aria-hidden />
            Remove {index + 1}
          </Button>
        </div>
      ))}
      <Button
        type="button"
        size="sm"
        variant="secondary"
        className="justify-self-start"
        onClick={() =>
          onChange([
            ...entries,
            Object.fromEntries(Object.entries(template).map(([k, v]) => [k, typeof v === 'string' ? '' : v])),
          ])
        }
      >
        <PlusIcon aria-hidden />
        Add another
      </Button>
    </fieldset>
  );
}
