import { validationMessages, type ValidationCode } from '@maryjane/contract/validation';
import { unprocessable } from '../../platform/http-errors';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids in paths are looked up only when they can be ids; anything else is simply not found. */
export const isUuid = (value: string) => UUID.test(value);

/** A 422 with one field error. */
export function fieldError(field: string, code: ValidationCode) {
  return unprocessable([{ field, code, message: validationMessages[code] }]);
}

export const roundCents = (value: number) => Math.round(value * 100) / 100;
