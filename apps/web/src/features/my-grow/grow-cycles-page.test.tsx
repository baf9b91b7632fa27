import { storageKeys } from '@maryjane/contract/constants';
import { addDays } from '@maryjane/contract/dates';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../shared/i18n';
import { json, mockApi, ok, queriesTo } from '../../test/api-mock';
import { field, findSnackbar } from '../../test/fields';
import { anEnvironment } from '../../test/fixtures';
import { expectLinks } from '../../test/navigation';
import { findPageHeading, renderApp } from '../../test/render-app';
import { aCycle, aLegalCheck, anInventoryLine, page } from './test-data';
import { localToday } from '../../shared/ui/dates';

beforeEach(() => {
  localStorage.setItem(storageKeys.authToken, 'token-abc');
});

const cycles = [
  aCycle({
    name: 'Solo',
    numberOfPlants: 1,
    phase: 'vegetative',
    reached: { vegetative: '2026-03-04' },
  }),
  aCycle({ name: 'Trio', numberOfPlants: 3 }),
  aCycle({ name: 'Empty', numberOfPlants: 0 }),
];

const plantsOf = async (name: string) => {
  const card = within(await screen.findByRole('article', { name }));
  return card.getByText('Plants').nextElementSibling?.textContent;
};

describe('grow cycles', { timeout: 20_000 }, () => {
  it('counts plants in words, in English and German', async () => {
    mockApi({ 'GET /grow-cycles': () => ok(cycles), 'GET /legal-check': () => ok(aLegalCheck()) });
    const view = renderApp('/my/grow-cycles');
    await findPageHeading('My grow cycles');
    expect(await plantsOf('Solo')).toBe('1 plant');
    expect(await plantsOf('Trio')).toBe('3 plants');
    expect(await plantsOf('Empty')).toBe('No plants');
    const solo = within(screen.getByRole('article', { name: 'Solo' }));
    expect(solo.getByText('Vegetative')).toBeInTheDocument();
    expect(solo.getByRole('link', { name: 'Solo' })).toHaveAttribute(
      'href',
      `/my/grow-cycles/${cycles[0]?.id}`,
    );
    expect(
      solo.getByRole('progressbar', { name: 'Progress of Solo to harvest' }),
    ).toBeInTheDocument();
    // No warning while the household is within the limit.
    expect(screen.queryByText(/each adult may grow/)).toBeNull();
    view.unmount();

    await changeLanguage('de');
    renderApp('/my/grow-cycles');
    await findPageHeading('Meine Grow-Zyklen');
    const einzeln = within(await screen.findByRole('article', { name: 'Solo' }));
    expect(einzeln.getByText('Pflanzen').nextElementSibling?.textContent).toBe('1 Pflanze');
    expect(einzeln.getByText('Wachstumsphase')).toBeInTheDocument();
    const drei = within(screen.getByRole('article', { name: 'Trio' }));
    expect(drei.getByText('Pflanzen').nextElementSibling?.textContent).toBe('3 Pflanzen');
    const leer = within(screen.getByRole('article', { name: 'Empty' }));
    expect(leer.getByText('Pflanzen').nextElementSibling?.textContent).toBe('Keine Pflanzen');
  });

  it('warns, without blocking, when the household has more plants than the law allows', async () => {
    mockApi({
      'GET /grow-cycles': () => ok(cycles),
      'GET /legal-check': () => ok(aLegalCheck({ adults: 2, limit: 6, plants: 7, exceeded: true })),
    });
    renderApp('/my/grow-cycles');
    const warning = within(
      (await screen.findByText(/each adult may grow/)).closest('[role="alert"]') as HTMLElement,
    );
    expect(warning.getByRole('status')).toHaveTextContent(
      '7 plants growing; 6 are allowed for 2 adults. In Germany each adult may grow 3 plants at home at the same time (KCanG). MaryJane only warns you; it never stops you.',
    );
    expectLinks(warning, {
      'Adults in your household': '/account-settings/account',
      'Read the legal guide': '/guides/setting-up/legal/growing-at-home-in-germany',
    });
    expect(screen.getByRole('button', { name: 'Start a grow cycle' })).toBeEnabled();
  });

  it('filters by status', async () => {
    const user = userEvent.setup();
    mockApi({ 'GET /grow-cycles': () => ok([]), 'GET /legal-check': () => ok(aLegalCheck()) });
    renderApp('/my/grow-cycles');
    expect(await screen.findByRole('link', { name: 'Open the setup wizard' })).toBeInTheDocument();
    expect(queriesTo('/grow-cycles')[0]?.get('status')).toBe('all');
    await user.click(screen.getByRole('radio', { name: 'Complete' }));
    expect(await screen.findByText('No grow cycle is complete yet.')).toBeInTheDocument();
    expect(queriesTo('/grow-cycles').at(-1)?.get('status')).toBe('complete');
  });

  it('starts a cycle from seeds in the inventory and warns when it would pass the limit', async () => {
    const user = userEvent.setup();
    const seeds = anInventoryLine('seeds', { quantity: 5 });
    const tent = anEnvironment({ name: 'Attic tent' });
    const started = aCycle({ name: 'Spring grow' });
    const api = mockApi({
      'GET /grow-cycles': () => ok([]),
      'GET /legal-check': () => ok(aLegalCheck({ plants: 2, limit: 3 })),
      'GET /inventory/seeds': () => ok(page([seeds])),
      'GET /environments': () => ok([tent]),
      'POST /grow-cycles': () =>
        json(201, { data: started, legal: aLegalCheck({ plants: 4, exceeded: true }) }),
    });
    renderApp('/my/grow-cycles');
    await user.click(await screen.findByRole('button', { name: 'Start a grow cycle' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Start a grow cycle' }));
    expect(field('Start date')).toHaveAttribute('placeholder', 'mm/dd/yyyy');
    await user.click(dialog.getByRole('button', { name: 'Start a grow cycle' }));
    expect(field('Name')).toHaveAccessibleDescription('Name is required!');
    expect(field('Seeds')).toHaveAccessibleDescription('This field is required');
    expect(field('Grow medium')).toHaveAccessibleDescription('This field is required');

    await user.type(field('Name'), 'Spring grow');
    await user.click(field('Seeds'));
    await user.click(
      await screen.findByRole('option', { name: 'Northern Lights (Sensi Seeds), 5 seeds' }),
    );
    await user.click(field('Grow medium'));
    await user.click(await screen.findByRole('option', { name: 'Coco' }));
    await user.clear(field('Number of plants'));
    await user.type(field('Number of plants'), '100');
    await user.tab();
    expect(field('Number of plants')).toHaveAccessibleDescription('Enter a number from 1 to 99');
    await user.clear(field('Number of plants'));
    await user.type(field('Number of plants'), '2');
    // 2 living plants already + 2 new > 3: a warning, and the button still works.
    expect(await dialog.findByText(/4 plants planned; 3 are allowed for 1 adult\./)).toBeVisible();
    await user.click(field('Environment'));
    await user.click(await screen.findByRole('option', { name: 'Attic tent' }));
    await user.click(dialog.getByRole('button', { name: 'Start a grow cycle' }));

    // Saved over the limit: the confirmation warns with the count after the write.
    await findSnackbar(
      'Spring grow has started. 4 plants growing; 3 are allowed for 1 adult.',
      'warning',
    );
    expect(api.callsTo('POST /grow-cycles')[0]?.body).toEqual({
      name: 'Spring grow',
      seedId: seeds.id,
      growMedium: 'coco',
      numberOfPlants: 2,
      startDate: localToday(),
      environmentId: tent.id,
      lightHoursVegetative: null,
      lightHoursFlowering: null,
      notes: null,
    });
  });

  it('asks for the past phase changes right after a back-dated cycle is started', async () => {
    const user = userEvent.setup();
    const seeds = anInventoryLine('seeds', { quantity: 5 });
    const start = addDays(localToday(), -60);
    const started = aCycle({ name: 'Old grow', startDate: start });
    mockApi({
      'GET /grow-cycles': () => ok([]),
      'GET /legal-check': () => ok(aLegalCheck({ plants: 0 })),
      'GET /inventory/seeds': () => ok(page([seeds])),
      'GET /environments': () => ok([]),
      'POST /grow-cycles': () => json(201, { data: started, legal: aLegalCheck({ plants: 1 }) }),
      [`GET /grow-cycles/${started.id}`]: () => ok(started),
      'GET /plants': () => ok([]),
      [`GET /grow-cycles/${started.id}/journal`]: () => ok([]),
    });
    renderApp('/my/grow-cycles');
    await user.click(await screen.findByRole('button', { name: 'Start a grow cycle' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Start a grow cycle' }));
    await user.type(field('Name'), 'Old grow');
    await user.click(field('Seeds'));
    await user.click(
      await screen.findByRole('option', { name: 'Northern Lights (Sensi Seeds), 5 seeds' }),
    );
    await user.click(field('Grow medium'));
    await user.click(await screen.findByRole('option', { name: 'Soil' }));
    await user.clear(field('Start date'));
    await user.type(
      field('Start date'),
      `${start.slice(5, 7)}/${start.slice(8)}/${start.slice(0, 4)}`,
    );
    await user.click(dialog.getByRole('button', { name: 'Start a grow cycle' }));

    await findPageHeading('Old grow');
    const past = within(await screen.findByRole('dialog', { name: 'Enter past phase changes' }));
    expect(past.getByText(/If it has moved on since/)).toBeInTheDocument();
    expect(field('Vegetative began on')).toHaveValue('');
  });

  it('explains where seeds come from when there are none', async () => {
    const user = userEvent.setup();
    mockApi({
      'GET /grow-cycles': () => ok([]),
      'GET /legal-check': () => ok(aLegalCheck()),
      'GET /inventory/seeds': () => ok(page([])),
      'GET /environments': () => ok([]),
    });
    renderApp('/my/grow-cycles');
    await user.click(await screen.findByRole('button', { name: 'Start a grow cycle' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(await dialog.findByText('No seeds in your inventory')).toBeInTheDocument();
    expect(dialog.getByRole('link', { name: 'Add seeds to your inventory' })).toHaveAttribute(
      'href',
      '/my/inventory/seeds',
    );
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
