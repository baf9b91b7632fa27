import type { CatalogueItem } from '@maryjane/contract/catalogue';
import type { Environment } from '@maryjane/contract/environments';

/** Contract-shaped samples the tests of several features share; each feature adds its own. */

let serial = 0;
const uuid = () => `3e8a1f6c-2b4d-4c5e-9f10-${String(++serial).padStart(12, '0')}`;

export const stamp = '2026-03-01T10:00:00.000Z';

export function anEnvironment(overrides: Partial<Environment> = {}): Environment {
  return {
    id: uuid(),
    name: 'Attic tent',
    type: 'tent',
    location: 'Attic',
    widthCm: 80,
    depthCm: 80,
    heightCm: 160,
    notes: null,
    equipment: [],
    activeCycles: 0,
    createdAt: stamp,
    updatedAt: stamp,
    ...overrides,
  };
}

/** A tent from the equipment catalogue, sold by a known retailer. */
export function aCatalogueItem(overrides: Partial<CatalogueItem> = {}): CatalogueItem {
  return {
    id: uuid(),
    kind: 'equipment',
    type: 'tent',
    category: 'housing',
    name: 'Dark Room 60',
    brand: 'Secret Jardin',
    retailer: { id: 'growshop', name: 'Growshop Berlin', url: 'https://growshop.example' },
    price: 119.9,
    link: 'https://secretjardin.com/dark-room',
    budget: 'balanced',
    specs: { widthCm: 60, depthCm: 60, heightCm: 160 },
    custom: false,
    ...overrides,
  };
}

/** A light from the equipment catalogue, with no retailer. */
export const aCatalogueLight = (overrides: Partial<CatalogueItem> = {}) =>
  aCatalogueItem({
    type: 'light',
    category: 'light',
    name: 'SE 150',
    brand: 'Sanlight',
    retailer: null,
    price: 259,
    link: 'https://sanlight.com/se-150',
    budget: 'premium',
    specs: {},
    ...overrides,
  });
