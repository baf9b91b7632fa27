import type { Page } from '@maryjane/contract/catalogue';
import { addDays, todayIso } from '@maryjane/contract/dates';
import type { GrowCycle } from '@maryjane/contract/grow-cycles';
import type { LegalCheck } from '@maryjane/contract/legal';
import type { InventoryItem } from '@maryjane/contract/inventory';
import type { Strain } from '@maryjane/contract/strains';
import type { User } from '@maryjane/contract/user';
import { beforeAll, describe, expect, it } from 'vitest';
import { registerUser } from '../../test/accounts';
import { useTestApp } from '../../test/app';
import { clientFor, type Client } from '../../test/client';
import { must } from '../../test/must';
import { maryWithSeeds, winterGrow } from './test-fixtures';

// A cycle's moves through its phases, and the legal check that counts the plants not yet
// harvested.

const t = useTestApp({ seed: true });
let mary: Client;
let photoSeeds: InventoryItem;

beforeAll(async () => {
  ({ mary, photoSeeds } = await maryWithSeeds(t));
});

const cycleBody = (overrides: Record<string, unknown> = {}) => winterGrow(photoSeeds, overrides);

describe('grow cycles', () => {
  it('moves forward through every phase, one step back once, and complete is final', async () => {
    const cycle = await mary.post<GrowCycle>('/api/grow-cycles', cycleBody());
    const move = (phase: string, date?: string) =>
      mary.data<GrowCycle>('POST', `/api/grow-cycles/${cycle.id}/phase`, { phase, date });

    expect(
      await mary.fieldErrors('POST', `/api/grow-cycles/${cycle.id}/phase`, { phase: 'flowering' }),
    ).toEqual([{ field: 'phase', code: 'phaseMove' }]);
    const vegetative = await move('vegetative', '2026-01-14');
    expect(vegetative.allowedMoves).toEqual(['flowering', 'germinate']);
    expect(vegetative.schedule.phases[1]).toMatchObject({
      status: 'current',
      actualStart: '2026-01-14',
    });

    // A mistake, taken back once: not twice in a row.
    const back = await move('germinate');
    expect(back.phase).toBe('germinate');
    expect(back.allowedMoves).toEqual(['vegetative']);
    await move('vegetative', '2026-01-15');
    expect(
      await mary.fieldErrors('POST', `/api/grow-cycles/${cycle.id}/phase`, {
        phase: 'flowering',
        date: '2026-01-12',
      }),
    ).toEqual([{ field: 'date', code: 'dateTooEarly' }]);
    expect(
      await mary.fieldErrors('POST', `/api/grow-cycles/${cycle.id}/phase`, {
        phase: 'flowering',
        date: addDays(todayIso(), 3),
      }),
    ).toEqual([{ field: 'date', code: 'dateInFuture' }]);
    const flowering = await move('flowering', '2026-02-20');
    expect(flowering.schedule.phases[1]).toMatchObject({
      status: 'done',
      actualStart: '2026-01-15',
      actualEnd: '2026-02-20',
    });
    await move('harvest', '2026-04-25');
    const complete = await move('complete', '2026-06-01');
    expect(complete).toMatchObject({ phase: 'complete', allowedMoves: [] });
    expect(complete.schedule.daysToHarvest).toBeNull();
    expect(complete.history.map((change) => `${change.from}>${change.to}`)).toEqual([
      'germinate>vegetative',
      'vegetative>germinate',
      'germinate>vegetative',
      'vegetative>flowering',
      'flowering>harvest',
      'harvest>complete',
    ]);
    expect(
      await mary.fieldErrors('POST', `/api/grow-cycles/${cycle.id}/phase`, { phase: 'harvest' }),
    ).toEqual([{ field: 'phase', code: 'phaseMove' }]);
    const active = await mary.get<GrowCycle[]>('/api/grow-cycles?status=active');
    expect(active.map((entry) => entry.id)).not.toContain(cycle.id);
    const done = await mary.get<GrowCycle[]>('/api/grow-cycles?status=complete');
    expect(done.map((entry) => entry.id)).toContain(cycle.id);
  });

  it('takes a back-dated history, one move per phase in order, and plans from it', async () => {
    const today = todayIso();
    const start = addDays(today, -60);
    const cycle = await mary.post<GrowCycle>('/api/grow-cycles', cycleBody({ startDate: start }));
    // 60 days in germination: longer than its 7 days at most, so the API says so.
    expect(cycle.schedule.overdue).toEqual({ phase: 'germinate', since: addDays(start, 7) });
    expect(cycle.schedule.tasks.map((task) => task.key)).toContain('germinate');
    const path = `/api/grow-cycles/${cycle.id}/phase`;

    // Entered out of order, flowering first, it is refused; a day before the start too.
    expect(
      await mary.fieldErrors('POST', path, { phase: 'flowering', date: addDays(start, 40) }),
    ).toEqual([{ field: 'phase', code: 'phaseMove' }]);
    expect(
      await mary.fieldErrors('POST', path, { phase: 'vegetative', date: addDays(start, -1) }),
    ).toEqual([{ field: 'date', code: 'dateTooEarly' }]);

    const vegetative = await mary.data<GrowCycle>('POST', path, {
      phase: 'vegetative',
      date: addDays(start, 5),
    });
    expect(vegetative.schedule.tasks.map((task) => task.key)).not.toContain('germinate');
    // flowering before vegetation began is refused
    expect(
      await mary.fieldErrors('POST', path, { phase: 'flowering', date: addDays(start, 4) }),
    ).toEqual([{ field: 'date', code: 'dateTooEarly' }]);
    const flowering = await mary.data<GrowCycle>('POST', path, {
      phase: 'flowering',
      date: addDays(start, 40),
    });

    const { schedule } = await mary.get<GrowCycle>(`/api/grow-cycles/${cycle.id}`);
    expect(flowering.schedule).toEqual(schedule);
    expect(schedule.phases.map((phase) => [phase.phase, phase.status, phase.actualStart])).toEqual([
      ['germinate', 'done', start],
      ['vegetative', 'done', addDays(start, 5)],
      ['flowering', 'current', addDays(start, 40)],
      ['harvest', 'upcoming', null],
    ]);
    // Northern Light's 7–8 flowering weeks (53 days typical) from the actual day flowering began
    expect(schedule.harvest.typical).toBe(addDays(start, 40 + 53));
    expect(schedule.overdue).toBeNull();
    // 60 of 93 days to the cut
    expect(schedule.progress).toBeCloseTo(60 / 93, 3);
    const keys = schedule.tasks.map((task) => task.key);
    expect(keys).not.toContain('germinate');
    expect(keys.filter((key) => key === 'checkWater')).toHaveLength(1);
  });
});

describe('legal check (KCanG)', () => {
  it('warns in Germany when living plants exceed 3 per adult, and not elsewhere', async () => {
    const grower = clientFor(t, (await registerUser(t)).token);
    const strain = must((await grower.get<Page<Strain>>('/api/strains')).items[0]);
    const seeds = await grower.post<InventoryItem>('/api/inventory/seeds', { itemId: strain.id });
    const body = { ...cycleBody({ seedId: seeds.id }), numberOfPlants: 4 };

    expect(await grower.get<LegalCheck>('/api/legal-check')).toMatchObject({
      applies: false,
      exceeded: false,
    });
    const cycle = await grower.post<GrowCycle>('/api/grow-cycles', body);
    await grower.patch('/api/user/location', {
      locationCountryId: 'DE',
      locationStateId: null,
      locationCityId: null,
    });
    expect(await grower.get<LegalCheck>('/api/legal-check')).toEqual({
      applies: true,
      country: 'DE',
      adults: 1,
      limit: 3,
      plants: 4,
      exceeded: true,
    });
    const user = await grower.patch<User>('/api/user/household', { adultsInHousehold: 2 });
    expect(user.adultsInHousehold).toBe(2);
    expect(await grower.get<LegalCheck>('/api/legal-check')).toMatchObject({
      limit: 6,
      exceeded: false,
    });
    expect(
      await grower.fieldErrors('PATCH', '/api/user/household', { adultsInHousehold: 0 }),
    ).toEqual([{ field: 'adultsInHousehold', code: 'positiveNumber' }]);

    // Harvested plants no longer count.
    await grower.patch('/api/user/household', { adultsInHousehold: 1 });
    for (const phase of ['vegetative', 'flowering', 'harvest']) {
      await grower.data('POST', `/api/grow-cycles/${cycle.id}/phase`, {
        phase,
        date: '2026-02-01',
      });
    }
    expect(await grower.get<LegalCheck>('/api/legal-check')).toMatchObject({
      plants: 0,
      exceeded: false,
    });
  });
});
