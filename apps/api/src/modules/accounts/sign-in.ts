import type { AuthResult, LoginBody } from '@maryjane/contract/user';
import { verifyAgainstDummy, verifyPassword } from '../../platform/auth/passwords';
import { createSession } from '../../platform/auth/sessions';
import { accountErrors } from './account-errors';
import type { AccountDeps } from './deps';
import { presentUser } from './present-user';
import * as repo from './repository';

/** One answer for an unknown e-mail and a wrong password, in the same time. */
export async function login(
  deps: AccountDeps,
  body: LoginBody,
  userAgent: string | undefined,
): Promise<AuthResult> {
  const user = await repo.findUserByEmail(deps.db, body.email);
  const valid = user
    ? await verifyPassword(user.passwordHash, body.password)
    : await verifyAgainstDummy(body.password);
  if (!user || !valid) throw accountErrors.invalidCredentials();
  const { token } = await createSession(deps.db, user.id, userAgent);
  return { user: presentUser(user), token };
}
