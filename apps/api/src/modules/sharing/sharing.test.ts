import { addDays, todayIso } from '@maryjane/contract/dates';
import { ErrorCode } from '@maryjane/contract/error-codes';
import type { GrowReport } from '@maryjane/contract/results';
import {
  SHARE_LINKS_MAX,
  SHARE_TOKEN_PATTERN,
  type CreatedShareLink,
  type ShareLink,
} from '@maryjane/contract/sharing';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { sha256 } from '../../platform/auth/tokens';
import { useTestApp } from '../../test/app';
import { useMaryAndOtto } from '../../test/grower';

const t = useTestApp({ seed: true });
const growers = useMaryAndOtto(t);

const openShared = (token: string) => t.app.inject({ method: 'GET', url: `/api/shared/${token}` });

async function createLink(body: Record<string, unknown> = {}) {
  const { mary } = growers;
  return mary.client.post<CreatedShareLink>('/api/share-links', {
    cycleId: mary.ids.cycle,
    ...body,
  });
}

const tokenHashOf = async (id: string) =>
  (
    await queryRows<{ token_hash: string }>(
      t.database.db,
      sql`select token_hash from share_links where id = ${id}`,
    )
  )[0]?.token_hash;

describe('share links', () => {
  it('creates a link whose token is shown once and stored only as its SHA-256', async () => {
    const link = await createLink({ displayName: '  Mary G. ', expiresOn: addDays(todayIso(), 7) });
    expect(link.token).toMatch(SHARE_TOKEN_PATTERN);
    expect(link).toMatchObject({
      cycleId: growers.mary.ids.cycle,
      cycleName: 'Mary’s grow',
      displayName: 'Mary G.',
      expiresOn: addDays(todayIso(), 7),
      expired: false,
    });
    const stored = await tokenHashOf(link.id);
    expect(stored).not.toBe(link.token);
    expect(stored).toBe(sha256(link.token));
    // The list never holds the token again.
    const listed = await growers.mary.client.get<ShareLink[]>('/api/share-links');
    expect(JSON.stringify(listed)).not.toContain(link.token);
  });

  it('lists the grower’s links newest first, with the cycle’s name and whether each expired', async () => {
    const older = await createLink({ displayName: 'Older' });
    const newer = await createLink({ displayName: 'Newer' });
    await t.database.db.execute(
      sql`update share_links set expires_on = ${addDays(todayIso(), -1)} where id = ${older.id}`,
    );
    const listed = await growers.mary.client.get<ShareLink[]>('/api/share-links');
    const ids = listed.map((link) => link.id);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
    expect(listed.find((link) => link.id === older.id)).toMatchObject({ expired: true });
    expect(listed.find((link) => link.id === newer.id)).toMatchObject({
      cycleName: 'Mary’s grow',
      expired: false,
      expiresOn: null,
    });
    // Otto's list holds only his own link.
    const ottos = await growers.otto.client.get<ShareLink[]>('/api/share-links');
    expect(ottos.map((link) => link.id)).toEqual([growers.otto.ids.shareLink]);
  });

  it('refuses another grower’s cycle, a past expiry and a missing cycle with field codes', async () => {
    const { mary, otto } = growers;
    const errors = (body: unknown) => mary.client.fieldErrors('POST', '/api/share-links', body);
    expect(await errors({ cycleId: otto.ids.cycle })).toEqual([
      { field: 'cycleId', code: 'notFound' },
    ]);
    expect(await errors({ cycleId: mary.ids.cycle, expiresOn: addDays(todayIso(), -1) })).toEqual([
      { field: 'expiresOn', code: 'dateNotAfterToday' },
    ]);
    expect(await errors({ expiresOn: '2026-02-30', displayName: 'x'.repeat(50) })).toEqual(
      expect.arrayContaining([
        { field: 'cycleId', code: 'required' },
        { field: 'expiresOn', code: 'date' },
        { field: 'displayName', code: 'tooLong' },
      ]),
    );
  });

  it('revokes a link: its address then answers 404, and so does revoking it again', async () => {
    const link = await createLink();
    expect((await openShared(link.token)).statusCode).toBe(200);
    const revoke = () => growers.mary.client.call('DELETE', `/api/share-links/${link.id}`);
    expect((await revoke()).status).toBe(204);
    expect((await openShared(link.token)).statusCode).toBe(404);
    expect((await revoke()).status).toBe(404);
    expect((await growers.mary.client.call('DELETE', '/api/share-links/not-an-id')).status).toBe(
      404,
    );
  });

  it('does not let another grower revoke a link', async () => {
    const link = await createLink();
    const answer = await growers.otto.client.call('DELETE', `/api/share-links/${link.id}`);
    expect(answer.status).toBe(404);
    expect((await openShared(link.token)).statusCode).toBe(200);
  });

  it('needs a session for everything but the shared report', async () => {
    const link = await createLink();
    for (const [method, url] of [
      ['GET', '/api/share-links'],
      ['POST', '/api/share-links'],
      ['DELETE', `/api/share-links/${link.id}`],
    ] as const) {
      expect((await t.app.inject({ method, url })).statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('keeps at most SHARE_LINKS_MAX links per grower', async () => {
    const { mary } = growers;
    const [{ links = 0 } = {}] = await queryRows<{ links: number }>(
      t.database.db,
      sql`select count(*)::int as links from share_links where owner_id = ${mary.ids.userId}`,
    );
    for (let index = links; index < SHARE_LINKS_MAX; index += 1) await createLink();
    const refused = await mary.client.call('POST', '/api/share-links', { cycleId: mary.ids.cycle });
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe(ErrorCode.shareLinksLimit);
    await t.database.db.execute(sql`delete from share_links where owner_id = ${mary.ids.userId}`);
  });
});

describe('the shared report', () => {
  it('shows the cycle’s report and the chosen name, and nothing of the account', async () => {
    const { mary } = growers;
    await mary.client.patch('/api/user/location', {
      locationCountryId: 'DE',
      locationStateId: 'DE-BE',
      locationCityId: 'DE-BE:Berlin',
    });
    const cycle = await mary.client.post<{ id: string }>('/api/grow-cycles', {
      name: 'Sunny side',
      growMedium: 'soil',
      numberOfPlants: 1,
      startDate: todayIso(),
      seedId: mary.ids.seeds,
      environmentId: mary.ids.environment,
    });
    const link = await createLink({ cycleId: cycle.id, displayName: 'Green Thumb' });
    const response = await openShared(link.token);
    expect(response.statusCode).toBe(200);
    const report = response.json().data as GrowReport;
    expect(report.results).toMatchObject({ cycleId: cycle.id, name: 'Sunny side' });
    expect(report.sharedBy).toBe('Green Thumb');
    // The household's legal check would tell its country and number of adults.
    expect(report.results.legal).toBeNull();
    const [account] = await queryRows<{ email: string }>(
      t.database.db,
      sql`select email from users where id = ${mary.ids.userId}`,
    );
    const [device] = await queryRows<{ key_hash: string }>(
      t.database.db,
      sql`select key_hash from sensor_devices where owner_id = ${mary.ids.userId}`,
    );
    const secrets = [
      account?.email ?? 'no e-mail',
      'Mary', // the username, the environment's name ("Mary’s tent") and the other cycle's
      mary.ids.userId,
      'DE-BE',
      'Berlin',
      'Attic',
      'Probe',
      mary.deviceKey,
      device?.key_hash ?? 'no key',
      '"country"',
      '"adults"',
    ];
    for (const secret of secrets) expect(response.body).not.toContain(secret);
  });

  it('shows no name when the grower gave none', async () => {
    const link = await createLink();
    expect(((await openShared(link.token)).json().data as GrowReport).sharedBy).toBeNull();
  });

  it('is sent uncached, unindexed and without a referrer, found or not', async () => {
    const link = await createLink();
    for (const token of [link.token, 'x'.repeat(43)]) {
      const response = await openShared(token);
      expect(response.headers).toMatchObject({
        'cache-control': 'no-store',
        'x-robots-tag': 'noindex, nofollow',
        'referrer-policy': 'no-referrer',
      });
    }
  });

  it('answers the same 404 for a malformed, unknown, expired or deleted cycle’s token', async () => {
    const expired = await createLink({ expiresOn: addDays(todayIso(), 1) });
    await t.database.db.execute(
      sql`update share_links set expires_on = ${addDays(todayIso(), -1)} where id = ${expired.id}`,
    );
    const lastDay = await createLink({ expiresOn: addDays(todayIso(), 1) });
    await t.database.db.execute(
      sql`update share_links set expires_on = ${todayIso()} where id = ${lastDay.id}`,
    );
    expect((await openShared(lastDay.token)).statusCode).toBe(200);
    const bodies = new Set<string>();
    for (const token of [expired.token, 'short', `${expired.token}x`, 'A'.repeat(43), '%00']) {
      const response = await openShared(token);
      expect(response.statusCode, token).toBe(404);
      const { statusCode, code, message } = response.json();
      bodies.add(JSON.stringify({ statusCode, code, message }));
    }
    expect(bodies.size).toBe(1);
  });

  it('goes with its cycle and with the account', async () => {
    const { otto } = growers;
    const cycle = await otto.client.post<{ id: string }>('/api/grow-cycles', {
      name: 'Short one',
      growMedium: 'soil',
      numberOfPlants: 1,
      startDate: todayIso(),
      seedId: otto.ids.seeds,
    });
    const link = await otto.client.post<CreatedShareLink>('/api/share-links', {
      cycleId: cycle.id,
    });
    expect((await otto.client.call('DELETE', `/api/grow-cycles/${cycle.id}`)).status).toBe(204);
    expect((await openShared(link.token)).statusCode).toBe(404);
    expect(await tokenHashOf(link.id)).toBeUndefined();

    await t.database.db.execute(sql`delete from users where id = ${otto.ids.userId}`);
    expect(await tokenHashOf(otto.ids.shareLink)).toBeUndefined();
  });
});
