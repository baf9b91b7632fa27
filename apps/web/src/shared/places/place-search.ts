import type { ComboboxItem, ComboboxParsedItem, OptionsFilter } from '@mantine/core';

// Letters that carry no separable accent.
const letters: Record<string, string> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ı: 'i',
};
const umlauts: Record<string, string> = { ä: 'ae', ö: 'oe', ü: 'ue' };

function plain(text: string, germanUmlauts: boolean): string {
  let lower = text.normalize('NFC').toLowerCase();
  if (germanUmlauts) lower = lower.replace(/[äöü]/g, (letter) => umlauts[letter] ?? letter);
  return lower
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[ßæœøłđðþı]/g, (letter) => letters[letter] ?? letter)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/**
 * A name as the search compares it: lower case, without accents (ß as ss, ł as l), words one
 * space apart. Two forms where the name has an umlaut, as German writes it without the dots
 * (München: "munchen" and "muenchen"), so that "Munchen", "Muenchen" and "München" meet.
 */
export function searchForms(text: string): string[] {
  const stripped = plain(text, false);
  const german = plain(text, true);
  return stripped === german ? [stripped] : [stripped, german];
}

/** A place in a Select, with what the search compares (issue 30). */
export interface PlaceOption extends ComboboxItem {
  /** The search forms of the name and of the place's other names, a line each. */
  searchText: string;
}

type Place = { id: string; name: string; otherNames?: readonly string[] };

// A list from the query cache keeps its options: re-renders need not fold its names again.
const optionsOf = new WeakMap<readonly Place[], PlaceOption[]>();

/** The Select options of places (the API's countries, states or cities). */
export function placeOptions(places: readonly Place[] | undefined): PlaceOption[] {
  if (!places) return [];
  let options = optionsOf.get(places);
  if (!options) {
    options = places.map((place) => ({
      value: place.id,
      label: place.name,
      searchText: [place.name, ...(place.otherNames ?? [])].flatMap(searchForms).join('\n'),
    }));
    optionsOf.set(places, options);
  }
  return options;
}

function searchTextOf(option: ComboboxItem): string {
  const { searchText } = option as Partial<PlaceOption>;
  return typeof searchText === 'string' ? searchText : searchForms(option.label).join('\n');
}

/**
 * A Select's filter for places: finds a place by any of its names, whatever the reader's
 * language, without regard to case, accents or umlauts spelled out ("munchen", "Muenchen",
 * "München" and "Munich" all find Munich).
 */
export const placeFilter: OptionsFilter = ({ options, search, limit }) => {
  const wanted = searchForms(search).filter(Boolean);
  const found: ComboboxParsedItem[] = [];
  for (const option of options) {
    if (found.length >= limit) break;
    if ('group' in option) {
      const items = placeFilter({ options: option.items, search, limit: limit - found.length });
      if (items.length > 0) found.push({ group: option.group, items: items as ComboboxItem[] });
      continue;
    }
    const text = searchTextOf(option);
    if (wanted.length === 0 || wanted.some((form) => text.includes(form))) found.push(option);
  }
  return found;
};
