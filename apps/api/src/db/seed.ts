import { eq } from 'drizzle-orm';
import type { Database } from './client';
import { seedRuns } from './schema/seed-runs';

/**
 * A committed data set loaded at start-up (catalogue, strains, …). `version` changes whenever the
 * data changes; `load` must itself be safe to run over an older version (upserts), because it runs
 * again when the version moves on.
 */
export interface Seed {
  name: string;
  version: string;
  load(tx: Database): Promise<void>;
}

export interface SeedReport {
  applied: string[];
  skipped: string[];
}

/** Loads every seed whose version is not yet recorded, each in one transaction with its record. */
export async function runSeeds(db: Database, seeds: readonly Seed[]): Promise<SeedReport> {
  const report: SeedReport = { applied: [], skipped: [] };
  for (const seed of seeds) {
    const [current] = await db.select().from(seedRuns).where(eq(seedRuns.name, seed.name));
    if (current?.version === seed.version) {
      report.skipped.push(seed.name);
      continue;
    }
    await db.transaction(async (tx) => {
      await seed.load(tx);
      await tx
        .insert(seedRuns)
        .values({ name: seed.name, version: seed.version })
        .onConflictDoUpdate({
          target: seedRuns.name,
          set: { version: seed.version, appliedAt: new Date() },
        });
    });
    report.applied.push(seed.name);
  }
  return report;
}
