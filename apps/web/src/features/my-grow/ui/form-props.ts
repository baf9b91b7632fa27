import { schemaProblem, type Rule } from '../../../shared/forms/validate-field';
import type { Form } from '../../../shared/forms/use-form';
import type { ChangeEvent } from 'react';
import type { ZodType } from 'zod';

type Values = Record<string, string>;

/** A Mantine Select bound to a form field ('' is "nothing chosen"). */
export function selectProps<V extends Values>(form: Form<V>, field: keyof V & string) {
  const { value, onChange: _onChange, ...rest } = form.getInputProps(field);
  return {
    ...rest,
    value: value === '' ? null : (value ?? null),
    onChange: (next: string | null) => form.setValue(field, next ?? ''),
  };
}

/** A Mantine Textarea bound to a form field (the form's own props are typed for inputs). */
export function textareaProps<V extends Values>(form: Form<V>, field: keyof V & string) {
  const { onChange: _onChange, ...rest } = form.getInputProps(field);
  return {
    ...rest,
    onChange: (event: ChangeEvent<HTMLTextAreaElement>) =>
      form.setValue(field, event.currentTarget.value),
  };
}

/** A rule for a field that may stay empty; what is typed must pass the schema. */
export function optionalRule<V>(schema: ZodType): Rule<V> {
  return (value) => (value.trim() === '' ? null : schemaProblem(schema, value));
}

/** What was typed into a number field: null when empty, a decimal comma read as a point. */
export function numberOrNull(value: string): number | null {
  const trimmed = value.trim().replace(',', '.');
  return trimmed === '' ? null : Number(trimmed);
}

/** A rule for an optional decimal field (pH, EC, litres): a comma counts as the decimal point. */
export function decimalRule<V>(schema: ZodType): Rule<V> {
  return (value) => {
    const number = numberOrNull(value);
    return number === null ? null : schemaProblem(schema, number);
  };
}
