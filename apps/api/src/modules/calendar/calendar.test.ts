import type { CalendarEvent, CalendarFeed } from '@maryjane/contract/calendar';
import type { Page } from '@maryjane/contract/catalogue';
import { addDays, todayIso } from '@maryjane/contract/dates';
import type { GrowCycle } from '@maryjane/contract/grow-cycles';
import type { InventoryItem } from '@maryjane/contract/inventory';
import type { Strain } from '@maryjane/contract/strains';
import ICAL from 'ical.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { registerUser } from '../../test/accounts';
import { useTestApp } from '../../test/app';
import { clientFor, type Client } from '../../test/client';
import { must } from '../../test/must';
import { toICalendar } from './ical';

const t = useTestApp({ seed: true });
let mary: Client;
let cycle: GrowCycle;
/** Today: a cycle started in the past but still germinating would push every phase to today. */
const start = todayIso();

beforeAll(async () => {
  mary = clientFor(t, (await registerUser(t)).token);
  const strain = must(
    (await mary.get<Page<Strain>>('/api/strains?floweringType=photoperiod')).items[0],
  );
  const seeds = await mary.post<InventoryItem>('/api/inventory/seeds', { itemId: strain.id });
  cycle = await mary.post<GrowCycle>('/api/grow-cycles', {
    name: 'Spring, indoors; 2 plants',
    seedId: seeds.id,
    growMedium: 'soil',
    numberOfPlants: 2,
    startDate: start,
  });
});

const feedPath = (url: string) => new URL(url).pathname;

/** The calendar file of one harvest day of a cycle called `cycleName`, in English. */
const harvestDayCalendar = (cycleName: string) =>
  toICalendar(
    [
      {
        id: 'c:task:harvest:2026-06-01',
        cycleId: '00000000-0000-4000-8000-000000000000',
        cycleName,
        kind: 'task',
        key: 'harvest',
        phase: 'harvest',
        start: '2026-06-01',
        every: null,
        end: '2026-06-01',
        expected: false,
      },
    ],
    'en',
    { host: 'maryjane.test', now: new Date('2026-05-01T10:00:00Z') },
  );

describe('calendar', () => {
  it('lists the phases and tasks of the cycles that touch the range', async () => {
    const to = addDays(start, 60);
    const events = await mary.get<CalendarEvent[]>(`/api/calendar?from=${start}&to=${to}`);
    const phases = events.filter((event) => event.kind === 'phase').map((event) => event.key);
    expect(phases).toEqual(['germinate', 'vegetative', 'flowering']);
    const switchLight = must(events.find((event) => event.key === 'switchLight'));
    const flowering = must(cycle.schedule.phases.find((phase) => phase.phase === 'flowering'));
    expect(switchLight).toMatchObject({
      cycleId: cycle.id,
      start: flowering.start.typical,
      expected: true,
    });
    expect(events.every((event) => event.start <= to && event.end >= start)).toBe(true);
    // Phases follow each other without overlap.
    const germinate = must(
      events.find((event) => event.key === 'germinate' && event.kind === 'phase'),
    );
    const vegetative = must(events.find((event) => event.key === 'vegetative'));
    expect(germinate.end < vegetative.start).toBe(true);
  });

  it('lists the weekly pH and EC check once, with its rhythm', async () => {
    const to = addDays(start, 120);
    const events = await mary.get<CalendarEvent[]>(`/api/calendar?from=${start}&to=${to}`);
    const checks = events.filter((event) => event.key === 'checkWater');
    const task = must(cycle.schedule.tasks.find((entry) => entry.key === 'checkWater'));
    expect(checks).toEqual([
      expect.objectContaining({ start: task.date, end: task.until, every: 7, kind: 'task' }),
    ]);
    expect(events.filter((event) => event.kind === 'phase').every((e) => e.every === null)).toBe(
      true,
    );
  });

  it('refuses a reversed or too long range', async () => {
    expect(await mary.fieldErrors('GET', '/api/calendar?from=2026-05-01&to=2026-04-01')).toEqual([
      { field: 'to', code: 'outOfRange' },
    ]);
    expect(await mary.fieldErrors('GET', '/api/calendar?from=2026-01-01&to=2028-01-01')).toEqual([
      { field: 'to', code: 'outOfRange' },
    ]);
    expect(await mary.fieldErrors('GET', '/api/calendar?from=tomorrow&to=2026-01-01')).toEqual([
      { field: 'from', code: 'date' },
    ]);
  });
});

describe('iCal feed', () => {
  it('serves valid iCalendar at a private address that can be replaced and revoked', async () => {
    expect(await mary.get<CalendarFeed>('/api/calendar/feed')).toEqual({
      active: false,
      language: null,
      createdAt: null,
    });
    const created = await mary.post<CalendarFeed>('/api/calendar/feed', { language: 'de' });
    expect(created).toMatchObject({ active: true, language: 'de' });
    const url = must(created.url);
    // The address is shown once: reading the feed settings does not reveal it.
    expect(await mary.get<CalendarFeed>('/api/calendar/feed')).not.toHaveProperty('url');

    const response = await t.app.inject({ method: 'GET', url: feedPath(url) });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.body).toContain('\r\n');
    for (const line of response.body.split('\r\n')) {
      expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    }

    const calendar = new ICAL.Component(ICAL.parse(response.body));
    const events = calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));
    expect(events.length).toBe(cycle.schedule.phases.length + cycle.schedule.tasks.length);
    const uids = new Set(events.map((event) => event.uid));
    expect(uids.size).toBe(events.length);
    const switchLight = must(events.find((event) => event.summary.includes('12/12')));
    // Escaped comma and semicolon come back as written; German as chosen.
    expect(switchLight.summary).toBe(
      'Spring, indoors; 2 plants: Licht auf 12/12 umstellen, damit die Blüte beginnt (erwartet)',
    );
    expect(switchLight.startDate.isDate).toBe(true);
    const task = must(cycle.schedule.tasks.find((entry) => entry.key === 'switchLight'));
    expect(switchLight.startDate.toString()).toBe(task.date);

    // The weekly check is one event repeating every 7 days until its last day.
    const check = must(events.find((event) => event.summary.includes('pH und EC')));
    const checkTask = must(cycle.schedule.tasks.find((entry) => entry.key === 'checkWater'));
    expect(check.isRecurring()).toBe(true);
    const rule = check.component.getFirstPropertyValue('rrule') as ICAL.Recur;
    expect(rule.freq).toBe('DAILY');
    expect(rule.interval).toBe(7);
    expect(rule.until?.toString()).toBe(checkTask.until);
    const iterator = check.iterator();
    expect(iterator.next()?.toString()).toBe(checkTask.date);
    expect(iterator.next()?.toString()).toBe(addDays(checkTask.date, 7));

    // A new address replaces the old one; revoking ends both.
    const renewed = await mary.post<CalendarFeed>('/api/calendar/feed', { language: 'en' });
    expect((await t.app.inject({ method: 'GET', url: feedPath(url) })).statusCode).toBe(404);
    const renewedResponse = await t.app.inject({ method: 'GET', url: feedPath(must(renewed.url)) });
    expect(renewedResponse.body).toContain('Switch the light to 12/12');
    expect((await mary.call('DELETE', '/api/calendar/feed')).status).toBe(204);
    expect(
      (await t.app.inject({ method: 'GET', url: feedPath(must(renewed.url)) })).statusCode,
    ).toBe(404);
  });

  it('answers 404 to a guessed address', async () => {
    for (const file of ['x.ics', `${'a'.repeat(43)}.ics`, '../../etc/passwd']) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/calendar/feeds/${encodeURIComponent(file)}`,
      });
      expect(response.statusCode).toBe(404);
    }
  });

  it('writes no control character but tab, even from a name stored before the API refused them', () => {
    const text = harvestDayCalendar('Tent\u001b[31m\u0007 one\ttwo');
    // eslint-disable-next-line no-control-regex -- the characters the file must not hold
    expect(text.replaceAll('\r\n', '')).not.toMatch(/[\u0000-\u0008\u000A-\u001F\u007F-\u009F]/);
    const [event] = new ICAL.Component(ICAL.parse(text)).getAllSubcomponents('vevent');
    expect(new ICAL.Event(must(event)).summary).toMatch(/^Tent\[31m one\ttwo: Harvest/);
  });

  it('folds long lines at 75 octets without splitting a character', () => {
    const name = 'Ü'.repeat(60);
    const text = harvestDayCalendar(name);
    const [event] = new ICAL.Component(ICAL.parse(text)).getAllSubcomponents('vevent');
    expect(new ICAL.Event(must(event)).summary).toBe(
      `${name}: Harvest: cut and hang to dry (15–21 °C, about 60 % RH)`,
    );
    expect(text).toContain('DTSTAMP:20260501T100000Z');
    expect(text).toContain('DTEND;VALUE=DATE:20260602');
  });
});
