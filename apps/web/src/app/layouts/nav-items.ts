import { pagePaths } from '@maryjane/contract/page-paths';
import {
  IconBooks,
  IconDots,
  IconLayoutDashboard,
  IconPackage,
  IconPlant2,
  IconScissors,
  IconSeedling,
  IconTool,
  IconWand,
} from '@tabler/icons-react';
import {
  collectionsOfGroup,
  guideGroupPaths,
  guideSectionPaths,
  type GuideGroupId,
} from '../../shared/cms/guide-collections';

type NavIcon = typeof IconDots;

/** `label` is a translation key with its namespace. */
export interface NavLeaf {
  label: string;
  to: string;
  icon?: NavIcon;
}
export interface NavGroup {
  id: string;
  label: string;
  icon?: NavIcon;
  children: NavEntry[];
}
export type NavEntry = NavLeaf | NavGroup;
export interface NavSection {
  heading?: string;
  entries: NavEntry[];
}

export function isNavGroup(entry: NavEntry): entry is NavGroup {
  return 'children' in entry;
}

function guideLeaves(group: GuideGroupId): NavLeaf[] {
  return collectionsOfGroup(group).map((collection) => ({
    label: `guides:collections.${collection.id}.title`,
    to: collection.listPath,
  }));
}

const overview = (to: string): NavLeaf => ({ label: 'nav:overview', to });

/** Every section of spec §2, in the order a grower meets them. */
export const navSections: NavSection[] = [
  {
    entries: [
      { label: 'nav:dashboard', to: pagePaths.dashboard, icon: IconLayoutDashboard },
      { label: 'nav:setupWizard', to: pagePaths.setupWizard, icon: IconWand },
      {
        id: 'my-grow',
        label: 'nav:myGrow.title',
        icon: IconPlant2,
        children: [
          { label: 'nav:myGrow.environments', to: pagePaths.environments },
          { label: 'nav:myGrow.automation', to: pagePaths.automation },
          { label: 'nav:myGrow.growCycles', to: pagePaths.growCycles },
          { label: 'nav:myGrow.plants', to: pagePaths.plants },
          { label: 'nav:myGrow.calendar', to: pagePaths.calendar },
          { label: 'nav:myGrow.friends', to: pagePaths.friends },
        ],
      },
      {
        id: 'inventory',
        label: 'nav:inventory.title',
        icon: IconPackage,
        children: [
          { label: 'nav:inventory.seeds', to: '/my/inventory/seeds' },
          { label: 'nav:inventory.equipment', to: '/my/inventory/equipment' },
          { label: 'nav:inventory.supplies', to: '/my/inventory/supplies' },
          { label: 'nav:inventory.tools', to: '/my/inventory/tools' },
        ],
      },
      {
        id: 'catalogue',
        label: 'nav:catalogue.title',
        icon: IconBooks,
        children: [
          { label: 'nav:catalogue.strains', to: pagePaths.strains },
          { label: 'nav:catalogue.equipment', to: '/catalogue/equipment' },
          { label: 'nav:catalogue.supplies', to: '/catalogue/supplies' },
          { label: 'nav:catalogue.tools', to: '/catalogue/tools' },
          { label: 'nav:catalogue.shoppingLists', to: pagePaths.shoppingLists },
          { label: 'nav:catalogue.retailers', to: pagePaths.retailers },
        ],
      },
    ],
  },
  {
    heading: 'nav:guides',
    entries: [
      {
        id: 'growing',
        label: 'guides:sections.growing.title',
        icon: IconSeedling,
        children: [overview(guideSectionPaths.growing), ...guideLeaves('growing')],
      },
      {
        id: 'harvesting',
        label: 'guides:sections.harvesting.title',
        icon: IconScissors,
        children: [
          overview(guideSectionPaths.harvesting),
          ...guideLeaves('harvesting'),
          {
            id: 'post-processing',
            label: 'guides:sections.post-processing.title',
            children: [
              overview(guideGroupPaths['post-processing']),
              ...guideLeaves('post-processing'),
            ],
          },
        ],
      },
      {
        id: 'setting-up',
        label: 'guides:sections.setting-up.title',
        icon: IconTool,
        children: [overview(guideSectionPaths['setting-up']), ...guideLeaves('setting-up')],
      },
    ],
  },
  {
    entries: [
      {
        id: 'other',
        label: 'nav:other.title',
        icon: IconDots,
        children: [
          { label: 'nav:other.blog', to: pagePaths.blog },
          { label: 'nav:other.recipes', to: pagePaths.recipes },
          { label: 'nav:other.models', to: pagePaths.models },
          { label: 'nav:other.legalDisclosure', to: pagePaths.legalDisclosure },
          { label: 'nav:other.meetMaryJane', to: pagePaths.meetMaryJane },
        ],
      },
    ],
  },
];

/** A link is active on its own page and on pages below it (a guide list and its guides). */
export function isLeafActive(to: string, pathname: string): boolean {
  return pathname === to || pathname.startsWith(`${to}/`);
}

export function containsActive(entry: NavEntry, pathname: string): boolean {
  return isNavGroup(entry)
    ? entry.children.some((child) => containsActive(child, pathname))
    : isLeafActive(entry.to, pathname);
}
