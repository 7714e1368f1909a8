// The Town Builder's Advanced tab: name, location and terrain in the game master's words, size, economy and
// government, the map style, and the nine sections to include; validated by the shared schema (spec section 5).
import {
  AdvancedFormActions,
  ChipChoiceField,
  FormSection,
  IncludeSection,
  SelectField,
  TextField,
} from '@client/features/content/generate/form-controls';
import type { GeneratorFormProps } from '@client/features/content/generate/generator-shell';
import { zodResolver } from '@hookform/resolvers/zod';
import { TOWN_OPTIONS, type TownRequest, type TownRequestInput, townRequestSchema } from '@shared/kinds/town';
import { useForm } from 'react-hook-form';
import { ADVANCED_DEFAULTS, TOWN_INCLUDES } from './town-form-values';

export function TownAdvancedForm({ busy, onGenerate }: GeneratorFormProps) {
  const {
    register,
    control,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<TownRequestInput, unknown, TownRequest>({
    resolver: zodResolver(townRequestSchema),
    defaultValues: ADVANCED_DEFAULTS,
  });

  return (
    <form
      noValidate
      aria-label="Advanced town"
      className="panel grid gap-8 rounded-xl p-5 sm:p-7"
      onSubmit={handleSubmit((values) => onGenerate(values))}
    >
      <FormSection
        title="Place"
        description="A blank name, location or terrain is decided for you; words you write shape the map."
      >
        <TextField
          id="town-name"
          label="Name (optional)"
          error={errors.name?.message}
          placeholder="Leave blank for a random name"
          autoComplete="off"
          maxLength={80}
          className="sm:col-span-2"
          {...register('name')}
        />
        <TextField
          id="town-location"
          label="Location (optional)"
          error={errors.location?.message}
          placeholder="e.g. the Saltmere coast"
          autoComplete="off"
          maxLength={200}
          {...register('location')}
        />
        <TextField
          id="town-terrain"
          label="Terrain (optional)"
          error={errors.terrain?.message}
          placeholder="e.g. river delta, snowy peaks"
          autoComplete="off"
          maxLength={100}
          {...register('terrain')}
        />
      </FormSection>

      <FormSection title="Character" description="How big it is, how it earns its bread and who rules.">
        <SelectField
          control={control}
          name="size"
          id="town-size"
          label="Size"
          placeholder="Choose a size"
          options={TOWN_OPTIONS.size}
          error={errors.size?.message}
        />
        <SelectField
          control={control}
          name="economyType"
          id="town-economy"
          label="Economy"
          placeholder="Choose an economy"
          options={TOWN_OPTIONS.economyType}
          error={errors.economyType?.message}
        />
        <SelectField
          control={control}
          name="governmentType"
          id="town-government"
          label="Government"
          placeholder="Choose a government"
          options={TOWN_OPTIONS.governmentType}
          error={errors.governmentType?.message}
        />
      </FormSection>

      <IncludeSection control={control} idPrefix="town" includes={TOWN_INCLUDES} />

      <FormSection title="Map" description="The style the town's map is drawn in.">
        <ChipChoiceField
          control={control}
          name="mapStyle"
          id="town-map-style"
          label="Map Style"
          options={TOWN_OPTIONS.mapStyle}
          error={errors.mapStyle?.message}
        />
      </FormSection>

      <AdvancedFormActions busy={busy} onReset={() => reset(ADVANCED_DEFAULTS)} submitLabel="Build Town" />
    </form>
  );
}
