/**
 * Calendar days on the client. The contract's `YYYY-MM-DD` days (`@maryjane/contract/dates`)
 * are days of the grower's calendar, not instants: they are read as UTC midnight and shown in
 * UTC, so no time zone moves them to another day (`useFormatters().date` and `.dateRange`).
 */

const pad = (value: number) => String(value).padStart(2, '0');

/** Today on the grower's own calendar (local time), as `YYYY-MM-DD`, like the schedule's days. */
export function localToday(now: Date = new Date()): string {
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** A `YYYY-MM-DD` day as a Date at UTC midnight: formatted in UTC it stays that day. */
export const dayAsDate = (day: string): Date => new Date(`${day}T00:00:00Z`);
