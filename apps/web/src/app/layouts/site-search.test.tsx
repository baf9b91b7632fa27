import { storageKeys } from '@maryjane/contract/constants';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { changeLanguage } from '../../shared/i18n';
import { mockApi, ok } from '../../test/api-mock';
import { sampleSummary } from '../../test/content';
import { findPageHeading, pathOf, renderApp } from '../../test/render-app';

const hit = {
  ...sampleSummary({
    collection: 'drying',
    id: 'hang-drying',
    title: 'Hang drying slowly and evenly',
  }),
  snippet: '… keep the room at about 60 % humidity …',
};

function searchApi() {
  return mockApi({
    'GET /cms/search': () => ok([hit]),
    'GET /strains': () =>
      ok({
        items: [],
        total: 0,
        page: 1,
        pageSize: 5,
      }),
  });
}

describe('site search', () => {
  it('opens with Ctrl+K, finds pages and guides, and goes to the chosen one', async () => {
    const api = searchApi();
    const user = userEvent.setup();
    const { router } = renderApp('/setup-wizard');
    await findPageHeading('Setup wizard');
    await screen.findByRole('button', { name: 'Search' });
    await user.keyboard('{Control>}k{/Control}');
    const input = await screen.findByRole('textbox', { name: 'Search pages, guides and strains' });
    await user.type(input, 'humidity');
    const results = within(await screen.findByLabelText('Search results'));
    const guide = await results.findByRole('button', { name: /Hang drying slowly and evenly/ });
    const search = api.callsTo('GET /cms/search');
    expect(search.length).toBeGreaterThan(0);
    await user.click(guide);
    await waitFor(() => expect(pathOf(router)).toBe('/guides/harvesting/drying/hang-drying'));
  });

  it('filters the navigation pages in the reader’s language, without a request below two letters', async () => {
    const api = searchApi();
    await changeLanguage('de');
    const user = userEvent.setup();
    renderApp('/setup-wizard');
    await user.click(await screen.findByRole('button', { name: 'Suche' }));
    const input = await screen.findByRole('textbox', {
      name: 'Seiten, Anleitungen und Sorten durchsuchen',
    });
    await user.type(input, 'k');
    const results = within(await screen.findByLabelText('Suchergebnisse'));
    expect(await results.findByRole('button', { name: /Kalender/ })).toBeInTheDocument();
    expect(results.queryByRole('button', { name: /Dashboard/ })).toBeNull();
    expect(api.callsTo('GET /cms/search')).toEqual([]);
    expect(api.callsTo('GET /strains')).toEqual([]);
  });
});

describe('shortcuts', () => {
  it('offers a visitor the public places and a signed-in grower their own as well', async () => {
    const user = userEvent.setup();
    const visitor = renderApp('/setup-wizard');
    await user.click(await screen.findByRole('button', { name: 'Shortcuts' }));
    expect(await screen.findByRole('menuitem', { name: 'Strains' })).toHaveAttribute(
      'href',
      '/catalogue/strains',
    );
    expect(screen.queryByRole('menuitem', { name: 'Calendar' })).toBeNull();
    visitor.unmount();

    localStorage.setItem(storageKeys.authToken, 't');
    renderApp('/setup-wizard');
    await user.click(await screen.findByRole('button', { name: 'Shortcuts' }));
    expect(await screen.findByRole('menuitem', { name: 'Calendar' })).toHaveAttribute(
      'href',
      '/my/calendar',
    );
  });
});
