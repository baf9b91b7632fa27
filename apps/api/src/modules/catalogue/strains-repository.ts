import type { Page } from '@maryjane/contract/catalogue';
import {
  strainEffects,
  type customProducerBodySchema,
  type customStrainBodySchema,
  type Producer,
  type Strain,
  type StrainSort,
  type strainsQuerySchema,
} from '@maryjane/contract/strains';
import { and, asc, count, desc, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { strainProducers, strains } from '../../db/schema/catalogue';
import { containsText, visibleTo } from '../../db/sql-parts';

const strainColumns = {
  id: strains.id,
  name: strains.name,
  producerId: strains.producerId,
  producerName: strainProducers.name,
  producerCountry: strainProducers.country,
  floweringType: strains.floweringType,
  seedType: strains.seedType,
  dominance: strains.dominance,
  genetics: strains.genetics,
  parents: strains.parents,
  floweringWeeksMin: strains.floweringWeeksMin,
  floweringWeeksMax: strains.floweringWeeksMax,
  growWeeks: strains.growWeeks,
  indoorHeightCm: strains.indoorHeightCm,
  yieldIndoorGm2: strains.yieldIndoorGm2,
  thcPercent: strains.thcPercent,
  thcLevel: strains.thcLevel,
  cbdPercent: strains.cbdPercent,
  cbdLevel: strains.cbdLevel,
  effects: strains.effects,
  price1: strains.price1,
  price3: strains.price3,
  link: strains.link,
  ownerId: strains.ownerId,
};

function selectStrains(db: Database) {
  return db
    .select(strainColumns)
    .from(strains)
    .innerJoin(strainProducers, eq(strainProducers.id, strains.producerId));
}

type StrainRow = Awaited<ReturnType<typeof selectStrains>>[number];

function presentStrain({
  producerId,
  producerName,
  producerCountry,
  ownerId,
  ...row
}: StrainRow): Strain {
  return {
    ...row,
    producer: { id: producerId, name: producerName, country: producerCountry },
    custom: ownerId !== null,
  };
}

const strainOrder: Record<StrainSort, SQL[]> = {
  name: [asc(sql`lower(${strains.name})`)],
  '-name': [desc(sql`lower(${strains.name})`)],
  price: [sql`${strains.price1} asc nulls last`],
  '-price': [sql`${strains.price1} desc nulls last`],
  growWeeks: [sql`${strains.growWeeks} asc nulls last`],
  '-thc': [sql`${strains.thcPercent} desc nulls last`],
};

export async function listStrains(
  db: Database,
  filters: z.output<typeof strainsQuerySchema>,
  viewerId: string | null,
): Promise<Page<Strain>> {
  const where = and(
    visibleTo(strains.ownerId, viewerId),
    filters.thcLevel ? eq(strains.thcLevel, filters.thcLevel) : undefined,
    filters.cbd ? eq(strains.cbdLevel, filters.cbd) : undefined,
    filters.effect ? sql`${filters.effect} = any(${strains.effects})` : undefined,
    filters.floweringType ? eq(strains.floweringType, filters.floweringType) : undefined,
    filters.seedType ? eq(strains.seedType, filters.seedType) : undefined,
    filters.maxGrowWeeks !== undefined ? lte(strains.growWeeks, filters.maxGrowWeeks) : undefined,
    filters.maxIndoorHeight !== undefined
      ? lte(strains.indoorHeightCm, filters.maxIndoorHeight)
      : undefined,
    filters.producer ? eq(strains.producerId, filters.producer) : undefined,
    filters.minPrice !== undefined ? gte(strains.price1, filters.minPrice) : undefined,
    filters.maxPrice !== undefined ? lte(strains.price1, filters.maxPrice) : undefined,
    filters.q ? containsText([strains.name, strainProducers.name], filters.q) : undefined,
  );
  const [counted] = await db
    .select({ total: count() })
    .from(strains)
    .innerJoin(strainProducers, eq(strainProducers.id, strains.producerId))
    .where(where);
  const rows = await selectStrains(db)
    .where(where)
    .orderBy(...strainOrder[filters.sort], asc(sql`lower(${strains.name})`), asc(strains.id))
    .limit(filters.pageSize)
    .offset((filters.page - 1) * filters.pageSize);
  return {
    items: rows.map(presentStrain),
    total: counted?.total ?? 0,
    page: filters.page,
    pageSize: filters.pageSize,
  };
}

export async function listProducers(db: Database, viewerId: string | null): Promise<Producer[]> {
  const rows = await db
    .select({
      id: strainProducers.id,
      name: strainProducers.name,
      country: strainProducers.country,
      website: strainProducers.website,
      ownerId: strainProducers.ownerId,
      strainCount: sql<number>`count(${strains.id})::int`,
    })
    .from(strainProducers)
    .leftJoin(
      strains,
      and(eq(strains.producerId, strainProducers.id), visibleTo(strains.ownerId, viewerId)),
    )
    .where(visibleTo(strainProducers.ownerId, viewerId))
    .groupBy(strainProducers.id)
    .orderBy(asc(sql`lower(${strainProducers.name})`));
  return rows.map(({ ownerId, ...row }) => ({ ...row, custom: ownerId !== null }));
}

export async function countEffects(db: Database, viewerId: string | null) {
  const rows = await db
    .select({ effect: sql<string>`unnest(${strains.effects})`.as('effect'), n: count() })
    .from(strains)
    .where(visibleTo(strains.ownerId, viewerId))
    .groupBy(sql`1`);
  const byEffect = new Map(rows.map((row) => [row.effect, row.n]));
  return strainEffects.map((effect) => ({ effect, count: byEffect.get(effect) ?? 0 }));
}

export async function findProducerByName(db: Database, ownerId: string, name: string) {
  const [row] = await db
    .select({ id: strainProducers.id })
    .from(strainProducers)
    .where(
      and(
        visibleTo(strainProducers.ownerId, ownerId),
        sql`lower(${strainProducers.name}) = lower(${name})`,
      ),
    )
    // The user's own spelling wins over the catalogue's.
    .orderBy(sql`${strainProducers.ownerId} is null`)
    .limit(1);
  return row ?? null;
}

export async function insertCustomProducer(
  db: Database,
  ownerId: string,
  body: z.output<typeof customProducerBodySchema>,
): Promise<Producer> {
  const [row] = await db
    .insert(strainProducers)
    .values({ ownerId, name: body.name, website: body.website ?? null })
    .returning();
  if (!row) throw new Error('producer insert returned nothing');
  const { id, name, country, website } = row;
  return { id, name, country, website, strainCount: 0, custom: true };
}

async function insertProducer(db: Database, ownerId: string, name: string) {
  const [row] = await db
    .insert(strainProducers)
    .values({ ownerId, name })
    .returning({ id: strainProducers.id });
  if (!row) throw new Error('producer insert returned nothing');
  return row;
}

export async function insertCustomStrain(
  db: Database,
  ownerId: string,
  body: z.output<typeof customStrainBodySchema>,
): Promise<Strain> {
  return db.transaction(async (tx) => {
    const producer =
      (await findProducerByName(tx, ownerId, body.producer)) ??
      (await insertProducer(tx, ownerId, body.producer));
    const [row] = await tx
      .insert(strains)
      .values({
        ownerId,
        producerId: producer.id,
        name: body.name,
        floweringType: body.floweringType,
        seedType: body.seedType ?? null,
        genetics: body.genetics ?? null,
        parents: body.parents ?? null,
        floweringWeeksMin: body.floweringWeeks ?? null,
        floweringWeeksMax: body.floweringWeeks ?? null,
        price1: body.price1 ?? null,
      })
      .returning({ id: strains.id });
    if (!row) throw new Error('strain insert returned nothing');
    const [saved] = await selectStrains(tx).where(eq(strains.id, row.id));
    if (!saved) throw new Error(`strain ${row.id} vanished`);
    return presentStrain(saved);
  });
}
