import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { storageKeys } from '@maryjane/contract/constants';
import { describe, expect, it } from 'vitest';
import { aNotification } from '../../features/dashboard/test-data';
import { mockApi, ok, sampleUser } from '../../test/api-mock';
import { findPageHeading, renderApp } from '../../test/render-app';

// Runs in its own file: a menu's code, once loaded, stays loaded for the rest of the file.
describe('header menus before their code is in', () => {
  it('show their buttons; from the keyboard the menu opens and then returns the focus', async () => {
    const user = userEvent.setup();
    renderApp('/setup-wizard');
    await findPageHeading('Setup wizard');
    const trigger = screen.getByRole('button', { name: 'Language: English' });
    expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
    trigger.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('menuitem', { name: 'Deutsch' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    // The menu's own button replaced the stand-in, and has the focus back.
    const loaded = screen.getByRole('button', { name: 'Language: English' });
    expect(loaded).not.toBe(trigger);
    await waitFor(() => expect(loaded).toHaveFocus());
  });

  it('open the menu a click asked for once it is in', async () => {
    renderApp('/setup-wizard');
    await findPageHeading('Setup wizard');
    // A click alone (a tap, or a click before the pointer-over loaded anything).
    fireEvent.click(screen.getByRole('button', { name: 'Customize layout' }));
    expect(
      await screen.findByRole('dialog', { name: 'Customize' }, { timeout: 15_000 }),
    ).toBeInTheDocument();
  });

  it("show a member's avatar and unread count before the menus, which open on a click", async () => {
    const user = userEvent.setup();
    mockApi({
      'GET /user': () => ok(sampleUser),
      'GET /notifications': () => ok({ items: [aNotification()], unread: 1 }),
    });
    localStorage.setItem(storageKeys.authToken, 't');
    renderApp('/setup-wizard');
    const bell = await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    expect(bell).toHaveAttribute('aria-haspopup', 'menu');
    const avatar = await screen.findByRole('button', { name: 'MJ: user menu of Mary Jane' });
    expect(avatar).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByTestId('header-avatar')).toHaveTextContent('MJ');

    await user.click(avatar);
    expect(await screen.findByRole('menuitem', { name: 'Account settings' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'MJ: user menu of Mary Jane' })).not.toBe(avatar);
  });

  it("hold a phone's settings in one menu: language, colour scheme and layout", async () => {
    const user = userEvent.setup();
    renderApp('/setup-wizard');
    await findPageHeading('Setup wizard');
    // Shown on narrow screens only (layout.module.css); jsdom applies no media queries.
    const more = screen.getByRole('button', { name: 'More settings' });
    expect(more).toHaveAttribute('aria-haspopup', 'menu');
    await user.click(more);
    const english = await screen.findByRole('menuitem', { name: 'English' });
    expect(english).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('menuitem', { name: 'System' })).toHaveAttribute(
      'aria-current',
      'true',
    );

    await user.click(screen.getByRole('menuitem', { name: 'Dark' }));
    await waitFor(() =>
      expect(document.documentElement).toHaveAttribute('data-mantine-color-scheme', 'dark'),
    );
    await user.click(screen.getByRole('button', { name: 'More settings' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Deutsch' }));
    expect(
      await screen.findByRole('button', { name: 'Weitere Einstellungen' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Weitere Einstellungen' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Layout anpassen' }));
    expect(await screen.findByRole('dialog', { name: 'Anpassen' })).toBeInTheDocument();
  });
});
