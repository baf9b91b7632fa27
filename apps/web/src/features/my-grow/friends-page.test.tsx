import { storageKeys } from '@maryjane/contract/constants';
import type { ShareLink } from '@maryjane/contract/sharing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../shared/i18n';
import { mockApi, ok } from '../../test/api-mock';
import { findSnackbar } from '../../test/fields';
import { findPageHeading, renderApp } from '../../test/render-app';
import { uuid } from './test-data';

beforeEach(() => {
  localStorage.setItem(storageKeys.authToken, 'token-abc');
});

const aLink = (overrides: Partial<ShareLink> = {}): ShareLink => ({
  id: uuid(),
  cycleId: uuid(),
  cycleName: 'Attic grow',
  displayName: null,
  expiresOn: null,
  createdAt: '2026-04-02T09:00:00.000Z',
  expired: false,
  ...overrides,
});

describe('shared grows', { timeout: 20_000 }, () => {
  it('lists the links with their cycle, name and expiry, and revokes one after asking', async () => {
    const user = userEvent.setup();
    const attic = aLink({ displayName: 'Green Thumb', expiresOn: '2026-05-01' });
    const balcony = aLink({ cycleName: 'Balcony', expiresOn: '2026-04-10', expired: true });
    let links = [attic, balcony];
    const api = mockApi({
      'GET /share-links': () => ok(links),
      [`DELETE /share-links/${balcony.id}`]: () => {
        links = [attic];
        return new Response(null, { status: 204 });
      },
    });
    renderApp('/my/friends');
    await findPageHeading('Shared grows');
    const list = within(await screen.findByRole('list', { name: 'Your share links' }));
    const [first, second] = list.getAllByRole('listitem').map((item) => within(item));
    expect(first?.getByRole('link', { name: 'Attic grow' })).toHaveAttribute(
      'href',
      `/my/grow-cycles/${attic.cycleId}`,
    );
    expect(first?.getByText('Shown as “Green Thumb”')).toBeInTheDocument();
    expect(first?.getByText('Created Apr 2, 2026 · works until May 1, 2026')).toBeInTheDocument();
    expect(second?.getByText('Expired')).toBeInTheDocument();
    expect(second?.getByText('Shared anonymously')).toBeInTheDocument();
    expect(second?.getByText(/expired after Apr 10, 2026/)).toBeInTheDocument();
    // The address is not kept, so it cannot be copied from the list.
    expect(screen.queryByRole('button', { name: /copy/i })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Revoke the link to Balcony' }));
    const dialog = within(
      await screen.findByRole('dialog', { name: 'Revoke the link to Balcony?' }),
    );
    expect(api.callsTo(`DELETE /share-links/${balcony.id}`)).toHaveLength(0);
    await user.click(dialog.getByRole('button', { name: 'Revoke' }));
    await findSnackbar('The link to Balcony was revoked', 'success');
    expect(api.callsTo(`DELETE /share-links/${balcony.id}`)).toHaveLength(1);
    expect(await screen.findAllByRole('listitem')).toHaveLength(1);
    expect(screen.queryByText('Balcony')).toBeNull();
  });

  it('explains sharing when there is no link, and points to the grow cycles', async () => {
    mockApi({ 'GET /share-links': () => ok([]) });
    renderApp('/my/friends');
    expect(
      await screen.findByRole('heading', { name: 'You have not shared a grow yet' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/never your e-mail, location or sensors/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your grow cycles' })).toHaveAttribute(
      'href',
      '/my/grow-cycles',
    );
  });

  it('speaks German', async () => {
    await changeLanguage('de');
    mockApi({ 'GET /share-links': () => ok([aLink({ expiresOn: '2026-05-01' })]) });
    renderApp('/my/friends');
    await findPageHeading('Geteilte Grows');
    expect(await screen.findByText('Anonym geteilt')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Link zu Attic grow widerrufen' })).toBeVisible();
    await changeLanguage('en');
  });
});
