// The town map large and zoomable on /town/{id}: zoom in, out and reset buttons, the wheel, a two-finger pinch, a
// drag to pan, and the keyboard (+, -, 0 and the arrows on the focused map). Until the map is loaded, and when it
// cannot be, the generic frame shows its states (painting, failed with Regenerate, none).
import { Button } from '@client/components/ui/button';
import { ImageFrame, useImageView } from '@client/features/content/details/image-frame';
import { cn } from '@client/lib/cn';
import { PaintbrushIcon, RotateCcwIcon, ZoomInIcon, ZoomOutIcon } from 'lucide-react';
import type * as React from 'react';
import { useEffect, useRef, useState } from 'react';
import { townClientKind } from './town-client-kind';
import type { TownEntity } from './town-text';

export const MIN_ZOOM = 1;
export const MAX_ZOOM = 5;
const STEP = 1.25;
/** How far one arrow key press pans, as a share of the frame. */
const PAN_STEP = 0.1;

type View = { scale: number; x: number; y: number };
const HOME: View = { scale: 1, x: 0, y: 0 };

/** Keeps the scale in range and the picture over the frame (no empty band beside a zoomed map). */
function clampView(view: View, width: number, height: number): View {
  const scale = Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, view.scale));
  const maxX = ((scale - 1) * width) / 2;
  const maxY = ((scale - 1) * height) / 2;
  return {
    scale,
    x: Math.min(maxX, Math.max(-maxX, view.x)),
    y: Math.min(maxY, Math.max(-maxY, view.y)),
  };
}

export function TownMapViewer({
  town,
  onRegenerate,
  regenerating,
  className,
}: {
  town: TownEntity;
  onRegenerate: () => void;
  regenerating: boolean;
  className?: string;
}) {
  const view = useImageView(townClientKind, town);
  const alt = `Map of ${town.name}`;
  if (view.state !== 'loaded') {
    return (
      <ImageFrame
        kind={townClientKind}
        entity={town}
        alt={alt}
        fit="contain"
        className={cn('aspect-[107/78] w-full rounded-xl border border-gold-500/25', className)}
        regenerating={regenerating}
        onRegenerate={onRegenerate}
      />
    );
  }
  return <ZoomableMap src={view.src} alt={alt} repainting={view.repainting} className={className} />;
}

function ZoomableMap({
  src,
  alt,
  repainting,
  className,
}: {
  src: string;
  alt: string;
  repainting: boolean;
  className?: string;
}) {
  const frame = useRef<HTMLDivElement>(null);
  const [view, setView] = useState<View>(HOME);
  const drag = useRef<{ pointers: Map<number, { x: number; y: number }>; pinch: number | null }>({
    pointers: new Map(),
    pinch: null,
  });

  const update = (next: (current: View) => View) =>
    setView((current) => {
      const box = frame.current?.getBoundingClientRect();
      return clampView(next(current), box?.width ?? 0, box?.height ?? 0);
    });

  /** Zooms by `factor` keeping the point (`cx`, `cy`, from the frame's centre) where it is on screen. */
  const zoomAt = (factor: number, cx = 0, cy = 0) =>
    update((current) => {
      const scale = Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, current.scale * factor));
      const ratio = scale / current.scale;
      return { scale, x: cx - (cx - current.x) * ratio, y: cy - (cy - current.y) * ratio };
    });

  // React listens to the wheel passively, so it cannot keep the page from scrolling: listen here instead.
  useEffect(() => {
    const element = frame.current;
    if (!element) return;
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      const box = element.getBoundingClientRect();
      const factor = Math.exp(-event.deltaY * 0.0015);
      const cx = event.clientX - box.left - box.width / 2;
      const cy = event.clientY - box.top - box.height / 2;
      setView((current) => {
        const scale = Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, current.scale * factor));
        const ratio = scale / current.scale;
        return clampView(
          { scale, x: cx - (cx - current.x) * ratio, y: cy - (cy - current.y) * ratio },
          box.width,
          box.height,
        );
      });
    };
    element.addEventListener('wheel', onWheel, { passive: false });
    return () => element.removeEventListener('wheel', onWheel);
  }, []);

  const onPointerDown = (event: React.PointerEvent<HTMLDivElement>) => {
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current.pointers.set(event.pointerId, { x: event.clientX, y: event.clientY });
  };
  const onPointerMove = (event: React.PointerEvent<HTMLDivElement>) => {
    const { pointers } = drag.current;
    const last = pointers.get(event.pointerId);
    if (!last) return;
    pointers.set(event.pointerId, { x: event.clientX, y: event.clientY });
    if (pointers.size === 2) {
      const [a, b] = [...pointers.values()] as [{ x: number; y: number }, { x: number; y: number }];
      const distance = Math.hypot(a.x - b.x, a.y - b.y);
      if (drag.current.pinch) zoomAt(distance / drag.current.pinch);
      drag.current.pinch = distance;
      return;
    }
    const dx = event.clientX - last.x;
    const dy = event.clientY - last.y;
    update((current) => ({ ...current, x: current.x + dx, y: current.y + dy }));
  };
  const onPointerEnd = (event: React.PointerEvent<HTMLDivElement>) => {
    drag.current.pointers.delete(event.pointerId);
    if (drag.current.pointers.size < 2) drag.current.pinch = null;
  };

  const onKeyDown = (event: React.KeyboardEvent<HTMLDivElement>) => {
    const box = frame.current?.getBoundingClientRect();
    const panX = (box?.width ?? 0) * PAN_STEP;
    const panY = (box?.height ?? 0) * PAN_STEP;
    // The arrows move the view over the map, so the picture slides the other way.
    switch (event.key) {
      case '+':
      case '=':
        zoomAt(STEP);
        break;
      case '-':
        zoomAt(1 / STEP);
        break;
      case '0':
        setView(HOME);
        break;
      case 'ArrowLeft':
        update((c) => ({ ...c, x: c.x + panX }));
        break;
      case 'ArrowRight':
        update((c) => ({ ...c, x: c.x - panX }));
        break;
      case 'ArrowUp':
        update((c) => ({ ...c, y: c.y + panY }));
        break;
      case 'ArrowDown':
        update((c) => ({ ...c, y: c.y - panY }));
        break;
      default:
        return;
    }
    event.preventDefault();
  };

  const percent = Math.round(view.scale * 100);
  return (
    <div className={cn('grid gap-2', className)}>
      <div
        ref={frame}
        role="group"
        aria-roledescription="zoomable map"
        aria-label={`${alt}. Plus and minus zoom, arrows move, 0 resets.`}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the map takes the keyboard's zoom and pan keys.
        tabIndex={0}
        data-testid="town-map-zoom"
        data-scale={view.scale.toFixed(2)}
        className="relative aspect-[107/78] w-full touch-none select-none overflow-hidden rounded-xl border border-gold-500/25 bg-ink-900 focus-visible:outline-2 focus-visible:outline-gold-300 focus-visible:outline-offset-2"
        style={{ cursor: view.scale > 1 ? 'grab' : 'zoom-in' }}
        onKeyDown={onKeyDown}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerEnd}
        onPointerCancel={onPointerEnd}
        onDoubleClick={(event) => {
          const box = event.currentTarget.getBoundingClientRect();
          zoomAt(2, event.clientX - box.left - box.width / 2, event.clientY - box.top - box.height / 2);
        }}
      >
        <img
          src={src}
          alt={alt}
          draggable={false}
          className="size-full object-contain"
          style={{
            transform: `translate(${view.x}px, ${view.y}px) scale(${view.scale})`,
            transformOrigin: 'center',
          }}
        />
        {repainting ? (
          <span className="absolute bottom-2 left-2 inline-flex items-center gap-1.5 rounded-full border border-gold-500/40 bg-ink-950/80 px-2.5 py-1 font-sans text-[0.7rem] text-gold-200 backdrop-blur-sm">
            <PaintbrushIcon className="size-3" aria-hidden />
            {townClientKind.texts.image.painting}
          </span>
        ) : null}
      </div>
      {/* Paper has no zoom: the map prints whole (print.css), without the controls. */}
      <div className="flex items-center justify-between gap-2 print:hidden">
        <p className="font-sans text-parchment-500 text-xs max-sm:hidden">
          Scroll or pinch to zoom, drag to move; on the focused map use + and −, the arrows and 0.
        </p>
        <div className="flex items-center gap-1.5 sm:ml-auto" role="group" aria-label="Map zoom">
          <Button
            variant="secondary"
            size="icon"
            aria-label="Zoom out"
            aria-disabled={view.scale <= MIN_ZOOM}
            className="size-9 aria-disabled:opacity-50"
            onClick={() => zoomAt(1 / STEP)}
          >
            <ZoomOutIcon aria-hidden />
          </Button>
          <output
            className="w-14 text-center font-sans text-parchment-300 text-sm tabular-nums"
            aria-live="polite"
            aria-label="Zoom level"
          >
            {percent}%
          </output>
          <Button
            variant="secondary"
            size="icon"
            aria-label="Zoom in"
            aria-disabled={view.scale >= MAX_ZOOM}
            className="size-9 aria-disabled:opacity-50"
            onClick={() => zoomAt(STEP)}
          >
            <ZoomInIcon aria-hidden />
          </Button>
          <Button
            variant="ghost"
            size="sm"
            className="aria-disabled:opacity-50"
            aria-disabled={view.scale === 1 && view.x === 0 && view.y === 0}
            onClick={() => setView(HOME)}
          >
            <RotateCcwIcon aria-hidden />
            Reset
          </Button>
        </div>
      </div>
    </div>
  );
}
