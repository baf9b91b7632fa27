import { pagePaths } from '@maryjane/contract/page-paths';
import type { Language } from '@maryjane/contract/constants';
import type { ChangePasswordBody } from '@maryjane/contract/user';
import { hashPassword, verifyPassword } from '../../platform/auth/passwords';
import { revokeUserSessions, type SessionInfo } from '../../platform/auth/sessions';
import { sha256 } from '../../platform/auth/tokens';
import { passwordResetMail } from '../../platform/mail/templates';
import { accountErrors } from './account-errors';
import { RESET_LINK_TTL_MS, type AccountDeps } from './deps';
import * as repo from './repository';

/**
 * Mails a single-use reset link when the account exists. The caller answers the same either
 * way and does not wait for this, so neither the answer nor its timing tells who has an account.
 */
export async function sendPasswordReset(
  deps: AccountDeps,
  email: string,
  lang: Language,
): Promise<void> {
  const user = await repo.findUserByEmail(deps.db, email);
  if (!user) return;
  const code = await repo.issueLinkCode(deps.db, user.id, 'password_reset', RESET_LINK_TTL_MS);
  const link = `${deps.publicUrl}${pagePaths.passwordReset}?code=${encodeURIComponent(code)}`;
  const mail = passwordResetMail(lang, {
    username: user.username,
    link,
    validMinutes: RESET_LINK_TTL_MS / 60_000,
  });
  await deps.mailer.send({ to: user.email, ...mail });
}

/** Sets a new password from a mailed code and signs out every device. */
export async function resetPassword(deps: AccountDeps, code: string, password: string) {
  const tokenHash = sha256(code);
  const token = await repo.findLiveUserToken(deps.db, tokenHash, 'password_reset');
  const user = token ? await repo.findUserById(deps.db, token.userId) : null;
  if (!token || !user) throw accountErrors.invalidResetCode();
  if (await verifyPassword(user.passwordHash, password)) {
    throw accountErrors.passwordAlreadyUsed('password');
  }
  const passwordHash = await hashPassword(password);
  await deps.db.transaction(async (tx) => {
    if (!(await repo.useUserToken(tx, tokenHash))) throw accountErrors.invalidResetCode();
    await repo.updateUser(tx, user.id, { passwordHash });
    await revokeUserSessions(tx, user.id);
  });
  deps.sessions.revoked({ userId: user.id });
}

/** Changes the password and signs out the other devices, keeping this one. */
export async function changePassword(
  deps: AccountDeps,
  session: SessionInfo,
  body: ChangePasswordBody,
) {
  const user = await repo.findUserById(deps.db, session.userId);
  if (!user) throw accountErrors.invalidCredentials();
  if (!(await verifyPassword(user.passwordHash, body.oldPassword))) {
    throw accountErrors.passwordMismatch();
  }
  if (body.oldPassword === body.newPassword) throw accountErrors.passwordAlreadyUsed('newPassword');
  const passwordHash = await hashPassword(body.newPassword);
  await deps.db.transaction(async (tx) => {
    await repo.updateUser(tx, user.id, { passwordHash });
    await revokeUserSessions(tx, user.id, session.sessionId);
  });
  deps.sessions.revoked({ userId: user.id, exceptSessionId: session.sessionId });
}
