import type { GrowCycle } from '@maryjane/contract/grow-cycles';
import type { ScheduleTask } from '@maryjane/contract/schedule';
import { tasksOn } from '@maryjane/contract/schedule-tasks';

/** The cycle to look after first: the one whose typical harvest comes soonest. */
export function pickNextCycle(cycles: readonly GrowCycle[]): GrowCycle | undefined {
  return [...cycles].sort(
    (a, b) =>
      a.schedule.harvest.typical.localeCompare(b.schedule.harvest.typical) ||
      a.name.localeCompare(b.name),
  )[0];
}

/** What is due today, and the first task that starts after today. */
export function tasksAround(
  cycle: GrowCycle,
  today: string,
): { today: ScheduleTask[]; next: ScheduleTask | undefined } {
  return {
    today: tasksOn(cycle.schedule, today),
    next: cycle.schedule.tasks.find((task) => task.date > today),
  };
}
