import type { LegalCheck } from '@maryjane/contract/legal';
import type { AlertSettings } from '@maryjane/contract/notifications';
import type { User } from '@maryjane/contract/user';
import { vi, type Mock } from 'vitest';

/** One call the app made, as the server would see it. */
export interface ApiCall {
  method: string;
  path: string;
  headers: Headers;
  /** Parsed JSON, the FormData of a multipart call, or undefined. */
  body: unknown;
}

type Reply = Response | Promise<Response>;
type Handler = (call: ApiCall) => Reply;

export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

/** A success in the API's envelope. */
export const ok = (data: unknown, status = 200) => json(status, { data });

/** The no-limit legal check a write that makes plants answers with (`{ data, legal }`). */
export const noPlantLimit: LegalCheck = {
  applies: false,
  country: null,
  adults: 1,
  limit: null,
  plants: 0,
  exceeded: false,
};

/** A write that makes plants: `{ data, legal }` (201 unless said otherwise). */
export const okWithLegal = (data: unknown, legal: LegalCheck = noPlantLimit, status = 201) =>
  json(status, { data, legal });

/** An error in the API's one error shape. */
export const fail = (
  statusCode: number,
  code: string,
  message: string,
  errors?: { field: string; code: string; message: string }[],
) => json(statusCode, { statusCode, code, message, ...(errors ? { errors } : {}) });

export const sampleUser: User = {
  id: '0b9f7c3e-5d0a-4c36-9a51-3f7d2f0c6a11',
  email: 'mary@example.org',
  username: 'Mary Jane',
  avatarUrl: null,
  locationCountryId: null,
  locationStateId: null,
  locationCityId: null,
  adultsInHousehold: 1,
  growsInGermany: null,
  electricityPrice: null,
  createdAt: '2026-04-20T08:30:00.000Z',
};

/** What GET /user/alert-settings answers a grower who never saved them (issue 31). */
export const defaultAlertSettings: AlertSettings = {
  mail: false,
  quietHours: null,
  timeZone: 'UTC',
  language: 'en',
};

/** A request that never gets an answer (to see the pending state). */
export const never = (): Promise<Response> => new Promise(() => undefined);

/**
 * Stubs fetch with the API: handlers by "METHOD /path" (without /api), every call recorded.
 * GET /config answers "no captcha", GET /location/countries an empty list and
 * GET /user/alert-settings the defaults unless a test says otherwise; anything else is a 404.
 */
export function mockApi(handlers: Record<string, Handler>) {
  const calls: ApiCall[] = [];
  const routes: Record<string, Handler> = {
    'GET /config': () => ok({ captcha: { provider: 'none' } }),
    // The account tab always offers the country list (location section).
    'GET /location/countries': () => ok([]),
    // …and the e-mail alerts section, as for a grower who never saved them.
    'GET /user/alert-settings': () => ok(defaultAlertSettings),
    ...handlers,
  };
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init.method ?? 'GET';
    const path = url.pathname.replace(/^\/api/, '');
    const raw = init.body;
    const body =
      typeof raw === 'string' ? JSON.parse(raw) : raw instanceof FormData ? raw : undefined;
    const call: ApiCall = { method, path, headers: new Headers(init.headers), body };
    calls.push(call);
    const handler = routes[`${method} ${path}`];
    return handler
      ? handler(call)
      : fail(404, 'not_found', `Route ${method}:${url.pathname} not found`);
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    calls,
    /** The calls to one route, in order. */
    callsTo: (route: string) => calls.filter((call) => `${call.method} ${call.path}` === route),
  };
}

/**
 * The query strings the app sent to one API path, in order. `mockApi` hands its handlers the
 * path only; the parameters are read from the stubbed fetch itself.
 */
export function queriesTo(path: string): URLSearchParams[] {
  const calls = (vi.mocked(fetch) as Mock<typeof fetch>).mock.calls;
  return calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === `/api${path}`)
    .map((url) => url.searchParams);
}

export const lastQueryTo = (path: string) => queriesTo(path).at(-1);
