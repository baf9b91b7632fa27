import type { CatalogueKind } from '@maryjane/contract/catalogue';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { catalogueItems, strains } from '../../db/schema/catalogue';
import { visibleTo } from '../../db/sql-parts';

/** Whether the strain exists and the viewer may see it (the catalogue's or their own). */
export async function isVisibleStrain(db: Database, viewerId: string, id: string) {
  const [strain] = await db
    .select({ id: strains.id })
    .from(strains)
    .where(and(eq(strains.id, id), visibleTo(strains.ownerId, viewerId)));
  return strain !== undefined;
}

/** Whether the item of `kind` exists and the viewer may see it. */
export async function isVisibleItem(
  db: Database,
  viewerId: string,
  kind: CatalogueKind,
  id: string,
) {
  const [item] = await db
    .select({ id: catalogueItems.id })
    .from(catalogueItems)
    .where(
      and(
        eq(catalogueItems.id, id),
        eq(catalogueItems.kind, kind),
        visibleTo(catalogueItems.ownerId, viewerId),
      ),
    );
  return item !== undefined;
}
