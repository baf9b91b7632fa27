import type { CalendarFeed } from '@maryjane/contract/calendar';
import { describe, expect, it } from 'vitest';
import { registerUser } from '../test/accounts';
import { useTestApp } from '../test/app';
import { clientFor } from '../test/client';
import { must } from '../test/must';
import { redactUrl } from './log-redaction';

describe('redactUrl', () => {
  it.each([
    ['/api/calendar/feeds/abcDEF123.ics', '/api/calendar/feeds/[redacted].ics'],
    ['/api/shared/abcDEF123', '/api/shared/[redacted]'],
    ['/api/ingest/ecowitt/abcDEF123', '/api/ingest/ecowitt/[redacted]'],
    ['/api/ingest/shelly/abcDEF123?hum=50&temp=21', '/api/ingest/shelly/[redacted]?hum=50&temp=21'],
    ['/shared/abcDEF123?lang=de', '/shared/[redacted]?lang=de'],
    ['/password-reset?code=123456', '/password-reset?code=[redacted]'],
    [
      '/confirm-account-deletion?code=a1b2&cancel=1',
      '/confirm-account-deletion?code=[redacted]&cancel=1',
    ],
    [
      '/api/photos/p1/file?expires=1795928539&signature=f00d',
      '/api/photos/p1/file?expires=1795928539&signature=[redacted]',
    ],
    ['/api/x?%63ode=1&Token=2', '/api/x?%63ode=[redacted]&Token=[redacted]'],
    ['/api/strains?search=code', '/api/strains?search=code'],
    ['/api/calendar/feeds/', '/api/calendar/feeds/'],
    ['/dashboard', '/dashboard'],
  ])('writes %s as %s', (url, logged) => {
    expect(redactUrl(url)).toBe(logged);
  });
});

// Issue 29, item 6: the secret calendar feed's address had been in every request log line.
describe('the request log', () => {
  const lines: string[] = [];
  const t = useTestApp({
    env: { LOG_LEVEL: 'info' },
    logStream: { write: (line) => void lines.push(line) },
  });

  it('holds no key from an address', async () => {
    const mary = clientFor(t, (await registerUser(t)).token);
    const feed = await mary.post<CalendarFeed>('/api/calendar/feed', { language: 'en' });
    const feedPath = new URL(must(feed.url)).pathname;
    const token = must(/feeds\/([^/.]+)\.ics$/.exec(feedPath)?.[1]);
    expect((await t.app.inject({ method: 'GET', url: feedPath })).statusCode).toBe(200);
    await t.app.inject({ method: 'GET', url: '/password-reset?code=918273' });
    await t.app.inject({ method: 'GET', url: '/api/shared/Sh4redT0kenXyz' });

    // Each line without its timestamp: a millisecond time can hold the six digits of a code.
    const log = lines
      .map((line) => JSON.stringify({ ...(JSON.parse(line) as object), time: undefined }))
      .join('\n');
    expect(log).toContain('/api/calendar/feeds/[redacted].ics');
    expect(log).toContain('/password-reset?code=[redacted]');
    expect(log).toContain('/api/shared/[redacted]');
    for (const secret of [token, '918273', 'Sh4redT0kenXyz']) expect(log).not.toContain(secret);
  });
});
