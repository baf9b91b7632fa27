import { z } from 'zod';
import { budgetTiers, growPlaces, priceSchema, typeKeysOf } from './catalogue';
import { limitedDaySchema } from './zod-helpers';
import { environmentBodySchema } from './environments';
import { growCycleBodySchema } from './grow-cycles';
import { inventoryKinds, QUANTITY_MAX } from './inventory';
import { householdBodySchema } from './legal';
import { notesSchema, optionalText, positiveWholeNumber, requiredName } from './zod-helpers';
import { floweringTypes } from './strains';
import { updateLocationBodySchema } from './user';

/**
 * The setup wizard (spec §1, §2 `/setup-wizard`): what a grower chose, kept in the browser until
 * it is saved to an account in one transaction (`POST /api/setup-wizard/import`).
 */

export const experienceLevels = ['firstTimer', 'hobbyist', 'expert'] as const;
export type ExperienceLevel = (typeof experienceLevels)[number];

export const wizardSteps = [
  'experience',
  'where',
  'location',
  'budget',
  'equipment',
  'seeds',
  'supplies',
  'tools',
  'environments',
  'growCycles',
  'end',
] as const;
export type WizardStep = (typeof wizardSteps)[number];

/** Lines, environments and cycles of one import, at most. */
export const WIZARD_LINES_MAX = 200;
export const WIZARD_ENVIRONMENTS_MAX = 20;
export const WIZARD_CYCLES_MAX = 20;

/** A client-made key that lets environments and cycles point at lines of the same import. */
const refSchema = z.string('required').trim().min(1, 'required').max(64, 'tooLong');

const customEntrySchema = z.object({
  name: requiredName,
  /** A catalogue type for equipment, supplies and tools. */
  type: z.string().trim().max(32, 'invalid').nullish(),
  brand: optionalText,
  /** Seeds: the producer (breeder) and flowering type of the custom strain. */
  producer: optionalText,
  floweringType: z.enum(floweringTypes, 'required').nullish(),
  /**
   * What one piece (seeds: one seed) costs, in €, when the grower knows: the entry's typical
   * price, as the catalogue's entries have one. The line's `price` is what all of them cost.
   */
  price: priceSchema.nullish(),
});

export const wizardLineSchema = z
  .object({
    ref: refSchema,
    kind: z.enum(inventoryKinds, 'required'),
    /** A catalogue item (or strain, for seeds) … */
    itemId: z.uuid('invalid').nullish(),
    /** … or the grower's own entry, created with the import. */
    custom: customEntrySchema.nullish(),
    quantity: positiveWholeNumber(QUANTITY_MAX).default(1),
    price: priceSchema.nullish(),
    notes: notesSchema,
  })
  .superRefine((line, context) => {
    if (!line.itemId === !line.custom) {
      context.addIssue({ code: 'custom', path: ['itemId'], message: 'required' });
      return;
    }
    if (!line.custom) return;
    if (line.kind === 'seeds') {
      if (!line.custom.producer) {
        context.addIssue({
          code: 'custom',
          path: ['custom', 'producer'],
          message: 'producerRequired',
        });
      }
      if (!line.custom.floweringType) {
        context.addIssue({
          code: 'custom',
          path: ['custom', 'floweringType'],
          message: 'required',
        });
      }
    } else if (!line.custom.type || !typeKeysOf(line.kind).includes(line.custom.type)) {
      context.addIssue({ code: 'custom', path: ['custom', 'type'], message: 'typeRequired' });
    }
  });
export type WizardLine = z.input<typeof wizardLineSchema>;

export const wizardEnvironmentSchema = environmentBodySchema.omit({ equipmentIds: true }).extend({
  ref: refSchema,
  /** `ref`s of equipment lines of this import. */
  equipmentRefs: z.array(refSchema).max(WIZARD_LINES_MAX, 'outOfRange').default([]),
});
export type WizardEnvironment = z.input<typeof wizardEnvironmentSchema>;

export const wizardCycleSchema = growCycleBodySchema
  .omit({ seedId: true, environmentId: true })
  .extend({
    /** `ref` of a seeds line of this import. */
    seedRef: refSchema,
    environmentRef: refSchema.nullish(),
  });
export type WizardCycle = z.input<typeof wizardCycleSchema>;

export const wizardImportBodySchema = z.object({
  experience: z.enum(experienceLevels, 'required').nullish(),
  where: z.enum(growPlaces, 'required').nullish(),
  budget: z.enum(budgetTiers, 'required').nullish(),
  /** Saved to the account when given (the wizard holds it until then). */
  location: updateLocationBodySchema.nullish(),
  /** The household's answers (adults, growing in Germany), saved to the account when given. */
  household: householdBodySchema.partial().nullish(),
  purchaseDate: limitedDaySchema('happened').nullish(),
  lines: z.array(wizardLineSchema).max(WIZARD_LINES_MAX, 'outOfRange').default([]),
  environments: z
    .array(wizardEnvironmentSchema)
    .max(WIZARD_ENVIRONMENTS_MAX, 'outOfRange')
    .default([]),
  growCycles: z.array(wizardCycleSchema).max(WIZARD_CYCLES_MAX, 'outOfRange').default([]),
});
export type WizardImportBody = z.input<typeof wizardImportBodySchema>;

export const wizardImportResultSchema = z.object({
  lines: z.number().int(),
  environments: z.number().int(),
  growCycles: z.number().int(),
  /** Ids of what was made, so the end step can link to it. */
  environmentIds: z.array(z.uuid()),
  growCycleIds: z.array(z.uuid()),
});
export type WizardImportResult = z.infer<typeof wizardImportResultSchema>;
