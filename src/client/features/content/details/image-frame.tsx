// An entity's picture with every state of spec section 4: loading, painting, loaded, failed (with the reason and
// Regenerate) and none (the kind's placeholder). Read-only (a share link's page) the address is public and shown as
// it is; printed, the frame loses its ink backdrop and keeps the picture at a sheet's size.
import { Button } from '@client/components/ui/button';
import { toast } from '@client/components/ui/use-toast';
import { ApiError } from '@client/lib/api-client';
import { cn } from '@client/lib/cn';
import {
  ImageOffIcon,
  LoaderCircleIcon,
  PaintbrushIcon,
  RefreshCwIcon,
  TriangleAlertIcon,
} from 'lucide-react';
import { useEffect, useState } from 'react';
import '../effects.css';
import { type ClientKind, imageUrlOf, type KindEntity } from '../client-kind';
import { Sparkle } from '../gallery/sparkle';
import { useAuthedImage } from './authed-image';
import { useReadOnlyDetails } from './sections';

export type ImageFrameState = 'loading' | 'painting' | 'loaded' | 'failed' | 'none';

/** The message for a picture that could not be shown (spec section 8). */
export function imageFailureMessage(kind: ClientKind, error: unknown): string {
  const { imageErrorCodes, imageMessages } = kind.contract;
  if (error instanceof ApiError) {
    if (error.code === imageErrorCodes.expired) return imageMessages.expired;
    if (error.code === imageErrorCodes.missing) return imageMessages.missing;
    if (error.code === 'IMAGE_GENERATION_FAILED' && error.message) return error.message;
    if (kind.texts.image.serverMessages && error.message) return error.message;
  }
  return kind.texts.image.loadFailed;
}

export type ImageView =
  | { state: 'loading' | 'painting' | 'none' }
  | {
      state: 'loaded';
      src: string;
      repainting: boolean;
      repaintFailed: string | null;
      /** A public picture that fails to load turns the frame to its failed state. */
      onError?: () => void;
    }
  | { state: 'failed'; message: string };

/** Decides what the frame shows from the entity's image status and the picture's fetch. */
export function useImageView<Data extends Record<string, unknown>>(
  kind: ClientKind<Data>,
  entity: KindEntity<Data>,
): ImageView {
  const url = imageUrlOf(kind, entity);
  const readOnly = useReadOnlyDetails();
  // A public address needs no bearer token (and there is no session): the browser loads it as it is.
  const image = useAuthedImage(readOnly ? null : url);
  const [publicFailed, setPublicFailed] = useState<string | null>(null);
  if (readOnly) {
    if (!url) return { state: 'none' };
    if (publicFailed === url) return { state: 'failed', message: kind.texts.image.loadFailed };
    return {
      state: 'loaded',
      src: url,
      repainting: false,
      repaintFailed: null,
      onError: () => setPublicFailed(url),
    };
  }
  if (!url) {
    if (entity.imageStatus === 'pending') return { state: 'painting' };
    if (entity.imageStatus === 'failed') {
      return { state: 'failed', message: entity.imageError || kind.texts.image.loadFailed };
    }
    return { state: 'none' };
  }
  if (image.data) {
    return {
      state: 'loaded',
      src: image.data.objectUrl,
      // A regeneration keeps the old picture until the new one is ready.
      repainting: entity.imageStatus === 'pending',
      repaintFailed:
        entity.imageStatus === 'failed' ? entity.imageError || kind.texts.image.loadFailed : null,
    };
  }
  if (image.isError)
    return { state: 'failed', message: imageFailureMessage(kind as ClientKind, image.error) };
  return { state: 'loading' };
}

export function ImageFrame<Data extends Record<string, unknown>>({
  kind,
  entity,
  alt,
  className,
  onRegenerate,
  regenerating = false,
  sparkle = false,
  compact = false,
  imageClassName,
  fit = 'cover',
  announceFailure = false,
  printWide = false,
}: {
  kind: ClientKind<Data>;
  entity: KindEntity<Data>;
  alt: string;
  className?: string;
  /** Offers Regenerate in the failed and empty states. */
  onRegenerate?: () => void;
  regenerating?: boolean;
  sparkle?: boolean;
  /** Smaller type for card-sized frames. */
  compact?: boolean;
  /** E.g. an object position, when the frame crops the picture. */
  imageClassName?: string;
  /**
   * 'contain' shows the whole picture (a square item in a wide card frame), over a blurred copy of itself that
   * fills the rest of the frame; 'cover' (the default) crops it to fill.
   */
  fit?: 'cover' | 'contain';
  /** Toasts the kind's `image.failureToast` when the picture fails (a detail view; a gallery would toast per card). */
  announceFailure?: boolean;
  /** A wide picture (a map) prints across the sheet, as the PDF gives it a page; others print at a portrait's size. */
  printWide?: boolean;
}) {
  const view = useImageView(kind, entity);
  const readOnly = useReadOnlyDetails();
  const { image } = kind.texts;
  // Once per failure of this picture: a new address (a regenerated picture) may fail and be announced again.
  const failure = view.state === 'failed' ? (imageUrlOf(kind, entity) ?? 'none') : null;
  useEffect(() => {
    if (failure !== null && announceFailure && image.failureToast) {
      toast({ variant: 'destructive', ...image.failureToast });
    }
  }, [failure, announceFailure, image.failureToast]);
  return (
    <div
      className={cn('image-frame relative isolate overflow-hidden bg-ink-900', className)}
      data-testid="image-frame"
      data-state={view.state}
      data-print-wide={printWide ? '' : undefined}
      aria-busy={view.state === 'loading' || view.state === 'painting' ? true : undefined}
    >
      {view.state === 'loaded' ? (
        <>
          {fit === 'contain' ? (
            <img
              src={view.src}
              alt=""
              aria-hidden
              className="absolute inset-0 size-full scale-110 object-cover opacity-70 blur-md brightness-75 print:hidden"
              draggable={false}
            />
          ) : null}
          <img
            src={view.src}
            alt={alt}
            onError={view.onError}
            className={cn(
              'relative size-full motion-safe:animate-[fade-up_0.4s_ease-out_both]',
              fit === 'contain' ? 'object-contain' : 'object-cover',
              imageClassName,
            )}
            draggable={false}
          />
          {view.repainting ? (
            <span className="print:hidden absolute bottom-2 left-2 inline-flex items-center gap-1.5 rounded-full border border-gold-500/40 bg-ink-950/80 px-2.5 py-1 font-sans text-[0.7rem] text-gold-200 backdrop-blur-sm">
              <PaintbrushIcon className="size-3 animate-[lf-brush_1.4s_ease-in-out_infinite]" aria-hidden />
              {image.painting}
            </span>
          ) : null}
          {view.repaintFailed ? (
            <span
              className="print:hidden absolute right-2 bottom-2 left-2 flex items-center gap-1.5 rounded-md border border-blood-500/50 bg-blood-900/85 px-2.5 py-1.5 font-sans text-[0.72rem] text-blood-300 backdrop-blur-sm"
              title={view.repaintFailed}
            >
              <TriangleAlertIcon className="size-3.5 shrink-0" aria-hidden />
              <span className="truncate">{view.repaintFailed}</span>
            </span>
          ) : null}
        </>
      ) : null}

      {view.state === 'loading' || view.state === 'painting' ? (
        <div className="absolute inset-0 bg-[radial-gradient(circle_at_50%_40%,var(--color-ink-700),var(--color-ink-900)_70%)]">
          <div
            className="absolute inset-0 bg-[linear-gradient(100deg,transparent_20%,rgb(246_225_166/0.08)_50%,transparent_80%)] animate-[lf-shimmer_1.6s_ease-in-out_infinite]"
            aria-hidden
          />
          {view.state === 'painting' ? (
            <div className="absolute inset-0 flex flex-col items-center justify-center gap-3 p-4 text-center">
              <span className="relative flex size-14 items-center justify-center rounded-full border border-gold-500/40 bg-ink-900/70 shadow-[0_0_30px_-6px_rgb(224_97_42/0.6)]">
                <span
                  className="absolute inset-[-6px] rounded-full border border-gold-400/25 border-dashed motion-safe:animate-spin-slow"
                  aria-hidden
                />
                <PaintbrushIcon
                  className="size-6 text-gold-300 animate-[lf-brush_1.4s_ease-in-out_infinite]"
                  aria-hidden
                />
              </span>
              <span className={cn('font-serif text-parchment-200 italic', compact ? 'text-sm' : 'text-base')}>
                {image.painting}
              </span>
            </div>
          ) : (
            <span className="sr-only">Loading {image.noun}</span>
          )}
        </div>
      ) : null}

      {view.state === 'failed' || view.state === 'none' ? (
        <>
          <img
            src={kind.placeholderImage}
            alt=""
            className="size-full object-cover opacity-45 saturate-50"
            draggable={false}
          />
          <div className="absolute inset-0 flex flex-col items-center justify-end gap-2.5 bg-[linear-gradient(180deg,transparent_25%,rgb(10_8_7/0.92)_80%)] p-4 text-center">
            {view.state === 'failed' ? (
              <TriangleAlertIcon className="size-6 text-blood-300" aria-hidden />
            ) : (
              <ImageOffIcon className="size-6 text-parchment-400" aria-hidden />
            )}
            <p
              className={cn(
                'max-w-[28ch] font-sans leading-snug',
                compact ? 'text-[0.78rem]' : 'text-sm',
                view.state === 'failed' ? 'text-blood-300' : 'text-parchment-300',
              )}
              role={view.state === 'failed' ? 'alert' : undefined}
            >
              {view.state === 'failed' ? view.message : (image.none ?? kind.contract.imageMessages.none)}
            </p>
            {onRegenerate && !readOnly ? (
              <Button
                size="sm"
                variant="outline"
                onClick={onRegenerate}
                busy={regenerating}
                className="print:hidden"
              >
                {regenerating ? (
                  <LoaderCircleIcon className="animate-spin" aria-hidden />
                ) : (
                  <RefreshCwIcon aria-hidden />
                )}
                Regenerate
              </Button>
            ) : null}
          </div>
        </>
      ) : null}

      <Sparkle active={sparkle && !readOnly} />
    </div>
  );
}
