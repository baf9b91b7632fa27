import { isValidationCode, type ValidationCode } from '@maryjane/contract/validation';
import { dayOutOfRange, type DayLimit } from '@maryjane/contract/dates';
import { rangeOfIssue, schemaAt, type NumberRange } from '@maryjane/contract/number-range';
import { isoDateSchema } from '@maryjane/contract/zod-helpers';
import type { ZodType, core } from 'zod';
import { localToday } from '../ui/dates';

/**
 * A failed rule: its validation code and, for `outOfRange` of a number, the range the schema
 * allows, so the message can name it ("Enter a number from 0 to 14").
 */
export type ValidationProblem = { code: ValidationCode } & NumberRange;

/**
 * A zod issue as a problem: its code (the contract's schemas carry codes as their messages;
 * anything else counts as `invalid`), with the range when a number was out of it. `schema` is
 * the schema that checked the whole value the issue's path starts from.
 */
export function problemOfIssue(issue: core.$ZodIssue, schema: ZodType): ValidationProblem {
  const code = isValidationCode(issue.message) ? issue.message : 'invalid';
  const range = code === 'outOfRange' ? rangeOfIssue(issue, schemaAt(schema, issue.path)) : null;
  return { code, ...range };
}

/**
 * Runs one field's value through a contract schema and returns its first failed rule (spec §5:
 * a field stops after its first error), or null when it is valid.
 */
export function schemaProblem(schema: ZodType, value: unknown): ValidationProblem | null {
  const result = schema.safeParse(value);
  if (result.success) return null;
  const issue = result.error.issues[0];
  return issue ? problemOfIssue(issue, schema) : { code: 'invalid' };
}

/** `schemaProblem`'s code alone, for checks that show no range. */
export function validateWithSchema(schema: ZodType, value: unknown): ValidationCode | null {
  return schemaProblem(schema, value)?.code ?? null;
}

/** Every failed rule of a value, as codes: for live hints such as the password rules. */
export function failedRules(schema: ZodType, value: unknown): Set<string> {
  const result = schema.safeParse(value);
  return new Set(result.success ? [] : result.error.issues.map((issue) => issue.message));
}

/**
 * A field rule: the first failed check (its code, or the problem with a range), or null. Sees
 * all values (confirmations).
 */
export type Rule<V> = (value: string, values: V) => ValidationCode | ValidationProblem | null;

/** A field rule from a contract schema. */
export function schemaRule<V>(schema: ZodType): Rule<V> {
  return (value) => schemaProblem(schema, value);
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
export function dayRule<V>(
  limit: DayLimit,
  { optional = false } = {},
): (value: string, values: V) => ValidationCode | null {
  return (value) => {
    if (value === '' && optional) return null;
    return validateWithSchema(isoDateSchema, value) ?? dayOutOfRange(value, limit, localToday());
  };
}
