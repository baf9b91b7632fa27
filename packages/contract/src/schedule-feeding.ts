import { addDays, daysBetween } from './dates';
import type { FeedingPlanRow } from './feeding';
import type { SchedulePhase, ScheduleTask } from './schedule';

const WEEK = 7;

/**
 * The feeding plan's weekly `feed` tasks, one on the first day of each week of a phase: a row for
 * a week of the phase gives that week (while the phase may still run, up to its longest expected
 * end); a row for the phase alone gives each of its other weeks up to its typical end.
 */
export function feedingTasks(phases: SchedulePhase[], plan: FeedingPlanRow[]): ScheduleTask[] {
  const tasks: ScheduleTask[] = [];
  for (const scheduled of phases) {
    const rows = plan.filter((row) => row.phase === scheduled.phase && row.doses.length > 0);
    if (rows.length === 0) continue;
    const phase = scheduled.phase as FeedingPlanRow['phase'];
    const start = scheduled.start.typical;
    const weekStart = (week: number) => addDays(start, (week - 1) * WEEK);
    const taskOf = (row: FeedingPlanRow, week: number): ScheduleTask => ({
      key: 'feed',
      phase: scheduled.phase,
      date: weekStart(week),
      until: null,
      every: null,
      feeding: {
        phase,
        week,
        doses: row.doses.map(({ name, dose, unit }) => ({ name, dose, unit })),
      },
    });
    const planned = new Set<number>();
    for (const row of rows) {
      if (row.week === null || weekStart(row.week) >= scheduled.end.max) continue;
      planned.add(row.week);
      tasks.push(taskOf(row, row.week));
    }
    const everyWeek = rows.find((row) => row.week === null);
    if (!everyWeek) continue;
    const weeks = Math.ceil(daysBetween(start, scheduled.end.typical) / WEEK);
    for (let week = 1; week <= weeks; week += 1) {
      if (!planned.has(week)) tasks.push(taskOf(everyWeek, week));
    }
  }
  return tasks;
}
