import type { Page, Retailer } from '@maryjane/contract/catalogue';
import type { FieldError } from '@maryjane/contract/errors';
import type { Producer, Strain } from '@maryjane/contract/strains';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, useTokens } from '../../test/accounts';
import { useTestApp } from '../../test/app';
import { getData } from '../../test/client';
import { must } from '../../test/must';

const t = useTestApp({ seed: true });
const tokens = useTokens(t, 'mary', 'otto');

const get = <T>(url: string, token?: string) => getData<T>(t, url, token);

/** Every strain matching the query (the pages of 100 walked through). */
async function allStrains(query = '', token?: string): Promise<Strain[]> {
  const strains: Strain[] = [];
  for (let page = 1; ; page++) {
    const result = await get<Page<Strain>>(`/api/strains?pageSize=100&page=${page}${query}`, token);
    strains.push(...result.items);
    if (strains.length >= result.total) return strains;
  }
}

const post = (url: string, payload: Record<string, unknown>, token?: string) =>
  t.app.inject({ method: 'POST', url, payload, headers: token ? bearer(token) : {} });

describe('strain finder', () => {
  let everything: Strain[];
  beforeAll(async () => {
    everything = await allStrains();
  });

  it('holds at least 100 catalogue strains with their facts', () => {
    expect(everything.length).toBeGreaterThanOrEqual(100);
    for (const strain of everything) {
      expect(strain.custom).toBe(false);
      expect(strain.thcLevel).not.toBeNull();
      expect(strain.price1).toBeGreaterThan(0);
    }
  });

  it.each([
    ['thcLevel=high', (s: Strain) => s.thcLevel === 'high' && (s.thcPercent ?? NaN) >= 18],
    ['thcLevel=low', (s: Strain) => s.thcLevel === 'low' && (s.thcPercent ?? NaN) < 10],
    ['cbd=high', (s: Strain) => s.cbdLevel === 'high' && (s.cbdPercent ?? NaN) >= 5],
    ['effect=medical', (s: Strain) => s.effects.includes('medical')],
    ['floweringType=autoflowering', (s: Strain) => s.floweringType === 'autoflowering'],
    ['seedType=regular', (s: Strain) => s.seedType === 'regular'],
    ['maxGrowWeeks=11', (s: Strain) => (s.growWeeks ?? NaN) <= 11],
    ['maxIndoorHeight=90', (s: Strain) => (s.indoorHeightCm ?? NaN) <= 90],
    ['minPrice=8&maxPrice=10', (s: Strain) => (s.price1 ?? NaN) >= 8 && (s.price1 ?? NaN) <= 10],
  ])('filters by %s', async (query, matches) => {
    const found = await allStrains(`&${query}`);
    expect(found.length).toBeGreaterThan(0);
    expect(found.every(matches)).toBe(true);
    // …and leaves out nothing that matches.
    expect(found.length).toBe(everything.filter(matches).length);
  });

  it('filters by producer and finds strains by producer name', async () => {
    const producers = await get<Producer[]>('/api/strain-producers');
    const producer = must(producers.find((candidate) => candidate.strainCount >= 3));
    const theirs = await allStrains(`&producer=${producer.id}`);
    expect(theirs).toHaveLength(producer.strainCount);
    expect(theirs.every((strain) => strain.producer.id === producer.id)).toBe(true);
    const byName = await allStrains(`&q=${encodeURIComponent(producer.name.toLowerCase())}`);
    expect(byName.length).toBeGreaterThanOrEqual(producer.strainCount);
    expect(producers.reduce((sum, entry) => sum + entry.strainCount, 0)).toBe(everything.length);
  });

  it('combines filters', async () => {
    const found = await allStrains('&floweringType=autoflowering&thcLevel=high&effect=body');
    expect(found.length).toBeGreaterThan(0);
    expect(
      found.every(
        (s) =>
          s.floweringType === 'autoflowering' &&
          s.thcLevel === 'high' &&
          s.effects.includes('body'),
      ),
    ).toBe(true);
  });

  it('sorts by strength, price and grow time', async () => {
    const strongest = (await get<Page<Strain>>('/api/strains?sort=-thc&pageSize=50')).items;
    const thc = strongest.map((strain) => must(strain.thcPercent));
    expect(thc).toEqual([...thc].sort((a, b) => b - a));
    const cheapest = (await get<Page<Strain>>('/api/strains?sort=price&pageSize=50')).items;
    const prices = cheapest.map((strain) => must(strain.price1));
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const quickest = (await get<Page<Strain>>('/api/strains?sort=growWeeks&pageSize=50')).items;
    const weeks = quickest.map((strain) => must(strain.growWeeks));
    expect(weeks).toEqual([...weeks].sort((a, b) => a - b));
  });

  it.each([
    ['thcLevel=extreme', 'thcLevel', 'invalid'],
    ['effect=sleepy', 'effect', 'invalid'],
    ['floweringType=fast', 'floweringType', 'invalid'],
    ['maxGrowWeeks=soon', 'maxGrowWeeks', 'integer'],
    ['maxIndoorHeight=5', 'maxIndoorHeight', 'outOfRange'],
    ['producer=123', 'producer', 'invalid'],
    ['minPrice=-1', 'minPrice', 'positiveNumber'],
    ['minPrice=20&maxPrice=10', 'maxPrice', 'outOfRange'],
    ['pageSize=500', 'pageSize', 'outOfRange'],
  ])('refuses %s with a field error', async (query, field, code) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/strains?${query}` });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toContainEqual(expect.objectContaining({ field, code }));
  });

  it('counts strains per effect and lists the seed retailers', async () => {
    const effects = await get<{ effect: string; count: number }[]>('/api/strains/effects');
    expect(effects.map((entry) => entry.effect)).toEqual(['body', 'mind', 'mood', 'medical']);
    const medical = must(effects.find((entry) => entry.effect === 'medical')).count;
    expect(medical).toBe(everything.filter((strain) => strain.effects.includes('medical')).length);

    const retailers = await get<Retailer[]>('/api/strains/retailers');
    expect(retailers.length).toBeGreaterThan(0);
    expect(retailers.every((retailer) => retailer.sells.includes('seeds'))).toBe(true);
  });
});

describe('custom strains and producers', () => {
  it('need a signed-in user', async () => {
    expect((await post('/api/strains/custom', { name: 'X', producer: 'Y' })).statusCode).toBe(401);
    expect((await post('/api/strain-producers/custom', { name: 'Y' })).statusCode).toBe(401);
  });

  it('answer bad fields with the messages of spec §5', async () => {
    const missing = await post('/api/strains/custom', { genetics: 'g'.repeat(50) }, tokens.mary);
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors as FieldError[]).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'name', code: 'nameRequired' }),
        expect.objectContaining({ field: 'producer', code: 'producerRequired' }),
        expect.objectContaining({ field: 'genetics', code: 'tooLong' }),
        expect.objectContaining({ field: 'floweringType', code: 'required' }),
      ]),
    );
    const long = await post(
      '/api/strains/custom',
      {
        name: 'Mine',
        producer: 'p'.repeat(50),
        parents: 'q'.repeat(50),
        floweringType: 'photoperiod',
      },
      tokens.mary,
    );
    expect(long.json().errors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'producer', code: 'producerTooLong' }),
        expect.objectContaining({ field: 'parents', code: 'tooLong' }),
      ]),
    );
    const producer = await post('/api/strain-producers/custom', { name: '' }, tokens.mary);
    expect(producer.json().errors).toContainEqual(
      expect.objectContaining({ field: 'name', code: 'producerRequired' }),
    );
  });

  it('reuse a catalogue producer named alike and stay private', async () => {
    const catalogueProducer = must((await get<Producer[]>('/api/strain-producers'))[0]);
    const response = await post(
      '/api/strains/custom',
      {
        name: 'Grandma’s Kush',
        producer: catalogueProducer.name.toUpperCase(),
        genetics: 'Indica 70 %',
        parents: 'Unknown × Kush',
        floweringType: 'photoperiod',
        floweringWeeks: 9,
      },
      tokens.mary,
    );
    expect(response.statusCode).toBe(201);
    const strain = response.json().data as Strain;
    expect(strain).toMatchObject({
      custom: true,
      producer: { id: catalogueProducer.id },
      floweringWeeksMin: 9,
      floweringWeeksMax: 9,
      genetics: 'Indica 70 %',
    });

    expect((await allStrains('&q=grandma', tokens.mary)).map((s) => s.id)).toEqual([strain.id]);
    expect(await allStrains('&q=grandma', tokens.otto)).toEqual([]);
    expect(await allStrains('&q=grandma')).toEqual([]);
  });

  it('make the user a producer of their own when the name is new', async () => {
    const response = await post(
      '/api/strains/custom',
      { name: 'Balcony Blue', producer: 'Balcony Genetics', floweringType: 'autoflowering' },
      tokens.mary,
    );
    expect(response.statusCode).toBe(201);
    const strain = response.json().data as Strain;
    const marys = await get<Producer[]>('/api/strain-producers', tokens.mary);
    expect(marys.find((producer) => producer.id === strain.producer.id)).toMatchObject({
      name: 'Balcony Genetics',
      custom: true,
      strainCount: 1,
    });
    const ottos = await get<Producer[]>('/api/strain-producers', tokens.otto);
    expect(ottos.map((producer) => producer.id)).not.toContain(strain.producer.id);
  });

  it('refuse a producer name the user already sees, but not another user’s', async () => {
    const created = await post(
      '/api/strain-producers/custom',
      { name: 'Attic Seeds', website: 'https://attic.example.org' },
      tokens.mary,
    );
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toMatchObject({
      name: 'Attic Seeds',
      custom: true,
      strainCount: 0,
    });
    expect(
      (await post('/api/strain-producers/custom', { name: 'attic seeds' }, tokens.mary)).statusCode,
    ).toBe(409);
    const catalogueProducer = must((await get<Producer[]>('/api/strain-producers'))[0]);
    expect(
      (await post('/api/strain-producers/custom', { name: catalogueProducer.name }, tokens.mary))
        .statusCode,
    ).toBe(409);
    expect(
      (await post('/api/strain-producers/custom', { name: 'Attic Seeds' }, tokens.otto)).statusCode,
    ).toBe(201);
  });
});
