import { apiPaths } from '@maryjane/contract/api-paths';
import { dataEnvelope, withLegal } from '@maryjane/contract/envelope';
import {
  journalEntryBodySchema,
  journalEntrySchema,
  addPlantBodySchema,
  plantBodySchema,
  plantSchema,
  plantsQuerySchema,
  updateJournalEntryBodySchema,
} from '@maryjane/contract/grow-cycles';
import { idParamsSchema as params } from '@maryjane/contract/ids';
import type { Database } from '../../db/client';
import { answerOnce } from '../../platform/http/idempotency';
import { noContent, ownerOf, secured, type ZodApp } from '../../platform/http/secured-scope';
import { withLegalCheck } from '../legal/service';
import * as journal from './journal-service';
import * as plants from './plants-service';

const tags = ['my grow: plants and journal'];
const plantResponse = dataEnvelope(plantSchema);
const entryResponse = dataEnvelope(journalEntrySchema);

/** A cycle's plants; registered inside the grow cycles' secured scope. */
export function plantRoutes(mine: ZodApp, db: Database) {
  mine.get(
    apiPaths.plants,
    {
      schema: {
        tags,
        ...secured,
        querystring: plantsQuerySchema,
        response: { 200: dataEnvelope(plantSchema.array()) },
      },
    },
    async (request) => ({
      data: await plants.listPlants(db, ownerOf(request), request.query.cycleId),
    }),
  );
  mine.post(
    apiPaths.growCyclePlants,
    {
      schema: {
        tags,
        ...secured,
        params,
        body: addPlantBodySchema,
        response: { 201: withLegal(plantSchema) },
      },
    },
    async (request, reply) => {
      const owner = ownerOf(request);
      const plant = await plants.addPlant(db, owner, request.params.id, request.body);
      return reply.status(201).send(await withLegalCheck(db, owner, plant));
    },
  );
  mine.patch(
    apiPaths.plant,
    {
      schema: { tags, ...secured, params, body: plantBodySchema, response: { 200: plantResponse } },
    },
    async (request) => ({
      data: await plants.updatePlant(db, ownerOf(request), request.params.id, request.body),
    }),
  );
  mine.delete(
    apiPaths.plant,
    { schema: { tags, ...secured, params, response: noContent } },
    async (request, reply) => {
      await plants.deletePlant(db, ownerOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
}

/** A cycle's journal; registered inside the grow cycles' secured scope. */
export function journalRoutes(mine: ZodApp, db: Database) {
  mine.get(
    apiPaths.growCycleJournal,
    {
      schema: {
        tags,
        ...secured,
        params,
        response: { 200: dataEnvelope(journalEntrySchema.array()) },
      },
    },
    async (request) => ({
      data: await journal.listJournal(db, ownerOf(request), request.params.id),
    }),
  );
  mine.post(
    apiPaths.growCycleJournal,
    {
      schema: {
        tags,
        ...secured,
        params,
        body: journalEntryBodySchema,
        response: { 201: entryResponse },
      },
    },
    async (request, reply) =>
      answerOnce(db, request, reply, 201, async (tx) => ({
        data: await journal.addJournalEntry(tx, ownerOf(request), request.params.id, request.body),
      })),
  );
  mine.patch(
    apiPaths.journalEntry,
    {
      schema: {
        tags,
        ...secured,
        params,
        body: updateJournalEntryBodySchema,
        response: { 200: entryResponse },
      },
    },
    async (request) => ({
      data: await journal.updateJournalEntry(db, ownerOf(request), request.params.id, request.body),
    }),
  );
  mine.delete(
    apiPaths.journalEntry,
    { schema: { tags, ...secured, params, response: noContent } },
    async (request, reply) => {
      await journal.deleteJournalEntry(db, ownerOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
}
