// Regenerating an entity's picture (POST /api/{kind}/{id}/{regenerateRoute}): toasts, then lists refresh and poll.
import { toast } from '@client/components/ui/use-toast';
import { ApiError, apiCommand } from '@client/lib/api-client';
import { refreshUser } from '@client/lib/refresh-user';
import { kindPaths } from '@shared/content';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ClientKind, type KindEntity, listQueryKey } from '../client-kind';

export type RegenerateContext = 'card' | 'detail';

export function useRegenerateImage<Data extends Record<string, unknown>>(
  kind: ClientKind<Data>,
  context: RegenerateContext = 'card',
) {
  const queryClient = useQueryClient();
  const { image } = kind.texts;
  return useMutation({
    mutationFn: async (entity: KindEntity<Data>) => {
      await apiCommand(kindPaths(kind.contract).regenerate(entity.id), 'POST');
      return entity;
    },
    onSuccess: (entity) => {
      toast({ title: image.regenerated, description: image.regeneratedDescription });
      void queryClient.invalidateQueries({ queryKey: listQueryKey(kind.contract) });
      void queryClient.invalidateQueries({ queryKey: [kindPaths(kind.contract).one(entity.id)] });
      // A regeneration spends a credit.
      void refreshUser();
    },
    onError: (error) => {
      if (error instanceof ApiError && error.code === 'GENERATIONS_LIMIT_REACHED') {
        // 'Please try again' would mislead someone with no credits left: the kind's spec text says why.
        void refreshUser();
        toast({
          variant: 'destructive',
          title: 'Generation Limit Reached',
          description: kind.texts.limitReached,
        });
        return;
      }
      toast({
        variant: 'destructive',
        title: context === 'detail' ? image.regenerateFailedDetail : 'Error',
        description: image.regenerateFailed,
      });
    },
  });
}
