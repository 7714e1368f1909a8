// The NPC generator's Quick tab: an optional name, an archetype and a race; the rest is left to fate.
import {
  ForgeButton,
  QuickFormIntro,
  SelectField,
  TextField,
} from '@client/features/content/generate/form-controls';
import type { GeneratorFormProps } from '@client/features/content/generate/generator-shell';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  NPC_OPTIONS,
  type NpcQuickForm as NpcQuickValues,
  npcQuickFormSchema,
  npcQuickToRequest,
} from '@shared/kinds/npc';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';

export function NpcQuickForm({ busy, onGenerate }: GeneratorFormProps) {
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<NpcQuickValues, unknown, z.output<typeof npcQuickFormSchema>>({
    resolver: zodResolver(npcQuickFormSchema),
    defaultValues: { name: '', archetype: 'random', race: 'random' },
  });

  return (
    <form
      noValidate
      aria-label="Quick NPC"
      className="panel grid gap-6 rounded-xl p-5 sm:p-7"
      onSubmit={handleSubmit((values) => onGenerate(npcQuickToRequest(values)))}
    >
      <QuickFormIntro>
        Pick an archetype and a race, or leave both to fate. Everything else is decided for you.
      </QuickFormIntro>
      <TextField
        id="npc-quick-name"
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
          name="archetype"
          id="npc-quick-archetype"
          label="Archetype"
          options={NPC_OPTIONS.archetype}
          error={errors.archetype?.message}
        />
        <SelectField
          control={control}
          name="race"
          id="npc-quick-race"
          label="Race"
          options={NPC_OPTIONS.race}
          error={errors.race?.message}
        />
      </div>
      <ForgeButton busy={busy} label="Forge NPC" mode="quick" />
    </form>
  );
}
