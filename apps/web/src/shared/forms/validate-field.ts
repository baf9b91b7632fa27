import { isValidationCode, type ValidationCode } from '@maryjane/contract/validation';
import { dayOutOfRange, type DayLimit } from '@maryjane/contract/dates';
import { isoDateSchema } from '@maryjane/contract/zod-helpers';
import type { ZodType } from 'zod';
import { localToday } from '../ui/dates';

/**
 * Runs one field's value through a contract schema and returns the first failed rule as its
 * validation code (spec §5: a field stops after its first error), or null when it is valid.
 * The contract's schemas carry codes as their messages; anything else counts as `invalid`.
 */
export function validateWithSchema(schema: ZodType, value: unknown): ValidationCode | null {
  const result = schema.safeParse(value);
  if (result.success) return null;
  const message = result.error.issues[0]?.message ?? 'invalid';
  return isValidationCode(message) ? message : 'invalid';
}

/** Every failed rule of a value, as codes: for live hints such as the password rules. */
export function failedRules(schema: ZodType, value: unknown): Set<string> {
  const result = schema.safeParse(value);
  return new Set(result.success ? [] : result.error.issues.map((issue) => issue.message));
}

/** A field rule: the code of the first failed check, or null. Sees all values (confirmations). */
export type Rule<V> = (value: string, values: V) => ValidationCode | null;

/** A field rule from a contract schema. */
export function schemaRule<V>(schema: ZodType): Rule<V> {
  return (value) => validateWithSchema(schema, value);
}

/** Confirm-password: must equal another field (spec §5). */
export function matchesField<V extends Record<string, string>>(other: keyof V): Rule<V> {
  return (value, values) =>
    value === '' ? 'required' : value === values[other] ? null : 'passwordConfirmMismatch';
}

/**
 * A date field's rule (issue 25): a real day (not 02/31/2026, which `DateField` passes on as
 * typed) within the contract's `dayLimits`, seen from the grower's own today. The API checks the
 * same limit with a day of grace for its UTC today.
 */
export function dayRule<V>(limit: DayLimit, { optional = false } = {}): Rule<V> {
  return (value) => {
    if (value === '' && optional) return null;
    return validateWithSchema(isoDateSchema, value) ?? dayOutOfRange(value, limit, localToday());
  };
}
