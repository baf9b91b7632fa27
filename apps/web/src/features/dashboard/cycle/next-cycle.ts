import type { GrowCycle } from '@maryjane/contract/grow-cycles';
import type { ScheduleTask } from '@maryjane/contract/schedule';
import { nextOccurrence, tasksOn } from '@maryjane/contract/schedule-tasks';
import { addDays } from '@maryjane/contract/dates';

/** The cycle to look after first: the one whose typical harvest comes soonest. */
export function pickNextCycle(cycles: readonly GrowCycle[]): GrowCycle | undefined {
  return [...cycles].sort(
    (a, b) =>
      a.schedule.harvest.typical.localeCompare(b.schedule.harvest.typical) ||
      a.name.localeCompare(b.name),
  )[0];
}

/**
 * What is due today, and the first task due after today (a recurring one on its next day, a
 * task already running today is not "next").
 */
export function tasksAround(
  cycle: GrowCycle,
  today: string,
): { today: ScheduleTask[]; next: { task: ScheduleTask; on: string } | undefined } {
  const tomorrow = addDays(today, 1);
  let next: { task: ScheduleTask; on: string } | undefined;
  for (const task of cycle.schedule.tasks) {
    if (!task.every && task.date <= today) continue;
    const on = nextOccurrence(task, tomorrow);
    if (on && (!next || on < next.on)) next = { task, on };
  }
  return { today: tasksOn(cycle.schedule, today), next };
}
