import { apiPaths } from '@maryjane/contract/api-paths';
import { dataEnvelope, withLegal } from '@maryjane/contract/envelope';
import { withStock } from '@maryjane/contract/feeding';
import {
  journalEntryBodySchema,
  journalEntrySchema,
  addPlantBodySchema,
  plantSchema,
  plantsQuerySchema,
  updateJournalEntryBodySchema,
  updatePlantBodySchema,
  journalQuerySchema,
} from '@maryjane/contract/grow-cycles';
import { idParamsSchema as params } from '@maryjane/contract/ids';
import type { Database } from '../../db/client';
import type { FileStorage } from '../../platform/storage/file-storage';
import { answerOnce } from '../../platform/http/idempotency';
import { sendDataJson } from '../../platform/http/json-answer';
import { noContent, ownerOf, secured, type ZodApp } from '../../platform/http/secured-scope';
import { withLegalCheck } from '../legal/service';
import * as journal from './journal-service';
import * as plants from './plants-service';

const tags = ['my grow: plants and journal'];
const plantResponse = dataEnvelope(plantSchema);
const entryResponse = withStock(journalEntrySchema);

/** A cycle's plants; registered inside the grow cycles' secured scope. */
export function plantRoutes(mine: ZodApp, db: Database, storage: FileStorage) {
  mine.get(
    apiPaths.plants,
    {
      schema: {
        tags,
        summary: "List the grower's plants, or one cycle's",
        ...secured,
        querystring: plantsQuerySchema,
        response: { 200: dataEnvelope(plantSchema.array()) },
      },
    },
    async (request, reply) =>
      sendDataJson(reply, await plants.listPlantsJson(db, ownerOf(request), request.query.cycleId)),
  );
  mine.post(
    apiPaths.growCyclePlants,
    {
      schema: {
        tags,
        summary: 'Add a plant to a grow cycle',
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
  mine.get(
    apiPaths.plant,
    {
      schema: {
        tags,
        summary: 'Get a plant',
        ...secured,
        params,
        response: { 200: plantResponse },
      },
    },
    async (request) => ({
      data: await plants.findPlant(db, ownerOf(request), request.params.id),
    }),
  );
  mine.patch(
    apiPaths.plant,
    {
      schema: {
        tags,
        summary: 'Update a plant',
        ...secured,
        params,
        body: updatePlantBodySchema,
        response: { 200: withLegal(plantSchema) },
      },
    },
    // A removed or harvested plant stops counting: the answer has the check after the change.
    async (request) => {
      const owner = ownerOf(request);
      const plant = await plants.updatePlant(db, owner, request.params.id, request.body);
      return withLegalCheck(db, owner, plant);
    },
  );
  mine.delete(
    apiPaths.plant,
    { schema: { tags, summary: 'Delete a plant', ...secured, params, response: noContent } },
    async (request, reply) => {
      await plants.deletePlant(db, storage, ownerOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
}

/** A cycle's journal; registered inside the grow cycles' secured scope. */
export function journalRoutes(mine: ZodApp, db: Database, storage: FileStorage) {
  mine.get(
    apiPaths.growCycleJournal,
    {
      schema: {
        tags,
        summary: "List a grow cycle's journal entries",
        ...secured,
        params,
        querystring: journalQuerySchema,
        response: { 200: dataEnvelope(journalEntrySchema.array()) },
      },
    },
    async (request) => ({
      data: await journal.listJournal(
        db,
        ownerOf(request),
        request.params.id,
        request.query.plantId,
      ),
    }),
  );
  mine.post(
    apiPaths.growCycleJournal,
    {
      schema: {
        tags,
        summary: 'Add a journal entry to a grow cycle',
        ...secured,
        params,
        body: journalEntryBodySchema,
        response: { 201: entryResponse },
      },
    },
    async (request, reply) =>
      answerOnce(db, request, reply, 201, (tx) =>
        journal.addJournalEntry(tx, ownerOf(request), request.params.id, request.body),
      ),
  );
  mine.patch(
    apiPaths.journalEntry,
    {
      schema: {
        tags,
        summary: 'Update a journal entry',
        ...secured,
        params,
        body: updateJournalEntryBodySchema,
        response: { 200: entryResponse },
      },
    },
    async (request) =>
      journal.updateJournalEntry(db, ownerOf(request), request.params.id, request.body),
  );
  mine.delete(
    apiPaths.journalEntry,
    {
      schema: { tags, summary: 'Delete a journal entry', ...secured, params, response: noContent },
    },
    async (request, reply) => {
      await journal.deleteJournalEntry(db, storage, ownerOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
}
