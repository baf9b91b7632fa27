import { describe, expect, it } from 'vitest';
import { accountDeletionMail, passwordResetMail, verificationCodeMail } from './templates';

const langs = ['en', 'de'] as const;
const hostile = '<script>alert("x")</script> & Co';

describe('verificationCodeMail', () => {
  it.each(langs)('%s: shows the code and how long it is valid, never in the subject', (lang) => {
    const mail = verificationCodeMail(lang, { code: '735102', validMinutes: 15 });
    expect(mail.text).toContain('735102');
    expect(mail.html).toContain('735102');
    expect(mail.text).toContain(lang === 'de' ? '15 Minuten' : '15 minutes');
    expect(mail.subject).not.toContain('735102');
  });

  it('says "1 minute" in the singular', () => {
    expect(verificationCodeMail('en', { code: '1', validMinutes: 1 }).text).toContain('1 minute.');
    expect(verificationCodeMail('de', { code: '1', validMinutes: 1 }).text).toContain('1 Minute ');
  });
});

describe('passwordResetMail', () => {
  it.each(langs)('%s: links to the reset page and escapes the username in HTML', (lang) => {
    const link = 'https://grow.example/reset-password?code=abc&lang=de';
    const mail = passwordResetMail(lang, { username: hostile, link, validMinutes: 30 });
    expect(mail.text).toContain(link);
    expect(mail.text).toContain(hostile);
    expect(mail.html).toContain('href="https://grow.example/reset-password?code=abc&amp;lang=de"');
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; Co');
    expect(mail.text).toContain(lang === 'de' ? '30 Minuten' : '30 minutes');
  });
});

describe('accountDeletionMail', () => {
  it.each(langs)('%s: has both links, says all grow data goes, escapes the username', (lang) => {
    const mail = accountDeletionMail(lang, {
      username: hostile,
      confirmLink: 'https://grow.example/delete-account/confirm?code=c1',
      cancelLink: 'https://grow.example/delete-account/cancel?code=c2',
      validHours: 24,
    });
    for (const body of [mail.text, mail.html]) {
      expect(body).toContain('https://grow.example/delete-account/confirm?code=c1');
      expect(body).toContain('https://grow.example/delete-account/cancel?code=c2');
      expect(body).toContain(lang === 'de' ? 'ALLE deine Grow-Daten' : 'ALL your grow data');
      expect(body).toContain(lang === 'de' ? '24 Stunden' : '24 hours');
    }
    expect(mail.html).not.toContain('<script>');
  });
});

describe('languages', () => {
  it('English and German differ in subject, text and HTML, and HTML has its language', () => {
    const en = verificationCodeMail('en', { code: '111111', validMinutes: 10 });
    const de = verificationCodeMail('de', { code: '111111', validMinutes: 10 });
    expect(de.subject).not.toBe(en.subject);
    expect(de.text).not.toBe(en.text);
    expect(de.html).toContain('<html lang="de">');
    expect(en.html).toContain('<html lang="en">');
    expect(de.text).toContain('Bestätigungscode');
  });

  it('HTML loads nothing from outside', () => {
    const { html } = accountDeletionMail('en', {
      username: 'Ann',
      confirmLink: 'https://grow.example/c',
      cancelLink: 'https://grow.example/k',
      validHours: 1,
    });
    expect(html).not.toMatch(/<img|<script|<link|url\(/i);
    expect(html).toContain('1 hour.');
  });
});
