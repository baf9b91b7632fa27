import { pagePaths } from '@maryjane/contract/page-paths';
import type { Language } from '@maryjane/contract/constants';
import { revokeUserSessions } from '../../platform/auth/sessions';
import { sha256 } from '../../platform/auth/tokens';
import { accountDeletionMail } from '../../platform/mail/templates';
import { photoFileKeys, removePhotoFiles } from '../photos/service';
import { accountErrors } from './account-errors';
import { DELETION_LINK_TTL_MS, type AccountDeps } from './deps';
import * as repo from './repository';

/** Mails a link that confirms the deletion and one that cancels it (spec §4). */
export async function requestDeletion(deps: AccountDeps, userId: string, lang: Language) {
  const user = await repo.findUserById(deps.db, userId);
  if (!user) throw accountErrors.invalidDeletionCode();
  const code = await repo.issueLinkCode(deps.db, user.id, 'account_deletion', DELETION_LINK_TTL_MS);
  const confirmLink = `${deps.publicUrl}${pagePaths.confirmAccountDeletion}?code=${encodeURIComponent(code)}`;
  const mail = accountDeletionMail(lang, {
    username: user.username,
    confirmLink,
    cancelLink: `${confirmLink}&cancel=1`,
    validHours: DELETION_LINK_TTL_MS / 3_600_000,
  });
  try {
    await deps.mailer.send({ to: user.email, ...mail });
  } catch (error) {
    deps.log.error({ err: error }, 'deletion mail failed');
    throw accountErrors.mailFailed();
  }
}

/**
 * Deletes the account with everything that belongs to it (rows reference the user with ON
 * DELETE CASCADE) in one transaction; the avatar and photo files go after the commit.
 */
export async function confirmDeletion(deps: AccountDeps, code: string): Promise<void> {
  const tokenHash = sha256(code);
  const token = await repo.findLiveUserToken(deps.db, tokenHash, 'account_deletion');
  if (!token) throw accountErrors.invalidDeletionCode();
  const { avatarUrl, photoKeys } = await deps.db.transaction(async (tx) => {
    if (!(await repo.useUserToken(tx, tokenHash))) throw accountErrors.invalidDeletionCode();
    const user = await repo.findUserById(tx, token.userId);
    const keys = await photoFileKeys(tx, token.userId, 'all');
    await revokeUserSessions(tx, token.userId);
    await repo.deleteUser(tx, token.userId);
    return { avatarUrl: user?.avatarUrl ?? null, photoKeys: keys };
  });
  deps.sessions.revoked({ userId: token.userId });
  const avatarKey = avatarUrl ? deps.storage.keyOf(avatarUrl) : null;
  if (avatarKey) await deps.storage.remove(avatarKey);
  await removePhotoFiles(deps.storage, photoKeys);
}

export async function cancelDeletion(deps: AccountDeps, code: string): Promise<void> {
  const tokenHash = sha256(code);
  const token = await repo.findLiveUserToken(deps.db, tokenHash, 'account_deletion');
  if (!token || !(await repo.useUserToken(deps.db, tokenHash))) {
    throw accountErrors.invalidDeletionCode();
  }
}
