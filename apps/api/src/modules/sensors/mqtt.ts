import { readingsBodySchema } from '@maryjane/contract/sensors';
import type { FastifyBaseLogger } from 'fastify';
import mqtt from 'mqtt';
import type { Database } from '../../db/client';
import { findDeviceByKey, ingestReadings } from './ingest';

/** Devices publish the JSON of POST /api/sensors/readings to `maryjane/<deviceKey>/readings`. */
export const READINGS_TOPIC = 'maryjane/+/readings';

export interface ReadingsSubscriber {
  /** Resolves once subscribed (tests wait for it). */
  ready: Promise<void>;
  close(): Promise<void>;
}

/**
 * Subscribes to the broker and stores what devices publish, with the same checks as the HTTP
 * route. A bad message is logged and dropped: MQTT has no answer to send it back in.
 */
export function subscribeToReadings(
  db: Database,
  url: string,
  log: FastifyBaseLogger,
): ReadingsSubscriber {
  const client = mqtt.connect(url, { reconnectPeriod: 5000, connectTimeout: 10_000 });
  const ready = new Promise<void>((resolve) => {
    client.on('connect', () => {
      client.subscribe(READINGS_TOPIC, { qos: 1 }, (error) => {
        if (error) log.warn({ err: error }, 'mqtt subscribe failed');
        else resolve();
      });
    });
  });
  client.on('error', (error) => log.warn({ err: error }, 'mqtt error'));
  client.on('message', (topic, payload) => {
    void (async () => {
      const key = topic.split('/')[1] ?? '';
      const device = await findDeviceByKey(db, key);
      if (!device) {
        log.warn({ topic: 'maryjane/<key>/readings' }, 'mqtt readings for an unknown key');
        return;
      }
      let body: unknown;
      try {
        body = JSON.parse(payload.toString('utf8'));
      } catch {
        log.warn({ deviceId: device.id }, 'mqtt readings that are not JSON');
        return;
      }
      const parsed = readingsBodySchema.safeParse(body);
      if (!parsed.success) {
        log.warn(
          { deviceId: device.id, issues: parsed.error.issues.length },
          'mqtt readings refused',
        );
        return;
      }
      await ingestReadings(db, device, parsed.data, (error) =>
        log.error({ err: error }, 'sensor alerts not raised'),
      );
    })().catch((error: unknown) => log.error({ err: error }, 'mqtt readings not stored'));
  });
  return {
    ready,
    close: () => new Promise<void>((resolve) => client.end(false, {}, () => resolve())),
  };
}
