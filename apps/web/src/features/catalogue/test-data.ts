import type { Retailer, ShoppingList } from '@maryjane/contract/catalogue';
import type { Producer, Strain } from '@maryjane/contract/strains';

/** Contract-shaped samples for the catalogue page tests. */

let serial = 0;
const uuid = () => `0b9f7c3e-5d0a-4c36-9a51-${String(++serial).padStart(12, '0')}`;

export const producer: Producer = {
  id: '5a1d8c2e-3b4f-4e6a-8c7d-9e0f1a2b3c4d',
  name: 'Sensi Seeds',
  country: 'NL',
  website: 'https://sensiseeds.com',
  strainCount: 12,
  custom: false,
};

export function aStrain(overrides: Partial<Strain> = {}): Strain {
  return {
    id: uuid(),
    name: 'Northern Lights',
    producer: { id: producer.id, name: producer.name, country: 'NL' },
    floweringType: 'photoperiod',
    seedType: 'feminized',
    dominance: 'indica',
    genetics: null,
    parents: 'Afghani × Thai',
    floweringWeeksMin: 7,
    floweringWeeksMax: 8,
    growWeeks: 16,
    indoorHeightCm: 120,
    yieldIndoorGm2: 500,
    thcPercent: 18.5,
    thcLevel: 'high',
    cbdPercent: 0.5,
    cbdLevel: 'low',
    effects: ['body', 'mood'],
    price1: 8.5,
    price3: 22,
    link: 'https://sensiseeds.com/northern-lights',
    custom: false,
    ...overrides,
  };
}

export const page = <T>(items: T[], total = items.length, pageNumber = 1, pageSize = 24) => ({
  items,
  total,
  page: pageNumber,
  pageSize,
});

export const retailer: Retailer = {
  id: 'growshop',
  name: 'Growshop Berlin',
  url: 'https://growshop.example',
  country: 'DE',
  sells: ['equipment', 'seeds'],
  description: {
    en: 'A grow shop in Berlin with a wide range.',
    de: 'Ein Growshop in Berlin mit großer Auswahl.',
  },
};

export function aShoppingList(overrides: Partial<ShoppingList> = {}): ShoppingList {
  return {
    kind: 'equipment',
    budget: 'balanced',
    where: 'indoor',
    numberOfPlants: 1,
    listSize: 1,
    items: [],
    total: 0,
    ...overrides,
  };
}
