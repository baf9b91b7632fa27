import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { changeLanguage } from '../../shared/i18n';
import { mockApi, ok } from '../../test/api-mock';
import { findPageHeading, renderApp } from '../../test/render-app';
import { retailer } from './test-data';

const seedBank = {
  id: 'seedbank',
  name: 'Amsterdam Seeds',
  url: 'https://seeds.example.nl',
  country: 'NL',
  sells: ['seeds'],
  description: { en: 'Seeds from many breeders.', de: 'Samen von vielen Breedern.' },
};

describe('retailers', { timeout: 15_000 }, () => {
  it('shows each shop with country, what it sells, description and link', async () => {
    mockApi({ 'GET /retailers': () => ok([seedBank, retailer]) });
    renderApp('/catalogue/retailers');
    await findPageHeading('Retailers');
    await waitFor(() => expect(document.title).toBe('Retailers · MaryJane'));

    const cards = await screen.findAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Amsterdam Seeds',
      'Growshop Berlin',
    ]);
    const shop = within(screen.getByRole('article', { name: 'Growshop Berlin' }));
    expect(shop.getByText('Germany')).toBeInTheDocument();
    const sells = within(shop.getByRole('list', { name: 'Sells' }));
    expect(sells.getAllByRole('listitem').map((badge) => badge.textContent)).toEqual([
      'Equipment',
      'Seeds',
    ]);
    expect(shop.getByText('A grow shop in Berlin with a wide range.')).toBeInTheDocument();
    const link = shop.getByRole('link', { name: /Visit the shop/ });
    expect(link).toHaveAttribute('href', 'https://growshop.example');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('describes the shops in German when the language is German', async () => {
    await changeLanguage('de');
    mockApi({ 'GET /retailers': () => ok([retailer]) });
    renderApp('/catalogue/retailers');
    await findPageHeading('Händler');
    const shop = within(await screen.findByRole('article', { name: 'Growshop Berlin' }));
    expect(shop.getByText('Ein Growshop in Berlin mit großer Auswahl.')).toBeInTheDocument();
    expect(shop.queryByText('A grow shop in Berlin with a wide range.')).toBeNull();
    expect(shop.getByText('Deutschland')).toBeInTheDocument();
    const sells = within(shop.getByRole('list', { name: 'Sortiment' }));
    expect(sells.getAllByRole('listitem').map((badge) => badge.textContent)).toEqual([
      'Ausrüstung',
      'Samen',
    ]);
    expect(shop.getByRole('link', { name: /Zum Shop/ })).toHaveAttribute(
      'href',
      'https://growshop.example',
    );
  });
});
