import { describe, expect, it } from 'vitest';
import { pageNameOf } from '../shared/page-names';
import { isNavGroup, navSections, type NavEntry, type NavLeaf } from './layouts/nav-items';

function leaves(entries: NavEntry[]): NavLeaf[] {
  return entries.flatMap((entry) => (isNavGroup(entry) ? leaves(entry.children) : [entry]));
}

// The page names of shared/page-names.ts (what the login page says) repeat the navigation's.
describe('page names', () => {
  it.each(navSections.flatMap((section) => leaves(section.entries)).map((leaf) => [leaf.to, leaf]))(
    'name %s as the navigation does',
    (_to, leaf) => {
      const name = pageNameOf(leaf.to);
      // A section's "Overview" link is the section's own page, named by its title.
      if (leaf.label === 'nav:overview') expect(name.kind).toBe('page');
      else expect(name).toEqual({ kind: 'page', label: leaf.label });
    },
  );
});
