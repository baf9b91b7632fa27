import { z } from 'zod';
import { NAME_MAX_LENGTH } from './validation';
import { notesSchema, positiveWholeNumber, requiredName } from './zod-helpers';

/** Where plants grow (spec §3 "Environment": name, type, location, equipment items). */

export const environmentTypes = [
  'tent',
  'room',
  'cabinet',
  'greenhouse',
  'outdoorBed',
  'balcony',
] as const;
export type EnvironmentType = (typeof environmentTypes)[number];

/** Outdoor and greenhouse growers get weather warnings; indoor ones do not need them. */
export const outdoorEnvironmentTypes: readonly EnvironmentType[] = [
  'greenhouse',
  'outdoorBed',
  'balcony',
];

export const SIZE_CM_MAX = 10_000;

export const environmentSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  type: z.enum(environmentTypes),
  location: z.string(),
  widthCm: z.number().int().nullable(),
  depthCm: z.number().int().nullable(),
  heightCm: z.number().int().nullable(),
  notes: z.string().nullable(),
  /** Equipment lines of the user's inventory placed here. */
  equipment: z.array(
    z.object({ id: z.uuid(), name: z.string(), type: z.string(), quantity: z.number().int() }),
  ),
  /** Grow cycles in this environment that are not complete. */
  activeCycles: z.number().int(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type Environment = z.infer<typeof environmentSchema>;

const size = positiveWholeNumber(SIZE_CM_MAX).nullish();

export const environmentBodySchema = z.object({
  name: requiredName,
  type: z.enum(environmentTypes, 'typeRequired'),
  location: z
    .string('locationRequired')
    .trim()
    .min(1, 'locationRequired')
    .max(NAME_MAX_LENGTH, 'tooLong'),
  widthCm: size,
  depthCm: size,
  heightCm: size,
  notes: notesSchema,
  /** Ids of the user's equipment inventory lines. */
  equipmentIds: z.array(z.uuid('invalid')).max(200, 'outOfRange').default([]),
});
export type EnvironmentBody = z.input<typeof environmentBodySchema>;

export const updateEnvironmentBodySchema = environmentBodySchema
  .extend({ equipmentIds: z.array(z.uuid('invalid')).max(200, 'outOfRange') })
  .partial();
export type UpdateEnvironmentBody = z.input<typeof updateEnvironmentBodySchema>;
