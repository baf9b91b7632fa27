import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/app';
import { snapshotOf, useMaryAndOtto, type GrowerIds } from '../test/grower';
import { routeTable } from '../test/route-table';

/**
 * The access matrix (issue 10): every route of the API's own route table that addresses one
 * record by id is called by another grower with the owner's ids. Each must answer 404 (as for an
 * id that does not exist), reveal nothing, and change nothing. A new route with an id fails this
 * test until it is added to `recordOf` below.
 */

const t = useTestApp({ seed: true });
const growers = useMaryAndOtto(t);

/** Which of a grower's records a route's `{id}` stands for (inventory: one per kind). */
function recordOf(path: string, ids: GrowerIds): Record<string, string>[] | undefined {
  if (path.startsWith('/api/inventory/{kind}/{id}')) {
    return (['seeds', 'equipment', 'supplies', 'tools'] as const).map((kind) => ({
      kind,
      id: ids[kind],
    }));
  }
  if (path.startsWith('/api/photos/{id}')) {
    return [{ id: ids.photo, size: 'thumb' }];
  }
  const byPrefix: [string, keyof GrowerIds][] = [
    ['/api/environments/{id}', 'environment'],
    ['/api/grow-cycles/{id}', 'cycle'],
    ['/api/plants/{id}', 'plant'],
    ['/api/journal/{id}', 'entry'],
    ['/api/sensors/{id}', 'device'],
    ['/api/notifications/{id}', 'notification'],
    ['/api/share-links/{id}', 'shareLink'],
  ];
  const found = byPrefix.find(([prefix]) => path.startsWith(prefix));
  return found ? [{ id: ids[found[1]] }] : undefined;
}

/** A body that passes validation, so the ownership check is what answers. */
const validBodies: Record<string, unknown> = {
  'PATCH /api/inventory/{kind}/{id}': { notes: 'mine now' },
  'PATCH /api/environments/{id}': { name: 'Taken' },
  'PATCH /api/sensors/{id}': { name: 'Taken', mappings: [] },
  'PUT /api/environments/{id}/targets': { targets: [] },
  'PATCH /api/grow-cycles/{id}': { name: 'Taken' },
  'POST /api/grow-cycles/{id}/phase': { phase: 'harvest', date: '2026-11-01' },
  'POST /api/grow-cycles/{id}/plants': { name: 'Intruder' },
  'POST /api/grow-cycles/{id}/journal': { date: '2026-11-01', kind: 'water' },
  'PATCH /api/plants/{id}': { name: 'Stolen' },
  'PUT /api/plants/{id}/harvest': { wetG: 1 },
  'PATCH /api/journal/{id}': { note: 'edited' },
  'PUT /api/grow-cycles/{id}/feeding-plan': { rows: [] },
  'POST /api/grow-cycles/{id}/feeding-plan/copy': {
    fromCycleId: '00000000-0000-4000-8000-000000000000',
  },
};

const fill = (path: string, params: Record<string, string>) =>
  path.replace(/\{(\w+)\}/g, (_, name: string) => params[name] ?? `{${name}}`);

describe('the access matrix', () => {
  it('covers every API route that addresses a record by id', () => {
    const addressed = routeTable(t).filter(
      ({ path }) => path.startsWith('/api/') && path.includes('{id}'),
    );
    expect(addressed.length).toBeGreaterThanOrEqual(20);
    const unmapped = addressed.filter(({ path }) => !recordOf(path, growers.mary.ids));
    expect(unmapped).toEqual([]);
  });

  it('answers another grower 404 on every one of them, revealing and changing nothing', async () => {
    const answers: string[] = [];
    for (const { method, path } of routeTable(t)) {
      if (!path.startsWith('/api/') || !path.includes('{id}')) continue;
      for (const params of recordOf(path, growers.mary.ids) ?? []) {
        const url = fill(path, params);
        const response = await t.app.inject({
          method,
          url,
          headers: { authorization: `Bearer ${growers.otto.token}` },
          ...(validBodies[`${method} ${path}`] === undefined
            ? {}
            : { payload: validBodies[`${method} ${path}`] as Record<string, unknown> }),
        });
        const leaked = response.body.includes('Mary') || response.body.includes(params.id ?? '');
        answers.push(`${method} ${url} → ${response.statusCode}${leaked ? ' (leaks)' : ''}`);
      }
    }
    expect(answers.length).toBeGreaterThanOrEqual(25);
    expect(answers.filter((answer) => !answer.endsWith('→ 404'))).toEqual([]);
    expect(await snapshotOf(t, growers.mary.ids.userId)).toBe(growers.before);
  });

  it('answers the owner on the same routes (the matrix tests ownership, not broken ids)', async () => {
    for (const path of ['/api/environments/{id}', '/api/grow-cycles/{id}', '/api/plants']) {
      const url = fill(path, {
        id: path.includes('grow') ? growers.mary.ids.cycle : growers.mary.ids.environment,
      });
      const response = await t.app.inject({
        method: 'GET',
        url,
        headers: { authorization: `Bearer ${growers.mary.token}` },
      });
      expect(response.statusCode, url).toBe(200);
    }
  });

  it('refuses the owner’s ids inside another grower’s own records', async () => {
    const as = (payload: Record<string, unknown>, url: string) =>
      t.app.inject({
        method: 'POST',
        url,
        headers: { authorization: `Bearer ${growers.otto.token}` },
        payload,
      });
    const cycleBody = { name: 'Borrowed', growMedium: 'soil', numberOfPlants: 1 };
    const withMarysSeeds = await as(
      { ...cycleBody, startDate: '2026-11-01', seedId: growers.mary.ids.seeds },
      '/api/grow-cycles',
    );
    expect(withMarysSeeds.statusCode).toBe(422);
    expect(withMarysSeeds.json().errors[0].field).toBe('seedId');
    const inMarysTent = await as(
      {
        ...cycleBody,
        startDate: '2026-11-01',
        seedId: growers.otto.ids.seeds,
        environmentId: growers.mary.ids.environment,
      },
      '/api/grow-cycles',
    );
    expect(inMarysTent.statusCode).toBe(422);
    expect(inMarysTent.json().errors[0].field).toBe('environmentId');
    const environment = await as(
      {
        name: 'Borrowed tent',
        type: 'tent',
        location: 'Shed',
        equipmentIds: [growers.mary.ids.equipment],
      },
      '/api/environments',
    );
    expect(environment.statusCode).toBe(422);
    const sensor = await as(
      { name: 'Spy', environmentId: growers.mary.ids.environment },
      '/api/sensors',
    );
    expect(sensor.statusCode).toBe(422);
    // The comparison takes its cycles in the query: one of them Mary's is as unknown as none.
    const compare = await t.app.inject({
      method: 'GET',
      url: `/api/grow-cycles/compare?ids=${growers.otto.ids.cycle},${growers.mary.ids.cycle}`,
      headers: { authorization: `Bearer ${growers.otto.token}` },
    });
    expect(compare.statusCode).toBe(404);
    expect(compare.body).not.toContain('Mary');
    const shareLink = await as({ cycleId: growers.mary.ids.cycle }, '/api/share-links');
    expect(shareLink.statusCode).toBe(422);
    expect(shareLink.json().errors[0]).toMatchObject({ field: 'cycleId', code: 'notFound' });
    const plants = await t.app.inject({
      method: 'GET',
      url: `/api/plants?cycleId=${growers.mary.ids.cycle}`,
      headers: { authorization: `Bearer ${growers.otto.token}` },
    });
    expect(plants.statusCode).toBe(404);
    // A device key reports only into its own environment, whoever's key it is.
    const readings = await t.app.inject({
      method: 'POST',
      url: '/api/sensors/readings',
      headers: { 'x-device-key': growers.otto.deviceKey },
      payload: { metric: 'ph', value: 6.1 },
    });
    expect(readings.statusCode).toBe(202);
    expect(await snapshotOf(t, growers.mary.ids.userId)).toBe(growers.before);
  });
});
