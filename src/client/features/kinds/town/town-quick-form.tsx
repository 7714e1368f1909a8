// The Town Builder's Quick tab: an optional name, a size, an economy, a government and a map style (town, mixed,
// council, fantasy by default); everything is included and the location and terrain are left to the builder.
import {
  ForgeButton,
  QuickFormIntro,
  SelectField,
  TextField,
} from '@client/features/content/generate/form-controls';
import type { GeneratorFormProps } from '@client/features/content/generate/generator-shell';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  TOWN_OPTIONS,
  type TownQuickForm as TownQuickValues,
  townQuickFormSchema,
  townQuickToRequest,
} from '@shared/kinds/town';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { QUICK_DEFAULTS } from './town-form-values';

export function TownQuickForm({ busy, onGenerate }: GeneratorFormProps) {
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<TownQuickValues, unknown, z.output<typeof townQuickFormSchema>>({
    resolver: zodResolver(townQuickFormSchema),
    defaultValues: QUICK_DEFAULTS,
  });

  return (
    <form
      noValidate
      aria-label="Quick town"
      className="panel grid gap-6 rounded-xl p-5 sm:p-7"
      onSubmit={handleSubmit((values) => onGenerate(townQuickToRequest(values)))}
    >
      <QuickFormIntro>
        Choose how big, how it earns its bread, who rules and how the map is drawn. The builder lays out the
        streets and fills them with people, places and trouble.
      </QuickFormIntro>
      <TextField
        id="town-quick-name"
        label="Name (optional)"
        error={errors.name?.message}
        placeholder="Leave blank for a random name"
        autoComplete="off"
        maxLength={80}
        {...register('name')}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField
          control={control}
          name="size"
          id="town-quick-size"
          label="Size"
          options={TOWN_OPTIONS.size}
          error={errors.size?.message}
        />
        <SelectField
          control={control}
          name="economyType"
          id="town-quick-economy"
          label="Economy"
          options={TOWN_OPTIONS.economyType}
          error={errors.economyType?.message}
        />
        <SelectField
          control={control}
          name="governmentType"
          id="town-quick-government"
          label="Government"
          options={TOWN_OPTIONS.governmentType}
          error={errors.governmentType?.message}
        />
        <SelectField
          control={control}
          name="mapStyle"
          id="town-quick-map-style"
          label="Map Style"
          options={TOWN_OPTIONS.quickMapStyle}
          error={errors.mapStyle?.message}
        />
      </div>
      <ForgeButton busy={busy} label="Build Town" mode="quick" />
    </form>
  );
}
