import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../i18n';
import { DateField } from './date-field';

afterEach(() => {
  vi.restoreAllMocks();
});

/** The picker's weekday headers, in order, for a reader whose browser prefers `languages`. */
async function weekdaysShown(languages: string[]) {
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);
  const user = userEvent.setup();
  render(
    <MantineProvider env="test">
      <DateField label="Sown" value="2026-04-15" onChange={() => undefined} />
    </MantineProvider>,
  );
  await user.click(screen.getByRole('textbox', { name: 'Sown' }));
  await screen.findByRole('table');
  return screen.getAllByRole('columnheader').map((header) => header.textContent);
}

describe('DateField', () => {
  it("starts the picker's weeks on Sunday for an English reader in the US", async () => {
    expect((await weekdaysShown(['en-US', 'en']))[0]).toBe('Su');
  });

  it("starts the picker's weeks on Monday for an English reader in Britain or Ireland", async () => {
    expect((await weekdaysShown(['en-GB']))[0]).toBe('Mo');
  });

  it("starts the picker's weeks on Monday in German, whatever the browser", async () => {
    await changeLanguage('de');
    expect((await weekdaysShown(['en-US']))[0]).toBe('Mo');
  });
});
