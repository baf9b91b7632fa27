import type { BudgetTier, GrowPlace } from '@maryjane/contract/catalogue';
import type { EnvironmentType } from '@maryjane/contract/environments';
import type { InventoryKind } from '@maryjane/contract/inventory';
import type { GrowMedium } from '@maryjane/contract/phases';
import type { ExperienceLevel, WizardStep } from '@maryjane/contract/setup-wizard';

/** What the wizard holds while the grower goes through it (kept in localStorage). */

/** The kinds that shopping lists pre-fill. */
export const listKinds = ['equipment', 'supplies', 'tools'] as const;
export type ListKind = (typeof listKinds)[number];

export interface Size {
  widthCm: number | null;
  depthCm: number | null;
  heightCm: number | null;
}

/** One line of what the grower has or will buy. */
export interface DraftLine {
  /** Lets environments and cycles point at this line in the import. */
  ref: string;
  kind: InventoryKind;
  /** A catalogue item (a strain, for seeds); null for the grower's own entry. */
  itemId: string | null;
  name: string;
  /** An item's brand; a strain's producer. */
  brand: string | null;
  /** An item's catalogue type; a strain's flowering type. */
  type: string | null;
  /** Typical price of one, in €. */
  unitPrice: number | null;
  quantity: number;
  /** Strains: typical weeks from seed to harvest, as the catalogue gives them. */
  growWeeks: number | null;
  /** Strains: the breeder's flowering weeks, which the schedule plans with (as a cycle does). */
  floweringWeeksMin: number | null;
  floweringWeeksMax: number | null;
  /** Tents: the size an environment built around it gets. */
  size: Size | null;
}

export type NewLine = Omit<DraftLine, 'ref'>;

export interface DraftEnvironment extends Size {
  ref: string;
  name: string;
  type: EnvironmentType;
  location: string;
  /** `ref`s of equipment lines placed here. */
  equipmentRefs: string[];
}

export interface DraftCycle {
  ref: string;
  name: string;
  /** `ref` of a seeds line; null once that line was removed. */
  seedRef: string | null;
  growMedium: GrowMedium;
  numberOfPlants: number;
  /** `YYYY-MM-DD`. */
  startDate: string;
  environmentRef: string | null;
}

export interface DraftLocation {
  countryId: string | null;
  stateId: string | null;
  cityId: string | null;
}

export interface WizardState {
  /** Bumped when the stored shape changes, so an old value starts fresh. */
  version: 1;
  step: WizardStep;
  /** Index of the furthest step reached: the stepper lets the grower jump back to any up to it. */
  reached: number;
  experience: ExperienceLevel | null;
  where: GrowPlace | null;
  budget: BudgetTier | null;
  plants: number;
  /** The smallest shopping-list size that holds `plants`. */
  listSize: number;
  location: DraftLocation;
  /** Adults in the household (the legal plant limit is per adult); null: not answered. */
  adults: number | null;
  /** "Do you grow in Germany?"; null: not answered (the location's country decides). */
  growsInGermany: boolean | null;
  lines: DraftLine[];
  /**
   * The shopping list (see `listKeyOf`) each kind's lines were last filled from or kept for;
   * null: not filled yet, or the grower asked to replace their lines with the list.
   */
  listKeys: Record<ListKind, string | null>;
  /** null until the wizard proposed the first one. */
  environments: DraftEnvironment[] | null;
  cycles: DraftCycle[];
  /** Seeds lines a cycle was proposed for already (a deleted proposal stays deleted). */
  proposedSeedRefs: string[];
  /** The grower went to register or log in to save: save on return. */
  pendingSave: boolean;
  /** Counter for `ref`s. */
  serial: number;
}

export const initialWizardState: WizardState = {
  version: 1,
  step: 'experience',
  reached: 0,
  experience: null,
  where: null,
  budget: null,
  plants: 1,
  listSize: 1,
  location: { countryId: null, stateId: null, cityId: null },
  adults: null,
  growsInGermany: null,
  lines: [],
  listKeys: { equipment: null, supplies: null, tools: null },
  environments: null,
  cycles: [],
  proposedSeedRefs: [],
  pendingSave: false,
  serial: 0,
};

export const isListKind = (kind: InventoryKind): kind is ListKind => kind !== 'seeds';

/** The shopping list the current choices lead to; null until where and budget are chosen. */
export function listKeyOf(state: WizardState): string | null {
  if (!state.budget || !state.where) return null;
  return `${state.budget}/${state.where}/${state.listSize}`;
}

export const linesOf = (state: WizardState, kind: InventoryKind) =>
  state.lines.filter((line) => line.kind === kind);

/** Kinds whose chosen lines came from another list than the current choices lead to. */
export function staleKinds(state: WizardState): ListKind[] {
  const key = listKeyOf(state);
  if (!key) return [];
  return listKinds.filter(
    (kind) =>
      state.listKeys[kind] !== null &&
      state.listKeys[kind] !== key &&
      linesOf(state, kind).length > 0,
  );
}

/**
 * Whether a kind's lines should be (re)filled from the current list: never filled, nothing
 * chosen since the choices changed, or the grower asked to replace them.
 */
export function needsFill(state: WizardState, kind: ListKind): boolean {
  const key = listKeyOf(state);
  if (!key) return false;
  const filled = state.listKeys[kind];
  return filled === null || (filled !== key && linesOf(state, kind).length === 0);
}

/** A line's price: its typical price times the quantity, to the cent; null when unknown. */
export function linePrice(line: Pick<DraftLine, 'unitPrice' | 'quantity'>): number | null {
  return line.unitPrice === null ? null : Math.round(line.unitPrice * line.quantity * 100) / 100;
}

/** What everything chosen costs at typical prices (lines without a price count as 0). */
export function totalCost(lines: DraftLine[]): number {
  return Math.round(lines.reduce((sum, line) => sum + (linePrice(line) ?? 0), 0) * 100) / 100;
}

/** Whether the grower did anything yet (a fresh wizard is not stored). */
export function isPristine(state: WizardState): boolean {
  return JSON.stringify(state) === JSON.stringify(initialWizardState);
}
