import { readingsBodySchema } from '@maryjane/contract/sensors';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { sqlStateOf } from '../../platform/errors';
import { findDeviceByKey, ingestReadings } from './ingest';
import { loadMqtt } from '../../platform/lazy-modules';
import * as repository from './repository';
import { publishToHomeAssistant } from './home-assistant';
import { TopicDirectory, type TopicDevice } from './topic-directory';
import { ingestVendorMessage } from './vendor-ingest';
import { parseMqttMessage, topicMatches } from './vendors';

/** Devices publish the JSON of POST /api/sensors/readings to `maryjane/<deviceKey>/readings`. */
export const READINGS_TOPIC = 'maryjane/+/readings';
/**
 * The instances of one MaryJane take the readings through one shared subscription (MQTT 5,
 * Mosquitto ≥ 1.6 for 3.1.1 clients too): the broker hands each message to one of them.
 */
export const sharedReadingsTopic = (group: string) => `$share/${group}/${READINGS_TOPIC}`;

/** After readings could not be stored, the connection is opened again this much later. */
const RETRY_AFTER_MS = 5_000;
/**
 * Devices added, changed or removed on another instance are subscribed to within this time
 * (on this one at once).
 */
export const DIRECTORY_REFRESH_MS = 30_000;
/** Home Assistant's states are published this often (and at once after a grower's change). */
const HOME_ASSISTANT_EVERY_MS = 60_000;

export interface MqttOptions {
  url: string;
  /** The broker keeps this client's session: what devices publish while the server is away. */
  clientId: string;
  /** The shared subscription's group, one per MaryJane (see AppConfig.mqttShareGroup). */
  shareGroup: string;
  /** Home Assistant's discovery prefix. */
  haPrefix: string;
}

export interface ReadingsSubscriber {
  /** Resolves once subscribed (tests wait for it). */
  ready: Promise<void>;
  /** Reads the devices' topics again and subscribes to what changed (after a device changed). */
  refresh(): Promise<void>;
  /** Publishes Home Assistant discovery and states now (after a grower switched it). */
  publishHomeAssistant(): Promise<void>;
  close(): Promise<void>;
}

/**
 * What a device published, stored with the same checks as the HTTP route. Resolves once the
 * message needs no second delivery: stored, or refused and logged (MQTT has no answer to send a
 * bad message back in). Rejects when storing failed, so that the broker delivers it again.
 */
async function storeMessage(
  db: Database,
  topic: string,
  payload: Buffer,
  log: FastifyBaseLogger,
): Promise<void> {
  if (!topicMatches(READINGS_TOPIC, topic)) return;
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
    log.warn({ deviceId: device.id, issues: parsed.error.issues.length }, 'mqtt readings refused');
    return;
  }
  try {
    await ingestReadings(db, device, parsed.data, (error) =>
      log.error({ err: error }, 'sensor alerts not raised'),
    );
  } catch (error) {
    // A value the database cannot hold (SQLSTATE class 22) would be refused again on every
    // delivery: dropped like a bad message, as the HTTP route answers it with a 400.
    if (!sqlStateOf(error)?.startsWith('22')) throw error;
    log.warn({ deviceId: device.id }, 'mqtt readings the database refused');
  }
}

/**
 * What a Tasmota, ESPHome or Shelly device or Home Assistant published on a grower's topic:
 * stored through the device's mappings, or refused and counted on the device. Rejects only when
 * storing failed (the broker delivers it again).
 */
async function storeVendorMessage(
  db: Database,
  device: TopicDevice,
  topic: string,
  payload: Buffer,
  log: FastifyBaseLogger,
): Promise<void> {
  const current = await repository.findVendorDevice(db, device.id);
  if (!current) return; // removed since the directory was read
  const result = parseMqttMessage(device.source, device.topic, topic, payload);
  const outcome = await ingestVendorMessage(db, current, result, (error) =>
    log.error({ err: error }, 'sensor alerts not raised'),
  );
  if ('rejected' in outcome) {
    log.warn({ deviceId: device.id, reason: outcome.rejected }, 'mqtt device message refused');
  }
}

/**
 * Subscribes to the broker and stores what devices publish. Nothing a device published with
 * QoS 1 is lost on the way:
 * - A message is acknowledged only once it is stored. One that could not be stored (the
 *   database away) stays unacknowledged; the connection is opened again a little later and the
 *   broker sends it again.
 * - The session persists (`clean: false` under the instance's own client id): the broker keeps
 *   what devices publish while the server restarts and delivers it when it is back. The server
 *   subscribes on every connect all the same (issue 32).
 * - Several instances share the subscription (`$share/<group>/…`): each message is handled by
 *   one of them, and one restarting finds its share kept in its session.
 * A reading delivered twice is stored once (ingestReadings).
 * Devices of other makes are read from the topics their growers named (issue 31), shared the
 * same way; the topics are read from the database at start, after a change on this instance and
 * every DIRECTORY_REFRESH_MS for changes on others.
 */
export function subscribeToReadings(
  db: Database,
  { url, clientId, shareGroup, haPrefix }: MqttOptions,
  log: FastifyBaseLogger,
): ReadingsSubscriber {
  const client = loadMqtt().connect(url, {
    clientId,
    clean: false,
    reconnectPeriod: 5000,
    connectTimeout: 10_000,
  });
  const shared = (filter: string) => `$share/${shareGroup}/${filter}`;
  let directory = new TopicDirectory([]);
  let loaded: Promise<void> | null = null;
  const refresh = async () => {
    const devices = (await repository.topicDevices(db)).flatMap((row) =>
      row.topic && row.source !== 'maryjane' && row.source !== 'ecowitt'
        ? [{ id: row.id, source: row.source, topic: row.topic }]
        : [],
    );
    const next = new TopicDirectory(devices);
    const added = [...next.filters].filter((filter) => !directory.filters.has(filter));
    const removed = [...directory.filters].filter((filter) => !next.filters.has(filter));
    directory = next;
    if (removed.length > 0) client.unsubscribe(removed.map(shared));
    if (added.length > 0) {
      client.subscribe(added.map(shared), { qos: 1 }, (error) => {
        if (error) log.warn({ err: error }, 'mqtt subscribe to device topics failed');
      });
    }
  };
  const refreshLogged = () =>
    refresh().catch((error: unknown) => log.warn({ err: error }, 'device topics not read'));
  const refreshTimer = setInterval(refreshLogged, DIRECTORY_REFRESH_MS);
  refreshTimer.unref();

  // Home Assistant (issue 31): every instance publishes the same retained messages; one doing it
  // twice changes nothing.
  let published = new Set<string>();
  // One publish at a time, each after the one before: a grower's change is never answered by a
  // run that read the database before it.
  let queue: Promise<unknown> = Promise.resolve();
  const publishHomeAssistant = () => {
    const run = queue.then(async () => {
      published = await publishToHomeAssistant(db, client, haPrefix, published);
    });
    queue = run.catch(() => {});
    return run;
  };
  const publishLogged = () =>
    publishHomeAssistant().catch((error: unknown) =>
      log.warn({ err: error }, 'home assistant states not published'),
    );
  const haTimer = setInterval(() => {
    if (client.connected) void publishLogged();
  }, HOME_ASSISTANT_EVERY_MS);
  haTimer.unref();

  const ready = new Promise<void>((resolve) => {
    client.on('connect', () => {
      // Device topics too, on every connect; the first connect reads them.
      loaded ??= refreshLogged();
      void publishLogged();
      const deviceFilters = [...directory.filters].map(shared);
      if (deviceFilters.length > 0) client.subscribe(deviceFilters, { qos: 1 });
      // Subscribed on every connect, a session the broker kept included: a session may exist
      // without the subscription (a crash between CONNACK and SUBACK, another client that took
      // the id first), and then nothing would ever arrive. Subscribing again changes nothing.
      // A session from before instances shared the readings holds the plain topic: without
      // this, its messages would come twice, through both subscriptions.
      client.unsubscribe(READINGS_TOPIC);
      client.subscribe(sharedReadingsTopic(shareGroup), { qos: 1 }, (error) => {
        if (error) log.warn({ err: error }, 'mqtt subscribe failed');
        else resolve();
      });
    });
  });
  client.on('error', (error) => log.warn({ err: error }, 'mqtt error'));

  let closing = false;
  let retry: NodeJS.Timeout | undefined;
  const deliverAgain = () => {
    if (retry || closing) return;
    retry = setTimeout(() => {
      client.end(true, {}, () => {
        retry = undefined;
        if (!closing) client.reconnect();
      });
    }, RETRY_AFTER_MS);
  };
  // mqtt.js sends the acknowledgement of a QoS 1 message when this calls back without an
  // error, and handles one message at a time.
  client.handleMessage = (packet, done) => {
    const payload = Buffer.isBuffer(packet.payload) ? packet.payload : Buffer.from(packet.payload);
    const device = topicMatches(READINGS_TOPIC, packet.topic) ? null : directory.find(packet.topic);
    const stored = device
      ? storeVendorMessage(db, device, packet.topic, payload, log)
      : storeMessage(db, packet.topic, payload, log);
    stored.then(
      () => {
        log.debug({ clientId }, 'mqtt readings handled');
        done();
      },
      (error: unknown) => {
        log.error({ err: error }, 'mqtt readings not stored; the broker will send them again');
        deliverAgain();
        done(error instanceof Error ? error : new Error(String(error)));
      },
    );
  };
  return {
    ready: ready.then(() => loaded ?? undefined),
    refresh,
    publishHomeAssistant,
    close: () => {
      closing = true;
      clearTimeout(retry);
      clearInterval(refreshTimer);
      clearInterval(haTimer);
      return new Promise<void>((resolve) => client.end(false, {}, () => resolve()));
    },
  };
}
