import { describe, expect, it } from 'vitest';
import {
  emailSchema,
  passwordSchema,
  registerBodySchema,
  usernameSchema,
  verificationCodeSchema,
} from './user';

const codesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? [] : (result.error?.issues.map((issue) => issue.message) ?? []);

describe('password rules of spec §5', () => {
  it.each([
    ['Short1!', 'passwordTooShort'],
    ['nouppercase1!', 'passwordUppercase'],
    ['NOLOWERCASE1!', 'passwordLowercase'],
    ['NoDigitsHere!', 'passwordDigit'],
    ['NoSpecial123', 'passwordSpecial'],
    [`Aa1!${'x'.repeat(125)}`, 'passwordTooLong'],
  ])('refuses %s with %s', (password, code) => {
    expect(codesOf(passwordSchema.safeParse(password))).toContain(code);
  });

  it.each(['Grow-Tent-2026', 'Ölkanne#7a', 'Spaces are 0k too'])('accepts %s', (password) => {
    expect(passwordSchema.safeParse(password).success).toBe(true);
  });
});

describe('e-mail, username and code', () => {
  it('trims and checks the e-mail', () => {
    expect(emailSchema.parse('  grower@example.org ')).toBe('grower@example.org');
    expect(codesOf(emailSchema.safeParse('grower@'))).toEqual(['email']);
    expect(codesOf(emailSchema.safeParse(''))).toEqual(['required']);
  });

  it('keeps usernames under 50 characters', () => {
    expect(usernameSchema.safeParse('x'.repeat(49)).success).toBe(true);
    expect(codesOf(usernameSchema.safeParse('x'.repeat(50)))).toEqual(['nameTooLong']);
    expect(codesOf(usernameSchema.safeParse('   '))).toEqual(['required']);
  });

  it('wants exactly six digits', () => {
    expect(verificationCodeSchema.safeParse('012345').success).toBe(true);
    for (const bad of ['12345', '1234567', '12a456']) {
      expect(codesOf(verificationCodeSchema.safeParse(bad))).toEqual(['verificationCode']);
    }
  });

  it('names every missing register field', () => {
    const result = registerBodySchema.safeParse({});
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path[0]).sort()).toEqual([
      'email',
      'emailVerificationCode',
      'password',
      'username',
    ]);
    expect(codesOf(result).every((code) => code === 'required')).toBe(true);
  });
});
