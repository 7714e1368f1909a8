// Share links in a detail view (decision 019), the same for every kind: 'Share' opens a dialog that makes a public
// read-only link (player view, expiry), copies it, or stops sharing. Focus returns to 'Share' when it closes.
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
import { ApiError, apiRequest } from '@client/lib/api-client';
import { kindPaths } from '@shared/content';
import type { ShareAnswer } from '@shared/share';
import { CopyIcon, LinkIcon, Share2Icon, Trash2Icon } from 'lucide-react';
import { useId, useState } from 'react';
import type { ClientKind, KindEntity } from './client-kind';
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
  const [playerView, setPlayerView] = useState(true);
  const [expiry, setExpiry] = useState<Expiry>('never');
  // Only the link made in this dialog is known: the server keeps a hash, never the link itself.
  const [link, setLink] = useState<ShareAnswer | null>(null);
  const [busy, setBusy] = useState<'create' | 'revoke' | null>(null);
  const path = kindPaths(kind.contract).share(entity.id);
  const name = String(entity.name ?? kind.contract.label);

  const create = async () => {
    setBusy('create');
    try {
      const days = EXPIRY_CHOICES.find((choice) => choice.value === expiry)?.days;
      const response = await apiRequest(path, 'POST', {
        playerView,
        ...(days ? { expiresInDays: days } : {}),
      });
      setLink((await response.json()) as ShareAnswer);
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
      setLink(null);
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

  return (
    <Dialog>
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
            account. Making a new link ends the old one.
          </DialogDescription>
        </DialogHeader>
        <div className="grid gap-4 font-sans">
          <div className="flex items-start gap-3">
            <Checkbox
              id={`${id}-player-view`}
              checked={playerView}
              onCheckedChange={(checked) => setPlayerView(checked === true)}
            />
            <div className="grid gap-1">
              <Label htmlFor={`${id}-player-view`}>Player view</Label>
              <p className="text-parchment-400 text-xs">Hides secrets, hooks and other notes for the GM.</p>
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
          <Button onClick={() => void create()} busy={busy === 'create'}>
            <LinkIcon aria-hidden />
            {link ? 'Make a new link' : 'Create link'}
          </Button>
          {link ? (
            <div className="grid gap-2">
              <Label htmlFor={`${id}-url`}>Share link</Label>
              <div className="flex gap-2">
                <Input id={`${id}-url`} value={link.url} readOnly onFocus={(e) => e.currentTarget.select()} />
                <Button
                  variant="secondary"
                  onClick={() => void copyToClipboard(link.url, `The link to ${name} is ready to paste.`)}
                >
                  <CopyIcon aria-hidden />
                  Copy
                </Button>
              </div>
              <p className="text-parchment-400 text-xs" aria-live="polite">
                {link.playerView ? 'Player view' : 'Everything, secrets included'}
                {link.expiresAt
                  ? `, until ${new Date(link.expiresAt).toLocaleDateString()}`
                  : ', until you stop sharing'}
                .
              </p>
            </div>
          ) : null}
          <Button variant="outline" onClick={() => void revoke()} busy={busy === 'revoke'}>
            <Trash2Icon aria-hidden />
            Stop sharing
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
