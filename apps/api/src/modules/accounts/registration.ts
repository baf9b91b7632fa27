import type { Language } from '@maryjane/contract/constants';
import { pagePaths } from '@maryjane/contract/page-paths';
import { ErrorCode } from '@maryjane/contract/error-codes';
import type { AuthResult, RegisterBody } from '@maryjane/contract/user';
import { hashPassword } from '../../platform/auth/passwords';
import { createSession } from '../../platform/auth/sessions';
import { newNumericCode, sha256 } from '../../platform/auth/tokens';
import { isUniqueViolation } from '../../platform/errors';
import { accountExistsMail, verificationCodeMail } from '../../platform/mail/templates';
import { accountErrors } from './account-errors';
import {
  VERIFICATION_CODE_TTL_MS,
  VERIFICATION_MAX_FAILED_ATTEMPTS,
  type AccountDeps,
} from './deps';
import { presentUser } from './present-user';
import * as repo from './repository';

// The code is bound to its address, so a code for one e-mail never opens another.
const codeHash = (email: string, code: string) => sha256(`${repo.normalizeEmail(email)}:${code}`);

/** A new code for `email`, stored as a hash, and the mail that carries it. */
async function newVerificationCodeMail(deps: AccountDeps, email: string, lang: Language) {
  const code = newNumericCode();
  await repo.saveEmailVerification(deps.db, {
    email,
    codeHash: codeHash(email, code),
    expiresAt: new Date(Date.now() + VERIFICATION_CODE_TTL_MS),
  });
  return verificationCodeMail(lang, { code, validMinutes: VERIFICATION_CODE_TTL_MS / 60_000 });
}

/**
 * Mails a 6-digit code; a new request replaces the previous code and its failed attempts. An
 * address that has an account gets a mail saying so instead, with the ways to sign in: the
 * answer is the same, so the call does not tell who has an account (issue 29).
 */
export async function sendVerificationCode(
  deps: AccountDeps,
  email: string,
  lang: Language,
): Promise<void> {
  const user = await repo.findUserByEmail(deps.db, email);
  const mail = user
    ? accountExistsMail(lang, {
        username: user.username,
        signInLink: `${deps.publicUrl}${pagePaths.login}`,
        resetLink: `${deps.publicUrl}${pagePaths.forgotPassword}`,
      })
    : await newVerificationCodeMail(deps, email, lang);
  try {
    await deps.mailer.send({ to: user?.email ?? email, ...mail });
  } catch (error) {
    deps.log.error({ err: error }, 'verification mail failed');
    throw accountErrors.mailFailed();
  }
}

const tooManyWrongCodes = () =>
  accountErrors.verificationCode(
    ErrorCode.tooManyAttempts,
    'Too many wrong codes. Please request a new one',
  );

async function checkVerificationCode(deps: AccountDeps, email: string, code: string) {
  const verification = await repo.findEmailVerification(deps.db, email);
  if (!verification) {
    throw accountErrors.verificationCode(
      ErrorCode.invalidVerificationCode,
      'The verification code is not valid. Please request a new one',
    );
  }
  if (verification.failedAttempts >= VERIFICATION_MAX_FAILED_ATTEMPTS) throw tooManyWrongCodes();
  if (verification.expiresAt.getTime() <= Date.now()) {
    throw accountErrors.verificationCode(
      ErrorCode.verificationCodeExpired,
      'The verification code has expired. Please request a new one',
    );
  }
  if (verification.codeHash !== codeHash(email, code)) {
    const failed = await repo.countFailedVerification(deps.db, email);
    throw failed >= VERIFICATION_MAX_FAILED_ATTEMPTS
      ? tooManyWrongCodes()
      : accountErrors.verificationCode(
          ErrorCode.invalidVerificationCode,
          'The verification code is not valid',
        );
  }
}

/** Creates the account, spends the code and signs in, all or nothing. */
export async function register(
  deps: AccountDeps,
  body: RegisterBody,
  userAgent: string | undefined,
): Promise<AuthResult> {
  // The code first: only a proven mailbox learns that its address has an account (spec §8).
  await checkVerificationCode(deps, body.email, body.emailVerificationCode);
  if (await repo.findUserByEmail(deps.db, body.email)) throw accountErrors.userExists();
  const passwordHash = await hashPassword(body.password);
  try {
    return await deps.db.transaction(async (tx) => {
      const user = await repo.insertUser(tx, {
        email: body.email,
        username: body.username,
        passwordHash,
      });
      await repo.deleteEmailVerification(tx, body.email);
      const { token } = await createSession(tx, user.id, userAgent);
      return { user: presentUser(user), token };
    });
  } catch (error) {
    // Two registrations racing for one address: the unique index decides.
    if (isUniqueViolation(error)) throw accountErrors.userExists();
    throw error;
  }
}
