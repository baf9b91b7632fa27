import { pagePath, pagePaths } from '@maryjane/contract/page-paths';
import { matchPath } from 'react-router';
import { guideCollections, guideGroupPaths, guideSectionPaths } from './cms/guide-collections';

/**
 * What a page of this site is called, for sentences such as "After signing in you will return
 * to …" (issue 30): never the raw path.
 * - `page`: the page itself, `label` its name ("Shared grows").
 * - `within`: a page below a section with a name of its own (one grow cycle, one guide):
 *   `label` names the section ("Grow cycles").
 * - `unknown`: a page without a name here; say "the page you opened".
 * `label` is a translation key with its namespace, from the core namespaces (`nav`, `guides`,
 * `common`) every page has loaded. The navigation's own items live in the app shell, which
 * shared code may not import; the keys are the same.
 */
export type PageName =
  { kind: 'page'; label: string } | { kind: 'within'; label: string } | { kind: 'unknown' };

type Entry = [path: string, kind: 'page' | 'within', label: string];

const inventoryKinds = ['seeds', 'equipment', 'supplies', 'tools'] as const;
const catalogueKinds = ['equipment', 'supplies', 'tools'] as const;

// Fixed paths first: /my/grow-cycles/compare is no grow cycle's id.
const entries: Entry[] = [
  [pagePaths.home, 'page', 'nav:home'],
  [pagePaths.dashboard, 'page', 'nav:dashboard'],
  [pagePaths.setupWizard, 'page', 'nav:setupWizard'],
  [pagePaths.accountSettings, 'page', 'common:header.accountSettings'],
  [pagePaths.accountSettingsTab, 'page', 'common:header.accountSettings'],
  [pagePaths.environments, 'page', 'nav:myGrow.environments'],
  [pagePaths.automation, 'page', 'nav:myGrow.automation'],
  [pagePaths.growCycles, 'page', 'nav:myGrow.growCycles'],
  [pagePaths.compareGrows, 'within', 'nav:myGrow.growCycles'],
  [pagePaths.plants, 'page', 'nav:myGrow.plants'],
  [pagePaths.calendar, 'page', 'nav:myGrow.calendar'],
  [pagePaths.friends, 'page', 'nav:myGrow.friends'],
  ...inventoryKinds.map((kind): Entry => [
    pagePath(pagePaths.inventory, { kind }),
    'page',
    `nav:inventory.${kind}`,
  ]),
  [pagePaths.strains, 'page', 'nav:catalogue.strains'],
  ...catalogueKinds.map((kind): Entry => [
    pagePath(pagePaths.catalogue, { kind }),
    'page',
    `nav:catalogue.${kind}`,
  ]),
  [pagePaths.shoppingLists, 'page', 'nav:catalogue.shoppingLists'],
  [pagePaths.retailers, 'page', 'nav:catalogue.retailers'],
  [pagePaths.blog, 'page', 'nav:other.blog'],
  [pagePaths.recipes, 'page', 'nav:other.recipes'],
  [pagePaths.models, 'page', 'nav:other.models'],
  [pagePaths.legalDisclosure, 'page', 'nav:other.legalDisclosure'],
  [pagePaths.meetMaryJane, 'page', 'nav:other.meetMaryJane'],
  ...Object.entries(guideSectionPaths).map(([section, path]): Entry => [
    path,
    'page',
    `guides:sections.${section}.title`,
  ]),
  [guideGroupPaths['post-processing'], 'page', 'guides:sections.post-processing.title'],
  ...guideCollections.map((collection): Entry => [
    collection.listPath,
    'page',
    `guides:collections.${collection.id}.title`,
  ]),
  // Pages of one thing, named by the section they belong to.
  [pagePaths.growCycle, 'within', 'nav:myGrow.growCycles'],
  [pagePaths.growReport, 'within', 'nav:myGrow.growCycles'],
  [pagePaths.plant, 'within', 'nav:myGrow.plants'],
  [pagePaths.blogPost, 'within', 'nav:other.blog'],
  [pagePaths.recipe, 'within', 'nav:other.recipes'],
  ...guideCollections.map((collection): Entry => [
    collection.detailPath,
    'within',
    `guides:collections.${collection.id}.title`,
  ]),
];

/** The name of the page at `target`, a path of this site that may carry a query and a hash. */
export function pageNameOf(target: string): PageName {
  const pathname = target.split(/[?#]/)[0] ?? '';
  if (!pathname.startsWith('/')) return { kind: 'unknown' };
  // Matched like the router matches it: case-insensitive, a trailing slash ignored.
  const found = entries.find(([path]) => matchPath({ path, end: true }, pathname));
  return found ? { kind: found[1], label: found[2] } : { kind: 'unknown' };
}
