import { addDays, daysBetween, type IsoDate } from './dates';

// Apart from ./schedule.ts, which exports it too, so that the dashboard can read a schedule
// without loading zod. It takes any schedule's tasks (./schedule.ts's ScheduleTask among them)
// rather than importing that type, so the two files do not import each other.

/**
 * A task on the calendar: one day; or from `date` to `until`, every day of it, or with `every`
 * set, on `date` and every `every` days after it up to `until` (a weekly check is one task).
 */
export interface DatedTask {
  date: IsoDate;
  until: IsoDate | null;
  every?: number | null;
}

/** Whether the task is due on `day`. */
export function occursOn(task: DatedTask, day: IsoDate): boolean {
  if (!task.until) return task.date === day;
  if (day < task.date || day > task.until) return false;
  return !task.every || daysBetween(task.date, day) % task.every === 0;
}

/** The first day on or after `day` that the task is due, or null once it is over. */
export function nextOccurrence(task: DatedTask, day: IsoDate): IsoDate | null {
  const last = task.until ?? task.date;
  if (last < day) return null;
  if (day <= task.date) return task.date;
  if (!task.every) return day;
  const steps = Math.ceil(daysBetween(task.date, day) / task.every);
  const next = addDays(task.date, steps * task.every);
  return next <= last ? next : null;
}

/** The tasks due on `day` (one-day tasks on their date, longer ones while they run). */
export function tasksOn<Task extends DatedTask>(
  schedule: { tasks: readonly Task[] },
  day: IsoDate,
): Task[] {
  return schedule.tasks.filter((task) => occursOn(task, day));
}
