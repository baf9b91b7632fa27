import type { FieldError } from '@maryjane/contract/errors';
import type { TestApp } from './app';
import { bearer } from './accounts';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Calls the API as one signed-in grower: `status` and the parsed body (`data` when present). */
export function clientFor(t: TestApp, token: string) {
  async function call(method: Method, url: string, payload?: unknown) {
    const response = await t.app.inject({
      method,
      url,
      headers: bearer(token),
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
    const body = response.body ? (response.json() as Record<string, unknown>) : {};
    return { status: response.statusCode, body, response };
  }
  /** The `data` of a call that must answer `expected`. */
  async function data<T>(method: Method, url: string, payload?: unknown, expected = 200) {
    const { status, body } = await call(method, url, payload);
    if (status !== expected) {
      throw new Error(`${method} ${url}: ${status} ${JSON.stringify(body)}`);
    }
    return body.data as T;
  }
  /** The field errors of a call that must answer 422. */
  async function fieldErrors(method: Method, url: string, payload?: unknown) {
    const { status, body } = await call(method, url, payload);
    if (status !== 422) throw new Error(`${method} ${url}: expected 422, got ${status}`);
    return (body.errors as FieldError[]).map(({ field, code }) => ({ field, code }));
  }
  return {
    call,
    data,
    fieldErrors,
    get: <T>(url: string) => data<T>('GET', url),
    post: <T>(url: string, payload: unknown, expected = 201) =>
      data<T>('POST', url, payload, expected),
    patch: <T>(url: string, payload: unknown) => data<T>('PATCH', url, payload),
  };
}

export type Client = ReturnType<typeof clientFor>;

/** GET as a visitor, or as the grower of `token`: the `data` of an answer that must be 200. */
export async function getData<T>(t: TestApp, url: string, token?: string): Promise<T> {
  const response = await t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
  if (response.statusCode !== 200) {
    throw new Error(`${url}: ${response.statusCode} ${response.body}`);
  }
  return response.json().data as T;
}
