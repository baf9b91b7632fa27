import { addDays } from '@maryjane/contract/dates';

const pad = (value: number) => String(value).padStart(2, '0');

/** Today on the grower's own calendar (local time), as `YYYY-MM-DD`. */
export function localToday(now: Date = new Date()): string {
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The expected harvest day: `weeks` after the start. */
export const harvestDay = (startDate: string, weeks: number) => addDays(startDate, weeks * 7);
