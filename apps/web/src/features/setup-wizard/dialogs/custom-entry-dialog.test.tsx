import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { screen, render, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../../shared/i18n';
import { createQueryClient } from '../../../shared/query-client';
import { mockApi, ok } from '../../../test/api-mock';
import { field } from '../../../test/fields';
import type { NewLine } from '../state/wizard-state';
import { CustomEntryDialog } from './custom-entry-dialog';

const tentTypes = [
  { key: 'tent', category: 'housing', seeAlso: null, itemCount: 3 },
  { key: 'light', category: 'light', seeAlso: null, itemCount: 5 },
];

function openDialog(kind: 'equipment' | 'seeds' = 'equipment') {
  mockApi({ 'GET /equipment-types': () => ok(tentTypes) });
  const onAdd = vi.fn<(line: NewLine) => void>();
  const onClose = vi.fn();
  render(
    <MantineProvider env="test">
      <QueryClientProvider client={createQueryClient()}>
        <CustomEntryDialog kind={kind} opened onClose={onClose} onAdd={onAdd} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { onAdd, onClose };
}

const descriptionOf = (label: string) => field(label).getAttribute('aria-describedby') ?? '';
const errorOf = (label: string) =>
  descriptionOf(label)
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

describe('adding your own item in the setup wizard', () => {
  it('shows every error at once when the form is sent', async () => {
    const user = userEvent.setup();
    const { onAdd } = openDialog();
    await user.clear(field('Quantity'));
    await user.type(field('Price each (€)'), '12,345');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(errorOf('Name')).toContain('Name is required!');
    expect(errorOf('Quantity')).toContain('This field is required');
    expect(errorOf('Price each (€)')).toContain('Please enter a price in the format X.XX');
    expect(screen.getByText('Type is required!')).toBeInTheDocument();
    expect(field('Name')).toHaveFocus();
    expect(onAdd).not.toHaveBeenCalled();
  });

  it('takes a price with a German decimal comma as the price of one piece', async () => {
    await changeLanguage('de');
    const user = userEvent.setup();
    const { onAdd } = openDialog();
    await user.type(field('Name'), 'Mein Zelt');
    await user.click(field('Art'));
    await user.click(await screen.findByRole('option', { name: 'Zelt' }));
    await user.clear(field('Menge'));
    await user.type(field('Menge'), '2');
    expect(field('Preis pro Stück (€)')).toHaveAttribute('placeholder', '0,00');
    await user.type(field('Preis pro Stück (€)'), '89,90');
    await user.click(screen.getByRole('button', { name: 'Hinzufügen' }));
    await waitFor(() => expect(onAdd).toHaveBeenCalledTimes(1));
    expect(onAdd.mock.calls[0]?.[0]).toMatchObject({
      kind: 'equipment',
      itemId: null,
      name: 'Mein Zelt',
      type: 'tent',
      quantity: 2,
      unitPrice: 89.9,
    });
  });

  it('leaves the price out when none is typed', async () => {
    const user = userEvent.setup();
    const { onAdd } = openDialog('seeds');
    await user.type(field('Strain name'), 'Grandpa’s Haze');
    await user.type(field('Producer (breeder)'), 'Grandpa');
    await user.click(field('Flowering type'));
    await user.click(await screen.findByRole('option', { name: 'Photoperiod' }));
    expect(field('Price per seed (€)')).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(onAdd).toHaveBeenCalledTimes(1));
    expect(onAdd.mock.calls[0]?.[0]).toMatchObject({ kind: 'seeds', unitPrice: null });
  });
});
