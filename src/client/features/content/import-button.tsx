// Import: restores JSON exports (decision 018) into the signed-in account, for any kind. The button opens the file
// picker; each file's text is posted to POST /api/import as it is, one after another, and the answer (or refusal) is
// toasted: one file's in the server's words, several files' as one summary. Several files are how a whole gallery
// comes back from a ZIP export (its json/ folder holds one document per entity, decision 023).
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

/** Posts a file's text; a non-OK answer throws the API's error (its message is written for people). */
export async function importFile(file: File): Promise<ImportAnswer> {
  // Refused before it is read or sent, with the server's own words.
  if (file.size > IMPORT_MAX_BYTES) throw new ApiError(IMPORT_MESSAGES.tooLarge, 413, 'PAYLOAD_TOO_LARGE');
  const response = await fetch(API.import, {
    method: 'POST',
    headers: requestHeaders(true),
    body: await file.text(),
  });
  if (!response.ok)
    throw await errorFromResponse(response, 'The file could not be imported. Please try again.');
  return importAnswerSchema.parse(await response.json());
}

export function ImportButton({
  label = 'Import',
  ...props
}: { label?: string } & Omit<ButtonProps, 'onClick'>) {
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const queryClient = useQueryClient();

  async function onFiles(files: readonly File[]) {
    if (files.length === 0) return;
    setBusy(true);
    const outcomes: ImportOutcome[] = [];
    try {
      for (const file of files) {
        try {
          const answer = await importFile(file);
          outcomes.push({ file: file.name, answer });
          // The gallery the entity joined (its list and pages live under `/api/{listPath}`, decision 009).
          void queryClient.invalidateQueries({ queryKey: [`/api/${answer.listPath}`] });
        } catch (error) {
          console.warn('Import failed:', error);
          const message =
            error instanceof ApiError ? error.message : 'The file could not be read. Please choose it again.';
          outcomes.push({ file: file.name, error: message });
        }
      }
      toast(importToast(outcomes));
    } finally {
      setBusy(false);
      // The same file may be chosen again (after fixing it, say): an unchanged value would fire no change.
      if (input.current) input.current.value = '';
    }
  }

  return (
    <>
      <input
        ref={input}
        type="file"
        accept=".json,application/json"
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
        aria-label="Import Loreforge JSON exports"
        onClick={() => input.current?.click()}
      >
        {busy ? <LoaderCircleIcon className="animate-spin" aria-hidden /> : <UploadIcon aria-hidden />}
        {busy ? 'Importing…' : label}
      </Button>
    </>
  );
}
