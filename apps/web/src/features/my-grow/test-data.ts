import type { CalendarEvent, CalendarFeed } from '@maryjane/contract/calendar';
import type { GrowCycle, JournalEntry, Plant } from '@maryjane/contract/grow-cycles';
import type { Harvest } from '@maryjane/contract/harvests';
import type { HarvestCheck, LegalCheck } from '@maryjane/contract/legal';
import type { InventoryItem } from '@maryjane/contract/inventory';
import type { CycleResults, GrowReport } from '@maryjane/contract/results';
import { allowedMoves, type GrowPhase } from '@maryjane/contract/phases';
import { computeSchedule, type ScheduleInput } from '@maryjane/contract/schedule';
import { localToday } from '../../shared/ui/dates';

import { stamp } from '../../test/fixtures';

/** Contract-shaped samples for the my-grow page tests. */

let serial = 0;
export const uuid = () => `6c1e2f3a-4b5c-4d6e-8f70-${String(++serial).padStart(12, '0')}`;

export function anInventoryLine(
  kind: 'seeds' | 'equipment' | 'supplies',
  overrides: Partial<InventoryItem> = {},
): InventoryItem {
  return {
    id: uuid(),
    kind,
    item: {
      id: uuid(),
      name: kind === 'seeds' ? 'Northern Lights' : 'LED panel 300 W',
      type: kind === 'seeds' ? 'photoperiod' : 'light',
      brand: null,
      custom: false,
    },
    strain:
      kind === 'seeds'
        ? {
            floweringType: 'photoperiod',
            floweringWeeksMin: 7,
            floweringWeeksMax: 8,
            growWeeks: 16,
            producerName: 'Sensi Seeds',
          }
        : null,
    purchaseDate: null,
    link: null,
    storageLocation: null,
    quantity: 5,
    price: null,
    notes: null,
    retailer: null,
    brand: null,
    stockAmount: null,
    stockUnit: null,
    watts: null,
    hoursPerDay: null,
    expectedCycles: null,
    catalogueWatts: null,
    createdAt: stamp,
    updatedAt: stamp,
    ...overrides,
  };
}

export const page = <T>(items: T[]) => ({ items, total: items.length, page: 1, pageSize: 100 });

interface CycleOptions extends Partial<Omit<GrowCycle, 'schedule' | 'allowedMoves'>> {
  floweringType?: 'photoperiod' | 'autoflowering';
  reached?: ScheduleInput['reached'];
  lastMove?: 'forward' | 'back' | null;
}

/** A cycle whose schedule and moves come from the contract's own rules, as the API's do. */
export function aCycle({
  floweringType = 'photoperiod',
  reached = {},
  lastMove = null,
  ...overrides
}: CycleOptions = {}): GrowCycle {
  const phase: GrowPhase = overrides.phase ?? 'germinate';
  const startDate = overrides.startDate ?? '2026-03-01';
  const growMedium = overrides.growMedium ?? 'soil';
  const schedule = computeSchedule(
    {
      startDate,
      floweringType,
      floweringWeeksMin: 8,
      floweringWeeksMax: 9,
      growMedium,
      phase,
      reached,
    },
    localToday(),
  );
  return {
    id: uuid(),
    name: 'First grow',
    seedId: uuid(),
    strain: {
      id: uuid(),
      name: 'Northern Lights',
      producerName: 'Sensi Seeds',
      floweringType,
      floweringWeeksMin: 8,
      floweringWeeksMax: 9,
    },
    growMedium,
    numberOfPlants: 2,
    startDate,
    environment: null,
    phase,
    history: [],
    allowedMoves: allowedMoves(phase, lastMove),
    schedule,
    lightHoursVegetative: null,
    lightHoursFlowering: null,
    notes: null,
    createdAt: stamp,
    updatedAt: stamp,
    ...overrides,
  };
}

export function aPlant(cycle: GrowCycle, number: number, overrides: Partial<Plant> = {}): Plant {
  return {
    id: uuid(),
    cycleId: cycle.id,
    cycleName: cycle.name,
    cyclePhase: cycle.phase,
    number,
    name: null,
    notes: null,
    sex: 'unknown',
    status: 'growing',
    statusReason: null,
    statusNote: null,
    statusDate: null,
    createdAt: stamp,
    ...overrides,
  };
}

export function aJournalEntry(
  cycle: GrowCycle,
  overrides: Partial<JournalEntry> = {},
): JournalEntry {
  return {
    id: uuid(),
    cycleId: cycle.id,
    plantId: null,
    date: '2026-03-10',
    kind: 'water',
    amountL: 2,
    ph: 6.2,
    ec: null,
    note: null,
    heightCm: null,
    training: null,
    potL: null,
    health: null,
    feed: [],
    createdAt: stamp,
    ...overrides,
  };
}

export function aLegalCheck(overrides: Partial<LegalCheck> = {}): LegalCheck {
  return {
    applies: true,
    country: 'DE',
    adults: 1,
    limit: 3,
    plants: 2,
    exceeded: false,
    ...overrides,
  };
}

export function anEvent(overrides: Partial<CalendarEvent> = {}): CalendarEvent {
  return {
    id: `event-${++serial}`,
    cycleId: uuid(),
    cycleName: 'Tent grow',
    kind: 'phase',
    key: 'flowering',
    phase: 'flowering',
    start: '2026-04-06',
    end: '2026-04-12',
    every: null,
    expected: false,
    ...overrides,
  };
}

export const noFeed: CalendarFeed = { active: false, language: null, createdAt: null };

const noClimate = { mean: null, min: null, max: null, inTarget: null, target: null };

/**
 * A photoperiod cycle grown to the end: 2 plants, 398 g dried (cured), every phase reached.
 * Its numbers are what the API would compute from them (398 / 2 = 199 g a plant, 398 / 240 W).
 */
export function aCycleResults(overrides: Partial<CycleResults> = {}): CycleResults {
  return {
    cycleId: uuid(),
    name: 'Attic grow',
    strain: { name: 'Northern Lights', producerName: 'Sensi Seeds', floweringType: 'photoperiod' },
    growMedium: 'coco',
    phase: 'complete',
    startDate: '2026-03-01',
    lightHours: { vegetative: 18, flowering: 12 },
    plants: { count: 2, harvested: 2 },
    yield: { wetG: 1850, trimG: 210, dryG: 412.5, curedG: 398, finalG: 398 },
    perPlantG: 199,
    areaM2: 1.44,
    perM2G: 276.4,
    lightWatts: 240,
    perWattG: 1.66,
    ratings: { smell: 4.5, taste: 4, effect: null },
    phases: [
      {
        phase: 'germinate',
        planned: { min: 5, typical: 7, max: 10 },
        actual: 6,
        start: '2026-03-01',
        end: '2026-03-07',
      },
      {
        phase: 'vegetative',
        planned: { min: 21, typical: 28, max: 42 },
        actual: 35,
        start: '2026-03-07',
        end: '2026-04-11',
      },
      {
        phase: 'flowering',
        planned: { min: 56, typical: 60, max: 63 },
        actual: 63,
        start: '2026-04-11',
        end: '2026-06-13',
      },
      {
        phase: 'harvest',
        planned: { min: 10, typical: 14, max: 21 },
        actual: 12,
        start: '2026-06-13',
        end: '2026-06-25',
      },
    ],
    climate: [
      {
        phase: 'vegetative',
        from: '2026-03-07',
        to: '2026-04-11',
        airTemperature: {
          mean: 24.5,
          min: 19.2,
          max: 28.9,
          inTarget: 0.91,
          target: { min: 22, max: 28 },
        },
        humidity: { mean: 62.3, min: 48, max: 75, inTarget: 0.8, target: { min: 55, max: 70 } },
        vpd: { mean: 1.05, min: 0.6, max: 1.5, inTarget: 0.873, target: { min: 0.8, max: 1.2 } },
        hoursWithReadings: 820,
        hours: 840,
      },
      {
        phase: 'flowering',
        from: '2026-04-11',
        to: '2026-06-13',
        airTemperature: {
          mean: 25.1,
          min: 20,
          max: 29.5,
          inTarget: 0.88,
          target: { min: 20, max: 28 },
        },
        humidity: { mean: 48.6, min: 38, max: 61, inTarget: 0.75, target: { min: 40, max: 50 } },
        vpd: { mean: 1.42, min: 0.9, max: 1.9, inTarget: 0.68, target: { min: 1.2, max: 1.6 } },
        hoursWithReadings: 1500,
        hours: 1512,
      },
      {
        phase: 'drying',
        from: '2026-06-13',
        to: '2026-06-25',
        airTemperature: noClimate,
        humidity: noClimate,
        vpd: noClimate,
        hoursWithReadings: 0,
        hours: 288,
      },
    ],
    costs: {
      seeds: 24,
      supplies: 38.5,
      electricity: 112.35,
      equipment: 60,
      total: 234.85,
      perGram: 0.59,
      pricePerKwh: 0.38,
      kwh: 295.66,
      devices: [
        { name: 'LED panel 240 W', type: 'light', watts: 240, hoursPerDay: 'light', kwh: 285.12 },
        { name: 'Exhaust fan', type: 'ventilation', watts: null, hoursPerDay: 24, kwh: null },
      ],
      lines: [
        {
          name: 'Northern Lights',
          kind: 'seeds',
          amount: 2,
          unit: 'seeds',
          euros: 24,
          missing: null,
        },
        { name: 'BioBloom', kind: 'supplies', amount: 250, unit: 'ml', euros: 38.5, missing: null },
        {
          name: 'Cal-Mag',
          kind: 'supplies',
          amount: 40,
          unit: 'ml',
          euros: null,
          missing: 'price',
        },
        {
          name: 'LED panel 240 W',
          kind: 'equipment',
          amount: null,
          unit: null,
          euros: 60,
          missing: null,
        },
        {
          name: 'Exhaust fan',
          kind: 'electricity',
          amount: null,
          unit: 'kWh',
          euros: null,
          missing: 'watts',
        },
      ],
    },
    legal: { applies: false, country: null, adults: 1, limitG: null, driedG: 398, exceeded: false },
    ...overrides,
  };
}

/** The report of `aCycleResults`: its tent, both plants' harvests, photos, feeds and climate. */
export function aGrowReport(overrides: Partial<GrowReport> = {}): GrowReport {
  const harvest = (plantNumber: number, dryG: number, curedG: number) => ({
    plantNumber,
    plantName: plantNumber === 2 ? 'Lemon Lady' : null,
    wetG: 925,
    wetDate: '2026-06-13',
    trimG: 105,
    dryG,
    dryDate: '2026-06-25',
    curedG,
    curedDate: '2026-07-20',
    smell: 4,
    taste: 4,
    effect: null,
    updatedAt: stamp,
  });
  const photo = (takenOn: string, plantNumber: number | null) => ({
    id: uuid(),
    takenOn,
    plantNumber,
    width: 1600,
    height: 1200,
    thumbUrl: `/uploads/photos/${takenOn}-thumb.webp`,
    largeUrl: `/uploads/photos/${takenOn}-large.webp`,
  });
  return {
    results: aCycleResults(),
    environment: { type: 'tent', widthCm: 120, depthCm: 120, heightCm: 200 },
    harvests: [harvest(1, 210.5, 203), harvest(2, 202, 195)],
    photos: [photo('2026-03-20', 1), photo('2026-05-04', 2), photo('2026-05-30', null)],
    feeds: [
      {
        date: '2026-04-15',
        plantNumber: null,
        amountL: 2.5,
        ph: 6.1,
        ec: 1.4,
        products: [{ name: 'BioBloom', amount: 2, unit: 'ml/L' }],
      },
    ],
    climateSeries: [
      { at: '2026-04-20T00:00:00.000Z', airTemperature: 23.5, humidity: 52, vpd: 1.25 },
      { at: '2026-04-20T06:00:00.000Z', airTemperature: 25.8, humidity: 47.5, vpd: 1.5 },
      { at: '2026-04-20T12:00:00.000Z', airTemperature: 26.4, humidity: 45, vpd: 1.62 },
    ],
    sharedBy: null,
    ...overrides,
  };
}

/** No household limit for the harvest at home (`legal` of the harvest answers). */
export function aHarvestCheck(overrides: Partial<HarvestCheck> = {}): HarvestCheck {
  return {
    applies: false,
    country: null,
    adults: 1,
    limitG: null,
    driedG: 0,
    exceeded: false,
    ...overrides,
  };
}

/** A plant's harvest record with nothing weighed yet but what `overrides` says. */
export function aHarvest(plant: Plant, overrides: Partial<Harvest> = {}): Harvest {
  return {
    plantId: plant.id,
    cycleId: plant.cycleId,
    plantNumber: plant.number,
    plantName: plant.name,
    wetG: null,
    wetDate: null,
    trimG: null,
    dryG: null,
    dryDate: null,
    curedG: null,
    curedDate: null,
    smell: null,
    taste: null,
    effect: null,
    notes: null,
    updatedAt: '2026-10-01T10:00:00.000Z',
    ...overrides,
  };
}
