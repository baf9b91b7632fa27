import { z } from 'zod';
import { dayOutOfRange, isIsoDate, todayIso, type DayLimit } from './dates';
import {
  NAME_MAX_LENGTH,
  NOTES_MAX_LENGTH,
  SINGLE_LINE_CONTROL,
  type ValidationCode,
} from './validation';

/**
 * Zod pieces the request schemas share, with the validation codes of spec §5 as messages
 * (./validation.ts). Form values and query parameters arrive as strings: numbers are coerced.
 */

/** One line of text: no line break, tab or other control character (issue 29). */
export const singleLine = (text: string) => !SINGLE_LINE_CONTROL.test(text);

/** The name of a thing the grower makes (environment, cycle, device, custom item or strain). */
export const requiredName = z
  .string('nameRequired')
  .trim()
  .min(1, 'nameRequired')
  .max(NAME_MAX_LENGTH, 'nameTooLong')
  .refine(singleLine, 'controlCharacters');

/**
 * Trimmed text of at most `max` characters, where a blank answer means none (null); with
 * `oneLine`, no line break, tab or other control character either.
 */
const blankAsNull = (max: number, code: ValidationCode, oneLine = false) => {
  const text = z.string().trim().max(max, code);
  return (oneLine ? text.refine(singleLine, 'controlCharacters') : text).transform(
    (value) => value || null,
  );
};

/** An optional short text (brand, retailer, producer, plant name). */
export const optionalText = blankAsNull(NAME_MAX_LENGTH, 'tooLong', true).nullish();

export const notesSchema = blankAsNull(NOTES_MAX_LENGTH, 'notesTooLong').nullish();

/** An optional http(s) address. */
export const optionalUrl = blankAsNull(2000, 'url')
  .pipe(z.url({ protocol: /^https?$/, error: 'url' }).nullable())
  .nullish();

/**
 * A number sent as a JSON number or as the text of a form field ("89.90"): the text is read as a
 * number before `schema` (a z.coerce.number chain) checks it. Anything else (true, []) gets
 * `message` rather than being coerced, and the API document says both forms are taken, where
 * z.coerce alone would document a number only.
 */
export function numberOrText(message: string, schema: z.ZodCoercedNumber) {
  // The coerced number takes anything; here it is given a number or a string only.
  const checked = schema as z.ZodType<number, number | string>;
  return z.union([z.number(), z.string()], message).pipe(checked);
}

/** A whole number from `min` to `max`. */
export const wholeNumber = (min: number, max: number) =>
  numberOrText(
    'integer',
    z.coerce.number('integer').int('integer').min(min, 'outOfRange').max(max, 'outOfRange'),
  );

/** Spec §5 "Value must be a positive number": whole, at least 1. */
export const positiveWholeNumber = (max: number) =>
  numberOrText(
    'positiveNumber',
    z.coerce
      .number('positiveNumber')
      .int('integer')
      .min(1, 'positiveNumber')
      .max(max, 'outOfRange'),
  );

/** Spec §5 "valid date": a real day between 1900 and 2199 (`isIsoDate`). */
export const isoDateSchema = z.string('date').refine(isIsoDate, 'date');

/**
 * A real day within `dayLimits[limit]` of the server's today (with its day of grace). The web
 * checks the same limit against the grower's own today (`dayOutOfRange`).
 */
export const limitedDaySchema = (limit: DayLimit) =>
  isoDateSchema.superRefine((day, context) => {
    const code = isIsoDate(day) ? dayOutOfRange(day, limit, todayIso(), 1) : null;
    if (code) context.addIssue({ code: 'custom', message: code });
  });
