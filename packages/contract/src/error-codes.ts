// No zod here: the web app imports these codes at runtime without pulling zod into its first load.

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
