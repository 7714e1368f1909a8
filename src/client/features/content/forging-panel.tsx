// The inline 'Forging Your …' panel shown under the form while a generation runs (spec section 2).
import { LoaderCircleIcon } from 'lucide-react';
import './effects.css';

export function ForgingPanel({ title, description }: { title: string; description: string }) {
  return (
    <div
      className="panel relative mt-6 flex items-center gap-4 overflow-hidden rounded-xl p-5"
      data-testid="forging-panel"
    >
      <div
        className="absolute inset-0 bg-[linear-gradient(100deg,transparent_20%,rgb(246_225_166/0.06)_50%,transparent_80%)] animate-[lf-shimmer_1.8s_ease-in-out_infinite]"
        aria-hidden
      />
      <LoaderCircleIcon className="relative size-7 shrink-0 animate-spin text-gold-400" aria-hidden />
      <div className="relative">
        <h3 className="font-display font-semibold text-lg text-parchment-50">{title}</h3>
        <p className="text-parchment-300">{description}</p>
      </div>
    </div>
  );
}
