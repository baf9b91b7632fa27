import { storageKeys } from '@maryjane/contract/constants';
import type { EnvironmentTargets } from '@maryjane/contract/sensors';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../shared/i18n';
import { fail, mockApi, ok } from '../../test/api-mock';
import { anEnvironment } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

beforeEach(() => {
  localStorage.setItem(storageKeys.authToken, 'token-abc');
});

const tent = anEnvironment({ name: 'Attic tent', activeCycles: 1 });
const bed = anEnvironment({ name: 'Garden bed', type: 'outdoorBed' });

/** The tent's answer: in flowering, its own humidity; the other phases differ, to tell them apart. */
const flowering: EnvironmentTargets = {
  environmentId: tent.id,
  phase: 'flowering',
  medium: 'soil',
  targets: {
    seedling: { air_temperature: { min: 22, max: 27, custom: false } },
    vegetative: {
      air_temperature: { min: 21.5, max: 28, custom: false },
      humidity: { min: 55, max: 70, custom: false },
    },
    flowering: {
      air_temperature: { min: 20, max: 26, custom: false },
      humidity: { min: 40, max: 48, custom: true },
      vpd: { min: 1.2, max: 1.55, custom: false },
      ph: { min: 6, max: 6.8, custom: false },
    },
    drying: {},
  },
};
const noGrow: EnvironmentTargets = { ...flowering, environmentId: bed.id, phase: null };

const targetsOf = (environment: typeof tent) => `GET /environments/${environment.id}/targets`;

/** The automation page with one device-less grower's environments and their targets. */
function openPage(handlers: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({
    'GET /environments': () => ok([tent, bed]),
    'GET /sensors': () => ok([]),
    'GET /sensors/home-assistant': () =>
      ok({ publish: false, available: true, prefix: 'homeassistant' }),
    [targetsOf(tent)]: () => ok(flowering),
    [targetsOf(bed)]: () => ok(noGrow),
    ...handlers,
  });
  renderApp('/automation');
  return api;
}

/** A section by its heading. */
async function findSection(name: string) {
  const heading = await screen.findByRole('heading', { name }, { timeout: 10_000 });
  const section = heading.closest('section');
  if (!section) throw new Error(`No section "${name}"`);
  return within(section);
}

describe('the alert rules card on the automation page', { timeout: 30_000 }, () => {
  it("shows each environment's ranges for its phase now, with units, its own ones marked", async () => {
    const api = openPage();
    const card = await findSection('Alert rules');
    expect(card.getByText(/outside its target range rings the bell/)).toBeInTheDocument();
    expect(card.getByRole('link', { name: 'Alert settings' })).toHaveAttribute(
      'href',
      '/account-settings/account',
    );

    const tentRules = await findSection('Attic tent');
    expect(await tentRules.findByText(/Now in the flowering phase/)).toBeInTheDocument();
    const table = await tentRules.findByRole('table', {
      name: 'Target ranges of Attic tent in the flowering phase',
    });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent?.replace(/\s+/g, ' '))).toEqual([
      'Air temperature20–26 °C',
      'Humidity40–48 %your own',
      'VPD1.2–1.55 kPa',
      'pH6–6.8',
    ]);
    // Only the one the grower set is marked.
    expect(tentRules.getAllByText('your own')).toHaveLength(1);
    // The vegetative targets are not the ones that apply.
    expect(tentRules.queryByText(/21\.5/)).toBeNull();
    expect(tentRules.getByRole('link', { name: 'Change targets of Attic tent' })).toHaveAttribute(
      'href',
      '/my/environments',
    );
    // One request per environment.
    expect(api.callsTo(targetsOf(tent))).toHaveLength(1);
    expect(api.callsTo(targetsOf(bed))).toHaveLength(1);
  });

  it('says when an environment has no grow, so no target alerts', async () => {
    openPage();
    const bedRules = await findSection('Garden bed');
    expect(await bedRules.findByText('No grow running: no target alerts.')).toBeInTheDocument();
    expect(bedRules.queryByRole('table')).toBeNull();
    expect(bedRules.getByRole('link', { name: 'Change targets of Garden bed' })).toBeVisible();
  });

  it("shows the device rules with MaryJane's thresholds", async () => {
    openPage();
    const devices = await findSection('Device alerts');
    const [silent, leak] = devices.getAllByRole('listitem');
    expect(silent).toHaveTextContent(
      'A device that has sent nothing for 30 minutes rings the bell.',
    );
    expect(leak).toHaveTextContent(
      'Light of 20 lx or more in an hour of the dark period (below 10 lx on the nights before) rings the bell: in flowering photoperiod grows only.',
    );
  });

  it("reports an environment's targets that could not be loaded, and retries", async () => {
    const user = userEvent.setup();
    let failing = true;
    openPage({
      [targetsOf(tent)]: () => (failing ? fail(500, 'internal', 'Boom') : ok(flowering)),
    });
    const tentRules = await findSection('Attic tent');
    expect(
      await tentRules.findByText('The targets of Attic tent could not be loaded.'),
    ).toBeInTheDocument();
    // The other environment still shows its own state.
    expect(
      await (await findSection('Garden bed')).findByText('No grow running: no target alerts.'),
    ).toBeInTheDocument();
    failing = false;
    await user.click(tentRules.getByRole('button', { name: 'Try again' }));
    expect(await tentRules.findByRole('table')).toHaveTextContent('Humidity40–48 %your own');
  });

  it('is left out with no device and no environment', async () => {
    openPage({ 'GET /environments': () => ok([]) });
    await screen.findByRole('heading', { name: 'No devices yet' }, { timeout: 10_000 });
    await screen.findByRole('heading', { name: 'Home Assistant' });
    expect(screen.queryByRole('heading', { name: 'Alert rules' })).toBeNull();
  });

  it('speaks German', async () => {
    await changeLanguage('de');
    openPage();
    const card = await findSection('Warnregeln');
    expect(card.getByRole('link', { name: 'Einstellungen für Warnungen' })).toBeInTheDocument();
    const tentRules = await findSection('Attic tent');
    expect(await tentRules.findByText(/Jetzt in der Phase Blüte/)).toBeInTheDocument();
    const table = tentRules.getByRole('table', {
      name: 'Zielbereiche von Attic tent in der Phase Blüte',
    });
    expect(within(table).getByRole('columnheader', { name: 'Zielbereich' })).toBeInTheDocument();
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent?.replace(/\s+/g, ' '))).toEqual([
      'Lufttemperatur20–26 °C',
      'Luftfeuchtigkeit40–48 %eigener Wert',
      'VPD1,2–1,55 kPa',
      'pH6–6,8',
    ]);
    expect(
      tentRules.getByRole('link', { name: 'Zielbereiche von Attic tent ändern' }),
    ).toBeVisible();
    expect(
      await (
        await findSection('Garden bed')
      ).findByText('Hier läuft kein Grow: keine Warnungen zu Zielbereichen.'),
    ).toBeInTheDocument();
    const [silent, leak] = (await findSection('Warnungen zu Geräten')).getAllByRole('listitem');
    expect(silent).toHaveTextContent('seit 30 Minuten nichts gesendet');
    expect(leak).toHaveTextContent('Licht ab 20 lx in einer Stunde der Dunkelphase');
    expect(leak).toHaveTextContent('unter 10 lx');
  });
});
