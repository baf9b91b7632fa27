import { z } from 'zod';
import { addDays, daysBetween, laterOf, type IsoDate } from './dates';
import { growPhases, type GrowMedium, type GrowPhase } from './phases';
import { feedTaskSchema, type FeedingPlanRow } from './feeding';
import { planTasks } from './schedule-task-plan';
import type { FloweringType } from './strains';

/**
 * The expected course of a grow cycle: when each phase starts and ends (earliest, typical and
 * latest), what to do when, days to harvest and progress. Phases already reached use their
 * actual dates; the rest follow from the actual start of the current phase. The setup wizard's
 * harvest estimates come from here too (`expectedHarvest`), so they match the cycle's.
 *
 * Durations (days), as the guides in content/en/guides give them:
 * - germinate: taproot in 24–72 h, older seeds up to a week → 1 / 3 / 7
 *   (grow-phases/germination-and-seedlings.md).
 * - vegetative, the seedling weeks included: photoperiod seedling 2–3 weeks
 *   (germination-and-seedlings.md, planning/first-grow-timeline-seed-to-jar.md), then 3–8 weeks
 *   of vegetation after it (grow-phases/vegetative-phase.md) → 14 + 21 / 18 + 28 / 21 + 56 =
 *   35 / 46 / 77, so the switch to 12/12 falls at the end of week 7 as in the timeline guide;
 *   autoflowering plants start flowering 2–4 weeks after germination (vegetative-phase.md) →
 *   14 / 21 / 28.
 * - flowering: the strain's flowering weeks (breeder's range); without them photoperiod 7–11
 *   weeks, autoflowering 6–9 weeks (grow-phases/flowering-photoperiod-vs-autoflower.md).
 * - harvest: drying 7–14 days, typically 10 (drying/hang-drying-slowly-and-evenly.md), then
 *   curing 2–8 weeks, typically 4 (curing/curing-in-jars-step-by-step.md) → 21 / 38 / 70.
 * The tasks and their days are in ./schedule-task-plan.ts.
 */

export interface DayRange {
  min: IsoDate;
  typical: IsoDate;
  max: IsoDate;
}

export interface Duration {
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
  'taperFeed',
  'harvest',
  'dry',
  'jar',
  'burpDaily',
  'burpFewDays',
  'burpWeekly',
  'cureDone',
  'feed',
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
  /**
   * How far the cycle is on its way to the cut, 0 to 1: the time passed, but at least the
   * planned share of the phases already done and at most that of the phases up to the current.
   */
  progress: z.number(),
  /** The current phase ran past its longest expected length on `since`: time to move on? */
  overdue: z.object({ phase: z.enum(scheduledPhases), since: z.string() }).nullable(),
  /**
   * What to do from the current phase on (tasks of phases already left are gone, unless they
   * still run). A task is one day, or runs from `date` to `until`: every day, or with `every`
   * (days) set, on `date` and every `every` days after it (a weekly check is one task).
   */
  tasks: z.array(
    z.object({
      key: z.enum(taskKeys),
      phase: z.enum(scheduledPhases),
      date: z.string(),
      until: z.string().nullable(),
      every: z.number().int().positive().nullable(),
      /** `feed` tasks: the week and doses of the cycle's feeding plan (./feeding.ts). */
      feeding: feedTaskSchema.optional(),
    }),
  ),
});
export type Schedule = z.infer<typeof scheduleSchema>;
export type ScheduleTask = Schedule['tasks'][number];
export type SchedulePhase = Schedule['phases'][number];

export interface ScheduleInput {
  startDate: IsoDate;
  floweringType: FloweringType | null;
  floweringWeeksMin: number | null;
  floweringWeeksMax: number | null;
  growMedium: GrowMedium;
  phase: GrowPhase;
  /** The day each reached phase (after germinate) began; `complete` is the day curing ended. */
  reached: Partial<Record<Exclude<GrowPhase, 'germinate'>, IsoDate>>;
  /** The cycle's feeding plan; its rows become weekly `feed` tasks. */
  feedingPlan?: FeedingPlanRow[];
}

const GERMINATE: Duration = { min: 1, typical: 3, max: 7 };
const SEEDLING: Duration = { min: 14, typical: 18, max: 21 };
const VEGETATION: Duration = { min: 21, typical: 28, max: 56 };
const VEGETATIVE: Record<FloweringType, Duration> = {
  photoperiod: {
    min: SEEDLING.min + VEGETATION.min,
    typical: SEEDLING.typical + VEGETATION.typical,
    max: SEEDLING.max + VEGETATION.max,
  },
  autoflowering: { min: 14, typical: 21, max: 28 },
};
const FLOWERING_DEFAULT_WEEKS: Record<FloweringType, [number, number]> = {
  photoperiod: [7, 11],
  autoflowering: [6, 9],
};
export const DRYING: Duration = { min: 7, typical: 10, max: 14 };
export const CURING: Duration = { min: 14, typical: 28, max: 56 };
const HARVEST: Duration = {
  min: DRYING.min + CURING.min,
  typical: DRYING.typical + CURING.typical,
  max: DRYING.max + CURING.max,
};

function floweringDuration(
  input: Pick<ScheduleInput, 'floweringType' | 'floweringWeeksMin' | 'floweringWeeksMax'>,
): Duration {
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

/** The planned days of a phase for a strain (earliest, typical, latest), as described above. */
export function durationOf(
  phase: ScheduledPhase,
  input: Pick<ScheduleInput, 'floweringType' | 'floweringWeeksMin' | 'floweringWeeksMax'>,
): Duration {
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
  let overdue: Schedule['overdue'] = null;
  const phases = scheduledPhases.map((phase, index): SchedulePhase => {
    const duration = durationOf(phase, input);
    const actualStart = actualStartOf(index);
    const actualEnd = actualStartOf(index + 1);
    let start: DayRange;
    let end: DayRange;
    let status: SchedulePhase['status'];
    if (actualStart !== null && actualEnd !== null) {
      status = 'done';
      start = same(actualStart);
      end = same(actualEnd);
    } else if (actualStart !== null) {
      status = 'current';
      start = same(actualStart);
      end = notBefore(shift(start, duration), today);
      const longest = addDays(actualStart, duration.max);
      if (today > longest) overdue = { phase, since: longest };
    } else {
      status = 'upcoming';
      start = previousEnd;
      end = shift(start, duration);
    }
    previousEnd = end;
    return { phase, status, start, end, actualStart, actualEnd };
  });

  const harvestPhase = phases[3];
  if (!harvestPhase) throw new Error('schedule has four phases');
  const harvest = harvestPhase.start;
  const finish = harvestPhase.end;
  const harvested = current >= growPhases.indexOf('harvest');

  return {
    phases,
    harvest,
    finish,
    daysToHarvest: harvested ? null : Math.max(0, daysBetween(today, harvest.typical)),
    progress: harvested ? 1 : Math.round(progressOf(input, phases, today) * 1000) / 1000,
    overdue,
    tasks: planTasks(phases, input, DRYING.typical),
  };
}

/** Time passed to the cut, kept between the planned shares of the phases done and reached. */
function progressOf(input: ScheduleInput, phases: SchedulePhase[], today: IsoDate): number {
  const growing = phases.slice(0, 3);
  const planned = growing.map((phase) => durationOf(phase.phase, input).typical);
  const total = planned.reduce((sum, days) => sum + days, 0);
  const reached = growing.findIndex((phase) => phase.status === 'current');
  const shareUpTo = (count: number) =>
    planned.slice(0, count).reduce((sum, days) => sum + days, 0) / total;
  const harvest = phases[3]?.start.typical ?? today;
  const passed =
    daysBetween(input.startDate, today) / Math.max(1, daysBetween(input.startDate, harvest));
  return Math.min(shareUpTo(reached + 1), Math.max(shareUpTo(reached), passed, 0));
}

/** The cut and the end of curing for a strain started on `startDate`, as a new cycle has them. */
export function expectedHarvest(
  strain: Pick<ScheduleInput, 'floweringType' | 'floweringWeeksMin' | 'floweringWeeksMax'>,
  startDate: IsoDate,
  today: IsoDate,
): { harvest: DayRange; weeks: number } {
  const schedule = computeSchedule(
    { ...strain, startDate, growMedium: 'soil', phase: 'germinate', reached: {} },
    today,
  );
  const weeks = Math.round(daysBetween(startDate, schedule.harvest.typical) / 7);
  return { harvest: schedule.harvest, weeks };
}

export { tasksOn, occursOn, nextOccurrence } from './schedule-tasks';
