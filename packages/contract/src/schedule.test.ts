import { describe, expect, it } from 'vitest';
import { addDays, daysBetween } from './dates';
import { allowedMoves } from './phases';
import { computeSchedule, expectedHarvest, tasksOn, type ScheduleInput } from './schedule';

const photoperiod: ScheduleInput = {
  startDate: '2026-03-01',
  floweringType: 'photoperiod',
  floweringWeeksMin: 8,
  floweringWeeksMax: 10,
  growMedium: 'soil',
  phase: 'germinate',
  reached: {},
};

const autoflowering: ScheduleInput = {
  ...photoperiod,
  floweringType: 'autoflowering',
  floweringWeeksMin: 6,
  floweringWeeksMax: 7,
  growMedium: 'coco',
};

type Schedule = ReturnType<typeof computeSchedule>;
const byPhase = (schedule: Schedule, phase: string) => {
  const entry = schedule.phases.find((candidate) => candidate.phase === phase);
  if (!entry) throw new Error(`no ${phase}`);
  return entry;
};
const taskOf = (schedule: Schedule, key: string) =>
  schedule.tasks.find((candidate) => candidate.key === key);

describe('computeSchedule', () => {
  it('plans a photoperiod grow: germination, seedling weeks and vegetation, then flowering', () => {
    const schedule = computeSchedule(photoperiod, '2026-03-01');
    // germinate 1/3/7 days; seedling 14/18/21 + vegetation 21/28/56; flowering 56/63/70
    expect(byPhase(schedule, 'vegetative').start).toEqual({
      min: '2026-03-02',
      typical: '2026-03-04',
      max: '2026-03-08',
    });
    expect(byPhase(schedule, 'flowering').start).toEqual({
      min: '2026-04-06',
      typical: '2026-04-19',
      max: '2026-05-24',
    });
    expect(schedule.harvest).toEqual({
      min: '2026-06-01',
      typical: '2026-06-21',
      max: '2026-08-02',
    });
    expect(schedule.daysToHarvest).toBe(112);
    expect(schedule.progress).toBe(0);
    expect(schedule.overdue).toBeNull();
    expect(schedule.phases.map((phase) => phase.status)).toEqual([
      'current',
      'upcoming',
      'upcoming',
      'upcoming',
    ]);
  });

  it('keeps the seedling weeks before vegetation: 12/12 at the end of week 7, not day 31', () => {
    const schedule = computeSchedule(photoperiod, '2026-03-01');
    const vegetative = byPhase(schedule, 'vegetative');
    // at least 2 seedling weeks and 3 weeks of vegetation after them
    expect(daysBetween(vegetative.start.min, vegetative.end.min)).toBeGreaterThanOrEqual(35);
    const switchLight = taskOf(schedule, 'switchLight');
    expect(daysBetween(photoperiod.startDate, switchLight?.date ?? '')).toBe(49);
  });

  it('plans an autoflowering grow: flowering 2–4 weeks after germination, no light switch', () => {
    const schedule = computeSchedule(autoflowering, '2026-03-01');
    // 3 + 21 + 46 (6.5 weeks rounded) days to the cut
    expect(schedule.harvest.typical).toBe('2026-05-10');
    expect(byPhase(schedule, 'flowering').start.min).toBe('2026-03-16');
    const keys = schedule.tasks.map((task) => task.key);
    expect(keys).not.toContain('switchLight');
    // coco tapers the feed in the last week, soil in the last two
    expect(taskOf(schedule, 'taperFeed')).toMatchObject({
      date: '2026-05-03',
      until: '2026-05-09',
    });
  });

  it('tapers the feed instead of flushing, then dries, jars and cures as the guides say', () => {
    const schedule = computeSchedule(photoperiod, '2026-03-01');
    const keys = schedule.tasks.map((task) => task.key);
    expect(keys).not.toContain('flush');
    expect(taskOf(schedule, 'taperFeed')).toMatchObject({
      date: '2026-06-07',
      until: '2026-06-20',
    });
    // drying 10 days from the cut, burping daily for two weeks, every few days in weeks 3–4
    expect(taskOf(schedule, 'dry')).toMatchObject({ date: '2026-06-21', until: '2026-06-30' });
    expect(taskOf(schedule, 'jar')?.date).toBe('2026-07-01');
    expect(taskOf(schedule, 'burpDaily')).toMatchObject({
      date: '2026-07-01',
      until: '2026-07-14',
    });
    expect(taskOf(schedule, 'burpFewDays')).toMatchObject({
      date: '2026-07-15',
      until: '2026-07-28',
    });
    expect(taskOf(schedule, 'cureDone')?.date).toBe('2026-07-29');
    expect(tasksOn(schedule, '2026-07-05').map((task) => task.key)).toEqual(['burpDaily']);
  });

  it('lists the weekly pH and EC check once, with its rhythm, and finds it on its days', () => {
    const schedule = computeSchedule(photoperiod, '2026-03-01');
    const checks = schedule.tasks.filter((task) => task.key === 'checkWater');
    expect(checks).toEqual([
      {
        key: 'checkWater',
        phase: 'vegetative',
        date: '2026-03-11',
        until: '2026-06-20',
        every: 7,
      },
    ]);
    expect(tasksOn(schedule, '2026-03-11').map((task) => task.key)).toEqual(['checkWater']);
    expect(tasksOn(schedule, '2026-03-18').map((task) => task.key)).toEqual(['checkWater']);
    expect(tasksOn(schedule, '2026-03-19')).toEqual([]);
    // the last check before the cut, in the taper weeks
    expect(tasksOn(schedule, '2026-06-17').map((task) => task.key)).toEqual([
      'checkWater',
      'taperFeed',
    ]);
    expect(tasksOn(schedule, '2026-06-24').map((task) => task.key)).not.toContain('checkWater');
  });

  it('drops the germinate task and counts from the actual start once moved on', () => {
    // moved to vegetative on the start day
    const schedule = computeSchedule(
      { ...photoperiod, phase: 'vegetative', reached: { vegetative: '2026-03-01' } },
      '2026-03-01',
    );
    expect(tasksOn(schedule, '2026-03-01').map((task) => task.key)).not.toContain('germinate');
    expect(schedule.tasks.map((task) => task.key)).not.toContain('germinate');
    // at least germination's planned share of 3 + 46 + 63 days
    expect(schedule.progress).toBeCloseTo(3 / 112, 3);
    expect(byPhase(schedule, 'flowering').start.typical).toBe(addDays('2026-03-01', 46));
    expect(taskOf(schedule, 'checkWater')?.date).toBe('2026-03-08');
  });

  it('keeps the weekly check going into flowering, from the day flowering began', () => {
    const schedule = computeSchedule(
      {
        ...photoperiod,
        phase: 'flowering',
        reached: { vegetative: '2026-03-04', flowering: '2026-04-20' },
      },
      '2026-04-20',
    );
    // weekly from 03-11: 04-22 is the first check on or after 04-20
    expect(taskOf(schedule, 'checkWater')).toMatchObject({ date: '2026-04-22', every: 7 });
    expect(schedule.tasks.map((task) => task.key)).toContain('switchLight');
  });

  it('uses the actual dates of reached phases and plans the rest from them', () => {
    const schedule = computeSchedule(
      {
        ...photoperiod,
        phase: 'flowering',
        reached: { vegetative: '2026-03-05', flowering: '2026-04-20' },
      },
      '2026-05-01',
    );
    expect(byPhase(schedule, 'vegetative')).toMatchObject({
      status: 'done',
      actualStart: '2026-03-05',
      actualEnd: '2026-04-20',
    });
    expect(byPhase(schedule, 'flowering').status).toBe('current');
    expect(schedule.harvest).toEqual({
      min: '2026-06-15',
      typical: '2026-06-22',
      max: '2026-06-29',
    });
    expect(schedule.daysToHarvest).toBe(52);
    expect(schedule.progress).toBeCloseTo(61 / 113, 3);
  });

  it('keeps progress within the current phase: a long germination stays at its share', () => {
    const schedule = computeSchedule(photoperiod, '2026-04-26');
    expect(schedule.progress).toBeCloseTo(3 / 112, 3);
  });

  it('flags a phase that runs past its longest expected length', () => {
    // germination takes 7 days at most
    expect(computeSchedule(photoperiod, '2026-03-08').overdue).toBeNull();
    expect(computeSchedule(photoperiod, '2026-03-09').overdue).toEqual({
      phase: 'germinate',
      since: '2026-03-08',
    });
    // photoperiod vegetation with seedling weeks: 77 days at most
    const vegetative = { ...photoperiod, phase: 'vegetative' as const };
    const reached = { vegetative: '2026-03-04' };
    expect(computeSchedule({ ...vegetative, reached }, '2026-05-20').overdue).toBeNull();
    expect(computeSchedule({ ...vegetative, reached }, '2026-05-21').overdue).toEqual({
      phase: 'vegetative',
      since: '2026-05-20',
    });
  });

  it('never expects a running phase to end before today', () => {
    const schedule = computeSchedule(
      { ...photoperiod, phase: 'vegetative', reached: { vegetative: '2026-03-04' } },
      '2026-06-01',
    );
    const vegetative = byPhase(schedule, 'vegetative');
    expect(vegetative.end.min).toBe('2026-06-01');
    expect(vegetative.end.typical).toBe('2026-06-01');
    expect(byPhase(schedule, 'flowering').start.typical).toBe('2026-06-01');
  });

  it('falls back to typical flowering weeks when a custom strain has none', () => {
    const schedule = computeSchedule(
      { ...photoperiod, floweringWeeksMin: null, floweringWeeksMax: null },
      '2026-03-01',
    );
    const flowering = byPhase(schedule, 'flowering');
    // 7–11 weeks after 04-06 / 05-24
    expect(flowering.end.min).toBe('2026-05-25');
    expect(flowering.end.max).toBe('2026-08-09');
  });

  it('reports a harvested cycle as done growing', () => {
    const schedule = computeSchedule(
      {
        ...photoperiod,
        phase: 'complete',
        reached: {
          vegetative: '2026-03-04',
          flowering: '2026-04-01',
          harvest: '2026-06-01',
          complete: '2026-07-10',
        },
      },
      '2026-08-01',
    );
    expect(schedule.daysToHarvest).toBeNull();
    expect(schedule.progress).toBe(1);
    expect(schedule.overdue).toBeNull();
    expect(schedule.tasks).toEqual([]);
    expect(schedule.phases.every((phase) => phase.status === 'done')).toBe(true);
    expect(schedule.finish.typical).toBe('2026-07-10');
  });
});

describe('expectedHarvest', () => {
  it('gives the wizard the cycle’s harvest for a Northern Light-like photoperiod strain', () => {
    const strain = {
      floweringType: 'photoperiod' as const,
      floweringWeeksMin: 7,
      floweringWeeksMax: 9,
    };
    const wizard = expectedHarvest(strain, '2026-03-01', '2026-03-01');
    const cycle = computeSchedule({ ...photoperiod, ...strain }, '2026-03-01');
    expect(wizard.harvest).toEqual(cycle.harvest);
    // 3 + 46 + 56 days
    expect(wizard.harvest.typical).toBe('2026-06-14');
    expect(wizard.weeks).toBe(15);
  });

  it('gives the wizard the cycle’s harvest for an autoflowering strain', () => {
    const strain = {
      floweringType: 'autoflowering' as const,
      floweringWeeksMin: 6,
      floweringWeeksMax: 7,
    };
    const wizard = expectedHarvest(strain, '2026-03-01', '2026-03-01');
    const cycle = computeSchedule({ ...autoflowering, ...strain }, '2026-03-01');
    expect(wizard.harvest).toEqual(cycle.harvest);
    expect(wizard.weeks).toBe(10);
  });
});

describe('allowedMoves', () => {
  it('moves forward one phase and back once after a forward move; complete is final', () => {
    expect(allowedMoves('germinate', null)).toEqual(['vegetative']);
    expect(allowedMoves('vegetative', 'forward')).toEqual(['flowering', 'germinate']);
    expect(allowedMoves('vegetative', 'back')).toEqual(['flowering']);
    expect(allowedMoves('harvest', 'forward')).toEqual(['complete', 'flowering']);
    expect(allowedMoves('complete', 'forward')).toEqual([]);
  });
});
