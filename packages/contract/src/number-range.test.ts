import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { harvestBodySchema, HARVEST_WEIGHT_G_MAX } from './harvests';
import { journalEntryBodySchema } from './grow-cycles';
import {
  numberRangeOf,
  outOfRangeCode,
  outOfRangeMessage,
  rangeOfIssue,
  schemaAt,
} from './number-range';
import { positiveWholeNumber, wholeNumber } from './zod-helpers';

const firstIssue = (schema: z.ZodType, value: unknown) => {
  const issue = schema.safeParse(value).error?.issues[0];
  if (!issue) throw new Error('the value passed');
  return issue;
};

describe('numberRangeOf', () => {
  it('finds the inclusive bounds inside the wrappers of a field', () => {
    expect(numberRangeOf(wholeNumber(0, 24).nullish())).toEqual({ min: 0, max: 24 });
    expect(numberRangeOf(positiveWholeNumber(99).default(1))).toEqual({ min: 1, max: 99 });
    expect(numberRangeOf(z.preprocess(Number, z.number().gte(-2).lte(3)))).toEqual({
      min: -2,
      max: 3,
    });
  });

  it('leaves out exclusive bounds, and finds nothing in what is no number', () => {
    expect(numberRangeOf(z.number().positive().max(5))).toEqual({ max: 5 });
    expect(numberRangeOf(z.string().max(5))).toBeUndefined();
  });
});

describe('schemaAt', () => {
  it('follows an issue’s path through objects and lists', () => {
    const body = z.object({ rows: z.array(z.object({ week: wholeNumber(1, 52) })) }).strict();
    expect(numberRangeOf(schemaAt(body, ['rows', 0, 'week']))).toEqual({ min: 1, max: 52 });
    expect(schemaAt(body, ['rows', 0, 'nothing'])).toBeUndefined();
  });
});

describe('rangeOfIssue', () => {
  it('names both bounds of the schema that refused a number', () => {
    const ph = journalEntryBodySchema.shape.ph;
    expect(rangeOfIssue(firstIssue(ph, 15), ph)).toEqual({ min: 0, max: 14 });
    expect(rangeOfIssue(firstIssue(ph, '-1'), ph)).toEqual({ min: 0, max: 14 });
    // Only the broken bound when the schema of the value is not at hand.
    expect(rangeOfIssue(firstIssue(ph, 15))).toEqual({ max: 14 });
  });

  it('reads a field of a whole body by the issue’s path', () => {
    const issue = firstIssue(harvestBodySchema, { wetG: HARVEST_WEIGHT_G_MAX + 1 });
    // Above 0 (exclusive) cannot be said as "from"; the broken bound is there.
    expect(rangeOfIssue(issue, schemaAt(harvestBodySchema, issue.path))).toEqual({
      max: HARVEST_WEIGHT_G_MAX,
    });
    const rating = firstIssue(harvestBodySchema, { smell: 6 });
    expect(rangeOfIssue(rating, schemaAt(harvestBodySchema, rating.path))).toEqual({
      min: 1,
      max: 5,
    });
  });

  it('has no range for other issues: a list too long, a custom check, another code', () => {
    const list = z.array(z.number()).max(1, 'outOfRange');
    expect(rangeOfIssue(firstIssue(list, [1, 2]), list)).toBeUndefined();
    const custom = z.number().refine((value) => value < 3, 'outOfRange');
    expect(rangeOfIssue(firstIssue(custom, 4), custom)).toBeUndefined();
    const positive = positiveWholeNumber(9);
    expect(rangeOfIssue(firstIssue(positive, 0), positive)).toBeUndefined();
  });
});

describe('outOfRangeMessage', () => {
  it('is the English text with the range in it, or the general sentence', () => {
    expect(outOfRangeMessage({ min: 0, max: 20 })).toBe('Enter a number from 0 to 20');
    expect(outOfRangeMessage({ min: 0.5 })).toBe('Enter a number of at least 0.5');
    expect(outOfRangeMessage({ max: 20_000 })).toBe('Enter a number of at most 20,000');
    expect(outOfRangeMessage(undefined)).toBe('This number is outside the allowed range');
    expect(outOfRangeCode({})).toBe('outOfRange');
  });
});
