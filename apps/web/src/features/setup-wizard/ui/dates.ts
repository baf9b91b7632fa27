import { addDays } from '@maryjane/contract/dates';

/** The expected harvest day: `weeks` after the start. */
export const harvestDay = (startDate: string, weeks: number) => addDays(startDate, weeks * 7);
