import type { FieldError } from '@maryjane/contract/errors';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/app';
import { bearer, useTokens } from '../test/accounts';

// Issue 30: a number out of range is answered with the range it had to lie in (`min`, `max`,
// and an English message that names it), taken from the route's schema; where the range is not
// known (a custom check), the field error stays as it was. Every answer is checked against the
// API document by the test app.
const t = useTestApp();
const tokens = useTokens(t, 'mary');

async function fieldErrors(method: 'GET' | 'PATCH' | 'POST', url: string, payload?: object) {
  const response = await t.app.inject({
    method,
    url,
    headers: bearer(tokens.mary),
    ...(payload ? { payload: payload as Record<string, unknown> } : {}),
  });
  expect(response.statusCode).toBe(422);
  return response.json().errors as FieldError[];
}

describe('a number out of range', () => {
  it('names both bounds of the body field that refused it', async () => {
    expect(await fieldErrors('PATCH', '/api/user/household', { adultsInHousehold: 21 })).toEqual([
      {
        field: 'adultsInHousehold',
        code: 'outOfRange',
        message: 'Enter a number from 1 to 20',
        min: 1,
        max: 20,
      },
    ]);
  });

  it('finds the schema of a field deep in the body', async () => {
    const line = { ref: 'a', kind: 'tools', custom: { name: 'Scissors', type: 'scissors' } };
    const errors = await fieldErrors('POST', '/api/setup-wizard/import', {
      lines: [{ ...line, quantity: 10_001 }],
    });
    expect(errors).toEqual([
      {
        field: 'lines.0.quantity',
        code: 'outOfRange',
        message: 'Enter a number from 1 to 10,000',
        min: 1,
        max: 10_000,
      },
    ]);
  });

  it('names the range of a query parameter', async () => {
    const errors = await fieldErrors('GET', '/api/inventory/equipment?pageSize=1000');
    expect(errors).toContainEqual({
      field: 'pageSize',
      code: 'outOfRange',
      message: 'Enter a number from 1 to 100',
      min: 1,
      max: 100,
    });
  });

  it('keeps the general sentence, and no range, where the schema states none', async () => {
    const errors = await fieldErrors('GET', '/api/calendar?from=2026-05-02&to=2026-05-01');
    expect(errors).toEqual([
      { field: 'to', code: 'outOfRange', message: 'This number is outside the allowed range' },
    ]);
    expect(Object.keys(errors[0] ?? {})).toEqual(['field', 'code', 'message']);
  });
});
