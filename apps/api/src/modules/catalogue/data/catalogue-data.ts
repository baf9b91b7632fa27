import type { CatalogueKind } from '@maryjane/contract/catalogue';
import { z } from 'zod';
import equipmentFile from './equipment.json' with { type: 'json' };
import producersFile from './producers.json' with { type: 'json' };
import retailersFile from './retailers.json' with { type: 'json' };
import shoppingListsFile from './shopping-lists.json' with { type: 'json' };
import strainsFile from './strains.json' with { type: 'json' };
import suppliesFile from './supplies.json' with { type: 'json' };
import toolsFile from './tools.json' with { type: 'json' };
import {
  equipmentItemDataSchema,
  producerDataSchema,
  retailerDataSchema,
  shoppingListDataSchema,
  strainDataSchema,
  supplyItemDataSchema,
  toolItemDataSchema,
} from './schemas';

/**
 * The committed catalogue, read from the JSON files beside this one (./README.md says what each
 * holds) and checked against ./schemas.ts once, when the API starts: bad data stops the start
 * rather than reaching the database.
 */
function parse<T extends z.ZodType>(file: string, schema: T, data: unknown): z.output<T>[] {
  const result = z.array(schema).safeParse(data);
  if (!result.success) {
    throw new Error(`catalogue data ${file} is invalid:\n${z.prettifyError(result.error)}`);
  }
  return result.data;
}

export const retailers = parse('retailers.json', retailerDataSchema, retailersFile);
export const equipmentItems = parse('equipment.json', equipmentItemDataSchema, equipmentFile);
export const supplyItems = parse('supplies.json', supplyItemDataSchema, suppliesFile);
export const toolItems = parse('tools.json', toolItemDataSchema, toolsFile);
/** The items of each catalogue kind, in this order (the seed's version hashes it). */
export const itemsByKind = {
  equipment: equipmentItems,
  supplies: supplyItems,
  tools: toolItems,
} satisfies Record<CatalogueKind, readonly unknown[]>;
export const shoppingLists = parse(
  'shopping-lists.json',
  shoppingListDataSchema,
  shoppingListsFile,
);
export const producers = parse('producers.json', producerDataSchema, producersFile);
export const strains = parse('strains.json', strainDataSchema, strainsFile);
