import { describe, expect, it } from 'vitest';
import { accountDeletionMail, passwordResetMail, verificationCodeMail } from './templates';

// The whole wording of every mail in both languages, so that moving or rewording a text is a
// visible change. A username that looks like a placeholder stays as it is.
const username = 'Ann {{valid}} $&';
const mail = (...paragraphs: string[]) => `${paragraphs.join('\n\n')}\n`;

describe('verificationCodeMail', () => {
  it('en', () => {
    const { subject, text } = verificationCodeMail('en', { code: '123456', validMinutes: 15 });
    expect(subject).toBe('Your MaryJane verification code');
    expect(text).toBe(
      mail(
        'Hi,',
        'here is your verification code for MaryJane:',
        '    123456',
        'Enter it in the app. It is valid for 15 minutes.',
        "Didn't ask for a code? Then just ignore this e-mail.",
        'Your MaryJane team',
      ),
    );
  });

  it('de', () => {
    const { subject, text } = verificationCodeMail('de', { code: '123456', validMinutes: 1 });
    expect(subject).toBe('Dein Bestätigungscode für MaryJane');
    expect(text).toBe(
      mail(
        'Hallo,',
        'hier ist dein Bestätigungscode für MaryJane:',
        '    123456',
        'Gib ihn in der App ein. Er ist 1 Minute lang gültig.',
        'Du hast keinen Code angefordert? Dann ignoriere diese E-Mail einfach.',
        'Dein MaryJane-Team',
      ),
    );
  });
});

describe('passwordResetMail', () => {
  const values = { username, link: 'https://grow.example/r?code=c', validMinutes: 30 };

  it('en', () => {
    const { subject, text } = passwordResetMail('en', values);
    expect(subject).toBe('Reset your MaryJane password');
    expect(text).toBe(
      mail(
        'Hi Ann {{valid}} $&,',
        'want to choose a new password for your MaryJane account? Here you go:',
        'Choose a new password:\nhttps://grow.example/r?code=c',
        'The link works only once and is valid for 30 minutes.',
        "Wasn't you? Then just ignore this e-mail; your password stays as it is.",
        'Your MaryJane team',
      ),
    );
  });

  it('de', () => {
    const { subject, text } = passwordResetMail('de', values);
    expect(subject).toBe('Setze dein MaryJane-Passwort zurück');
    expect(text).toBe(
      mail(
        'Hallo Ann {{valid}} $&,',
        'du möchtest ein neues Passwort für dein MaryJane-Konto festlegen? Hier geht’s lang:',
        'Neues Passwort festlegen:\nhttps://grow.example/r?code=c',
        'Der Link funktioniert nur einmal und ist 30 Minuten lang gültig.',
        'Das warst nicht du? Dann ignoriere diese E-Mail einfach, dein Passwort bleibt, wie es ist.',
        'Dein MaryJane-Team',
      ),
    );
  });
});

describe('accountDeletionMail', () => {
  const links = { confirmLink: 'https://grow.example/c', cancelLink: 'https://grow.example/k' };

  it('en', () => {
    const { subject, text } = accountDeletionMail('en', { username, ...links, validHours: 1 });
    expect(subject).toBe('Confirm the deletion of your MaryJane account');
    expect(text).toBe(
      mail(
        'Hi Ann {{valid}} $&,',
        'you asked us to delete your MaryJane account.',
        'If you confirm, we delete your account and ALL your grow data (inventory, environments, ' +
          'grow cycles and plants, journal, photos, harvest results, sensors and their readings) ' +
          'for good. This cannot be undone.',
        'Delete my account for good:\nhttps://grow.example/c',
        'Changed your mind? Keep your account:',
        'Keep my account:\nhttps://grow.example/k',
        "Both links are valid for 1 hour. Wasn't you? Then keep your account and change your " +
          'password.',
        'Your MaryJane team',
      ),
    );
  });

  it('de', () => {
    const { subject, text } = accountDeletionMail('de', { username, ...links, validHours: 24 });
    expect(subject).toBe('Bestätige die Löschung deines MaryJane-Kontos');
    expect(text).toBe(
      mail(
        'Hallo Ann {{valid}} $&,',
        'du möchtest dein MaryJane-Konto löschen.',
        'Wenn du bestätigst, löschen wir dein Konto und ALLE deine Grow-Daten (Inventar, ' +
          'Anbauumgebungen, Grow-Zyklen und Pflanzen, Tagebuch, Fotos, Ernteergebnisse, Sensoren ' +
          'und ihre Messwerte) endgültig. Das lässt sich nicht rückgängig machen.',
        'Konto endgültig löschen:\nhttps://grow.example/c',
        'Doch nicht? Dann behalte dein Konto:',
        'Konto behalten:\nhttps://grow.example/k',
        'Beide Links sind 24 Stunden lang gültig. Das warst nicht du? Dann behalte dein Konto ' +
          'und ändere dein Passwort.',
        'Dein MaryJane-Team',
      ),
    );
  });
});
