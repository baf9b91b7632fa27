import type { CalendarEvent } from '@maryjane/contract/calendar';
import { addDays, type IsoDate } from '@maryjane/contract/dates';
import type { GrowCycle } from '@maryjane/contract/grow-cycles';

/** Phases and tasks of the cycles as calendar events (complete cycles keep their phases only). */
export function calendarEvents(cycles: GrowCycle[], from: IsoDate, to: IsoDate): CalendarEvent[] {
  const events: CalendarEvent[] = [];
  for (const cycle of cycles) {
    for (const phase of cycle.schedule.phases) {
      events.push({
        id: `${cycle.id}:phase:${phase.phase}`,
        cycleId: cycle.id,
        cycleName: cycle.name,
        kind: 'phase',
        key: phase.phase,
        phase: phase.phase,
        start: phase.start.typical,
        // The next phase starts on the day this one ends.
        end:
          phase.end.typical > phase.start.typical
            ? addDays(phase.end.typical, -1)
            : phase.start.typical,
        every: null,
        expected: phase.status !== 'done',
      });
    }
    if (cycle.phase === 'complete') continue;
    for (const task of cycle.schedule.tasks) {
      const phase = cycle.schedule.phases.find((entry) => entry.phase === task.phase);
      events.push({
        id: `${cycle.id}:task:${task.key}:${task.date}`,
        cycleId: cycle.id,
        cycleName: cycle.name,
        kind: 'task',
        key: task.key,
        phase: task.phase,
        start: task.date,
        end: task.until ?? task.date,
        every: task.every,
        expected: phase?.status !== 'done',
        ...(task.feeding ? { feeding: task.feeding } : {}),
      });
    }
  }
  return events
    .filter((event) => event.start <= to && event.end >= from)
    .sort((a, b) => a.start.localeCompare(b.start) || a.kind.localeCompare(b.kind));
}
