import { renderMail, type MailLanguage } from './mail-layout';
import type { MailMessage } from './mailer';

/** The account mails, in English and in German ("du", like the app). Subjects never hold codes. */

type RenderedMail = Omit<MailMessage, 'to'>;

const signature = { en: 'Your MaryJane team', de: 'Dein MaryJane-Team' };

function minutes(lang: MailLanguage, count: number): string {
  if (lang === 'de') return count === 1 ? '1 Minute' : `${count} Minuten`;
  return count === 1 ? '1 minute' : `${count} minutes`;
}

function hours(lang: MailLanguage, count: number): string {
  if (lang === 'de') return count === 1 ? '1 Stunde' : `${count} Stunden`;
  return count === 1 ? '1 hour' : `${count} hours`;
}

export function verificationCodeMail(
  lang: MailLanguage,
  v: { code: string; validMinutes: number },
): RenderedMail {
  const valid = minutes(lang, v.validMinutes);
  if (lang === 'de') {
    return renderMail(lang, {
      subject: 'Dein Bestätigungscode für MaryJane',
      greeting: 'Hallo,',
      blocks: [
        { kind: 'paragraph', text: 'hier ist dein Bestätigungscode für MaryJane:' },
        { kind: 'code', code: v.code },
        { kind: 'paragraph', text: `Gib ihn in der App ein. Er ist ${valid} lang gültig.` },
        {
          kind: 'paragraph',
          text: 'Du hast keinen Code angefordert? Dann ignoriere diese E-Mail einfach.',
        },
      ],
      signature: signature.de,
    });
  }
  return renderMail(lang, {
    subject: 'Your MaryJane verification code',
    greeting: 'Hi,',
    blocks: [
      { kind: 'paragraph', text: 'here is your verification code for MaryJane:' },
      { kind: 'code', code: v.code },
      { kind: 'paragraph', text: `Enter it in the app. It is valid for ${valid}.` },
      { kind: 'paragraph', text: "Didn't ask for a code? Then just ignore this e-mail." },
    ],
    signature: signature.en,
  });
}

export function passwordResetMail(
  lang: MailLanguage,
  v: { username: string; link: string; validMinutes: number },
): RenderedMail {
  const valid = minutes(lang, v.validMinutes);
  if (lang === 'de') {
    return renderMail(lang, {
      subject: 'Setze dein MaryJane-Passwort zurück',
      greeting: `Hallo ${v.username},`,
      blocks: [
        {
          kind: 'paragraph',
          text: 'du möchtest ein neues Passwort für dein MaryJane-Konto festlegen? Hier geht’s lang:',
        },
        { kind: 'link', label: 'Neues Passwort festlegen', href: v.link, tone: 'primary' },
        {
          kind: 'paragraph',
          text: `Der Link funktioniert nur einmal und ist ${valid} lang gültig.`,
        },
        {
          kind: 'paragraph',
          text: 'Das warst nicht du? Dann ignoriere diese E-Mail einfach, dein Passwort bleibt, wie es ist.',
        },
      ],
      signature: signature.de,
    });
  }
  return renderMail(lang, {
    subject: 'Reset your MaryJane password',
    greeting: `Hi ${v.username},`,
    blocks: [
      {
        kind: 'paragraph',
        text: 'want to choose a new password for your MaryJane account? Here you go:',
      },
      { kind: 'link', label: 'Choose a new password', href: v.link, tone: 'primary' },
      { kind: 'paragraph', text: `The link works only once and is valid for ${valid}.` },
      {
        kind: 'paragraph',
        text: "Wasn't you? Then just ignore this e-mail; your password stays as it is.",
      },
    ],
    signature: signature.en,
  });
}

export function accountDeletionMail(
  lang: MailLanguage,
  v: { username: string; confirmLink: string; cancelLink: string; validHours: number },
): RenderedMail {
  const valid = hours(lang, v.validHours);
  if (lang === 'de') {
    return renderMail(lang, {
      subject: 'Bestätige die Löschung deines MaryJane-Kontos',
      greeting: `Hallo ${v.username},`,
      blocks: [
        { kind: 'paragraph', text: 'du möchtest dein MaryJane-Konto löschen.' },
        {
          kind: 'paragraph',
          text:
            'Wenn du bestätigst, löschen wir dein Konto und ALLE deine Grow-Daten (Grows, ' +
            'Pflanzen, Tagebuch, Fotos) endgültig. Das lässt sich nicht rückgängig machen.',
        },
        { kind: 'link', label: 'Konto endgültig löschen', href: v.confirmLink, tone: 'danger' },
        { kind: 'paragraph', text: 'Doch nicht? Dann behalte dein Konto:' },
        { kind: 'link', label: 'Konto behalten', href: v.cancelLink, tone: 'primary' },
        {
          kind: 'paragraph',
          text:
            `Beide Links sind ${valid} lang gültig. Das warst nicht du? Dann behalte dein ` +
            'Konto und ändere dein Passwort.',
        },
      ],
      signature: signature.de,
    });
  }
  return renderMail(lang, {
    subject: 'Confirm the deletion of your MaryJane account',
    greeting: `Hi ${v.username},`,
    blocks: [
      { kind: 'paragraph', text: 'you asked us to delete your MaryJane account.' },
      {
        kind: 'paragraph',
        text:
          'If you confirm, we delete your account and ALL your grow data (grows, plants, ' +
          'diary, photos) for good. This cannot be undone.',
      },
      { kind: 'link', label: 'Delete my account for good', href: v.confirmLink, tone: 'danger' },
      { kind: 'paragraph', text: 'Changed your mind? Keep your account:' },
      { kind: 'link', label: 'Keep my account', href: v.cancelLink, tone: 'primary' },
      {
        kind: 'paragraph',
        text:
          `Both links are valid for ${valid}. Wasn't you? Then keep your account and change ` +
          'your password.',
      },
    ],
    signature: signature.en,
  });
}
