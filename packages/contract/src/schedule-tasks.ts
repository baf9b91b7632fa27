import type { IsoDate } from './dates';

// Apart from ./schedule.ts, which exports it too, so that the dashboard can read a schedule
// without loading zod. It takes any schedule's tasks (./schedule.ts's ScheduleTask among them)
// rather than importing that type, so the two files do not import each other.

/** A task on the calendar: one day, or from `date` to `until`. */
export interface DatedTask {
  date: IsoDate;
  until: IsoDate | null;
}

/** The tasks due on `day` (one-day tasks on their date, longer ones while they run). */
export function tasksOn<Task extends DatedTask>(
  schedule: { tasks: readonly Task[] },
  day: IsoDate,
): Task[] {
  return schedule.tasks.filter((task) =>
    task.until ? task.date <= day && day <= task.until : task.date === day,
  );
}
