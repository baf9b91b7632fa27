import {
  guideGroups,
  type ContentCollectionId,
  type GuideCollectionId,
  type GuideGroupId,
} from '@maryjane/contract/content-ids';

/** The guide collections of spec §2 and where their list and detail pages live. */
export type GuideSectionId = 'growing' | 'harvesting' | 'setting-up';
export type { GuideGroupId };

export interface GuideCollection {
  id: GuideCollectionId;
  section: GuideSectionId;
  /** Post-processing is a group inside harvesting with its own path prefix. */
  group: GuideGroupId;
  listPath: string;
  /** Route pattern of one guide, with `:id`. */
  detailPath: string;
}

export const guideSectionPaths: Record<GuideSectionId, string> = {
  growing: '/growing',
  harvesting: '/harvesting',
  'setting-up': '/setting-up',
};

/** Where each group's collections lie; the post-processing group has a page of its own there. */
export const guideGroupPaths: Record<GuideGroupId, string> = {
  growing: '/guides/growing',
  harvesting: '/guides/harvesting',
  'post-processing': '/guides/harvesting/post-processing',
  'setting-up': '/guides/setting-up',
};

// Detail pages whose path is not simply `<list path>/:id`.
const detailPathOverrides: Partial<Record<GuideCollectionId, string>> = {
  'indoor-vs-outdoor': '/guides/setting-up/indoor-and-outdoors/:id',
};

export const guideCollections: GuideCollection[] = (
  Object.entries(guideGroups) as [GuideGroupId, readonly GuideCollectionId[]][]
).flatMap(([group, ids]) =>
  ids.map((id) => {
    const listPath = `${guideGroupPaths[group]}/${id}`;
    return {
      id,
      group,
      section: group === 'post-processing' ? 'harvesting' : group,
      listPath,
      detailPath: detailPathOverrides[id] ?? `${listPath}/:id`,
    };
  }),
);

export function collectionsOfGroup(group: GuideGroupId): GuideCollection[] {
  return guideCollections.filter((collection) => collection.group === group);
}

export function guideCollection(id: string): GuideCollection | undefined {
  return guideCollections.find((collection) => collection.id === id);
}

export const RECIPES_PATH = '/recipes';
export const BLOG_PATH = '/other/blog';

/** Where one entry of the content system is read. */
export function entryPath(entry: { collection: ContentCollectionId; id: string }): string {
  const id = encodeURIComponent(entry.id);
  if (entry.collection === 'recipes') return `${RECIPES_PATH}/${id}`;
  if (entry.collection === 'blog') return `${BLOG_PATH}/${id}`;
  const collection = guideCollection(entry.collection);
  return collection ? collection.detailPath.replace(':id', id) : '/';
}

/** Where the list an entry belongs to is. */
export function listPathOf(collection: ContentCollectionId): string {
  if (collection === 'recipes') return RECIPES_PATH;
  if (collection === 'blog') return BLOG_PATH;
  return guideCollection(collection)?.listPath ?? '/';
}
