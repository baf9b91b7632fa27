import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { newToken, sha256 } from '../../platform/auth/tokens';
import { emailVerifications } from '../../db/schema/email-verifications';
import { userTokens } from '../../db/schema/user-tokens';
import { users } from '../../db/schema/users';

export type UserRow = typeof users.$inferSelect;
export type UserTokenPurpose = (typeof userTokens.$inferSelect)['purpose'];

/** E-mail addresses are compared case-insensitively (the unique index is on lower(email)). */
export const normalizeEmail = (email: string) => email.trim().toLowerCase();

export async function findUserByEmail(db: Database, email: string): Promise<UserRow | null> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${normalizeEmail(email)}`);
  return row ?? null;
}

export async function findUserById(db: Database, id: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row ?? null;
}

export async function insertUser(
  db: Database,
  values: { email: string; username: string; passwordHash: string },
): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  if (!row) throw new Error('user insert returned nothing');
  return row;
}

export async function updateUser(
  db: Database,
  id: string,
  values: Partial<Omit<typeof users.$inferInsert, 'id' | 'createdAt'>>,
): Promise<UserRow> {
  const [row] = await db
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  if (!row) throw new Error(`user ${id} vanished during update`);
  return row;
}

export async function deleteUser(db: Database, id: string): Promise<void> {
  await db.delete(users).where(eq(users.id, id));
}

export async function saveEmailVerification(
  db: Database,
  values: { email: string; codeHash: string; expiresAt: Date },
): Promise<void> {
  const row = { ...values, email: normalizeEmail(values.email), failedAttempts: 0 };
  await db
    .insert(emailVerifications)
    .values(row)
    .onConflictDoUpdate({
      target: emailVerifications.email,
      set: {
        codeHash: row.codeHash,
        expiresAt: row.expiresAt,
        failedAttempts: 0,
        createdAt: new Date(),
      },
    });
}

export async function findEmailVerification(db: Database, email: string) {
  const [row] = await db
    .select()
    .from(emailVerifications)
    .where(eq(emailVerifications.email, normalizeEmail(email)));
  return row ?? null;
}

/** Counts a wrong code atomically and returns the new count. */
export async function countFailedVerification(db: Database, email: string): Promise<number> {
  const [row] = await db
    .update(emailVerifications)
    .set({ failedAttempts: sql`${emailVerifications.failedAttempts} + 1` })
    .where(eq(emailVerifications.email, normalizeEmail(email)))
    .returning({ failedAttempts: emailVerifications.failedAttempts });
  return row?.failedAttempts ?? 0;
}

export async function deleteEmailVerification(db: Database, email: string): Promise<void> {
  await db.delete(emailVerifications).where(eq(emailVerifications.email, normalizeEmail(email)));
}

export async function saveUserToken(
  db: Database,
  values: { tokenHash: string; userId: string; purpose: UserTokenPurpose; expiresAt: Date },
): Promise<void> {
  await db.insert(userTokens).values(values);
}

/** The unused, unexpired token with this hash and purpose. */
export async function findLiveUserToken(
  db: Database,
  tokenHash: string,
  purpose: UserTokenPurpose,
) {
  const [row] = await db
    .select()
    .from(userTokens)
    .where(
      and(
        eq(userTokens.tokenHash, tokenHash),
        eq(userTokens.purpose, purpose),
        isNull(userTokens.usedAt),
        gt(userTokens.expiresAt, new Date()),
      ),
    );
  return row ?? null;
}

/** Marks a token used; false when another request used it first (single use under races). */
export async function useUserToken(db: Database, tokenHash: string): Promise<boolean> {
  const used = await db
    .update(userTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(userTokens.tokenHash, tokenHash), isNull(userTokens.usedAt)))
    .returning({ tokenHash: userTokens.tokenHash });
  return used.length === 1;
}

/**
 * A new single-use code for a mailed link; it replaces the user's open codes of that purpose.
 * Only its hash is stored; the code itself goes into the mail.
 */
export async function issueLinkCode(
  db: Database,
  userId: string,
  purpose: UserTokenPurpose,
  ttlMs: number,
): Promise<string> {
  const code = newToken();
  await db.transaction(async (tx) => {
    await retireUserTokens(tx, userId, purpose);
    await saveUserToken(tx, {
      tokenHash: sha256(code),
      userId,
      purpose,
      expiresAt: new Date(Date.now() + ttlMs),
    });
  });
  return code;
}

/** Retires every open token of one purpose (a new reset link replaces the old ones). */
export async function retireUserTokens(
  db: Database,
  userId: string,
  purpose: UserTokenPurpose,
): Promise<void> {
  await db
    .update(userTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(userTokens.userId, userId),
        eq(userTokens.purpose, purpose),
        isNull(userTokens.usedAt),
      ),
    );
}
