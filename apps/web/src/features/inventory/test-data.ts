import type { InventoryItem, InventoryKind, InventoryTotals } from '@maryjane/contract/inventory';
import { ok, sampleUser } from '../../test/api-mock';
import { findPageHeading, renderApp } from '../../test/render-app';

/** Contract-shaped samples and helpers for the inventory page tests. */

/** GET /user answers: the inventory pages are for signed-in growers. */
export const signedIn = { 'GET /user': () => ok(sampleUser) };

/** The page is a lazy chunk behind the sign-in check: allow for both. */
export async function openPage(path: string) {
  const view = renderApp(path);
  await findPageHeading();
  return view;
}

let serial = 0;
export const uuid = () => `7c1e2a4b-5d0a-4c36-9a51-${String(++serial).padStart(12, '0')}`;

export function aLine(overrides: Partial<InventoryItem> = {}): InventoryItem {
  return {
    id: uuid(),
    kind: 'equipment',
    item: { id: uuid(), name: 'Dark Room 60', type: 'tent', brand: 'Secret Jardin', custom: false },
    strain: null,
    purchaseDate: '2026-05-01',
    link: 'https://secretjardin.com/dark-room',
    storageLocation: 'Basement',
    quantity: 1,
    price: 119.9,
    notes: null,
    retailer: 'Growshop Berlin',
    brand: null,
    stockAmount: null,
    stockUnit: null,
    watts: null,
    hoursPerDay: null,
    expectedCycles: null,
    catalogueWatts: null,
    createdAt: '2026-05-01T10:00:00.000Z',
    updatedAt: '2026-05-01T10:00:00.000Z',
    ...overrides,
  };
}

export const page = <T>(items: T[], total = items.length, pageNumber = 1, pageSize = 20) => ({
  items,
  total,
  page: pageNumber,
  pageSize,
});

/** Totals with `lines` entries of `kind` and nothing of the other kinds. */
export function totals(
  kind: InventoryKind,
  lines: number,
  quantity: number,
  spend: number,
  overall = spend,
): InventoryTotals {
  return {
    kinds: (['seeds', 'equipment', 'supplies', 'tools'] as const).map((other) =>
      other === kind
        ? { kind, lines, quantity, spend }
        : { kind: other, lines: 0, quantity: 0, spend: 0 },
    ),
    spend: overall,
  };
}
