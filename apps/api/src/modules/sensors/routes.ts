import { apiPaths } from '@maryjane/contract/api-paths';
import { dataEnvelope } from '@maryjane/contract/envelope';
import { idParamsSchema as params } from '@maryjane/contract/ids';
import {
  environmentReadingsSchema,
  environmentTargetsSchema,
  homeAssistantBodySchema,
  homeAssistantSchema,
  ingestResultSchema,
  readingsBodySchema,
  readingsBodyShapesSchema,
  readingsQuerySchema,
  sensorDeviceBodySchema,
  sensorDeviceSchema,
  sensorDeviceUpdateSchema,
  sensorDeviceWithKeySchema,
  targetsBodySchema,
  type DeviceSource,
  type RejectReason,
} from '@maryjane/contract/sensors';
import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import {
  noContent,
  ownerOf,
  secured,
  securedScope,
  type Authenticate,
  type ZodApp,
} from '../../platform/http/secured-scope';
import { ErrorCode } from '@maryjane/contract/error-codes';
import { HttpError, unprocessable } from '../../platform/http-errors';
import { ingestReadings, requireDevice, type Device } from './ingest';
import { subscribeToReadings, type MqttOptions } from './mqtt';
import { notifySilentDevices } from '../notifications/service';
import * as repository from './repository';
import * as sensors from './service';
import { ingestVendorMessage, type VendorOutcome } from './vendor-ingest';
import { parseEcowitt } from './vendors/ecowitt';
import { parseShellyReport } from './vendors/shelly';
import type { ParseResult } from './vendors/types';

export interface SensorRoutesOptions {
  db: Database;
  authenticate: Authenticate;
  /** Subscribe to this broker for readings; null: HTTP only. */
  mqtt: MqttOptions | null;
  /** Home Assistant's discovery prefix (shown to the grower). */
  haPrefix: string;
}

const tags = ['sensors'];
/** How often devices gone silent are looked for. */
const SILENT_CHECK_MS = 5 * 60_000;

/** Sensor devices, their readings and the targets they are checked against (issue 7). */
export const sensorRoutes: FastifyPluginAsyncZod<SensorRoutesOptions> = async (
  app,
  { db, authenticate, mqtt, haPrefix },
) => {
  let devicesChanged = async () => {};
  let homeAssistantChanged = async () => {};
  if (mqtt) {
    const subscriber = subscribeToReadings(db, mqtt, app.log);
    app.addHook('onClose', () => subscriber.close());
    devicesChanged = () =>
      subscriber.refresh().catch((error: unknown) => {
        // The periodic refresh picks the change up: the grower's change is saved all the same.
        app.log.warn({ err: error }, 'device topics not refreshed');
      });
    // Waited for a moment, so that the answer usually finds Home Assistant updated; a broker
    // that is away does not hold the answer up (the publish goes on in the background).
    homeAssistantChanged = async () => {
      const published = subscriber.publishHomeAssistant().catch((error: unknown) => {
        app.log.warn({ err: error }, 'home assistant states not published');
      });
      await Promise.race([published, new Promise((resolve) => setTimeout(resolve, 3000))]);
    };
  }
  // Devices gone silent, looked for by every instance (the alert is made once).
  const silentWatch = setInterval(() => {
    notifySilentDevices(db).catch((error: unknown) =>
      app.log.warn({ err: error }, 'silent devices not checked'),
    );
  }, SILENT_CHECK_MS);
  silentWatch.unref();
  app.addHook('onClose', async () => clearInterval(silentWatch));
  ingestRoute(app, db);
  await app.register(vendorRoutes, { db });
  await securedScope(app, authenticate, (mine) => {
    deviceRoutes(mine, db, devicesChanged);
    homeAssistantRoutes(
      mine,
      db,
      { available: mqtt !== null, prefix: haPrefix },
      homeAssistantChanged,
    );
    environmentDataRoutes(mine, db);
  });
};

/** Devices post with their key, not a session; batches of 1,000 fit in 256 kB. */
function ingestRoute(app: ZodApp, db: Database) {
  app.post(
    apiPaths.sensorReadings,
    {
      schema: {
        tags,
        summary: 'Send readings from a sensor device',
        security: [{ deviceKey: [] }],
        headers: z.object({ 'x-device-key': z.string().optional() }),
        body: readingsBodySchema,
        response: { 202: dataEnvelope(ingestResultSchema) },
      },
      config: { documentedBody: { schema: readingsBodyShapesSchema } },
      bodyLimit: 256 * 1024,
      preValidation: async (request) => {
        request.device = await requireDevice(db, request.headers['x-device-key']);
      },
    },
    async (request, reply) => {
      const device = request.device;
      if (!device) throw new Error('preValidation sets the device');
      const accepted = await ingestReadings(db, device, request.body, (error) =>
        request.log.error({ err: error }, 'sensor alerts not raised'),
      );
      return reply.status(202).send({ data: { accepted } });
    },
  );
}

/** Form fields as an object; a name sent twice keeps its last value. */
const formFields = (body: string) => Object.fromEntries(new URLSearchParams(body));

const isFormFields = (body: unknown): body is Record<string, string> =>
  typeof body === 'object' &&
  body !== null &&
  !Array.isArray(body) &&
  Object.values(body).every((value) => typeof value === 'string');

/** A device of `source` by the key in the path; 401 for an unknown key, 400 for another kind. */
async function vendorDevice(db: Database, key: string, source: DeviceSource) {
  const device = await requireDevice(db, key);
  const found = await repository.findVendorDevice(db, device.id);
  if (!found) throw new HttpError(401, ErrorCode.unauthorized, 'Unknown or revoked device key');
  if (found.source !== source) {
    throw new HttpError(400, ErrorCode.badRequest, `This key belongs to a device of another kind`);
  }
  return found;
}

const rejections: Record<RejectReason, string> = {
  malformed: 'The body is not what this kind of device sends',
  bad_value: 'A value is not a number, or outside what it can be',
  no_values: 'The message holds no value MaryJane reads',
  bad_time: 'The time is not a date, or too far off',
};

/** A refused message is counted on the device and answered 422 for whoever looks. */
function answerOutcome(outcome: VendorOutcome) {
  if ('rejected' in outcome) {
    const message = rejections[outcome.rejected];
    throw unprocessable([{ field: 'body', code: 'invalid', message }], message);
  }
  return { data: { accepted: outcome.accepted } };
}

/**
 * Devices that cannot send MaryJane's JSON (issue 31), with the key in the address since they
 * cannot set a header: an Ecowitt gateway's "customized upload" (form fields, POST) and a Shelly
 * H&T's report URL (query, GET).
 */
const vendorRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 16 * 1024 },
    (_request, body, done) => done(null, formFields(String(body))),
  );
  const keyParams = z.object({ key: z.string() });
  const ingest = async (
    request: { log: FastifyBaseLogger },
    key: string,
    source: DeviceSource,
    parse: () => ParseResult,
  ) => {
    const device = await vendorDevice(db, key, source);
    const outcome = await ingestVendorMessage(db, device, parse(), (error) =>
      request.log.error({ err: error }, 'sensor alerts not raised'),
    );
    return answerOutcome(outcome);
  };
  app.post(
    apiPaths.sensorEcowitt,
    {
      schema: {
        tags,
        summary: "Receive an Ecowitt gateway's customized upload",
        description:
          'Set in the Ecowitt app under Weather Services → Customized: protocol Ecowitt, ' +
          'the server and port of MaryJane, and this path with the device key.',
        security: [],
        params: keyParams,
        consumes: ['application/x-www-form-urlencoded'],
        // Anything else a misconfigured gateway sends is refused and counted on the device.
        body: z.unknown(),
        response: { 202: dataEnvelope(ingestResultSchema) },
      },
    },
    async (request, reply) =>
      reply
        .status(202)
        .send(
          await ingest(request, request.params.key, 'ecowitt', () =>
            isFormFields(request.body)
              ? parseEcowitt(request.body, new Date())
              : { ok: false, reason: 'malformed' },
          ),
        ),
  );
  app.get(
    apiPaths.sensorShelly,
    {
      schema: {
        tags,
        summary: "Receive a Shelly H&T's report",
        description: 'The H&T (first generation) calls it with `hum`, `temp` and `id`.',
        security: [],
        params: keyParams,
        // What the H&T sends; anything else it adds is passed on too (a loose object).
        querystring: z.looseObject({
          hum: z.string().optional(),
          temp: z.string().optional(),
          id: z.string().optional(),
        }),
        response: { 202: dataEnvelope(ingestResultSchema) },
      },
    },
    async (request, reply) =>
      reply
        .status(202)
        .send(
          await ingest(request, request.params.key, 'shelly', () =>
            parseShellyReport(request.query as Record<string, string>),
          ),
        ),
  );
};

/** The grower's devices: a new one shows its key once; a renewed key replaces the old one. */
function deviceRoutes(mine: ZodApp, db: Database, devicesChanged: () => Promise<void>) {
  const withKeyResponse = dataEnvelope(sensorDeviceWithKeySchema);
  mine.get(
    apiPaths.sensors,
    {
      schema: {
        tags,
        summary: "List the grower's sensor devices",
        ...secured,
        response: { 200: dataEnvelope(sensorDeviceSchema.array()) },
      },
    },
    async (request) => ({ data: await sensors.listDevices(db, ownerOf(request)) }),
  );
  mine.post(
    apiPaths.sensors,
    {
      schema: {
        tags,
        summary: 'Add a sensor device and get its key',
        ...secured,
        body: sensorDeviceBodySchema,
        response: { 201: withKeyResponse },
      },
    },
    async (request, reply) => {
      const device = await sensors.createDevice(db, ownerOf(request), request.body);
      await devicesChanged();
      return reply.status(201).send({ data: device });
    },
  );
  mine.patch(
    apiPaths.sensor,
    {
      schema: {
        tags,
        summary: 'Rename, move or map a sensor device',
        ...secured,
        params,
        body: sensorDeviceUpdateSchema,
        response: { 200: dataEnvelope(sensorDeviceSchema) },
      },
    },
    async (request) => {
      const device = await sensors.updateDevice(
        db,
        ownerOf(request),
        request.params.id,
        request.body,
      );
      await devicesChanged();
      return { data: device };
    },
  );
  mine.post(
    apiPaths.sensorKey,
    {
      schema: {
        tags,
        summary: "Renew a sensor device's key",
        ...secured,
        params,
        response: { 200: withKeyResponse },
      },
    },
    async (request) => ({ data: await sensors.renewKey(db, ownerOf(request), request.params.id) }),
  );
  mine.delete(
    apiPaths.sensor,
    {
      schema: { tags, summary: 'Delete a sensor device', ...secured, params, response: noContent },
    },
    async (request, reply) => {
      await sensors.deleteDevice(db, ownerOf(request), request.params.id);
      await devicesChanged();
      return reply.status(204).send(null);
    },
  );
}

/** Whether the grower's environments appear in Home Assistant (issue 31). */
function homeAssistantRoutes(
  mine: ZodApp,
  db: Database,
  broker: { available: boolean; prefix: string },
  changed: () => Promise<void>,
) {
  const response = { 200: dataEnvelope(homeAssistantSchema) };
  mine.get(
    apiPaths.sensorHomeAssistant,
    {
      schema: {
        tags,
        summary: 'Get whether environments appear in Home Assistant',
        ...secured,
        response,
      },
    },
    async (request) => ({
      data: { publish: await repository.publishesToHomeAssistant(db, ownerOf(request)), ...broker },
    }),
  );
  mine.put(
    apiPaths.sensorHomeAssistant,
    {
      schema: {
        tags,
        summary: 'Choose whether environments appear in Home Assistant',
        ...secured,
        body: homeAssistantBodySchema,
        response,
      },
    },
    async (request) => {
      await repository.setPublishToHomeAssistant(db, ownerOf(request), request.body.publish);
      await changed();
      return { data: { publish: request.body.publish, ...broker } };
    },
  );
}

/** Sensor data of one of the grower's environments: its readings and its targets. */
function environmentDataRoutes(mine: ZodApp, db: Database) {
  mine.get(
    apiPaths.environmentReadings,
    {
      schema: {
        tags,
        summary: "Get an environment's sensor readings",
        ...secured,
        params,
        querystring: readingsQuerySchema,
        response: { 200: dataEnvelope(environmentReadingsSchema) },
      },
    },
    async (request) => ({
      data: await sensors.environmentReadings(
        db,
        ownerOf(request),
        request.params.id,
        request.query.range,
      ),
    }),
  );
  const targetsResponse = dataEnvelope(environmentTargetsSchema);
  mine.get(
    apiPaths.environmentTargets,
    {
      schema: {
        tags,
        summary: "Get an environment's climate targets",
        ...secured,
        params,
        response: { 200: targetsResponse },
      },
    },
    async (request) => ({
      data: await sensors.environmentTargets(db, ownerOf(request), request.params.id),
    }),
  );
  mine.put(
    apiPaths.environmentTargets,
    {
      schema: {
        tags,
        summary: "Replace an environment's target overrides",
        ...secured,
        params,
        body: targetsBodySchema,
        response: { 200: targetsResponse },
      },
    },
    async (request) => ({
      data: await sensors.replaceTargets(
        db,
        ownerOf(request),
        request.params.id,
        request.body.targets,
      ),
    }),
  );
}

declare module 'fastify' {
  interface FastifyRequest {
    device?: Device;
  }
}
