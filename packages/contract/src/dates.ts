// No zod here: pages that only do date arithmetic load no schema code (isoDateSchema is in
// zod-helpers.ts).

/**
 * Calendar dates as `YYYY-MM-DD` strings: a purchase, a start or a phase change happens on a day
 * of the grower's calendar, not at an instant, so no time zone can move it to another day.
 */
export type IsoDate = string;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

/** Whether `value` is a real day (2026-02-30 is not) between 1900 and 2199. */
export function isIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1900 || year > 2199) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

export function addDays(date: IsoDate, days: number): IsoDate {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: IsoDate, to: IsoDate): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** The UTC day of `now`. */
export function todayIso(now: Date = new Date()): IsoDate {
  return now.toISOString().slice(0, 10);
}

export const laterOf = (a: IsoDate, b: IsoDate): IsoDate => (a > b ? a : b);

/**
 * How far from today a grower's days may lie (issue 25), one rule for the API and the web:
 * something that happened (a phase change, a journal entry, a purchase) is not after today; a
 * grow cycle starts at most a year ahead and at most ten years back. Counted in days.
 */
export const dayLimits = {
  happened: { back: null, ahead: 0 },
  cycleStart: { back: 3653, ahead: 366 },
} as const;
export type DayLimit = keyof typeof dayLimits;

/**
 * The validation code for a real `day` outside `limit` seen from `today`, or null inside it.
 * The API adds a day of `grace`: its today is UTC, a day behind growers east of it.
 */
export function dayOutOfRange(
  day: IsoDate,
  limit: DayLimit,
  today: IsoDate,
  grace = 0,
): 'dateInFuture' | 'startDateOutOfRange' | null {
  const { back, ahead } = dayLimits[limit];
  const tooLate = day > addDays(today, ahead + grace);
  const tooEarly = back !== null && day < addDays(today, -back - grace);
  if (!tooLate && !tooEarly) return null;
  return limit === 'happened' ? 'dateInFuture' : 'startDateOutOfRange';
}
