import { screen, waitFor } from '@testing-library/react';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** An input by its label, ignoring the required asterisk Mantine adds to the label. */
export function field(label: string) {
  return screen.getByLabelText(new RegExp(`^${escape(label)}\\s*\\*?$`), { selector: 'input' });
}

/** The app's one snackbar (role alert or status by kind), once it shows `text`. */
export function findSnackbar(text: string, kind?: 'error' | 'success' | 'info' | 'warning') {
  return waitFor(() => {
    const notice = document.querySelector<HTMLElement>('[data-kind]');
    if (!notice) throw new Error('No snackbar is shown');
    const content = notice.textContent ?? '';
    if (!content.includes(text)) throw new Error(`The snackbar shows "${content}"`);
    if (kind && notice.dataset.kind !== kind)
      throw new Error(`The snackbar is ${notice.dataset.kind}`);
    return notice;
  });
}

/** No error snackbar is shown. */
export function noErrorSnackbar(): boolean {
  return document.querySelector('[data-kind="error"]') === null;
}
