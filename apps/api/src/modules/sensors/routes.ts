import { apiPaths } from '@maryjane/contract/api-paths';
import { dataEnvelope } from '@maryjane/contract/envelope';
import { idParamsSchema as params } from '@maryjane/contract/ids';
import {
  environmentReadingsSchema,
  environmentTargetsSchema,
  ingestResultSchema,
  readingsBodySchema,
  readingsBodyShapesSchema,
  readingsQuerySchema,
  sensorDeviceBodySchema,
  sensorDeviceSchema,
  sensorDeviceWithKeySchema,
  targetsBodySchema,
} from '@maryjane/contract/sensors';
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
import { ingestReadings, requireDevice, type Device } from './ingest';
import { subscribeToReadings, type MqttOptions } from './mqtt';
import * as sensors from './service';

export interface SensorRoutesOptions {
  db: Database;
  authenticate: Authenticate;
  /** Subscribe to this broker for readings; null: HTTP only. */
  mqtt: MqttOptions | null;
}

const tags = ['sensors'];

/** Sensor devices, their readings and the targets they are checked against (issue 7). */
export const sensorRoutes: FastifyPluginAsyncZod<SensorRoutesOptions> = async (
  app,
  { db, authenticate, mqtt },
) => {
  if (mqtt) {
    const subscriber = subscribeToReadings(db, mqtt, app.log);
    app.addHook('onClose', () => subscriber.close());
  }
  ingestRoute(app, db);
  await securedScope(app, authenticate, (mine) => {
    deviceRoutes(mine, db);
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

/** The grower's devices: a new one shows its key once; a renewed key replaces the old one. */
function deviceRoutes(mine: ZodApp, db: Database) {
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
    async (request, reply) =>
      reply
        .status(201)
        .send({ data: await sensors.createDevice(db, ownerOf(request), request.body) }),
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
      return reply.status(204).send(null);
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
