import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Language } from '@maryjane/contract/constants';
import { ErrorCode } from '@maryjane/contract/error-codes';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import {
  bearer,
  postAs,
  linkCodeIn,
  multipartFile,
  registerUser,
  strongPassword,
  waitForMail,
} from '../../test/accounts';
import { useTestApp } from '../../test/app';

const t = useTestApp();

const post = (url: string, payload: Record<string, unknown>, token?: string) =>
  postAs(t, url, payload, token);

async function requestDeletion(token: string, email: string, lang: Language = 'en') {
  const response = await post('/api/user/request-deletion', { lang }, token);
  expect(response.json().data.code).toBe('deletionRequested');
  const mail = await waitForMail(t, email, (candidate) =>
    candidate.text.includes('confirm-account-deletion'),
  );
  expect(mail.text).toContain('&cancel=1');
  return { mail, code: linkCodeIn(mail, '/confirm-account-deletion') };
}

describe('account deletion', () => {
  it('deletes the account and everything of it through the mailed link', async () => {
    const { user, token } = await registerUser(t);
    const png = await sharp({ create: { width: 32, height: 32, channels: 3, background: '#2a7' } })
      .png()
      .toBuffer();
    const body = multipartFile('avatar', 'a.png', 'image/png', png);
    const avatar = await t.app.inject({
      method: 'POST',
      url: '/api/user/profile/avatar',
      payload: body.payload,
      headers: { ...body.headers, ...bearer(token) },
    });
    const avatarFile = path.join(
      t.config.uploadsDir,
      avatar.json().data.avatarUrl.replace('/uploads/', ''),
    );
    const { code } = await requestDeletion(token, user.email);

    const response = await post('/api/user/confirm-deletion', { code });
    expect(response.json().data).toEqual({
      code: 'accountDeleted',
      message: 'Your account has been deleted!',
    });
    expect(
      (await post('/api/user/login', { email: user.email, password: strongPassword })).statusCode,
    ).toBe(401);
    const me = await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(token) });
    expect(me.json().code).toBe(ErrorCode.sessionInvalid);
    for (const table of ['users', 'sessions', 'user_tokens']) {
      const column = table === 'users' ? 'id' : 'user_id';
      const rows = await queryRows(
        t.database.db,
        sql.raw(`select 1 from ${table} where ${column} = '${user.id}'`),
      );
      expect(rows, table).toEqual([]);
    }
    expect(existsSync(avatarFile)).toBe(false);
    expect((await post('/api/user/confirm-deletion', { code })).json().code).toBe(
      ErrorCode.invalidDeletionCode,
    );
  });

  it('keeps the account when the grower cancels, and the link is spent', async () => {
    const { user, token } = await registerUser(t);
    const { code, mail } = await requestDeletion(token, user.email, 'de');
    expect(mail.subject).toMatch(/[äöüÄÖÜß]|Konto/);
    const cancelled = await post('/api/user/cancel-deletion', { code });
    expect(cancelled.json().data).toEqual({
      code: 'deletionCancelled',
      message: 'Account deletion was cancelled!',
    });
    expect((await post('/api/user/confirm-deletion', { code })).statusCode).toBe(400);
    const me = await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(token) });
    expect(me.statusCode).toBe(200);
  });

  it('refuses an expired or made-up link', async () => {
    const { user, token } = await registerUser(t);
    const { code } = await requestDeletion(token, user.email);
    await t.database.db.execute(
      sql`update user_tokens set expires_at = now() - interval '1 second' where user_id = ${user.id}`,
    );
    expect((await post('/api/user/confirm-deletion', { code })).json().code).toBe(
      ErrorCode.invalidDeletionCode,
    );
    expect((await post('/api/user/confirm-deletion', { code: 'y'.repeat(43) })).statusCode).toBe(
      400,
    );
    expect(
      (await post('/api/user/login', { email: user.email, password: strongPassword })).statusCode,
    ).toBe(200);
  });

  it('needs a session to ask for deletion', async () => {
    expect((await post('/api/user/request-deletion', { lang: 'en' })).statusCode).toBe(401);
  });
});
