import { ErrorCode } from '@maryjane/contract/error-codes';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import {
  bearer,
  clientAddressFor,
  codeIn,
  mailCount,
  registerUser,
  requestCode,
  strongPassword,
  uniqueEmail,
  waitForMail,
} from '../../test/accounts';
import { useTestApp } from '../../test/app';
import { insertUser } from './repository';

const t = useTestApp();

const register = (payload: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/user/register',
    payload,
    remoteAddress: clientAddressFor(String(payload.email)),
  });

describe('POST /api/user/verify-email', () => {
  it('mails a 6-digit code in the asked language', async () => {
    const email = uniqueEmail();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/user/verify-email',
      payload: { email, lang: 'de' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.code).toBe('verificationSent');
    const mail = await waitForMail(t, email);
    expect(codeIn(mail)).toMatch(/^\d{6}$/);
    await requestCode(t, email, 'en');
    const english = await waitForMail(t, email); // the newest
    expect(english.subject).not.toBe(mail.subject);
  });

  it('stores only a hash of the code', async () => {
    const email = uniqueEmail();
    const code = await requestCode(t, email);
    const rows = await queryRows<{ code_hash: string }>(
      t.database.db,
      sql`select code_hash from email_verifications where email = ${email}`,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]?.code_hash).not.toContain(code);
  });

  it('refuses a bad e-mail with a field message', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/user/verify-email',
      payload: { email: 'not-an-address', lang: 'en' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual([
      expect.objectContaining({ field: 'email', code: 'email' }),
    ]);
  });

  // Issue 29, item 4: a 409 here had told anyone which addresses have an account.
  it('answers as for a new address and mails the owner that the account exists', async () => {
    const { user } = await registerUser(t);
    const before = await mailCount(t, user.email);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/user/verify-email',
      payload: { email: user.email.toUpperCase(), lang: 'de' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.code).toBe('verificationSent');
    const mail = await waitForMail(t, user.email, (candidate) =>
      candidate.subject.includes('schon ein MaryJane-Konto'),
    );
    expect(await mailCount(t, user.email)).toBe(before + 1);
    expect(mail.text).toContain(`Hallo ${user.username},`);
    expect(mail.text).toContain('/login');
    expect(mail.text).toContain('/forgot-password');
    expect(mail.text).not.toMatch(/\b\d{6}\b/);
    const rows = await queryRows(
      t.database.db,
      sql`select 1 from email_verifications where email = ${user.email}`,
    );
    expect(rows).toHaveLength(0);
  });
});

describe('POST /api/user/register', () => {
  it('creates the account and signs in', async () => {
    const email = uniqueEmail();
    const code = await requestCode(t, email);
    const response = await register({
      email,
      username: 'Mary',
      password: strongPassword,
      emailVerificationCode: code,
    });
    expect(response.statusCode).toBe(200);
    const { user, token } = response.json().data;
    expect(user).toMatchObject({ email, username: 'Mary', avatarUrl: null });
    expect(JSON.stringify(user)).not.toMatch(/password|argon/i);
    const me = await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(token) });
    expect(me.json().data.id).toBe(user.id);
    const [stored] = await queryRows<{ password_hash: string }>(
      t.database.db,
      sql`select password_hash from users where id = ${user.id}`,
    );
    expect(stored?.password_hash).toMatch(/^\$argon2id\$/);
  });

  it.each([
    ['Short1!', 'passwordTooShort'],
    ['nouppercase1!', 'passwordUppercase'],
    ['NOLOWERCASE1!', 'passwordLowercase'],
    ['NoDigitsHere!', 'passwordDigit'],
    ['NoSpecial123', 'passwordSpecial'],
  ])('refuses the password %s (%s) and creates nothing', async (password, code) => {
    const email = uniqueEmail();
    const emailVerificationCode = await requestCode(t, email);
    const response = await register({ email, username: 'Mary', password, emailVerificationCode });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toContainEqual(
      expect.objectContaining({ field: 'password', code }),
    );
    const users = await queryRows(t.database.db, sql`select id from users where email = ${email}`);
    expect(users).toEqual([]);
  });

  it('refuses a username of 50 characters', async () => {
    const response = await register({
      email: uniqueEmail(),
      username: 'x'.repeat(50),
      password: strongPassword,
      emailVerificationCode: '123456',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toContainEqual(
      expect.objectContaining({ field: 'username', code: 'nameTooLong' }),
    );
  });

  it('refuses a wrong code, then locks the code after 5 wrong tries', async () => {
    const email = uniqueEmail();
    const code = await requestCode(t, email);
    const wrong = code === '000000' ? '111111' : '000000';
    const body = { email, username: 'Mary', password: strongPassword };
    for (let attempt = 1; attempt <= 4; attempt++) {
      const response = await register({ ...body, emailVerificationCode: wrong });
      expect(response.statusCode).toBe(422);
      expect(response.json().code).toBe(ErrorCode.invalidVerificationCode);
      expect(response.json().errors[0].field).toBe('emailVerificationCode');
    }
    expect((await register({ ...body, emailVerificationCode: wrong })).json().code).toBe(
      ErrorCode.tooManyAttempts,
    );
    // Even the right code no longer works: a new one must be requested.
    expect((await register({ ...body, emailVerificationCode: code })).json().code).toBe(
      ErrorCode.tooManyAttempts,
    );
    const fresh = await requestCode(t, email);
    expect((await register({ ...body, emailVerificationCode: fresh })).statusCode).toBe(200);
  });

  it('refuses an expired code', async () => {
    const email = uniqueEmail();
    const code = await requestCode(t, email);
    await t.database.db.execute(
      sql`update email_verifications set expires_at = now() - interval '1 minute' where email = ${email}`,
    );
    const response = await register({
      email,
      username: 'Mary',
      password: strongPassword,
      emailVerificationCode: code,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().code).toBe(ErrorCode.verificationCodeExpired);
  });

  it('does not accept the code of another address', async () => {
    const code = await requestCode(t, uniqueEmail());
    const response = await register({
      email: uniqueEmail(),
      username: 'Mary',
      password: strongPassword,
      emailVerificationCode: code,
    });
    expect(response.json().code).toBe(ErrorCode.invalidVerificationCode);
  });

  it('refuses a second account for an address only once a valid code proves the mailbox', async () => {
    const { user } = await registerUser(t);
    const guess = await register({
      email: user.email.toUpperCase(),
      username: 'Copy',
      password: strongPassword,
      emailVerificationCode: '123456',
    });
    expect(guess.statusCode).toBe(422);
    expect(guess.json().code).toBe(ErrorCode.invalidVerificationCode);

    // A code mailed before the address had an account, made in between (another tab, say).
    const email = uniqueEmail();
    const code = await requestCode(t, email);
    await insertUser(t.database.db, { email, username: 'First', passwordHash: 'x' });
    const late = await register({
      email: email.toUpperCase(),
      username: 'Copy',
      password: strongPassword,
      emailVerificationCode: code,
    });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({
      code: ErrorCode.userExists,
      message: 'User with this e-mail already exists',
    });
  });
});
