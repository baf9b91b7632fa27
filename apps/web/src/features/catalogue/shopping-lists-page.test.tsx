import type { ShoppingList } from '@maryjane/contract/catalogue';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { lastQueryTo, mockApi, ok } from '../../test/api-mock';
import { aCatalogueItem } from '../../test/fixtures';
import { findPageHeading, pathOf, renderApp } from '../../test/render-app';
import { aShoppingList } from './test-data';

const tent = aCatalogueItem({ name: 'Dark Room 60', price: 119.9 });
const pot = aCatalogueItem({
  type: 'pot',
  name: 'Fabric pot 11 L',
  brand: 'Root Pouch',
  price: 4.5,
});
const soil = aCatalogueItem({
  kind: 'supplies',
  type: 'grow-medium',
  name: 'Light Mix',
  brand: 'BioBizz',
  price: 12.95,
});
const scissors = aCatalogueItem({
  kind: 'tools',
  type: 'scissors',
  name: 'Trimming scissors',
  brand: null,
  price: 9.99,
});

/** Answers as the API would: the list made for the next grow size up. */
function lists(asked: { numberOfPlants: number }) {
  const listSize = asked.numberOfPlants <= 1 ? 1 : asked.numberOfPlants <= 3 ? 3 : 6;
  const list = (overrides: Partial<ShoppingList>) =>
    aShoppingList({ numberOfPlants: asked.numberOfPlants, listSize, ...overrides });
  return {
    equipment: list({
      items: [
        { item: tent, quantity: 1, lineTotal: 119.9 },
        { item: pot, quantity: listSize, lineTotal: 4.5 * listSize },
      ],
      total: 119.9 + 4.5 * listSize,
    }),
    supplies: list({
      kind: 'supplies',
      items: [{ item: soil, quantity: 2, lineTotal: 25.9 }],
      total: 25.9,
    }),
    tools: list({
      kind: 'tools',
      items: [{ item: scissors, quantity: 1, lineTotal: 9.99 }],
      total: 9.99,
    }),
  };
}

const asked = (path: string) => ({
  numberOfPlants: Number(lastQueryTo(path)?.get('numberOfPlants')),
});

const api = () =>
  mockApi({
    'GET /equipment-items/number-of-plants': () => ok([1, 3, 6]),
    'GET /equipment-shopping-lists': () => ok(lists(asked('/equipment-shopping-lists')).equipment),
    'GET /supply-shopping-lists': () => ok(lists(asked('/supply-shopping-lists')).supplies),
    'GET /tool-shopping-lists': () => ok(lists(asked('/tool-shopping-lists')).tools),
  });

describe('shopping lists', { timeout: 15_000 }, () => {
  it('shows quantities, line totals, a total per list and the grand total', async () => {
    api();
    renderApp('/catalogue/shopping-lists');
    await findPageHeading('Shopping lists');
    await waitFor(() => expect(document.title).toBe('Shopping lists · MaryJane'));

    const equipment = within(await screen.findByRole('table', { name: 'Equipment' }));
    const potRow = within(equipment.getByRole('row', { name: /Fabric pot 11 L/ }));
    expect(potRow.getAllByRole('cell').map((cell) => cell.textContent)).toEqual([
      '1',
      '€4.50',
      '€4.50',
    ]);
    expect(equipment.getByRole('row', { name: /Typical total/ }).textContent).toContain('€124.40');
    const supplies = within(screen.getByRole('table', { name: 'Supplies' }));
    expect(supplies.getByRole('row', { name: /Typical total/ }).textContent).toContain('€25.90');

    // 124.40 + 25.90 + 9.99
    expect(await screen.findByText('€160.29')).toHaveAttribute('aria-live', 'polite');
    expect(screen.queryByText(/List for/)).toBeNull();
    expect(lastQueryTo('/supply-shopping-lists')?.toString()).toBe(
      'budget=balanced&where=indoor&numberOfPlants=1',
    );
  });

  it('asks for the chosen budget, place and plants and says which list size it got', async () => {
    api();
    const { router } = renderApp('/catalogue/shopping-lists');
    await screen.findByRole('table', { name: 'Tools' });
    const user = userEvent.setup();

    await user.click(screen.getByRole('radio', { name: 'Premium' }));
    await user.click(screen.getByRole('radio', { name: 'Greenhouse' }));
    await user.click(
      screen.getByLabelText('Number of plants', { selector: 'input:not([type="hidden"])' }),
    );
    await user.click(await screen.findByRole('option', { name: '2 plants' }));

    await waitFor(() =>
      expect(lastQueryTo('/tool-shopping-lists')?.toString()).toBe(
        'budget=premium&where=greenhouse&numberOfPlants=2',
      ),
    );
    expect(pathOf(router)).toBe(
      '/catalogue/shopping-lists?budget=premium&where=greenhouse&numberOfPlants=2',
    );
    // Asked for 2, the list is made for 3: said once per list.
    expect(
      await screen.findAllByText(
        'List for 3 plants: there is none for exactly 2, so this is the next size up.',
      ),
    ).toHaveLength(3);
    const equipment = within(screen.getByRole('table', { name: 'Equipment' }));
    expect(equipment.getByRole('row', { name: /Typical total/ }).textContent).toContain('€133.40');
    expect(await screen.findByText('€169.29')).toBeInTheDocument();
  });

  it('offers every number of plants up to the largest grow size', async () => {
    api();
    renderApp('/catalogue/shopping-lists?numberOfPlants=3');
    await screen.findByRole('table', { name: 'Tools' });
    const plants = screen.getByLabelText('Number of plants', {
      selector: 'input:not([type="hidden"])',
    });
    expect(plants).toHaveValue('3 plants');
    await userEvent.setup().click(plants);
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual([
      '1 plant',
      '2 plants',
      '3 plants',
      '4 plants',
      '5 plants',
      '6 plants',
    ]);
  });
});
