import { expect, test } from './fixtures';
import { pageReady } from './helpers';

test('Tab reaches the skip link first, and it moves focus to the main content', async ({
  page,
}) => {
  await page.goto('/');
  await pageReady(page, 'Welcome to MaryJane');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
  // The next Tab continues inside the page, not back in the header.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Start the setup wizard' })).toBeFocused();
});

test('navigation groups open with Enter and Space, and links follow with Enter', async ({
  page,
}) => {
  await page.goto('/setup-wizard');
  await pageReady(page, 'Setup wizard');
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  const group = nav.getByRole('button', { name: 'Setting up' });

  await group.focus();
  await page.keyboard.press('Enter');
  await expect(group).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Space');
  await expect(group).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.press('Space');
  await expect(group).toHaveAttribute('aria-expanded', 'true');

  await page.keyboard.press('Tab'); // first link of the group: its overview
  await expect(nav.getByRole('link', { name: 'Overview' }).last()).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/setting-up');
  await pageReady(page, 'Setting up');
});

test('the language menu works from the keyboard', async ({ page }) => {
  await page.goto('/setup-wizard');
  await pageReady(page, 'Setup wizard');
  const trigger = page.getByRole('button', { name: 'Language: English' });
  const focusInMenu = page.locator('[role="menu"]:focus, [role="menu"] :focus');
  await trigger.focus();
  await page.keyboard.press('Enter');
  // Arrow keys act once the dropdown has taken focus, after its opening transition.
  await expect(focusInMenu).toHaveCount(1);
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem', { name: 'English' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(trigger).toBeFocused();

  await page.keyboard.press('Enter');
  await expect(focusInMenu).toHaveCount(1);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem', { name: 'Deutsch' })).toBeFocused();
  await page.keyboard.press('Enter');
  await pageReady(page, 'Einrichtungsassistent');
});
