// The Faction Forge's ADVANCED tab (spec section 2): an optional name and purpose, size, influence, secrecy, an
// optional alignment, goals one per line, the twelve sections to include and the emblem style. Spec section 5 sets
// no rule beyond the optional fields, so every choice starts made and the form always sends.

import { titleCase } from '@client/features/content/gallery/gallery-filters';
import {
  AdvancedFormActions,
  ChipChoiceField,
  FormSection,
  IncludeSection,
  SelectField,
  SuggestionField,
  TextAreaField,
  TextField,
} from '@client/features/content/generate/form-controls';
import type { GeneratorFormProps } from '@client/features/content/generate/generator-shell';
import { zodResolver } from '@hookform/resolvers/zod';
import { FACTION_INFLUENCE_LABELS, FACTION_OPTIONS, FACTION_PURPOSES } from '@shared/kinds/faction';
import { useForm } from 'react-hook-form';
import { FACTION_TEXTS } from './faction-client-kind';
import {
  ADVANCED_DEFAULTS,
  advancedToRequest,
  FACTION_INCLUDES,
  type FactionAdvancedInput,
  type FactionAdvancedValues,
  factionAdvancedFormSchema,
} from './faction-form-values';
import { SECRECY_WORDS } from './faction-text';

export function FactionAdvancedForm({ busy, onGenerate }: GeneratorFormProps) {
  const {
    register,
    control,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<FactionAdvancedInput, unknown, FactionAdvancedValues>({
    resolver: zodResolver(factionAdvancedFormSchema),
    defaultValues: ADVANCED_DEFAULTS,
  });

  return (
    <form
      noValidate
      aria-label="Advanced faction"
      className="panel grid gap-8 rounded-xl p-5 sm:p-7"
      onSubmit={handleSubmit((values) => onGenerate(advancedToRequest(values)))}
    >
      <FormSection title="Identity" description="Leave a field blank and the forge decides it.">
        <TextField
          id="faction-name"
          label="Faction Name (optional)"
          error={errors.name?.message}
          placeholder="Leave blank for a random name"
          autoComplete="off"
          maxLength={80}
          {...register('name')}
        />
        <SuggestionField
          id="faction-purpose"
          label="Purpose (optional)"
          suggestions={FACTION_PURPOSES}
          error={errors.purpose?.message}
          placeholder="e.g. knights sworn to the sun"
          autoComplete="off"
          maxLength={200}
          {...register('purpose')}
        />
      </FormSection>

      <FormSection
        title="Standing"
        description="How far its reach runs, how much it sways and how openly it works."
      >
        <SelectField
          control={control}
          name="size"
          id="faction-size"
          label="Faction Size"
          options={FACTION_OPTIONS.size}
          optionLabel={(size) => size}
          error={errors.size?.message}
        />
        <SelectField
          control={control}
          name="influence"
          id="faction-influence"
          label="Influence Level"
          options={FACTION_OPTIONS.influence}
          optionLabel={(influence) =>
            FACTION_INFLUENCE_LABELS[influence as keyof typeof FACTION_INFLUENCE_LABELS]
          }
          error={errors.influence?.message}
        />
        <SelectField
          control={control}
          name="secrecy"
          id="faction-secrecy"
          label="Secrecy Level"
          options={FACTION_OPTIONS.secrecy}
          optionLabel={(secrecy) => SECRECY_WORDS[secrecy as keyof typeof SECRECY_WORDS]}
          error={errors.secrecy?.message}
        />
        <SelectField
          control={control}
          name="alignment"
          id="faction-alignment"
          label="Alignment (optional)"
          options={FACTION_OPTIONS.alignment}
          optionLabel={(alignment) => (alignment === 'random' ? 'Random' : alignment)}
          error={errors.alignment?.message}
        />
      </FormSection>

      <FormSection title="Goals" description="What it wants. Blank gives it goals of its own.">
        <TextAreaField
          id="faction-goals"
          label="Goals (optional, one per line)"
          error={errors.goals?.message}
          placeholder={'Control the river tolls\nFind the lost crown of Vael'}
          rows={3}
          maxLength={1000}
          className="sm:col-span-2"
          {...register('goals')}
        />
      </FormSection>

      <IncludeSection control={control} idPrefix="faction" includes={FACTION_INCLUDES} />

      <FormSection title="Emblem" description="The style its coat of arms is painted in.">
        <ChipChoiceField
          control={control}
          name="emblemStyle"
          id="faction-emblem-style"
          label="Emblem Style"
          options={FACTION_OPTIONS.emblemStyle}
          optionLabel={titleCase}
          error={errors.emblemStyle?.message}
        />
      </FormSection>

      <AdvancedFormActions
        busy={busy}
        onReset={() => reset(ADVANCED_DEFAULTS)}
        submitLabel={FACTION_TEXTS.forge}
        busyLabel={FACTION_TEXTS.forging}
      />
    </form>
  );
}
