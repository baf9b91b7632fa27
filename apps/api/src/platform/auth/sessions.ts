import { and, eq, gt, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { preparedQuery } from '../../db/prepared';
import { sessions } from '../../db/schema/sessions';
import type { SessionCache } from './session-cache';
import { newToken, sha256 } from './tokens';

export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
// Extending the expiry on every request would write on every read; once an hour is enough.
const TOUCH_INTERVAL_MS = 60 * 60 * 1000;

export interface SessionInfo {
  sessionId: string;
  userId: string;
}

export async function createSession(
  db: Database,
  userId: string,
  userAgent: string | undefined,
): Promise<{ token: string; sessionId: string }> {
  const token = newToken();
  const [row] = await db
    .insert(sessions)
    .values({
      userId,
      tokenHash: sha256(token),
      userAgent: userAgent?.slice(0, 255) ?? null,
      expiresAt: new Date(Date.now() + SESSION_TTL_MS),
    })
    .returning({ id: sessions.id });
  if (!row) throw new Error('session insert returned nothing');
  return { token, sessionId: row.id };
}

const liveSession = preparedQuery((db) =>
  db
    .select({
      id: sessions.id,
      userId: sessions.userId,
      lastUsedAt: sessions.lastUsedAt,
      expiresAt: sessions.expiresAt,
    })
    .from(sessions)
    .where(
      and(eq(sessions.tokenHash, sql.placeholder('tokenHash')), gt(sessions.expiresAt, sql`now()`)),
    )
    .prepare('live_session'),
);

/**
 * The live session of a token, its expiry slid forward; null when unknown or expired. With a
 * cache, a session verified in the last seconds is not asked of the database again.
 */
export async function findSession(
  db: Database,
  token: string,
  cache?: SessionCache,
): Promise<SessionInfo | null> {
  const tokenHash = sha256(token);
  const cached = cache?.get(tokenHash);
  if (cached) return cached;
  const mark = cache?.mark() ?? 0;
  const [row] = await liveSession(db).execute({ tokenHash });
  if (!row) return null;
  const now = new Date();
  let expiresAt = row.expiresAt;
  if (now.getTime() - row.lastUsedAt.getTime() > TOUCH_INTERVAL_MS) {
    expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
    await db.update(sessions).set({ lastUsedAt: now, expiresAt }).where(eq(sessions.id, row.id));
  }
  const session = { sessionId: row.id, userId: row.userId };
  cache?.set(tokenHash, session, expiresAt, mark);
  return session;
}

export async function revokeSession(db: Database, sessionId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

/** Revokes every session of a user, or every one but `keepSessionId`. */
export async function revokeUserSessions(
  db: Database,
  userId: string,
  keepSessionId?: string,
): Promise<void> {
  await db
    .delete(sessions)
    .where(
      keepSessionId
        ? and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId))
        : eq(sessions.userId, userId),
    );
}
