import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { changeLanguage } from '../../shared/i18n';
import { lastQueryTo, mockApi, never, ok, queriesTo } from '../../test/api-mock';
import { findPageHeading, pathOf, renderApp } from '../../test/render-app';
import { aStrain, page, producer } from './test-data';

const reference = {
  'GET /strain-producers': () => ok([producer]),
  'GET /strains/effects': () =>
    ok([
      { effect: 'body', count: 7 },
      { effect: 'mood', count: 5 },
    ]),
};

const input = (label: string) =>
  screen.getByLabelText(label, { selector: 'input:not([type="hidden"])' });

async function choose(label: string, option: string) {
  const user = userEvent.setup();
  await user.click(input(label));
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('strain finder', { timeout: 15_000 }, () => {
  it('shows a card with the key facts and typical prices', async () => {
    mockApi({ ...reference, 'GET /strains': () => ok(page([aStrain()])) });
    renderApp('/catalogue/strains');
    await findPageHeading('Strain finder');
    await waitFor(() => expect(document.title).toBe('Strain finder · MaryJane'));

    const card = (await screen.findByRole('article', { name: 'Northern Lights' })) as HTMLElement;
    const facts = within(card);
    expect(facts.getByRole('heading', { level: 3, name: 'Northern Lights' })).toBeInTheDocument();
    expect(facts.getByText('Sensi Seeds')).toBeInTheDocument();
    expect(facts.getByText('Photoperiod')).toBeInTheDocument();
    expect(facts.getByText('Feminized')).toBeInTheDocument();
    expect(facts.getByText('Indica-dominant')).toBeInTheDocument();
    const fact = (label: string) => facts.getByText(label).nextElementSibling?.textContent;
    expect(fact('THC')).toBe('18.5% · high');
    expect(fact('CBD')).toBe('0.5% · low');
    expect(fact('Flowering time')).toBe('7–8 weeks');
    expect(fact('Seed to harvest (breeder)')).toBe('16 weeks');
    expect(fact('Final height indoors')).toBe('120 cm');
    expect(fact('Yield indoors')).toBe('500 g/m²');
    expect(fact('Typical price, 1 seed')).toBe('€8.50');
    expect(fact('Typical price, 3 seeds')).toBe('€22.00');
    const effects = within(facts.getByRole('list', { name: 'Effects' }));
    expect(effects.getAllByRole('listitem').map((badge) => badge.textContent)).toEqual([
      'Body',
      'Mood',
    ]);
    const link = facts.getByRole('link', { name: /View at Sensi Seeds/ });
    expect(link).toHaveAttribute('href', 'https://sensiseeds.com/northern-lights');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByText('1 strain found')).toHaveAttribute('aria-live', 'polite');
  });

  // Issue 30: a breeder outside the EU was linked though seeds may come from EU countries only.
  it("names the breeder's country and marks one a German grower cannot order from", async () => {
    const dutch = aStrain({ name: 'Skunk #1' });
    const american = aStrain({
      name: 'Blueberry Muffin',
      producer: { id: producer.id, name: 'Humboldt Seed Company', country: 'US' },
    });
    mockApi({ ...reference, 'GET /strains': () => ok(page([dutch, american])) });
    renderApp('/catalogue/strains');
    const us = within(
      (await screen.findByRole('article', { name: 'Blueberry Muffin' })) as HTMLElement,
    );
    expect(us.getByText('Breeder based in United States')).toBeInTheDocument();
    expect(us.getByRole('note')).toHaveTextContent(/Outside the EU/);
    const nl = within(screen.getByRole('article', { name: 'Skunk #1' }));
    expect(nl.getByText('Breeder based in Netherlands')).toBeInTheDocument();
    expect(nl.queryByRole('note')).toBeNull();
  });

  it('says a yield the breeder does not publish is not published, not nothing', async () => {
    const unpublished = aStrain({ name: 'Panama', yieldIndoorGm2: null });
    const own = aStrain({ name: 'Backyard Kush', yieldIndoorGm2: null, custom: true });
    mockApi({ ...reference, 'GET /strains': () => ok(page([unpublished, own])) });
    renderApp('/catalogue/strains');
    const card = within((await screen.findByRole('article', { name: 'Panama' })) as HTMLElement);
    expect(card.getByText('Yield indoors').nextElementSibling?.textContent).toBe(
      'not published by the breeder',
    );
    const ownCard = within(screen.getByRole('article', { name: 'Backyard Kush' }));
    expect(ownCard.queryByText('Yield indoors')).toBeNull();
  });

  it('names the facts in German and writes prices the German way', async () => {
    await changeLanguage('de');
    mockApi({
      ...reference,
      'GET /strains': () => ok(page([aStrain({ floweringType: 'autoflowering' })])),
    });
    renderApp('/catalogue/strains?minPrice=5.5');
    await findPageHeading('Sortenfinder');
    expect(input('Typischer Preis pro Samen ab (€)')).toHaveValue('5,5');
    const card = within(await screen.findByRole('article', { name: 'Northern Lights' }));
    const fact = (label: string) => card.getByText(label).nextElementSibling?.textContent;
    expect(card.getByText('Autoflower')).toBeInTheDocument();
    expect(card.getByText('Feminisiert')).toBeInTheDocument();
    expect(fact('THC')).toBe('18,5 % · hoch');
    expect(fact('Blütezeit')).toBe('7–8 Wochen');
    expect(fact('Samen bis Ernte (laut Züchter)')).toBe('16 Wochen');
    expect(fact('Endhöhe indoor')).toBe('120 cm');
    expect(fact('Typischer Preis, 1 Samen')?.replace(/\s/g, ' ')).toBe('8,50 €');
    expect(screen.getByText('1 Sorte gefunden')).toBeInTheDocument();
  });

  it('sends a chosen filter as a query parameter and starts again at page 1', async () => {
    mockApi({ ...reference, 'GET /strains': () => ok(page([aStrain()], 60, 2)) });
    const { router } = renderApp('/catalogue/strains?page=2&sort=-thc');
    await screen.findByRole('article', { name: 'Northern Lights' });
    expect(lastQueryTo('/strains')?.get('page')).toBe('2');

    await choose('Flowering type', 'Autoflower');
    await waitFor(() =>
      expect(lastQueryTo('/strains')?.get('floweringType')).toBe('autoflowering'),
    );
    const query = lastQueryTo('/strains');
    expect(query?.get('page')).toBe('1');
    expect(query?.get('sort')).toBe('-thc');
    expect(pathOf(router)).toBe('/catalogue/strains?sort=-thc&floweringType=autoflowering');

    await choose('Effect', 'Mood (5)');
    await choose('Breeder', 'Sensi Seeds (12)');
    await waitFor(() => expect(lastQueryTo('/strains')?.get('producer')).toBe(producer.id));
    expect(lastQueryTo('/strains')?.get('effect')).toBe('mood');
    expect(lastQueryTo('/strains')?.get('floweringType')).toBe('autoflowering');

    // The back button undoes the last filter (the earlier answer comes from the cache).
    await router.navigate(-1);
    await waitFor(() => expect(input('Breeder')).toHaveValue(''));
    expect(pathOf(router)).toBe(
      '/catalogue/strains?sort=-thc&floweringType=autoflowering&effect=mood',
    );
    expect(input('Effect')).toHaveValue('Mood (5)');
  });

  it('prefills the filters from the address and asks for them', async () => {
    mockApi({ ...reference, 'GET /strains': () => ok(page([aStrain()])) });
    renderApp(
      `/catalogue/strains?floweringType=autoflowering&seedType=regular&thcLevel=medium&cbd=high` +
        `&effect=body&producer=${producer.id}&maxGrowWeeks=12&maxIndoorHeight=90` +
        `&minPrice=5&maxPrice=12.5&q=haze&sort=price&page=3&thcLevel2=ignored`,
    );
    await findPageHeading('Strain finder');
    await waitFor(() => expect(input('Breeder')).toHaveValue('Sensi Seeds (12)'));
    expect(input('Flowering type')).toHaveValue('Autoflower');
    expect(input('Seed type')).toHaveValue('Regular');
    expect(input('THC level')).toHaveValue('Medium (10 to 18%)');
    expect(input('CBD level')).toHaveValue('High (5% and more)');
    expect(input('Effect')).toHaveValue('Body (7)');
    expect(input('Weeks from seed to harvest, at most')).toHaveValue('12');
    expect(input('Final height indoors, at most')).toHaveValue('90 cm');
    expect(input('Typical price per seed from (€)')).toHaveValue('5');
    expect(input('Typical price per seed up to (€)')).toHaveValue('12.5');
    expect(screen.getByRole('searchbox', { name: 'Search strains' })).toHaveValue('haze');
    expect(input('Sort by')).toHaveValue('Typical price, lowest first');

    expect(Object.fromEntries(queriesTo('/strains')[0] ?? [])).toEqual({
      floweringType: 'autoflowering',
      seedType: 'regular',
      thcLevel: 'medium',
      cbd: 'high',
      effect: 'body',
      producer: producer.id,
      maxGrowWeeks: '12',
      maxIndoorHeight: '90',
      minPrice: '5',
      maxPrice: '12.5',
      q: 'haze',
      sort: 'price',
      page: '3',
      pageSize: '24',
    });
  });

  it('leaves out values the API would refuse', async () => {
    mockApi({ ...reference, 'GET /strains': () => ok(page([])) });
    renderApp('/catalogue/strains?thcLevel=extreme&maxGrowWeeks=99&minPrice=20&maxPrice=10');
    await findPageHeading('Strain finder');
    await waitFor(() => expect(queriesTo('/strains')).toHaveLength(1));
    const query = lastQueryTo('/strains');
    expect(query?.has('thcLevel')).toBe(false);
    expect(query?.has('maxGrowWeeks')).toBe(false);
    expect(query?.get('minPrice')).toBe('20');
    expect(query?.has('maxPrice')).toBe(false);
    expect(screen.getByText('Must not be below the lower price')).toBeInTheDocument();
  });

  it('searches once the reader pauses typing', async () => {
    mockApi({ ...reference, 'GET /strains': () => ok(page([aStrain()])) });
    const { router } = renderApp('/catalogue/strains');
    await screen.findByRole('article', { name: 'Northern Lights' });
    await userEvent.setup().type(screen.getByRole('searchbox', { name: 'Search strains' }), 'haze');
    await waitFor(() => expect(lastQueryTo('/strains')?.get('q')).toBe('haze'));
    // One request for the word, none for "h", "ha", "haz".
    expect(queriesTo('/strains').map((query) => query.get('q'))).toEqual([null, 'haze']);
    expect(pathOf(router)).toBe('/catalogue/strains?q=haze');

    await userEvent.setup().type(input('Final height indoors, at most'), '120');
    await waitFor(() => expect(lastQueryTo('/strains')?.get('maxIndoorHeight')).toBe('120'));
    expect(queriesTo('/strains')).toHaveLength(3);
    expect(lastQueryTo('/strains')?.get('q')).toBe('haze');
  });

  it('says when no strain matches and resets the filters from there', async () => {
    mockApi({ ...reference, 'GET /strains': () => ok(page([])) });
    const { router } = renderApp('/catalogue/strains?effect=medical&thcLevel=high');
    expect(await screen.findByRole('heading', { name: 'No strain matches' })).toBeInTheDocument();
    expect(screen.getByText('Loosen a filter or reset them all.')).toBeInTheDocument();
    expect(screen.getByText('0 strains found')).toBeInTheDocument();

    const resets = screen.getAllByRole('button', { name: 'Reset filters' });
    await userEvent.setup().click(resets.at(-1) as HTMLElement);
    await waitFor(() => expect(pathOf(router)).toBe('/catalogue/strains'));
    await waitFor(() => expect(lastQueryTo('/strains')?.has('effect')).toBe(false));
  });

  it('moves between pages with the pagination, first and last included', async () => {
    mockApi({
      ...reference,
      'GET /strains': () => {
        const asked = Number(lastQueryTo('/strains')?.get('page'));
        return ok(page([aStrain({ name: `Strain on page ${asked}` })], 60, asked));
      },
    });
    const { router } = renderApp('/catalogue/strains');
    await screen.findByRole('article', { name: 'Strain on page 1' });
    const pages = within(screen.getByRole('navigation', { name: 'Result pages' }));
    expect(pages.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    const user = userEvent.setup();

    await user.click(pages.getByRole('button', { name: 'Next page' }));
    await screen.findByRole('article', { name: 'Strain on page 2' });
    expect(pathOf(router)).toBe('/catalogue/strains?page=2');

    await user.click(pages.getByRole('button', { name: 'Last page' }));
    await screen.findByRole('article', { name: 'Strain on page 3' });
    expect(lastQueryTo('/strains')?.get('page')).toBe('3');

    await user.click(pages.getByRole('button', { name: 'First page' }));
    await screen.findByRole('article', { name: 'Strain on page 1' });
    expect(pathOf(router)).toBe('/catalogue/strains');
  });

  it('shows skeleton cards while the strains load', async () => {
    mockApi({ ...reference, 'GET /strains': never });
    renderApp('/catalogue/strains');
    await findPageHeading('Strain finder');
    expect(await screen.findByRole('status', { name: 'Loading…' })).toBeInTheDocument();
  });
});
