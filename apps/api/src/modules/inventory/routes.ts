import { apiPaths, customInventoryPath } from '@maryjane/contract/api-paths';
import { pageSchema } from '@maryjane/contract/catalogue';
import { dataEnvelope } from '@maryjane/contract/envelope';
import {
  applyShoppingListBodySchema,
  applyShoppingListResultSchema,
  createCustomInventoryBodySchema,
  createInventoryBodySchema,
  inventoryItemSchema,
  inventoryKinds,
  inventoryMovementSchema,
  inventoryQuerySchema,
  inventoryTotalsSchema,
  updateInventoryBodySchema,
} from '@maryjane/contract/inventory';
import { z } from 'zod';
import type { Database } from '../../db/client';
import {
  noContent,
  ownerOf,
  secured,
  securedRoutes,
  type ZodApp,
} from '../../platform/http/secured-scope';
import * as inventory from './service';

const tags = ['my grow: inventory'];
const kindParams = z.object({ kind: z.enum(inventoryKinds) });
const lineParams = kindParams.extend({ id: z.string() });
const itemResponse = dataEnvelope(inventoryItemSchema);
/** What adding the grower's own entry with its line does, per kind. */
const customEntrySummaries: Record<(typeof inventoryKinds)[number], string> = {
  seeds: "Add the grower's own strain and its seed line",
  equipment: "Add the grower's own equipment item and its line",
  supplies: "Add the grower's own supply item and its line",
  tools: "Add the grower's own tool item and its line",
};

/** The grower's seeds, equipment, supplies and tools (spec §7 "Inventory"). */
export const inventoryRoutes = securedRoutes((mine, db) => {
  kindRoutes(mine, db);
  catalogueLineRoutes(mine, db);
  lineRoutes(mine, db);
});

/** Routes over all lines of a kind: totals, the list and new lines. */
function kindRoutes(mine: ZodApp, db: Database) {
  mine.get(
    apiPaths.inventoryTotals,
    {
      schema: {
        tags,
        summary: 'Inventory totals per kind',
        ...secured,
        response: { 200: dataEnvelope(inventoryTotalsSchema) },
      },
    },
    async (request) => ({ data: await inventory.inventoryTotals(db, ownerOf(request)) }),
  );
  mine.get(
    apiPaths.inventory,
    {
      schema: {
        tags,
        summary: "List the grower's inventory lines of a kind",
        ...secured,
        params: kindParams,
        querystring: inventoryQuerySchema,
        response: { 200: dataEnvelope(pageSchema(inventoryItemSchema)) },
      },
    },
    async (request) => ({
      data: await inventory.listInventory(db, ownerOf(request), request.params.kind, request.query),
    }),
  );
  mine.post(
    apiPaths.inventory,
    {
      schema: {
        tags,
        summary: 'Add an inventory line for a catalogue entry',
        ...secured,
        params: kindParams,
        body: createInventoryBodySchema,
        response: { 201: itemResponse },
      },
    },
    async (request, reply) => {
      const { kind } = request.params;
      const item = await inventory.createInventoryItem(db, ownerOf(request), kind, request.body);
      return reply.status(201).send({ data: item });
    },
  );
}

/** New lines that bring their catalogue entry along, and lines from a shopping list. */
function catalogueLineRoutes(mine: ZodApp, db: Database) {
  // One route per kind: the entry a line brings along is a strain for seeds, an item else.
  for (const kind of inventoryKinds) {
    mine.post(
      customInventoryPath(kind),
      {
        schema: {
          tags,
          summary: customEntrySummaries[kind],
          ...secured,
          body: createCustomInventoryBodySchema(kind),
          response: { 201: itemResponse },
        },
      },
      async (request, reply) => {
        const item = await inventory.createCustomInventoryItem(
          db,
          ownerOf(request),
          kind,
          request.body,
        );
        return reply.status(201).send({ data: item });
      },
    );
  }
  mine.post(
    apiPaths.shoppingListToInventory,
    {
      schema: {
        tags,
        summary: 'Put a shopping list into the inventory',
        ...secured,
        params: z.object({ kind: z.enum(['equipment', 'supplies', 'tools']) }),
        body: applyShoppingListBodySchema,
        response: { 200: dataEnvelope(applyShoppingListResultSchema) },
      },
    },
    async (request) => ({
      data: await inventory.applyShoppingList(
        db,
        ownerOf(request),
        request.params.kind,
        request.body,
      ),
    }),
  );
}

/** Routes over one line. */
function lineRoutes(mine: ZodApp, db: Database) {
  mine.get(
    apiPaths.inventoryLine,
    {
      schema: {
        tags,
        summary: 'Get an inventory line',
        ...secured,
        params: lineParams,
        response: { 200: itemResponse },
      },
    },
    async (request) => {
      const { kind, id } = request.params;
      return { data: await inventory.getInventoryItem(db, ownerOf(request), kind, id) };
    },
  );
  mine.patch(
    apiPaths.inventoryLine,
    {
      schema: {
        tags,
        summary: 'Update an inventory line',
        ...secured,
        params: lineParams,
        body: updateInventoryBodySchema,
        response: { 200: itemResponse },
      },
    },
    async (request) => {
      const { kind, id } = request.params;
      return {
        data: await inventory.updateInventoryItem(db, ownerOf(request), kind, id, request.body),
      };
    },
  );
  mine.get(
    apiPaths.inventoryLineMovements,
    {
      schema: {
        tags,
        summary: "List an inventory line's stock movements",
        ...secured,
        params: lineParams,
        response: { 200: dataEnvelope(z.array(inventoryMovementSchema)) },
      },
    },
    async (request) => {
      const { kind, id } = request.params;
      return { data: await inventory.listMovements(db, ownerOf(request), kind, id) };
    },
  );
  mine.delete(
    apiPaths.inventoryLine,
    {
      schema: {
        tags,
        summary: 'Delete an inventory line',
        ...secured,
        params: lineParams,
        response: noContent,
      },
    },
    async (request, reply) => {
      const { kind, id } = request.params;
      await inventory.deleteInventoryItem(db, ownerOf(request), kind, id);
      return reply.status(204).send(null);
    },
  );
}
