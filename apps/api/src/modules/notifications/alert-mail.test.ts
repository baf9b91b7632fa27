import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { AlertSettings, NotificationList } from '@maryjane/contract/notifications';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer } from '../../platform/mail/create-mailer';
import type { Mailer } from '../../platform/mail/mailer';
import { useTestApp } from '../../test/app';
import { parseEml } from '../../test/outbox';
import { growerWithSensor, readingsPoster } from '../sensors/test-fixtures';
import { inQuietHours, sendAlertMails } from './alert-mail';
import { notifyReading, notifySilentDevices } from './service';

// Issue 31: alerts by e-mail, for the growers who ask, outside their quiet hours, the same alert
// at most once in six hours. Mails go to a real outbox (the file mailer of a fresh install).

const t = useTestApp({ seed: true });
const post = readingsPoster(t);
const HOUR = 3_600_000;
let outbox: string;
let mailer: Mailer;

beforeAll(async () => {
  outbox = await mkdtemp(path.join(os.tmpdir(), 'mj-alert-mail-'));
  mailer = createMailer(
    { transport: 'file', outboxDir: outbox, from: 'MaryJane <noreply@example.org>' },
    t.app.log,
  );
});

afterAll(async () => {
  await mailer.close();
  await rm(outbox, { recursive: true, force: true });
});

/** The mails in the outbox to `email`, oldest first. */
async function mailsTo(email: string) {
  const names = (await readdir(outbox)).sort();
  const mails = await Promise.all(
    names.map(async (name) => parseEml(await readFile(path.join(outbox, name)))),
  );
  return mails.filter((mail) => mail.to?.includes(email));
}

const mailAt = (now: Date) =>
  sendAlertMails(t.database.db, mailer, 'https://grow.example.org', t.app.log, now);

/** A grower with a sensor in a flowering tent, who wants alert mails (from `settings`). */
async function growerWithMails(name: string, settings: Partial<AlertSettings> = {}) {
  const grower = await growerWithSensor(t, name, 'flowering');
  const email = (await grower.client.get<{ email: string }>('/api/user')).email;
  await grower.client.data('PUT', '/api/user/alert-settings', {
    mail: true,
    quietHours: null,
    timeZone: 'Europe/Berlin',
    language: 'en',
    ...settings,
  });
  return { ...grower, email };
}

describe('alert mail settings', () => {
  it('are off until the grower switches them on, and are checked', async () => {
    const { client } = await growerWithSensor(t, 'Settings tent');
    expect(await client.get<AlertSettings>('/api/user/alert-settings')).toEqual({
      mail: false,
      quietHours: null,
      timeZone: 'UTC',
      language: 'en',
    });
    const chosen = {
      mail: true,
      quietHours: { from: '22:30', to: '07:00' },
      timeZone: 'Europe/Berlin',
      language: 'de',
    };
    expect(await client.data('PUT', '/api/user/alert-settings', chosen)).toEqual(chosen);
    expect(await client.get<AlertSettings>('/api/user/alert-settings')).toEqual(chosen);

    const refused = async (body: Record<string, unknown>) => {
      const answer = await client.call('PUT', '/api/user/alert-settings', { ...chosen, ...body });
      expect(answer.status).toBe(422);
      return (answer.body as { errors: { field: string }[] }).errors.map((e) => e.field);
    };
    expect(await refused({ timeZone: 'Mars/Olympus_Mons' })).toEqual(['timeZone']);
    expect(await refused({ quietHours: { from: '07:00', to: '07:00' } })).toEqual([
      'quietHours.to',
    ]);
    expect(await refused({ quietHours: { from: '24:00', to: '07:00' } })).toEqual([
      'quietHours.from',
    ]);
    expect(await refused({ language: 'fr' })).toEqual(['language']);
  });
});

describe('alert mails', () => {
  it('mail a new alert once, in one mail, with the words of the bell', async () => {
    const { client, sensor, email } = await growerWithMails('Mail tent');
    // Flowering wants 50–55 % humidity.
    await post(sensor.key, { metric: 'humidity', value: 80 });
    expect((await client.get<NotificationList>('/api/notifications')).unread).toBe(1);
    await mailAt(new Date());
    await mailAt(new Date());
    const [mail, ...more] = await mailsTo(email);
    expect(more).toEqual([]);
    expect(mail?.subject).toBe('MaryJane: 1 alert');
    expect(mail?.text).toContain('Mail tent: humidity 80 % is above 50–55 %');
    expect(mail?.text).toContain('https://grow.example.org/dashboard');
  });

  it('mail the same alert at most once in six hours, and another alert at once', async () => {
    const { environment, sensor, email, client } = await growerWithMails('Window tent');
    const user = (await client.get<{ id: string }>('/api/user')).id;
    const now = Date.now();
    const again = (at: number, value: number) =>
      notifyReading(
        t.database.db,
        {
          userId: user,
          environmentId: environment.id,
          metric: 'humidity',
          value,
          min: 50,
          max: 55,
        },
        new Date(at),
      );
    await post(sensor.key, { metric: 'humidity', value: 80 });
    await mailAt(new Date(now));
    // An hour later the bell rings again for humidity: within six hours of the mail, skipped.
    await t.database.db.execute(
      `update notifications set created_at = now() - interval '2 hours' where user_id = '${user}'`,
    );
    await again(now, 82);
    await mailAt(new Date(now + 60_000));
    expect(await mailsTo(email)).toHaveLength(1);
    // The device goes silent: a different alert, mailed.
    await t.database.db.execute(
      `update sensor_devices set last_seen_at = now() - interval '45 minutes' where id = '${sensor.id}'`,
    );
    await notifySilentDevices(t.database.db);
    await mailAt(new Date(now + 120_000));
    const mails = await mailsTo(email);
    expect(mails).toHaveLength(2);
    expect(mails[1]?.text).toContain('Window tent probe has gone silent');
    expect(mails[1]?.text).not.toContain('humidity');
  });

  it('wait through quiet hours, then come together in one mail', async () => {
    const now = new Date();
    // Quiet from an hour ago to an hour from now, in the grower's zone (UTC here).
    const hhmm = (at: number) => new Date(at).toISOString().slice(11, 16);
    const { sensor, email } = await growerWithMails('Quiet mail tent', {
      timeZone: 'UTC',
      quietHours: { from: hhmm(now.getTime() - HOUR), to: hhmm(now.getTime() + HOUR) },
    });
    await post(sensor.key, [
      { metric: 'humidity', value: 80 },
      { metric: 'air_temperature', value: 31 },
    ]);
    await mailAt(now);
    expect(await mailsTo(email)).toEqual([]);
    await mailAt(new Date(now.getTime() + 2 * HOUR));
    const [mail, ...more] = await mailsTo(email);
    expect(more).toEqual([]);
    // Humid and hot: the leaf VPD is too low as well.
    expect(mail?.subject).toBe('MaryJane: 3 alerts');
    expect(mail?.text).toContain('humidity 80 % is above');
    expect(mail?.text).toContain('air temperature 31 °C is above');
    expect(mail?.text).toContain('VPD 0.53 kPa is below');
  });

  it('speak the grower’s language, and stay away from those who did not ask', async () => {
    const { sensor, email } = await growerWithMails('Deutsches Zelt', { language: 'de' });
    await post(sensor.key, { metric: 'humidity', value: 80.5 });
    const silent = await growerWithSensor(t, 'No mail tent', 'flowering');
    await post(silent.sensor.key, { metric: 'humidity', value: 80 });
    const silentEmail = (await silent.client.get<{ email: string }>('/api/user')).email;
    await mailAt(new Date());
    const [mail] = await mailsTo(email);
    expect(mail?.subject).toBe('MaryJane: 1 Warnung');
    expect(mail?.text).toContain('Deutsches Zelt: Luftfeuchtigkeit 80,5 % liegt über 50–55 %');
    expect(await mailsTo(silentEmail)).toEqual([]);
  });

  it('leave out alerts from before mails were switched on', async () => {
    const { client, sensor } = await growerWithSensor(t, 'Late tent', 'flowering');
    await post(sensor.key, { metric: 'humidity', value: 80 });
    const email = (await client.get<{ email: string }>('/api/user')).email;
    await client.data('PUT', '/api/user/alert-settings', {
      mail: true,
      quietHours: null,
      timeZone: 'UTC',
      language: 'en',
    });
    await mailAt(new Date());
    expect(await mailsTo(email)).toEqual([]);
  });
});

describe('quiet hours', () => {
  it('run over midnight when they end earlier than they start, in the grower’s zone', () => {
    const at = (iso: string) => new Date(iso);
    const night = [22 * 60, 7 * 60] as const;
    expect(inQuietHours(at('2026-11-29T23:30:00Z'), 'UTC', ...night)).toBe(true);
    expect(inQuietHours(at('2026-11-29T06:59:00Z'), 'UTC', ...night)).toBe(true);
    expect(inQuietHours(at('2026-11-29T07:00:00Z'), 'UTC', ...night)).toBe(false);
    // 21:30 UTC is 22:30 in Berlin in winter.
    expect(inQuietHours(at('2026-11-29T21:30:00Z'), 'Europe/Berlin', ...night)).toBe(true);
    expect(inQuietHours(at('2026-11-29T21:30:00Z'), 'UTC', ...night)).toBe(false);
    expect(inQuietHours(at('2026-11-29T13:00:00Z'), 'UTC', 12 * 60, 14 * 60)).toBe(true);
    expect(inQuietHours(at('2026-11-29T13:00:00Z'), 'UTC', null, null)).toBe(false);
  });
});
