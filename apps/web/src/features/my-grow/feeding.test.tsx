import { storageKeys } from '@maryjane/contract/constants';
import { addDays } from '@maryjane/contract/dates';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../shared/i18n';
import { localToday } from '../../shared/ui/dates';
import { json, mockApi, ok } from '../../test/api-mock';
import { field, findSnackbar } from '../../test/fields';
import { renderApp } from '../../test/render-app';
import { aCycle, aJournalEntry, anInventoryLine, page } from './test-data';

// Feeding from the grower's own nutrients (issue 26): a feed entry's products with their amounts
// as they are typed, the stock warning after saving, and the feeding plan's section.

beforeAll(async () => {
  await import('./grow-cycle-detail-page');
});

beforeEach(() => {
  localStorage.setItem(storageKeys.authToken, 'token-abc');
});

const today = localToday();
const cycle = aCycle({
  name: 'Attic grow',
  phase: 'flowering',
  startDate: addDays(today, -60),
  reached: { vegetative: addDays(today, -57), flowering: addDays(today, -20) },
  lastMove: 'forward',
});
const bloom = anInventoryLine('supplies', {
  item: { id: cycle.id, name: 'Bio-Bloom 1 L', type: 'nutrients', brand: 'BioBizz', custom: false },
  stockAmount: 850,
  stockUnit: 'ml',
});
const topMax = anInventoryLine('supplies', {
  item: { id: cycle.id, name: 'Top-Max 1 L', type: 'nutrients', brand: 'BioBizz', custom: false },
  stockAmount: 2,
  stockUnit: 'ml',
});

function feedingApi(extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    [`GET /grow-cycles/${cycle.id}`]: () => ok(cycle),
    'GET /plants': () => ok([]),
    [`GET /grow-cycles/${cycle.id}/journal`]: () => ok([]),
    [`GET /grow-cycles/${cycle.id}/feeding-plan`]: () => ok({ rows: [] }),
    'GET /inventory/supplies': () => ok(page([bloom, topMax])),
    'GET /grow-cycles': () => ok([cycle]),
    ...extra,
  });
}

async function openFeedForm(user: ReturnType<typeof userEvent.setup>) {
  renderApp(`/my/grow-cycles/${cycle.id}`);
  const section = within(await screen.findByRole('region', { name: 'Journal' }));
  await user.click(await section.findByRole('button', { name: 'Add entry' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Add entry' }));
  await user.click(field('What'));
  await user.click(await screen.findByRole('option', { name: 'Feeding' }));
  return dialog;
}

async function pick(user: ReturnType<typeof userEvent.setup>, label: string, option: RegExp) {
  await user.click(field(label));
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('feeding from your own nutrients', { timeout: 30_000 }, () => {
  it('shows each product’s amount as it is typed and sends the products', async () => {
    const user = userEvent.setup();
    const entry = aJournalEntry(cycle, { kind: 'feed', date: today, amountL: 1.5, ph: null });
    const api = feedingApi({
      [`POST /grow-cycles/${cycle.id}/journal`]: () =>
        json(201, {
          data: entry,
          stock: [
            {
              itemId: topMax.id,
              name: 'Top-Max 1 L',
              needed: 1.5,
              unit: 'ml',
              left: 0,
              short: 0.5,
            },
          ],
        }),
    });
    const dialog = await openFeedForm(user);
    await user.type(field('Amount (litres)'), '1,5');
    await user.click(dialog.getByRole('button', { name: 'Add product' }));
    await pick(user, 'Product 1', /Bio-Bloom 1 L · BioBizz · 850 ml left/);
    await user.type(field('Dose per litre'), '4');
    expect(dialog.getByText('1.5 L × 4 ml/L = 6 ml')).toBeInTheDocument();

    await user.click(dialog.getByRole('button', { name: 'Add product' }));
    await pick(user, 'Product 2', /Top-Max 1 L/);
    const doses = dialog.getAllByLabelText('Dose per litre');
    await user.type(doses[1] as HTMLElement, '1');
    expect(dialog.getByText('1.5 L × 1 ml/L = 1.5 ml')).toBeInTheDocument();
    // More water: every amount follows.
    await user.clear(field('Amount (litres)'));
    await user.type(field('Amount (litres)'), '2');
    expect(dialog.getByText('2 L × 4 ml/L = 8 ml')).toBeInTheDocument();
    expect(dialog.getByText('2 L × 1 ml/L = 2 ml')).toBeInTheDocument();

    await user.click(dialog.getByRole('button', { name: 'Add entry' }));
    await findSnackbar('Check your stock: Top-Max 1 L ran out (0.5 ml missing).', 'warning');
    expect(api.callsTo(`POST /grow-cycles/${cycle.id}/journal`)[0]?.body).toMatchObject({
      kind: 'feed',
      amountL: 2,
      feed: [
        { itemId: bloom.id, dose: 4, unit: 'ml/L' },
        { itemId: topMax.id, dose: 1, unit: 'ml/L' },
      ],
    });
  });

  it('asks for a product and a dose, and for the water, before sending', async () => {
    const user = userEvent.setup();
    const api = feedingApi();
    const dialog = await openFeedForm(user);
    await user.click(dialog.getByRole('button', { name: 'Add product' }));
    await user.click(dialog.getByRole('button', { name: 'Add entry' }));
    expect(field('Product 1')).toHaveAccessibleDescription('This field is required');
    expect(field('Amount (litres)')).toHaveAccessibleDescription('This field is required');
    expect(api.callsTo(`POST /grow-cycles/${cycle.id}/journal`)).toHaveLength(0);
  });

  it('lists a feed entry’s products and the plan’s rows, in German too', async () => {
    const entry = aJournalEntry(cycle, {
      kind: 'feed',
      amountL: 1.5,
      feed: [{ itemId: bloom.id, name: 'Bio-Bloom 1 L', dose: 4, unit: 'ml/L', amount: 6 }],
    });
    feedingApi({
      [`GET /grow-cycles/${cycle.id}/journal`]: () => ok([entry]),
      [`GET /grow-cycles/${cycle.id}/feeding-plan`]: () =>
        ok({
          rows: [
            {
              phase: 'flowering',
              week: 3,
              doses: [
                { itemId: bloom.id, name: 'Bio·Bloom', dose: 4, unit: 'ml/L' },
                { itemId: topMax.id, name: 'Top·Max', dose: 1, unit: 'ml/L' },
              ],
            },
          ],
        }),
    });
    await changeLanguage('de');
    renderApp(`/my/grow-cycles/${cycle.id}`);
    const products = within(await screen.findByRole('list', { name: 'Produkte' }));
    expect(products.getByText('Bio-Bloom 1 L: 4 ml/L = 6 ml')).toBeInTheDocument();
    const plan = within(await screen.findByRole('region', { name: 'Düngeplan' }));
    expect(
      await plan.findByText('Blüte Woche 3: 4 ml/L Bio·Bloom, 1 ml/L Top·Max'),
    ).toBeInTheDocument();
    await changeLanguage('en');
  });
});
