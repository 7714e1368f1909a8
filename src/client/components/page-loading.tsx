// What a page shows while its code or data loads: a slow ember spinner with a line of text.
import { LoaderCircleIcon } from 'lucide-react';

export function PageLoading({ label = 'Unrolling the scroll…' }: { label?: string }) {
  return (
    <div
      className="flex min-h-[40vh] flex-col items-center justify-center gap-3 text-parchment-400"
      role="status"
    >
      <LoaderCircleIcon className="size-7 animate-spin text-gold-400" aria-hidden />
      <span className="font-serif italic">{label}</span>
    </div>
  );
}
