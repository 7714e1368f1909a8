// The inline 'Forging Your …' panel shown under the form while a generation runs (spec section 2), with the
// server's stages as they happen.
import { LoaderCircleIcon } from 'lucide-react';
import '../effects.css';
import { ForgingSteps } from './forging-steps';
import type { GenerationProgress } from './generate-entity';

export function ForgingPanel({
  title,
  description,
  progress,
}: {
  title: string;
  description: string;
  progress: GenerationProgress;
}) {
  return (
    <div
      className="panel relative mt-6 flex items-start gap-4 overflow-hidden rounded-xl p-5"
      data-testid="forging-panel"
    >
      <div
        className="absolute inset-0 bg-[linear-gradient(100deg,transparent_20%,rgb(246_225_166/0.06)_50%,transparent_80%)] animate-[lf-shimmer_1.8s_ease-in-out_infinite]"
        aria-hidden
      />
      <LoaderCircleIcon className="relative mt-0.5 size-7 shrink-0 animate-spin text-gold-400" aria-hidden />
      <div className="relative min-w-0 flex-1">
        <h3 className="font-display font-semibold text-lg text-parchment-50">{title}</h3>
        <p className="text-parchment-300">{description}</p>
        <ForgingSteps progress={progress} variant="panel" />
      </div>
    </div>
  );
}
