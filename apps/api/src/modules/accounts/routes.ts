import { apiPaths } from '@maryjane/contract/api-paths';
import { AVATAR_MAX_BYTES } from '@maryjane/contract/constants';
import { dataEnvelope } from '@maryjane/contract/envelope';
import { ErrorCode } from '@maryjane/contract/error-codes';
import { householdBodySchema } from '@maryjane/contract/legal';
import {
  accountMessages,
  authResultSchema,
  avatarResultSchema,
  changePasswordBodySchema,
  deletionCodeBodySchema,
  forgotPasswordBodySchema,
  loginBodySchema,
  messageResultSchema,
  registerBodySchema,
  requestDeletionBodySchema,
  resetPasswordBodySchema,
  updateLocationBodySchema,
  updateProfileBodySchema,
  userSchema,
  verifyEmailBodySchema,
  type AccountMessageCode,
} from '@maryjane/contract/user';
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sessionOf } from '../../platform/auth/authenticate';
import { revokeSession } from '../../platform/auth/sessions';
import type { CaptchaVerifier } from '../../platform/captcha/captcha';
import { requireCaptcha } from '../../platform/captcha/require-captcha';
import { secured, type Authenticate, type ZodApp } from '../../platform/http/secured-scope';
import { HttpError } from '../../platform/http-errors';
import { rateLimitGuard, scaledRules } from '../../platform/rate-limit/rate-limit-guard';
import type { RateLimiter } from '../../platform/rate-limit/rate-limiter';
import { AVATAR_FIELD, readAvatarUpload } from './avatar-upload';
import { binaryFile } from '../../platform/openapi';
import { cancelDeletion, confirmDeletion, requestDeletion } from './deletion';
import type { AccountDeps } from './deps';
import { changePassword, resetPassword, sendPasswordReset } from './passwords';
import * as profile from './profile';
import { accountRateRules as rules } from './rate-rules';
import { register, sendVerificationCode } from './registration';
import { login } from './sign-in';
import { accountErrors } from './account-errors';
import { FREE_FAILURES, passwordGuesses, type PasswordGuesses } from './password-guesses';
import { normalizeEmail } from './repository';

export interface AccountRoutesOptions {
  deps: AccountDeps;
  /** Where a request's mailed links point (PUBLIC_URL, or the address it reached us at). */
  originOf: (request: FastifyRequest) => string;
  captcha: CaptchaVerifier;
  limiter: RateLimiter;
  authenticate: Authenticate;
  rateLimitScale: number;
}

const message = (code: AccountMessageCode) => ({ data: { code, message: accountMessages[code] } });
const messageResponse = { 200: dataEnvelope(messageResultSchema) };
const userResponse = { 200: dataEnvelope(userSchema) };
const authResponse = { 200: dataEnvelope(authResultSchema) };
const tags = ['accounts'];

/** The rate limit and captcha a public account route is guarded by. */
function guardWith(limiter: RateLimiter, captcha: CaptchaVerifier, rateLimitScale: number) {
  return (action: Parameters<typeof requireCaptcha>[1], name: keyof typeof rules) => [
    rateLimitGuard(limiter, name, scaledRules(rules[name], rateLimitScale)),
    requireCaptcha(captcha, action),
  ];
}
type Guard = ReturnType<typeof guardWith>;

interface Scope {
  app: ZodApp;
  deps: AccountDeps;
  /** The deps of a call that mails links: they point where this request reached us. */
  linkDeps: (request: FastifyRequest) => AccountDeps;
  authenticate: Authenticate;
  guard: Guard;
  /** Wrong passwords at sign-in, per client address and account. */
  signInGuesses: PasswordGuesses;
  /** Wrong current passwords at a password change, per session and account. */
  changeGuesses: PasswordGuesses;
  /** How many wrong current passwords end a session. */
  changeGuessesMax: number;
  /** Password changes per client address (no captcha: the grower is signed in). */
  changeLimit: preHandlerAsyncHookHandler;
}

const hasCode = (error: unknown, code: ErrorCode) =>
  error instanceof HttpError && error.code === code;

/** The accounts API of spec §7 "User"; rules live in the service files beside this one. */
export const accountRoutes: FastifyPluginAsyncZod<AccountRoutesOptions> = async (app, options) => {
  const { deps, captcha, limiter, authenticate, rateLimitScale, originOf } = options;
  const guard = guardWith(limiter, captcha, rateLimitScale);
  const scope = {
    app,
    deps,
    linkDeps: (request: FastifyRequest) => ({ ...deps, publicUrl: originOf(request) }),
    authenticate,
    guard,
    signInGuesses: passwordGuesses(limiter, 'login', { scale: rateLimitScale }),
    changeGuesses: passwordGuesses(limiter, 'change-password', { scale: rateLimitScale }),
    changeGuessesMax: Math.round(FREE_FAILURES * rateLimitScale),
    changeLimit: rateLimitGuard(
      limiter,
      'changePassword',
      scaledRules(rules.changePassword, rateLimitScale),
    ),
  };
  signInRoutes(scope);
  profileRoutes(scope);
  deletionRoutes(scope);
};

/** Signing up, in and out, and a forgotten password. */
function signInRoutes({ app, deps, linkDeps, authenticate, guard, signInGuesses }: Scope) {
  app.post(
    apiPaths.verifyEmail,
    {
      schema: {
        tags,
        summary: 'Mail a verification code',
        body: verifyEmailBodySchema,
        response: messageResponse,
      },
      preHandler: guard('verify_email', 'verifyEmail'),
    },
    async (request) => {
      await sendVerificationCode(linkDeps(request), request.body.email, request.body.lang);
      return message('verificationSent');
    },
  );

  app.post(
    apiPaths.register,
    {
      schema: {
        tags,
        summary: 'Create an account and sign in',
        body: registerBodySchema,
        response: authResponse,
      },
      preHandler: guard('register', 'register'),
    },
    async (request) => ({
      data: await register(deps, request.body, request.headers['user-agent']),
    }),
  );

  app.post(
    apiPaths.login,
    {
      schema: {
        tags,
        summary: 'Sign in with e-mail and password',
        body: loginBodySchema,
        response: authResponse,
      },
      preHandler: guard('login', 'login'),
    },
    async (request, reply) => {
      const account = normalizeEmail(request.body.email);
      await signInGuesses.before(request.ip, account, reply);
      try {
        const data = await login(deps, request.body, request.headers['user-agent']);
        await signInGuesses.succeeded(request.ip, account);
        return { data };
      } catch (error) {
        if (hasCode(error, ErrorCode.invalidCredentials)) {
          await signInGuesses.failed(request.ip, account);
        }
        throw error;
      }
    },
  );

  app.post(
    apiPaths.logout,
    {
      schema: { tags, summary: 'Sign out of this session', ...secured, response: messageResponse },
      onRequest: authenticate,
    },
    async (request) => {
      const { sessionId, userId } = sessionOf(request);
      await revokeSession(deps.db, sessionId);
      deps.sessions.revoked({ userId, sessionId });
      return message('loggedOut');
    },
  );

  app.get(
    apiPaths.user,
    {
      schema: {
        tags,
        summary: "Get the signed-in grower's account",
        ...secured,
        response: userResponse,
      },
      onRequest: authenticate,
    },
    async (request) => ({ data: await profile.getUser(deps, sessionOf(request).userId) }),
  );

  app.post(
    apiPaths.forgotPassword,
    {
      schema: {
        tags,
        summary: 'Mail a password reset link',
        body: forgotPasswordBodySchema,
        response: messageResponse,
      },
      preHandler: guard('forgot_password', 'forgotPassword'),
    },
    async (request) => {
      // Not awaited: the answer and its timing must not tell whether the account exists.
      sendPasswordReset(linkDeps(request), request.body.email, request.body.lang ?? 'en').catch(
        (error: unknown) => request.log.error({ err: error }, 'password reset mail failed'),
      );
      return message('forgotPasswordSent');
    },
  );

  app.post(
    apiPaths.resetPassword,
    {
      schema: {
        tags,
        summary: 'Set a new password with a reset code',
        body: resetPasswordBodySchema,
        response: messageResponse,
      },
      preHandler: guard('reset_password', 'resetPassword'),
    },
    async (request) => {
      await resetPassword(deps, request.body.code, request.body.password);
      return message('passwordReset');
    },
  );
}

/** The signed-in grower's profile, password, place and household. */
function profileRoutes(scope: Scope) {
  const { app, deps, authenticate, changeGuesses, changeGuessesMax, changeLimit } = scope;
  app.post(
    apiPaths.changePassword,
    {
      schema: {
        tags,
        summary: "Change the grower's password",
        ...secured,
        body: changePasswordBodySchema,
        response: messageResponse,
      },
      onRequest: authenticate,
      preHandler: changeLimit,
    },
    async (request, reply) => {
      const session = sessionOf(request);
      await changeGuesses.before(session.sessionId, session.userId, reply);
      try {
        await changePassword(deps, session, request.body);
      } catch (error) {
        if (!hasCode(error, ErrorCode.passwordMismatch)) throw error;
        // Someone with the session but not the password: after a few tries the session ends.
        if ((await changeGuesses.failed(session.sessionId, session.userId)) < changeGuessesMax) {
          throw error;
        }
        await revokeSession(deps.db, session.sessionId);
        deps.sessions.revoked({ userId: session.userId, sessionId: session.sessionId });
        throw accountErrors.sessionEndedByGuesses();
      }
      await changeGuesses.succeeded(session.sessionId, session.userId);
      return message('passwordChanged');
    },
  );

  app.patch(
    apiPaths.profile,
    {
      schema: {
        tags,
        summary: "Change the grower's username",
        ...secured,
        body: updateProfileBodySchema,
        response: userResponse,
      },
      onRequest: authenticate,
    },
    async (request) => ({
      data: await profile.updateUsername(deps, sessionOf(request).userId, request.body.username),
    }),
  );

  app.patch(
    apiPaths.location,
    {
      schema: {
        tags,
        summary: "Set the grower's location",
        ...secured,
        body: updateLocationBodySchema,
        response: userResponse,
      },
      onRequest: authenticate,
    },
    async (request) => ({
      data: await profile.updateLocation(deps, sessionOf(request).userId, request.body),
    }),
  );

  app.post(
    apiPaths.avatar,
    {
      schema: {
        tags,
        summary: "Upload the grower's avatar",
        ...secured,
        response: { 200: dataEnvelope(avatarResultSchema) },
      },
      config: {
        documentedBody: {
          mediaType: 'multipart/form-data',
          schema: z.object({ [AVATAR_FIELD]: binaryFile.describe('A JPEG, PNG or GIF image') }),
        },
      },
      onRequest: authenticate,
    },
    async (request) => {
      const upload = await readAvatarUpload(request, AVATAR_MAX_BYTES);
      return { data: await profile.setAvatar(deps, sessionOf(request).userId, upload) };
    },
  );

  app.delete(
    apiPaths.avatar,
    {
      schema: {
        tags,
        summary: "Remove the grower's avatar",
        ...secured,
        response: { 200: dataEnvelope(avatarResultSchema) },
      },
      onRequest: authenticate,
    },
    async (request) => ({ data: await profile.removeAvatar(deps, sessionOf(request).userId) }),
  );

  app.patch(
    apiPaths.household,
    {
      schema: {
        tags: ['user'],
        summary: "Update the grower's household and power price",
        ...secured,
        body: householdBodySchema,
        response: userResponse,
      },
      onRequest: authenticate,
    },
    async (request) => ({
      data: await profile.updateHousehold(deps, sessionOf(request).userId, request.body),
    }),
  );
}

/** Deleting the account, confirmed by a mailed link. */
function deletionRoutes({ app, deps, linkDeps, authenticate }: Scope) {
  app.post(
    apiPaths.requestDeletion,
    {
      schema: {
        tags,
        summary: 'Mail a link to confirm account deletion',
        ...secured,
        body: requestDeletionBodySchema,
        response: messageResponse,
      },
      onRequest: authenticate,
    },
    async (request) => {
      await requestDeletion(
        linkDeps(request),
        sessionOf(request).userId,
        request.body.lang ?? 'en',
      );
      return message('deletionRequested');
    },
  );

  // The mailed link is the proof; it may be opened on a device where the grower is signed out.
  app.post(
    apiPaths.confirmDeletion,
    {
      schema: {
        tags,
        summary: 'Delete the account with a mailed code',
        body: deletionCodeBodySchema,
        response: messageResponse,
      },
    },
    async (request) => {
      await confirmDeletion(deps, request.body.code);
      return message('accountDeleted');
    },
  );

  app.post(
    apiPaths.cancelDeletion,
    {
      schema: {
        tags,
        summary: 'Cancel a requested account deletion',
        body: deletionCodeBodySchema,
        response: messageResponse,
      },
    },
    async (request) => {
      await cancelDeletion(deps, request.body.code);
      return message('deletionCancelled');
    },
  );
}
