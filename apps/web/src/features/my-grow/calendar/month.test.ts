import { describe, expect, it } from 'vitest';
import { monthGrid, overlaps, shiftMonth } from './month';

describe('month grid', () => {
  it('starts weeks on Monday in German and on Sunday in English', () => {
    // 1 April 2026 is a Wednesday, 30 April a Thursday.
    const monday = monthGrid('2026-04', 1);
    expect(monday.weeks[0]?.[0]).toBe('2026-03-30');
    expect(monday.weeks.at(-1)?.at(-1)).toBe('2026-05-03');
    const sunday = monthGrid('2026-04', 0);
    expect(sunday.weeks[0]?.[0]).toBe('2026-03-29');
    expect(sunday.weeks.at(-1)?.at(-1)).toBe('2026-05-02');
    expect(sunday.weeks.every((week) => week.length === 7)).toBe(true);
    expect([sunday.first, sunday.last]).toEqual(['2026-04-01', '2026-04-30']);
  });

  it('needs no extra week when the month starts on the first day of the week', () => {
    // February 2026 starts on a Sunday and has exactly four weeks from there.
    expect(monthGrid('2026-02', 0).weeks).toHaveLength(4);
    expect(monthGrid('2026-02', 1).weeks).toHaveLength(5);
  });

  it('starts weeks on any day a region starts them on', () => {
    // Saturday (Egypt, Iran): April 2026 from Saturday 28 March to Friday 1 May.
    const saturday = monthGrid('2026-04', 6);
    expect(saturday.weeks[0]?.[0]).toBe('2026-03-28');
    expect(saturday.weeks.at(-1)?.at(-1)).toBe('2026-05-01');
    expect(saturday.weeks).toHaveLength(5);
  });

  it('moves across years and tells which events touch a range', () => {
    expect(shiftMonth('2026-01', -1)).toBe('2025-12');
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
    expect(overlaps({ start: '2026-03-20', end: '2026-04-01' }, '2026-04-01', '2026-04-30')).toBe(
      true,
    );
    expect(overlaps({ start: '2026-05-01', end: '2026-05-02' }, '2026-04-01', '2026-04-30')).toBe(
      false,
    );
  });
});
