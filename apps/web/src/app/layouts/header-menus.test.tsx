import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { findPageHeading, renderApp } from '../../test/render-app';

// Runs in its own file: a menu's code, once loaded, stays loaded for the rest of the file.
describe('header menus before their code is in', () => {
  it('show their buttons, and a focused button hands the focus to its loaded menu', async () => {
    const user = userEvent.setup();
    renderApp('/setup-wizard');
    await findPageHeading('Setup wizard');
    const trigger = screen.getByRole('button', { name: 'Language: English' });
    expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
    trigger.focus();
    // The menu's own button replaces the stand-in and takes over the focus.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Language: English' })).not.toBe(trigger),
    );
    const loaded = screen.getByRole('button', { name: 'Language: English' });
    await waitFor(() => expect(loaded).toHaveFocus());
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('menuitem', { name: 'Deutsch' })).toBeInTheDocument();
  });

  it('open the menu a click asked for once it is in', async () => {
    const user = userEvent.setup();
    renderApp('/setup-wizard');
    await findPageHeading('Setup wizard');
    await user.click(screen.getByRole('button', { name: 'Customize layout' }));
    expect(await screen.findByRole('dialog', { name: 'Customize' })).toBeInTheDocument();
  });
});
