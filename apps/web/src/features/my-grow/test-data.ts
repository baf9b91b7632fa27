import type { CalendarEvent, CalendarFeed } from '@maryjane/contract/calendar';
import type { GrowCycle, JournalEntry, Plant } from '@maryjane/contract/grow-cycles';
import type { Harvest } from '@maryjane/contract/harvests';
import type { HarvestCheck, LegalCheck } from '@maryjane/contract/legal';
import type { InventoryItem } from '@maryjane/contract/inventory';
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
