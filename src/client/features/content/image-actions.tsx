// Buttons for an entity's picture: download it under the kind's file name, and regenerate it.
import { Button, type ButtonProps } from '@client/components/ui/button';
import { Tooltip, TooltipContent, TooltipTrigger } from '@client/components/ui/tooltip';
import { toast } from '@client/components/ui/use-toast';
import { DownloadIcon, LoaderCircleIcon, RefreshCwIcon } from 'lucide-react';
import { useState } from 'react';
import { loadAuthedImage, useAuthedImage } from './authed-image';
import { type ClientKind, imageUrlOf, type KindEntity } from './client-kind';
import { saveBlob } from './save-file';

/** Whether there is a picture to download (spec section 4: disabled when failed or none). */
export function canDownloadImage(kind: ClientKind, entity: KindEntity): boolean {
  return imageUrlOf(kind, entity) !== null && entity.imageStatus !== 'failed';
}

export async function downloadImage(kind: ClientKind, entity: KindEntity): Promise<void> {
  const url = imageUrlOf(kind, entity);
  if (!url) {
    toast({ variant: 'destructive', title: 'Download Failed', description: kind.texts.image.downloadNone });
    return;
  }
  try {
    const { blob } = await loadAuthedImage(url);
    if (blob.size === 0 || !blob.type.startsWith('image/')) throw new Error('Not an image');
    saveBlob(blob, kind.imageFileName(entity));
  } catch (error) {
    console.warn('Image download failed:', error);
    toast({ variant: 'destructive', title: 'Download Failed', description: kind.texts.image.downloadBroken });
  }
}

function IconAction({ label, children, ...props }: { label: string } & ButtonProps) {
  return (
    <Tooltip>
      <TooltipTrigger asChild>
        <Button variant="secondary" size="icon" className="size-9" aria-label={label} {...props}>
          {children}
        </Button>
      </TooltipTrigger>
      <TooltipContent>{label}</TooltipContent>
    </Tooltip>
  );
}

export function DownloadImageButton<Data extends Record<string, unknown>>({
  kind,
  entity,
}: {
  kind: ClientKind<Data>;
  entity: KindEntity<Data>;
}) {
  const [busy, setBusy] = useState(false);
  // The same cached fetch the frame shows: a picture that failed to load cannot be downloaded either.
  const image = useAuthedImage(imageUrlOf(kind, entity));
  const { noun } = kind.texts.image;
  return (
    <IconAction
      label={`Download ${noun}`}
      disabled={busy || image.isError || !canDownloadImage(kind as ClientKind, entity)}
      onClick={async () => {
        setBusy(true);
        await downloadImage(kind as ClientKind, entity);
        setBusy(false);
      }}
    >
      {busy ? <LoaderCircleIcon className="animate-spin" aria-hidden /> : <DownloadIcon aria-hidden />}
    </IconAction>
  );
}

export function RegenerateImageButton({
  noun,
  pending,
  onRegenerate,
}: {
  noun: string;
  pending: boolean;
  onRegenerate: () => void;
}) {
  return (
    <IconAction label={`Regenerate ${noun}`} disabled={pending} onClick={onRegenerate}>
      <RefreshCwIcon className={pending ? 'animate-spin' : undefined} aria-hidden />
    </IconAction>
  );
}
