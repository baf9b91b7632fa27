/** The guide collections of spec §2 and where their list and detail pages live. */
export type GuideSectionId = 'growing' | 'harvesting' | 'setting-up';
/** Post-processing is a group inside harvesting with its own path prefix. */
export type GuideGroupId = GuideSectionId | 'post-processing';

export interface GuideCollection {
  id: string;
  section: GuideSectionId;
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

const groupPrefixes: Record<GuideGroupId, string> = {
  growing: '/guides/growing',
  harvesting: '/guides/harvesting',
  'post-processing': '/guides/harvesting/post-processing',
  'setting-up': '/guides/setting-up',
};

// Detail pages whose path is not simply `<list path>/:id`.
const detailPathOverrides: Record<string, string> = {
  'indoor-vs-outdoor': '/guides/setting-up/indoor-and-outdoors/:id',
};

const collectionIds: Record<GuideGroupId, string[]> = {
  growing: [
    'grow-medium',
    'grow-phases',
    'increasing-yield',
    'nutrients',
    'plant-training',
    'strain-selection',
    'troubleshooting',
  ],
  harvesting: ['curing', 'drying', 'time-to-harvest', 'trimming'],
  'post-processing': ['drinkables', 'edibles', 'extractions', 'storage'],
  'setting-up': [
    'cutting-costs',
    'grow-automation',
    'indoor-vs-outdoor',
    'legal',
    'planning',
    'shopping-lists',
  ],
};

export const guideCollections: GuideCollection[] = Object.entries(collectionIds).flatMap(
  ([group, ids]) =>
    ids.map((id) => {
      const groupId = group as GuideGroupId;
      const listPath = `${groupPrefixes[groupId]}/${id}`;
      return {
        id,
        group: groupId,
        section: groupId === 'post-processing' ? 'harvesting' : groupId,
        listPath,
        detailPath: detailPathOverrides[id] ?? `${listPath}/:id`,
      };
    }),
);

export function collectionsOfGroup(group: GuideGroupId): GuideCollection[] {
  return guideCollections.filter((collection) => collection.group === group);
}
