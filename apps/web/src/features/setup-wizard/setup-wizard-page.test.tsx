import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { computeSchedule } from '@maryjane/contract/schedule';
import { beforeAll, describe, expect, it } from 'vitest';
import { localToday } from '../../shared/ui/dates';
import { mockApi, ok } from '../../test/api-mock';
import { field } from '../../test/fields';
import { findPageHeading, renderApp } from '../../test/render-app';
import {
  aFinishedWizard,
  anItem,
  aShoppingList,
  aStrain,
  page,
  queryOf,
  store,
  stepHeading,
  stored,
} from './test-data';
import { preloadAllSteps } from './wizard-step';

// Each step is its own chunk: loaded once here, so every test goes from step to step at once.
beforeAll(() => preloadAllSteps());

const tent = anItem({
  type: 'tent',
  category: 'housing',
  name: 'Grow Tent 80x80x160',
  price: 79.99,
  specs: { widthCm: 80, depthCm: 80, heightCm: 160 },
});
const light = anItem({ name: 'LED panel 150 W', price: 99.99 });
const cheapLight = anItem({ name: 'LED panel 100 W', price: 49.99, budget: 'budget' });
const equipmentByBudget: Record<string, (typeof tent)[]> = {
  budget: [cheapLight],
  balanced: [tent, light],
  premium: [anItem({ name: 'Quantum board 300 W', price: 299 })],
};

function listHandler(kind: 'equipment' | 'supplies' | 'tools', prefix: string) {
  return () => {
    const query = queryOf(`/${prefix}-shopping-lists`);
    const budget = (query.get('budget') ?? 'budget') as 'budget' | 'balanced' | 'premium';
    const items = kind === 'equipment' ? (equipmentByBudget[budget] ?? []) : [];
    return ok(
      aShoppingList(kind, items, {
        budget,
        where: (query.get('where') ?? 'indoor') as 'indoor',
        numberOfPlants: Number(query.get('numberOfPlants')),
      }),
    );
  };
}

const catalogueApi = {
  'GET /equipment-items/number-of-plants': () => ok([1, 3, 6]),
  'GET /equipment-shopping-lists': listHandler('equipment', 'equipment'),
  'GET /supply-shopping-lists': listHandler('supplies', 'supply'),
  'GET /tool-shopping-lists': listHandler('tools', 'tool'),
  'GET /strains': () => ok(page([aStrain()])),
};

describe('setup wizard', { timeout: 30_000 }, () => {
  it('takes a visitor through the steps, pre-fills the equipment and survives a reload', async () => {
    const user = userEvent.setup();
    const api = mockApi(catalogueApi);
    const view = renderApp('/setup-wizard');
    await findPageHeading('Setup wizard');
    await stepHeading('How much growing experience do you have?');
    const next = screen.getByRole('button', { name: 'Next' });
    expect(next).toBeDisabled();
    expect(next).toHaveAccessibleDescription('Choose your experience to go on.');

    await user.click(screen.getByRole('radio', { name: /^First timer/ }));
    await user.click(next);
    await stepHeading('Where will you grow?');
    // A first timer sees the tips, with the law in Germany and a guide on it.
    expect(screen.getByText(/KCanG/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Guide: what the law allows' })).toHaveAttribute(
      'href',
      '/guides/setting-up/legal',
    );
    expect(next).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: /^Indoor/ }));
    const plants = await screen.findByRole('radiogroup', { name: 'How many plants?' });
    await user.click(within(plants).getByRole('radio', { name: '3' }));
    expect(plants).toHaveAccessibleDescription(
      'The shopping lists suggest what you need for 3 plants.',
    );
    await user.click(next);
    await stepHeading('Where are you? (optional)');
    await user.click(next);
    await stepHeading('What is your budget?');
    // Nothing is fetched for the lists before the budget is known.
    expect(api.callsTo('GET /equipment-shopping-lists')).toHaveLength(0);
    await user.click(screen.getByRole('radio', { name: /^Balanced/ }));
    await user.click(next);

    await stepHeading('Your equipment');
    expect(await screen.findByText('Grow Tent 80x80x160')).toBeInTheDocument();
    expect(screen.getByText('LED panel 150 W')).toBeInTheDocument();
    expect(Object.fromEntries(queryOf('/equipment-shopping-lists'))).toEqual({
      budget: 'balanced',
      where: 'indoor',
      numberOfPlants: '3',
    });
    expect(screen.getByText('Subtotal: €179.98')).toBeInTheDocument();
    const quantity = screen.getByRole('textbox', { name: 'Quantity of LED panel 150 W' });
    await user.clear(quantity);
    await user.type(quantity, '2');
    await user.click(screen.getByRole('button', { name: 'Remove Grow Tent 80x80x160' }));
    await waitFor(() => expect(stored()?.lines.map((line) => line.quantity)).toEqual([2]));
    expect(stored()?.step).toBe('equipment');

    // A reload: the same step, the same choices, and the list is not asked for again.
    view.unmount();
    renderApp('/setup-wizard');
    await stepHeading('Your equipment');
    expect(screen.getByRole('button', { name: /Equipment$/ })).toHaveAttribute(
      'aria-current',
      'step',
    );
    expect(screen.queryByText('Grow Tent 80x80x160')).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Quantity of LED panel 150 W' })).toHaveValue('2');
    expect(api.callsTo('GET /equipment-shopping-lists')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await stepHeading('What is your budget?');
    expect(screen.getByRole('radio', { name: /^Balanced/ })).toHaveAttribute(
      'aria-checked',
      'true',
    );
  });

  it('suggests strains, then proposes an environment and a grow cycle from the choices', async () => {
    const user = userEvent.setup();
    // The catalogue says 9 weeks; the schedule, as a grow cycle will plan it, 3 + 21 + 46 days.
    const strain = aStrain({
      name: 'Quick One',
      growWeeks: 9,
      floweringWeeksMin: 6,
      floweringWeeksMax: 7,
      price1: 6,
    });
    const api = mockApi({ ...catalogueApi, 'GET /strains': () => ok(page([strain])) });
    const wizard = aFinishedWizard();
    store({
      ...wizard,
      step: 'equipment',
      reached: 4,
      lines: wizard.lines.filter((line) => line.kind === 'equipment'),
      environments: null,
      cycles: [],
      proposedSeedRefs: [],
    });
    renderApp('/setup-wizard');
    await stepHeading('Your equipment');
    await user.click(screen.getByRole('button', { name: 'Next' }));

    await stepHeading('Your seeds');
    // First timers get feminized autoflowers, the quickest first.
    const card = within(await screen.findByRole('article', { name: 'Quick One' }));
    expect(Object.fromEntries(queryOf('/strains'))).toMatchObject({
      floweringType: 'autoflowering',
      seedType: 'feminized',
      sort: 'growWeeks',
    });
    expect(card.getByText('Autoflower')).toBeInTheDocument();
    expect(card.getByText('About 10 weeks from seed to harvest')).toBeInTheDocument();
    expect(card.getByText('THC: high')).toBeInTheDocument();
    expect(card.getByText('€6.00 per seed')).toBeInTheDocument();
    await user.click(card.getByRole('button', { name: 'Choose Quick One' }));
    // As many seeds as plants.
    expect(screen.getByRole('textbox', { name: 'Quantity of Quick One' })).toHaveValue('3');
    expect(card.getByRole('button', { name: 'Quick One is chosen' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await stepHeading('Your supplies');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await stepHeading('Your tools');
    await user.click(screen.getByRole('button', { name: 'Next' }));

    await stepHeading('Where your plants grow');
    expect(field('Name')).toHaveValue('Grow tent');
    expect(field('Location')).toHaveValue('Indoors');
    expect(field('Width (cm)')).toHaveValue('80');
    expect(screen.getByText('1 × Grow Tent 80x80x160')).toBeInTheDocument();
    expect(screen.getByText('2 × LED panel 150 W')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));

    await stepHeading('Your first grow cycles');
    expect(field('Name')).toHaveValue('Quick One grow');
    expect(field('Number of plants')).toHaveValue('3');
    // the day a grow cycle of this strain started today would give
    const harvest = computeSchedule(
      {
        startDate: localToday(),
        floweringType: 'autoflowering',
        floweringWeeksMin: 6,
        floweringWeeksMax: 7,
        growMedium: 'soil',
        phase: 'germinate',
        reached: {},
      },
      localToday(),
    ).harvest.typical;
    const harvestText = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeZone: 'UTC' });
    expect(
      screen.getByText(
        `Harvest expected about 10 weeks from the start, around ${harvestText.format(new Date(`${harvest}T00:00:00Z`))}.`,
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));

    await stepHeading('Your setup');
    expect(screen.getByText('3 × Quick One: €18.00')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Log in to save' })).toBeEnabled();
    expect(api.callsTo('POST /setup-wizard/import')).toHaveLength(0);
  });

  it('asks before replacing chosen items when the budget changes', async () => {
    const user = userEvent.setup();
    const api = mockApi(catalogueApi);
    store(aFinishedWizard({ step: 'budget' }));
    renderApp('/setup-wizard');
    await stepHeading('What is your budget?');

    await user.click(screen.getByRole('radio', { name: /^Premium/ }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    let dialog = await screen.findByRole('dialog', {
      name: 'Replace your chosen items with the shopping list?',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Keep my items' }));
    await stepHeading('Your equipment');
    expect(screen.getByText('Grow Tent 80x80x160')).toBeInTheDocument();
    expect(api.callsTo('GET /equipment-shopping-lists')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Back' }));
    await stepHeading('What is your budget?');
    await user.click(screen.getByRole('radio', { name: /^Budget/ }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    dialog = await screen.findByRole('dialog', {
      name: 'Replace your chosen items with the shopping list?',
    });
    expect(api.callsTo('GET /equipment-shopping-lists')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Replace with the list' }));
    await stepHeading('Your equipment');
    expect(await screen.findByText('LED panel 100 W')).toBeInTheDocument();
    expect(screen.queryByText('Grow Tent 80x80x160')).toBeNull();
    expect(queryOf('/equipment-shopping-lists').get('budget')).toBe('budget');
    // The environment holds the new equipment; the own tool was replaced by the (empty) list.
    await waitFor(() =>
      expect(stored()?.environments?.[0]?.equipmentRefs).toEqual(
        stored()
          ?.lines.filter((line) => line.kind === 'equipment')
          .map((line) => line.ref),
      ),
    );
    expect(stored()?.lines.map((line) => line.name)).toEqual([
      'Northern Lights Auto',
      'LED panel 100 W',
    ]);
  });
});

describe('help by experience', { timeout: 20_000 }, () => {
  it('folds the tips away for hobby growers and leaves them out for experts', async () => {
    const user = userEvent.setup();
    mockApi(catalogueApi);
    store(aFinishedWizard({ step: 'supplies', experience: 'hobbyist' }));
    const view = renderApp('/setup-wizard');
    await stepHeading('Your supplies');
    const toggle = screen.getByRole('button', { name: 'Tips for this step' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText(/Why pH matters/)).toBeNull();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(/Why pH matters/)).toBeVisible();
    view.unmount();

    store(aFinishedWizard({ step: 'supplies', experience: 'expert' }));
    renderApp('/setup-wizard');
    await stepHeading('Your supplies');
    expect(screen.queryByRole('button', { name: 'Tips for this step' })).toBeNull();
    expect(screen.queryByText(/Why pH matters/)).toBeNull();
  });
});
