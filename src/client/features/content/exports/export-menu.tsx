// The Markdown, JSON and Foundry VTT exports of a detail view (decisions 018, 022), the same for every kind: 'Export
// Markdown' opens a menu of the two flavours (Obsidian, Homebrewery), 'Export JSON' saves the document that Import
// restores, 'Export Foundry VTT' a menu of the journal entry and, for entities that have one, the dnd5e actor.
import { Button, type ButtonProps } from '@client/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuTrigger,
} from '@client/components/ui/dropdown-menu';
import {
  BookOpenIcon,
  CheckIcon,
  ChevronDownIcon,
  DicesIcon,
  FileTextIcon,
  LoaderCircleIcon,
  type LucideIcon,
  NotebookPenIcon,
  ScrollIcon,
  SwordsIcon,
} from 'lucide-react';
import type { ClientKind, KindEntity } from '../client-kind';
import { ExportButton } from './export-button';
import { EXPORT_FORMATS, type ExportFormat, useExportPdf } from './export-pdf';

/** One choice of an export menu: the format it saves, its name and what it is for. */
type ExportChoice = { format: ExportFormat; label: string; hint: string; Icon: LucideIcon };

/** The flavours the menu offers, in order, with what each is for. */
const FLAVOURS: readonly ExportChoice[] = [
  {
    format: 'markdown',
    label: 'Obsidian',
    hint: 'Notes with properties and [[links]]',
    Icon: NotebookPenIcon,
  },
  { format: 'homebrewery', label: 'Homebrewery', hint: 'V3 blocks and page breaks', Icon: ScrollIcon },
];

type ExportMenuProps<Data extends Record<string, unknown>> = {
  kind: ClientKind<Data>;
  entity: KindEntity<Data>;
  context?: 'card' | 'detail';
} & Omit<ButtonProps, 'onClick' | 'children'>;

/** A button opening a menu of related exports; each choice saves (or opens) its format. */
function ExportChoiceMenu<Data extends Record<string, unknown>>({
  kind,
  entity,
  context = 'detail',
  label,
  heading,
  choices,
  Icon,
  ...props
}: ExportMenuProps<Data> & {
  label: string;
  heading: string;
  choices: readonly ExportChoice[];
  Icon: LucideIcon;
}) {
  const { exportPdf, state } = useExportPdf(kind, context, choices[0]?.format);
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button {...props} busy={state === 'exporting'} aria-live="polite">
          {state === 'exporting' ? (
            <LoaderCircleIcon className="animate-spin" aria-hidden />
          ) : state === 'done' ? (
            <CheckIcon aria-hidden />
          ) : (
            <Icon aria-hidden />
          )}
          {state === 'done' ? 'Downloaded!' : state === 'exporting' ? 'Exporting…' : label}
          <ChevronDownIcon className="opacity-70" aria-hidden />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel className="text-parchment-400 text-xs uppercase tracking-[0.16em]">
          {heading}
        </DropdownMenuLabel>
        {choices.map(({ format, label: choice, hint, Icon: ChoiceIcon }) => (
          // onSelect runs inside the click or key press, so a kind whose exports open in a new window may open it.
          <DropdownMenuItem key={format} onSelect={() => void exportPdf(entity, format)}>
            <ChoiceIcon aria-hidden />
            <span className="grid">
              <span>{choice}</span>
              <span className="text-parchment-400 text-xs">{hint}</span>
            </span>
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

export function MarkdownExportMenu<Data extends Record<string, unknown>>(props: ExportMenuProps<Data>) {
  return (
    <ExportChoiceMenu
      {...props}
      label={EXPORT_FORMATS.markdown.label}
      heading="Markdown for"
      choices={FLAVOURS}
      Icon={FileTextIcon}
    />
  );
}

/**
 * Foundry VTT: the journal entry for every entity; the dnd5e actor too when the kind says this entity has one
 * (`ClientKind.foundryActor`), which the server's `?document=actor` would otherwise refuse.
 */
export function FoundryExportMenu<Data extends Record<string, unknown>>(props: ExportMenuProps<Data>) {
  const { kind, entity } = props;
  const choices: ExportChoice[] = [
    {
      format: 'foundry',
      label: EXPORT_FORMATS.foundry.label,
      hint: 'Journal entry with the picture',
      Icon: BookOpenIcon,
    },
    ...(kind.foundryActor?.(entity)
      ? [
          {
            format: 'foundry-actor' as const,
            label: EXPORT_FORMATS['foundry-actor'].label,
            hint: 'A dnd5e sheet with statistics and attacks',
            Icon: SwordsIcon,
          },
        ]
      : []),
  ];
  return (
    <ExportChoiceMenu
      {...props}
      label="Export Foundry VTT"
      heading="Foundry VTT"
      choices={choices}
      Icon={DicesIcon}
    />
  );
}

/** The three actions, side by side in the detail view's grid of buttons. */
export function MoreExports<Data extends Record<string, unknown>>({
  kind,
  entity,
  context = 'detail',
  variant = 'secondary',
}: {
  kind: ClientKind<Data>;
  entity: KindEntity<Data>;
  context?: 'card' | 'detail';
  variant?: ButtonProps['variant'];
}) {
  return (
    <>
      <MarkdownExportMenu kind={kind} entity={entity} context={context} variant={variant} />
      <ExportButton kind={kind} entity={entity} context={context} format="json" variant={variant} />
      <FoundryExportMenu kind={kind} entity={entity} context={context} variant={variant} />
    </>
  );
}
