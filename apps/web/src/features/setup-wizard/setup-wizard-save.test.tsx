import { storageKeys } from '@maryjane/contract/constants';
import type { WizardImportResult } from '@maryjane/contract/setup-wizard';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fail, mockApi, ok, sampleUser, okWithLegal } from '../../test/api-mock';
import { field, findSnackbar } from '../../test/fields';
import { expectLinks } from '../../test/navigation';
import { pathOf, renderApp } from '../../test/render-app';
import { localToday } from '../../shared/ui/dates';
import { WIZARD_STORAGE_KEY } from './state/wizard-storage';
import {
  aFinishedWizard,
  finishedWizardImport,
  store,
  stepHeading,
  stored,
  uuid,
} from './test-data';
import { preloadAllSteps } from './wizard-step';

// Each step is its own chunk: loaded once here, so every test goes from step to step at once.
beforeAll(() => preloadAllSteps());

/** A signed-in grower's API whose import succeeds; `result` holds the ids it answers with. */
function mockImport() {
  const result: WizardImportResult = {
    lines: 4,
    environments: 1,
    growCycles: 1,
    environmentIds: [uuid()],
    growCycleIds: [uuid()],
  };
  const api = mockApi({
    'GET /user': () => ok(sampleUser),
    'POST /setup-wizard/import': () => okWithLegal(result),
  });
  return { api, result };
}

describe('setup wizard, visitor at the end', { timeout: 30_000 }, () => {
  it('lets a visitor finish without an account after a warning, and forgets everything', async () => {
    const user = userEvent.setup();
    mockApi({});
    const wizard = aFinishedWizard();
    const today = localToday();
    // started today: 3 + 21 + 53 days (7–8 flowering weeks), as the grow cycle will plan it
    store({ ...wizard, cycles: wizard.cycles.map((cycle) => ({ ...cycle, startDate: today })) });
    renderApp('/setup-wizard');
    await stepHeading('Your setup');
    // 79.99 + 2 × 99.99 + 3 × 8.50; the own scissors have no price.
    expect(screen.getByText('Total cost: €305.47')).toBeInTheDocument();
    expect(
      screen.getByText(/Northern Lights Auto grow: the harvest is about 11 weeks from the start/),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Finish without an account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Finish without an account?' });
    expect(dialog).toHaveTextContent(/everything you entered in the wizard is lost/);
    await user.click(within(dialog).getByRole('button', { name: 'Go back' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(stored()).not.toBeNull();

    await user.click(screen.getByRole('button', { name: 'Finish without an account' }));
    await user.click(await screen.findByRole('button', { name: 'Finish and discard' }));
    await stepHeading('All done');
    expect(screen.getByRole('link', { name: 'Strain finder' })).toHaveAttribute(
      'href',
      '/catalogue/strains',
    );
    expect(screen.getByRole('link', { name: 'Guide: planning your grow' })).toBeInTheDocument();
    expect(localStorage.getItem(WIZARD_STORAGE_KEY)).toBeNull();
  });

  it('saves after the visitor registers: remembers the wizard and posts on return', async () => {
    const user = userEvent.setup();
    const { api } = mockImport();
    store(aFinishedWizard());
    const visit = renderApp('/setup-wizard');
    await stepHeading('Your setup');
    await user.click(screen.getByRole('button', { name: 'Create an account to save' }));
    await waitFor(() => expect(pathOf(visit.router)).toBe('/register'));
    expect(localStorage.getItem(storageKeys.redirectTo)).toBe('/setup-wizard');
    expect(stored()?.pendingSave).toBe(true);
    visit.unmount();

    // Registered: the register page sends the grower back here.
    localStorage.setItem(storageKeys.authToken, 'token-abc');
    renderApp('/setup-wizard');
    await stepHeading('Your setup is saved');
    // One environment, not "1 environments" (issue 30).
    expect(
      screen.getByText('Added to your account: 4 inventory lines, 1 environment and 1 grow cycle.'),
    ).toBeInTheDocument();
    expect(api.callsTo('POST /setup-wizard/import')).toHaveLength(1);
    expect(api.callsTo('POST /setup-wizard/import')[0]?.headers.get('Authorization')).toBe(
      'Bearer token-abc',
    );
    expect(localStorage.getItem(WIZARD_STORAGE_KEY)).toBeNull();
  });
});

describe('setup wizard, signed in', { timeout: 30_000 }, () => {
  beforeEach(() => {
    localStorage.setItem(storageKeys.authToken, 'token-abc');
  });

  it('posts exactly what was chosen, then clears the wizard and links to the results', async () => {
    const user = userEvent.setup();
    const { api, result } = mockImport();
    const wizard = aFinishedWizard({
      location: { countryId: 'DE', stateId: 'DE-BE', cityId: 'DE-BE:Berlin' },
    });
    store(wizard);
    renderApp('/setup-wizard');
    await stepHeading('Your setup');
    expect(screen.getByText(/Nothing you already have is changed or deleted/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create an account to save' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Save to my account' }));
    await stepHeading('Your setup is saved');
    expect(api.callsTo('POST /setup-wizard/import')[0]?.body).toEqual(
      finishedWizardImport(wizard, {
        locationCountryId: 'DE',
        locationStateId: 'DE-BE',
        locationCityId: 'DE-BE:Berlin',
      }),
    );
    await findSnackbar('Your setup was saved to your account', 'success');
    expectLinks(screen, {
      'Your first grow cycle': `/my/grow-cycles/${result.growCycleIds[0]}`,
      'Your environments': '/my/environments',
      'Your equipment': '/my/inventory/equipment',
    });
    expect(localStorage.getItem(WIZARD_STORAGE_KEY)).toBeNull();
  });

  it('takes the grower to the environment whose name is taken; nothing is lost', async () => {
    const user = userEvent.setup();
    let answer = () =>
      fail(422, 'validation_failed', 'Invalid', [
        {
          field: 'environments.0.name',
          code: 'nameTaken',
          message: 'You already have one with this name',
        },
      ]);
    const api = mockApi({
      'GET /user': () => ok(sampleUser),
      'POST /setup-wizard/import': () => answer(),
    });
    store(aFinishedWizard());
    renderApp('/setup-wizard');
    await stepHeading('Your setup');
    await user.click(screen.getByRole('button', { name: 'Save to my account' }));

    await stepHeading('Where your plants grow');
    expect(screen.getByText('Nothing was saved')).toBeInTheDocument();
    expect(field('Name')).toHaveAccessibleDescription('You already have one with this name');
    expect(stored()?.environments).toHaveLength(1);

    await user.clear(field('Name'));
    await user.type(field('Name'), 'Attic tent');
    expect(field('Name')).not.toHaveAccessibleDescription('You already have one with this name');
    expect(screen.queryByText('Nothing was saved')).toBeNull();

    answer = () =>
      okWithLegal({
        lines: 4,
        environments: 1,
        growCycles: 1,
        environmentIds: [uuid()],
        growCycleIds: [uuid()],
      });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await stepHeading('Your first grow cycles');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await stepHeading('Your setup');
    await user.click(screen.getByRole('button', { name: 'Save to my account' }));
    await stepHeading('Your setup is saved');
    const bodies = api.callsTo('POST /setup-wizard/import').map((call) => call.body);
    expect(bodies).toHaveLength(2);
    expect(bodies[1]).toMatchObject({ environments: [{ name: 'Attic tent' }] });
  });
});
