import { passwordSchema } from '@maryjane/contract/user';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { failedRules, matchesField, validateWithSchema } from './validate-field';

describe('validateWithSchema', () => {
  it('gives the first failed code, or null', () => {
    expect(validateWithSchema(passwordSchema, 'Grow-Tent-2026')).toBeNull();
    expect(validateWithSchema(passwordSchema, 'abc')).toBe('passwordTooShort');
    expect(validateWithSchema(passwordSchema, 'abcdefgh')).toBe('passwordUppercase');
  });

  it('treats a message that is no validation code as "invalid"', () => {
    expect(validateWithSchema(z.string().min(3, 'too short, sorry'), 'ab')).toBe('invalid');
  });

  it('lists every failed rule for the hints', () => {
    expect([...failedRules(passwordSchema, 'abc')].sort()).toEqual([
      'passwordDigit',
      'passwordSpecial',
      'passwordTooShort',
      'passwordUppercase',
    ]);
  });
});

describe('matchesField', () => {
  const rule = matchesField<{ password: string; confirm: string }>('password');
  it('wants the same text', () => {
    expect(rule('', { password: 'a', confirm: '' })).toBe('required');
    expect(rule('b', { password: 'a', confirm: 'b' })).toBe('passwordConfirmMismatch');
    expect(rule('a', { password: 'a', confirm: 'a' })).toBeNull();
  });
});
