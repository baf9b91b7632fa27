import type { CatalogueItem, GrowPlace } from '@maryjane/contract/catalogue';
import type { EnvironmentType } from '@maryjane/contract/environments';
import type { LegalCheck } from '@maryjane/contract/legal';
import { NAME_MAX_LENGTH } from '@maryjane/contract/validation';
import { checkBeforePlan, plantsPerLine, unproposedLines } from './legal-plan';
import {
  linesOf,
  type DraftCycle,
  type DraftEnvironment,
  type ListKind,
  type NewLine,
  type Size,
  type WizardState,
} from './wizard-state';

/** What the wizard suggests from the grower's choices; the texts come in their language. */
export interface ProposalTexts {
  environment: Record<GrowPlace, { name: string; location: string }>;
  /** "<strain> grow". */
  cycleName: (strain: string) => string;
  /** `YYYY-MM-DD` on the grower's calendar. */
  today: string;
  /** The legal check before the plan (a signed-in grower's plants); else the wizard's answers. */
  legal?: LegalCheck;
}

const environmentTypeOf: Record<GrowPlace, EnvironmentType> = {
  indoor: 'tent',
  greenhouse: 'greenhouse',
  outdoor: 'outdoorBed',
};

const whole = (value: number | undefined) => (value === undefined ? null : Math.round(value));

/** A tent's size, for the environment built around it. */
function sizeOf(item: CatalogueItem): Size | null {
  const { widthCm, depthCm, heightCm } = item.specs;
  if (item.type !== 'tent' || (!widthCm && !depthCm && !heightCm)) return null;
  return { widthCm: whole(widthCm), depthCm: whole(depthCm), heightCm: whole(heightCm) };
}

export function lineOfItem(kind: ListKind, item: CatalogueItem, quantity: number): NewLine {
  return {
    kind,
    itemId: item.id,
    name: item.name,
    brand: item.brand,
    type: item.type,
    unitPrice: item.price,
    quantity,
    growWeeks: null,
    floweringWeeksMin: null,
    floweringWeeksMax: null,
    size: sizeOf(item),
  };
}

/** One environment for where the grower grows, with all the equipment chosen in it. */
export function proposeEnvironment(
  state: WizardState,
  texts: ProposalTexts,
): Omit<DraftEnvironment, 'ref'> | null {
  if (!state.where) return null;
  const equipment = linesOf(state, 'equipment');
  const tent = state.where === 'indoor' ? equipment.find((line) => line.size) : undefined;
  return {
    ...texts.environment[state.where],
    type: environmentTypeOf[state.where],
    widthCm: tent?.size?.widthCm ?? null,
    depthCm: tent?.size?.depthCm ?? null,
    heightCm: tent?.size?.heightCm ?? null,
    equipmentRefs: equipment.map((line) => line.ref),
  };
}

/** Coco when a coco grow medium is among the supplies, else soil. */
function mediumOf(state: WizardState): DraftCycle['growMedium'] {
  const coco = linesOf(state, 'supplies').some(
    (line) => line.type === 'grow-medium' && /coco|kokos/i.test(line.name),
  );
  return coco ? 'coco' : 'soil';
}

/**
 * A cycle for every seeds line that has not had one proposed yet, sharing the plants the grower
 * wants within what the legal allowance leaves (`plantsPerLine`); a line left without plants gets
 * no cycle yet.
 */
export function proposeCycles(state: WizardState, texts: ProposalTexts): Omit<DraftCycle, 'ref'>[] {
  const growMedium = mediumOf(state);
  const environmentRef = state.environments?.[0]?.ref ?? null;
  const before = texts.legal ?? checkBeforePlan(state);
  const lines = unproposedLines(state);
  const plants = plantsPerLine(
    state,
    before,
    lines.map((line) => line.quantity),
  );
  return lines.flatMap((line, index) => {
    const numberOfPlants = plants[index] ?? 0;
    if (numberOfPlants === 0) return [];
    return [
      {
        name: texts.cycleName(line.name).slice(0, NAME_MAX_LENGTH).trim(),
        seedRef: line.ref,
        growMedium,
        numberOfPlants,
        startDate: texts.today,
        environmentRef,
      },
    ];
  });
}
