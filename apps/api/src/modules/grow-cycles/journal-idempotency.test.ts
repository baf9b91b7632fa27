import { randomUUID } from 'node:crypto';
import type { GrowCycle, JournalEntry } from '@maryjane/contract/grow-cycles';
import type { InventoryItem } from '@maryjane/contract/inventory';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { growCycles } from '../../db/schema/grow';
import { idempotencyKeys } from '../../db/schema/idempotency-keys';
import { purgeOldKeys } from '../../platform/http/idempotency';
import { bearer } from '../../test/accounts';
import { useTestApp } from '../../test/app';
import type { Client } from '../../test/client';
import { must } from '../../test/must';
import { maryWithSeeds, winterGrow } from './test-fixtures';

// A journal entry sent again with its Idempotency-Key (an app retrying after a lost connection) is
// stored once, and answered as the first time.

const t = useTestApp({ seed: true });
let mary: Client;
let maryToken: string;
let seeds: InventoryItem;
let cycle: GrowCycle;

beforeAll(async () => {
  const made = await maryWithSeeds(t);
  ({ mary, token: maryToken, photoSeeds: seeds } = made);
  cycle = await mary.post<GrowCycle>('/api/grow-cycles', winterGrow(seeds));
});

const water = { date: '2026-01-20', kind: 'water', amountL: 1.5 };
const journalOf = (cycleId: string) => `/api/grow-cycles/${cycleId}/journal`;

function send(key: string, payload: object = water, token = maryToken, url = journalOf(cycle.id)) {
  return t.app.inject({
    method: 'POST',
    url,
    headers: { ...bearer(token), 'idempotency-key': key },
    payload,
  });
}

const countEntries = async (client = mary, cycleId = cycle.id) =>
  (await client.get<JournalEntry[]>(journalOf(cycleId))).length;

const keyRows = (key: string) =>
  t.database.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key));

describe('Idempotency-Key on journal entries', () => {
  it('stores an entry once and answers a retry with the first answer', async () => {
    const before = await countEntries();
    const key = randomUUID();
    const first = await send(key);
    const again = await send(key);
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    expect(await countEntries()).toBe(before + 1);
  });

  it('stores one entry when two requests with one key race', async () => {
    const before = await countEntries();
    const key = randomUUID();
    const [a, b] = await Promise.all([send(key), send(key)]);
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect(a.json()).toEqual(b.json());
    expect(await countEntries()).toBe(before + 1);
    expect(await keyRows(key)).toHaveLength(1);
  });

  it('refuses the same key with another body or address', async () => {
    const key = randomUUID();
    expect((await send(key)).statusCode).toBe(201);
    const before = await countEntries();
    const otherBody = await send(key, { ...water, amountL: 2 });
    expect(otherBody.statusCode).toBe(422);
    expect(otherBody.json()).toMatchObject({ code: 'idempotency_key_reused' });
    expect(otherBody.json().message).toMatch(/different request/);

    const second = await mary.post<GrowCycle>(
      '/api/grow-cycles',
      winterGrow(seeds, { name: 'Second grow', seedsFromInventory: false }),
    );
    const otherUrl = await send(key, water, maryToken, journalOf(second.id));
    expect(otherUrl.statusCode).toBe(422);
    expect(await countEntries()).toBe(before);
    expect(await countEntries(mary, second.id)).toBe(0);
  });

  it('answers a malformed key with 400 and writes nothing', async () => {
    const before = await countEntries();
    for (const bad of ['short', 'x'.repeat(65), 'has spaces in it 1234', 'ümlaut-ümlaut-ümlaut']) {
      const response = await send(bad);
      expect(response.statusCode, bad).toBe(400);
      expect(response.json().message).toMatch(/Idempotency-Key/);
    }
    // 16 and 64 safe characters are fine.
    expect((await send('a'.repeat(16))).statusCode).toBe(201);
    expect((await send(`${'b'.repeat(62)}-_`)).statusCode).toBe(201);
    expect(await countEntries()).toBe(before + 2);
  });

  it('keeps one grower’s keys apart from another’s', async () => {
    const key = randomUUID();
    const marys = await send(key);
    const joe = await maryWithSeeds(t);
    const joesCycle = await joe.mary.post<GrowCycle>(
      '/api/grow-cycles',
      winterGrow(joe.photoSeeds),
    );
    // Joe's request with Mary's key is his own: a new entry in his journal, not Mary's answer.
    const joes = await send(key, water, joe.token, journalOf(joesCycle.id));
    expect(joes.statusCode).toBe(201);
    expect(joes.headers['idempotent-replayed']).toBeUndefined();
    expect(joes.json().data.id).not.toBe(marys.json().data.id);
    expect(await countEntries(joe.mary, joesCycle.id)).toBe(1);
    // And a new key of his on Mary's cycle finds nothing.
    expect((await send(randomUUID(), water, joe.token)).statusCode).toBe(404);
  });

  it('stores nothing for a failed request, so it may be retried with its key', async () => {
    const key = randomUUID();
    expect((await send(key, { ...water, ph: 15 })).statusCode).toBe(422);
    expect(await keyRows(key)).toHaveLength(0);
    expect((await send(key, water)).statusCode).toBe(201);
    expect(await keyRows(key)).toHaveLength(1);
  });

  it('forgets keys older than a week', async () => {
    const [owner] = await t.database.db
      .select({ id: growCycles.ownerId })
      .from(growCycles)
      .where(eq(growCycles.id, cycle.id));
    const ownerId = must(owner).id;
    const old = `old-key-${randomUUID()}`;
    const recent = `recent-key-${randomUUID()}`;
    const eightDaysAgo = new Date(Date.now() - 8 * 24 * 3600 * 1000);
    const base = { ownerId, route: 'POST /x', requestHash: 'x', status: 201, body: {} };
    await t.database.db.insert(idempotencyKeys).values([
      { ...base, key: old, createdAt: eightDaysAgo },
      { ...base, key: recent },
    ]);
    // Purged at most hourly per process: an hour on, the next call clears the old key.
    await purgeOldKeys(t.database.db, Date.now() + 2 * 3600 * 1000);
    expect(await keyRows(old)).toHaveLength(0);
    expect(await keyRows(recent)).toHaveLength(1);
  });
});
