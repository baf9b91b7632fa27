import type { Language } from '@maryjane/contract/constants';
import type { PushSubscriptionBody } from '@maryjane/contract/notifications';
import { pagePaths } from '@maryjane/contract/page-paths';
import type { Agent } from 'node:https';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { fieldError } from '../../platform/http/field-error';
import { loadWebPush } from '../../platform/lazy-modules';
import { serverText, type TextKey } from '../../platform/server-text';
import { alertLine, inQuietHours } from './alert-mail';
import * as repository from './push-repository';

/**
 * Web Push (issue 31): alerts reach the installed app even when it is closed. The VAPID keys
 * are made on first use and kept in the database (so every instance signs with the same keys,
 * and a backup holds them); a browser's subscription is stored per grower.
 */

/**
 * The push services of the browsers (Chrome and Edge through FCM, Firefox, Edge's WNS, Safari):
 * a subscription's address must be on one of them (or on an origin the operator names), so
 * MaryJane never posts to any other server a grower names.
 */
const browserPushHosts = [
  'fcm.googleapis.com',
  'updates.push.services.mozilla.com',
  '.notify.windows.com',
  '.push.apple.com',
];

export function isPushServiceEndpoint(endpoint: string, extraOrigins: string[]): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (extraOrigins.includes(url.origin)) return true;
  if (url.protocol !== 'https:' || url.username || url.password) return false;
  return browserPushHosts.some((host) =>
    host.startsWith('.') ? url.hostname.endsWith(host) : url.hostname === host,
  );
}

let cachedKeys: Promise<{ publicKey: string; privateKey: string }> | null = null;

/** This MaryJane's VAPID keys, made the first time any instance needs them. */
export function vapidKeys(db: Database) {
  cachedKeys ??= (async () => {
    const stored = await repository.findSecret(db, 'vapid');
    if (stored) return JSON.parse(stored) as { publicKey: string; privateKey: string };
    const made = loadWebPush().generateVAPIDKeys();
    // Two instances starting at once: the first insert wins, and both read it back.
    await repository.insertSecretOnce(db, 'vapid', JSON.stringify(made));
    return JSON.parse((await repository.findSecret(db, 'vapid')) ?? '{}') as {
      publicKey: string;
      privateKey: string;
    };
  })().catch((error: unknown) => {
    cachedKeys = null;
    throw error;
  });
  return cachedKeys;
}

export async function subscribe(
  db: Database,
  userId: string,
  body: PushSubscriptionBody,
  pushServices: string[],
) {
  if (!isPushServiceEndpoint(body.endpoint, pushServices)) throw fieldError('endpoint', 'url');
  await repository.upsertSubscription(db, userId, body);
  await repository.updateAlertLocale(db, userId, body);
}

export async function unsubscribe(db: Database, userId: string, endpoint: string) {
  await repository.deleteSubscription(db, userId, endpoint);
}

/** More alerts than this for one browser at once (after quiet hours) go as one push. */
const PUSHES_AT_ONCE = 3;

/** A `mailto:` of the address mails come from (`MaryJane <noreply@example.org>`). */
export function vapidSubject(mailFrom: string): string {
  const address = /<([^<>\s]+@[^<>\s]+)>/.exec(mailFrom)?.[1] ?? mailFrom.trim();
  return `mailto:${address.includes('@') ? address : 'maryjane@localhost'}`;
}

export interface PushOptions {
  /** `mailto:` address or https URL the push services may contact (VAPID `sub`). */
  subject: string;
  pushServices: string[];
  /** How to reach the push services (tests: one that trusts their fake service's certificate). */
  agent?: Agent;
}

/**
 * Pushes what rang the bell to each browser its grower subscribed (issue 31), outside the
 * grower's quiet hours: one push per alert, or one that counts them when more wait. A browser
 * the push service no longer knows (404, 410) is forgotten. One instance at a time does it.
 */
export async function sendAlertPushes(
  db: Database,
  options: PushOptions,
  log: FastifyBaseLogger,
  now = new Date(),
) {
  // Read before the transaction: on the embedded database a second query would wait for it.
  const keys = await vapidKeys(db);
  await db.transaction(async (tx) => {
    if (!(await repository.tryPushLock(tx))) return;
    const pending = await repository.pendingPushes(tx, now);
    if (pending.length === 0) return;
    const webPush = loadWebPush();
    const done: string[] = [];
    const bySubscription = new Map<string, repository.PendingPush[]>();
    for (const row of pending) {
      bySubscription.set(row.subscriptionId, [
        ...(bySubscription.get(row.subscriptionId) ?? []),
        row,
      ]);
    }
    for (const rows of bySubscription.values()) {
      const first = rows[0] as repository.PendingPush;
      if (inQuietHours(now, first.timeZone, first.quietFrom, first.quietTo)) continue;
      const messages =
        rows.length > PUSHES_AT_ONCE ? [summary(first.language, rows.length)] : rows.map(message);
      try {
        for (const payload of messages) {
          await webPush.sendNotification(
            { endpoint: first.endpoint, keys: { p256dh: first.p256dh, auth: first.auth } },
            JSON.stringify(payload),
            {
              vapidDetails: { subject: options.subject, ...keys },
              TTL: 6 * 3600,
              urgency: 'high',
              timeout: 10_000,
              ...(options.agent ? { agent: options.agent } : {}),
            },
          );
        }
        done.push(...rows.map((row) => row.id));
      } catch (error) {
        const status = (error as { statusCode?: number }).statusCode;
        if (status === 404 || status === 410) {
          await repository.deleteSubscriptionById(tx, first.subscriptionId);
          done.push(...rows.map((row) => row.id));
        } else {
          log.warn({ err: error, status }, 'alert push not delivered; tried again next time');
        }
      }
    }
    await repository.markPushed(tx, [...new Set(done)], now);
  });
}

function message(row: repository.PendingPush) {
  return {
    title: 'MaryJane',
    body: alertLine(row.language, row),
    url: row.kind === 'silent' ? pagePaths.automation : pagePaths.dashboard,
    tag: `${row.kind}:${row.environmentId ?? row.deviceId ?? ''}:${row.metric ?? ''}`,
  };
}

function summary(language: Language, count: number) {
  return {
    title: 'MaryJane',
    body: serverText(language, 'mail.alerts.subject' as TextKey, { count }),
    url: pagePaths.dashboard,
    tag: 'alerts',
  };
}
