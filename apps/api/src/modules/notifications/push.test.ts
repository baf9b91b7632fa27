import { execFileSync } from 'node:child_process';
import { createECDH, randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type { IncomingHttpHeaders } from 'node:http';
import { Agent, createServer, type Server } from 'node:https';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pushSubscriptions } from '../../db/schema/push';
import { createTestApp, type TestApp } from '../../test/app';
import { growerWithSensor, readingsPoster } from '../sensors/test-fixtures';
import { isPushServiceEndpoint, sendAlertPushes, vapidSubject } from './push';

// Issue 31: alerts pushed to the installed app (Web Push, RFC 8030 with VAPID, RFC 8292, and the
// aes128gcm encryption of RFC 8291), delivered to a local fake push service that keeps what it
// receives; the test decrypts it as the browser would, with the browser's private key.

interface Received {
  url: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

const require = createRequire(import.meta.url);
const ece = require('http_ece') as {
  decrypt(
    body: Buffer,
    options: { version: string; privateKey: ReturnType<typeof createECDH>; authSecret: string },
  ): Buffer;
};

let service: Server;
let origin: string;
let agent: Agent;

/** A certificate for 127.0.0.1, as a push service has one (they are reached over HTTPS only). */
function selfSignedCertificate() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'mj-push-'));
  try {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1',
        '-days',
        '1',
        '-keyout',
        path.join(dir, 'key.pem'),
        '-out',
        path.join(dir, 'cert.pem'),
      ],
      { stdio: 'ignore' },
    );
    return {
      key: readFileSync(path.join(dir, 'key.pem')),
      cert: readFileSync(path.join(dir, 'cert.pem')),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
const received: Received[] = [];
/** What the fake push service answers next (201 when empty). */
const answers: number[] = [];
let t: TestApp;

beforeAll(async () => {
  const certificate = selfSignedCertificate();
  agent = new Agent({ ca: certificate.cert });
  service = createServer(certificate, (request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({
        url: request.url ?? '',
        headers: request.headers,
        body: Buffer.concat(chunks),
      });
      response.writeHead(answers.shift() ?? 201).end();
    });
  });
  await new Promise<void>((resolve) => service.listen(0, '127.0.0.1', resolve));
  origin = `https://127.0.0.1:${(service.address() as AddressInfo).port}`;
  t = await createTestApp({ seed: true, config: { pushServices: [origin] } });
});

afterAll(async () => {
  await t.close();
  await new Promise((resolve) => service.close(resolve));
});

/** A browser's subscription: its P-256 key pair and auth secret, as PushManager makes them. */
function aBrowser(name: string) {
  const keys = createECDH('prime256v1');
  keys.generateKeys();
  const auth = randomBytes(16).toString('base64url');
  return {
    keys,
    auth,
    body: {
      endpoint: `${origin}/push/${name}`,
      keys: { p256dh: keys.getPublicKey().toString('base64url'), auth },
    },
  };
}

const pushAt = (now = new Date()) =>
  sendAlertPushes(
    t.database.db,
    { subject: 'mailto:noreply@example.org', pushServices: [origin], agent },
    t.app.log,
    now,
  );

describe('push subscriptions', () => {
  it('take only the browsers’ push services, so MaryJane posts to no other server', async () => {
    const { client } = await growerWithSensor(t, 'Subscribing tent');
    const browser = aBrowser('subscribing');
    for (const endpoint of [
      'https://evil.example/push',
      'http://169.254.169.254/latest/meta-data',
      'http://fcm.googleapis.com/fcm/send/x',
      'https://user:secret@fcm.googleapis.com/fcm/send/x',
    ]) {
      const answer = await client.call('PUT', '/api/push/subscription', {
        ...browser.body,
        endpoint,
      });
      expect(answer.status, endpoint).toBe(422);
      expect(answer.body).toMatchObject({ errors: [{ field: 'endpoint' }] });
    }
    expect(isPushServiceEndpoint('https://fcm.googleapis.com/fcm/send/abc', [])).toBe(true);
    expect(isPushServiceEndpoint('https://web.push.apple.com/QGx', [])).toBe(true);
    expect(isPushServiceEndpoint('https://fcm.googleapis.com.evil.example/x', [])).toBe(false);
    expect((await client.call('PUT', '/api/push/subscription', browser.body)).status).toBe(204);

    // The key stays the same: browsers subscribed with it keep working.
    const first = await client.get<{ publicKey: string }>('/api/push/key');
    expect(Buffer.from(first.publicKey, 'base64url')).toHaveLength(65);
    expect(await client.get<{ publicKey: string }>('/api/push/key')).toEqual(first);
    expect(vapidSubject('MaryJane <noreply@grow.example.org>')).toBe(
      'mailto:noreply@grow.example.org',
    );
  });
});

describe('alert pushes', () => {
  it('reach each subscribed browser once, encrypted for it, and stop for a browser gone', async () => {
    const { client, sensor } = await growerWithSensor(t, 'Push tent', 'flowering');
    const browser = aBrowser('push-tent');
    expect(
      (
        await client.call('PUT', '/api/push/subscription', {
          ...browser.body,
          timeZone: 'Europe/Berlin',
          language: 'de',
        })
      ).status,
    ).toBe(204);
    // The device's language and zone become the alerts' (as the mail settings show them).
    expect(await client.get('/api/user/alert-settings')).toMatchObject({
      timeZone: 'Europe/Berlin',
      language: 'de',
    });
    const before = received.length;
    // Flowering wants 50–55 % humidity.
    await readingsPoster(t)(sensor.key, { metric: 'humidity', value: 80 });
    await pushAt();
    await pushAt();
    const pushes = received.slice(before);
    expect(pushes).toHaveLength(1);
    const [push] = pushes;
    expect(push?.url).toBe('/push/push-tent');
    expect(push?.headers['content-encoding']).toBe('aes128gcm');
    expect(push?.headers.authorization).toMatch(/^vapid t=[\w-]+\.[\w-]+\.[\w-]+, k=[\w-]+$/);
    expect(push?.headers.urgency).toBe('high');
    const payload = JSON.parse(
      ece
        .decrypt(push?.body ?? Buffer.alloc(0), {
          version: 'aes128gcm',
          privateKey: browser.keys,
          authSecret: browser.auth,
        })
        .toString('utf8'),
    );
    expect(payload).toEqual({
      title: 'MaryJane',
      body: 'Push tent: Luftfeuchtigkeit 80 % liegt über 50–55 %',
      url: '/dashboard',
      tag: expect.stringContaining('reading:'),
    });

    // The push service has forgotten the browser (410): MaryJane forgets it too.
    answers.push(410);
    await readingsPoster(t)(sensor.key, { metric: 'ph', value: 9 });
    await pushAt();
    const left = await t.database.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, browser.body.endpoint));
    expect(left).toEqual([]);
  });

  it('wait through quiet hours, and then count what waited in one push', async () => {
    const { client, sensor } = await growerWithSensor(t, 'Quiet push tent', 'flowering');
    const now = new Date();
    const hhmm = (at: number) => new Date(at).toISOString().slice(11, 16);
    await client.data('PUT', '/api/user/alert-settings', {
      mail: false,
      quietHours: { from: hhmm(now.getTime() - 3_600_000), to: hhmm(now.getTime() + 3_600_000) },
      timeZone: 'UTC',
      language: 'en',
    });
    const browser = aBrowser('quiet-tent');
    expect((await client.call('PUT', '/api/push/subscription', browser.body)).status).toBe(204);
    const before = received.length;
    await readingsPoster(t)(sensor.key, [
      { metric: 'humidity', value: 80 },
      { metric: 'air_temperature', value: 31 },
      { metric: 'ph', value: 9 },
    ]);
    await pushAt(now);
    expect(received.length).toBe(before);
    await pushAt(new Date(now.getTime() + 2 * 3_600_000));
    const pushes = received.slice(before);
    expect(pushes).toHaveLength(1);
    const payload = JSON.parse(
      ece
        .decrypt(pushes[0]?.body ?? Buffer.alloc(0), {
          version: 'aes128gcm',
          privateKey: browser.keys,
          authSecret: browser.auth,
        })
        .toString('utf8'),
    );
    // Humidity, temperature, pH and the leaf VPD: four alerts, one push that counts them.
    expect(payload).toMatchObject({ body: 'MaryJane: 4 alerts', url: '/dashboard' });
  });
});
