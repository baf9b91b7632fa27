import { z } from 'zod';
import { daysBetween, isIsoDate } from './dates';
import { isoDateSchema } from './zod-helpers';
import { languageSchema } from './language';
import { scheduledPhases, taskKeys } from './schedule';
import { feedTaskSchema } from './feeding';

/** The grower's calendar: phases and tasks of every grow cycle, and a private iCal feed. */

export const CALENDAR_RANGE_DAYS_MAX = 400;

export const calendarEventSchema = z.object({
  /** Stable across requests: the same task of the same cycle keeps its id. */
  id: z.string(),
  cycleId: z.uuid(),
  cycleName: z.string(),
  kind: z.enum(['phase', 'task']),
  /** The phase, or the task key (see schedule.ts). */
  key: z.union([z.enum(scheduledPhases), z.enum(taskKeys)]),
  phase: z.enum(scheduledPhases),
  start: z.string(),
  /** Last day, inclusive. */
  end: z.string(),
  /** A recurring task: on `start` and every `every` days after it up to `end`. */
  every: z.number().int().positive().nullable(),
  /** False once the dates are the grower's own (a phase reached, not forecast). */
  expected: z.boolean(),
  /** `feed` tasks: the week and doses of the cycle's feeding plan. */
  feeding: feedTaskSchema.optional(),
});
export type CalendarEvent = z.infer<typeof calendarEventSchema>;

/** Both days valid before the range is judged, so a bad day gets one error, on its field. */
const bothDays = (query: { from: string; to: string }) =>
  isIsoDate(query.from) && isIsoDate(query.to);

export const calendarQuerySchema = z
  .object({ from: isoDateSchema, to: isoDateSchema })
  .refine((query) => !bothDays(query) || query.from <= query.to, {
    message: 'outOfRange',
    path: ['to'],
  })
  .refine(
    (query) => !bothDays(query) || daysBetween(query.from, query.to) <= CALENDAR_RANGE_DAYS_MAX,
    { message: 'outOfRange', path: ['to'] },
  );
export type CalendarQuery = z.input<typeof calendarQuerySchema>;

export const calendarFeedSchema = z.object({
  active: z.boolean(),
  language: languageSchema.nullable(),
  createdAt: z.iso.datetime().nullable(),
  /** Only in the answer that created it: the address is not stored and cannot be shown again. */
  url: z.string().optional(),
});
export type CalendarFeed = z.infer<typeof calendarFeedSchema>;

export const createCalendarFeedBodySchema = z.object({ language: languageSchema });
