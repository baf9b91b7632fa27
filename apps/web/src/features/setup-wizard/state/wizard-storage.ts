import { budgetTiers, growPlaces } from '@maryjane/contract/catalogue';
import { STORAGE_PREFIX } from '@maryjane/contract/constants';
import { environmentTypes } from '@maryjane/contract/environments';
import { inventoryKinds, QUANTITY_MAX } from '@maryjane/contract/inventory';
import { ADULTS_MAX } from '@maryjane/contract/legal';
import { growMediums } from '@maryjane/contract/phases';
import {
  experienceLevels,
  WIZARD_CYCLES_MAX,
  WIZARD_ENVIRONMENTS_MAX,
  WIZARD_LINES_MAX,
  wizardSteps,
} from '@maryjane/contract/setup-wizard';
import { z } from 'zod';
import { readStored, removeStored, writeStored } from '../../../shared/storage';
import { initialWizardState, isPristine, type WizardState } from './wizard-state';

/** localStorage key, prefixed like every key of the app (spec §9). */
export const WIZARD_STORAGE_KEY = `${STORAGE_PREFIX}setupWizard`;

const text = z.string().max(200);
const ref = z.string().min(1).max(64);
const size = z.number().int().positive().nullable();
const sizes = { widthCm: size, depthCm: size, heightCm: size };

const lineSchema = z.object({
  ref,
  kind: z.enum(inventoryKinds),
  itemId: z.string().nullable(),
  name: text,
  brand: text.nullable(),
  type: text.nullable(),
  unitPrice: z.number().nonnegative().nullable(),
  quantity: z.number().int().min(1).max(QUANTITY_MAX),
  growWeeks: z.number().int().positive().nullable(),
  // Added later: a wizard stored before has none, and plans with the default weeks.
  floweringWeeksMin: z.number().int().positive().nullable().default(null),
  floweringWeeksMax: z.number().int().positive().nullable().default(null),
  size: z.object(sizes).nullable(),
});

const environmentSchema = z.object({
  ref,
  name: text,
  type: z.enum(environmentTypes),
  location: text,
  ...sizes,
  equipmentRefs: z.array(ref),
});

const cycleSchema = z.object({
  ref,
  name: text,
  seedRef: ref.nullable(),
  growMedium: z.enum(growMediums),
  numberOfPlants: z.number().int().min(1).max(99),
  startDate: z.string().max(10),
  environmentRef: ref.nullable(),
});

const id = z.string().max(160).nullable();
const listKey = z.string().max(64).nullable();

/** What a stored wizard must look like; anything else (broken, older) starts fresh. */
const storedSchema: z.ZodType<WizardState> = z.object({
  version: z.literal(1),
  step: z.enum(wizardSteps),
  reached: z
    .number()
    .int()
    .min(0)
    .max(wizardSteps.length - 1),
  experience: z.enum(experienceLevels).nullable(),
  where: z.enum(growPlaces).nullable(),
  budget: z.enum(budgetTiers).nullable(),
  plants: z.number().int().min(1).max(99),
  listSize: z.number().int().min(1).max(99),
  location: z.object({ countryId: id, stateId: id, cityId: id }),
  // Wizards stored before the household was asked have neither.
  adults: z.number().int().min(1).max(ADULTS_MAX).nullable().default(null),
  growsInGermany: z.boolean().nullable().default(null),
  lines: z.array(lineSchema).max(WIZARD_LINES_MAX),
  listKeys: z.object({ equipment: listKey, supplies: listKey, tools: listKey }),
  environments: z.array(environmentSchema).max(WIZARD_ENVIRONMENTS_MAX).nullable(),
  cycles: z.array(cycleSchema).max(WIZARD_CYCLES_MAX),
  proposedSeedRefs: z.array(ref).max(WIZARD_LINES_MAX),
  pendingSave: z.boolean(),
  serial: z.number().int().min(0),
});

/** The wizard as the grower left it, or a fresh one. */
export function readWizardState(): WizardState {
  const stored = readStored(WIZARD_STORAGE_KEY);
  if (!stored) return initialWizardState;
  try {
    const parsed = storedSchema.safeParse(JSON.parse(stored));
    if (parsed.success) return parsed.data;
  } catch {
    // Not JSON: start fresh, as for any other value we cannot read.
  }
  removeStored(WIZARD_STORAGE_KEY);
  return initialWizardState;
}

/** Keeps the wizard for a reload; a wizard nobody touched is not kept. */
export function writeWizardState(state: WizardState): void {
  if (isPristine(state)) removeStored(WIZARD_STORAGE_KEY);
  else writeStored(WIZARD_STORAGE_KEY, JSON.stringify(state));
}

export function clearWizardState(): void {
  removeStored(WIZARD_STORAGE_KEY);
}
