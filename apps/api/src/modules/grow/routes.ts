import {
  calendarEventSchema,
  calendarFeedSchema,
  calendarQuerySchema,
  createCalendarFeedBodySchema,
} from '@maryjane/contract/calendar';
import { pageSchema } from '@maryjane/contract/catalogue';
import { dataEnvelope } from '@maryjane/contract/envelope';
import {
  environmentBodySchema,
  environmentSchema,
  updateEnvironmentBodySchema,
} from '@maryjane/contract/environments';
import {
  growCycleBodySchema,
  growCycleSchema,
  growCyclesQuerySchema,
  householdBodySchema,
  journalEntryBodySchema,
  journalEntrySchema,
  legalCheckSchema,
  movePhaseBodySchema,
  plantBodySchema,
  plantSchema,
  plantsQuerySchema,
  updateGrowCycleBodySchema,
  updateJournalEntryBodySchema,
} from '@maryjane/contract/grow-cycles';
import {
  applyShoppingListBodySchema,
  applyShoppingListResultSchema,
  createCustomInventoryBodySchema,
  createInventoryBodySchema,
  inventoryItemSchema,
  inventoryKinds,
  inventoryQuerySchema,
  inventoryTotalsSchema,
  updateInventoryBodySchema,
  type InventoryKind,
} from '@maryjane/contract/inventory';
import { userSchema } from '@maryjane/contract/user';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { sessionOf } from '../../platform/auth/authenticate';
import { notFound } from '../../platform/http-errors';
import { presentUser } from '../accounts/present-user';
import { findUserById } from '../accounts/repository';
import {
  calendarEvents,
  createFeed,
  findFeed,
  readFeed,
  revokeFeed,
  toICalendar,
} from './calendar';
import {
  createCycle,
  deleteCycle,
  getCycle,
  listCycles,
  movePhase,
  updateCycle,
} from './cycles-repository';
import {
  createEnvironment,
  deleteEnvironment,
  getEnvironment,
  listEnvironments,
  updateEnvironment,
} from './environments-repository';
import {
  applyShoppingList,
  createCustomInventoryItem,
  createInventoryItem,
  deleteInventoryItem,
  getInventoryItem,
  inventoryTotals,
  listInventory,
  updateInventoryItem,
} from './inventory-repository';
import {
  addJournalEntry,
  addPlant,
  deleteJournalEntry,
  deletePlant,
  legalCheck,
  listJournal,
  listPlants,
  updateHousehold,
  updateJournalEntry,
  updatePlant,
} from './plants-repository';

export interface GrowRoutesOptions {
  db: Database;
  authenticate: (request: FastifyRequest) => Promise<void>;
  /** Where the app is reached from outside, for the calendar feed's address. */
  publicUrl: string;
}

const secured = { security: [{ bearerAuth: [] }] };
const idParams = z.object({ id: z.string() });
const noContent = { 204: z.null() };

/** The grower's own records (issue 5): every route needs a session and sees only its user's rows. */
export const growRoutes: FastifyPluginAsyncZod<GrowRoutesOptions> = async (
  app,
  { db, authenticate, publicUrl },
) => {
  const owner = (request: FastifyRequest) => sessionOf(request).userId;

  // The feed is read by calendar apps with no session: its secret address is the key.
  app.get(
    '/calendar/feeds/:file',
    { schema: { tags: ['calendar'], params: z.object({ file: z.string() }) } },
    async (request, reply) => {
      const token = request.params.file.replace(/\.ics$/, '');
      const feed = await findFeed(db, token);
      if (!feed) throw notFound();
      const cycles = await listCycles(db, feed.userId, { status: 'all' });
      const events = calendarEvents(cycles, '1900-01-01', '2199-12-31');
      return reply
        .header('Cache-Control', 'private, max-age=900')
        .type('text/calendar; charset=utf-8')
        .send(toICalendar(events, feed.language, { host: new URL(publicUrl).hostname }));
    },
  );

  await app.register(async (plugin) => {
    const mine = plugin.withTypeProvider<ZodTypeProvider>();
    mine.addHook('onRequest', authenticate);

    // -- Inventory ---------------------------------------------------------------------------
    const inventoryTags = ['my grow: inventory'];
    const kindParams = z.object({ kind: z.enum(inventoryKinds) });
    const lineParams = kindParams.extend({ id: z.string() });
    const itemResponse = dataEnvelope(inventoryItemSchema);

    mine.get(
      '/inventory/totals',
      {
        schema: {
          tags: inventoryTags,
          ...secured,
          response: { 200: dataEnvelope(inventoryTotalsSchema) },
        },
      },
      async (request) => ({ data: await inventoryTotals(db, owner(request)) }),
    );
    mine.get(
      '/inventory/:kind',
      {
        schema: {
          tags: inventoryTags,
          ...secured,
          params: kindParams,
          querystring: inventoryQuerySchema,
          response: { 200: dataEnvelope(pageSchema(inventoryItemSchema)) },
        },
      },
      async (request) => ({
        data: await listInventory(db, owner(request), request.params.kind, request.query),
      }),
    );
    mine.post(
      '/inventory/:kind',
      {
        schema: {
          tags: inventoryTags,
          ...secured,
          params: kindParams,
          body: createInventoryBodySchema,
          response: { 201: itemResponse },
        },
      },
      async (request, reply) => {
        const item = await createInventoryItem(
          db,
          owner(request),
          request.params.kind,
          request.body,
        );
        return reply.status(201).send({ data: item });
      },
    );
    // One route per kind: the entry a line brings along is a strain for seeds, an item else.
    for (const kind of inventoryKinds) {
      mine.post(
        `/inventory/${kind}/custom`,
        {
          schema: {
            tags: inventoryTags,
            ...secured,
            body: createCustomInventoryBodySchema(kind),
            response: { 201: itemResponse },
          },
        },
        async (request, reply) => {
          const item = await createCustomInventoryItem(db, owner(request), kind, request.body);
          return reply.status(201).send({ data: item });
        },
      );
    }
    mine.get(
      '/inventory/:kind/:id',
      {
        schema: {
          tags: inventoryTags,
          ...secured,
          params: lineParams,
          response: { 200: itemResponse },
        },
      },
      async (request) => ({
        data: await getInventoryItem(db, owner(request), request.params.kind, request.params.id),
      }),
    );
    mine.patch(
      '/inventory/:kind/:id',
      {
        schema: {
          tags: inventoryTags,
          ...secured,
          params: lineParams,
          body: updateInventoryBodySchema,
          response: { 200: itemResponse },
        },
      },
      async (request) => ({
        data: await updateInventoryItem(
          db,
          owner(request),
          request.params.kind,
          request.params.id,
          request.body,
        ),
      }),
    );
    mine.delete(
      '/inventory/:kind/:id',
      { schema: { tags: inventoryTags, ...secured, params: lineParams, response: noContent } },
      async (request, reply) => {
        await deleteInventoryItem(db, owner(request), request.params.kind, request.params.id);
        return reply.status(204).send(null);
      },
    );
    mine.post(
      '/inventory/:kind/shopping-list',
      {
        schema: {
          tags: inventoryTags,
          ...secured,
          params: z.object({ kind: z.enum(['equipment', 'supplies', 'tools']) }),
          body: applyShoppingListBodySchema,
          response: { 200: dataEnvelope(applyShoppingListResultSchema) },
        },
      },
      async (request) => ({
        data: await applyShoppingList(
          db,
          owner(request),
          request.params.kind as Exclude<InventoryKind, 'seeds'>,
          request.body,
        ),
      }),
    );

    // -- Account: household ------------------------------------------------------------------
    mine.patch(
      '/user/household',
      {
        schema: {
          tags: ['user'],
          ...secured,
          body: householdBodySchema,
          response: { 200: dataEnvelope(userSchema) },
        },
      },
      async (request) => {
        await updateHousehold(db, owner(request), request.body.adultsInHousehold);
        const user = await findUserById(db, owner(request));
        if (!user) throw notFound();
        return { data: presentUser(user) };
      },
    );

    // -- Environments ------------------------------------------------------------------------
    const environmentTags = ['my grow: environments'];
    const environmentResponse = dataEnvelope(environmentSchema);
    mine.get(
      '/environments',
      {
        schema: {
          tags: environmentTags,
          ...secured,
          response: { 200: dataEnvelope(environmentSchema.array()) },
        },
      },
      async (request) => ({ data: await listEnvironments(db, owner(request)) }),
    );
    mine.post(
      '/environments',
      {
        schema: {
          tags: environmentTags,
          ...secured,
          body: environmentBodySchema,
          response: { 201: environmentResponse },
        },
      },
      async (request, reply) =>
        reply.status(201).send({ data: await createEnvironment(db, owner(request), request.body) }),
    );
    mine.get(
      '/environments/:id',
      {
        schema: {
          tags: environmentTags,
          ...secured,
          params: idParams,
          response: { 200: environmentResponse },
        },
      },
      async (request) => ({ data: await getEnvironment(db, owner(request), request.params.id) }),
    );
    mine.patch(
      '/environments/:id',
      {
        schema: {
          tags: environmentTags,
          ...secured,
          params: idParams,
          body: updateEnvironmentBodySchema,
          response: { 200: environmentResponse },
        },
      },
      async (request) => ({
        data: await updateEnvironment(db, owner(request), request.params.id, request.body),
      }),
    );
    mine.delete(
      '/environments/:id',
      { schema: { tags: environmentTags, ...secured, params: idParams, response: noContent } },
      async (request, reply) => {
        await deleteEnvironment(db, owner(request), request.params.id);
        return reply.status(204).send(null);
      },
    );

    // -- Grow cycles -------------------------------------------------------------------------
    const cycleTags = ['my grow: grow cycles'];
    const cycleResponse = dataEnvelope(growCycleSchema);
    mine.get(
      '/grow-cycles',
      {
        schema: {
          tags: cycleTags,
          ...secured,
          querystring: growCyclesQuerySchema,
          response: { 200: dataEnvelope(growCycleSchema.array()) },
        },
      },
      async (request) => ({ data: await listCycles(db, owner(request), request.query) }),
    );
    mine.post(
      '/grow-cycles',
      {
        schema: {
          tags: cycleTags,
          ...secured,
          body: growCycleBodySchema,
          response: { 201: cycleResponse },
        },
      },
      async (request, reply) =>
        reply.status(201).send({ data: await createCycle(db, owner(request), request.body) }),
    );
    mine.get(
      '/grow-cycles/:id',
      {
        schema: { tags: cycleTags, ...secured, params: idParams, response: { 200: cycleResponse } },
      },
      async (request) => ({ data: await getCycle(db, owner(request), request.params.id) }),
    );
    mine.patch(
      '/grow-cycles/:id',
      {
        schema: {
          tags: cycleTags,
          ...secured,
          params: idParams,
          body: updateGrowCycleBodySchema,
          response: { 200: cycleResponse },
        },
      },
      async (request) => ({
        data: await updateCycle(db, owner(request), request.params.id, request.body),
      }),
    );
    mine.delete(
      '/grow-cycles/:id',
      { schema: { tags: cycleTags, ...secured, params: idParams, response: noContent } },
      async (request, reply) => {
        await deleteCycle(db, owner(request), request.params.id);
        return reply.status(204).send(null);
      },
    );
    mine.post(
      '/grow-cycles/:id/phase',
      {
        schema: {
          tags: cycleTags,
          ...secured,
          params: idParams,
          body: movePhaseBodySchema,
          response: { 200: cycleResponse },
        },
      },
      async (request) => ({
        data: await movePhase(db, owner(request), request.params.id, request.body),
      }),
    );
    mine.get(
      '/legal-check',
      {
        schema: { tags: cycleTags, ...secured, response: { 200: dataEnvelope(legalCheckSchema) } },
      },
      async (request) => ({ data: await legalCheck(db, owner(request)) }),
    );

    // -- Plants and journal ------------------------------------------------------------------
    const plantTags = ['my grow: plants and journal'];
    const plantResponse = dataEnvelope(plantSchema);
    const entryResponse = dataEnvelope(journalEntrySchema);
    mine.get(
      '/plants',
      {
        schema: {
          tags: plantTags,
          ...secured,
          querystring: plantsQuerySchema,
          response: { 200: dataEnvelope(plantSchema.array()) },
        },
      },
      async (request) => ({ data: await listPlants(db, owner(request), request.query.cycleId) }),
    );
    mine.post(
      '/grow-cycles/:id/plants',
      {
        schema: {
          tags: plantTags,
          ...secured,
          params: idParams,
          body: plantBodySchema,
          response: { 201: plantResponse },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send({ data: await addPlant(db, owner(request), request.params.id, request.body) }),
    );
    mine.patch(
      '/plants/:id',
      {
        schema: {
          tags: plantTags,
          ...secured,
          params: idParams,
          body: plantBodySchema,
          response: { 200: plantResponse },
        },
      },
      async (request) => ({
        data: await updatePlant(db, owner(request), request.params.id, request.body),
      }),
    );
    mine.delete(
      '/plants/:id',
      { schema: { tags: plantTags, ...secured, params: idParams, response: noContent } },
      async (request, reply) => {
        await deletePlant(db, owner(request), request.params.id);
        return reply.status(204).send(null);
      },
    );
    mine.get(
      '/grow-cycles/:id/journal',
      {
        schema: {
          tags: plantTags,
          ...secured,
          params: idParams,
          response: { 200: dataEnvelope(journalEntrySchema.array()) },
        },
      },
      async (request) => ({ data: await listJournal(db, owner(request), request.params.id) }),
    );
    mine.post(
      '/grow-cycles/:id/journal',
      {
        schema: {
          tags: plantTags,
          ...secured,
          params: idParams,
          body: journalEntryBodySchema,
          response: { 201: entryResponse },
        },
      },
      async (request, reply) =>
        reply.status(201).send({
          data: await addJournalEntry(db, owner(request), request.params.id, request.body),
        }),
    );
    mine.patch(
      '/journal/:id',
      {
        schema: {
          tags: plantTags,
          ...secured,
          params: idParams,
          body: updateJournalEntryBodySchema,
          response: { 200: entryResponse },
        },
      },
      async (request) => ({
        data: await updateJournalEntry(db, owner(request), request.params.id, request.body),
      }),
    );
    mine.delete(
      '/journal/:id',
      { schema: { tags: plantTags, ...secured, params: idParams, response: noContent } },
      async (request, reply) => {
        await deleteJournalEntry(db, owner(request), request.params.id);
        return reply.status(204).send(null);
      },
    );

    // -- Calendar ----------------------------------------------------------------------------
    const calendarTags = ['calendar'];
    const feedResponse = dataEnvelope(calendarFeedSchema);
    mine.get(
      '/calendar',
      {
        schema: {
          tags: calendarTags,
          ...secured,
          querystring: calendarQuerySchema,
          response: { 200: dataEnvelope(calendarEventSchema.array()) },
        },
      },
      async (request) => {
        const cycles = await listCycles(db, owner(request), { status: 'all' });
        return { data: calendarEvents(cycles, request.query.from, request.query.to) };
      },
    );
    mine.get(
      '/calendar/feed',
      { schema: { tags: calendarTags, ...secured, response: { 200: feedResponse } } },
      async (request) => ({ data: await readFeed(db, owner(request)) }),
    );
    mine.post(
      '/calendar/feed',
      {
        schema: {
          tags: calendarTags,
          ...secured,
          body: createCalendarFeedBodySchema,
          response: { 201: feedResponse },
        },
      },
      async (request, reply) => {
        const { token, feed } = await createFeed(db, owner(request), request.body.language);
        const url = new URL(`/api/calendar/feeds/${token}.ics`, publicUrl).toString();
        return reply.status(201).send({ data: { ...feed, url } });
      },
    );
    mine.delete(
      '/calendar/feed',
      { schema: { tags: calendarTags, ...secured, response: noContent } },
      async (request, reply) => {
        await revokeFeed(db, owner(request));
        return reply.status(204).send(null);
      },
    );
  });
};
