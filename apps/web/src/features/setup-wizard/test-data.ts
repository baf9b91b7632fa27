import type {
  BudgetTier,
  CatalogueItem,
  GrowPlace,
  ShoppingList,
} from '@maryjane/contract/catalogue';
import type { WizardImportBody } from '@maryjane/contract/setup-wizard';
import type { Strain } from '@maryjane/contract/strains';
import { screen } from '@testing-library/react';
import { lastQueryTo } from '../../test/api-mock';
import type { ProposalTexts } from './state/proposals';
import {
  initialWizardState,
  type DraftEnvironment,
  type DraftLine,
  type WizardState,
} from './state/wizard-state';
import { WIZARD_STORAGE_KEY } from './state/wizard-storage';

/** Contract-shaped samples and helpers for the setup wizard tests. */

let serial = 0;
export const uuid = () => `7d2e3f4a-5b6c-4d7e-8f90-${String(++serial).padStart(12, '0')}`;

export function anItem(overrides: Partial<CatalogueItem> = {}): CatalogueItem {
  return {
    id: uuid(),
    kind: 'equipment',
    type: 'light',
    category: 'light',
    name: 'LED panel 150 W',
    brand: 'Mars Hydro',
    retailer: null,
    price: 99.99,
    link: null,
    budget: 'balanced',
    specs: {},
    custom: false,
    ...overrides,
  };
}

export function aStrain(overrides: Partial<Strain> = {}): Strain {
  return {
    id: uuid(),
    name: 'Northern Lights Auto',
    producer: { id: '5a1d8c2e-3b4f-4e6a-8c7d-9e0f1a2b3c4d', name: 'Sensi Seeds', country: 'NL' },
    floweringType: 'autoflowering',
    seedType: 'feminized',
    dominance: 'indica',
    genetics: null,
    parents: null,
    floweringWeeksMin: 7,
    floweringWeeksMax: 8,
    growWeeks: 10,
    indoorHeightCm: 90,
    yieldIndoorGm2: 400,
    thcPercent: 18,
    thcLevel: 'high',
    cbdPercent: 0.5,
    cbdLevel: 'low',
    effects: ['body'],
    price1: 8.5,
    price3: 22,
    link: null,
    custom: false,
    ...overrides,
  };
}

export const page = <T>(items: T[]) => ({ items, total: items.length, page: 1, pageSize: 10 });

export function aShoppingList(
  kind: ShoppingList['kind'],
  items: CatalogueItem[],
  choice: { budget: BudgetTier; where: GrowPlace; numberOfPlants: number; listSize?: number },
): ShoppingList {
  const lines = items.map((item) => ({
    item,
    quantity: 1,
    lineTotal: item.price ?? 0,
  }));
  return {
    kind,
    budget: choice.budget,
    where: choice.where,
    numberOfPlants: choice.numberOfPlants,
    listSize: choice.listSize ?? choice.numberOfPlants,
    items: lines,
    total: lines.reduce((sum, line) => sum + line.lineTotal, 0),
  };
}

export function aLine(overrides: Partial<DraftLine> & Pick<DraftLine, 'ref'>): DraftLine {
  return {
    kind: 'equipment',
    itemId: uuid(),
    name: 'LED panel 150 W',
    brand: 'Mars Hydro',
    type: 'light',
    unitPrice: 99.99,
    quantity: 1,
    growWeeks: null,
    floweringWeeksMin: null,
    floweringWeeksMax: null,
    size: null,
    ...overrides,
  };
}

export const texts: ProposalTexts = {
  environment: {
    indoor: { name: 'Grow tent', location: 'Indoors' },
    greenhouse: { name: 'Greenhouse', location: 'Garden' },
    outdoor: { name: 'Outdoor bed', location: 'Garden' },
  },
  cycleName: (strain) => `${strain} grow`,
  today: '2026-05-01',
};

/** The tent the finished wizard proposes: the import sends it as the wizard keeps it. */
const finishedEnvironment = (): DraftEnvironment => ({
  ref: 'environment-5',
  name: 'Grow tent',
  type: 'tent',
  location: 'Indoors',
  widthCm: 80,
  depthCm: 80,
  heightCm: 160,
  equipmentRefs: ['line-1', 'line-2'],
});

/** A wizard a grower filled in up to the end step. */
export function aFinishedWizard(overrides: Partial<WizardState> = {}): WizardState {
  const tent = aLine({
    ref: 'line-1',
    name: 'Grow Tent 80x80x160',
    type: 'tent',
    unitPrice: 79.99,
    size: { widthCm: 80, depthCm: 80, heightCm: 160 },
  });
  const light = aLine({ ref: 'line-2', quantity: 2 });
  const seeds = aLine({
    ref: 'line-3',
    kind: 'seeds',
    name: 'Northern Lights Auto',
    brand: 'Sensi Seeds',
    type: 'autoflowering',
    unitPrice: 8.5,
    quantity: 3,
    growWeeks: 10,
    floweringWeeksMin: 7,
    floweringWeeksMax: 8,
  });
  const scissors = aLine({
    ref: 'line-4',
    kind: 'tools',
    itemId: null,
    name: 'Old scissors',
    brand: null,
    type: 'scissors',
    unitPrice: null,
  });
  return {
    ...initialWizardState,
    step: 'end',
    reached: 10,
    experience: 'firstTimer',
    where: 'indoor',
    budget: 'balanced',
    plants: 3,
    listSize: 3,
    lines: [tent, light, seeds, scissors],
    listKeys: {
      equipment: 'balanced/indoor/3',
      supplies: 'balanced/indoor/3',
      tools: 'balanced/indoor/3',
    },
    environments: [finishedEnvironment()],
    cycles: [
      {
        ref: 'cycle-6',
        name: 'Northern Lights Auto grow',
        seedRef: 'line-3',
        growMedium: 'soil',
        numberOfPlants: 3,
        startDate: '2026-05-01',
        environmentRef: 'environment-5',
      },
    ],
    proposedSeedRefs: ['line-3'],
    serial: 6,
    ...overrides,
  };
}

/** What POST /setup-wizard/import is sent for `aFinishedWizard()` (whose ids come from `wizard`). */
export function finishedWizardImport(wizard: WizardState, location: WizardImportBody['location']) {
  const [tent, light, seeds] = wizard.lines;
  return {
    experience: 'firstTimer',
    where: 'indoor',
    budget: 'balanced',
    location,
    lines: [
      { ref: 'line-1', kind: 'equipment', itemId: tent?.itemId, quantity: 1, price: 79.99 },
      // 2 × 99.99, to the cent.
      { ref: 'line-2', kind: 'equipment', itemId: light?.itemId, quantity: 2, price: 199.98 },
      { ref: 'line-3', kind: 'seeds', itemId: seeds?.itemId, quantity: 3, price: 25.5 },
      {
        ref: 'line-4',
        kind: 'tools',
        custom: { name: 'Old scissors', type: 'scissors', brand: null },
        quantity: 1,
        price: null,
      },
    ],
    environments: [finishedEnvironment()],
    growCycles: [
      {
        name: 'Northern Lights Auto grow',
        seedRef: 'line-3',
        environmentRef: 'environment-5',
        growMedium: 'soil',
        numberOfPlants: 3,
        startDate: '2026-05-01',
      },
    ],
  };
}

/** The query of the last call to `path` (empty before the first). */
export const queryOf = (path: string) => lastQueryTo(path) ?? new URLSearchParams();

export const stored = () => {
  const value = localStorage.getItem(WIZARD_STORAGE_KEY);
  return value ? (JSON.parse(value) as WizardState) : null;
};
export const store = (state: WizardState) =>
  localStorage.setItem(WIZARD_STORAGE_KEY, JSON.stringify(state));
export const stepHeading = (name: string) =>
  screen.findByRole('heading', { level: 2, name }, { timeout: 3000 });
