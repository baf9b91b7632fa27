import { expect, test } from './fixtures';
import { createAccount, signInWithToken } from './accounts';
import { pageReady } from './helpers';

// Issue 31: a grower connects an Ecowitt gateway without writing code: adds it on Automation,
// the gateway uploads (form fields in °F, as its customized upload sends them), the grower maps
// the WH31's channel to the tent, and the dashboard shows the temperature in °C.

test('a grower adds an Ecowitt gateway, maps its channel, and the dashboard shows it', async ({
  page,
  request,
}) => {
  const account = await createAccount(request, 'automation');
  const headers = { authorization: `Bearer ${account.token}` };
  const tent = await request.post('/api/environments', {
    headers,
    data: { name: 'Attic tent', type: 'tent', location: 'Attic' },
  });
  expect(tent.ok()).toBe(true);

  await signInWithToken(page, account.token, '/automation');
  await pageReady(page, 'Automation');
  await expect(page.getByRole('heading', { name: 'No devices yet' })).toBeVisible();
  await page.getByRole('button', { name: 'Add a device' }).click();
  const form = page.getByRole('dialog', { name: 'Add a device' });
  await form.getByLabel('Name').fill('GW2000');
  await form.getByRole('radio', { name: /^Ecowitt gateway/ }).check();
  await form.getByRole('button', { name: 'Add device' }).click();

  const setup = page.getByRole('dialog', { name: 'Set up GW2000' });
  const key = await setup.getByRole('textbox', { name: 'Device key' }).inputValue();
  await expect(setup.getByText(`/api/ingest/ecowitt/${key}`)).toBeVisible();
  await setup.getByRole('button', { name: 'Done' }).click();

  const upload = (temp1f: string) =>
    request.post(`/api/ingest/ecowitt/${key}`, {
      form: {
        PASSKEY: '345544D8EAF42E1B8824A86D8250D5A3',
        stationtype: 'GW2000A_V2.1.5',
        dateutc: 'now',
        tempinf: '71.60',
        humidityin: '48',
        temp1f,
        humidity1: '55',
        model: 'GW2000A',
      },
    });
  expect((await upload('77.00')).status()).toBe(202);

  await page.reload();
  await pageReady(page, 'Automation');
  const gateway = page.getByRole('article', { name: 'GW2000' });
  const values = gateway.getByRole('list', { name: 'Values' });
  await expect(values.getByRole('listitem').filter({ hasText: 'temp1f' })).toContainText('25 °C');
  await gateway.getByLabel('Environment for temp1f').click();
  await page.getByRole('option', { name: 'Attic tent' }).click();
  await expect(gateway.getByLabel('Store temp1f as')).toHaveValue('Air temperature');
  await gateway.getByRole('button', { name: 'Save the values of GW2000' }).click();
  await expect(page.getByText('Your choices for GW2000 are saved')).toBeVisible();

  // The next upload is stored as the tent's air temperature: 78.8 °F is 26 °C.
  expect((await upload('78.80')).status()).toBe(202);
  await page.goto('/dashboard');
  await pageReady(page, 'Dashboard');
  const latest = page
    .getByRole('region', { name: 'Latest readings in Attic tent' })
    .or(page.getByRole('list', { name: 'Latest readings in Attic tent' }));
  await expect(latest.first()).toContainText('Air temperature');
  await expect(latest.first()).toContainText('26');
});
