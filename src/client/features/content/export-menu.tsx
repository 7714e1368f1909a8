// The Markdown and JSON exports of a detail view (decision 018), the same for every kind: 'Export Markdown' opens a
// menu of the two flavours (Obsidian, Homebrewery), 'Export JSON' saves the document that Import restores.
import { Button, type ButtonProps } from '@client/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuTrigger,
} from '@client/components/ui/dropdown-menu';
import {
  CheckIcon,
  ChevronDownIcon,
  FileTextIcon,
  LoaderCircleIcon,
  NotebookPenIcon,
  ScrollIcon,
} from 'lucide-react';
import type { ClientKind, KindEntity } from './client-kind';
import { ExportButton } from './export-button';
import { EXPORT_FORMATS, useExportPdf } from './export-pdf';

/** The flavours the menu offers, in order, with what each is for. */
const FLAVOURS = [
  {
    format: 'markdown',
    label: 'Obsidian',
    hint: 'Notes with properties and [[links]]',
    Icon: NotebookPenIcon,
  },
  { format: 'homebrewery', label: 'Homebrewery', hint: 'V3 blocks and page breaks', Icon: ScrollIcon },
] as const;

export function MarkdownExportMenu<Data extends Record<string, unknown>>({
  kind,
  entity,
  context = 'detail',
  ...props
}: {
  kind: ClientKind<Data>;
  entity: KindEntity<Data>;
  context?: 'card' | 'detail';
} & Omit<ButtonProps, 'onClick' | 'children'>) {
  const { exportPdf, state } = useExportPdf(kind, context, 'markdown');
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button {...props} busy={state === 'exporting'} aria-live="polite">
          {state === 'exporting' ? (
            <LoaderCircleIcon className="animate-spin" aria-hidden />
          ) : state === 'done' ? (
            <CheckIcon aria-hidden />
          ) : (
            <FileTextIcon aria-hidden />
          )}
          {state === 'done'
            ? 'Downloaded!'
            : state === 'exporting'
              ? 'Exporting…'
              : EXPORT_FORMATS.markdown.label}
          <ChevronDownIcon className="opacity-70" aria-hidden />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel className="text-parchment-400 text-xs uppercase tracking-[0.16em]">
          Markdown for
        </DropdownMenuLabel>
        {FLAVOURS.map(({ format, label, hint, Icon }) => (
          // onSelect runs inside the click or key press, so a kind whose exports open in a new window may open it.
          <DropdownMenuItem key={format} onSelect={() => void exportPdf(entity, format)}>
            <Icon aria-hidden />
            <span className="grid">
              <span>{label}</span>
              <span className="text-parchment-400 text-xs">{hint}</span>
            </span>
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

/** Both actions, side by side in the detail view's grid of buttons. */
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
    </>
  );
}
