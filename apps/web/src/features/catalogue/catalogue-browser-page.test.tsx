import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { lastQueryTo, mockApi, ok, queriesTo } from '../../test/api-mock';
import { aCatalogueItem, aCatalogueLight } from '../../test/fixtures';
import { matchMediaStub } from '../../test/media';
import { findPageHeading, pathOf, renderApp } from '../../test/render-app';
import { page, retailer } from './test-data';

const equipmentReference = {
  'GET /equipment-types': () =>
    ok([
      { key: 'tent', category: 'housing', seeAlso: null, itemCount: 4 },
      { key: 'light', category: 'light', seeAlso: null, itemCount: 9 },
      { key: 'seed', category: 'plant', seeAlso: 'strains', itemCount: 0 },
      { key: 'grow-medium', category: 'plant', seeAlso: 'supplies', itemCount: 0 },
    ]),
  'GET /equipment-items/brands': () =>
    ok([{ value: 'Secret Jardin', label: 'Secret Jardin', count: 3 }]),
  'GET /equipment-items/categories': () => ok([{ value: 'housing', label: 'housing', count: 4 }]),
  'GET /equipment-items/retailers': () => ok([retailer]),
};

const tent = aCatalogueItem();
const light = aCatalogueLight({
  specs: { watts: 100, coverageCm: 60 },
  retailer: { id: null, name: 'Local shop', url: null },
});

describe('catalogue browser', { timeout: 15_000 }, () => {
  it('lists the types with their item counts and filters by type', async () => {
    mockApi({ ...equipmentReference, 'GET /equipment-items': () => ok(page([tent, light])) });
    const { router } = renderApp('/catalogue/equipment?page=2');
    await findPageHeading('Equipment');
    await waitFor(() => expect(document.title).toBe('Equipment · MaryJane'));

    const types = within(await screen.findByRole('radiogroup', { name: 'Type' }));
    expect(types.getAllByRole('radio').map((chip) => chip.closest('div')?.textContent)).toEqual([
      'All (13)',
      'Grow tent (4)',
      'Grow light (9)',
    ]);
    expect(types.getByRole('radio', { name: 'All (13)' })).toBeChecked();
    // Seeds and grow media are kept elsewhere: links, not chips.
    expect(screen.getByRole('link', { name: /Seeds: see the strain finder/ })).toHaveAttribute(
      'href',
      '/catalogue/strains',
    );
    expect(screen.getByRole('link', { name: /Grow medium: see Supplies/ })).toHaveAttribute(
      'href',
      '/catalogue/supplies?type=grow-medium',
    );

    await userEvent.setup().click(types.getByRole('radio', { name: 'Grow tent (4)' }));
    await waitFor(() => expect(lastQueryTo('/equipment-items')?.get('type')).toBe('tent'));
    expect(lastQueryTo('/equipment-items')?.get('page')).toBe('1');
    expect(pathOf(router)).toBe('/catalogue/equipment?type=tent');
    expect(types.getByRole('radio', { name: 'Grow tent (4)' })).toBeChecked();
  });

  it('shows each item with formatted specs, budget tier, typical price and links', async () => {
    mockApi({ ...equipmentReference, 'GET /equipment-items': () => ok(page([tent, light], 2)) });
    renderApp('/catalogue/equipment');
    const card = within(await screen.findByRole('article', { name: 'Dark Room 60' }));
    expect(card.getByText('Secret Jardin')).toBeInTheDocument();
    expect(card.getByText('Grow tent')).toBeInTheDocument();
    expect(card.getByText('Balanced')).toBeInTheDocument();
    expect(card.getByText('60 × 60 × 160 cm')).toBeInTheDocument();
    expect(card.getByText(/Typical price/).textContent).toBe('Typical price: €119.90');
    const shop = card.getByRole('link', { name: /Growshop Berlin/ });
    expect(shop).toHaveAttribute('href', 'https://growshop.example');
    expect(shop).toHaveAttribute('rel', 'noopener noreferrer');
    expect(card.getByRole('link', { name: /Product page/ })).toHaveAttribute(
      'href',
      'https://secretjardin.com/dark-room',
    );

    const lamp = within(screen.getByRole('article', { name: 'SE 150' }));
    expect(lamp.getByText('100 W · coverage 60 × 60 cm')).toBeInTheDocument();
    expect(lamp.getByText('Premium')).toBeInTheDocument();
    expect(lamp.getByText('Local shop')).toBeInTheDocument();
    expect(lamp.queryByRole('link', { name: /Local shop/ })).toBeNull();
    expect(screen.getByText('2 items found')).toHaveAttribute('aria-live', 'polite');
  });

  it('sends category, brand, retailer, budget and sort, each starting at page 1', async () => {
    mockApi({ ...equipmentReference, 'GET /equipment-items': () => ok(page([tent], 30, 2)) });
    const { router } = renderApp('/catalogue/equipment?page=2');
    await screen.findByRole('article', { name: 'Dark Room 60' });
    const user = userEvent.setup();
    const choose = async (label: string, option: string) => {
      await user.click(screen.getByLabelText(label, { selector: 'input:not([type="hidden"])' }));
      await user.click(await screen.findByRole('option', { name: option }));
    };

    await choose('Category', 'Tents and boxes (4)');
    await choose('Brand', 'Secret Jardin (3)');
    await choose('Retailer', 'Growshop Berlin');
    await choose('Budget', 'Balanced');
    await choose('Sort by', 'Typical price, highest first');
    await waitFor(() => expect(lastQueryTo('/equipment-items')?.get('sort')).toBe('-price'));
    expect(Object.fromEntries(lastQueryTo('/equipment-items') ?? [])).toEqual({
      category: 'housing',
      brand: 'Secret Jardin',
      retailer: 'growshop',
      budget: 'balanced',
      sort: '-price',
      page: '1',
      pageSize: '24',
    });
    expect(pathOf(router)).not.toContain('page=');
  });

  it('uses the supplies and tools addresses of the API', async () => {
    mockApi({
      'GET /tool-types': () =>
        ok([{ key: 'scale', category: 'tools', seeAlso: null, itemCount: 2 }]),
      'GET /tool-items': () =>
        ok(
          page([aCatalogueItem({ kind: 'tools', type: 'scale', name: 'Pocket scale', specs: {} })]),
        ),
    });
    renderApp('/catalogue/tools?type=scale&budget=cheap');
    await screen.findByRole('article', { name: 'Pocket scale' });
    expect(screen.getByRole('radio', { name: 'Scale (2)' })).toBeChecked();
    // "cheap" is no budget tier: left out rather than refused by the API.
    expect(Object.fromEntries(queriesTo('/tool-items')[0] ?? [])).toEqual({
      type: 'scale',
      sort: 'name',
      page: '1',
      pageSize: '24',
    });
  });

  it('shows a table on wide screens', async () => {
    vi.stubGlobal(
      'matchMedia',
      matchMediaStub((query) => query.includes('min-width')),
    );
    mockApi({ ...equipmentReference, 'GET /equipment-items': () => ok(page([tent, light])) });
    renderApp('/catalogue/equipment');
    const table = await screen.findByRole('table', { name: 'Equipment' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    const cells = within(rows[1] as HTMLElement);
    expect(cells.getByRole('rowheader').textContent).toBe('Dark Room 60Secret Jardin');
    expect(cells.getByText('60 × 60 × 160 cm')).toBeInTheDocument();
    expect(cells.getByText('€119.90')).toBeInTheDocument();
    expect(screen.queryByRole('article')).toBeNull();
  });
});
