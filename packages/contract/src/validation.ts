/**
 * Validation messages of spec §5, keyed by a stable code. Schemas in this package use the code
 * as their zod message; the API answers `{ field, code, message }` with the English text below
 * and the web app translates the code (`validation.<code>` in its locales).
 */
export const validationMessages = {
  required: 'This field is required',
  nameRequired: 'Name is required!',
  typeRequired: 'Type is required!',
  locationRequired: 'Location is required!',
  nameTooLong: 'Name must be less than 50 characters!',
  producerRequired: 'Producer name is required!',
  producerTooLong: 'Producer name must be less than 50 characters!',
  tooLong: 'Must be less than 50 characters!',
  notesTooLong: 'Must be at most 2000 characters',
  outOfRange: 'This number is outside the allowed range',
  // `outOfRange` once the range is known (a field error's `min` and `max`): its text names it.
  outOfRangeBetween: 'Enter a number from {{min}} to {{max}}',
  outOfRangeAtLeast: 'Enter a number of at least {{min}}',
  outOfRangeAtMost: 'Enter a number of at most {{max}}',
  email: 'Please enter a valid e-mail address',
  passwordTooShort: 'Password must be at least 8 characters',
  passwordWeak:
    'Password must contain an uppercase letter, a lowercase letter, a digit and a special character',
  passwordUppercase: 'Password must contain an uppercase letter',
  passwordLowercase: 'Password must contain a lowercase letter',
  passwordDigit: 'Password must contain a digit',
  passwordSpecial: 'Password must contain a special character',
  passwordTooLong: 'Password must be at most 128 characters',
  verificationCode: 'The code has 6 digits',
  passwordConfirmMismatch: 'The passwords do not match',
  integer: 'Please enter a whole number',
  positiveNumber: 'Value must be a positive number',
  price: 'Please enter a price in the format X.XX',
  url: 'Please enter a valid URL',
  date: 'Please enter a valid date',
  invalid: 'This value is not valid',
  nameTaken: 'You already have one with this name',
  duplicate: 'This is already in the list',
  notFound: 'This does not exist (any more)',
  phaseMove: 'This phase change is not allowed',
  dateTooEarly: 'The date cannot be before the current phase began',
  dateInFuture: 'The date cannot be in the future',
  dateNotAfterToday: 'The date must be after today',
  startDateOutOfRange: 'A grow cycle starts at most a year ahead and at most ten years back',
  weightOrder: 'This weight cannot be more than the weight of the step before',
  dateOrder: 'This date cannot be before the date of the step before',
  topic:
    'Enter the MQTT topic your device publishes to: at most 200 characters, without + or #, not starting with $ or maryjane/',
  tooMany: 'This list is too long',
  topicTaken: 'Another device already reads this topic',
  controlCharacters:
    'This text contains an invisible control character; line breaks and tabs are allowed only in notes',
} as const;

export type ValidationCode = keyof typeof validationMessages;

export function isValidationCode(value: string): value is ValidationCode {
  return Object.hasOwn(validationMessages, value);
}

/**
 * C0 and C1 control characters and DEL (ESC and the like): never in stored text, where they would
 * reach calendar files, CSV and terminals. `MULTI_LINE_CONTROL` spares tab and line breaks.
 */
// eslint-disable-next-line no-control-regex -- control characters are what it finds
export const SINGLE_LINE_CONTROL = /[\u0000-\u001F\u007F-\u009F]/;
// eslint-disable-next-line no-control-regex -- control characters are what it finds
export const MULTI_LINE_CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

/** Names of things (environments, cycles, producers, usernames) are under 50 characters. */
export const NAME_MAX_LENGTH = 49;
export const NOTES_MAX_LENGTH = 2000;
export const PASSWORD_MIN_LENGTH = 8;
