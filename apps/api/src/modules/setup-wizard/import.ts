import { catalogueKindOf, type InventoryKind } from '@maryjane/contract/inventory';
import type { FieldError } from '@maryjane/contract/errors';
import type { WizardImportResult, wizardImportBodySchema } from '@maryjane/contract/setup-wizard';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { unprocessable } from '../../platform/http-errors';
import { createEnvironment, takenEnvironmentNames } from '../environments/service';
import { createCycle } from '../grow-cycles/service';
import { addCustomEntry, createInventoryItem } from '../inventory/service';
import { findPlaceProblem } from '../places/places-data';
import * as catalogue from '../catalogue/service';
import * as repository from './repository';
import { fieldProblem } from '../../platform/http/field-error';

type ImportBody = z.output<typeof wizardImportBodySchema>;

const problem = fieldProblem;

/**
 * Everything the import refers to must exist and fit before anything is written: refs unique and
 * of the right kind, catalogue rows visible to the grower, environment names free, the place
 * known. Every problem is reported with its path in the body.
 */
async function findProblems(db: Database, ownerId: string, body: ImportBody) {
  const problems: FieldError[] = [];
  const kindOfRef = new Map<string, InventoryKind>();
  body.lines.forEach((line, index) => {
    if (kindOfRef.has(line.ref)) problems.push(problem(`lines.${index}.ref`, 'invalid'));
    kindOfRef.set(line.ref, line.kind);
  });

  const wanted = body.lines.filter((line) => line.itemId);
  const strainIds = wanted.filter((line) => line.kind === 'seeds').map((line) => line.itemId);
  const itemIds = wanted.filter((line) => line.kind !== 'seeds').map((line) => line.itemId);
  const visibleStrains = await catalogue.visibleStrainIds(db, ownerId, strainIds as string[]);
  const visibleItems = await catalogue.visibleItemKinds(db, ownerId, itemIds as string[]);
  body.lines.forEach((line, index) => {
    if (!line.itemId) return;
    const known =
      line.kind === 'seeds'
        ? visibleStrains.has(line.itemId)
        : visibleItems.get(line.itemId) === catalogueKindOf[line.kind];
    if (!known) problems.push(problem(`lines.${index}.itemId`, 'notFound'));
  });

  const taken = await takenEnvironmentNames(db, ownerId);
  const environmentRefs = new Set<string>();
  body.environments.forEach((environment, index) => {
    const name = environment.name.toLowerCase();
    if (taken.has(name)) problems.push(problem(`environments.${index}.name`, 'nameTaken'));
    taken.add(name);
    if (environmentRefs.has(environment.ref)) {
      problems.push(problem(`environments.${index}.ref`, 'invalid'));
    }
    environmentRefs.add(environment.ref);
    environment.equipmentRefs.forEach((ref, position) => {
      if (kindOfRef.get(ref) !== 'equipment') {
        problems.push(problem(`environments.${index}.equipmentRefs.${position}`, 'notFound'));
      }
    });
  });
  body.growCycles.forEach((cycle, index) => {
    if (kindOfRef.get(cycle.seedRef) !== 'seeds') {
      problems.push(problem(`growCycles.${index}.seedRef`, 'notFound'));
    }
    if (cycle.environmentRef && !environmentRefs.has(cycle.environmentRef)) {
      problems.push(problem(`growCycles.${index}.environmentRef`, 'notFound'));
    }
  });

  if (body.location) {
    const field = await findPlaceProblem({
      countryId: body.location.locationCountryId,
      stateId: body.location.locationStateId,
      cityId: body.location.locationCityId,
    });
    if (field) problems.push(problem(`location.${field}`, 'notFound'));
  }
  return problems;
}

/** Saves what the wizard gathered to the grower's account: all of it, or nothing. */
export async function importWizard(
  db: Database,
  ownerId: string,
  body: ImportBody,
): Promise<WizardImportResult> {
  const problems = await findProblems(db, ownerId, body);
  if (problems.length > 0) throw unprocessable(problems);

  return db.transaction(async (tx) => {
    const lineIds = new Map<string, string>();
    for (const line of body.lines) {
      let itemId = line.itemId;
      if (!itemId && line.custom) {
        const { name, producer, floweringType, type, brand, price = null } = line.custom;
        itemId = (
          await addCustomEntry(
            tx,
            ownerId,
            line.kind,
            line.kind === 'seeds'
              ? {
                  name,
                  producer: producer ?? '',
                  floweringType: floweringType ?? 'photoperiod',
                  price1: price,
                }
              : { name, type: type ?? '', brand: brand ?? null, price },
          )
        ).id;
      }
      if (!itemId) throw new Error('a checked line has an item');
      const saved = await createInventoryItem(tx, ownerId, line.kind, {
        itemId,
        quantity: line.quantity,
        price: line.price ?? null,
        notes: line.notes ?? null,
        purchaseDate: body.purchaseDate ?? null,
      });
      lineIds.set(line.ref, saved.id);
    }

    const environmentIds = new Map<string, string>();
    for (const { ref, equipmentRefs, ...environment } of body.environments) {
      const saved = await createEnvironment(tx, ownerId, {
        ...environment,
        equipmentIds: equipmentRefs.flatMap((equipmentRef) => lineIds.get(equipmentRef) ?? []),
      });
      environmentIds.set(ref, saved.id);
    }

    const growCycleIds: string[] = [];
    for (const { seedRef, environmentRef, ...cycle } of body.growCycles) {
      const seedId = lineIds.get(seedRef);
      if (!seedId) throw new Error('a checked cycle has its seeds');
      const saved = await createCycle(tx, ownerId, {
        ...cycle,
        seedId,
        environmentId: environmentRef ? (environmentIds.get(environmentRef) ?? null) : null,
      });
      growCycleIds.push(saved.id);
    }

    if (body.location) await repository.saveLocation(tx, ownerId, body.location);
    if (body.household) await repository.saveHousehold(tx, ownerId, body.household);

    return {
      lines: lineIds.size,
      environments: environmentIds.size,
      growCycles: growCycleIds.length,
      environmentIds: [...environmentIds.values()],
      growCycleIds,
    };
  });
}
