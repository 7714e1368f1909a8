// Import: restores JSON exports (decision 018) into the signed-in account, for any kind. The button opens the file
// picker; each file's text is posted to POST /api/import as it is, one after another, and the answer (or refusal) is
// toasted: one file's in the server's words, several files' as one summary. A ZIP export (decision 023) comes back
// whole: its JSON documents are read from it one at a time (`zip-reader.ts`) and posted like files, so each passes
// the same checks on the server as a single import; its PDFs, Markdown and pictures are other forms of the same
// entities and are passed over.
import { Button, type ButtonProps } from '@client/components/ui/button';
import { toast } from '@client/components/ui/use-toast';
import { ApiError, errorFromResponse, requestHeaders } from '@client/lib/api-client';
import { API } from '@shared/api-paths';
import {
  IMPORT_MAX_BYTES,
  IMPORT_MESSAGES,
  type ImportAnswer,
  importAnswerSchema,
} from '@shared/entity-document';
import { useQueryClient } from '@tanstack/react-query';
import { LoaderCircleIcon, UploadIcon } from 'lucide-react';
import { useRef, useState } from 'react';
import { type ImportOutcome, importToast } from './import-summary';
import { readZipText, type ZipFileEntry, ZipReadError, zipEntries } from './zip-reader';

/** The longest wait for the import limit that a ZIP's import sits out by itself; a longer one is reported. */
const PATIENCE_SECONDS = 120;

/**
 * Posts a document's text; a non-OK answer throws the API's error (its message is written for people). `patient`:
 * a 429 with `Retry-After` is waited out and the post made again (a ZIP's documents outrun the per-minute limit).
 */
async function importText(text: string, patient: boolean): Promise<ImportAnswer> {
  for (;;) {
    const response = await fetch(API.import, { method: 'POST', headers: requestHeaders(true), body: text });
    const wait = Number(response.headers.get('Retry-After'));
    if (patient && response.status === 429 && wait > 0 && wait <= PATIENCE_SECONDS) {
      await new Promise((resolve) => setTimeout(resolve, wait * 1000));
      continue;
    }
    if (!response.ok)
      throw await errorFromResponse(response, 'The file could not be imported. Please try again.');
    return importAnswerSchema.parse(await response.json());
  }
}

const tooLarge = () => new ApiError(IMPORT_MESSAGES.tooLarge, 413, 'PAYLOAD_TOO_LARGE');
const isZip = (file: File) => /\.zip$/i.test(file.name) || file.type === 'application/zip';

export type ImportProgress = { done: number; total: number };

/** The JSON documents of a ZIP export, or the one outcome that says why there are none to import. */
async function zipDocuments(file: File): Promise<ZipFileEntry[] | ImportOutcome> {
  try {
    const documents = (await zipEntries(file)).filter((entry) => /\.json$/i.test(entry.name));
    return documents.length > 0 ? documents : { file: file.name, error: IMPORT_MESSAGES.zipWithoutDocuments };
  } catch (error) {
    return {
      file: file.name,
      error: error instanceof ZipReadError ? error.message : 'This ZIP could not be read.',
    };
  }
}

/**
 * Imports one picked file: a JSON document, or every JSON document in a ZIP export, one after another. Answers one
 * outcome per document, named by the file (or the path inside the ZIP); `onAnswer` hears each import as it lands,
 * `onProgress` each document of a ZIP as it is done.
 */
export async function importPicked(
  file: File,
  {
    onAnswer = () => undefined,
    onProgress = () => undefined,
  }: { onAnswer?: (answer: ImportAnswer) => void; onProgress?: (progress: ImportProgress) => void } = {},
): Promise<ImportOutcome[]> {
  const attempt = async (
    name: string,
    read: () => Promise<string>,
    patient: boolean,
  ): Promise<ImportOutcome> => {
    try {
      const answer = await importText(await read(), patient);
      onAnswer(answer);
      return { file: name, answer };
    } catch (error) {
      console.warn('Import failed:', error);
      const message =
        error instanceof ApiError || error instanceof ZipReadError
          ? error.message
          : 'The file could not be read. Please choose it again.';
      return { file: name, error: message };
    }
  };
  if (!isZip(file))
    return [
      await attempt(
        file.name,
        async () => {
          // Refused before it is read or sent, with the server's own words.
          if (file.size > IMPORT_MAX_BYTES) throw tooLarge();
          return file.text();
        },
        false,
      ),
    ];
  const documents = await zipDocuments(file);
  if (!Array.isArray(documents)) return [documents];
  const outcomes: ImportOutcome[] = [];
  for (const entry of documents) {
    const read = async () => {
      if (entry.size > IMPORT_MAX_BYTES) throw tooLarge();
      return readZipText(file, entry, IMPORT_MAX_BYTES);
    };
    outcomes.push(await attempt(entry.name, read, true));
    onProgress({ done: outcomes.length, total: documents.length });
  }
  return outcomes;
}

export function ImportButton({
  label = 'Import',
  ...props
}: { label?: string } & Omit<ButtonProps, 'onClick'>) {
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [progress, setProgress] = useState<ImportProgress | null>(null);
  const queryClient = useQueryClient();

  async function onFiles(files: readonly File[]) {
    if (files.length === 0) return;
    setBusy(true);
    const outcomes: ImportOutcome[] = [];
    try {
      for (const file of files)
        outcomes.push(
          ...(await importPicked(file, {
            onAnswer: (answer) => {
              // The gallery the entity joined (its list and pages live under `/api/{listPath}`, decision 009).
              void queryClient.invalidateQueries({ queryKey: [`/api/${answer.listPath}`] });
            },
            onProgress: setProgress,
          })),
        );
      toast(importToast(outcomes));
    } finally {
      setBusy(false);
      setProgress(null);
      // The same file may be chosen again (after fixing it, say): an unchanged value would fire no change.
      if (input.current) input.current.value = '';
    }
  }

  return (
    <>
      <input
        ref={input}
        type="file"
        accept=".json,application/json,.zip,application/zip"
        multiple
        className="sr-only"
        tabIndex={-1}
        aria-hidden
        onChange={(event) => void onFiles([...(event.target.files ?? [])])}
      />
      <Button
        variant="secondary"
        {...props}
        busy={busy}
        aria-label="Import Loreforge JSON or ZIP exports"
        onClick={() => input.current?.click()}
      >
        {busy ? <LoaderCircleIcon className="animate-spin" aria-hidden /> : <UploadIcon aria-hidden />}
        {busy ? (progress ? `Importing ${progress.done} of ${progress.total}…` : 'Importing…') : label}
      </Button>
    </>
  );
}
