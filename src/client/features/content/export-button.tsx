// The Export PDF button: 'Exporting…' while it downloads, 'Downloaded!' for about 2 s after.
import { Button, type ButtonProps } from '@client/components/ui/button';
import { CheckIcon, FileDownIcon, LoaderCircleIcon } from 'lucide-react';
import type { ClientKind, KindEntity } from './client-kind';
import { useExportPdf } from './export-pdf';

export function ExportButton<Data extends Record<string, unknown>>({
  kind,
  entity,
  context = 'card',
  label = 'Export PDF',
  ...props
}: {
  kind: ClientKind<Data>;
  entity: KindEntity<Data>;
  context?: 'card' | 'detail';
  label?: string;
} & Omit<ButtonProps, 'onClick' | 'children'>) {
  const { exportPdf, state } = useExportPdf(kind, context);
  return (
    <Button {...props} onClick={() => void exportPdf(entity)} busy={state === 'exporting'} aria-live="polite">
      {state === 'exporting' ? (
        <LoaderCircleIcon className="animate-spin" aria-hidden />
      ) : state === 'done' ? (
        <CheckIcon aria-hidden />
      ) : (
        <FileDownIcon aria-hidden />
      )}
      {state === 'done' ? 'Downloaded!' : state === 'exporting' ? 'Exporting…' : label}
    </Button>
  );
}
