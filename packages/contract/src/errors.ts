import { z } from 'zod';

/**
 * Stable error codes. Clients branch on these, never on message text.
 * 2005 is the spec's "session invalid" code, kept numeric for compatibility.
 */
export const ErrorCode = {
  badRequest: 'bad_request',
  validationFailed: 'validation_failed',
  unauthorized: 'unauthorized',
  sessionInvalid: 2005,
  forbidden: 'forbidden',
  notFound: 'not_found',
  conflict: 'conflict',
  payloadTooLarge: 'payload_too_large',
  rateLimited: 'rate_limited',
  serviceUnavailable: 'service_unavailable',
  internal: 'internal_error',
} as const;

export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

export const fieldErrorSchema = z.object({
  /** Dotted path of the offending field, e.g. `email` or `items.0.price`. */
  field: z.string(),
  /** Message key from `validation.ts` (or `invalid`), translatable by the client. */
  code: z.string(),
  /** English message, for clients that do not translate. */
  message: z.string(),
});
export type FieldError = z.infer<typeof fieldErrorSchema>;

/** The one error shape of the API. */
export const errorBodySchema = z.object({
  statusCode: z.number().int(),
  code: z.union([z.string(), z.number()]),
  message: z.string(),
  errors: z.array(fieldErrorSchema).optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

export function isErrorBody(value: unknown): value is ErrorBody {
  return errorBodySchema.safeParse(value).success;
}
