// Generating an entity (POST /api/{kind}/generate): refresh lists and credits, toast the name, then go to the
// gallery after 500 ms; failures toast per spec section 8.
import { toast } from '@client/components/ui/use-toast';
import { apiRequest } from '@client/lib/api-client';
import { refreshUser } from '@client/lib/refresh-user';
import { kindPaths } from '@shared/content';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { type ClientKind, type KindEntity, listQueryKey } from './client-kind';
import { generationFailure } from './generation-errors';

export const REDIRECT_DELAY_MS = 500;

export async function postGenerate<Data extends Record<string, unknown>>(
  kind: ClientKind<Data>,
  request: unknown,
): Promise<KindEntity<Data>> {
  const response = await apiRequest(kindPaths(kind.contract).generate, 'POST', request);
  const body = (await response.json()) as Record<string, unknown>;
  return body[kind.contract.responseKey] as KindEntity<Data>;
}

export function useGenerateEntity<Data extends Record<string, unknown>>(
  kind: ClientKind<Data>,
  options: { redirect?: boolean } = {},
) {
  const redirect = options.redirect ?? true;
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const [redirecting, setRedirecting] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const mutation = useMutation({
    mutationFn: (request: unknown) => postGenerate(kind, request),
    onSuccess: (entity) => {
      void queryClient.invalidateQueries({ queryKey: listQueryKey(kind.contract) });
      void refreshUser();
      toast({ title: kind.texts.generated, description: String(entity.name ?? '') });
      if (!redirect) return;
      setRedirecting(true);
      timer.current = setTimeout(() => navigate(kind.routes.gallery), REDIRECT_DELAY_MS);
    },
    onError: (error) => {
      const { refreshUser: refresh, log, ...toastInput } = generationFailure(kind.texts, error);
      if (refresh) void refreshUser();
      if (log) console.error(`${kind.contract.label} generation failed:`, error);
      toast(toastInput);
    },
  });

  /** True from submit until the page leaves: the form stays locked during the short success pause too. */
  const busy = mutation.isPending || redirecting;
  return { ...mutation, busy };
}
