import { describe, expect, it } from 'vitest';
import { allowedMoves } from './phases';
import { computeSchedule, tasksOn, type ScheduleInput } from './schedule';

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

const byPhase = (schedule: ReturnType<typeof computeSchedule>, phase: string) => {
  const entry = schedule.phases.find((candidate) => candidate.phase === phase);
  if (!entry) throw new Error(`no ${phase}`);
  return entry;
};

describe('computeSchedule', () => {
  it('plans a photoperiod grow from the strain’s flowering weeks', () => {
    const schedule = computeSchedule(photoperiod, '2026-03-01');
    // germinate 1/3/7 days, vegetative 21/28/56, flowering 56/63/70 (8–10 weeks)
    expect(byPhase(schedule, 'vegetative').start).toEqual({
      min: '2026-03-02',
      typical: '2026-03-04',
      max: '2026-03-08',
    });
    expect(byPhase(schedule, 'flowering').start).toEqual({
      min: '2026-03-23',
      typical: '2026-04-01',
      max: '2026-05-03',
    });
    expect(schedule.harvest).toEqual({
      min: '2026-05-18',
      typical: '2026-06-03',
      max: '2026-07-12',
    });
    expect(schedule.daysToHarvest).toBe(94);
    expect(schedule.progress).toBe(0);
    expect(schedule.phases.map((phase) => phase.status)).toEqual([
      'current',
      'upcoming',
      'upcoming',
      'upcoming',
    ]);
  });

  it('plans an autoflowering grow with a short vegetative phase and no light switch', () => {
    const schedule = computeSchedule(autoflowering, '2026-03-01');
    // 3 + 21 + 46 (6.5 weeks rounded) days to the cut
    expect(schedule.harvest.typical).toBe('2026-05-10');
    expect(byPhase(schedule, 'flowering').start.min).toBe('2026-03-16');
    const keys = schedule.tasks.map((task) => task.key);
    expect(keys).not.toContain('switchLight');
    expect(keys).toContain('flush');
    // coco flushes a week before the cut, soil two
    expect(schedule.tasks.find((task) => task.key === 'flush')?.date).toBe('2026-05-03');
  });

  it('switches the light when a photoperiod cycle starts flowering and flushes soil for two weeks', () => {
    const schedule = computeSchedule(photoperiod, '2026-03-01');
    expect(schedule.tasks.find((task) => task.key === 'switchLight')?.date).toBe('2026-04-01');
    expect(schedule.tasks.find((task) => task.key === 'flush')).toMatchObject({
      date: '2026-05-20',
      until: '2026-06-02',
    });
    const burp = schedule.tasks.find((task) => task.key === 'burpDaily');
    expect(burp).toMatchObject({ date: '2026-06-13', until: '2026-06-26' });
    expect(tasksOn(schedule, '2026-06-20').map((task) => task.key)).toEqual(['burpDaily']);
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
    const vegetative = byPhase(schedule, 'vegetative');
    expect(vegetative).toMatchObject({
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
    // 7–11 weeks
    expect(flowering.end.min).toBe('2026-05-11');
    expect(flowering.end.max).toBe('2026-07-19');
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
    expect(schedule.phases.every((phase) => phase.status === 'done')).toBe(true);
    expect(schedule.finish.typical).toBe('2026-07-10');
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
