import { MantineProvider } from '@mantine/core';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { MemoryRouter } from 'react-router';
import { layoutSettings, NARROW_QUERY } from '../../shared/layout-settings/layout-settings';
import { matchMediaStub } from '../../test/media';
import { renderApp } from '../../test/render-app';
import { CollapsedNav, HorizontalNav } from './nav-menus';

function renderNav(nav: 'horizontal' | 'collapsed', path = '/') {
  render(
    <MantineProvider env="test">
      <MemoryRouter initialEntries={[path]}>
        {nav === 'horizontal' ? <HorizontalNav /> : <CollapsedNav />}
      </MemoryRouter>
    </MantineProvider>,
  );
}

const postProcessingPages = ['Overview', 'Drinkables', 'Edibles', 'Extractions', 'Storage'];

/** The menu a menu item opens, once open. */
async function submenuOf(item: HTMLElement) {
  await waitFor(() => expect(item).toHaveAttribute('aria-expanded', 'true'));
  const id = item.getAttribute('aria-controls');
  const menu = id ? document.getElementById(id) : null;
  if (!menu) throw new Error('no submenu');
  expect(menu).toHaveAttribute('role', 'menu');
  return menu;
}

const itemNames = (menu: HTMLElement) =>
  within(menu)
    .getAllByRole('menuitem')
    // The submenu lies inside its menu: only this menu's own items.
    .filter((item) => item.closest('[data-menu-dropdown]') === menu)
    .map((item) => item.textContent);

describe.each([
  ['horizontal', 'Harvesting'],
  ['collapsed', 'Harvesting'],
] as const)('the %s navigation', (nav, harvesting) => {
  it('shows a group inside a group as a submenu, not flattened', async () => {
    const user = userEvent.setup();
    renderNav(nav);
    await user.click(screen.getByRole('button', { name: harvesting }));
    const menu = await screen.findByRole('menu');
    expect(itemNames(menu)).toEqual([
      'Overview',
      'Curing',
      'Drying',
      'Time to harvest',
      'Trimming',
      'Post-processing',
    ]);
    const group = within(menu).getByRole('menuitem', { name: 'Post-processing' });
    expect(group).toHaveAttribute('aria-haspopup', 'menu');
    expect(group).toHaveAttribute('aria-expanded', 'false');
    expect(within(menu).queryByRole('menuitem', { name: 'Edibles' })).toBeNull();

    await user.click(group);
    const submenu = await submenuOf(group);
    expect(itemNames(submenu)).toEqual(postProcessingPages);
    expect(within(submenu).getByRole('menuitem', { name: 'Edibles' })).toHaveAttribute(
      'href',
      '/guides/harvesting/post-processing/edibles',
    );
  });

  it('opens and closes the submenu from the keyboard: arrows, Enter, Escape', async () => {
    const user = userEvent.setup();
    renderNav(nav);
    const button = screen.getByRole('button', { name: harvesting });
    button.focus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    const group = within(menu).getByRole('menuitem', { name: 'Post-processing' });

    // → opens it with the focus on its first page; ↓ moves within it.
    group.focus();
    await user.keyboard('{ArrowRight}');
    const submenu = await submenuOf(group);
    const first = within(submenu).getByRole('menuitem', { name: 'Overview' });
    await waitFor(() => expect(first).toHaveFocus());
    await user.keyboard('{ArrowDown}');
    expect(within(submenu).getByRole('menuitem', { name: 'Drinkables' })).toHaveFocus();

    // ← closes it, back on its item.
    await user.keyboard('{ArrowLeft}');
    await waitFor(() => expect(group).toHaveFocus());
    await waitFor(() => expect(group).toHaveAttribute('aria-expanded', 'false'));

    // Enter opens it too; Escape closes the submenu only, then the menu.
    await user.keyboard('{Enter}');
    const again = await submenuOf(group);
    await waitFor(() =>
      expect(within(again).getByRole('menuitem', { name: 'Overview' })).toHaveFocus(),
    );
    await user.keyboard('{Escape}');
    await waitFor(() => expect(group).toHaveAttribute('aria-expanded', 'false'));
    expect(group).toHaveFocus();
    expect(screen.getByRole('menu')).toBe(menu);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await waitFor(() => expect(screen.getByRole('button', { name: harvesting })).toHaveFocus());
  });

  it('marks the group and the page being read', async () => {
    const user = userEvent.setup();
    renderNav(nav, '/guides/harvesting/post-processing/edibles');
    await user.click(screen.getByRole('button', { name: harvesting }));
    const group = within(await screen.findByRole('menu')).getByRole('menuitem', {
      name: 'Post-processing',
    });
    expect(group).toHaveStyle({ fontWeight: '600' });
    await user.click(group);
    const submenu = await submenuOf(group);
    expect(within(submenu).getByRole('menuitem', { name: 'Edibles' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });
});

describe('on a phone (390 px)', () => {
  afterEach(() => {
    window.matchMedia = matchMediaStub();
    layoutSettings.reset();
  });

  it('shows even a horizontal choice as the vertical navigation, groups nested', async () => {
    const user = userEvent.setup();
    window.matchMedia = matchMediaStub((query) => query === NARROW_QUERY);
    layoutSettings.set({ navigation: 'horizontal' });
    renderApp('/growing');
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    await user.click(within(nav).getByRole('button', { name: 'Harvesting' }));
    const group = await within(nav).findByRole('button', { name: 'Post-processing' });
    expect(group).toHaveAttribute('aria-expanded', 'false');
    expect(within(nav).queryByRole('link', { name: 'Edibles' })).toBeNull();
    await user.click(group);
    expect(await within(nav).findByRole('link', { name: 'Edibles' })).toHaveAttribute(
      'href',
      '/guides/harvesting/post-processing/edibles',
    );
  });
});
