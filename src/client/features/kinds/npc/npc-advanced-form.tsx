// The NPC generator's Advanced tab: every field of the request (spec section 3), validated by the shared schema.
import { FormField } from '@client/components/ui/form-field';
import { Label } from '@client/components/ui/label';
import { Slider } from '@client/components/ui/slider';
import { Textarea } from '@client/components/ui/textarea';
import { titleCase } from '@client/features/content/gallery/gallery-filters';
import {
  AdvancedFormActions,
  CheckboxField,
  ChipChoiceField,
  errorAria,
  FormSection,
  IncludeSection,
  SelectField,
  TextField,
} from '@client/features/content/generate/form-controls';
import type { GeneratorFormProps } from '@client/features/content/generate/generator-shell';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  NPC_CHALLENGE_RATINGS,
  NPC_OPTIONS,
  type NpcRequest,
  type NpcRequestInput,
  npcRequestSchema,
} from '@shared/kinds/npc';
import { useState } from 'react';
import { type Control, Controller, useForm } from 'react-hook-form';
import { NPC_ADVANCED_DEFAULTS, TRAITS, type TraitName, traitValue, traitWord } from './npc-form-values';

const LISTED_OCCUPATIONS: readonly string[] = NPC_OPTIONS.occupation.filter((o) => o !== 'custom');

const INCLUDES = [
  {
    name: 'includeBackstory',
    label: 'Include Backstory',
    description: 'Where they come from and what shaped them',
  },
  { name: 'includeSecrets', label: 'Include Secrets', description: 'What they would rather nobody learned' },
  { name: 'includeFlaws', label: 'Include Flaws', description: 'The cracks your players can find' },
  { name: 'includePlotHooks', label: 'Include Plot Hooks', description: 'Ready-made threads for your table' },
] as const;

/** The CR select's first choice: no rating sent, so the server derives one from the occupation and age. */
const DERIVED_CR = 'derived';
const CR_CHOICES = [DERIVED_CR, ...NPC_CHALLENGE_RATINGS] as const;
const crLabel = (cr: string) => (cr === DERIVED_CR ? 'From occupation and age' : `CR ${cr}`);

const ART_STYLE_LABELS: Record<string, string> = { 'concept-art': 'Concept Art', 'cel-shaded': 'Cel-Shaded' };

/**
 * What a forging for another entity knows of the NPC (a town's key NPC: name and role; an owner: race, class): each
 * field kept only when the form can take it (an option list's value, a name or occupation within its limits).
 */
export function npcPrefill(prefill: Readonly<Record<string, string>>): Partial<NpcRequestInput> {
  const values: Partial<NpcRequestInput> = {};
  const known = npcRequestSchema.shape;
  for (const field of ['name', 'occupation', 'race', 'gender', 'age', 'socialClass'] as const) {
    const value = prefill[field]?.trim();
    if (value && known[field].safeParse(value).success) Object.assign(values, { [field]: value });
  }
  return values;
}

export function NpcAdvancedForm({
  busy,
  onGenerate,
  prefill,
  initialValues,
}: GeneratorFormProps & { initialValues?: NpcRequestInput }) {
  const defaults = { ...NPC_ADVANCED_DEFAULTS, ...npcPrefill(prefill), ...initialValues };
  const [customOccupation, setCustomOccupation] = useState(!LISTED_OCCUPATIONS.includes(defaults.occupation));
  const {
    register,
    control,
    handleSubmit,
    setValue,
    reset,
    watch,
    formState: { errors },
  } = useForm<NpcRequestInput, unknown, NpcRequest>({
    resolver: zodResolver(npcRequestSchema),
    defaultValues: defaults,
  });

  return (
    <form
      noValidate
      aria-label="Advanced NPC"
      className="panel grid gap-8 rounded-xl p-5 sm:p-7"
      onSubmit={handleSubmit(({ statBlock, challengeRating, ...request }) =>
        // The spec's advanced payload exactly, unless the game master asked for a stat block.
        onGenerate(
          statBlock ? { ...request, statBlock, ...(challengeRating ? { challengeRating } : {}) } : request,
        ),
      )}
    >
      <FormSection title="Who they are" description="Leave any choice on Random and the forge decides.">
        <TextField
          id="npc-name"
          label="Name (optional)"
          error={errors.name?.message}
          className="sm:col-span-2"
          placeholder="Leave blank for a random name"
          autoComplete="off"
          maxLength={80}
          {...register('name')}
        />
        <SelectField
          control={control}
          name="race"
          id="npc-race"
          label="Race"
          options={NPC_OPTIONS.race}
          error={errors.race?.message}
        />
        <SelectField
          control={control}
          name="gender"
          id="npc-gender"
          label="Gender"
          options={NPC_OPTIONS.gender}
          error={errors.gender?.message}
        />
        <SelectField
          control={control}
          name="occupation"
          id="npc-occupation"
          label="Occupation"
          options={NPC_OPTIONS.occupation}
          value={customOccupation ? 'custom' : undefined}
          onValueChange={(value) => {
            const custom = value === 'custom';
            setCustomOccupation(custom);
            setValue('occupation', custom ? '' : value, { shouldValidate: !custom });
          }}
          error={customOccupation ? undefined : errors.occupation?.message}
        />
        {customOccupation ? (
          <TextField
            id="npc-custom-occupation"
            label="Custom occupation"
            error={errors.occupation?.message}
            placeholder="e.g. lighthouse keeper"
            autoComplete="off"
            maxLength={60}
            autoFocus
            {...register('occupation')}
          />
        ) : null}
        <SelectField
          control={control}
          name="age"
          id="npc-age"
          label="Age"
          options={NPC_OPTIONS.age}
          error={errors.age?.message}
        />
        <SelectField
          control={control}
          name="socialClass"
          id="npc-social-class"
          label="Social Class"
          options={NPC_OPTIONS.socialClass}
          error={errors.socialClass?.message}
        />
        <FormField
          id="npc-notable-features"
          label="Notable Features (optional)"
          error={errors.notableFeatures?.message}
          hint="Scars, tattoos, a missing finger, an unusual voice…"
          className="sm:col-span-2"
        >
          <Textarea
            id="npc-notable-features"
            rows={3}
            maxLength={500}
            placeholder="A burn scar across the left hand; always smells of cloves"
            {...errorAria('npc-notable-features', errors.notableFeatures)}
            {...register('notableFeatures')}
          />
        </FormField>
      </FormSection>

      <FormSection title="Temperament" description="Where they sit between the extremes, from 1 to 10.">
        {/* One slider per row at every width: the header ('Friendliness  5 · Neutral') keeps to one line, and a
            longer groove is easier to set precisely. */}
        <div className="grid gap-4 sm:col-span-2">
          {TRAITS.map((trait) => (
            <TraitSlider key={trait.name} control={control} {...trait} error={errors[trait.name]?.message} />
          ))}
        </div>
      </FormSection>

      <IncludeSection control={control} idPrefix="npc" includes={INCLUDES} />

      {/* Opt-in: left alone, the form sends neither field and the request is the spec's. */}
      <FormSection title="Game statistics" description="Numbers for the table, worked out from the 5e rules.">
        <CheckboxField
          control={control}
          name="statBlock"
          id="npc-statBlock"
          label="Include a 5e stat block"
          description="Armor, hit points, abilities and attacks at a challenge rating"
        />
        {watch('statBlock') ? (
          <SelectField
            control={control}
            name="challengeRating"
            id="npc-challenge-rating"
            label="Challenge Rating"
            options={CR_CHOICES}
            optionLabel={crLabel}
            value={watch('challengeRating') ?? DERIVED_CR}
            onValueChange={(value) =>
              setValue(
                'challengeRating',
                value === DERIVED_CR ? undefined : (value as NpcRequestInput['challengeRating']),
              )
            }
            error={errors.challengeRating?.message}
          />
        ) : null}
      </FormSection>

      <FormSection title="Portrait" description="The style the portrait is painted in.">
        <ChipChoiceField
          control={control}
          name="artStyle"
          id="npc-art-style"
          label="Art Style"
          options={NPC_OPTIONS.artStyle}
          optionLabel={(style) => ART_STYLE_LABELS[style] ?? titleCase(style)}
          error={errors.artStyle?.message}
        />
      </FormSection>

      <AdvancedFormActions
        busy={busy}
        onReset={() => {
          reset(NPC_ADVANCED_DEFAULTS);
          setCustomOccupation(false);
        }}
        submitLabel="Forge NPC"
      />
    </form>
  );
}

function TraitSlider({
  control,
  name,
  label,
  words,
  error,
}: {
  control: Control<NpcRequestInput, unknown, NpcRequest>;
  name: TraitName;
  label: string;
  words: readonly string[];
  error?: string;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => {
        const value = traitValue(field.value);
        return (
          <div
            className="grid gap-3 rounded-lg border border-ink-600/80 bg-ink-900/50 p-4"
            data-testid={`trait-${name}`}
          >
            <div className="flex items-baseline justify-between gap-3 whitespace-nowrap">
              <Label id={`npc-${name}-label`} className="min-w-0 truncate">
                {label}
              </Label>
              <span className="shrink-0 font-sans text-sm">
                <span
                  className="font-semibold text-gold-200 tabular-nums"
                  data-testid={`trait-${name}-value`}
                >
                  {value}
                </span>
                <span className="text-parchment-400"> · {traitWord(words, value)}</span>
              </span>
            </div>
            <Slider
              min={1}
              max={10}
              step={1}
              value={[value]}
              onValueChange={([next]) => field.onChange(next ?? 5)}
              onBlur={field.onBlur}
              name={field.name}
              thumbLabel={label}
              aria-labelledby={`npc-${name}-label`}
            />
            <div className="flex justify-between font-sans text-parchment-500 text-xs" aria-hidden>
              <span>{words[0]}</span>
              <span>{words[words.length - 1]}</span>
            </div>
            {error ? (
              <p className="font-sans text-[0.8rem] text-blood-300" role="alert">
                {error}
              </p>
            ) : null}
          </div>
        );
      }}
    />
  );
}
