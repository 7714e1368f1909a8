// Generating an entity (POST /api/{kind}/generate): the progress stream's stages while it runs, then refresh
// lists and credits, toast the name, and go to the gallery after 500 ms; failures toast per spec section 8.
import { toast } from '@client/components/ui/use-toast';
import { apiRequest } from '@client/lib/api-client';
import { refreshUser } from '@client/lib/refresh-user';
import { kindPaths } from '@shared/content';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { type ClientKind, type KindEntity, listQueryKey } from '../client-kind';
import { PROGRESS_ACCEPT, type ProgressStage, readGenerateAnswer } from './generate-progress';
import { generationFailure } from './generation-errors';

export const REDIRECT_DELAY_MS = 500;

/** Asks for the progress stream; a server without one answers the spec's JSON, read the same way. */
export async function postGenerate<Data extends Record<string, unknown>>(
  kind: ClientKind<Data>,
  request: unknown,
  onStage?: (stage: ProgressStage) => void,
): Promise<KindEntity<Data>> {
  const response = await apiRequest(kindPaths(kind.contract).generate, 'POST', request, {
    accept: PROGRESS_ACCEPT,
  });
  return readGenerateAnswer<KindEntity<Data>>(response, kind.contract, onStage);
}

/** Where a generation is: the stage the server last reported (none yet), whether it finished, since when. */
export type GenerationProgress = {
  stage: ProgressStage | null;
  finished: boolean;
  startedAt: number;
};

export function useGenerateEntity<Data extends Record<string, unknown>>(
  kind: ClientKind<Data>,
  options: { redirect?: boolean } = {},
) {
  const redirect = options.redirect ?? true;
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const [redirecting, setRedirecting] = useState(false);
  const [progress, setProgress] = useState<GenerationProgress>(() => ({
    stage: null,
    finished: false,
    startedAt: Date.now(),
  }));
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const mutation = useMutation({
    mutationFn: (request: unknown) =>
      postGenerate(kind, request, (stage) => setProgress((current) => ({ ...current, stage }))),
    onSuccess: (entity) => {
      setProgress((current) => ({ ...current, finished: true }));
      void queryClient.invalidateQueries({ queryKey: listQueryKey(kind.contract) });
      void refreshUser();
      toast({ title: kind.texts.generated, description: String(entity.name ?? '') });
      if (!redirect) return;
      setRedirecting(true);
      timer.current = setTimeout(() => navigate(kind.routes.gallery), REDIRECT_DELAY_MS);
    },
    onError: (error) => {
      const { refreshUser: refresh, log, ...toastInput } = generationFailure(kind.texts, error);
      if (refresh) {
        void refreshUser();
        // The credits moved, so the list may have too (an interrupted stream whose generation finished).
        void queryClient.invalidateQueries({ queryKey: listQueryKey(kind.contract) });
      }
      if (log) console.error(`${kind.contract.label} generation failed:`, error);
      toast(toastInput);
    },
  });

  /** Starts a generation; the progress restarts in the same render that opens the overlay, so no stale stage shows. */
  const mutate: typeof mutation.mutate = (request, callbacks) => {
    setProgress({ stage: null, finished: false, startedAt: Date.now() });
    mutation.mutate(request, callbacks);
  };

  /** True from submit until the page leaves: the form stays locked during the short success pause too. */
  const busy = mutation.isPending || redirecting;
  return { ...mutation, mutate, busy, progress };
}
