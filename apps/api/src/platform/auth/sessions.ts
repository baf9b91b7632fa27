import { and, eq, gt, ne } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { sessions } from '../../db/schema/sessions';
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

/** The live session of a token, its expiry slid forward; null when unknown or expired. */
export async function findSession(db: Database, token: string): Promise<SessionInfo | null> {
  const now = new Date();
  const [row] = await db
    .select()
    .from(sessions)
    .where(and(eq(sessions.tokenHash, sha256(token)), gt(sessions.expiresAt, now)));
  if (!row) return null;
  if (now.getTime() - row.lastUsedAt.getTime() > TOUCH_INTERVAL_MS) {
    await db
      .update(sessions)
      .set({ lastUsedAt: now, expiresAt: new Date(now.getTime() + SESSION_TTL_MS) })
      .where(eq(sessions.id, row.id));
  }
  return { sessionId: row.id, userId: row.userId };
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
