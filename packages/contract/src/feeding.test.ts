import { describe, expect, it } from 'vitest';
import { addDays } from './dates';
import { feedAmount, feedingPlanBodySchema, feedTaskText, type FeedingPlanRow } from './feeding';
import { computeSchedule, type ScheduleInput } from './schedule';

const bloom = { itemId: null, name: 'Bio·Bloom', dose: 4, unit: 'ml/L' as const };
const topMax = { itemId: null, name: 'Top·Max', dose: 1, unit: 'ml/L' as const };

describe('feed task text', () => {
  it('names the week of the phase and its doses, in both languages', () => {
    const task = { phase: 'flowering' as const, week: 3, doses: [bloom, topMax] };
    expect(feedTaskText(task, 'en')).toBe('Flower week 3: 4 ml/L Bio·Bloom, 1 ml/L Top·Max');
    expect(feedTaskText(task, 'de')).toBe('Blüte Woche 3: 4 ml/L Bio·Bloom, 1 ml/L Top·Max');
    const veg = { phase: 'vegetative' as const, week: 1, doses: [{ ...bloom, dose: 1.5 }] };
    expect(feedTaskText(veg, 'de')).toBe('Wachstum Woche 1: 1,5 ml/L Bio·Bloom');
  });

  it('computes a product’s amount as dose × water, to the hundredth', () => {
    expect(feedAmount(4, 1.5)).toBe(6);
    expect(feedAmount(0.3, 2.35)).toBe(0.71);
  });
});

describe('feeding plan tasks', () => {
  const input: ScheduleInput = {
    startDate: '2026-03-01',
    floweringType: 'photoperiod',
    floweringWeeksMin: 8,
    floweringWeeksMax: 10,
    growMedium: 'soil',
    phase: 'germinate',
    reached: {},
  };
  const plan: FeedingPlanRow[] = [
    { phase: 'flowering', week: null, doses: [bloom] },
    { phase: 'flowering', week: 3, doses: [bloom, topMax] },
  ];

  it('gives each week of the phase its row, a week of its own taking precedence', () => {
    const schedule = computeSchedule({ ...input, feedingPlan: plan }, '2026-03-01');
    const flowering = schedule.phases.find((phase) => phase.phase === 'flowering');
    const feeds = schedule.tasks.filter((task) => task.key === 'feed');
    // Flowering runs 9 weeks typically: one task a week, on its first day.
    expect(feeds).toHaveLength(9);
    expect(feeds.map((task) => task.feeding?.week)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    const third = feeds[2];
    expect(third?.date).toBe(addDays(flowering?.start.typical ?? '', 14));
    expect(third?.feeding?.doses.map((dose) => dose.name)).toEqual(['Bio·Bloom', 'Top·Max']);
    expect(feeds[3]?.feeding?.doses.map((dose) => dose.name)).toEqual(['Bio·Bloom']);
  });

  it('drops the tasks of a phase already left, and plans none without a plan', () => {
    const none = computeSchedule(input, '2026-03-01').tasks.filter((task) => task.key === 'feed');
    expect(none).toEqual([]);
    const harvested = computeSchedule(
      {
        ...input,
        phase: 'harvest',
        reached: { vegetative: '2026-03-04', flowering: '2026-04-20', harvest: '2026-06-20' },
        feedingPlan: plan,
      },
      '2026-06-21',
    );
    expect(harvested.tasks.filter((task) => task.key === 'feed')).toEqual([]);
  });

  it('refuses a second row for the same phase and week', () => {
    const row = {
      phase: 'flowering',
      week: 2,
      doses: [{ itemId: '7c1e2a4b-5d0a-4c36-9a51-000000000001', dose: 2, unit: 'ml/L' }],
    };
    const result = feedingPlanBodySchema.safeParse({ rows: [row, row] });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['rows.1.week', 'duplicate'],
    ]);
  });
});
