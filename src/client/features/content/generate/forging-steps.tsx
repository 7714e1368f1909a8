// The honest progress of a generation: the server's stages as a stepper (done, current, to come) with the
// seconds elapsed, in the full-screen overlay and, smaller, in the inline panel.
import { cn } from '@client/lib/cn';
import { CheckIcon, HourglassIcon, LoaderCircleIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { GenerationProgress } from './generate-entity';
import { PROGRESS_STAGES, STAGE_LABELS, type StepState, stepStates } from './generate-progress';

/** Whole seconds since `startedAt`, ticking while `running` and holding still afterwards. */
function useElapsedSeconds(startedAt: number, running: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new generation (a new start) restarts the clock.
  useEffect(() => {
    setNow(Date.now());
    if (!running) return;
    // A quarter-second tick turns the counter over within 250 ms of each second.
    const interval = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(interval);
  }, [startedAt, running]);
  return Math.max(0, Math.floor((now - startedAt) / 1000));
}

function StepMark({ state, small }: { state: StepState; small: boolean }) {
  const size = small ? 'size-5' : 'size-6';
  if (state === 'done') {
    return (
      <span
        className={cn(
          'flex shrink-0 items-center justify-center rounded-full border border-gold-400/70 bg-gold-500/20',
          size,
        )}
      >
        <CheckIcon className="size-3.5 text-gold-200" strokeWidth={3} />
      </span>
    );
  }
  if (state === 'current') {
    return (
      <span
        className={cn(
          'relative flex shrink-0 items-center justify-center rounded-full border border-ember-500/70 bg-ember-500/15 shadow-[0_0_14px_-2px_rgb(224_97_42/0.7)]',
          size,
        )}
      >
        <LoaderCircleIcon className="size-3.5 text-ember-300 motion-safe:animate-spin" strokeWidth={2.5} />
      </span>
    );
  }
  return (
    <span className={cn('flex shrink-0 items-center justify-center', size)}>
      <span className="size-2.5 rounded-full border border-parchment-500/60" />
    </span>
  );
}

export function ForgingSteps({
  progress,
  variant,
}: {
  progress: GenerationProgress;
  /** 'overlay': a column in a framed card; 'panel': one wrapping row under the panel's title. */
  variant: 'overlay' | 'panel';
}) {
  const states = stepStates(progress);
  const seconds = useElapsedSeconds(progress.startedAt, !progress.finished);
  const small = variant === 'panel';
  const elapsed = (
    // Hidden from screen readers: a live region would read every tick aloud.
    <span
      className="inline-flex items-center gap-1.5 font-sans text-parchment-400 text-xs tabular-nums"
      aria-hidden
      data-testid="forging-elapsed"
    >
      <HourglassIcon className="size-3.5 text-gold-500" />
      {seconds} s
    </span>
  );
  const steps = (
    <ol
      aria-label="Progress"
      className={cn(small ? 'flex flex-wrap items-center gap-x-5 gap-y-2' : 'grid gap-3.5', 'font-sans')}
      data-testid="forging-steps"
    >
      {PROGRESS_STAGES.map((stage) => {
        const state = states[stage];
        return (
          <li
            key={stage}
            data-step={stage}
            data-state={state}
            aria-current={state === 'current' ? 'step' : undefined}
            className="flex items-center gap-2.5"
          >
            <StepMark state={state} small={small} />
            <span
              className={cn(
                small ? 'text-sm' : 'text-[0.95rem]',
                state === 'current' && 'font-medium text-parchment-50',
                state === 'done' && 'text-parchment-300',
                state === 'to-come' && 'text-parchment-500',
              )}
            >
              {STAGE_LABELS[stage]}
              {state === 'current' ? '…' : ''}
              {/* The state in words, for screen readers (the marks are pictures). */}
              <span className="sr-only">
                {state === 'done' ? ' (done)' : state === 'to-come' ? ' (to come)' : ''}
              </span>
            </span>
          </li>
        );
      })}
    </ol>
  );

  if (small) {
    return (
      <div className="mt-3 flex flex-wrap items-center justify-between gap-x-6 gap-y-2">
        {steps}
        {elapsed}
      </div>
    );
  }
  return (
    <div className="mt-8 w-full max-w-[20rem] rounded-xl border border-gold-500/20 bg-ink-900/75 px-5 pt-4 pb-3 text-left shadow-[0_10px_40px_-12px_rgb(0_0_0/0.8)]">
      {steps}
      <div className="mt-3.5 flex items-center justify-between border-gold-500/15 border-t pt-2.5">
        <span className="font-sans text-[0.68rem] text-gold-500 uppercase tracking-[0.18em]" aria-hidden>
          Elapsed
        </span>
        {elapsed}
      </div>
    </div>
  );
}
