// Buttons for an entity's picture: download it under the kind's file name, and regenerate it.
import { Button, type ButtonProps } from '@client/components/ui/button';
import { Tooltip, TooltipContent, TooltipTrigger } from '@client/components/ui/tooltip';
import { toast } from '@client/components/ui/use-toast';
import { cn } from '@client/lib/cn';
import { DownloadIcon, LoaderCircleIcon, PaintbrushIcon } from 'lucide-react';
import type * as React from 'react';
import { useState } from 'react';
import { costWords, useCreditsAnswer } from '../../account/credit-costs';
import { type ClientKind, imageUrlOf, type KindEntity } from '../client-kind';
import { convertToJpeg } from '../exports/jpeg';
import { saveBlob } from '../exports/save-file';
import { loadAuthedImage, useAuthedImage } from './authed-image';

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
    const file = kind.imageDownloadFormat === 'jpeg' ? await convertToJpeg(blob) : blob;
    saveBlob(file, kind.imageFileName(entity));
  } catch (error) {
    console.warn('Image download failed:', error);
    toast({ variant: 'destructive', title: 'Download Failed', description: kind.texts.image.downloadBroken });
  }
}

function IconAction({
  label,
  tip = label,
  children,
  className,
  ...props
}: { label: string /** The tooltip, when it says more than the name. */; tip?: string } & ButtonProps) {
  return (
    <Tooltip>
      <TooltipTrigger asChild>
        <Button
          variant="secondary"
          size="icon"
          className={cn('size-9', className)}
          aria-label={label}
          {...props}
        >
          {children}
        </Button>
      </TooltipTrigger>
      <TooltipContent>{tip}</TooltipContent>
    </Tooltip>
  );
}

export function DownloadImageButton<Data extends Record<string, unknown>>({
  kind,
  entity,
  label,
  className,
}: {
  kind: ClientKind<Data>;
  entity: KindEntity<Data>;
  /** A labelled button (e.g. in a details view) instead of an icon with a tooltip. */
  label?: string;
  className?: string;
}) {
  const [busy, setBusy] = useState(false);
  // The same cached fetch the frame shows: a picture that failed to load cannot be downloaded either.
  const image = useAuthedImage(imageUrlOf(kind, entity));
  const { noun } = kind.texts.image;
  const props = {
    disabled: busy || image.isError || !canDownloadImage(kind as ClientKind, entity),
    onClick: async () => {
      setBusy(true);
      await downloadImage(kind as ClientKind, entity);
      setBusy(false);
    },
  };
  const icon = busy ? (
    <LoaderCircleIcon className="animate-spin" aria-hidden />
  ) : (
    <DownloadIcon aria-hidden />
  );
  if (label) {
    return (
      <Button variant="secondary" className={className} {...props}>
        {icon}
        {label}
      </Button>
    );
  }
  return (
    <IconAction label={`Download ${noun}`} className={className} {...props}>
      {icon}
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
  // A brush, not a circular arrow: the card's flip button already turns in a circle. The tooltip says the cost.
  const { data } = useCreditsAnswer();
  const cost = data?.costs.regeneration ?? null;
  return (
    <IconAction
      label={`Regenerate ${noun}`}
      tip={cost === null ? `Regenerate ${noun}` : `Regenerate ${noun} (${costWords(cost)})`}
      busy={pending}
      onClick={onRegenerate}
    >
      <PaintbrushIcon className={pending ? 'animate-pulse' : undefined} aria-hidden />
    </IconAction>
  );
}

/**
 * A detail view's labelled 'Regenerate …' button: a brush (the flip button already turns in a circle), and what a
 * new picture costs in its description and tooltip.
 */
export function RegenerateButton({
  busy,
  onClick,
  className,
  children,
}: {
  busy: boolean;
  onClick: () => void;
  className?: string;
  children: React.ReactNode;
}) {
  const { data } = useCreditsAnswer();
  const cost = data?.costs.regeneration ?? null;
  const costs = cost === null ? undefined : `A new picture ${costWords(cost)}`;
  return (
    <Button
      variant="secondary"
      onClick={onClick}
      busy={busy}
      className={className}
      title={costs}
      aria-description={costs}
    >
      <PaintbrushIcon className={cn(busy && 'animate-pulse')} aria-hidden />
      {children}
    </Button>
  );
}
