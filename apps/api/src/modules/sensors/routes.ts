import { dataEnvelope } from '@maryjane/contract/envelope';
import { notificationListSchema, notificationSchema } from '@maryjane/contract/notifications';
import {
  environmentReadingsSchema,
  environmentTargetsSchema,
  ingestResultSchema,
  readingsBodySchema,
  readingsQuerySchema,
  sensorDeviceBodySchema,
  sensorDeviceSchema,
  sensorDeviceWithKeySchema,
  targetsBodySchema,
} from '@maryjane/contract/sensors';
import { ErrorCode } from '@maryjane/contract/error-codes';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { sessionOf } from '../../platform/auth/authenticate';
import { HttpError } from '../../platform/http-errors';
import { findDeviceByKey, ingestReadings } from './ingest';
import { subscribeToReadings, type MqttOptions } from './mqtt';
import {
  assertOwnEnvironment,
  createDevice,
  deleteDevice,
  environmentReadings,
  listDevices,
  listNotifications,
  markAllRead,
  markRead,
  renewKey,
} from './repository';
import { effectiveTargets, replaceTargets } from './targets';

export interface SensorRoutesOptions {
  db: Database;
  authenticate: (request: FastifyRequest) => Promise<void>;
  /** Subscribe to this broker for readings; null: HTTP only. */
  mqtt: MqttOptions | null;
}

const secured = { security: [{ bearerAuth: [] }] };
const idParams = z.object({ id: z.string() });
const noContent = { 204: z.null() };

/** Sensor devices, readings, targets and notifications (issue 7). */
export const sensorRoutes: FastifyPluginAsyncZod<SensorRoutesOptions> = async (
  app,
  { db, authenticate, mqtt },
) => {
  if (mqtt) {
    const subscriber = subscribeToReadings(db, mqtt, app.log);
    app.addHook('onClose', () => subscriber.close());
  }

  // Devices post with their key, not a session; batches of 1,000 fit in 256 kB.
  app.post(
    '/sensors/readings',
    {
      schema: {
        tags: ['sensors'],
        headers: z.object({ 'x-device-key': z.string().optional() }),
        body: readingsBodySchema,
        response: { 202: dataEnvelope(ingestResultSchema) },
      },
      bodyLimit: 256 * 1024,
      preValidation: async (request) => {
        const key = request.headers['x-device-key'];
        const device = typeof key === 'string' ? await findDeviceByKey(db, key) : null;
        if (!device) {
          throw new HttpError(401, ErrorCode.unauthorized, 'Unknown or revoked device key');
        }
        request.device = device;
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

  await app.register(async (plugin) => {
    const mine = plugin.withTypeProvider<ZodTypeProvider>();
    mine.addHook('onRequest', authenticate);
    const owner = (request: FastifyRequest) => sessionOf(request).userId;
    const tags = ['sensors'];

    mine.get(
      '/sensors',
      { schema: { tags, ...secured, response: { 200: dataEnvelope(sensorDeviceSchema.array()) } } },
      async (request) => ({ data: await listDevices(db, owner(request)) }),
    );
    mine.post(
      '/sensors',
      {
        schema: {
          tags,
          ...secured,
          body: sensorDeviceBodySchema,
          response: { 201: dataEnvelope(sensorDeviceWithKeySchema) },
        },
      },
      async (request, reply) =>
        reply.status(201).send({ data: await createDevice(db, owner(request), request.body) }),
    );
    mine.post(
      '/sensors/:id/key',
      {
        schema: {
          tags,
          ...secured,
          params: idParams,
          response: { 200: dataEnvelope(sensorDeviceWithKeySchema) },
        },
      },
      async (request) => ({ data: await renewKey(db, owner(request), request.params.id) }),
    );
    mine.delete(
      '/sensors/:id',
      { schema: { tags, ...secured, params: idParams, response: noContent } },
      async (request, reply) => {
        await deleteDevice(db, owner(request), request.params.id);
        return reply.status(204).send(null);
      },
    );

    mine.get(
      '/environments/:id/readings',
      {
        schema: {
          tags,
          ...secured,
          params: idParams,
          querystring: readingsQuerySchema,
          response: { 200: dataEnvelope(environmentReadingsSchema) },
        },
      },
      async (request) => {
        await assertOwnEnvironment(db, owner(request), request.params.id);
        return { data: await environmentReadings(db, request.params.id, request.query.range) };
      },
    );
    const targetsResponse = dataEnvelope(environmentTargetsSchema);
    mine.get(
      '/environments/:id/targets',
      { schema: { tags, ...secured, params: idParams, response: { 200: targetsResponse } } },
      async (request) => {
        await assertOwnEnvironment(db, owner(request), request.params.id);
        const targets = await effectiveTargets(db, request.params.id);
        return { data: { environmentId: request.params.id, targets } };
      },
    );
    mine.put(
      '/environments/:id/targets',
      {
        schema: {
          tags,
          ...secured,
          params: idParams,
          body: targetsBodySchema,
          response: { 200: targetsResponse },
        },
      },
      async (request) => {
        await assertOwnEnvironment(db, owner(request), request.params.id);
        await replaceTargets(db, request.params.id, request.body.targets);
        const targets = await effectiveTargets(db, request.params.id);
        return { data: { environmentId: request.params.id, targets } };
      },
    );

    const notificationTags = ['notifications'];
    mine.get(
      '/notifications',
      {
        schema: {
          tags: notificationTags,
          ...secured,
          response: { 200: dataEnvelope(notificationListSchema) },
        },
      },
      async (request) => ({ data: await listNotifications(db, owner(request)) }),
    );
    mine.post(
      '/notifications/:id/read',
      {
        schema: {
          tags: notificationTags,
          ...secured,
          params: idParams,
          response: { 200: dataEnvelope(notificationSchema) },
        },
      },
      async (request) => ({ data: await markRead(db, owner(request), request.params.id) }),
    );
    mine.post(
      '/notifications/read-all',
      {
        schema: {
          tags: notificationTags,
          ...secured,
          response: { 200: dataEnvelope(z.object({ unread: z.literal(0) })) },
        },
      },
      async (request) => {
        await markAllRead(db, owner(request));
        return { data: { unread: 0 as const } };
      },
    );
  });
};

declare module 'fastify' {
  interface FastifyRequest {
    device?: { id: string; ownerId: string; environmentId: string };
  }
}
