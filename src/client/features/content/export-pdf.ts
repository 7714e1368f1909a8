// Exporting an entity (GET /api/{kind}/{id}/export, on A4 unless the browser's locale uses Letter, and
// /export/markdown for kinds that have it): fetched with the bearer header, then saved under the name with
// underscores, or shown in a new window for kinds whose exports open there (`exportTarget`); the button says
// 'Downloaded!' for about 2 s afterwards.
import { toast } from '@client/components/ui/use-toast';
import { errorFromResponse, requestHeaders } from '@client/lib/api-client';
import { exportFileName, kindPaths } from '@shared/content';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ClientKind, KindEntity } from './client-kind';
import { openInNewWindow } from './open-in-new-window';
import { paperForLocale } from './paper-size';
import { saveBlob } from './save-file';

export const EXPORT_RESET_MS = 2000;

export type ExportFormat = 'pdf' | 'markdown';

/**
 * Per format: what to ask for, the type the bytes are shown as (Markdown as plain text, so a new window displays it
 * rather than downloading it), the file extension and how the success toast names it.
 */
export const EXPORT_FORMATS: Record<
  ExportFormat,
  { accept: string; type: string; extension: string; noun: string; label: string }
> = {
  pdf: {
    accept: 'application/pdf',
    type: 'application/pdf',
    extension: 'pdf',
    noun: 'PDF',
    label: 'Export PDF',
  },
  markdown: {
    accept: 'text/markdown, text/plain;q=0.9',
    type: 'text/plain; charset=utf-8',
    extension: 'md',
    noun: 'Markdown',
    label: 'Export Markdown',
  },
};

/** The export's bytes, typed for showing: a non-OK answer throws the API's error. */
export async function fetchExport(kind: ClientKind, entity: KindEntity, format: ExportFormat): Promise<Blob> {
  const { accept, type } = EXPORT_FORMATS[format];
  const paths = kindPaths(kind.contract);
  const path =
    format === 'pdf'
      ? paths.exportPdf(entity.id, paperForLocale(globalThis.navigator?.language))
      : paths.exportMarkdown(entity.id);
  const response = await fetch(path, { headers: requestHeaders(false, accept) });
  if (!response.ok) throw await errorFromResponse(response, 'Export failed');
  return new Blob([await response.arrayBuffer()], { type });
}

export async function downloadPdf(kind: ClientKind, entity: KindEntity): Promise<void> {
  saveBlob(await fetchExport(kind, entity, 'pdf'), exportFileName(String(entity.name ?? ''), 'pdf'));
}

export type ExportState = 'idle' | 'exporting' | 'done';

export function useExportPdf<Data extends Record<string, unknown>>(
  kind: ClientKind<Data>,
  context: 'card' | 'detail' = 'card',
  format: ExportFormat = 'pdf',
) {
  const [state, setState] = useState<ExportState>('idle');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  /** Call it straight from the click: a new window may only be opened within it. */
  const exportPdf = useCallback(
    async (entity: KindEntity<Data>) => {
      clearTimeout(timer.current);
      setState('exporting');
      const generic = kind as ClientKind;
      const name = String(entity.name ?? '');
      const { extension, noun } = EXPORT_FORMATS[format];
      try {
        let description = `${name} was saved as ${format === 'pdf' ? 'a PDF' : 'Markdown'}.`;
        if (kind.exportTarget === 'window') {
          const opened = await openInNewWindow(() => fetchExport(generic, entity, format), {
            fileName: exportFileName(name, extension),
            waitingTitle: `Preparing the ${noun} of ${name}…`,
          });
          if (opened === 'cancelled') {
            setState('idle');
            return;
          }
          if (opened === 'window') description = `The ${noun} of ${name} opened in a new window.`;
        } else {
          saveBlob(await fetchExport(generic, entity, format), exportFileName(name, extension));
        }
        setState('done');
        toast({ title: 'Export Successful', description });
        timer.current = setTimeout(() => setState('idle'), EXPORT_RESET_MS);
      } catch (error) {
        console.warn('Export failed:', error);
        setState('idle');
        const { export: texts } = kind.texts;
        toast({
          variant: 'destructive',
          title: context === 'detail' ? texts.detailFailedTitle : 'Export Failed',
          description: context === 'detail' ? texts.detailFailed : texts.failed,
        });
      }
    },
    [kind, context, format],
  );

  return { exportPdf, state };
}
