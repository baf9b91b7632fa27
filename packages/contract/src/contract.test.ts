import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { APP_TITLE, STORAGE_PREFIX, storageKeys } from './constants';
import { dataEnvelope } from './envelope';
import { ErrorCode } from './error-codes';
import { errorBodySchema, isErrorBody } from './errors';
import { isValidationCode, validationMessages } from './validation';
import { priceSchema } from './catalogue';
import { EU_MEMBER_STATES, isEuMemberState } from './eu';

describe('error body', () => {
  it('accepts string codes and the numeric session code', () => {
    expect(
      isErrorBody({ statusCode: 404, code: ErrorCode.notFound, message: 'Resource not found' }),
    ).toBe(true);
    expect(
      isErrorBody({ statusCode: 401, code: ErrorCode.sessionInvalid, message: 'Session expired' }),
    ).toBe(true);
  });

  it('carries field errors with field, code and message', () => {
    const body = errorBodySchema.parse({
      statusCode: 422,
      code: ErrorCode.validationFailed,
      message: 'Validation error',
      errors: [{ field: 'name', code: 'nameRequired', message: validationMessages.nameRequired }],
    });
    expect(body.errors?.[0]?.field).toBe('name');
  });

  it.each([
    [{ code: 'x', message: 'no status' }],
    [{ statusCode: 500, message: 'no code' }],
    [{ statusCode: 422, code: 'x', message: 'bad field error', errors: [{ field: 'a' }] }],
    ['a plain string'],
    [null],
  ])('rejects %j', (value) => {
    expect(isErrorBody(value)).toBe(false);
  });
});

describe('data envelope', () => {
  it('validates the payload inside { data }', () => {
    const schema = dataEnvelope(z.object({ name: z.string() }));
    expect(schema.parse({ data: { name: 'Tent' } })).toEqual({ data: { name: 'Tent' } });
    expect(schema.safeParse({ name: 'Tent' }).success).toBe(false);
    expect(schema.safeParse({ data: { name: 3 } }).success).toBe(false);
  });
});

describe('validation codes', () => {
  it('knows every message key and nothing inherited', () => {
    for (const code of Object.keys(validationMessages)) expect(isValidationCode(code)).toBe(true);
    expect(isValidationCode('toString')).toBe(false);
    expect(isValidationCode('Name is required!')).toBe(false);
  });

  it('keeps the wording of spec §5 for names', () => {
    expect(validationMessages.nameRequired).toBe('Name is required!');
    expect(validationMessages.nameTooLong).toBe('Name must be less than 50 characters!');
  });
});

describe('storage keys', () => {
  it('are all prefixed by the app title and distinct', () => {
    const keys = Object.values(storageKeys);
    expect(STORAGE_PREFIX.startsWith(APP_TITLE)).toBe(true);
    for (const key of keys) expect(key.startsWith(STORAGE_PREFIX)).toBe(true);
    expect(new Set(keys).size).toBe(keys.length);
    expect(storageKeys.authToken).toBe(`${APP_TITLE}-AuthToken`);
  });
});

// A number a form sends as text: taken, and documented as taken (issue 29, item 8).
describe('a number or its text', () => {
  const issues = (value: unknown) =>
    priceSchema.safeParse(value).error?.issues.map((issue) => issue.message);

  it('reads "89.90" as 89.9 and checks it as it checks 89.9', () => {
    expect(priceSchema.parse('89.90')).toBe(89.9);
    expect(priceSchema.parse(89.9)).toBe(89.9);
    expect(issues('89.999')).toEqual(['price']);
    expect(issues(-1)).toEqual(['positiveNumber']);
  });

  it('refuses what is neither, rather than reading true as 1', () => {
    expect(issues(true)).toEqual(['price']);
    expect(issues([])).toEqual(['price']);
    expect(issues('many')).toEqual(['price']);
  });

  it('says in its JSON schema that both are taken', () => {
    const schema = z.toJSONSchema(priceSchema, { io: 'input' });
    expect(schema.type).toEqual(['number', 'string']);
  });
});

describe('EU member states (§ 4 KCanG: seeds from the EU only)', () => {
  it('knows the 27 and nothing beyond them', () => {
    expect(EU_MEMBER_STATES).toHaveLength(27);
    expect(['NL', 'ES', 'de'].map((code) => isEuMemberState(code))).toEqual([true, true, true]);
    expect(['US', 'CH', 'GB', 'CA', null].map((code) => isEuMemberState(code))).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
  });
});
