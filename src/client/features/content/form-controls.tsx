// Form controls bound to react-hook-form for the generators: a labelled select and a labelled checkbox, each
// with its validation message underneath (aria-describedby points at it), and the titled fieldset they sit in.
import { Checkbox } from '@client/components/ui/checkbox';
import { FormField, fieldErrorId } from '@client/components/ui/form-field';
import { Label } from '@client/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@client/components/ui/select';
import type * as React from 'react';
import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';
import { titleCase } from './gallery-filters';

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
              <SelectValue />
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
