// Share links in a detail view (decision 019), the same for every kind: 'Share' opens a dialog that reads whether the
// entity is shared already (where, since when, how, until when), copies the address again, makes a public read-only
// link (player view, expiry) or a new one in its place, or stops sharing. Focus returns to 'Share' when it closes.
import { Button, type ButtonProps } from '@client/components/ui/button';
import { Checkbox } from '@client/components/ui/checkbox';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@client/components/ui/dialog';
import { Input } from '@client/components/ui/input';
import { Label } from '@client/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@client/components/ui/select';
import { toast } from '@client/components/ui/use-toast';
import { ApiError, apiRequest, getJson } from '@client/lib/api-client';
import { kindPaths } from '@shared/content';
import type { ShareAnswer, ShareStatus } from '@shared/share';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { CopyIcon, LinkIcon, LoaderCircleIcon, Share2Icon, Trash2Icon } from 'lucide-react';
import { useId, useState } from 'react';
import type { ClientKind, KindEntity } from '../client-kind';
import { copyToClipboard } from './clipboard';

const EXPIRY_CHOICES = [
  { value: 'never', label: 'Never', days: undefined },
  { value: '1', label: 'After 1 day', days: 1 },
  { value: '7', label: 'After 7 days', days: 7 },
  { value: '30', label: 'After 30 days', days: 30 },
] as const;
type Expiry = (typeof EXPIRY_CHOICES)[number]['value'];

function failure(error: unknown, fallback: string): string {
  return error instanceof ApiError ? error.message : fallback;
}

const dateTime = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** 'Shared since 25 Nov 2026, 08:10, player view, expires 2 Dec 2026, 08:10.' */
export function shareStatusLine(status: Extract<ShareStatus, { shared: true }>): string {
  const view = status.playerView ? 'player view' : 'everything shown, secrets included';
  const expiry = status.expiresAt ? `expires ${dateTime(status.expiresAt)}` : 'until you stop sharing';
  return `Shared since ${dateTime(status.createdAt)}, ${view}, ${expiry}.`;
}

export function ShareButton<Data extends Record<string, unknown>>({
  kind,
  entity,
  variant = 'secondary',
}: {
  kind: ClientKind<Data>;
  entity: KindEntity<Data>;
  variant?: ButtonProps['variant'];
}) {
  const id = useId();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [playerView, setPlayerView] = useState(true);
  const [expiry, setExpiry] = useState<Expiry>('never');
  const [busy, setBusy] = useState<'create' | 'revoke' | null>(null);
  const path = kindPaths(kind.contract).share(entity.id);
  const name = String(entity.name ?? kind.contract.label);
  // Read each time the dialog opens: a link may have been made, replaced or stopped elsewhere since.
  const status = useQuery({
    queryKey: [path],
    queryFn: ({ signal }) => getJson<ShareStatus>(path, signal),
    enabled: open,
    staleTime: 0,
    gcTime: 0,
  });
  const current = status.data;
  // A read still on its way would land after the write's answer and undo it; it is cancelled first.
  const setStatus = async (next: ShareStatus) => {
    await queryClient.cancelQueries({ queryKey: [path] });
    queryClient.setQueryData<ShareStatus>([path], next);
  };

  const create = async () => {
    setBusy('create');
    try {
      const days = EXPIRY_CHOICES.find((choice) => choice.value === expiry)?.days;
      const response = await apiRequest(path, 'POST', {
        playerView,
        ...(days ? { expiresInDays: days } : {}),
      });
      const answer = (await response.json()) as ShareAnswer;
      await setStatus({
        shared: true,
        url: answer.url,
        playerView: answer.playerView,
        expiresAt: answer.expiresAt,
        createdAt: answer.createdAt,
      });
    } catch (error) {
      toast({
        variant: 'destructive',
        title: 'Share Failed',
        description: failure(error, 'The link could not be made.'),
      });
    } finally {
      setBusy(null);
    }
  };

  const revoke = async () => {
    setBusy('revoke');
    try {
      await apiRequest(path, 'DELETE');
      await setStatus({ shared: false });
      toast({ title: 'Sharing stopped', description: `The link to ${name} no longer works.` });
    } catch (error) {
      toast({
        variant: 'destructive',
        title: 'Error',
        description: failure(error, 'Sharing could not be stopped.'),
      });
    } finally {
      setBusy(null);
    }
  };

  const shared = current?.shared === true;
  const url = current?.shared ? current.url : null;
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant={variant}>
          <Share2Icon aria-hidden />
          Share
        </Button>
      </DialogTrigger>
      <DialogContent aria-describedby={`${id}-about`}>
        <DialogHeader>
          <DialogTitle>Share {name}</DialogTitle>
          <DialogDescription id={`${id}-about`}>
            Anyone with the link can view this {kind.contract.label} and its picture, read-only, without an
            account.
          </DialogDescription>
        </DialogHeader>
        <div className="grid gap-4 font-sans">
          {status.isPending ? (
            <p className="flex items-center gap-2 text-parchment-300 text-sm" role="status">
              <LoaderCircleIcon className="size-4 animate-spin" aria-hidden />
              Looking for a link…
            </p>
          ) : status.isError ? (
            <p className="text-blood-300 text-sm" role="alert">
              {failure(status.error, 'Whether this is shared could not be read.')}
            </p>
          ) : (
            <p className="text-parchment-200 text-sm" role="status" data-testid="share-status">
              {current?.shared ? shareStatusLine(current) : 'Not shared: no link leads here.'}
            </p>
          )}
          {url ? (
            <div className="grid gap-2">
              <Label htmlFor={`${id}-url`}>Share link</Label>
              <div className="flex gap-2">
                <Input id={`${id}-url`} value={url} readOnly onFocus={(e) => e.currentTarget.select()} />
                <Button
                  variant="secondary"
                  onClick={() => void copyToClipboard(url, `The link to ${name} is ready to paste.`)}
                >
                  <CopyIcon aria-hidden />
                  Copy
                </Button>
              </div>
            </div>
          ) : null}
          {status.isPending ? null : (
            <fieldset className="grid gap-4 rounded-lg border border-ink-600 p-4">
              <legend className="px-1 font-semibold text-parchment-100 text-sm">
                {shared ? 'A new link' : 'The link'}
              </legend>
              <div className="flex items-start gap-3">
                <Checkbox
                  id={`${id}-player-view`}
                  checked={playerView}
                  onCheckedChange={(checked) => setPlayerView(checked === true)}
                />
                <div className="grid gap-1">
                  <Label htmlFor={`${id}-player-view`}>Player view</Label>
                  <p className="text-parchment-400 text-xs">
                    Hides secrets, hooks and other notes for the GM.
                  </p>
                </div>
              </div>
              <div className="grid gap-2">
                <Label htmlFor={`${id}-expiry`}>Link expires</Label>
                <Select value={expiry} onValueChange={(value) => setExpiry(value as Expiry)}>
                  <SelectTrigger id={`${id}-expiry`}>
                    <SelectValue />
                  </SelectTrigger>
                  <SelectContent>
                    {EXPIRY_CHOICES.map((choice) => (
                      <SelectItem key={choice.value} value={choice.value}>
                        {choice.label}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              </div>
              {shared ? (
                <p className="text-parchment-400 text-xs" id={`${id}-replaces`}>
                  A new link replaces the old one: the old address stops working at once.
                </p>
              ) : null}
              <Button
                onClick={() => void create()}
                busy={busy === 'create'}
                aria-describedby={shared ? `${id}-replaces` : undefined}
              >
                <LinkIcon aria-hidden />
                {shared ? 'Make a new link' : 'Create link'}
              </Button>
            </fieldset>
          )}
          {shared ? (
            <Button variant="outline" onClick={() => void revoke()} busy={busy === 'revoke'}>
              <Trash2Icon aria-hidden />
              Stop sharing
            </Button>
          ) : null}
        </div>
      </DialogContent>
    </Dialog>
  );
}
