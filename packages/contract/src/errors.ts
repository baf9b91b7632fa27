import { z } from 'zod';

export const fieldErrorSchema = z.object({
  /** Dotted path of the offending field, e.g. `email` or `items.0.price`. */
  field: z.string(),
  /** Message key from `validation.ts` (or `invalid`), translatable by the client. */
  code: z.string(),
  /** English message, for clients that do not translate. */
  message: z.string(),
  /**
   * `outOfRange` of a number: the smallest and largest value allowed, where the schema says
   * (either may be missing), so the message can name the range.
   */
  min: z.number().optional(),
  max: z.number().optional(),
});
export type FieldError = z.infer<typeof fieldErrorSchema>;

/** The one error shape of the API. */
export const errorBodySchema = z.object({
  statusCode: z.number().int(),
  /** A stable code from `error-codes.ts`; clients branch on it, never on the message. */
  code: z.string(),
  message: z.string(),
  errors: z.array(fieldErrorSchema).optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

export function isErrorBody(value: unknown): value is ErrorBody {
  return errorBodySchema.safeParse(value).success;
}
