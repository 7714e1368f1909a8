// A generator page's body for any kind: Quick and Advanced tabs around the kind's forms, the overlay and inline
// panel while generating, the success path (the gallery, or the kind's outcome card on this page) and the error
// toasts (spec sections 2, 4 and 8).
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@client/components/ui/tabs';
import { creditsWord, displayCredits, useSession } from '@client/lib/session-store';
import { CoinsIcon, FeatherIcon, SlidersHorizontalIcon, ZapIcon } from 'lucide-react';
import type * as React from 'react';
import { useState } from 'react';
import type { ClientKind, KindEntity } from '../client-kind';
import { ForgeContextNotice, useForgeContext } from './forge-context';
import { ForgingOverlay } from './forging-overlay';
import { ForgingPanel } from './forging-panel';
import { useGenerateEntity } from './generate-entity';

export type GeneratorMode = 'quick' | 'advanced';

export type GeneratorFormProps = {
  /** True while a generation runs (and during the short pause before the gallery opens). */
  busy: boolean;
  /** Sends a request the kind's schema accepts. */
  onGenerate: (request: unknown) => void;
  /**
   * What the form starts from when it forges for another entity (`?name=…&occupation=…`, decision 024): a form uses
   * the fields it knows and ignores the rest.
   */
  prefill: Readonly<Record<string, string>>;
};

/** How the last generation ended, for a kind that shows it on the generator page instead of opening the gallery. */
export type GenerationOutcome<Data extends Record<string, unknown>> =
  | { status: 'success'; entity: KindEntity<Data> }
  | { status: 'error'; error: unknown };

export function GeneratorShell<Data extends Record<string, unknown>>({
  kind,
  quick,
  advanced,
  initialMode = 'quick',
  notice,
  tips,
  outcome,
}: {
  kind: ClientKind<Data>;
  quick: (props: GeneratorFormProps) => React.ReactNode;
  advanced: (props: GeneratorFormProps) => React.ReactNode;
  initialMode?: GeneratorMode;
  /** Shown above the tabs (e.g. 'Re-forging from …'). */
  notice?: React.ReactNode;
  /** Short lines for the side panel. */
  tips: readonly string[];
  /**
   * Shows how the last generation ended under the forms and stays on the page (spec section 2 for factions: a
   * 'Faction Created!' card instead of the redirect, a 'Generation Failed' card besides the toast). Without it the
   * gallery opens 500 ms after a success.
   */
  outcome?: (outcome: GenerationOutcome<Data>) => React.ReactNode;
}) {
  const context = useForgeContext();
  const prefilled = Object.keys(context.prefill).length > 0;
  const [mode, setMode] = useState<GeneratorMode>(prefilled ? 'advanced' : initialMode);
  const [submittedMode, setSubmittedMode] = useState<GeneratorMode>(initialMode);
  const generate = useGenerateEntity(kind, { redirect: !outcome });
  const { user } = useSession();
  const tabs = kind.texts.modeTabs ?? { quick: 'Quick', advanced: 'Advanced' };
  const ended: GenerationOutcome<Data> | null =
    generate.status === 'success'
      ? { status: 'success', entity: generate.data }
      : generate.status === 'error'
        ? { status: 'error', error: generate.error }
        : null;

  const formProps = (formMode: GeneratorMode): GeneratorFormProps => ({
    busy: generate.busy,
    onGenerate: (request) => {
      if (generate.busy) return;
      setSubmittedMode(formMode);
      generate.mutate(context.ref ? { ...(request as object), context: context.ref } : request);
    },
    prefill: context.prefill,
  });

  return (
    <div className="mt-8 grid gap-6 lg:grid-cols-[minmax(0,1fr)_18rem] lg:items-start">
      <div className="min-w-0">
        {notice}
        <ForgeContextNotice kind={kind} context={context} />
        <Tabs
          // Another context (or none) starts the forms afresh from its own pre-fill.
          key={context.ref ? `${context.ref.kind}:${context.ref.id}` : 'none'}
          value={mode}
          onValueChange={(value) => setMode(value as GeneratorMode)}
        >
          <TabsList className="sm:max-w-sm" aria-label="Generator mode">
            <TabsTrigger value="quick">
              <ZapIcon className="size-4" aria-hidden />
              {tabs.quick}
            </TabsTrigger>
            <TabsTrigger value="advanced">
              <SlidersHorizontalIcon className="size-4" aria-hidden />
              {tabs.advanced}
            </TabsTrigger>
          </TabsList>
          <TabsContent value="quick" forceMount hidden={mode !== 'quick'}>
            {quick(formProps('quick'))}
          </TabsContent>
          <TabsContent value="advanced" forceMount hidden={mode !== 'advanced'}>
            {advanced(formProps('advanced'))}
          </TabsContent>
        </Tabs>
        {generate.busy ? (
          <ForgingPanel
            title={kind.texts.forgingPanel.title}
            description={kind.texts.forgingPanel.description}
            progress={generate.progress}
          />
        ) : null}
        {outcome && ended && !generate.busy ? outcome(ended) : null}
      </div>

      <aside className="panel rounded-xl p-5 lg:sticky lg:top-24" aria-label="Forge notes">
        <div className="flex items-center gap-3">
          <span className="flex size-10 items-center justify-center rounded-full bg-gold-500/15">
            <CoinsIcon className="size-5 text-gold-300" aria-hidden />
          </span>
          <div className="font-sans">
            <p className="font-semibold text-gold-200 text-xl tabular-nums leading-tight">
              {displayCredits(user)}
            </p>
            <p className="text-parchment-400 text-xs">
              {creditsWord(displayCredits(user))} · each forging uses one
            </p>
          </div>
        </div>
        <div className="rule-fade my-5" />
        <h2 className="flex items-center gap-2 font-sans font-semibold text-[0.7rem] text-gold-400 uppercase tracking-[0.2em]">
          <FeatherIcon className="size-3.5" aria-hidden />
          Forge notes
        </h2>
        <ul className="mt-3 grid gap-3 text-[0.98rem] text-parchment-300 leading-snug">
          {tips.map((tip) => (
            <li key={tip} className="flex gap-2.5">
              <span className="mt-[0.55rem] size-1.5 shrink-0 rotate-45 bg-gold-500" aria-hidden />
              <span>{tip}</span>
            </li>
          ))}
        </ul>
      </aside>

      <ForgingOverlay
        open={generate.busy}
        title={kind.texts.overlay[submittedMode]}
        hint={kind.texts.overlayHint}
        progress={generate.progress}
      />
    </div>
  );
}
