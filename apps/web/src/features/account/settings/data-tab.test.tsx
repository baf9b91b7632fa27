import { storageKeys } from '@maryjane/contract/constants';
import { exportParts } from '@maryjane/contract/data-export';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../../shared/i18n';
import { fail, mockApi, ok, sampleUser, okWithLegal } from '../../../test/api-mock';
import { findSnackbar } from '../../../test/fields';
import { findPageHeading, renderApp } from '../../../test/render-app';

const rows = (count: number) =>
  Array.from({ length: count }, (_, index) => ({ id: `row-${index}` }));

const exportFile = {
  format: 'maryjane-export',
  version: 1,
  exportedAt: '2026-05-01T10:00:00.000Z',
  profile: {
    username: 'Mary Jane',
    locationCountryId: null,
    locationStateId: null,
    locationCityId: null,
    adultsInHousehold: 1,
  },
  catalogue: { strainProducers: {}, strains: {}, catalogueItems: {} },
  parts: {
    ...Object.fromEntries(exportParts.map((part) => [part, []])),
    inventoryItems: rows(2),
    environments: rows(1),
    growCycles: rows(1),
    plants: rows(3),
    journalEntries: rows(5),
    sensorDevices: rows(1),
    sensorReadings: rows(4),
  },
};

const jsonFile = (content: unknown, name = 'maryjane-export-2026-05-01.json') =>
  new File([typeof content === 'string' ? content : JSON.stringify(content)], name, {
    type: 'application/json',
  });

const attachment = (body: string, type: string, filename: string) =>
  new Response(body, {
    status: 200,
    headers: { 'Content-Type': type, 'Content-Disposition': `attachment; filename="${filename}"` },
  });

let savedAs: string[] = [];

beforeEach(() => {
  localStorage.setItem(storageKeys.authToken, 'token-abc');
  savedAs = [];
  // jsdom has no object URLs and does not download: record what the page hands the browser.
  URL.createObjectURL = vi.fn(() => 'blob:maryjane-test');
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    if (this.href === 'blob:maryjane-test') savedAs.push(this.download);
  });
});

afterEach(() => {
  Reflect.deleteProperty(URL, 'createObjectURL');
  Reflect.deleteProperty(URL, 'revokeObjectURL');
});

const upload = userEvent.setup({ applyAccept: false });
const chooser = () => {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  return input;
};

const openDataTab = async () => {
  renderApp('/account-settings/data');
  await findPageHeading('Account settings');
  return within(await screen.findByRole('tabpanel', {}, { timeout: 3000 }));
};

describe('your data in account settings', () => {
  it('is a tab of its own at /account-settings/data', async () => {
    mockApi({ 'GET /user': () => ok(sampleUser) });
    const panel = await openDataTab();
    expect(screen.getByRole('tab', { name: 'Your data' })).toHaveAttribute('aria-selected', 'true');
    expect(panel.getByRole('heading', { name: 'Download your data' })).toBeVisible();
    expect(panel.getByRole('heading', { name: 'Import data' })).toBeVisible();
    expect(panel.getByText(/Sensor keys are not included/)).toBeVisible();
    expect(chooser()).toHaveAttribute('accept', 'application/zip,.zip,application/json,.json');
  });

  it('downloads everything with the bearer token, under the server’s file name', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      'GET /user': () => ok(sampleUser),
      'GET /user/export/archive': () =>
        attachment(JSON.stringify(exportFile), 'application/zip', 'maryjane-export-2026-05-01.zip'),
    });
    const panel = await openDataTab();
    await user.click(panel.getByRole('button', { name: 'Download everything (ZIP with photos)' }));

    await waitFor(() => expect(savedAs).toEqual(['maryjane-export-2026-05-01.zip']));
    const [call] = api.callsTo('GET /user/export/archive');
    expect(call?.headers.get('Authorization')).toBe('Bearer token-abc');
    const blob = vi.mocked(URL.createObjectURL).mock.calls[0]?.[0] as Blob;
    expect(JSON.parse(await blob.text())).toEqual(exportFile);
    await waitFor(() => expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:maryjane-test'), {
      timeout: 3000,
    });
    expect(document.querySelector('a[download]')).toBeNull();
  });

  it('downloads one list as CSV for spreadsheets', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      'GET /user': () => ok(sampleUser),
      'GET /user/export/csv/grow-cycles': () =>
        attachment('name,phase\r\n', 'text/csv', 'maryjane-grow-cycles-2026-05-01.csv'),
    });
    const panel = await openDataTab();
    const lists = within(panel.getByRole('group', { name: /CSV files, for spreadsheets/ }));
    expect(lists.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Inventory',
      'Environments',
      'Grow cycles',
      'Plants',
      'Harvests',
      'Journal',
      'Sensor readings',
    ]);
    await user.click(lists.getByRole('button', { name: 'Grow cycles' }));

    await waitFor(() => expect(savedAs).toEqual(['maryjane-grow-cycles-2026-05-01.csv']));
    expect(api.callsTo('GET /user/export/csv/grow-cycles')).toHaveLength(1);
    expect(api.calls.filter((call) => call.path.startsWith('/user/export'))).toHaveLength(1);
  });

  it('says so when a download fails', async () => {
    const user = userEvent.setup();
    mockApi({
      'GET /user': () => ok(sampleUser),
      'GET /user/export/archive': () => fail(500, 'internal_error', 'boom'),
    });
    const panel = await openDataTab();
    await user.click(panel.getByRole('button', { name: 'Download everything (ZIP with photos)' }));
    await findSnackbar('Server error. Please try again later', 'error');
    expect(savedAs).toEqual([]);
  });

  it('shows what a chosen file holds, imports it on confirmation and says what came in', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      'GET /user': () => ok(sampleUser),
      'POST /user/import': () =>
        okWithLegal({
          imported: { ...Object.fromEntries(exportParts.map((part) => [part, 0])), plants: 3 },
          sensorsNeedingKeys: 1,
        }),
    });
    const panel = await openDataTab();
    await upload.upload(chooser(), jsonFile(exportFile));

    const confirmation = within(
      await panel.findByRole('group', { name: 'Import maryjane-export-2026-05-01.json?' }),
    );
    for (const count of [
      'Inventory items: 2',
      'Environments: 1',
      'Grow cycles: 1',
      'Plants: 3',
      'Journal entries: 5',
      'Sensors: 1',
      'Sensor readings: 4',
    ]) {
      expect(confirmation.getByText(count)).toBeVisible();
    }
    expect(api.callsTo('POST /user/import')).toHaveLength(0);

    await user.click(confirmation.getByRole('button', { name: 'Import' }));
    await findSnackbar('Your data was imported', 'success');
    expect(api.callsTo('POST /user/import')[0]?.body).toEqual(exportFile);
    const done = await panel.findByRole('status');
    expect(done).toHaveTextContent('Plants: 3');
    expect(done).toHaveTextContent('1 sensor needs a new key');
    expect(panel.queryByRole('group', { name: /^Import / })).toBeNull();
  });

  it('sends a ZIP export with photos as it is, for the server to check', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      'GET /user': () => ok(sampleUser),
      'POST /user/import/archive': () =>
        okWithLegal({
          imported: { ...Object.fromEntries(exportParts.map((part) => [part, 0])), photos: 4 },
          sensorsNeedingKeys: 0,
        }),
    });
    const panel = await openDataTab();
    const zip = new File([new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2])], 'backup.zip', {
      type: 'application/zip',
    });
    await upload.upload(chooser(), zip);
    const confirmation = within(await panel.findByRole('group', { name: 'Import backup.zip?' }));
    expect(confirmation.getByText(/its contents are checked when you import it/)).toBeVisible();

    await user.click(confirmation.getByRole('button', { name: 'Import' }));
    await findSnackbar('Your data was imported', 'success');
    const [call] = api.callsTo('POST /user/import/archive');
    expect((call?.body as FormData).get('file')).toBeInstanceOf(File);
    expect(api.callsTo('POST /user/import')).toHaveLength(0);
    expect(await panel.findByRole('status')).toHaveTextContent('Photos: 4');
  });

  it('sends a JSON export too large to read here as it is, and says it is checked on import', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      'GET /user': () => ok(sampleUser),
      'POST /user/import/archive': () =>
        okWithLegal({
          imported: { ...Object.fromEntries(exportParts.map((part) => [part, 0])), photos: 0 },
          sensorsNeedingKeys: 0,
        }),
    });
    const panel = await openDataTab();
    // A year of readings: far more than a browser reads into one string.
    const large = jsonFile(exportFile, 'year.json');
    Object.defineProperty(large, 'size', { value: 612_400_000 });
    await upload.upload(chooser(), large);
    const confirmation = within(await panel.findByRole('group', { name: 'Import year.json?' }));
    expect(confirmation.getByText(/A large export \(612 MB\)/)).toBeVisible();

    await user.click(confirmation.getByRole('button', { name: 'Import' }));
    await findSnackbar('Your data was imported', 'success');
    expect(api.callsTo('POST /user/import/archive')).toHaveLength(1);
    expect(api.callsTo('POST /user/import')).toHaveLength(0);
  });

  it('warns after an import that brings more living plants than the law allows', async () => {
    const user = userEvent.setup();
    mockApi({
      'GET /user': () => ok(sampleUser),
      'POST /user/import': () =>
        okWithLegal(
          {
            imported: { ...Object.fromEntries(exportParts.map((part) => [part, 0])), plants: 5 },
            sensorsNeedingKeys: 0,
          },
          { applies: true, country: 'DE', adults: 1, limit: 3, plants: 5, exceeded: true },
        ),
    });
    const panel = await openDataTab();
    await upload.upload(chooser(), jsonFile(exportFile));
    const confirmation = within(
      await panel.findByRole('group', { name: 'Import maryjane-export-2026-05-01.json?' }),
    );
    await user.click(confirmation.getByRole('button', { name: 'Import' }));
    const warning = await panel.findByRole('alert');
    expect(warning).toHaveTextContent('More plants than the law allows');
    expect(warning).toHaveTextContent('5 plants growing; 3 are allowed for 1 adult.');
  });

  it('sends nothing when the grower cancels', async () => {
    const user = userEvent.setup();
    const api = mockApi({ 'GET /user': () => ok(sampleUser) });
    const panel = await openDataTab();
    await upload.upload(chooser(), jsonFile(exportFile));
    const confirmation = await panel.findByRole('group', { name: /^Import / });
    await user.click(within(confirmation).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(panel.queryByRole('group', { name: /^Import / })).toBeNull());
    expect(api.callsTo('POST /user/import')).toHaveLength(0);
  });

  it.each([
    [
      'JSON that is no MaryJane export',
      { format: 'other-app', items: [] },
      'not a MaryJane export',
    ],
    ['a file that is not JSON', 'name,phase\r\n', 'This is neither a ZIP nor a JSON file'],
    [
      'an export missing a part',
      { ...exportFile, parts: { ...exportFile.parts, plants: undefined } },
      'This file does not fit: parts.plants',
    ],
  ])('refuses %s without asking the server', async (_case, content, message) => {
    const api = mockApi({ 'GET /user': () => ok(sampleUser) });
    const panel = await openDataTab();
    await upload.upload(chooser(), jsonFile(content));
    expect(await panel.findByRole('alert')).toHaveTextContent(message);
    expect(panel.queryByRole('button', { name: 'Import' })).toBeNull();
    expect(api.callsTo('POST /user/import')).toHaveLength(0);
  });

  it('explains that only an empty account takes an import (409)', async () => {
    const user = userEvent.setup();
    mockApi({
      'GET /user': () => ok(sampleUser),
      'POST /user/import': () => fail(409, 'account_not_empty', 'Import into an empty account'),
    });
    const panel = await openDataTab();
    await upload.upload(chooser(), jsonFile(exportFile));
    await user.click(await panel.findByRole('button', { name: 'Import' }));
    expect(await panel.findByRole('alert')).toHaveTextContent(
      'Your data can only be imported into an account without inventory, environments or grow cycles.',
    );
  });

  it('names the part of the file the server refused (422)', async () => {
    const user = userEvent.setup();
    mockApi({
      'GET /user': () => ok(sampleUser),
      'POST /user/import': () =>
        fail(422, 'validation_failed', 'Validation failed', [
          {
            field: 'parts.growCycles.0.environmentId',
            code: 'notFound',
            message: 'This does not exist (any more)',
          },
        ]),
    });
    const panel = await openDataTab();
    await upload.upload(chooser(), jsonFile(exportFile));
    await user.click(await panel.findByRole('button', { name: 'Import' }));
    expect(await panel.findByRole('alert')).toHaveTextContent(
      'This file does not fit: parts.growCycles.0.environmentId. Nothing was imported.',
    );
  });

  it('speaks German', async () => {
    await changeLanguage('de');
    mockApi({ 'GET /user': () => ok(sampleUser) });
    renderApp('/account-settings/data');
    await findPageHeading('Kontoeinstellungen');
    const panel = within(await screen.findByRole('tabpanel', {}, { timeout: 3000 }));
    expect(screen.getByRole('tab', { name: 'Deine Daten' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(panel.getByRole('heading', { name: 'Deine Daten herunterladen' })).toBeVisible();
    expect(
      panel.getByRole('button', { name: 'Alles herunterladen (ZIP mit Fotos)' }),
    ).toBeVisible();
    expect(panel.getByRole('button', { name: 'Grow-Zyklen' })).toBeVisible();
    expect(panel.getByRole('heading', { name: 'Daten importieren' })).toBeVisible();

    await upload.upload(chooser(), jsonFile(exportFile));
    const confirmation = within(await panel.findByRole('group', { name: /importieren\?$/ }));
    expect(confirmation.getByText('Tagebucheinträge: 5')).toBeVisible();
    expect(confirmation.getByText(/Exportiert am 01\.05\.2026/)).toBeVisible();
    expect(confirmation.getByRole('button', { name: 'Importieren' })).toBeVisible();
  });
});
