// What the server allows before sign-in (GET /api/config), e.g. whether Google sign-in is configured.
import { API } from '@shared/api-paths';
import type { PublicConfig } from '@shared/auth';
import { useQuery } from '@tanstack/react-query';

export function usePublicConfig() {
  return useQuery<PublicConfig>({ queryKey: [API.publicConfig], staleTime: Number.POSITIVE_INFINITY });
}
