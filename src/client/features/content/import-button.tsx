// Import: restores a JSON export (decision 018) into the signed-in account, for any kind. The button opens the file
// picker; the file's text is posted to POST /api/import as it is, and the answer (or refusal) is toasted.
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

const FAILED_TITLE = 'Import Failed';

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

  async function onFile(file: File | undefined) {
    if (!file) return;
    setBusy(true);
    try {
      const answer = await importFile(file);
      toast({
        title: answer.imported ? 'Import Successful' : 'Already Imported',
        description: answer.message,
      });
      // The gallery the entity joined (its list and pages live under `/api/{listPath}`, decision 009).
      void queryClient.invalidateQueries({ queryKey: [`/api/${answer.listPath}`] });
    } catch (error) {
      console.warn('Import failed:', error);
      const description =
        error instanceof ApiError ? error.message : 'The file could not be read. Please choose it again.';
      toast({ variant: 'destructive', title: FAILED_TITLE, description });
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
        className="sr-only"
        tabIndex={-1}
        aria-hidden
        onChange={(event) => void onFile(event.target.files?.[0])}
      />
      <Button
        variant="secondary"
        {...props}
        busy={busy}
        aria-label="Import a Loreforge JSON export"
        onClick={() => input.current?.click()}
      >
        {busy ? <LoaderCircleIcon className="animate-spin" aria-hidden /> : <UploadIcon aria-hidden />}
        {busy ? 'Importing…' : label}
      </Button>
    </>
  );
}
