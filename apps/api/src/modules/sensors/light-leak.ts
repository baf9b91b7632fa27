import {
  ALERT_WINDOW_MS,
  DARK_HOUR_MAX_LUX,
  LIGHT_LEAK_MIN_LUX,
} from '@maryjane/contract/notifications';
import type { Database } from '../../db/client';
import { notifyLightLeak } from '../notifications/service';
import type { Device } from './ingest';
import { darkHistoryOfLight, type StoredReading } from './readings-repository';
import { flowerOfEnvironment } from './repository';

const HOUR_MS = 3_600_000;
/** The nights looked back on, and how many of them an hour must have been dark in. */
const NIGHTS_LOOKED_AT = 3;
const DARK_NIGHTS_NEEDED = 2;

/**
 * The hours of the day (UTC, 0–23) that were dark on the nights before `hourStart`: each of them
 * dark on at least two of the last three days, and so were the hours on either side. The edges
 * of the dark period are left out, so that a timer a few minutes off or a clock change does not
 * read as a leak.
 */
export async function darkHoursBefore(db: Database, environmentId: string, hourStart: Date) {
  const history = await darkHistoryOfLight(
    db,
    environmentId,
    new Date(hourStart.getTime() - NIGHTS_LOOKED_AT * 24 * HOUR_MS),
    hourStart,
  );
  const dark = new Set(
    history
      .filter((row) => row.days >= DARK_NIGHTS_NEEDED && row.max < DARK_HOUR_MAX_LUX)
      .map((row) => row.hour),
  );
  return new Set(
    [...dark].filter((hour) => dark.has((hour + 23) % 24) && dark.has((hour + 1) % 24)),
  );
}

/**
 * Issue 31: light in the dark period of a flowering photoperiod grow (a light leak or a broken
 * timer, the classic cause of hermaphrodites). No schedule is asked for: the dark period is what
 * the environment's light sensor saw on the nights before.
 */
export async function checkLightLeak(
  db: Database,
  device: Device,
  readings: StoredReading[],
  now: Date,
) {
  const newest = readings
    .filter((reading) => reading.metric === 'light')
    .filter((reading) => now.getTime() - reading.recordedAt.getTime() <= ALERT_WINDOW_MS)
    .sort((a, b) => b.recordedAt.getTime() - a.recordedAt.getTime())[0];
  if (!newest || newest.value < LIGHT_LEAK_MIN_LUX) return;
  const flower = await flowerOfEnvironment(db, device.environmentId);
  if (!flower || flower.phase !== 'flowering' || flower.floweringType === 'autoflowering') return;
  const hourStart = new Date(Math.floor(newest.recordedAt.getTime() / HOUR_MS) * HOUR_MS);
  const dark = await darkHoursBefore(db, device.environmentId, hourStart);
  if (!dark.has(hourStart.getUTCHours())) return;
  await notifyLightLeak(
    db,
    {
      userId: device.ownerId,
      environmentId: device.environmentId,
      deviceId: device.id,
      value: newest.value,
    },
    now,
  );
}
