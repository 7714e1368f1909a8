// The Export PDF (or Markdown, or JSON) button: 'Exporting…' while it fetches, 'Downloaded!' for about 2 s after.
import { Button, type ButtonProps } from '@client/components/ui/button';
import { CheckIcon, FileDownIcon, FileJsonIcon, FileTextIcon, LoaderCircleIcon, MapIcon } from 'lucide-react';
import type { ClientKind, KindEntity } from '../client-kind';
import { EXPORT_FORMATS, type ExportFormat, useExportPdf } from './export-pdf';

export function ExportButton<Data extends Record<string, unknown>>({
  kind,
  entity,
  context = 'card',
  format = 'pdf',
  label = EXPORT_FORMATS[format].label,
  ...props
}: {
  kind: ClientKind<Data>;
  entity: KindEntity<Data>;
  context?: 'card' | 'detail';
  format?: ExportFormat;
  label?: string;
} & Omit<ButtonProps, 'onClick' | 'children'>) {
  const { exportPdf, state } = useExportPdf(kind, context, format);
  const Icon = { json: FileJsonIcon, pdf: FileDownIcon, geojson: MapIcon }[format as string] ?? FileTextIcon;
  return (
    <Button {...props} onClick={() => void exportPdf(entity)} busy={state === 'exporting'} aria-live="polite">
      {state === 'exporting' ? (
        <LoaderCircleIcon className="animate-spin" aria-hidden />
      ) : state === 'done' ? (
        <CheckIcon aria-hidden />
      ) : (
        <Icon aria-hidden />
      )}
      {state === 'done' ? 'Downloaded!' : state === 'exporting' ? 'Exporting…' : label}
    </Button>
  );
}
