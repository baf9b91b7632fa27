import os from 'node:os';
import type { CalendarFeed } from '@maryjane/contract/calendar';
import { describe, expect, it } from 'vitest';
import { bearer, registerUser, waitForMail } from '../../test/accounts';
import { useTestApp } from '../../test/app';
import { publicUrlNotice } from './public-origin';

// Issue 29, item 11: a MaryJane on a Raspberry Pi, reached at its address on the home network,
// had shown a calendar address and mailed links that pointed at http://localhost.
const t = useTestApp();
const own = `${os.hostname().toLowerCase()}.local:3000`;

const feedUrl = async (token: string, host: string) => {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/calendar/feed',
    headers: { ...bearer(token), host },
    payload: { language: 'en' },
  });
  return (response.json().data as CalendarFeed).url ?? '';
};

describe('links without PUBLIC_URL', () => {
  it('point where the request reached MaryJane, if that is one of its own addresses', async () => {
    const { token } = await registerUser(t);
    expect(await feedUrl(token, own)).toMatch(new RegExp(`^http://${own}/api/calendar/feeds/`));
    expect(await feedUrl(token, '127.0.0.1:3000')).toMatch(/^http:\/\/127\.0\.0\.1:3000\//);
  });

  it('never point at a host the request made up', async () => {
    const { token } = await registerUser(t);
    expect(await feedUrl(token, 'evil.example:3000')).toMatch(/^http:\/\/localhost:3000\//);
    expect(await feedUrl(token, 'bad host\r\nx')).toMatch(/^http:\/\/localhost:3000\//);
  });

  it('in mails too, so a reset link cannot be sent to somebody else’s site', async () => {
    const { user } = await registerUser(t);
    const ask = (host: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/user/forgot-password',
        headers: { host },
        payload: { email: user.email, lang: 'en' },
      });
    await ask(own);
    const mail = await waitForMail(t, user.email, (m) => m.text.includes('/password-reset'));
    expect(mail.text).toContain(`http://${own}/password-reset?code=`);
    await ask('evil.example');
    const other = await waitForMail(
      t,
      user.email,
      (m) => m.text.includes('/password-reset') && m.file !== mail.file,
    );
    expect(other.text).toContain('http://localhost:3000/password-reset?code=');
    expect(other.text).not.toContain('evil.example');
  });
});

describe('the start notice', () => {
  const names = () => new Set(['localhost', '127.0.0.1', '192.168.1.20', 'growbox']);
  it('asks for PUBLIC_URL when MaryJane listens beyond this machine without one', () => {
    const notice = publicUrlNotice({ host: '0.0.0.0', port: 3000, publicUrlSet: false }, names);
    expect(notice).toContain('PUBLIC_URL is not set');
    expect(notice).toContain('192.168.1.20, growbox');
  });

  it('says nothing on loopback or with PUBLIC_URL', () => {
    expect(publicUrlNotice({ host: '127.0.0.1', port: 3000, publicUrlSet: false }, names)).toBe(
      null,
    );
    expect(publicUrlNotice({ host: '0.0.0.0', port: 3000, publicUrlSet: true }, names)).toBe(null);
  });
});
