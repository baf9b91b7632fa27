import type { IsoDate } from './dates';
import type { Schedule, ScheduleTask } from './schedule';

// Apart from ./schedule.ts, which exports it too, so that the dashboard can read a schedule
// without loading zod.

/** The tasks due on `day` (one-day tasks on their date, longer ones while they run). */
export function tasksOn(schedule: Schedule, day: IsoDate): ScheduleTask[] {
  return schedule.tasks.filter((task) =>
    task.until ? task.date <= day && day <= task.until : task.date === day,
  );
}
