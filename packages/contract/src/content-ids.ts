/**
 * The names of the content system without zod, so the navigation (first page load) can use
 * them; `content.ts` holds the schemas.
 */

export const guideStages = [
  'germination',
  'seedling',
  'vegetation',
  'flowering',
  'trimming',
  'drying',
  'curing',
] as const;
export type GuideStage = (typeof guideStages)[number];

/** The guide collections of spec §2, grouped as the navigation shows them. */
export const guideGroups = {
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
} as const;
export type GuideGroupId = keyof typeof guideGroups;
export type GuideCollectionId = (typeof guideGroups)[GuideGroupId][number];
export const guideCollectionIds = Object.values(guideGroups).flat() as GuideCollectionId[];

export const contentCollectionIds = [...guideCollectionIds, 'recipes', 'blog'] as const;
export type ContentCollectionId = GuideCollectionId | 'recipes' | 'blog';

export const contentPageIds = ['landing', 'legal-disclosure'] as const;
export type ContentPageId = (typeof contentPageIds)[number];

export const recipeKinds = ['edible', 'drinkable'] as const;
export const landingIcons = [
  'wand',
  'calendar',
  'sensor',
  'inventory',
  'book',
  'language',
  'shield',
  'cart',
  'plant',
] as const;

export interface ContentHeading {
  depth: 2 | 3;
  text: string;
  slug: string;
  /** 1-based line of the heading in the body, so a renderer can give it the same anchor. */
  line: number;
}

/** An anchor for a heading: ASCII, lowercase, dashes ("Wärme & Luft" → "waerme-luft"). */
export function headingSlug(text: string): string {
  return (
    text
      .toLowerCase()
      .replace(/ä/g, 'ae')
      .replace(/ö/g, 'oe')
      .replace(/ü/g, 'ue')
      .replace(/ß/g, 'ss')
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'section'
  );
}

/** The `##` and `###` headings of a Markdown body, outside code fences, with unique slugs. */
export function extractHeadings(body: string): ContentHeading[] {
  const headings: ContentHeading[] = [];
  const used = new Map<string, number>();
  let fenced = false;
  body.split('\n').forEach((line, index) => {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    if (fenced) return;
    const match = /^(#{2,3})\s+(.+?)\s*#*\s*$/.exec(line);
    if (!match?.[1] || !match[2]) return;
    const text = match[2].replace(/[*_`]/g, '').trim();
    const base = headingSlug(text);
    const seen = used.get(base) ?? 0;
    used.set(base, seen + 1);
    headings.push({
      depth: match[1].length === 2 ? 2 : 3,
      text,
      slug: seen === 0 ? base : `${base}-${seen + 1}`,
      line: index + 1,
    });
  });
  return headings;
}
