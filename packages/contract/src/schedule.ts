import { z } from 'zod';
import { addDays, daysBetween, laterOf, type IsoDate } from './dates';
import { growPhases, type GrowMedium, type GrowPhase } from './phases';
import type { FloweringType } from './strains';

/**
 * The expected course of a grow cycle: when each phase starts and ends (earliest, typical and
 * latest), what to do when, days to harvest and progress. Phases already reached use their
 * actual dates; the rest follow from them.
 *
 * Durations (days), from docs in ../../shared/research/GROWERS.md:
 * - germinate: taproot in 24–72 h, older seeds up to a week → 1 / 3 / 7.
 * - vegetative (seedling included): photoperiod 3–8 weeks indoors → 21 / 28 / 56; autoflowering
 *   plants start flowering 2–4 weeks after germination → 14 / 21 / 28.
 * - flowering: the strain's flowering weeks (breeder's range); without them photoperiod 7–11
 *   weeks, autoflowering 6–9 weeks (8–14 weeks seed to harvest minus germination and veg).
 * - harvest (drying, then curing): drying 7–14 days, curing 2–8 weeks → 21 / 38 / 70.
 */

export interface DayRange {
  min: IsoDate;
  typical: IsoDate;
  max: IsoDate;
}

interface Duration {
  min: number;
  typical: number;
  max: number;
}

export const scheduledPhases = ['germinate', 'vegetative', 'flowering', 'harvest'] as const;
export type ScheduledPhase = (typeof scheduledPhases)[number];

export const taskKeys = [
  'germinate',
  'checkWater',
  'switchLight',
  'flush',
  'harvest',
  'jar',
  'burpDaily',
  'burpWeekly',
  'cureDone',
] as const;
export type TaskKey = (typeof taskKeys)[number];

const dayRangeSchema = z.object({ min: z.string(), typical: z.string(), max: z.string() });

export const scheduleSchema = z.object({
  phases: z.array(
    z.object({
      phase: z.enum(scheduledPhases),
      status: z.enum(['done', 'current', 'upcoming']),
      start: dayRangeSchema,
      end: dayRangeSchema,
      /** Set once the cycle reached (or left) the phase. */
      actualStart: z.string().nullable(),
      actualEnd: z.string().nullable(),
    }),
  ),
  /** The day of the cut: start of the harvest phase. */
  harvest: dayRangeSchema,
  /** The end of curing: the cycle can be completed. */
  finish: dayRangeSchema,
  /** Typical days from today to the cut; null once harvested. */
  daysToHarvest: z.number().int().nullable(),
  /** Share of the time from start to the typical cut that has passed, 0 to 1. */
  progress: z.number(),
  tasks: z.array(
    z.object({
      key: z.enum(taskKeys),
      phase: z.enum(scheduledPhases),
      date: z.string(),
      /** Last day of a task that runs over several days. */
      until: z.string().nullable(),
    }),
  ),
});
export type Schedule = z.infer<typeof scheduleSchema>;
export type ScheduleTask = Schedule['tasks'][number];

export interface ScheduleInput {
  startDate: IsoDate;
  floweringType: FloweringType | null;
  floweringWeeksMin: number | null;
  floweringWeeksMax: number | null;
  growMedium: GrowMedium;
  phase: GrowPhase;
  /** The day each reached phase (after germinate) began; `complete` is the day curing ended. */
  reached: Partial<Record<Exclude<GrowPhase, 'germinate'>, IsoDate>>;
}

const GERMINATE: Duration = { min: 1, typical: 3, max: 7 };
const VEGETATIVE: Record<FloweringType, Duration> = {
  photoperiod: { min: 21, typical: 28, max: 56 },
  autoflowering: { min: 14, typical: 21, max: 28 },
};
const FLOWERING_DEFAULT_WEEKS: Record<FloweringType, [number, number]> = {
  photoperiod: [7, 11],
  autoflowering: [6, 9],
};
const HARVEST: Duration = { min: 21, typical: 38, max: 70 };
const DRYING_TYPICAL_DAYS = 10;
const BURP_DAILY_DAYS = 14;
/** Days before the cut to water without nutrients: soil holds more, so it starts earlier. */
const FLUSH_DAYS: Record<GrowMedium, number> = { soil: 14, coco: 7, rockwool: 7, hydro: 7 };

function floweringDuration(input: ScheduleInput): Duration {
  const type = input.floweringType ?? 'photoperiod';
  const [defaultMin, defaultMax] = FLOWERING_DEFAULT_WEEKS[type];
  const minWeeks = input.floweringWeeksMin ?? input.floweringWeeksMax ?? defaultMin;
  const maxWeeks = Math.max(
    minWeeks,
    input.floweringWeeksMax ?? input.floweringWeeksMin ?? defaultMax,
  );
  return {
    min: minWeeks * 7,
    typical: Math.round(((minWeeks + maxWeeks) / 2) * 7),
    max: maxWeeks * 7,
  };
}

function durationOf(phase: ScheduledPhase, input: ScheduleInput): Duration {
  switch (phase) {
    case 'germinate':
      return GERMINATE;
    case 'vegetative':
      return VEGETATIVE[input.floweringType ?? 'photoperiod'];
    case 'flowering':
      return floweringDuration(input);
    case 'harvest':
      return HARVEST;
  }
}

const same = (day: IsoDate): DayRange => ({ min: day, typical: day, max: day });
const shift = (range: DayRange, by: Duration): DayRange => ({
  min: addDays(range.min, by.min),
  typical: addDays(range.typical, by.typical),
  max: addDays(range.max, by.max),
});
/** A phase still running cannot end before today. */
const notBefore = (range: DayRange, today: IsoDate): DayRange => ({
  min: laterOf(range.min, today),
  typical: laterOf(range.typical, today),
  max: laterOf(range.max, today),
});

export function computeSchedule(input: ScheduleInput, today: IsoDate): Schedule {
  const current = growPhases.indexOf(input.phase);
  const actualStartOf = (index: number): IsoDate | null => {
    if (index > current) return null;
    const phase = growPhases[index];
    if (!phase || phase === 'germinate') return input.startDate;
    return input.reached[phase] ?? input.startDate;
  };

  let previousEnd: DayRange = same(input.startDate);
  const phases = scheduledPhases.map((phase, index) => {
    const duration = durationOf(phase, input);
    const actualStart = actualStartOf(index);
    const actualEnd = actualStartOf(index + 1);
    let start: DayRange;
    let end: DayRange;
    let status: 'done' | 'current' | 'upcoming';
    if (actualStart !== null && actualEnd !== null) {
      status = 'done';
      start = same(actualStart);
      end = same(actualEnd);
    } else if (actualStart !== null) {
      status = 'current';
      start = same(actualStart);
      end = notBefore(shift(start, duration), today);
    } else {
      status = 'upcoming';
      start = previousEnd;
      end = shift(start, duration);
    }
    previousEnd = end;
    return { phase, status, start, end, actualStart, actualEnd };
  });

  const [, vegetative, flowering, harvestPhase] = phases;
  if (!vegetative || !flowering || !harvestPhase) throw new Error('schedule has four phases');
  const harvest = harvestPhase.start;
  const finish = harvestPhase.end;
  const harvested = current >= growPhases.indexOf('harvest');
  const totalDays = Math.max(1, daysBetween(input.startDate, harvest.typical));
  const progress = harvested
    ? 1
    : Math.min(1, Math.max(0, daysBetween(input.startDate, today) / totalDays));

  const tasks: ScheduleTask[] = [
    { key: 'germinate', phase: 'germinate', date: input.startDate, until: null },
  ];
  // A look at pH and EC of the water (and runoff) once a week while the plants grow.
  for (
    let day = addDays(vegetative.start.typical, 7);
    day < harvest.typical;
    day = addDays(day, 7)
  ) {
    tasks.push({
      key: 'checkWater',
      phase: day < flowering.start.typical ? 'vegetative' : 'flowering',
      date: day,
      until: null,
    });
  }
  if (input.floweringType !== 'autoflowering') {
    tasks.push({
      key: 'switchLight',
      phase: 'flowering',
      date: flowering.start.typical,
      until: null,
    });
  }
  const flushFrom = laterOf(
    addDays(harvest.typical, -FLUSH_DAYS[input.growMedium]),
    flowering.start.typical,
  );
  tasks.push({
    key: 'flush',
    phase: 'flowering',
    date: flushFrom,
    until: addDays(harvest.typical, -1),
  });
  tasks.push({ key: 'harvest', phase: 'harvest', date: harvest.typical, until: null });
  const jar = addDays(harvest.typical, DRYING_TYPICAL_DAYS);
  const dailyUntil = addDays(jar, BURP_DAILY_DAYS - 1);
  tasks.push({ key: 'jar', phase: 'harvest', date: jar, until: null });
  tasks.push({ key: 'burpDaily', phase: 'harvest', date: jar, until: dailyUntil });
  if (addDays(dailyUntil, 1) < finish.typical) {
    tasks.push({
      key: 'burpWeekly',
      phase: 'harvest',
      date: addDays(dailyUntil, 1),
      until: addDays(finish.typical, -1),
    });
  }
  tasks.push({ key: 'cureDone', phase: 'harvest', date: finish.typical, until: null });
  tasks.sort((a, b) => a.date.localeCompare(b.date));

  return {
    phases,
    harvest,
    finish,
    daysToHarvest: harvested ? null : Math.max(0, daysBetween(today, harvest.typical)),
    progress: Math.round(progress * 1000) / 1000,
    tasks,
  };
}

export { tasksOn } from './schedule-tasks';
