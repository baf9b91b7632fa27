import { ErrorCode } from '@maryjane/contract/error-codes';
import { HttpError } from '../../platform/http-errors';

/** The account failures of spec §8, each with its stable code and English message. */
export const accountErrors = {
  userExists: () =>
    new HttpError(409, ErrorCode.userExists, 'User with this e-mail already exists'),
  invalidCredentials: () =>
    new HttpError(401, ErrorCode.invalidCredentials, 'Invalid e-mail or password'),
  verificationCode: (code: ErrorCode, message: string) =>
    new HttpError(422, code, message, [
      { field: 'emailVerificationCode', code: String(code), message },
    ]),
  invalidResetCode: () => new HttpError(400, ErrorCode.invalidResetCode, 'Invalid reset code'),
  passwordAlreadyUsed: (field: string) =>
    new HttpError(422, ErrorCode.passwordAlreadyUsed, 'Password is already used', [
      { field, code: ErrorCode.passwordAlreadyUsed, message: 'Password is already used' },
    ]),
  passwordMismatch: () =>
    new HttpError(422, ErrorCode.passwordMismatch, 'Password mismatch', [
      { field: 'oldPassword', code: ErrorCode.passwordMismatch, message: 'Password mismatch' },
    ]),
  /**
   * Too many wrong current passwords in a session: it ends (the client signs out, spec §4). The
   * field error tells the client why, so that it need not say only that the session is over.
   */
  sessionEndedByGuesses: () => {
    const message = 'Too many wrong passwords. Please sign in again';
    return new HttpError(401, ErrorCode.sessionInvalid, message, [
      { field: 'oldPassword', code: ErrorCode.passwordGuesses, message },
    ]);
  },
  invalidDeletionCode: () =>
    new HttpError(
      400,
      ErrorCode.invalidDeletionCode,
      'This deletion link is invalid or has expired',
    ),
  mailFailed: () =>
    new HttpError(
      503,
      ErrorCode.serviceUnavailable,
      'The e-mail could not be sent. Please try again later',
    ),
};
