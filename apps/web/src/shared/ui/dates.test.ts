import { afterEach, describe, expect, it } from 'vitest';
import { dayAsDate, localToday } from './dates';

const machineZone = process.env.TZ;

describe('calendar days', () => {
  afterEach(() => {
    if (machineZone === undefined) delete process.env.TZ;
    else process.env.TZ = machineZone;
  });

  it("takes today from the grower's local calendar, not from UTC", () => {
    process.env.TZ = 'Europe/Berlin';
    // Half past midnight in Berlin is still the day before in UTC.
    const justAfterMidnight = new Date(2026, 0, 10, 0, 30);
    expect(justAfterMidnight.toISOString().slice(0, 10)).toBe('2026-01-09');
    expect(localToday(justAfterMidnight)).toBe('2026-01-10');
    expect(localToday(new Date(2026, 11, 31, 23, 59))).toBe('2026-12-31');
  });

  it('reads a day as its UTC midnight, so formatting in UTC keeps the day', () => {
    process.env.TZ = 'America/New_York';
    const date = dayAsDate('2026-03-29');
    expect(date.toISOString()).toBe('2026-03-29T00:00:00.000Z');
    expect(date.getUTCDay()).toBe(0);
  });
});
