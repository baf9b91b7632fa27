import { describe, expect, it } from 'vitest';
import { serverText } from './server-text';

describe('serverText', () => {
  it('looks a text up by language and dotted key', () => {
    expect(serverText('en', 'mail.signature')).toBe('Your MaryJane team');
    expect(serverText('de', 'mail.signature')).toBe('Dein MaryJane-Team');
  });

  it('picks the plural form by count', () => {
    expect(serverText('en', 'mail.duration.minutes', { count: 1 })).toBe('1 minute');
    expect(serverText('en', 'mail.duration.minutes', { count: 0 })).toBe('0 minutes');
    expect(serverText('de', 'mail.duration.hours', { count: 1 })).toBe('1 Stunde');
    expect(serverText('de', 'mail.duration.hours', { count: 24 })).toBe('24 Stunden');
  });

  it('inserts values once, as written', () => {
    expect(
      serverText('en', 'mail.passwordReset.greeting', { username: '{{username}} $& <b>' }),
    ).toBe('Hi {{username}} $& <b>,');
  });

  it('refuses a missing value or an unknown key', () => {
    expect(() => serverText('en', 'mail.passwordReset.greeting')).toThrow(/needs {{username}}/);
    // @ts-expect-error an unknown key does not compile either
    expect(() => serverText('en', 'mail.nothing')).toThrow(/No text en:mail.nothing/);
  });
});
