import type { BoundFunctions, queries } from '@testing-library/react';
import { expect } from 'vitest';

/** `screen`, or `within(element)`: where to look. */
type Scope = Pick<BoundFunctions<typeof queries>, 'getByRole'>;

/** Each link named by a key of `hrefs` is in `scope` and points to that key's value. */
export function expectLinks(scope: Scope, hrefs: Record<string, string>) {
  for (const [name, href] of Object.entries(hrefs)) {
    expect(scope.getByRole('link', { name })).toHaveAttribute('href', href);
  }
}

/** Each disclosure button named by a key of `expanded` is in `scope`, open or closed as its value says. */
export function expectExpanded(scope: Scope, expanded: Record<string, boolean>) {
  for (const [name, open] of Object.entries(expanded)) {
    expect(scope.getByRole('button', { name })).toHaveAttribute('aria-expanded', String(open));
  }
}
