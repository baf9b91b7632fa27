import {
  customItemBodySchema,
  type CatalogueKind,
  type CustomItemBody,
} from '@maryjane/contract/catalogue';
import type { InventoryKind } from '@maryjane/contract/inventory';
import { customStrainBodySchema, type CustomStrainBody } from '@maryjane/contract/strains';
import type { Rules } from '../../../shared/forms/use-form';
import { schemaRule } from '../../../shared/forms/validate-field';
import { emptyLine, lineRules, optional, readPrice, type LineValues } from './line-form';

/** The grower's own strain or item, and what they bought of it, in one form. */
export type CustomValues = LineValues & {
  name: string;
  /** Items only. */
  type: string;
  /** Seeds only. */
  producer: string;
  floweringType: string;
  seedType: string;
  floweringWeeks: string;
  genetics: string;
  parents: string;
};

export const emptyCustom: CustomValues = {
  name: '',
  type: '',
  producer: '',
  floweringType: '',
  seedType: '',
  floweringWeeks: '',
  genetics: '',
  parents: '',
  ...emptyLine,
};

const strainShape = customStrainBodySchema.shape;

export function customRules(kind: InventoryKind): Rules<CustomValues> {
  if (kind === 'seeds') {
    return {
      ...lineRules,
      name: schemaRule(strainShape.name),
      producer: schemaRule(strainShape.producer),
      floweringType: schemaRule(strainShape.floweringType),
      seedType: optional(schemaRule(strainShape.seedType)),
      floweringWeeks: optional(schemaRule(strainShape.floweringWeeks)),
      genetics: schemaRule(strainShape.genetics),
      parents: schemaRule(strainShape.parents),
    };
  }
  const itemShape = customItemBodySchema(kind).shape;
  return { ...lineRules, name: schemaRule(itemShape.name), type: schemaRule(itemShape.type) };
}

/** What one piece cost, as the catalogue entry's typical price (the line keeps the total). */
function unitPrice(values: CustomValues): number | null {
  const price = readPrice(values.price);
  const quantity = Number(values.quantity);
  if (price === '' || !(quantity > 0)) return null;
  return Math.round((Number(price) / quantity) * 100) / 100;
}

const orNull = (text: string) => text.trim() || null;

/** The entry's request body; the form's rules have checked it, the schema reads it. */
export function customStrainBody(values: CustomValues): CustomStrainBody {
  return customStrainBodySchema.parse({
    name: values.name,
    producer: values.producer,
    floweringType: values.floweringType,
    seedType: orNull(values.seedType),
    floweringWeeks: values.floweringWeeks.trim() === '' ? null : Number(values.floweringWeeks),
    genetics: orNull(values.genetics),
    parents: orNull(values.parents),
    price1: unitPrice(values),
  });
}

export function customItemBody(kind: CatalogueKind, values: CustomValues): CustomItemBody {
  return customItemBodySchema(kind).parse({
    name: values.name,
    type: values.type,
    brand: orNull(values.brand),
    retailer: orNull(values.retailer),
    link: orNull(values.link),
    price: unitPrice(values),
  });
}
