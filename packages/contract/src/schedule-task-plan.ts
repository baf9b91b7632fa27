import { addDays, laterOf, type IsoDate } from './dates';
import type { GrowMedium } from './phases';
import type { ScheduleInput, SchedulePhase, ScheduleTask } from './schedule';
import { feedingTasks } from './schedule-feeding';
import { nextOccurrence } from './schedule-tasks';

/**
 * The tasks of a schedule, as the guides in content/en/guides describe them:
 * - germinate on the start day (grow-phases/germination-and-seedlings.md);
 * - check pH and EC of water and runoff once a week while the plants grow, one task with a
 *   rhythm (nutrients guides);
 * - photoperiod: switch to 12/12 when flowering starts, after seedling and vegetation
 *   (grow-phases/vegetative-phase.md);
 * - taper feeding before the cut instead of a plain-water flush: the evidence shows no benefit
 *   of flushing, so feed less in the last week or two without starving the plant
 *   (nutrients/deficiencies-nutrient-burn-and-flushing.md); soil stops adding nutrients one to
 *   two weeks before, coco and hydro for the last days or a week
 *   (time-to-harvest/planning-harvest-day.md);
 * - dry 7–14 days in the dark at 15–21 °C and about 60 % humidity, into jars once thin stems
 *   snap and the jar test shows 58–65 % (drying/*);
 * - cure in jars three quarters full: open them daily for the first two weeks, every two or three
 *   days in weeks 3–4, weekly after that; done after typically four weeks
 *   (curing/curing-in-jars-step-by-step.md).
 */

/** Days before the cut to start tapering the feed: soil holds more, so it starts earlier. */
const TAPER_DAYS: Record<GrowMedium, number> = { soil: 14, coco: 7, rockwool: 7, hydro: 7 };
const BURP_DAILY_DAYS = 14;
const BURP_FEW_DAYS_DAYS = 14;
const WEEK = 7;

const task = (
  key: ScheduleTask['key'],
  phase: ScheduleTask['phase'],
  date: IsoDate,
  until: IsoDate | null = null,
  every: number | null = null,
): ScheduleTask => ({ key, phase, date, until, every });

export function planTasks(
  phases: SchedulePhase[],
  input: ScheduleInput,
  dryingDays: number,
): ScheduleTask[] {
  const [, vegetative, flowering, harvestPhase] = phases;
  if (!vegetative || !flowering || !harvestPhase) throw new Error('schedule has four phases');
  const cut = harvestPhase.start.typical;
  const finish = harvestPhase.end.typical;

  const tasks: ScheduleTask[] = [task('germinate', 'germinate', input.startDate)];
  const firstCheck = addDays(vegetative.start.typical, WEEK);
  if (firstCheck < cut) {
    tasks.push(task('checkWater', 'vegetative', firstCheck, addDays(cut, -1), WEEK));
  }
  if (input.floweringType !== 'autoflowering') {
    tasks.push(task('switchLight', 'flowering', flowering.start.typical));
  }
  const taperFrom = laterOf(addDays(cut, -TAPER_DAYS[input.growMedium]), flowering.start.typical);
  tasks.push(task('taperFeed', 'flowering', taperFrom, addDays(cut, -1)));
  tasks.push(task('harvest', 'harvest', cut));
  const jar = addDays(cut, dryingDays);
  tasks.push(task('dry', 'harvest', cut, addDays(jar, -1)));
  tasks.push(task('jar', 'harvest', jar));
  const fewDaysFrom = addDays(jar, BURP_DAILY_DAYS);
  const weeklyFrom = addDays(fewDaysFrom, BURP_FEW_DAYS_DAYS);
  tasks.push(task('burpDaily', 'harvest', jar, addDays(fewDaysFrom, -1)));
  if (fewDaysFrom < finish) {
    const fewDaysUntil = weeklyFrom < finish ? weeklyFrom : finish;
    tasks.push(task('burpFewDays', 'harvest', fewDaysFrom, addDays(fewDaysUntil, -1)));
  }
  if (weeklyFrom < finish) {
    tasks.push(task('burpWeekly', 'harvest', weeklyFrom, addDays(finish, -1), WEEK));
  }
  tasks.push(task('cureDone', 'harvest', finish));
  tasks.push(...feedingTasks(phases, input.feedingPlan ?? []));
  return fromCurrentPhase(tasks, phases).sort((a, b) => a.date.localeCompare(b.date));
}

/**
 * Tasks of phases already left are gone; one that still runs (the weekly check goes on into
 * flowering) starts again on the day the current phase began.
 */
function fromCurrentPhase(tasks: ScheduleTask[], phases: SchedulePhase[]): ScheduleTask[] {
  const current = phases.find((phase) => phase.status === 'current');
  if (!current?.actualStart) return [];
  const since = current.actualStart;
  const done = new Set(phases.filter((p) => p.status === 'done').map((p) => p.phase));
  return tasks.flatMap((entry) => {
    if (!done.has(entry.phase)) return [entry];
    if (!entry.until) return [];
    const date = nextOccurrence(entry, since);
    return date ? [{ ...entry, date }] : [];
  });
}
