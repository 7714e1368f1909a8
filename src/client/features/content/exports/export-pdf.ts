// Exporting an entity (GET /api/{kind}/{id}/export, on A4 unless the browser's locale uses Letter; /export/markdown
// for Obsidian or ?flavor=homebrewery; /export/json, decision 018; /export/foundry for the Foundry VTT journal entry or
// ?document=actor for the dnd5e actor, decision 022; /export/picture-data for a map's GeoJSON, 027): fetched with the bearer header, then saved under
// the name with underscores, or shown in a new window for kinds whose exports open there (`exportTarget`; a JSON
// document, made to be imported, is always saved); the button says 'Downloaded!' for about 2 s afterwards.
import { toast } from '@client/components/ui/use-toast';
import { errorFromResponse, requestHeaders } from '@client/lib/api-client';
import { exportFileName, kindPaths } from '@shared/content';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ClientKind, KindEntity } from '../client-kind';
import { openInNewWindow } from './open-in-new-window';
import { paperForLocale } from './paper-size';
import { saveBlob } from './save-file';

export const EXPORT_RESET_MS = 2000;

/**
 * `markdown` is the Obsidian flavour (the server's default), `homebrewery` the other one; `foundry` the Foundry VTT
 * journal entry, `foundry-actor` the dnd5e actor of an entity that has one; `geojson` the data a procedural picture
 * was drawn from (a town map's geometry, decision 027).
 */
export type ExportFormat =
  | 'pdf'
  | 'markdown'
  | 'homebrewery'
  | 'json'
  | 'foundry'
  | 'foundry-actor'
  | 'geojson';

/**
 * Per format: what to ask for, the type the bytes are shown as (Markdown as plain text, so a new window displays it
 * rather than downloading it), the file extension, how the success toast names it, and whether it is always saved
 * as a file (a JSON document is kept for importing, not read).
 */
export const EXPORT_FORMATS: Record<
  ExportFormat,
  {
    accept: string;
    type: string;
    extension: string;
    noun: string;
    savedAs: string;
    label: string;
    alwaysDownload?: boolean;
  }
> = {
  pdf: {
    accept: 'application/pdf',
    type: 'application/pdf',
    extension: 'pdf',
    noun: 'PDF',
    savedAs: 'a PDF',
    label: 'Export PDF',
  },
  markdown: {
    accept: 'text/markdown, text/plain;q=0.9',
    type: 'text/plain; charset=utf-8',
    extension: 'md',
    noun: 'Markdown',
    savedAs: 'Markdown',
    label: 'Export Markdown',
  },
  homebrewery: {
    accept: 'text/markdown, text/plain;q=0.9',
    type: 'text/plain; charset=utf-8',
    extension: 'homebrewery.md',
    noun: 'Homebrewery Markdown',
    savedAs: 'Homebrewery Markdown',
    label: 'Export Homebrewery',
  },
  json: {
    accept: 'application/json',
    type: 'application/json',
    extension: 'json',
    noun: 'JSON',
    savedAs: 'JSON',
    label: 'Export JSON',
    alwaysDownload: true,
  },
  // Foundry reads these with Import Data, so they are always saved as files.
  foundry: {
    accept: 'application/json',
    type: 'application/json',
    extension: 'foundry-journal.json',
    noun: 'Foundry VTT journal',
    savedAs: 'a Foundry VTT journal entry',
    label: 'Foundry VTT journal',
    alwaysDownload: true,
  },
  'foundry-actor': {
    accept: 'application/json',
    type: 'application/json',
    extension: 'foundry-actor.json',
    noun: 'Foundry VTT actor',
    savedAs: 'a Foundry VTT actor',
    label: 'Foundry VTT actor (dnd5e)',
    alwaysDownload: true,
  },
  // For GIS and map tools, so always saved.
  geojson: {
    accept: 'application/geo+json, application/json;q=0.9',
    type: 'application/geo+json',
    extension: 'geojson',
    noun: 'map data',
    savedAs: 'GeoJSON map data',
    label: 'Export Map Data',
    alwaysDownload: true,
  },
};

/** The export's address for a format. */
function exportPath(kind: ClientKind, entity: KindEntity, format: ExportFormat): string {
  const paths = kindPaths(kind.contract);
  switch (format) {
    case 'pdf':
      return paths.exportPdf(entity.id, paperForLocale(globalThis.navigator?.language));
    case 'markdown':
      return paths.exportMarkdown(entity.id, 'obsidian');
    case 'homebrewery':
      return paths.exportMarkdown(entity.id, 'homebrewery');
    case 'json':
      return paths.exportJson(entity.id);
    case 'foundry':
      return paths.exportFoundry(entity.id, 'journal');
    case 'foundry-actor':
      return paths.exportFoundry(entity.id, 'actor');
    case 'geojson':
      return paths.exportPictureData(entity.id);
  }
}

/** The export's bytes, typed for showing: a non-OK answer throws the API's error. */
export async function fetchExport(kind: ClientKind, entity: KindEntity, format: ExportFormat): Promise<Blob> {
  const { accept, type } = EXPORT_FORMATS[format];
  const response = await fetch(exportPath(kind, entity, format), { headers: requestHeaders(false, accept) });
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

  /**
   * Call it straight from the click (or a menu item's select): a new window may only be opened within it. `chosen`
   * overrides the hook's format, for a menu offering several.
   */
  const exportPdf = useCallback(
    async (entity: KindEntity<Data>, chosen: ExportFormat = format) => {
      clearTimeout(timer.current);
      setState('exporting');
      const generic = kind as ClientKind;
      const name = String(entity.name ?? '');
      const { extension, noun, savedAs, alwaysDownload } = EXPORT_FORMATS[chosen];
      try {
        let description = `${name} was saved as ${savedAs}.`;
        if (kind.exportTarget === 'window' && !alwaysDownload) {
          const opened = await openInNewWindow(() => fetchExport(generic, entity, chosen), {
            fileName: exportFileName(name, extension),
            waitingTitle: `Preparing the ${noun} of ${name}…`,
          });
          if (opened === 'cancelled') {
            setState('idle');
            return;
          }
          if (opened === 'window') description = `The ${noun} of ${name} opened in a new window.`;
        } else {
          saveBlob(await fetchExport(generic, entity, chosen), exportFileName(name, extension));
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
