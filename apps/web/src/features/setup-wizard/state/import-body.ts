import type { WizardImportBody, WizardLine } from '@maryjane/contract/setup-wizard';
import type { FloweringType } from '@maryjane/contract/strains';
import { linePrice, type DraftLine, type WizardState } from './wizard-state';

function toLine(line: DraftLine): WizardLine {
  const base = {
    ref: line.ref,
    kind: line.kind,
    quantity: line.quantity,
    price: linePrice(line),
  };
  if (line.itemId) return { ...base, itemId: line.itemId };
  const custom =
    line.kind === 'seeds'
      ? { name: line.name, producer: line.brand, floweringType: line.type as FloweringType }
      : { name: line.name, type: line.type, brand: line.brand };
  // The grower's own price of one piece, when given, becomes the entry's typical price.
  const price = line.unitPrice === null ? {} : { price: line.unitPrice };
  return { ...base, custom: { ...custom, ...price } };
}

/**
 * The body of POST /setup-wizard/import. Lines, environments and cycles keep the wizard's order,
 * so the index in a field error (`environments.0.name`) is the index in the wizard.
 */
export function toImportBody(state: WizardState): WizardImportBody {
  const { countryId, stateId, cityId } = state.location;
  return {
    experience: state.experience,
    where: state.where,
    budget: state.budget,
    ...(countryId
      ? {
          location: {
            locationCountryId: countryId,
            locationStateId: stateId,
            locationCityId: cityId,
          },
        }
      : {}),
    ...(state.adults === null && state.growsInGermany === null
      ? {}
      : {
          household: {
            ...(state.adults === null ? {} : { adultsInHousehold: state.adults }),
            ...(state.growsInGermany === null ? {} : { growsInGermany: state.growsInGermany }),
          },
        }),
    lines: state.lines.map(toLine),
    environments: (state.environments ?? []).map((environment) => ({
      ref: environment.ref,
      name: environment.name.trim(),
      type: environment.type,
      location: environment.location.trim(),
      widthCm: environment.widthCm,
      depthCm: environment.depthCm,
      heightCm: environment.heightCm,
      equipmentRefs: environment.equipmentRefs,
    })),
    growCycles: state.cycles.map((cycle) => ({
      name: cycle.name.trim(),
      // A cycle without seeds is caught before saving (see findProblems).
      seedRef: cycle.seedRef ?? '',
      environmentRef: cycle.environmentRef,
      growMedium: cycle.growMedium,
      numberOfPlants: cycle.numberOfPlants,
      startDate: cycle.startDate,
    })),
  };
}
