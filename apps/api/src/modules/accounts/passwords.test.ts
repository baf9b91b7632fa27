import type { Language } from '@maryjane/contract/constants';
import { ErrorCode } from '@maryjane/contract/error-codes';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  bearer,
  postAs,
  linkCodeIn,
  mailCount,
  outboxOf,
  registerUser,
  strongPassword,
  uniqueEmail,
  waitForMail,
} from '../../test/accounts';
import { useTestApp } from '../../test/app';
import { readOutbox } from '../../test/outbox';

const t = useTestApp();

const post = (url: string, payload: Record<string, unknown>, token?: string) =>
  postAs(t, url, payload, token);
const login = (email: string, password: string) => post('/api/user/login', { email, password });

/** Asks for a reset link and returns the code of the new mail (sent in the background). */
async function resetCodeFor(email: string, lang: Language = 'en') {
  const seen = new Set((await readOutbox(outboxOf(t))).map((mail) => mail.file));
  expect((await post('/api/user/forgot-password', { email, lang })).statusCode).toBe(200);
  const mail = await waitForMail(
    t,
    email,
    (candidate) => !seen.has(candidate.file) && candidate.text.includes('/password-reset?code='),
  );
  return linkCodeIn(mail, '/password-reset');
}

describe('forgot and reset password', () => {
  it('answers the same whether or not the account exists, and mails only the real one', async () => {
    const { user } = await registerUser(t);
    const nobody = uniqueEmail('nobody');
    const known = await post('/api/user/forgot-password', { email: user.email });
    const unknown = await post('/api/user/forgot-password', { email: nobody });
    expect(known.json()).toEqual(unknown.json());
    expect(known.json().data).toEqual({
      code: 'forgotPasswordSent',
      message: 'Forgot password mail sent',
    });
    await waitForMail(t, user.email, (mail) => mail.text.includes('/password-reset?code='));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await mailCount(t, nobody)).toBe(0);
  });

  it('sets the new password from the mailed link, once, and signs out every device', async () => {
    const { user, token } = await registerUser(t);
    const code = await resetCodeFor(user.email);
    const newPassword = 'Harvest-Time-42';
    const response = await post('/api/user/reset-password', { code, password: newPassword });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.code).toBe('passwordReset');
    expect((await login(user.email, strongPassword)).statusCode).toBe(401);
    expect((await login(user.email, newPassword)).statusCode).toBe(200);
    const old = await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(token) });
    expect(old.json().code).toBe(ErrorCode.sessionInvalid);
    const again = await post('/api/user/reset-password', { code, password: 'Another-Pass-9' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({
      code: ErrorCode.invalidResetCode,
      message: 'Invalid reset code',
    });
  });

  it('refuses a wrong or expired code', async () => {
    const { user } = await registerUser(t);
    const wrong = await post('/api/user/reset-password', {
      code: 'x'.repeat(43),
      password: 'Harvest-Time-42',
    });
    expect(wrong.json().code).toBe(ErrorCode.invalidResetCode);
    const code = await resetCodeFor(user.email);
    await t.database.db.execute(
      sql`update user_tokens set expires_at = now() - interval '1 second' where user_id = ${user.id}`,
    );
    const expired = await post('/api/user/reset-password', { code, password: 'Harvest-Time-42' });
    expect(expired.json().code).toBe(ErrorCode.invalidResetCode);
  });

  it('refuses the current password as the new one', async () => {
    const { user } = await registerUser(t);
    const code = await resetCodeFor(user.email);
    const response = await post('/api/user/reset-password', { code, password: strongPassword });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      code: ErrorCode.passwordAlreadyUsed,
      message: 'Password is already used',
    });
    // The link still works for a different password.
    expect(
      (await post('/api/user/reset-password', { code, password: 'Harvest-Time-42' })).statusCode,
    ).toBe(200);
  });

  it('retires an older link when a new one is sent', async () => {
    const { user } = await registerUser(t);
    const first = await resetCodeFor(user.email);
    const second = await resetCodeFor(user.email);
    expect(first).not.toBe(second);
    expect(
      (await post('/api/user/reset-password', { code: first, password: 'Harvest-Time-42' }))
        .statusCode,
    ).toBe(400);
    expect(
      (await post('/api/user/reset-password', { code: second, password: 'Harvest-Time-42' }))
        .statusCode,
    ).toBe(200);
  });

  it('checks the password rules on reset', async () => {
    const response = await post('/api/user/reset-password', {
      code: 'x'.repeat(43),
      password: 'weak',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toContainEqual(
      expect.objectContaining({ field: 'password', code: 'passwordTooShort' }),
    );
  });
});

describe('POST /api/user/change-password', () => {
  it('refuses a wrong old password with "Password mismatch" on its field', async () => {
    const { token } = await registerUser(t);
    const response = await post(
      '/api/user/change-password',
      { oldPassword: 'Not-My-Password-1', newPassword: 'Harvest-Time-42' },
      token,
    );
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      code: ErrorCode.passwordMismatch,
      message: 'Password mismatch',
    });
    expect(response.json().errors[0].field).toBe('oldPassword');
  });

  it('changes it, keeps this device signed in and signs out the others', async () => {
    const { user, token } = await registerUser(t);
    const other = (await login(user.email, strongPassword)).json().data.token;
    const response = await post(
      '/api/user/change-password',
      { oldPassword: strongPassword, newPassword: 'Harvest-Time-42' },
      token,
    );
    expect(response.json().data).toEqual({
      code: 'passwordChanged',
      message: 'Password changed successfully',
    });
    const get = (bearerToken: string) =>
      t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(bearerToken) });
    expect((await get(token)).statusCode).toBe(200);
    expect((await get(other)).json().code).toBe(ErrorCode.sessionInvalid);
    expect((await login(user.email, 'Harvest-Time-42')).statusCode).toBe(200);
  });

  it('needs a session and the password rules', async () => {
    const anonymous = await post('/api/user/change-password', {
      oldPassword: strongPassword,
      newPassword: 'Harvest-Time-42',
    });
    expect(anonymous.statusCode).toBe(401);
    const { token } = await registerUser(t);
    const weak = await post(
      '/api/user/change-password',
      { oldPassword: strongPassword, newPassword: 'harvest-time-42' },
      token,
    );
    expect(weak.json().errors).toContainEqual(
      expect.objectContaining({ field: 'newPassword', code: 'passwordUppercase' }),
    );
  });
});
