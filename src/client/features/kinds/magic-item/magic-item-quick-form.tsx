// The Magic Item Forge's Quick tab: a rarity, a type and an art style (Rare, Wondrous Item, Fantasy by default).
import { ForgeButton, QuickFormIntro, SelectField } from '@client/features/content/generate/form-controls';
import type { GeneratorFormProps } from '@client/features/content/generate/generator-shell';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  ITEM_ART_STYLES,
  ITEM_RARITIES,
  ITEM_TYPES,
  type MagicItemQuickForm as MagicItemQuickValues,
  magicItemQuickFormSchema,
  magicItemQuickToRequest,
} from '@shared/kinds/magic-item';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { QUICK_DEFAULTS } from './magic-item-form-values';

const asIs = (value: string) => value;

export function MagicItemQuickForm({ busy, onGenerate }: GeneratorFormProps) {
  const {
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<MagicItemQuickValues, unknown, z.output<typeof magicItemQuickFormSchema>>({
    resolver: zodResolver(magicItemQuickFormSchema),
    defaultValues: QUICK_DEFAULTS,
  });

  return (
    <form
      noValidate
      aria-label="Quick magic item"
      className="panel grid gap-6 rounded-xl p-5 sm:p-7"
      onSubmit={handleSubmit((values) => onGenerate(magicItemQuickToRequest(values)))}
    >
      <QuickFormIntro>
        Choose how rare, what kind of thing and how it is painted. The forge writes its powers, its quirks and
        its history.
      </QuickFormIntro>
      <div className="grid gap-5 sm:grid-cols-3">
        <SelectField
          control={control}
          name="rarity"
          id="item-quick-rarity"
          label="Rarity"
          options={ITEM_RARITIES}
          optionLabel={asIs}
          error={errors.rarity?.message}
        />
        <SelectField
          control={control}
          name="type"
          id="item-quick-type"
          label="Type"
          options={ITEM_TYPES}
          optionLabel={asIs}
          error={errors.type?.message}
        />
        <SelectField
          control={control}
          name="artStyle"
          id="item-quick-art-style"
          label="Art Style"
          options={ITEM_ART_STYLES}
          optionLabel={asIs}
          error={errors.artStyle?.message}
        />
      </div>
      <ForgeButton busy={busy} label="Forge Item" mode="quick" />
    </form>
  );
}
