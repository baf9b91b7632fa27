import type { IsoDate } from '@maryjane/contract/dates';
import { daysBetween } from '@maryjane/contract/dates';
import type { GrowCycle } from '@maryjane/contract/grow-cycles';
import {
  DEFAULT_EQUIPMENT_CYCLES,
  DEFAULT_LIGHT_HOURS,
  type CostLine,
  type CycleCosts,
  type DeviceEnergy,
} from '@maryjane/contract/results';
import type { ScheduledPhase } from '@maryjane/contract/schedule';
import type { EquipmentRow, SeedsUseRow, SuppliesUseRow } from './repository';

/**
 * What a grow cycle cost (issue 27), after the cutting-costs guides
 * (content/{en,de}/guides/cutting-costs/): electricity is watts × hours × the price per kWh
 * (electricity-costs-of-a-grow.md), equipment counts with its share of the grow cycles it lasts,
 * seeds and supplies with what the cycle took of them. Amounts stay unrounded until the end.
 */

export const round = (value: number, digits: number) => {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
};
const cents = (value: number) => round(value, 2);

/** Hours of light a day: the cycle's own, else 18/6 then 12/12 (autoflowers 18/6 throughout). */
export function lightHoursOf(cycle: GrowCycle) {
  const auto = cycle.strain?.floweringType === 'autoflowering';
  return {
    vegetative: cycle.lightHoursVegetative ?? DEFAULT_LIGHT_HOURS.vegetative,
    flowering:
      cycle.lightHoursFlowering ??
      (auto ? DEFAULT_LIGHT_HOURS.autoflowering : DEFAULT_LIGHT_HOURS.flowering),
  };
}

/** Days the cycle actually spent in each phase: reached to left, the current one to today. */
export function daysInPhases(cycle: GrowCycle, today: IsoDate): Record<ScheduledPhase, number> {
  const days = { germinate: 0, vegetative: 0, flowering: 0, harvest: 0 };
  for (const phase of cycle.schedule.phases) {
    if (phase.actualStart === null) continue;
    days[phase.phase] = Math.max(0, daysBetween(phase.actualStart, phase.actualEnd ?? today));
  }
  return days;
}

/** Equipment types that draw power; any other line counts once the grower gives its watts. */
const POWERED_TYPES = new Set(['light', 'exhaust-fan', 'ventilator', 'heater', 'propagator']);

/**
 * Each powered device's energy. A light burns the light schedule's hours on each day of
 * germination and vegetation (vegetative hours) and of flowering (flowering hours), none while
 * drying and curing. Other devices run `hoursPerDay` (24 when not set) on every day from the
 * start to the end of flowering (to today before it ends). Watts × the line's quantity.
 */
export function deviceEnergy(
  devices: EquipmentRow[],
  days: Record<ScheduledPhase, number>,
  hours: { vegetative: number; flowering: number },
): DeviceEnergy[] {
  const growingDays = days.germinate + days.vegetative + days.flowering;
  const lightHours =
    (days.germinate + days.vegetative) * hours.vegetative + days.flowering * hours.flowering;
  return devices
    .filter((device) => device.watts !== null || POWERED_TYPES.has(device.type))
    .map((device) => {
      const perPiece =
        device.watts ?? (device.catalogueWatts === null ? null : Number(device.catalogueWatts));
      const watts = perPiece === null ? null : perPiece * device.quantity;
      const isLight = device.type === 'light' && device.hoursPerDay === null;
      const runHours = isLight ? lightHours : (device.hoursPerDay ?? 24) * growingDays;
      return {
        name: device.name,
        type: device.type,
        watts,
        hoursPerDay: isLight ? 'light' : (device.hoursPerDay ?? 24),
        kwh: watts === null ? null : (watts / 1000) * runHours,
      };
    });
}

/** The watts of the environment's lights (grower's, else catalogue's, × quantity); null if none known. */
export function lightWattsOf(devices: DeviceEnergy[]): number | null {
  const known = devices.filter((device) => device.type === 'light' && device.watts !== null);
  return known.length === 0 ? null : known.reduce((sum, device) => sum + (device.watts ?? 0), 0);
}

const line = (values: Omit<CostLine, 'missing'> & { missing?: CostLine['missing'] }): CostLine => ({
  ...values,
  missing: values.missing ?? null,
});

/**
 * Seeds: the seeds the cycle took net × the price per seed, the line's price over the seeds it
 * has had (what is left plus what every cycle took net: the inventory keeps the price of the
 * whole line and lowers its quantity as seeds are sown).
 */
function seedLines(rows: SeedsUseRow[]): CostLine[] {
  return rows
    .filter((row) => row.taken > 0)
    .map((row) => {
      const base = {
        name: row.name,
        kind: 'seeds' as const,
        amount: row.taken,
        unit: 'seeds' as const,
      };
      if (row.price === null) return line({ ...base, euros: null, missing: 'price' });
      if (row.bought <= 0) return line({ ...base, euros: null, missing: 'stock' });
      return line({ ...base, euros: (row.price / row.bought) * row.taken });
    });
}

/**
 * Supplies: ml or g the cycle's feeds took net × the price per ml or g, the line's price over
 * what it held when bought: the catalogue's volume (ml) or weight (g) per pack × packs. The stock
 * amount is what is left, not the pack, so a line without the catalogue's size has no euros.
 */
function supplyLines(rows: SuppliesUseRow[]): CostLine[] {
  return rows
    .filter((row) => row.used > 0)
    .map((row) => {
      const unit = row.stockUnit ?? (row.weightKg !== null && row.volumeL === null ? 'g' : 'ml');
      const base = { name: row.name, kind: 'supplies' as const, amount: row.used, unit };
      const perPack = unit === 'ml' ? row.volumeL : row.weightKg;
      if (row.price === null) return line({ ...base, euros: null, missing: 'price' });
      if (!perPack || row.quantity <= 0) return line({ ...base, euros: null, missing: 'stock' });
      const held = perPack * 1000 * row.quantity;
      return line({ ...base, euros: (row.price / held) * row.used });
    });
}

/** Equipment: what the line cost (its price is for all its pieces) over the cycles it lasts. */
function equipmentLines(rows: EquipmentRow[]): CostLine[] {
  return rows.map((row) => {
    const base = { name: row.name, kind: 'equipment' as const, amount: null, unit: null };
    if (row.price === null) return line({ ...base, euros: null, missing: 'price' });
    return line({ ...base, euros: row.price / (row.expectedCycles ?? DEFAULT_EQUIPMENT_CYCLES) });
  });
}

function electricityLines(devices: DeviceEnergy[], pricePerKwh: number): CostLine[] {
  return devices.map((device) =>
    device.kwh === null
      ? line({
          name: device.name,
          kind: 'electricity',
          amount: null,
          unit: 'kWh',
          euros: null,
          missing: 'watts',
        })
      : line({
          name: device.name,
          kind: 'electricity',
          amount: device.kwh,
          unit: 'kWh',
          euros: device.kwh * pricePerKwh,
        }),
  );
}

export interface CostInputs {
  devices: DeviceEnergy[];
  equipment: EquipmentRow[];
  seeds: SeedsUseRow[];
  supplies: SuppliesUseRow[];
  pricePerKwh: number;
  finalG: number | null;
}

/** The cycle's costs; sums of the known euros, rounded to cents (kWh to 0.01) only here. */
export function cycleCosts(inputs: CostInputs): CycleCosts {
  const lines = [
    ...seedLines(inputs.seeds),
    ...supplyLines(inputs.supplies),
    ...electricityLines(inputs.devices, inputs.pricePerKwh),
    ...equipmentLines(inputs.equipment),
  ];
  const sumOf = (kind: CostLine['kind'] | null) =>
    lines
      .filter((each) => kind === null || each.kind === kind)
      .reduce((sum, each) => sum + (each.euros ?? 0), 0);
  const total = sumOf(null);
  const kwh = inputs.devices.reduce((sum, device) => sum + (device.kwh ?? 0), 0);
  return {
    seeds: cents(sumOf('seeds')),
    supplies: cents(sumOf('supplies')),
    electricity: cents(sumOf('electricity')),
    equipment: cents(sumOf('equipment')),
    total: cents(total),
    // Nothing priced is not free: no € per gram until some cost is known.
    perGram:
      inputs.finalG && lines.some((each) => each.euros !== null)
        ? cents(total / inputs.finalG)
        : null,
    pricePerKwh: inputs.pricePerKwh,
    kwh: round(kwh, 2),
    devices: inputs.devices.map((device) => ({
      ...device,
      kwh: device.kwh === null ? null : round(device.kwh, 2),
    })),
    lines: lines.map((each) => ({
      ...each,
      amount: each.amount === null ? null : round(each.amount, 2),
      euros: each.euros === null ? null : cents(each.euros),
    })),
  };
}
