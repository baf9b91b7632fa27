import { vi } from 'vitest';

/** A `matchMedia` for jsdom (which has none) that matches the queries `matches` accepts. */
export function matchMediaStub(matches: (query: string) => boolean = () => false) {
  return vi.fn((query: string) => ({
    matches: matches(query),
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }));
}
