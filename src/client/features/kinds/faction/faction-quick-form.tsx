// The Faction Forge's QUICK tab: an optional name, a purpose in the game master's words (with suggestions) and a
// size; influence, secrecy and emblem style take the spec's defaults (moderate, known, fantasy) and every section
// is written.
import {
  ForgeButton,
  QuickFormIntro,
  SelectField,
  SuggestionField,
  TextField,
} from '@client/features/content/generate/form-controls';
import type { GeneratorFormProps } from '@client/features/content/generate/generator-shell';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  FACTION_OPTIONS,
  FACTION_PURPOSES,
  type FactionQuickForm as FactionQuickValues,
  factionQuickFormSchema,
  factionQuickToRequest,
} from '@shared/kinds/faction';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FACTION_TEXTS } from './faction-client-kind';
import { QUICK_DEFAULTS } from './faction-form-values';

export function FactionQuickForm({ busy, onGenerate }: GeneratorFormProps) {
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<FactionQuickValues, unknown, z.output<typeof factionQuickFormSchema>>({
    resolver: zodResolver(factionQuickFormSchema),
    defaultValues: QUICK_DEFAULTS,
  });

  return (
    <form
      noValidate
      aria-label="Quick faction"
      className="panel grid gap-6 rounded-xl p-5 sm:p-7"
      onSubmit={handleSubmit((values) => onGenerate(factionQuickToRequest(values)))}
    >
      <QuickFormIntro>
        Say what the faction is for and how far its reach runs. The forge names it, gives it a motto, leaders,
        rivals and secrets, and paints its coat of arms.
      </QuickFormIntro>
      <TextField
        id="faction-quick-name"
        label="Name (optional)"
        error={errors.name?.message}
        placeholder="Leave blank for a random name"
        autoComplete="off"
        maxLength={80}
        {...register('name')}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <SuggestionField
          id="faction-quick-purpose"
          label="Purpose (optional)"
          suggestions={FACTION_PURPOSES}
          error={errors.purpose?.message}
          hint="Pick one or write your own: smugglers under the old lighthouse."
          placeholder="e.g. thieves' guild"
          autoComplete="off"
          maxLength={200}
          {...register('purpose')}
        />
        <SelectField
          control={control}
          name="size"
          id="faction-quick-size"
          label="Size"
          options={FACTION_OPTIONS.size}
          optionLabel={(size) => size}
          error={errors.size?.message}
          className="content-start"
        />
      </div>
      <p className="font-sans text-parchment-400 text-sm">
        Moderate influence, openly known, a fantasy emblem, and every section written.
      </p>
      <ForgeButton busy={busy} label={FACTION_TEXTS.forge} busyLabel={FACTION_TEXTS.forging} mode="quick" />
    </form>
  );
}
