import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { storageKeys } from '@maryjane/contract/constants';
import {
  defaultLayoutSettings,
  layoutSettings,
} from '../../shared/layout-settings/layout-settings';
import { findPageHeading, renderApp } from '../../test/render-app';

async function openCustomizer() {
  const user = userEvent.setup();
  renderApp('/setup-wizard');
  await findPageHeading('Setup wizard');
  await user.click(await screen.findByRole('button', { name: 'Customize layout' }));
  const drawer = await screen.findByRole('dialog', { name: 'Customize' });
  return { user, drawer };
}

const group = (drawer: HTMLElement, name: string) =>
  within(drawer).getByRole('radiogroup', { name });

describe('layout customizer', () => {
  it('changes every setting from its control, and resets them', async () => {
    const { user, drawer } = await openCustomizer();
    const d = within(drawer);

    await user.click(within(group(drawer, 'Content width')).getByLabelText('Full width'));
    await user.click(within(group(drawer, 'Footer')).getByLabelText('Sticky'));
    await user.click(within(group(drawer, 'Navbar')).getByLabelText('Static'));
    await user.click(within(group(drawer, 'Skin')).getByLabelText('Bordered'));
    await user.click(d.getByRole('switch', { name: 'Semi-dark navigation' }));
    await user.click(d.getByRole('switch', { name: 'Blur behind the navbar' }));
    await user.click(d.getByRole('switch', { name: 'Collapse the navigation' }));
    await user.click(d.getByRole('button', { name: 'Violet' }));
    expect(layoutSettings.get()).toEqual({
      ...defaultLayoutSettings,
      contentWidth: 'fluid',
      footer: 'sticky',
      navbar: 'static',
      skin: 'bordered',
      semiDark: true,
      navbarBlur: false,
      navCollapsed: true,
      primaryColor: 'violet',
    });
    expect(d.getByRole('button', { name: 'Violet' })).toHaveAttribute('aria-pressed', 'true');
    expect(document.documentElement).toHaveAttribute('data-skin', 'bordered');
    expect(document.documentElement).toHaveAttribute('data-content-width', 'fluid');

    await user.click(within(group(drawer, 'Navigation')).getByLabelText('Horizontal'));
    expect(layoutSettings.get()).toMatchObject({ navigation: 'horizontal', navCollapsed: false });
    expect(d.getByRole('switch', { name: 'Collapse the navigation' })).toBeDisabled();
    expect(within(group(drawer, 'Navbar')).getByLabelText('Hidden')).toBeDisabled();

    await user.click(within(group(drawer, 'Colour scheme')).getByLabelText('Dark'));
    expect(localStorage.getItem(storageKeys.colorScheme)).toBe('dark');

    await user.click(d.getByRole('button', { name: 'Reset to defaults' }));
    expect(layoutSettings.get()).toEqual(defaultLayoutSettings);
    expect(document.documentElement).toHaveAttribute('data-nav', 'vertical');
  });

  it('takes a custom colour', async () => {
    const { drawer } = await openCustomizer();
    const input = within(drawer).getByLabelText('Custom colour');
    // jsdom has no colour picker; the change event is what a picker sends.
    const { fireEvent } = await import('@testing-library/react');
    fireEvent.change(input, { target: { value: '#aa3300' } });
    expect(layoutSettings.get().primaryColor).toBe('#aa3300');
    expect(document.documentElement).toHaveAttribute('data-primary-color', '#aa3300');
  });

  it('hides the header but keeps its menus in the navigation', async () => {
    const { user, drawer } = await openCustomizer();
    await user.click(within(group(drawer, 'Navbar')).getByLabelText('Hidden'));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('banner')).toBeNull();
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(await within(nav).findByRole('button', { name: 'Customize layout' })).toBeVisible();
  });
});
