import type { FieldError } from '@maryjane/contract/errors';
import { validationMessages, type ValidationCode } from '@maryjane/contract/validation';
import { unprocessable } from '../http-errors';

/** One field's problem, in the words of the contract's validation messages. */
export const fieldProblem = (field: string, code: ValidationCode): FieldError => ({
  field,
  code,
  message: validationMessages[code],
});

/** A 422 with one field error. */
export function fieldError(field: string, code: ValidationCode) {
  return unprocessable([fieldProblem(field, code)]);
}
