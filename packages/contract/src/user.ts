import { z } from 'zod';
import { languageSchema } from './language';
import { NAME_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './validation';
import { singleLine } from './zod-helpers';

/** Request and response schemas of the accounts API (spec §3, §5, §7). Messages are codes. */

export const PASSWORD_MAX_LENGTH = 128;
export const VERIFICATION_CODE_LENGTH = 6;

export const emailSchema = z
  .string('required')
  .trim()
  .min(1, 'required')
  .max(254, 'email')
  .pipe(z.email('email'));

/** Spec §5: at least 8 characters with an uppercase, a lowercase, a digit and a special one. */
export const passwordSchema = z
  .string('required')
  .min(PASSWORD_MIN_LENGTH, 'passwordTooShort')
  .max(PASSWORD_MAX_LENGTH, 'passwordTooLong')
  .regex(/\p{Lu}/u, 'passwordUppercase')
  .regex(/\p{Ll}/u, 'passwordLowercase')
  .regex(/\p{Nd}/u, 'passwordDigit')
  .regex(/[^\p{L}\p{Nd}]/u, 'passwordSpecial');

export const usernameSchema = z
  .string('required')
  .trim()
  .min(1, 'required')
  .max(NAME_MAX_LENGTH, 'nameTooLong')
  .refine(singleLine, 'controlCharacters');

export const verificationCodeSchema = z
  .string('required')
  .trim()
  .regex(new RegExp(`^\\d{${VERIFICATION_CODE_LENGTH}}$`), 'verificationCode');

/** Single-use codes from mailed links (reset, deletion): opaque, URL-safe. */
export const linkCodeSchema = z.string('required').trim().min(16, 'invalid').max(128, 'invalid');

export const userSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  username: z.string(),
  avatarUrl: z.string().nullable(),
  locationCountryId: z.string().nullable(),
  locationStateId: z.string().nullable(),
  locationCityId: z.string().nullable(),
  /** Adults living in the household: the German plant limit is per adult (default 1). */
  adultsInHousehold: z.number().int(),
  /** "Do you grow in Germany?" (the plant limit); null: not answered, the location decides. */
  growsInGermany: z.boolean().nullable(),
  /** € per kWh for harvest costs (issue 27); null: DEFAULT_ELECTRICITY_PRICE_PER_KWH. */
  electricityPrice: z.number().nullable(),
  createdAt: z.iso.datetime(),
});
export type User = z.infer<typeof userSchema>;

export const authResultSchema = z.object({ user: userSchema, token: z.string() });
export type AuthResult = z.infer<typeof authResultSchema>;

/** A confirmation whose English text the web app replaces with its translation of `code`. */
export const messageResultSchema = z.object({ code: z.string(), message: z.string() });
export type MessageResult = z.infer<typeof messageResultSchema>;

export const verifyEmailBodySchema = z.object({ email: emailSchema, lang: languageSchema });
export const registerBodySchema = z.object({
  email: emailSchema,
  username: usernameSchema,
  password: passwordSchema,
  emailVerificationCode: verificationCodeSchema,
});
export const loginBodySchema = z.object({
  email: emailSchema,
  password: z.string('required').min(1, 'required').max(PASSWORD_MAX_LENGTH, 'passwordTooLong'),
});
export const forgotPasswordBodySchema = z.object({
  email: emailSchema,
  lang: languageSchema.optional(),
});
export const resetPasswordBodySchema = z.object({ code: linkCodeSchema, password: passwordSchema });
export const changePasswordBodySchema = z.object({
  oldPassword: z.string('required').min(1, 'required').max(PASSWORD_MAX_LENGTH, 'passwordTooLong'),
  newPassword: passwordSchema,
});
export const updateProfileBodySchema = z.object({ username: usernameSchema });
/** Ids from GET /api/location/* (see places.ts); null clears that part of the place. */
export const updateLocationBodySchema = z.object({
  locationCountryId: z.string().max(2).nullable(),
  locationStateId: z.string().max(8).nullable(),
  locationCityId: z.string().max(160).nullable(),
});
export const avatarResultSchema = z.object({ avatarUrl: z.string().nullable() });
export const requestDeletionBodySchema = z.object({ lang: languageSchema.optional() });
export const deletionCodeBodySchema = z.object({ code: linkCodeSchema });

export type RegisterBody = z.infer<typeof registerBodySchema>;
export type LoginBody = z.infer<typeof loginBodySchema>;
export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>;
export type UpdateLocationBody = z.infer<typeof updateLocationBodySchema>;

/** Which captcha the browser must solve before the protected calls (GET /api/config). */
export const publicConfigSchema = z.object({
  captcha: z.discriminatedUnion('provider', [
    z.object({ provider: z.literal('none') }),
    z.object({ provider: z.literal('altcha'), challengeUrl: z.string() }),
    z.object({ provider: z.literal('recaptcha'), siteKey: z.string() }),
  ]),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;

/** The confirmations of spec §8, by code. */
export const accountMessages = {
  verificationSent: 'Verification code sent',
  registrationSuccessful: 'Registration successful',
  forgotPasswordSent: 'Forgot password mail sent',
  passwordReset: 'Password has been reset',
  passwordChanged: 'Password changed successfully',
  loggedOut: 'Logged out',
  deletionRequested: 'We sent you an e-mail to confirm the deletion',
  accountDeleted: 'Your account has been deleted!',
  deletionCancelled: 'Account deletion was cancelled!',
} as const;
export type AccountMessageCode = keyof typeof accountMessages;
