import { storageKeys } from '@maryjane/contract/constants';
import type { GrowMedium } from '@maryjane/contract/phases';
import {
  defaultTargets,
  targetMetrics,
  targetPhases,
  type TargetMetric,
  type TargetPhase,
} from '@maryjane/contract/sensors';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../shared/i18n';
import { fail, mockApi, ok } from '../../test/api-mock';
import { findSnackbar } from '../../test/fields';
import { anEnvironment } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

beforeEach(() => {
  localStorage.setItem(storageKeys.authToken, 'token-abc');
});

const tent = anEnvironment({ name: 'Attic tent' });

interface Override {
  phase: TargetPhase;
  metric: TargetMetric;
  min: number;
  max: number;
}

/**
 * What GET /environments/{id}/targets answers: the defaults of the grow's medium (soil without a
 * grow) with `overrides` laid over them.
 */
function effective(
  overrides: Override[] = [],
  grow: { phase: TargetPhase; medium: GrowMedium } | null = null,
) {
  const medium = grow?.medium ?? 'soil';
  const targets = Object.fromEntries(
    targetPhases.map((phase) => [
      phase,
      Object.fromEntries(
        targetMetrics.flatMap((metric) => {
          const own = overrides.find((each) => each.phase === phase && each.metric === metric);
          const fallback = defaultTargets(medium)[phase][metric];
          if (own) return [[metric, { min: own.min, max: own.max, custom: true }]];
          return fallback ? [[metric, { ...fallback, custom: false }]] : [];
        }),
      ),
    ]),
  );
  return { environmentId: tent.id, phase: grow?.phase ?? null, medium, targets };
}

const targetsRoute = `GET /environments/${tent.id}/targets`;
const saveRoute = `PUT /environments/${tent.id}/targets`;

async function openTargets(name = 'Targets for Attic tent') {
  const user = userEvent.setup();
  renderApp('/my/environments');
  // The page is loaded lazily: on a busy machine its first load takes seconds.
  await user.click(await screen.findByRole('button', { name }, { timeout: 10_000 }));
  const dialog = within(await screen.findByRole('dialog', { name }));
  // The inputs are there once the targets are.
  await dialog.findByRole('tablist');
  return { user, dialog };
}

/** The visible tab's panel: the other phases are mounted but hidden. */
const panel = () => within(screen.getByRole('tabpanel'));
const input = (label: string) => panel().getByRole('textbox', { name: label });

async function showPhase(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(screen.getByRole('tab', { name }));
  expect(screen.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
}

describe('environment targets', { timeout: 20_000 }, () => {
  it('shows the effective targets of every phase, with the defaults marked', async () => {
    mockApi({
      'GET /environments': () => ok([tent]),
      'GET /sensors': () => ok([]),
      [targetsRoute]: () =>
        ok(effective([{ phase: 'flowering', metric: 'ph', min: 5.5, max: 6.5 }])),
    });
    const { user, dialog } = await openTargets();
    expect(
      dialog.getByText(/when a reading leaves the target range of the phase the active grow cycle/),
    ).toBeInTheDocument();
    expect(dialog.getByText(/leaves 1.5 °C cooler than the air/)).toBeInTheDocument();
    expect(dialog.getByText(/No grow is active in this environment/)).toBeInTheDocument();
    expect(dialog.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Seedling',
      'Vegetative',
      'Flowering',
      'Drying',
    ]);

    expect(input('Minimum air temperature (°C)')).toHaveValue('22');
    expect(input('Maximum air temperature (°C)')).toHaveValue('26');
    expect(input('Minimum VPD (kPa)')).toHaveValue('0.4');
    expect(input('Maximum humidity (%)')).toHaveValue('75');
    expect(panel().getAllByText('Default')).toHaveLength(4);

    await showPhase(user, 'Flowering');
    expect(input('Minimum pH')).toHaveValue('5.5');
    expect(input('Maximum pH')).toHaveValue('6.5');
    const ph = within(panel().getByRole('group', { name: 'pH' }));
    expect(ph.getByText('Default: 6–7')).toBeInTheDocument();
    expect(ph.queryByText('Default')).toBeNull();
    expect(
      within(panel().getByRole('group', { name: 'VPD (kPa)' })).getByText('Default'),
    ).toBeInTheDocument();

    // Drying has no VPD or pH target.
    await showPhase(user, 'Drying');
    expect(input('Minimum air temperature (°C)')).toHaveValue('15');
    expect(panel().queryByRole('textbox', { name: 'Minimum VPD (kPa)' })).toBeNull();
    expect(panel().queryByRole('textbox', { name: 'Minimum pH' })).toBeNull();
  });

  it('says why: the grow’s phase and medium, and a reason with its guide for each metric', async () => {
    const api = mockApi({
      'GET /environments': () => ok([tent]),
      'GET /sensors': () => ok([]),
      [targetsRoute]: () => ok(effective([], { phase: 'flowering', medium: 'coco' })),
      [saveRoute]: (call) =>
        ok(
          effective((call.body as { targets: Override[] }).targets, {
            phase: 'flowering',
            medium: 'coco',
          }),
        ),
    });
    const { user, dialog } = await openTargets();
    expect(
      dialog.getByText(
        'These targets follow the grow in this environment: phase Flowering, medium coco.',
      ),
    ).toBeInTheDocument();
    // The current grow's phase is shown first.
    expect(screen.getByRole('tab', { name: 'Flowering' })).toHaveAttribute('aria-selected', 'true');

    const ph = within(panel().getByRole('group', { name: 'pH' }));
    expect(input('Minimum pH')).toHaveValue('5.5');
    expect(ph.getByText('Default')).toBeInTheDocument();
    expect(
      ph.getByText(/^pH 5\.5–6\.5 for coco: nutrients are best available in this range\./),
    ).toBeInTheDocument();
    expect(ph.getByRole('link', { name: 'Guide: target pH by medium' })).toHaveAttribute(
      'href',
      '/guides/growing/nutrients/mixing-nutrients-ph-and-ec',
    );
    const vpd = within(panel().getByRole('group', { name: 'VPD (kPa)' }));
    expect(vpd.getByText(/VPD measured at a leaf 1\.5 °C cooler than the air\./)).toBeVisible();
    expect(vpd.getByRole('link', { name: 'Guide: climate and VPD' })).toHaveAttribute(
      'href',
      '/guides/growing/increasing-yield/climate-and-vpd',
    );
    for (const name of ['Air temperature (°C)', 'Humidity (%)']) {
      expect(
        within(panel().getByRole('group', { name })).getByText(
          /every pair within them keeps VPD in range/,
        ),
      ).toBeVisible();
    }
    await showPhase(user, 'Drying');
    expect(
      within(panel().getByRole('group', { name: 'Humidity (%)' })).getByRole('link', {
        name: 'Guide: controlling the drying space',
      }),
    ).toHaveAttribute('href', '/guides/harvesting/drying/controlling-the-drying-space');

    // Coco's pH is the default here: saving sends nothing for it.
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    await findSnackbar('The targets for Attic tent were saved', 'success');
    expect(api.callsTo(saveRoute).map((call) => call.body)).toEqual([{ targets: [] }]);
  });

  it('saves only what differs from the defaults', async () => {
    const api = mockApi({
      'GET /environments': () => ok([tent]),
      'GET /sensors': () => ok([]),
      [targetsRoute]: () =>
        ok(effective([{ phase: 'flowering', metric: 'ph', min: 5.5, max: 6.5 }])),
      [saveRoute]: (call) => ok(effective((call.body as { targets: Override[] }).targets)),
    });
    const { user, dialog } = await openTargets();

    // The defaults back: not sent. A new value for the vegetative VPD: sent.
    await showPhase(user, 'Flowering');
    await user.clear(input('Minimum pH'));
    await user.type(input('Minimum pH'), '6');
    await user.clear(input('Maximum pH'));
    await user.type(input('Maximum pH'), '7');
    expect(within(panel().getByRole('group', { name: 'pH' })).getByText('Default')).toBeVisible();
    await showPhase(user, 'Vegetative');
    await user.clear(input('Maximum VPD (kPa)'));
    await user.type(input('Maximum VPD (kPa)'), '1.3');

    expect(api.callsTo(saveRoute)).toHaveLength(0);
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    await findSnackbar('The targets for Attic tent were saved', 'success');
    expect(api.callsTo(saveRoute).map((call) => call.body)).toEqual([
      { targets: [{ phase: 'vegetative', metric: 'vpd', min: 0.8, max: 1.3 }] },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The targets were asked again after saving.
    expect(api.callsTo(targetsRoute).length).toBeGreaterThanOrEqual(2);
  });

  it('checks the values before sending them', async () => {
    const api = mockApi({
      'GET /environments': () => ok([tent]),
      'GET /sensors': () => ok([]),
      [targetsRoute]: () => ok(effective()),
    });
    const { user, dialog } = await openTargets();
    await showPhase(user, 'Flowering');
    await user.clear(input('Maximum humidity (%)'));
    await user.type(input('Maximum humidity (%)'), '30');
    await showPhase(user, 'Seedling');
    await user.click(dialog.getByRole('button', { name: 'Save' }));

    // The error is on another tab: that tab is shown, its field focused.
    const max = await waitFor(() => {
      const field = input('Maximum humidity (%)');
      expect(field).toHaveFocus();
      return field;
    });
    expect(screen.getByRole('tab', { name: /Flowering/ })).toHaveAttribute('aria-selected', 'true');
    expect(max).toHaveAccessibleDescription('This number is outside the allowed range');
    expect(api.callsTo(saveRoute)).toHaveLength(0);
  });

  it('shows a field error of the server on its input', async () => {
    const api = mockApi({
      'GET /environments': () => ok([tent]),
      'GET /sensors': () => ok([]),
      [targetsRoute]: () => ok(effective()),
      [saveRoute]: () =>
        fail(422, 'validation', 'Validation failed', [
          { field: 'targets.1.max', code: 'outOfRange', message: 'out of range' },
        ]),
    });
    const { user, dialog } = await openTargets();
    await showPhase(user, 'Vegetative');
    await user.clear(input('Minimum VPD (kPa)'));
    await user.type(input('Minimum VPD (kPa)'), '0.7');
    await showPhase(user, 'Flowering');
    await user.clear(input('Maximum humidity (%)'));
    await user.type(input('Maximum humidity (%)'), '60');
    await showPhase(user, 'Seedling');
    await user.click(dialog.getByRole('button', { name: 'Save' }));

    // targets.1 is the second override sent: the flowering humidity, not the vegetative VPD.
    await waitFor(() => expect(api.callsTo(saveRoute)).toHaveLength(1));
    expect(api.callsTo(saveRoute)[0]?.body).toEqual({
      targets: [
        { phase: 'vegetative', metric: 'vpd', min: 0.7, max: 1.2 },
        { phase: 'flowering', metric: 'humidity', min: 50, max: 60 },
      ],
    });
    const max = await waitFor(() => {
      const field = input('Maximum humidity (%)');
      expect(field).toHaveAccessibleDescription('This number is outside the allowed range');
      return field;
    });
    expect(max).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('tab', { name: 'Flowering (please check)' })).toBeInTheDocument();
    expect(input('Minimum humidity (%)')).not.toHaveAttribute('aria-invalid', 'true');
    await showPhase(user, 'Vegetative');
    expect(input('Maximum VPD (kPa)')).not.toHaveAttribute('aria-invalid', 'true');
    // Still open, nothing lost.
    expect(input('Minimum VPD (kPa)')).toHaveValue('0.7');
  });

  it('resets to the defaults after asking', async () => {
    const api = mockApi({
      'GET /environments': () => ok([tent]),
      'GET /sensors': () => ok([]),
      [targetsRoute]: () =>
        ok(effective([{ phase: 'flowering', metric: 'ph', min: 5.5, max: 6.5 }])),
      [saveRoute]: () => ok(effective()),
    });
    const { user, dialog } = await openTargets();
    await user.click(dialog.getByRole('button', { name: 'Reset to defaults' }));
    expect(dialog.getByText(/Reset every target of Attic tent to the defaults\?/)).toBeVisible();
    expect(dialog.getByRole('button', { name: 'Reset' })).toHaveFocus();

    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    expect(dialog.getByRole('button', { name: 'Reset to defaults' })).toHaveFocus();
    expect(api.callsTo(saveRoute)).toHaveLength(0);

    await user.click(dialog.getByRole('button', { name: 'Reset to defaults' }));
    await user.click(dialog.getByRole('button', { name: 'Reset' }));
    await findSnackbar('Attic tent uses the default targets again', 'success');
    expect(api.callsTo(saveRoute).map((call) => call.body)).toEqual([{ targets: [] }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows a failed load in the dialog, with a retry', async () => {
    let failing = true;
    mockApi({
      'GET /environments': () => ok([tent]),
      'GET /sensors': () => ok([]),
      [targetsRoute]: () => (failing ? fail(404, 'not_found', 'Not found') : ok(effective())),
    });
    const user = userEvent.setup();
    renderApp('/my/environments');
    await user.click(
      await screen.findByRole('button', { name: 'Targets for Attic tent' }, { timeout: 10_000 }),
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'Targets for Attic tent' }));
    await dialog.findByText('This could not be loaded.');
    failing = false;
    await user.click(dialog.getByRole('button', { name: 'Try again' }));
    expect(await dialog.findByRole('textbox', { name: 'Minimum pH' })).toHaveValue('6');
  });

  it('speaks German, with a decimal comma', async () => {
    await changeLanguage('de');
    const api = mockApi({
      'GET /environments': () => ok([tent]),
      'GET /sensors': () => ok([]),
      [targetsRoute]: () => ok(effective()),
      [saveRoute]: (call) => ok(effective((call.body as { targets: Override[] }).targets)),
    });
    const { user, dialog } = await openTargets('Zielwerte für Attic tent');
    expect(dialog.getByText(/Blätter .*1,5 °C kühler sind als die Luft/)).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Sämling' })).toHaveAttribute('aria-selected', 'true');
    expect(input('Minimum der Lufttemperatur (°C)')).toHaveValue('22');
    expect(input('Minimum des VPD (kPa)')).toHaveValue('0,4');
    expect(input('Maximum des pH-Werts')).toHaveValue('7');
    expect(panel().getAllByText('Standard')).toHaveLength(4);
    expect(dialog.getByText(/In dieser Umgebung läuft gerade kein Grow\./)).toBeInTheDocument();
    expect(
      within(panel().getByRole('group', { name: 'pH-Wert' })).getByText(
        /^pH-Wert 6,0–7,0 bei Erde: In diesem Bereich sind die Nährstoffe am besten verfügbar\./,
      ),
    ).toBeInTheDocument();
    expect(
      within(panel().getByRole('group', { name: 'VPD (kPa)' })).getByText(
        /VPD gemessen an einem Blatt, das 1,5 °C kühler ist als die Luft\./,
      ),
    ).toBeInTheDocument();

    await user.clear(input('Maximum des VPD (kPa)'));
    await user.type(input('Maximum des VPD (kPa)'), '0,9');
    expect(panel().getByText('Standard: 0,4–0,8 kPa')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Speichern' }));
    await findSnackbar('Die Zielwerte für Attic tent wurden gespeichert', 'success');
    expect(api.callsTo(saveRoute)[0]?.body).toEqual({
      targets: [{ phase: 'seedling', metric: 'vpd', min: 0.4, max: 0.9 }],
    });
  });
});
