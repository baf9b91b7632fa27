import type { Language } from '@maryjane/contract/constants';
import { serverText } from '../server-text';
import { renderMail } from './mail-layout';
import type { MailMessage } from './mailer';

/**
 * The account mails, in English and in German ("du", like the app); their texts are in
 * `src/locales/<language>/mail.json`. Subjects never hold codes.
 */

type RenderedMail = Omit<MailMessage, 'to'>;

export function verificationCodeMail(
  lang: Language,
  v: { code: string; validMinutes: number },
): RenderedMail {
  const valid = serverText(lang, 'mail.duration.minutes', { count: v.validMinutes });
  return renderMail(lang, {
    subject: serverText(lang, 'mail.verification.subject'),
    greeting: serverText(lang, 'mail.verification.greeting'),
    blocks: [
      { kind: 'paragraph', text: serverText(lang, 'mail.verification.intro') },
      { kind: 'code', code: v.code },
      { kind: 'paragraph', text: serverText(lang, 'mail.verification.validity', { valid }) },
      { kind: 'paragraph', text: serverText(lang, 'mail.verification.notYou') },
    ],
    signature: serverText(lang, 'mail.signature'),
  });
}

/**
 * Sent instead of a code when the address asking for one already has an account (issue 29): the
 * answer to the request is the same either way, only the mailbox learns that the account exists.
 */
export function accountExistsMail(
  lang: Language,
  v: { username: string; signInLink: string; resetLink: string },
): RenderedMail {
  return renderMail(lang, {
    subject: serverText(lang, 'mail.accountExists.subject'),
    greeting: serverText(lang, 'mail.accountExists.greeting', { username: v.username }),
    blocks: [
      { kind: 'paragraph', text: serverText(lang, 'mail.accountExists.intro') },
      {
        kind: 'link',
        label: serverText(lang, 'mail.accountExists.signIn'),
        href: v.signInLink,
        tone: 'primary',
      },
      { kind: 'paragraph', text: serverText(lang, 'mail.accountExists.forgot') },
      {
        kind: 'link',
        label: serverText(lang, 'mail.accountExists.resetLink'),
        href: v.resetLink,
        tone: 'primary',
      },
      { kind: 'paragraph', text: serverText(lang, 'mail.accountExists.notYou') },
    ],
    signature: serverText(lang, 'mail.signature'),
  });
}

export function passwordResetMail(
  lang: Language,
  v: { username: string; link: string; validMinutes: number },
): RenderedMail {
  const valid = serverText(lang, 'mail.duration.minutes', { count: v.validMinutes });
  return renderMail(lang, {
    subject: serverText(lang, 'mail.passwordReset.subject'),
    greeting: serverText(lang, 'mail.passwordReset.greeting', { username: v.username }),
    blocks: [
      { kind: 'paragraph', text: serverText(lang, 'mail.passwordReset.intro') },
      {
        kind: 'link',
        label: serverText(lang, 'mail.passwordReset.link'),
        href: v.link,
        tone: 'primary',
      },
      { kind: 'paragraph', text: serverText(lang, 'mail.passwordReset.validity', { valid }) },
      { kind: 'paragraph', text: serverText(lang, 'mail.passwordReset.notYou') },
    ],
    signature: serverText(lang, 'mail.signature'),
  });
}

export function accountDeletionMail(
  lang: Language,
  v: { username: string; confirmLink: string; cancelLink: string; validHours: number },
): RenderedMail {
  const valid = serverText(lang, 'mail.duration.hours', { count: v.validHours });
  return renderMail(lang, {
    subject: serverText(lang, 'mail.accountDeletion.subject'),
    greeting: serverText(lang, 'mail.accountDeletion.greeting', { username: v.username }),
    blocks: [
      { kind: 'paragraph', text: serverText(lang, 'mail.accountDeletion.intro') },
      { kind: 'paragraph', text: serverText(lang, 'mail.accountDeletion.warning') },
      {
        kind: 'link',
        label: serverText(lang, 'mail.accountDeletion.confirmLink'),
        href: v.confirmLink,
        tone: 'danger',
      },
      { kind: 'paragraph', text: serverText(lang, 'mail.accountDeletion.changedMind') },
      {
        kind: 'link',
        label: serverText(lang, 'mail.accountDeletion.cancelLink'),
        href: v.cancelLink,
        tone: 'primary',
      },
      { kind: 'paragraph', text: serverText(lang, 'mail.accountDeletion.validity', { valid }) },
    ],
    signature: serverText(lang, 'mail.signature'),
  });
}
