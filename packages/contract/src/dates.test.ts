import { describe, expect, it } from 'vitest';
import { dayOutOfRange, isIsoDate } from './dates';
import { limitedDaySchema } from './zod-helpers';

describe('grower days', () => {
  it('knows impossible days', () => {
    expect(isIsoDate('2026-02-31')).toBe(false);
    expect(isIsoDate('2028-02-29')).toBe(true);
  });

  it('keeps what happened to today, and a cycle start within a year ahead and ten back', () => {
    const today = '2026-11-27';
    expect(dayOutOfRange('2026-11-27', 'happened', today)).toBeNull();
    expect(dayOutOfRange('2026-11-28', 'happened', today)).toBe('dateInFuture');
    // The API's day of grace for growers east of UTC.
    expect(dayOutOfRange('2026-11-28', 'happened', today, 1)).toBeNull();
    expect(dayOutOfRange('1950-01-01', 'happened', today)).toBeNull();
    expect(dayOutOfRange('2027-11-28', 'cycleStart', today)).toBeNull();
    expect(dayOutOfRange('2027-11-29', 'cycleStart', today)).toBe('startDateOutOfRange');
    expect(dayOutOfRange('2016-11-25', 'cycleStart', today)).toBe('startDateOutOfRange');
  });

  it('answers one code per bad day in the schema', () => {
    const result = limitedDaySchema('happened').safeParse('2026-02-31');
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(['date']);
    const future = limitedDaySchema('happened').safeParse('2199-01-01');
    expect(future.error?.issues.map((issue) => issue.message)).toEqual(['dateInFuture']);
  });
});
