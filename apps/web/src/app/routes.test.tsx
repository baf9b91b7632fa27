import { storageKeys } from '@maryjane/contract/constants';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { changeLanguage, i18n } from '../shared/i18n';
import { mockApi, ok } from '../test/api-mock';
import { sampleEntry } from '../test/content';
import { expectExpanded } from '../test/navigation';
import { findPageHeading, renderApp } from '../test/render-app';
import { appRoutes } from './routes';

// Routes that only redirect have no page of their own.
const redirectOnly = new Set(['/account-settings', '/logout']);
// Pages opened from another page of their section (compare grows: from the grow cycles page and
// a cycle's results), not from the navigation.
const openedFromTheirSection = new Set(['/my/grow-cycles/compare']);
const pages = appRoutes
  .filter((route) => !redirectOnly.has(route.path))
  .map((route) => ({
    ...route,
    url: route.path
      .replace(':tab', 'security')
      .replace(':error', '404')
      .replace(':id', 'first-grow')
      .replace(/^\*$/, '/no/such/page'),
  }));

let missingKeys: string[] = [];
const onMissing = (lngs: readonly string[], ns: string, key: string) => {
  missingKeys.push(`${lngs.join()}:${ns}:${key}`);
};

beforeEach(() => {
  missingKeys = [];
  i18n.options.saveMissing = true;
  i18n.on('missingKey', onMissing);
});
afterEach(() => {
  i18n.off('missingKey', onMissing);
  i18n.options.saveMissing = false;
});

describe.each(['en', 'de'] as const)('every page in %s', (language) => {
  beforeEach(async () => {
    await changeLanguage(language);
  });

  it.each(pages)('$url is a titled page with every text translated', async (route) => {
    if (route.access === 'authenticatedOnly') localStorage.setItem(storageKeys.authToken, 't');
    renderApp(route.url);
    const heading = await findPageHeading();
    expect(heading.textContent?.trim()).not.toBe('');
    await waitFor(() => expect(document.title).toMatch(/^.+ · MaryJane$/));
    expect(document.documentElement.lang).toBe(language);
    if (route.layout === 'default') {
      expect(screen.getByRole('navigation', { name: i18n.t('nav:label') })).toBeInTheDocument();
    } else {
      expect(screen.queryByRole('navigation', { name: i18n.t('nav:label') })).toBeNull();
    }
    expect(missingKeys).toEqual([]);
  });
});

describe('navigation', () => {
  it('links every section of the route table', async () => {
    renderApp('/setup-wizard');
    const nav = within(await screen.findByRole('navigation', { name: 'Main navigation' }));
    // A closed group's entries are made when it opens: open every group, nested ones too.
    const links = () => nav.queryAllByRole('link', { hidden: true });
    expect(links().map((a) => a.getAttribute('href'))).not.toContain('/catalogue/strains');
    for (;;) {
      const closed = nav.queryAllByRole('button', { expanded: false, hidden: true });
      if (closed.length === 0) break;
      const before = links().length;
      for (const group of closed) fireEvent.click(group);
      await waitFor(() => expect(links().length).toBeGreaterThan(before));
    }
    const linked = new Set(links().map((a) => a.getAttribute('href')));
    const expected = pages
      .filter(
        (route) => !route.path.includes(':') && !route.path.includes('*') && route.path !== '/',
      )
      .filter((route) => route.layout === 'default' || route.path === '/meetmaryjane')
      .filter((route) => !openedFromTheirSection.has(route.path))
      .map((route) => route.path);
    expect(expected.filter((path) => !linked.has(path))).toEqual([]);
  });

  it('highlights the current page and opens its group', async () => {
    mockApi({ 'GET /cms/edibles/brownies': () => ok(sampleEntry()) });
    renderApp('/guides/harvesting/post-processing/edibles/brownies');
    const nav = within(await screen.findByRole('navigation', { name: 'Main navigation' }));
    await findPageHeading('Brownies without guesswork');
    const link = nav.getByRole('link', { name: 'Edibles' });
    expect(link).toHaveAttribute('data-active');
    // On a guide page the list link is active but it is not the current page itself.
    expect(link).not.toHaveAttribute('aria-current');
    expectExpanded(nav, { Harvesting: true, 'Post-processing': true, Growing: false });
  });

  it('marks the exact page with aria-current', async () => {
    localStorage.setItem(storageKeys.authToken, 't');
    renderApp('/my/plants');
    await findPageHeading('My plants');
    const nav = within(screen.getByRole('navigation', { name: 'Main navigation' }));
    expect(nav.getByRole('link', { name: 'Plants' })).toHaveAttribute('aria-current', 'page');
  });
});
