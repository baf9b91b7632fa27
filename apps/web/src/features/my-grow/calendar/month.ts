import { addDays } from '@maryjane/contract/dates';
import { dayAsDate } from '../../../shared/ui/dates';
import type { DayOfWeek } from '../../../shared/ui/first-day-of-week';

/** A month as `YYYY-MM`. */
export type Month = string;

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

export const isMonth = (value: string | null): value is Month =>
  value !== null && MONTH.test(value);

const weekday = (day: string) => dayAsDate(day).getUTCDay();

/** The month `delta` months before or after `month`. */
export function shiftMonth(month: Month, delta: number): Month {
  const [year = 0, number = 1] = month.split('-').map(Number);
  const date = new Date(Date.UTC(year, number - 1 + delta, 1));
  return date.toISOString().slice(0, 7);
}

export interface MonthGrid {
  /** First and last day of the month itself. */
  first: string;
  last: string;
  /** Whole weeks from the week of the first to the week of the last, 7 days each. */
  weeks: string[][];
}

/** The weeks a month view shows; weeks start on `weekStartsOn` (0 Sunday, 1 Monday …). */
export function monthGrid(month: Month, weekStartsOn: DayOfWeek): MonthGrid {
  const first = `${month}-01`;
  const last = addDays(`${shiftMonth(month, 1)}-01`, -1);
  const start = addDays(first, -((weekday(first) - weekStartsOn + 7) % 7));
  const end = addDays(last, 6 - ((weekday(last) - weekStartsOn + 7) % 7));
  const weeks: string[][] = [];
  for (let day = start; day <= end; day = addDays(day, 7)) {
    weeks.push(Array.from({ length: 7 }, (_, index) => addDays(day, index)));
  }
  return { first, last, weeks };
}

/** Whether an event running `start`…`end` (inclusive) touches the days `from`…`to`. */
export const overlaps = (event: { start: string; end: string }, from: string, to: string) =>
  event.start <= to && event.end >= from;
