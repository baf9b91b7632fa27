import { ErrorCode } from '@maryjane/contract/error-codes';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import {
  bearer,
  clientAddressFor,
  registerUser,
  strongPassword,
  uniqueEmail,
} from '../../test/accounts';
import { useTestApp } from '../../test/app';

const t = useTestApp();

const login = (email: string, password: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/user/login',
    payload: { email, password },
    remoteAddress: clientAddressFor(email),
  });
const me = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(token) });

describe('login and logout', () => {
  it('signs in with e-mail in any letter case and the password', async () => {
    const { user } = await registerUser(t);
    const response = await login(user.email.toUpperCase(), strongPassword);
    expect(response.statusCode).toBe(200);
    const { token, user: signedIn } = response.json().data;
    expect(signedIn.id).toBe(user.id);
    expect((await me(token)).statusCode).toBe(200);
  });

  it('answers a wrong password and an unknown e-mail alike', async () => {
    const { user } = await registerUser(t);
    const wrong = await login(user.email, 'Wrong-Password-1');
    const unknown = await login(uniqueEmail('nobody'), strongPassword);
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json().code).toBe(ErrorCode.invalidCredentials);
  });

  it('stores the session token only as a hash', async () => {
    const { token, user } = await registerUser(t);
    const rows = await queryRows<{ token_hash: string }>(
      t.database.db,
      sql`select token_hash from sessions where user_id = ${user.id}`,
    );
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.token_hash).not.toContain(token);
  });

  it('revokes the token on logout (code 2005 afterwards), other sessions stay', async () => {
    const { user, token } = await registerUser(t);
    const other = (await login(user.email, strongPassword)).json().data.token;
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/user/logout',
      headers: bearer(token),
    });
    expect(response.json().data.code).toBe('loggedOut');
    const after = await me(token);
    expect(after.statusCode).toBe(401);
    expect(after.json().code).toBe(ErrorCode.sessionInvalid);
    expect((await me(other)).statusCode).toBe(200);
  });
});

describe('GET /api/user', () => {
  it('needs a token', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/user' });
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe(ErrorCode.unauthorized);
  });

  it.each(['garbage', 'Bearer', 'a'.repeat(43)])('answers 2005 for the token %s', async (token) => {
    const response = await me(token);
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe(ErrorCode.sessionInvalid);
  });

  it('answers 2005 for an expired session', async () => {
    const { token, user } = await registerUser(t);
    await t.database.db.execute(
      sql`update sessions set expires_at = now() - interval '1 second' where user_id = ${user.id}`,
    );
    expect((await me(token)).json().code).toBe(ErrorCode.sessionInvalid);
  });

  it('slides the expiry forward when the session is used', async () => {
    const { token, user } = await registerUser(t);
    await t.database.db.execute(
      sql`update sessions set expires_at = now() + interval '1 day',
          last_used_at = now() - interval '2 hours' where user_id = ${user.id}`,
    );
    expect((await me(token)).statusCode).toBe(200);
    const [row] = await queryRows<{ days: number }>(
      t.database.db,
      sql`select extract(epoch from (expires_at - now())) / 86400 as days
          from sessions where user_id = ${user.id}`,
    );
    expect(Number(row?.days)).toBeGreaterThan(29);
  });

  it("shows each token its own user, never another's", async () => {
    const alice = await registerUser(t, { username: 'Alice' });
    const bob = await registerUser(t, { username: 'Bob' });
    expect((await me(alice.token)).json().data.username).toBe('Alice');
    expect((await me(bob.token)).json().data.username).toBe('Bob');
    const patched = await t.app.inject({
      method: 'PATCH',
      url: '/api/user/profile',
      headers: bearer(bob.token),
      payload: { username: 'Robert' },
    });
    expect(patched.json().data.id).toBe(bob.user.id);
    expect((await me(alice.token)).json().data.username).toBe('Alice');
  });
});
