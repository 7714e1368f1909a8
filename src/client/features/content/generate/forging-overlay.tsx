// The full-screen overlay while a generation runs (spec section 2): the mode's headline over turning rings, and
// the server's stages as they happen.
import { EmberField } from '@client/components/ember-field';
import { HammerIcon } from 'lucide-react';
import { ForgingSteps } from './forging-steps';
import type { GenerationProgress } from './generate-entity';

export function ForgingOverlay({
  open,
  title,
  hint,
  progress,
}: {
  open: boolean;
  title: string;
  hint: string;
  progress: GenerationProgress;
}) {
  if (!open) return null;
  return (
    <div
      className="fixed inset-0 z-[60] flex items-center justify-center bg-ink-950/85 p-6 backdrop-blur-sm motion-safe:animate-[fade-up_0.2s_ease-out_both]"
      role="status"
      aria-live="assertive"
      data-testid="forging-overlay"
    >
      <EmberField className="opacity-70" />
      <div className="relative flex max-w-2xl flex-col items-center text-center">
        <div className="relative flex size-44 items-center justify-center" aria-hidden>
          <div className="absolute inset-0 rounded-full border border-gold-500/25 border-dashed motion-safe:animate-[spin_6s_linear_infinite]" />
          <div className="absolute inset-5 rounded-full border border-ember-500/35 motion-safe:animate-pulse-ring" />
          <div className="absolute inset-9 rounded-full border border-gold-400/20 border-dotted motion-safe:animate-[spin_9s_linear_infinite_reverse]" />
          <div className="relative flex size-20 items-center justify-center rounded-full border border-gold-400/60 bg-[radial-gradient(circle_at_35%_30%,var(--color-ink-600),var(--color-ink-900))] shadow-[0_0_60px_-4px_rgb(224_97_42/0.75)]">
            <HammerIcon className="size-9 text-gold-300 motion-safe:animate-flicker" />
          </div>
        </div>
        <h2 className="mt-8 font-display font-semibold text-2xl text-gilded sm:text-3xl">{title}</h2>
        <p className="mt-3 font-serif text-lg text-parchment-300 italic">{hint}</p>
        <ForgingSteps progress={progress} variant="overlay" />
      </div>
    </div>
  );
}
