// No zod here: the web app imports these codes at runtime without pulling zod into its first load.

/**
 * Stable error codes. Clients branch on these, never on message text.
 * Every code is a string: "2005" is the spec's "session invalid" code (spec §8), sent as text so
 * that an error's `code` has one type.
 */
export const ErrorCode = {
  badRequest: 'bad_request',
  validationFailed: 'validation_failed',
  unauthorized: 'unauthorized',
  sessionInvalid: '2005',
  forbidden: 'forbidden',
  notFound: 'not_found',
  conflict: 'conflict',
  payloadTooLarge: 'payload_too_large',
  rateLimited: 'rate_limited',
  serviceUnavailable: 'service_unavailable',
  internal: 'internal_error',
  /** The same Idempotency-Key was sent before with another request. */
  idempotencyKeyReused: 'idempotency_key_reused',
  // Accounts (spec §8 messages in parentheses)
  userExists: 'user_exists', // 'User with this e-mail already exists'
  invalidCredentials: 'invalid_credentials',
  invalidVerificationCode: 'invalid_verification_code',
  verificationCodeExpired: 'verification_code_expired',
  tooManyAttempts: 'too_many_attempts',
  invalidResetCode: 'invalid_reset_code', // 'Invalid reset code'
  passwordAlreadyUsed: 'password_already_used', // 'Password is already used'
  passwordMismatch: 'password_mismatch', // 'Password mismatch'
  /** Beside 2005: the session ended after too many wrong current passwords. */
  passwordGuesses: 'password_guesses',
  invalidDeletionCode: 'invalid_deletion_code',
  captchaFailed: 'captcha_failed',
  imageTooLarge: 'image_too_large',
  imageDimensions: 'image_dimensions', // 'Image dimensions cannot exceed {imageSize} px'
  imageType: 'image_type',
  invalidLocation: 'invalid_location',
  // My grow
  lastPlant: 'last_plant',
  photoTooLarge: 'photo_too_large', // 'The photo must be at most 15 MB'
  photoType: 'photo_type', // 'The photo must be a JPG, PNG, WebP or AVIF image'
  // Harvest results
  shareLinksLimit: 'share_links_limit',
  // Own your data
  accountNotEmpty: 'account_not_empty',
  /** An export or import of the grower's data is running already. */
  transferRunning: 'transfer_running',
} as const;

export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];
