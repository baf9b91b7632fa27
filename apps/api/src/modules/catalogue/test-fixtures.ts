import type { FieldError } from '@maryjane/contract/errors';
import { expect } from 'vitest';
import type { TestApp } from '../../test/app';

// The setup the catalogue test files share.

/** The field errors of a visitor's GET, which must answer 422. */
export function visitorFieldErrors(t: TestApp) {
  return async function fieldErrors(url: string): Promise<FieldError[]> {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode, url).toBe(422);
    return response.json().errors as FieldError[];
  };
}
