// The Magic Item Forge's Quick tab: a rarity, a type and an art style (Rare, Wondrous Item, Fantasy by default).
import { Button } from '@client/components/ui/button';
import { SelectField } from '@client/features/content/form-controls';
import type { GeneratorFormProps } from '@client/features/content/generator-shell';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  ITEM_ART_STYLES,
  ITEM_RARITIES,
  ITEM_TYPES,
  type MagicItemQuickForm as MagicItemQuickValues,
  magicItemQuickFormSchema,
  magicItemQuickToRequest,
} from '@shared/kinds/magic-item';
import { LoaderCircleIcon, SparklesIcon } from 'lucide-react';
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
      <div>
        <h2 className="font-display font-semibold text-parchment-50 text-xl">Quick forge</h2>
        <p className="mt-1 text-parchment-300">
          Choose how rare, what kind of thing and how it is painted. The forge writes its powers, its quirks
          and its history.
        </p>
      </div>
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
      <Button type="submit" size="lg" disabled={busy} className="w-full sm:w-auto sm:justify-self-start">
        {busy ? <LoaderCircleIcon className="animate-spin" aria-hidden /> : <SparklesIcon aria-hidden />}
        {busy ? 'Forging…' : 'Forge Item'}
      </Button>
    </form>
  );
}
