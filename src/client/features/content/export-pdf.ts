// Exporting an entity as PDF (GET /api/{kind}/{id}/export): fetched with the bearer header, saved under the
// name with underscores; the button says 'Downloaded!' for about 2 s afterwards.
import { toast } from '@client/components/ui/use-toast';
import { errorFromResponse, requestHeaders } from '@client/lib/api-client';
import { exportFileName, kindPaths } from '@shared/content';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ClientKind, KindEntity } from './client-kind';
import { saveBlob } from './save-file';

export const EXPORT_RESET_MS = 2000;

export async function downloadPdf(kind: ClientKind, entity: KindEntity): Promise<void> {
  const headers = requestHeaders(false);
  headers.set('Accept', 'application/pdf');
  const response = await fetch(kindPaths(kind.contract).exportPdf(entity.id), { headers });
  if (!response.ok) throw await errorFromResponse(response, 'Export failed');
  saveBlob(await response.blob(), exportFileName(String(entity.name ?? ''), 'pdf'));
}

export type ExportState = 'idle' | 'exporting' | 'done';

export function useExportPdf<Data extends Record<string, unknown>>(
  kind: ClientKind<Data>,
  context: 'card' | 'detail' = 'card',
) {
  const [state, setState] = useState<ExportState>('idle');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const exportPdf = useCallback(
    async (entity: KindEntity<Data>) => {
      clearTimeout(timer.current);
      setState('exporting');
      try {
        await downloadPdf(kind as ClientKind, entity);
        setState('done');
        toast({
          title: 'Export Successful',
          description: `${String(entity.name ?? '')} was saved as a PDF.`,
        });
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
    [kind, context],
  );

  return { exportPdf, state };
}
