import {
  catalogueCategories,
  catalogueTypes,
  categoryOf,
  type BudgetTier,
  type CatalogueCategory,
  type CatalogueItem,
  type CatalogueKind,
  type Facet,
  type GrowPlace,
  type ItemSort,
  type Page,
  type Retailer,
  type TypeSummary,
} from '@maryjane/contract/catalogue';
import { and, asc, count, desc, eq, gte, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  catalogueItems,
  retailers,
  shoppingListItems,
  shoppingLists,
} from '../../db/schema/catalogue';
import { containsText, visibleTo } from '../../db/sql-parts';

const visibleItems = (viewerId: string | null) => visibleTo(catalogueItems.ownerId, viewerId);

const itemColumns = {
  id: catalogueItems.id,
  kind: catalogueItems.kind,
  type: catalogueItems.type,
  category: catalogueItems.category,
  name: catalogueItems.name,
  brand: catalogueItems.brand,
  retailerId: catalogueItems.retailerId,
  retailerName: catalogueItems.retailerName,
  retailerCatalogueName: retailers.name,
  retailerUrl: retailers.url,
  price: catalogueItems.price,
  link: catalogueItems.link,
  budget: catalogueItems.budget,
  specs: catalogueItems.specs,
  ownerId: catalogueItems.ownerId,
};

function presentItem(row: ItemRow): CatalogueItem {
  const retailerName = row.retailerCatalogueName ?? row.retailerName;
  return {
    id: row.id,
    kind: row.kind,
    type: row.type,
    category: row.category,
    name: row.name,
    brand: row.brand,
    retailer: retailerName
      ? { id: row.retailerId, name: retailerName, url: row.retailerUrl }
      : null,
    price: row.price,
    link: row.link,
    budget: row.budget,
    specs: row.specs,
    custom: row.ownerId !== null,
  };
}

function selectItems(db: Database) {
  return db
    .select(itemColumns)
    .from(catalogueItems)
    .leftJoin(retailers, eq(retailers.id, catalogueItems.retailerId));
}

type ItemRow = Awaited<ReturnType<typeof selectItems>>[number];

export interface ItemFilters {
  type?: string;
  category?: CatalogueCategory;
  brand?: string;
  retailer?: string;
  budget?: BudgetTier;
  q?: string;
  sort: ItemSort;
  page: number;
  pageSize: number;
}

const itemOrder: Record<ItemSort, SQL[]> = {
  name: [asc(sql`lower(${catalogueItems.name})`)],
  '-name': [desc(sql`lower(${catalogueItems.name})`)],
  price: [sql`${catalogueItems.price} asc nulls last`],
  '-price': [sql`${catalogueItems.price} desc nulls last`],
};

export async function listItems(
  db: Database,
  kind: CatalogueKind,
  filters: ItemFilters,
  viewerId: string | null,
): Promise<Page<CatalogueItem>> {
  const where = and(
    eq(catalogueItems.kind, kind),
    visibleItems(viewerId),
    filters.type ? eq(catalogueItems.type, filters.type) : undefined,
    filters.category ? eq(catalogueItems.category, filters.category) : undefined,
    filters.brand ? sql`lower(${catalogueItems.brand}) = lower(${filters.brand})` : undefined,
    filters.retailer ? eq(catalogueItems.retailerId, filters.retailer) : undefined,
    filters.budget ? eq(catalogueItems.budget, filters.budget) : undefined,
    filters.q ? containsText([catalogueItems.name, catalogueItems.brand], filters.q) : undefined,
  );
  const [counted] = await db.select({ total: count() }).from(catalogueItems).where(where);
  const rows = await selectItems(db)
    .where(where)
    .orderBy(...itemOrder[filters.sort], asc(catalogueItems.id))
    .limit(filters.pageSize)
    .offset((filters.page - 1) * filters.pageSize);
  return {
    items: rows.map(presentItem),
    total: counted?.total ?? 0,
    page: filters.page,
    pageSize: filters.pageSize,
  };
}

export async function listTypes(
  db: Database,
  kind: CatalogueKind,
  viewerId: string | null,
): Promise<TypeSummary[]> {
  const counts = await db
    .select({ type: catalogueItems.type, count: count() })
    .from(catalogueItems)
    .where(and(eq(catalogueItems.kind, kind), visibleItems(viewerId)))
    .groupBy(catalogueItems.type);
  const byType = new Map(counts.map((row) => [row.type, row.count]));
  return Object.entries(catalogueTypes[kind]).map(([key, definition]) => ({
    key,
    category: definition.category,
    seeAlso: definition.seeAlso ?? null,
    itemCount: byType.get(key) ?? 0,
  }));
}

export async function listBrands(
  db: Database,
  kind: CatalogueKind,
  viewerId: string | null,
): Promise<Facet[]> {
  const rows = await db
    .select({ brand: catalogueItems.brand, count: count() })
    .from(catalogueItems)
    .where(
      and(eq(catalogueItems.kind, kind), visibleItems(viewerId), isNotNull(catalogueItems.brand)),
    )
    .groupBy(catalogueItems.brand)
    .orderBy(asc(sql`lower(${catalogueItems.brand})`));
  return rows.map((row) => ({ value: row.brand ?? '', label: row.brand ?? '', count: row.count }));
}

export async function listCategories(
  db: Database,
  kind: CatalogueKind,
  viewerId: string | null,
): Promise<Facet[]> {
  const rows = await db
    .select({ category: catalogueItems.category, count: count() })
    .from(catalogueItems)
    .where(and(eq(catalogueItems.kind, kind), visibleItems(viewerId)))
    .groupBy(catalogueItems.category);
  const byCategory = new Map(rows.map((row) => [row.category, row.count]));
  // The spec's order, not the alphabet's: categories are labels the web app translates.
  return catalogueCategories.flatMap((category) => {
    const found = byCategory.get(category);
    return found ? [{ value: category, label: category, count: found }] : [];
  });
}

type RetailerRow = typeof retailers.$inferSelect;

export function presentRetailer(row: RetailerRow): Retailer {
  return {
    id: row.id,
    name: row.name,
    url: row.url,
    country: row.country,
    sells: row.sells,
    description: { en: row.descriptionEn, de: row.descriptionDe },
  };
}

export async function listRetailers(db: Database, sells?: Retailer['sells'][number]) {
  const rows = await db
    .select()
    .from(retailers)
    .where(sells ? sql`${sells} = any(${retailers.sells})` : undefined)
    .orderBy(asc(sql`lower(${retailers.name})`));
  return rows.map(presentRetailer);
}

/** Retailers that carry at least one catalogue item of this kind. */
export async function listItemRetailers(db: Database, kind: CatalogueKind) {
  const rows = await db
    .selectDistinct({ retailer: retailers })
    .from(retailers)
    .innerJoin(catalogueItems, eq(catalogueItems.retailerId, retailers.id))
    .where(eq(catalogueItems.kind, kind));
  return rows
    .map((row) => presentRetailer(row.retailer))
    .sort((a, b) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }));
}

export async function listShoppingListSizes(db: Database, kind: CatalogueKind) {
  const rows = await db
    .selectDistinct({ size: shoppingLists.numberOfPlants })
    .from(shoppingLists)
    .where(eq(shoppingLists.kind, kind))
    .orderBy(asc(shoppingLists.numberOfPlants));
  return rows.map((row) => row.size);
}

/**
 * The lines of the list for the smallest grow size that holds `numberOfPlants` (2 plants get
 * the 3-plant list) and that size; null when the catalogue has no list that large.
 */
export async function findShoppingList(
  db: Database,
  kind: CatalogueKind,
  budget: BudgetTier,
  where: GrowPlace,
  numberOfPlants: number,
) {
  const [list] = await db
    .select()
    .from(shoppingLists)
    .where(
      and(
        eq(shoppingLists.kind, kind),
        eq(shoppingLists.budget, budget),
        eq(shoppingLists.where, where),
        gte(shoppingLists.numberOfPlants, numberOfPlants),
      ),
    )
    .orderBy(asc(shoppingLists.numberOfPlants))
    .limit(1);
  if (!list) return null;
  const lines = await db
    .select({ ...itemColumns, quantity: shoppingListItems.quantity })
    .from(shoppingListItems)
    .innerJoin(catalogueItems, eq(catalogueItems.id, shoppingListItems.itemId))
    .leftJoin(retailers, eq(retailers.id, catalogueItems.retailerId))
    .where(eq(shoppingListItems.listId, list.id))
    .orderBy(asc(shoppingListItems.position));
  return {
    listSize: list.numberOfPlants,
    lines: lines.map(({ quantity, ...row }) => ({ item: presentItem(row), quantity })),
  };
}

export interface CustomItemValues {
  name: string;
  type: string;
  brand?: string | null;
  retailer?: string | null;
  price?: number | null;
  link?: string | null;
}

export async function insertCustomItem(
  db: Database,
  kind: CatalogueKind,
  ownerId: string,
  values: CustomItemValues,
): Promise<CatalogueItem> {
  const category = categoryOf(kind, values.type);
  if (!category) throw new Error(`unknown ${kind} type ${values.type}`);
  const [row] = await db
    .insert(catalogueItems)
    .values({
      ownerId,
      kind,
      type: values.type,
      category,
      name: values.name,
      brand: values.brand ?? null,
      retailerName: values.retailer ?? null,
      price: values.price ?? null,
      link: values.link ?? null,
    })
    .returning({ id: catalogueItems.id });
  if (!row) throw new Error('custom item insert returned nothing');
  const [saved] = await selectItems(db).where(eq(catalogueItems.id, row.id));
  if (!saved) throw new Error(`custom item ${row.id} vanished`);
  return presentItem(saved);
}
