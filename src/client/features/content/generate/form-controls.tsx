// Form controls bound to react-hook-form for the generators: a labelled text input, select, checkbox and row of
// choice chips, each with its validation message underneath (aria-describedby points at it), the titled fieldset
// they sit in, and the forms' intro and buttons, so every kind's generator looks and reads the same.
import { Button } from '@client/components/ui/button';
import { Checkbox } from '@client/components/ui/checkbox';
import { FormField, fieldErrorId } from '@client/components/ui/form-field';
import { Input } from '@client/components/ui/input';
import { Label } from '@client/components/ui/label';
import { RadioChip, RadioGroup } from '@client/components/ui/radio-group';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@client/components/ui/select';
import { Textarea } from '@client/components/ui/textarea';
import { cn } from '@client/lib/cn';
import { HammerIcon, LoaderCircleIcon, RotateCcwIcon, SparklesIcon } from 'lucide-react';
import * as React from 'react';
import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';
import { CostNote } from '../../account/credit-costs';
import { titleCase } from '../gallery/gallery-filters';

/** Marks a control invalid and points it at its FormField's message while there is an error. */
export function errorAria(id: string, error: unknown) {
  return {
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? fieldErrorId(id) : undefined,
  } as const;
}

/** A labelled one-line text input; spread the field's `register(name)` onto it like onto an input. */
export function TextField({
  id,
  label,
  error,
  hint,
  className,
  ...inputProps
}: {
  id: string;
  label: React.ReactNode;
  error?: string;
  hint?: string;
  className?: string;
} & Omit<React.ComponentProps<'input'>, 'id' | 'className'>) {
  return (
    <FormField id={id} label={label} error={error} hint={hint} className={className}>
      <Input id={id} {...errorAria(id, error)} {...inputProps} />
    </FormField>
  );
}

/** A labelled text area of a few lines; spread the field's `register(name)` onto it like onto a textarea. */
export function TextAreaField({
  id,
  label,
  error,
  hint,
  className,
  ...textareaProps
}: {
  id: string;
  label: React.ReactNode;
  error?: string;
  hint?: string;
  className?: string;
} & Omit<React.ComponentProps<'textarea'>, 'id' | 'className'>) {
  return (
    <FormField id={id} label={label} error={error} hint={hint} className={className}>
      <Textarea id={id} {...errorAria(id, error)} {...textareaProps} />
    </FormField>
  );
}

/**
 * Free text with suggestions: a text input whose browser list offers `suggestions` while still taking any words
 * (e.g. a faction's purpose: 'cult', or 'smugglers under the old lighthouse').
 */
export function SuggestionField({
  id,
  suggestions,
  ...props
}: React.ComponentProps<typeof TextField> & { suggestions: readonly string[] }) {
  const listId = `${id}-suggestions`;
  return (
    <>
      <TextField id={id} list={listId} {...props} />
      <datalist id={listId}>
        {suggestions.map((suggestion) => (
          <option key={suggestion} value={suggestion} />
        ))}
      </datalist>
    </>
  );
}

export function SelectField<T extends FieldValues, O>({
  control,
  name,
  id,
  label,
  options,
  optionLabel = titleCase,
  error,
  hint,
  disabled,
  onValueChange,
  value,
  placeholder,
  className,
}: {
  control: Control<T, unknown, O>;
  name: FieldPath<T>;
  id: string;
  label: React.ReactNode;
  options: readonly string[];
  optionLabel?: (value: string) => string;
  error?: string;
  hint?: string;
  disabled?: boolean;
  /** Shown while nothing is chosen, for a required choice the form leaves to the user (e.g. 'Choose a size'). */
  placeholder?: string;
  /** Replaces the default (set the field) when a choice needs more than that. */
  onValueChange?: (value: string) => void;
  /** Shown value when it differs from the field's (e.g. 'custom'). */
  value?: string;
  className?: string;
}) {
  return (
    <FormField id={id} label={label} error={error} hint={hint} className={className}>
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          <Select
            value={value ?? String(field.value ?? '')}
            onValueChange={onValueChange ?? field.onChange}
            disabled={disabled}
            name={field.name}
          >
            <SelectTrigger
              id={id}
              ref={field.ref}
              onBlur={field.onBlur}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? fieldErrorId(id) : undefined}
            >
              <SelectValue placeholder={placeholder} />
            </SelectTrigger>
            <SelectContent>
              {options.map((option) => (
                <SelectItem key={option} value={option}>
                  {optionLabel(option)}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        )}
      />
    </FormField>
  );
}

export function CheckboxField<T extends FieldValues, O>({
  control,
  name,
  id,
  label,
  description,
  disabled,
}: {
  control: Control<T, unknown, O>;
  name: FieldPath<T>;
  id: string;
  label: string;
  description?: string;
  disabled?: boolean;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <div className="flex items-start gap-3 rounded-lg border border-ink-600/80 bg-ink-900/50 p-3 transition-colors has-[[data-state=checked]]:border-gold-500/35 has-[[data-state=checked]]:bg-gold-500/5">
          <Checkbox
            id={id}
            ref={field.ref}
            checked={field.value === true}
            onCheckedChange={(checked) => field.onChange(checked === true)}
            onBlur={field.onBlur}
            disabled={disabled}
            className="mt-0.5"
          />
          <div className="grid gap-1">
            <Label htmlFor={id} className="cursor-pointer">
              {label}
            </Label>
            {description ? (
              <p className="font-sans text-parchment-400 text-xs leading-snug">{description}</p>
            ) : null}
          </div>
        </div>
      )}
    />
  );
}

/** A titled group of a generator form's fields, two columns from the small breakpoint up. */
export function FormSection({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children: React.ReactNode;
}) {
  return (
    <fieldset className="grid gap-5 sm:grid-cols-2">
      <legend className="mb-5 sm:col-span-2">
        <span className="block font-display font-semibold text-lg text-parchment-50">{title}</span>
        <span className="block text-parchment-400">{description}</span>
      </legend>
      {children}
    </fieldset>
  );
}

/** One choice out of a few, as a row of chips under a label across the whole fieldset (e.g. the art style). */
export function ChipChoiceField<T extends FieldValues, O>({
  control,
  name,
  id,
  label,
  options,
  optionLabel = titleCase,
  error,
}: {
  control: Control<T, unknown, O>;
  name: FieldPath<T>;
  id: string;
  label: string;
  options: readonly string[];
  optionLabel?: (value: string) => string;
  error?: string;
}) {
  const labelId = `${id}-label`;
  return (
    <div className="grid gap-2.5 sm:col-span-2">
      <Label id={labelId}>{label}</Label>
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          <RadioGroup
            aria-labelledby={labelId}
            value={field.value}
            onValueChange={field.onChange}
            name={field.name}
          >
            {options.map((option) => (
              <RadioChip key={option} value={option}>
                {optionLabel(option)}
              </RadioChip>
            ))}
          </RadioGroup>
        )}
      />
      {error ? (
        <p className="font-sans text-[0.8rem] text-blood-300" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** An include flag of a request, as its checkbox shows it. */
export type IncludeOption<T extends FieldValues> = {
  name: FieldPath<T>;
  label: string;
  description?: string;
};

/** The Advanced tab's 'What to write' section: one checkbox per include flag of the request. */
export function IncludeSection<T extends FieldValues, O>({
  control,
  idPrefix,
  includes,
}: {
  control: Control<T, unknown, O>;
  /** Prefix of each checkbox's id, e.g. 'npc' gives 'npc-includeSecrets'. */
  idPrefix: string;
  includes: readonly IncludeOption<T>[];
}) {
  return (
    <FormSection title="What to write" description="Switch off the parts you do not need.">
      {includes.map((include) => (
        <CheckboxField
          key={include.name}
          control={control}
          name={include.name}
          id={`${idPrefix}-${include.name}`}
          label={include.label}
          description={include.description}
        />
      ))}
    </FormSection>
  );
}

/** The line over a Quick tab's fields: 'Quick forge' and what the kind's few choices decide. */
export function QuickFormIntro({ children }: { children: React.ReactNode }) {
  return (
    <div>
      <h2 className="font-display font-semibold text-parchment-50 text-xl">Quick forge</h2>
      <p className="mt-1 text-parchment-300">{children}</p>
    </div>
  );
}

/**
 * A generator form's submit button, which spins and says 'Forging…' while the form is locked, with what a forging
 * costs and how many credits are left beside it.
 */
export function ForgeButton({
  busy,
  label,
  busyLabel = 'Forging…',
  mode,
}: {
  busy: boolean;
  /** E.g. 'Forge NPC'. */
  label: string;
  /** While the form is locked, where the spec names it (e.g. 'Forging Faction...'). */
  busyLabel?: string;
  /** The Quick tab's button sparkles and sits at the foot; the Advanced tab's carries a hammer. */
  mode: 'quick' | 'advanced';
}) {
  const costId = React.useId();
  return (
    <div
      className={cn(
        'flex flex-col gap-1.5',
        mode === 'quick' ? 'w-full sm:w-auto sm:justify-self-start' : 'items-stretch sm:items-end',
      )}
    >
      <Button type="submit" size="lg" disabled={busy} aria-describedby={costId}>
        {busy ? (
          <LoaderCircleIcon className="animate-spin" aria-hidden />
        ) : mode === 'quick' ? (
          <SparklesIcon aria-hidden />
        ) : (
          <HammerIcon aria-hidden />
        )}
        {busy ? busyLabel : label}
      </Button>
      <CostNote id={costId} action="generation" />
    </div>
  );
}

/** The foot of an Advanced tab: back to the defaults on one side, forge on the other. */
export function AdvancedFormActions({
  busy,
  onReset,
  submitLabel,
  busyLabel,
}: {
  busy: boolean;
  onReset: () => void;
  submitLabel: string;
  busyLabel?: string;
}) {
  return (
    <div className="flex flex-col-reverse gap-3 border-gold-500/15 border-t pt-6 sm:flex-row sm:items-center sm:justify-between">
      <Button variant="ghost" onClick={onReset} disabled={busy}>
        <RotateCcwIcon aria-hidden />
        Reset to defaults
      </Button>
      <ForgeButton busy={busy} label={submitLabel} busyLabel={busyLabel} mode="advanced" />
    </div>
  );
}
