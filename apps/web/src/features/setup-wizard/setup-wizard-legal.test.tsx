import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { storageKeys } from '@maryjane/contract/constants';
import { mockApi, ok, okWithLegal, sampleUser } from '../../test/api-mock';
import { field } from '../../test/fields';
import { renderApp } from '../../test/render-app';
import { aFinishedWizard, aLine, aStrain, page, store, stepHeading, stored } from './test-data';
import { preloadAllSteps } from './wizard-step';

// The legal plant limit in the wizard: asked on its own, counted live before anything is saved,
// and never passed by what the wizard proposes.

beforeAll(() => preloadAllSteps());

const secondStrain = aLine({
  ref: 'line-7',
  kind: 'seeds',
  name: 'Amnesia Auto',
  brand: 'Sensi Seeds',
  type: 'autoflowering',
  unitPrice: 7,
  quantity: 1,
  growWeeks: 11,
});

/** A German grower, alone, with two strains, on the environments step: no cycle proposed yet. */
function twoStrainsNoCycles() {
  const wizard = aFinishedWizard({ growsInGermany: true, adults: 1 });
  return {
    ...wizard,
    step: 'environments' as const,
    reached: 8,
    lines: [...wizard.lines, secondStrain],
    cycles: [],
    proposedSeedRefs: [],
    serial: 8,
  };
}

describe('setup wizard and the legal plant limit', { timeout: 30_000 }, () => {
  it('shares the plants wanted among the strains and counts the plan live on the cycles step', async () => {
    const user = userEvent.setup();
    mockApi({});
    store(twoStrainsNoCycles());
    renderApp('/setup-wizard');
    // The first render of a file waits for the app's code: longer than a step's heading.
    await screen.findByRole(
      'heading',
      { level: 2, name: 'Where your plants grow' },
      { timeout: 10_000 },
    );
    await user.click(screen.getByRole('button', { name: 'Next' }));

    await stepHeading('Your first grow cycles');
    // 3 plants wanted, shared by the two strains: the defaults stay within the allowance.
    const plants = () =>
      screen
        .getAllByRole('textbox', { name: /Number of plants/ })
        .map((input) => (input as HTMLInputElement).value);
    expect(plants()).toEqual(['2', '1']);
    expect(screen.getByText(/3 plants planned; 3 are allowed for 1 adult\./)).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();

    // A cycle the grower adds gets a plant (a cycle needs one), and the count says it is too many.
    await user.click(screen.getByRole('button', { name: 'Add a grow cycle' }));
    expect(plants()).toEqual(['2', '1', '1']);
    const warning = await screen.findByRole('alert');
    expect(
      within(warning).getByText(/4 plants planned; 3 are allowed for 1 adult\./),
    ).toBeVisible();
    expect(within(warning).getByRole('link', { name: 'Read the legal guide' })).toHaveAttribute(
      'href',
      '/guides/setting-up/legal/growing-at-home-in-germany',
    );

    // Fewer plants in the first cycle: within the allowance, the count stays, the warning goes.
    const first = screen.getAllByRole('textbox', { name: /Number of plants/ })[0] as HTMLElement;
    await user.clear(first);
    await user.type(first, '1');
    expect(await screen.findByText(/3 plants planned; 3 are allowed for 1 adult\./)).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
    // Warned, never blocked.
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
  });

  it('asks whether the grower grows in Germany and the adults, next to the plants', async () => {
    const user = userEvent.setup();
    mockApi({ 'GET /equipment-items/number-of-plants': () => ok([1, 3, 6]) });
    store({ ...aFinishedWizard(), step: 'where', reached: 10, plants: 6, listSize: 6 });
    renderApp('/setup-wizard');
    await stepHeading('Where will you grow?');
    // Not answered and no location: no limit known yet.
    expect(screen.queryByText(/planned;/)).toBeNull();

    await user.click(screen.getByRole('radio', { name: 'Yes' }));
    expect(await screen.findByText(/6 plants planned; 3 are allowed for 1 adult\./)).toBeVisible();
    await user.clear(field('Adults in your household'));
    await user.type(field('Adults in your household'), '2');
    expect(await screen.findByText(/6 plants planned; 6 are allowed for 2 adults\./)).toBeVisible();
    expect(stored()).toMatchObject({ growsInGermany: true, adults: 2 });

    await user.click(screen.getByRole('radio', { name: 'No' }));
    expect(screen.queryByText(/planned;/)).toBeNull();
  });

  it('counts the plan on the seeds step, and a new strain’s seeds stay within the allowance', async () => {
    const user = userEvent.setup();
    mockApi({ 'GET /strains': () => ok(page([aStrain({ name: 'Quick One' })])) });
    const wizard = aFinishedWizard({ growsInGermany: true });
    store({ ...wizard, step: 'seeds', reached: 10, cycles: [], proposedSeedRefs: [] });
    renderApp('/setup-wizard');
    await stepHeading('Your seeds');
    expect(screen.getByText(/3 plants planned; 3 are allowed for 1 adult\./)).toBeVisible();

    await user.click(await screen.findByRole('button', { name: 'Choose Quick One' }));
    expect(screen.getByRole('textbox', { name: 'Quantity of Quick One' })).toHaveValue('1');
    // The two strains share the 3 plants wanted: still within the allowance.
    expect(await screen.findByText(/3 plants planned; 3 are allowed for 1 adult\./)).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('adds a signed-in grower’s growing plants and sends the household’s answers', async () => {
    const user = userEvent.setup();
    localStorage.setItem(storageKeys.authToken, 'token-abc');
    const api = mockApi({
      'GET /user': () => ok(sampleUser),
      'GET /legal-check': () =>
        ok({ applies: false, country: null, adults: 1, limit: null, plants: 2, exceeded: false }),
      'POST /setup-wizard/import': () =>
        okWithLegal(
          { lines: 4, environments: 1, growCycles: 1, environmentIds: [], growCycleIds: [] },
          { applies: true, country: 'DE', adults: 1, limit: 3, plants: 5, exceeded: true },
        ),
    });
    store(aFinishedWizard({ growsInGermany: true, adults: 1 }));
    renderApp('/setup-wizard');
    await stepHeading('Your setup');
    // 2 growing already + the wizard's 3.
    expect(await screen.findByText(/5 plants planned; 3 are allowed for 1 adult\./)).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Save to my account' }));
    await stepHeading('Your setup is saved');
    expect(api.callsTo('POST /setup-wizard/import')[0]?.body).toMatchObject({
      household: { adultsInHousehold: 1, growsInGermany: true },
    });
    // Saved over the limit: the done screen says so with the count the server made.
    const warning = screen.getByRole('alert');
    expect(
      within(warning).getByText(/5 plants growing; 3 are allowed for 1 adult\./),
    ).toBeVisible();
  });
});
