import type { DataExport } from '@maryjane/contract/data-export';
import type { SensorDeviceWithKey } from '@maryjane/contract/sensors';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app';
import { maryWithSensor, readingsPoster } from '../sensors/test-fixtures';
import { readingsPage, type ReadingsCursor } from './repository';
import { EXPORT_PAGE_ROWS } from './service';

// Issue 29, item 1: the export is written a page at a time (a grower's export had held the
// server for seconds). Pages must neither lose nor repeat a reading, also where two devices
// measured at the same moment.
const t = useTestApp({ seed: true });
const post = readingsPoster(t);

async function twoDevicesOfReadings(moments: number) {
  const { mary, tent, device } = await maryWithSensor(t);
  const second = await mary.post<SensorDeviceWithKey>('/api/sensors', {
    name: 'Second probe',
    environmentId: tent.id,
  });
  const start = Date.now() - moments * 60_000 - 3_600_000;
  for (const key of [device.key, second.key]) {
    for (let from = 0; from < moments; from += 500) {
      const batch = [];
      for (let moment = from; moment < Math.min(moments, from + 500); moment++) {
        const recordedAt = new Date(start + moment * 60_000).toISOString();
        batch.push({ metric: 'air_temperature', value: 20 + (moment % 7), recordedAt });
        batch.push({ metric: 'humidity', value: 50 + (moment % 9), recordedAt });
      }
      expect((await post(key, batch)).statusCode).toBe(202);
    }
  }
  return { mary, tent };
}

describe('the export, page by page', () => {
  it('holds every reading once, though they fill more than one page', async () => {
    const moments = Math.ceil(EXPORT_PAGE_ROWS / 4) + 40;
    const { mary } = await twoDevicesOfReadings(moments);
    const { status, body } = await mary.call('GET', '/api/user/export');
    expect(status).toBe(200);
    const file = body as unknown as DataExport;
    const readings = file.parts.sensorReadings.filter((row) => row.metric !== 'vpd');
    expect(readings).toHaveLength(moments * 2 * 2);
    const keys = readings.map((row) => `${row.deviceId}|${row.metric}|${row.recordedAt}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('never splits the readings of one moment between two pages', async () => {
    const { mary } = await twoDevicesOfReadings(5);
    const userId = (await mary.get<{ id: string }>('/api/user')).id;
    const seen: string[] = [];
    let cursor: ReadingsCursor | null = null;
    let pages = 0;
    do {
      // 3 is odd: with two devices, most pages would end inside a moment.
      const page = await readingsPage(t.database.db, userId, cursor, 3);
      pages++;
      for (const row of page.rows)
        seen.push(`${row.deviceId}|${row.metric}|${String(row.recordedAt)}`);
      cursor = page.next;
    } while (cursor && pages < 100);
    const all = seen.filter((key) => !key.includes('|vpd|'));
    expect(all).toHaveLength(5 * 2 * 2);
    expect(new Set(seen).size).toBe(seen.length);
  });
});
