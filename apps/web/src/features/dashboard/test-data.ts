import type { Environment } from '@maryjane/contract/environments';
import type { GrowCycle, JournalEntry } from '@maryjane/contract/grow-cycles';
import type { InventoryTotals } from '@maryjane/contract/inventory';
import type { Notification } from '@maryjane/contract/notifications';
import type { Schedule } from '@maryjane/contract/schedule';
import type {
  EnvironmentReadings,
  LatestReading,
  SensorDevice,
  Series,
} from '@maryjane/contract/sensors';
import type { Weather } from '@maryjane/contract/weather';
import { localToday } from '../../shared/ui/dates';

import { stamp } from '../../test/fixtures';

/** Contract-shaped samples for the dashboard and the notifications bell. */

let serial = 0;
export const uuid = () => `7d2e3f4a-5b6c-4d7e-8f90-${String(++serial).padStart(12, '0')}`;

/** `days` from today on the grower's calendar, as `YYYY-MM-DD`. */
export function dayFromToday(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  return localToday(date);
}

export const minutesAgo = (minutes: number) =>
  new Date(Date.now() - minutes * 60_000).toISOString();

const range = (day: string) => ({ min: day, typical: day, max: day });

/** A schedule as the API computes it, reduced to what the dashboard reads. */
export function aSchedule(overrides: Partial<Schedule> = {}): Schedule {
  const harvest = dayFromToday(40);
  return {
    phases: [],
    harvest: range(harvest),
    finish: range(dayFromToday(80)),
    daysToHarvest: 40,
    progress: 0.5,
    overdue: null,
    tasks: [],
    ...overrides,
  };
}

export function aCycle(overrides: Partial<GrowCycle> = {}): GrowCycle {
  return {
    id: uuid(),
    name: 'Tent grow',
    seedId: uuid(),
    strain: {
      id: uuid(),
      name: 'Northern Lights',
      producerName: 'Sensi Seeds',
      floweringType: 'photoperiod',
      floweringWeeksMin: 8,
      floweringWeeksMax: 9,
    },
    growMedium: 'soil',
    numberOfPlants: 2,
    startDate: dayFromToday(-60),
    environment: null,
    phase: 'flowering',
    history: [],
    allowedMoves: ['harvest'],
    schedule: aSchedule(),
    lightHoursVegetative: null,
    lightHoursFlowering: null,
    notes: null,
    createdAt: stamp,
    updatedAt: stamp,
    ...overrides,
  };
}

export function aDevice(environment: Environment, overrides: Partial<SensorDevice> = {}) {
  return {
    id: uuid(),
    name: 'Tent sensor',
    environment: { id: environment.id, name: environment.name },
    keyPrefix: 'mj_ab12',
    lastSeenAt: minutesAgo(5),
    createdAt: stamp,
    source: 'maryjane',
    topic: null,
    mappings: [],
    channels: [],
    rejected: { count: 0, lastAt: null, lastReason: null },
    ...overrides,
  } satisfies SensorDevice;
}

export function aReading(overrides: Partial<LatestReading> = {}): LatestReading {
  return {
    metric: 'humidity',
    value: 78,
    recordedAt: minutesAgo(5),
    status: 'high',
    target: { min: 40, max: 55 },
    ...overrides,
  };
}

/** Points every 10 minutes up to now, `values` oldest first (the average; ±2 for the spread). */
export function aSeries(metric: Series['metric'], values: number[]): Series {
  const now = Date.now();
  return {
    metric,
    points: values.map((avg, index) => ({
      at: new Date(now - (values.length - 1 - index) * 600_000).toISOString(),
      avg,
      min: avg - 2,
      max: avg + 2,
    })),
  };
}

export function someReadings(
  environment: Environment,
  overrides: Partial<EnvironmentReadings> = {},
): EnvironmentReadings {
  return {
    environmentId: environment.id,
    phase: 'flowering',
    latest: [
      aReading(),
      aReading({
        metric: 'air_temperature',
        value: 24.5,
        status: 'ok',
        target: { min: 20, max: 26 },
        recordedAt: minutesAgo(2),
      }),
    ],
    range: '24h',
    series: [aSeries('humidity', [60, 70, 78])],
    ...overrides,
  };
}

export function aForecast(overrides: Partial<Extract<Weather, { available: true }>> = {}): Weather {
  return {
    available: true,
    place: { name: 'Hamburg', latitude: 53.55, longitude: 9.99 },
    days: [
      '2026-04-13',
      '2026-04-14',
      '2026-04-15',
      '2026-04-16',
      '2026-04-17',
      '2026-04-18',
      '2026-04-19',
    ].map((date, index) => ({
      date,
      temperatureMinC: index === 1 ? -1 : 4,
      temperatureMaxC: 12 + index,
      precipitationMm: index === 3 ? 4.2 : 0,
      weatherCode: index === 3 ? 63 : 1,
    })),
    warnings: [{ kind: 'frost', date: '2026-04-14', temperatureC: -1 }],
    exposed: true,
    fetchedAt: stamp,
    ...overrides,
  };
}

export function someTotals(): InventoryTotals {
  return {
    kinds: [
      { kind: 'seeds', lines: 2, quantity: 10, spend: 45 },
      { kind: 'equipment', lines: 3, quantity: 4, spend: 289.9 },
      { kind: 'supplies', lines: 1, quantity: 1, spend: 19.5 },
      { kind: 'tools', lines: 0, quantity: 0, spend: 0 },
    ],
    spend: 354.4,
  };
}

export function aNotification(overrides: Partial<Notification> = {}): Notification {
  return {
    id: uuid(),
    kind: 'reading',
    environment: { id: uuid(), name: 'Attic tent' },
    metric: 'humidity',
    value: 78,
    min: 40,
    max: 55,
    device: null,
    weather: null,
    day: null,
    createdAt: minutesAgo(5),
    readAt: null,
    ...overrides,
  };
}

/** A journal entry (quick entries read the newest watering and feed). */
export function aJournalEntry(overrides: Partial<JournalEntry> = {}): JournalEntry {
  return {
    id: crypto.randomUUID(),
    cycleId: 'cycle-1',
    plantId: null,
    date: '2026-01-10',
    kind: 'water',
    amountL: null,
    ph: null,
    ec: null,
    note: null,
    heightCm: null,
    training: null,
    potL: null,
    health: null,
    feed: [],
    createdAt: '2026-01-10T08:00:00.000Z',
    ...overrides,
  };
}
