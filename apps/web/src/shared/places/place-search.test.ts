import type { ComboboxParsedItem } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { placeFilter, placeOptions, searchForms } from './place-search';

const cities = placeOptions([
  { id: 'DE-BY:Munich', name: 'Munich', otherNames: ['München'] },
  { id: 'DE-NW:Köln', name: 'Köln', otherNames: ['Cologne'] },
  { id: 'DE-HE:Gießen', name: 'Gießen' },
  { id: 'CH-ZH:Zürich', name: 'Zürich' },
  { id: 'PL-DS:Wrocław', name: 'Wrocław', otherNames: ['Breslau'] },
  { id: 'DK-84:København', name: 'København', otherNames: ['Copenhagen'] },
  { id: 'CH-SG:Sankt Gallen', name: 'Sankt Gallen', otherNames: ['St. Gallen'] },
]);

const found = (search: string, options: ComboboxParsedItem[] = cities, limit = Infinity) =>
  placeFilter({ options, search, limit }).map((option) =>
    'group' in option ? option.group : option.label,
  );

describe('the places search', () => {
  it('compares names without case, accents or punctuation, umlauts both ways', () => {
    expect(searchForms('München')).toEqual(['munchen', 'muenchen']);
    expect(searchForms('Gießen')).toEqual(['giessen']);
    expect(searchForms('Wrocław')).toEqual(['wroclaw']);
    expect(searchForms('  St. Gallen ')).toEqual(['st gallen']);
    // Decomposed input (a Mac's file names, some keyboards) is the same name.
    expect(searchForms('Mu\u0308nchen')).toEqual(['munchen', 'muenchen']);
  });

  it('finds Munich by München, munchen, Muenchen and MÜNCHEN', () => {
    for (const search of ['München', 'munchen', 'Muenchen', 'MÜNCHEN', 'Munich', 'münch']) {
      expect(found(search), search).toEqual(['Munich']);
    }
  });

  it('finds a place by its local name or exonym, and ß, ł, ø without them', () => {
    expect(found('cologne')).toEqual(['Köln']);
    expect(found('koln')).toEqual(['Köln']);
    expect(found('Koeln')).toEqual(['Köln']);
    expect(found('giessen')).toEqual(['Gießen']);
    expect(found('Gießen')).toEqual(['Gießen']);
    expect(found('zurich')).toEqual(['Zürich']);
    expect(found('wroclaw')).toEqual(['Wrocław']);
    expect(found('Breslau')).toEqual(['Wrocław']);
    expect(found('kobenhavn')).toEqual(['København']);
    expect(found('St Gallen')).toEqual(['Sankt Gallen']);
  });

  it('shows everything for an empty search, up to the limit, and groups', () => {
    expect(found('')).toHaveLength(cities.length);
    expect(found('', cities, 2)).toEqual(['Munich', 'Köln']);
    expect(found('n', cities, 3)).toEqual(['Munich', 'Köln', 'Gießen']);
    const grouped: ComboboxParsedItem[] = [
      { group: 'Bavaria', items: [{ value: 'a', label: 'Würzburg' }] },
      { group: 'Hesse', items: [{ value: 'b', label: 'Kassel' }] },
    ];
    expect(found('wurzburg', grouped)).toEqual(['Bavaria']);
  });

  it('folds plain options (without other names) from their label', () => {
    expect(found('dusseldorf', [{ value: 'x', label: 'Düsseldorf' }])).toEqual(['Düsseldorf']);
  });

  it('keeps the options of one list for the next render', () => {
    const list = [{ id: 'AT', name: 'Austria', otherNames: ['Österreich'] }];
    expect(placeOptions(list)).toBe(placeOptions(list));
    expect(placeOptions(undefined)).toEqual([]);
  });
});
