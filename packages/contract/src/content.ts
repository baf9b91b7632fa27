import { z } from 'zod';
import { contentCollectionIds, guideStages, landingIcons, recipeKinds } from './content-ids';
import { languageSchema } from './language';

export * from './content-ids';

/**
 * The content system (spec §7 "Content system"): guides, recipes, blog posts and single pages,
 * Markdown with front matter under `content/<locale>/`, served under `/cms`.
 */

/** A file name: lowercase words joined by dashes. */
export const contentIdSchema = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'invalid')
  .max(100);

// ---------------------------------------------------------------------------------------------
// Front matter, as authors write it (content/README.md).

const isoDate = z.iso.date();
const sourceSchema = z.strictObject({
  title: z.string().trim().min(3).max(200),
  url: z.url({ protocol: /^https$/, error: 'must be an https:// URL' }),
});
export type ContentSource = z.infer<typeof sourceSchema>;

const titled = {
  title: z.string().trim().min(3).max(140),
  summary: z.string().trim().min(20).max(400),
};

export const guideFrontMatterSchema = z.strictObject({
  ...titled,
  stages: z.array(z.enum(guideStages)).min(1),
  order: z.int().min(1).max(999),
  updated: isoDate,
  sources: z.array(sourceSchema).min(1).max(12),
});

export const recipeFrontMatterSchema = z.strictObject({
  ...titled,
  kind: z.enum(recipeKinds),
  servings: z.int().min(1).max(50),
  prepMinutes: z.int().min(1).max(1440),
  updated: isoDate,
  sources: z.array(sourceSchema).min(1).max(12),
});

export const blogFrontMatterSchema = z.strictObject({
  ...titled,
  date: isoDate,
  author: z.string().trim().min(2).max(80),
  sources: z.array(sourceSchema).max(12),
});

export const landingFeatureSchema = z.strictObject({
  icon: z.enum(landingIcons),
  title: z.string().trim().min(2).max(60),
  text: z.string().trim().min(10).max(300),
});
export const landingFrontMatterSchema = z.strictObject({
  ...titled,
  features: z.array(landingFeatureSchema).min(3).max(9),
});
export const legalFrontMatterSchema = z.strictObject(titled);

/**
 * Who runs this instance, for the Impressum (§ 5 DDG): DATA_DIR/operator.yml, written by the
 * operator from content/operator.example.yml.
 */
export const operatorSchema = z.strictObject({
  name: z.string().trim().min(1),
  street: z.string().trim().min(1),
  postalCode: z.string().trim().min(1),
  city: z.string().trim().min(1),
  country: z.string().trim().min(1),
  email: z.string().trim().min(3),
  phone: z.string().trim(),
  representative: z.string().trim(),
  responsibleForContent: z.string().trim(),
  vatId: z.string().trim(),
});
export type Operator = z.infer<typeof operatorSchema>;

// ---------------------------------------------------------------------------------------------
// What /cms answers.

export const contentLocaleQuerySchema = z.object({ locale: languageSchema.optional() });

export const headingSchema = z.object({
  depth: z.union([z.literal(2), z.literal(3)]),
  text: z.string(),
  slug: z.string(),
  /** 1-based line of the heading in `body`, so a renderer can give it the same anchor. */
  line: z.int(),
});

export const entrySummarySchema = z.object({
  collection: z.enum(contentCollectionIds),
  id: z.string(),
  /** The language served: the requested one, or English where no translation exists. */
  locale: languageSchema,
  title: z.string(),
  summary: z.string(),
  readingMinutes: z.int(),
  /** Guides and recipes: last reviewed; blog posts: published. */
  date: isoDate,
  stages: z.array(z.enum(guideStages)),
  order: z.int(),
  kind: z.enum(recipeKinds).nullable(),
});
export type ContentEntrySummary = z.infer<typeof entrySummarySchema>;

export const entrySchema = entrySummarySchema.extend({
  body: z.string(),
  headings: z.array(headingSchema),
  wordCount: z.int(),
  sources: z.array(sourceSchema),
  author: z.string().nullable(),
  servings: z.int().nullable(),
  prepMinutes: z.int().nullable(),
  previous: entrySummarySchema.nullable(),
  next: entrySummarySchema.nullable(),
  related: z.array(entrySummarySchema),
});
export type ContentEntry = z.infer<typeof entrySchema>;

export const landingPageSchema = z.object({
  locale: languageSchema,
  title: z.string(),
  summary: z.string(),
  features: z.array(landingFeatureSchema),
  body: z.string(),
});
export type LandingPage = z.infer<typeof landingPageSchema>;

export const legalDisclosurePageSchema = z.object({
  locale: languageSchema,
  title: z.string(),
  summary: z.string(),
  body: z.string(),
  headings: z.array(headingSchema),
  /** Null: the operator of this instance has not given their details yet (no Impressum). */
  operator: operatorSchema.nullable(),
});
export type LegalDisclosurePage = z.infer<typeof legalDisclosurePageSchema>;

export const CONTENT_SEARCH_MAX_RESULTS = 20;
export const contentSearchQuerySchema = z.object({
  q: z.string().trim().min(2).max(100),
  locale: languageSchema.optional(),
  limit: z.coerce.number().int().min(1).max(CONTENT_SEARCH_MAX_RESULTS).optional(),
});
export const searchHitSchema = entrySummarySchema.extend({
  /** Plain text around the first match in the body (or the summary). */
  snippet: z.string(),
});
export type ContentSearchHit = z.infer<typeof searchHitSchema>;
