// The Magic Item Forge's Advanced tab: a rarity (required), an optional type with its weapon or armor type and a
// specific type for 'Other' (spec section 5), history and quirks, and the art style; validated by the shared schema.
import { fieldErrorId } from '@client/components/ui/form-field';
import { Label } from '@client/components/ui/label';
import { RadioChip, RadioGroup } from '@client/components/ui/radio-group';
import {
  AdvancedFormActions,
  ChipChoiceField,
  FormSection,
  IncludeSection,
  SelectField,
  TextField,
} from '@client/features/content/generate/form-controls';
import type { GeneratorFormProps } from '@client/features/content/generate/generator-shell';
import { cn } from '@client/lib/cn';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  ITEM_ARMOR_TYPES,
  ITEM_ART_STYLES,
  ITEM_RARITIES,
  ITEM_TYPES,
  ITEM_WEAPON_TYPES,
  type MagicItemRequest,
  type MagicItemRequestInput,
  magicItemRequestSchema,
} from '@shared/kinds/magic-item';
import { Controller, useForm, useWatch } from 'react-hook-form';
import {
  ADVANCED_DEFAULTS,
  ANY,
  advancedRequest,
  showsArmorType,
  showsSpecificType,
  showsWeaponType,
} from './magic-item-form-values';
import { rarityLook } from './magic-item-rarity';

const INCLUDES = [
  {
    name: 'includeHistory',
    label: 'Include History',
    description: 'Who made it, who carried it and where it was lost',
  },
  {
    name: 'includeQuirks',
    label: 'Include Quirks',
    description: 'Small oddities your players will remember it by',
  },
] as const;

const asIs = (value: string) => value;
const anyLabel = (any: string) => (value: string) => (value === ANY ? any : value);

export function MagicItemAdvancedForm({ busy, onGenerate }: GeneratorFormProps) {
  const {
    register,
    control,
    handleSubmit,
    setValue,
    reset,
    formState: { errors },
  } = useForm<MagicItemRequestInput, unknown, MagicItemRequest>({
    resolver: zodResolver(magicItemRequestSchema),
    defaultValues: ADVANCED_DEFAULTS,
  });
  const [type, weaponType, armorType] = useWatch({ control, name: ['type', 'weaponType', 'armorType'] });
  const shown = { type, weaponType, armorType };
  const specificHint =
    type === 'Armor' ? 'e.g. bracers, mithral shirt, buckler' : 'e.g. trident, whip, scimitar, sling';

  return (
    <form
      noValidate
      aria-label="Advanced magic item"
      className="panel grid gap-8 rounded-xl p-5 sm:p-7"
      onSubmit={handleSubmit((values) => onGenerate(advancedRequest(values)))}
    >
      <FormSection title="Power" description="Rarity sets how many abilities it has and how strong they are.">
        <div className="grid gap-2.5 sm:col-span-2">
          <Label id="item-rarity-label">Rarity</Label>
          <Controller
            control={control}
            name="rarity"
            render={({ field }) => (
              <RadioGroup
                aria-labelledby="item-rarity-label"
                aria-required
                aria-invalid={errors.rarity ? true : undefined}
                aria-describedby={errors.rarity ? fieldErrorId('item-rarity') : undefined}
                value={field.value ?? ''}
                onValueChange={field.onChange}
                name={field.name}
                ref={field.ref}
              >
                {ITEM_RARITIES.map((rarity) => {
                  const look = rarityLook(rarity);
                  return (
                    <RadioChip key={rarity} value={rarity} className={cn('pl-3.5', look.chip)}>
                      <span className={cn('size-2 rotate-45', look.gem)} aria-hidden />
                      {rarity}
                    </RadioChip>
                  );
                })}
              </RadioGroup>
            )}
          />
          {errors.rarity?.message ? (
            <p
              id={fieldErrorId('item-rarity')}
              className="font-sans text-[0.8rem] text-blood-300 leading-snug"
              role="alert"
            >
              {errors.rarity.message}
            </p>
          ) : null}
        </div>
      </FormSection>

      <FormSection title="Form" description="Leave the type open and the forge chooses one.">
        <SelectField
          control={control}
          name="type"
          id="item-type"
          label="Type (optional)"
          options={[ANY, ...ITEM_TYPES]}
          optionLabel={anyLabel('Any type')}
          value={type ?? ANY}
          onValueChange={(value) => {
            setValue('type', value === ANY ? undefined : (value as MagicItemRequestInput['type']));
            // A weapon's or armor's details mean nothing for another type.
            setValue('weaponType', undefined);
            setValue('armorType', undefined);
            setValue('specificType', '');
          }}
          error={errors.type?.message}
        />
        {showsWeaponType(shown) ? (
          <SelectField
            control={control}
            name="weaponType"
            id="item-weapon-type"
            label="Weapon Type"
            options={[ANY, ...ITEM_WEAPON_TYPES]}
            optionLabel={anyLabel('Any weapon')}
            value={weaponType ?? ANY}
            onValueChange={(value) =>
              setValue(
                'weaponType',
                value === ANY ? undefined : (value as MagicItemRequestInput['weaponType']),
              )
            }
            error={errors.weaponType?.message}
          />
        ) : null}
        {showsArmorType(shown) ? (
          <SelectField
            control={control}
            name="armorType"
            id="item-armor-type"
            label="Armor Type"
            options={[ANY, ...ITEM_ARMOR_TYPES]}
            optionLabel={anyLabel('Any armor')}
            value={armorType ?? ANY}
            onValueChange={(value) =>
              setValue('armorType', value === ANY ? undefined : (value as MagicItemRequestInput['armorType']))
            }
            error={errors.armorType?.message}
          />
        ) : null}
        {showsSpecificType(shown) ? (
          <TextField
            id="item-specific-type"
            label="Specific Type"
            error={errors.specificType?.message}
            hint="Blank: the forge picks one."
            className="sm:col-span-2"
            placeholder={specificHint}
            autoComplete="off"
            maxLength={60}
            {...register('specificType')}
          />
        ) : null}
      </FormSection>

      <IncludeSection control={control} idPrefix="item" includes={INCLUDES} />

      <FormSection title="Artwork" description="The style the item is painted in.">
        <ChipChoiceField
          control={control}
          name="artStyle"
          id="item-art-style"
          label="Art Style"
          options={ITEM_ART_STYLES}
          optionLabel={asIs}
        />
      </FormSection>

      <AdvancedFormActions busy={busy} onReset={() => reset(ADVANCED_DEFAULTS)} submitLabel="Forge Item" />
    </form>
  );
}
