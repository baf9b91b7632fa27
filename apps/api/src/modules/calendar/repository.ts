import type { Language } from '@maryjane/contract/constants';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { calendarFeeds } from '../../db/schema/grow';

export async function findFeedOf(db: Database, userId: string) {
  const [feed] = await db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, userId));
  return feed ?? null;
}

/** Saves the user's one feed, replacing the one they had. */
export async function saveFeed(
  db: Database,
  values: { userId: string; tokenHash: string; language: Language },
) {
  const row = { ...values, createdAt: new Date() };
  await db
    .insert(calendarFeeds)
    .values(row)
    .onConflictDoUpdate({ target: calendarFeeds.userId, set: row });
}

export async function deleteFeed(db: Database, userId: string) {
  await db.delete(calendarFeeds).where(eq(calendarFeeds.userId, userId));
}

export async function findFeedByTokenHash(db: Database, tokenHash: string) {
  const [feed] = await db
    .select({ userId: calendarFeeds.userId, language: calendarFeeds.language })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.tokenHash, tokenHash));
  return feed ?? null;
}
