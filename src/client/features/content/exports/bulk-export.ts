// Downloads a bulk export ZIP (GET /api/user/export.zip, decision 023) with the bearer header, reading the answer as
// it streams: the server says how many entities it will pack, and the local headers arriving say how many are packed.
import { ApiError, errorFromResponse, requestHeaders } from '@client/lib/api-client';
import {
  BULK_EXPORT_COUNT_HEADER,
  type BulkExportRequest,
  bulkExportFileName,
  bulkExportPath,
} from '@shared/bulk-export';
import { ZipProgress } from './zip-progress';

export type BulkExportProgress = {
  /** Entities whose files have all arrived. */
  packed: number;
  /** Entities the archive will hold (the server counts them before the first byte). */
  total: number;
  /** Bytes received so far. */
  bytes: number;
};

export type BulkExportResult = { blob: Blob; fileName: string; total: number };

/** Said when the answer stops before the archive's end: the server failed, or the connection did. */
export const CUT_OFF_MESSAGE = 'The download stopped before the archive was complete. Please try again.';

/**
 * Fetches the archive, calling `onProgress` as entities arrive. A refusal throws the server's ApiError; `signal`
 * cancels (an AbortError); an answer cut short throws `CUT_OFF_MESSAGE`. `listPaths` name the file: the kinds
 * asked for, or every kind.
 */
export async function downloadBulkExport(
  request: BulkExportRequest,
  listPaths: readonly string[],
  { signal, onProgress }: { signal: AbortSignal; onProgress: (progress: BulkExportProgress) => void },
): Promise<BulkExportResult> {
  const response = await fetch(bulkExportPath(request), {
    headers: requestHeaders(false, 'application/zip'),
    signal,
  });
  if (!response.ok)
    throw await errorFromResponse(response, 'The export could not be made. Please try again.');
  const total = Number(response.headers.get(BULK_EXPORT_COUNT_HEADER) ?? 0) || 0;
  const zip = new ZipProgress();
  const chunks: Uint8Array[] = [];
  let bytes = 0;
  onProgress({ packed: 0, total, bytes });
  const reader = response.body?.getReader();
  if (!reader) throw new ApiError(CUT_OFF_MESSAGE, response.status);
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      bytes += value.length;
      zip.push(value);
      onProgress({ packed: Math.min(zip.packed, total), total, bytes });
    }
  } catch (error) {
    if (signal.aborted) throw error;
    // A server that fails half-way breaks the connection off: the browser reports a network error.
    throw new ApiError(CUT_OFF_MESSAGE, response.status);
  }
  // Without its central directory an archive opens nowhere; better said now than by the user's unzip.
  if (!zip.complete && !zip.unreadable) throw new ApiError(CUT_OFF_MESSAGE, response.status);
  return {
    blob: new Blob(chunks as BlobPart[], { type: 'application/zip' }),
    fileName: bulkExportFileName(listPaths, new Date()),
    total,
  };
}
