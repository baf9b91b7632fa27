import type { Language } from '@maryjane/contract/constants';
import { ALERT_MAIL_WINDOW_MS, type AlertSettings } from '@maryjane/contract/notifications';
import { pagePaths } from '@maryjane/contract/page-paths';
import { metricBounds, type ReadingMetric } from '@maryjane/contract/sensors';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { renderMail } from '../../platform/mail/mail-layout';
import type { Mailer } from '../../platform/mail/mailer';
import { serverText, type TextKey } from '../../platform/server-text';
import * as repository from './alert-mail-repository';

/** Alert mails are looked for this often. */
export const ALERT_MAIL_CHECK_MS = 60_000;

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const timeOf = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

export async function alertSettings(db: Database, userId: string): Promise<AlertSettings> {
  const row = await repository.alertSettingsRow(db, userId);
  return {
    mail: row.alertMail,
    quietHours:
      row.alertQuietFrom === null || row.alertQuietTo === null
        ? null
        : { from: timeOf(row.alertQuietFrom), to: timeOf(row.alertQuietTo) },
    timeZone: row.timeZone,
    language: row.language,
  };
}

/** Saves the grower's choice; alerts from before mails were switched on are not mailed. */
export async function saveAlertSettings(
  db: Database,
  userId: string,
  settings: AlertSettings,
  now = new Date(),
): Promise<AlertSettings> {
  await repository.updateAlertSettings(db, userId, {
    alertMail: settings.mail,
    alertQuietFrom: settings.quietHours ? minutesOf(settings.quietHours.from) : null,
    alertQuietTo: settings.quietHours ? minutesOf(settings.quietHours.to) : null,
    timeZone: settings.timeZone,
    language: settings.language,
    switchedOnAt: now,
  });
  return alertSettings(db, userId);
}

/** The minute of the day it is at `now` in `timeZone`. */
function minuteOfDay(now: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(now);
  const part = (type: string) => Number(parts.find((each) => each.type === type)?.value ?? 0);
  return part('hour') * 60 + part('minute');
}

/** Whether `now` falls in the quiet hours `from`–`to` (minutes; over midnight when to < from). */
export function inQuietHours(now: Date, timeZone: string, from: number | null, to: number | null) {
  if (from === null || to === null) return false;
  const minute = minuteOfDay(now, timeZone);
  return from < to ? minute >= from && minute < to : minute >= from || minute < to;
}

type PendingAlert = repository.PendingAlert;

/** Alerts that are the same for the window: a kind, where, what and which device. */
const sameAlert = (
  alert: Pick<PendingAlert, 'kind' | 'environmentId' | 'metric' | 'deviceId' | 'weather'>,
) => [alert.kind, alert.environmentId, alert.metric, alert.deviceId, alert.weather].join('|');

function formatNumber(lang: Language, value: number) {
  return new Intl.NumberFormat(lang === 'de' ? 'de-DE' : 'en-GB', {
    maximumFractionDigits: 2,
  }).format(value);
}

function withUnit(lang: Language, metric: ReadingMetric, value: number) {
  const unit = metricBounds[metric].unit;
  return unit === 'pH' ? formatNumber(lang, value) : `${formatNumber(lang, value)} ${unit}`;
}

/** One alert in the grower's words, as the bell says it. */
export function alertLine(
  lang: Language,
  alert: Pick<
    PendingAlert,
    | 'kind'
    | 'environmentName'
    | 'deviceName'
    | 'metric'
    | 'value'
    | 'min'
    | 'max'
    | 'weather'
    | 'day'
  >,
): string {
  const text = (key: string, values: Record<string, string | number> = {}) =>
    serverText(lang, `mail.alerts.${key}` as TextKey, values);
  const where = (line: string) =>
    alert.environmentName
      ? text('inEnvironment', { environment: alert.environmentName, text: line })
      : line;
  if (alert.kind === 'silent') return text('silent', { device: alert.deviceName ?? '' });
  if (alert.kind === 'weather') {
    const day = alert.day
      ? new Intl.DateTimeFormat(lang === 'de' ? 'de-DE' : 'en-GB', {
          weekday: 'short',
          day: 'numeric',
          month: 'short',
          timeZone: 'UTC',
        }).format(new Date(`${alert.day}T00:00:00Z`))
      : '';
    const temperature = alert.value === null ? '' : `${formatNumber(lang, alert.value)} °C`;
    return text(alert.weather === 'heat' ? 'heat' : 'frost', { day, temperature });
  }
  const metric = (alert.metric ?? 'light') as ReadingMetric;
  const value = alert.value === null ? '' : withUnit(lang, metric, alert.value);
  if (alert.kind === 'light_leak') return where(text('lightLeak', { value }));
  const name = text(`metrics.${metric}`);
  if (alert.min === null || alert.max === null || alert.value === null) {
    return where(text('plain', { metric: name, value }));
  }
  const range = { min: formatNumber(lang, alert.min), max: withUnit(lang, metric, alert.max) };
  return where(
    text(alert.value > alert.max ? 'above' : 'below', { metric: name, value, ...range }),
  );
}

function alertMail(lang: Language, username: string, lines: string[], publicUrl: string) {
  const text = (key: string, values: Record<string, string | number> = {}) =>
    serverText(lang, `mail.alerts.${key}` as TextKey, values);
  return renderMail(lang, {
    subject: text('subject', { count: lines.length }),
    greeting: text('greeting', { username }),
    blocks: [
      { kind: 'paragraph', text: text('intro', { count: lines.length }) },
      ...lines.map((line) => ({ kind: 'paragraph' as const, text: `• ${line}` })),
      {
        kind: 'link',
        label: text('open'),
        href: `${publicUrl}${pagePaths.dashboard}`,
        tone: 'primary',
      },
      { kind: 'paragraph', text: text('why') },
      {
        kind: 'link',
        label: text('settings'),
        href: `${publicUrl}${pagePaths.accountSettings}`,
        tone: 'primary',
      },
    ],
    signature: serverText(lang, 'mail.signature'),
  });
}

/**
 * Mails what rang the bell to the growers who asked for it (issue 31): one mail per grower with
 * every new alert, none during their quiet hours (what comes up then waits, and goes out
 * together when they end), and the same alert at most once in ALERT_MAIL_WINDOW_MS (a later one
 * is marked skipped). Every instance runs it; one at a time does the work (the others find the
 * lock taken and leave). A mail that cannot be sent leaves its alerts for the next run.
 */
export async function sendAlertMails(
  db: Database,
  mailer: Mailer,
  publicUrl: string,
  log: FastifyBaseLogger,
  now = new Date(),
) {
  await db.transaction(async (tx) => {
    if (!(await repository.tryAlertMailLock(tx))) return;
    const pending = await repository.pendingAlerts(tx, now);
    const recent = await repository.recentlyMailed(
      tx,
      [...new Set(pending.map((alert) => alert.userId))],
      new Date(now.getTime() - ALERT_MAIL_WINDOW_MS),
    );
    const byUser = new Map<string, PendingAlert[]>();
    for (const alert of pending)
      byUser.set(alert.userId, [...(byUser.get(alert.userId) ?? []), alert]);
    for (const [userId, alerts] of byUser) {
      const user = alerts[0] as PendingAlert;
      if (inQuietHours(now, user.timeZone, user.quietFrom, user.quietTo)) continue;
      const mailed = new Set(recent.filter((row) => row.userId === userId).map(sameAlert));
      const sent: PendingAlert[] = [];
      const skipped: PendingAlert[] = [];
      for (const alert of alerts) {
        const key = sameAlert(alert);
        if (mailed.has(key)) skipped.push(alert);
        else {
          mailed.add(key);
          sent.push(alert);
        }
      }
      try {
        if (sent.length > 0) {
          const lines = sent.map((alert) => alertLine(user.language, alert));
          await mailer.send({
            to: user.email,
            ...alertMail(user.language, user.username, lines, publicUrl),
          });
        }
        await repository.markMailed(
          tx,
          sent.map((alert) => alert.id),
          'sent',
          now,
        );
        await repository.markMailed(
          tx,
          skipped.map((alert) => alert.id),
          'skipped',
          now,
        );
      } catch (error) {
        log.warn({ err: error, userId }, 'alert mail not sent; tried again next time');
      }
    }
  });
}
