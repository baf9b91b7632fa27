import { storageKeys } from '@maryjane/contract/constants';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../shared/i18n';
import { lastQueryTo, mockApi, ok, queriesTo } from '../../test/api-mock';
import { matchMediaStub } from '../../test/media';
import { aLine, openPage, page, signedIn, totals, uuid } from './test-data';

beforeEach(() => {
  localStorage.setItem(storageKeys.authToken, 'token-abc');
});

const tent = aLine();
const pots = aLine({
  item: { id: uuid(), name: 'Fabric pot 11 L', type: 'pot', brand: null, custom: true },
  purchaseDate: null,
  storageLocation: null,
  quantity: 2,
  price: 20,
  retailer: null,
});

describe('inventory list', { timeout: 15_000 }, () => {
  it('lists the entries with translated types, prices, dates and the totals', async () => {
    mockApi({
      ...signedIn,
      'GET /inventory/equipment': () => ok(page([tent, pots])),
      'GET /inventory/totals': () => ok(totals('equipment', 2, 3, 139.9, 160.4)),
    });
    await openPage('/my/inventory/equipment');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('My equipment');
    await waitFor(() => expect(document.title).toBe('My equipment · MaryJane'));

    const table = await screen.findByRole('table', { name: 'My equipment' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    const first = within(rows[1] as HTMLElement);
    expect(first.getByRole('rowheader').textContent).toBe('Dark Room 60Secret Jardin');
    expect(first.getByText('Grow tent')).toBeInTheDocument();
    expect(first.getByText('€119.90')).toBeInTheDocument();
    expect(first.getByText('May 1, 2026')).toBeInTheDocument();
    expect(first.getByText('Basement')).toBeInTheDocument();
    expect(first.getByText('Growshop Berlin')).toBeInTheDocument();
    const second = within(rows[2] as HTMLElement);
    expect(second.getByRole('rowheader')).toHaveTextContent('Fabric pot 11 LCustom');
    expect(second.getByText('Pot')).toBeInTheDocument();
    expect(second.getByRole('button', { name: 'Edit Fabric pot 11 L' })).toBeInTheDocument();
    expect(second.getByRole('button', { name: 'Delete Fabric pot 11 L' })).toBeInTheDocument();

    const sums = within(screen.getByRole('region', { name: 'Totals' }));
    expect(sums.getByText('2 (3 pcs.)')).toBeInTheDocument();
    expect(sums.getByText('€139.90')).toBeInTheDocument();
    expect(sums.getByText('€160.40')).toBeInTheDocument();
    expect(screen.getByText('2 entries')).toHaveAttribute('aria-live', 'polite');
    expect(Object.fromEntries(queriesTo('/inventory/equipment')[0] ?? [])).toEqual({
      sort: '-createdAt',
      page: '1',
      pageSize: '20',
    });
  });

  it('shows cards instead of a table on phones', async () => {
    vi.stubGlobal(
      'matchMedia',
      matchMediaStub((query) => query.includes('max-width: 600px')),
    );
    mockApi({
      ...signedIn,
      'GET /inventory/equipment': () => ok(page([tent, pots])),
      'GET /inventory/totals': () => ok(totals('equipment', 2, 3, 139.9)),
    });
    await openPage('/my/inventory/equipment');
    const card = within(await screen.findByRole('article', { name: 'Dark Room 60' }));
    expect(card.getByText('Grow tent')).toBeInTheDocument();
    expect(card.getByText('€119.90')).toBeInTheDocument();
    expect(card.getByText('Basement')).toBeInTheDocument();
    expect(card.getByRole('button', { name: 'Delete Dark Room 60' })).toBeInTheDocument();
    const own = within(screen.getByRole('article', { name: 'Fabric pot 11 L' }));
    expect(own.getByText('Custom')).toBeInTheDocument();
    // Only what is filled in: this one has no storage location or retailer.
    expect(own.queryByText('Storage location')).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('searches, sorts and pages through the list in the address', async () => {
    const user = userEvent.setup();
    mockApi({
      ...signedIn,
      'GET /inventory/equipment': () => ok(page([tent], 45, 1)),
      'GET /inventory/totals': () => ok(totals('equipment', 45, 50, 1000)),
    });
    const { router } = await openPage('/my/inventory/equipment?page=2');
    await screen.findByRole('table');
    expect(lastQueryTo('/inventory/equipment')?.get('page')).toBe('2');

    await user.type(screen.getByLabelText('Search this list'), 'tent');
    await waitFor(() => expect(lastQueryTo('/inventory/equipment')?.get('q')).toBe('tent'));
    expect(lastQueryTo('/inventory/equipment')?.get('page')).toBe('1');

    await user.click(screen.getByLabelText('Sort by', { selector: 'input:not([type="hidden"])' }));
    await user.click(await screen.findByRole('option', { name: 'Price paid, highest first' }));
    await waitFor(() => expect(lastQueryTo('/inventory/equipment')?.get('sort')).toBe('-price'));
    expect(router.state.location.search).toBe('?q=tent&sort=-price');

    const pages = within(screen.getByRole('navigation', { name: 'Pages of this list' }));
    await user.click(pages.getByRole('button', { name: 'Last page' }));
    await waitFor(() => expect(lastQueryTo('/inventory/equipment')?.get('page')).toBe('3'));
  });

  it('shows one type, and everything again when nothing matches', async () => {
    const user = userEvent.setup();
    mockApi({
      ...signedIn,
      // Asked for lights, the grower has none.
      'GET /inventory/equipment': () =>
        ok(lastQueryTo('/inventory/equipment')?.get('type') === 'light' ? page([]) : page([tent])),
      'GET /inventory/totals': () => ok(totals('equipment', 1, 1, 119.9)),
    });
    const { router } = await openPage('/my/inventory/equipment?q=dark');
    await screen.findByRole('table');

    const typeField = screen.getByLabelText('Type', { selector: 'input:not([type="hidden"])' });
    await user.click(typeField);
    // The catalogue's own types of this kind, in the reader's words and alphabet.
    const options = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(options).toContain('Grow tent');
    expect(options).toEqual([...options].sort((a, b) => (a ?? '').localeCompare(b ?? '', 'en')));
    await user.click(screen.getByRole('option', { name: 'Grow light' }));
    await waitFor(() => expect(lastQueryTo('/inventory/equipment')?.get('type')).toBe('light'));
    expect(router.state.location.search).toBe('?q=dark&type=light');

    expect(
      await screen.findByText('Nothing in this list matches your search or the chosen type.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show all entries' }));
    await screen.findByRole('table');
    expect(router.state.location.search).toBe('');
    expect(lastQueryTo('/inventory/equipment')?.has('type')).toBe(false);
    expect(screen.getByLabelText('Search this list')).toHaveValue('');
  });

  it('offers the flowering types as the types of seeds', async () => {
    const user = userEvent.setup();
    mockApi({
      ...signedIn,
      'GET /inventory/seeds': () => ok(page([])),
      'GET /inventory/totals': () => ok(totals('seeds', 0, 0, 0)),
    });
    await openPage('/my/inventory/seeds?type=autoflowering');
    await waitFor(() => expect(lastQueryTo('/inventory/seeds')?.get('type')).toBe('autoflowering'));
    const typeField = screen.getByLabelText('Type', { selector: 'input:not([type="hidden"])' });
    expect(typeField).toHaveValue('Autoflower');
    await user.click(typeField);
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual([
      'Autoflower',
      'Photoperiod',
    ]);
  });

  it('shows the entries in German with German prices and dates', async () => {
    localStorage.setItem(storageKeys.language, 'de');
    mockApi({
      ...signedIn,
      'GET /inventory/equipment': () => ok(page([tent])),
      'GET /inventory/totals': () => ok(totals('equipment', 1, 1, 119.9)),
    });
    await changeLanguage('de');
    await openPage('/my/inventory/equipment');
    const table = await screen.findByRole('table', { name: 'Meine Ausrüstung' });
    const row = within(within(table).getAllByRole('row')[1] as HTMLElement);
    expect(row.getByText('Zelt')).toBeInTheDocument();
    expect(row.getByText('119,90 €')).toBeInTheDocument();
    expect(row.getByText('01.05.2026')).toBeInTheDocument();
  });

  it('points an empty list to the setup wizard and the catalogue', async () => {
    mockApi({
      ...signedIn,
      'GET /inventory/seeds': () => ok(page([])),
      'GET /inventory/totals': () => ok(totals('seeds', 0, 0, 0)),
      'GET /strains': () => ok(page([])),
    });
    await openPage('/my/inventory/seeds');
    expect(await screen.findByRole('heading', { name: 'Nothing here yet' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Open the setup wizard' })).toHaveAttribute(
      'href',
      '/setup-wizard',
    );
    // Seeds have no shopping lists.
    expect(screen.queryByRole('button', { name: 'Apply a shopping list' })).toBeNull();
    const adds = screen.getAllByRole('button', { name: 'Add from catalogue' });
    await userEvent.setup().click(adds[adds.length - 1] as HTMLElement);
    expect(await screen.findByRole('dialog', { name: 'Add from the catalogue' })).toBeVisible();
    expect(screen.getByLabelText('Search strains')).toBeInTheDocument();
  });
});
