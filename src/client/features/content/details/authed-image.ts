// Pictures behind the bearer token (decision 003): fetched with the session's header and shown through object
// URLs, cached per address (addresses are versioned, so a cached picture never goes stale).
import { errorFromResponse, requestHeaders } from '@client/lib/api-client';
import { queryClient } from '@client/lib/query-client';
import { queryOptions, useQuery } from '@tanstack/react-query';

export type AuthedImage = { objectUrl: string; blob: Blob };

const IMAGE_KEY = 'authed-image';

export async function fetchAuthedImage(url: string): Promise<AuthedImage> {
  const headers = requestHeaders(false);
  headers.set('Accept', 'image/*');
  const response = await fetch(url, { headers });
  if (!response.ok) throw await errorFromResponse(response, 'Image failed to load');
  const blob = await response.blob();
  return { blob, objectUrl: URL.createObjectURL(blob) };
}

export function authedImageQueryOptions(url: string) {
  return queryOptions({
    queryKey: [IMAGE_KEY, url] as const,
    // No abort signal: a card filtered out or scrolled away while its picture loads would cancel the request
    // (decision 012: no request is aborted in a normal flow); finished, the picture is cached for its return.
    queryFn: () => fetchAuthedImage(url),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** The picture at `url` (null: nothing to load yet). */
export function useAuthedImage(url: string | null) {
  return useQuery({ ...authedImageQueryOptions(url ?? ''), enabled: url !== null });
}

/** The picture's bytes for a download: from the cache when shown already, else fetched now. */
export function loadAuthedImage(url: string): Promise<AuthedImage> {
  return queryClient.fetchQuery(authedImageQueryOptions(url));
}

// An object URL holds its bytes until revoked: release them when the cache drops the picture (after its
// retention time unseen, or at logout when the whole cache is cleared).
queryClient.getQueryCache().subscribe((event) => {
  if (event.type !== 'removed' || event.query.queryKey[0] !== IMAGE_KEY) return;
  const data = event.query.state.data as AuthedImage | undefined;
  if (data) URL.revokeObjectURL(data.objectUrl);
});
