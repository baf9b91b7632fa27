import { validationMessages, type ValidationCode } from '@maryjane/contract/validation';
import { unprocessable } from '../http-errors';

/** A 422 with one field error, in the words of the contract's validation messages. */
export function fieldError(field: string, code: ValidationCode) {
  return unprocessable([{ field, code, message: validationMessages[code] }]);
}
