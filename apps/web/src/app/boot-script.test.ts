import { readFileSync } from 'node:fs';
import { storageKeys } from '@maryjane/contract/constants';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { WIZARD_STORAGE_KEY } from '../features/setup-wizard/state/wizard-storage';
import { LAYOUT_STORAGE_KEY } from '../shared/layout-settings/layout-settings';
import { RENDERED_PATH_ATTRIBUTE, RENDERED_SESSION_ATTRIBUTE } from './server-markup';

// public/boot.js is plain JavaScript served as is; it repeats the storage keys and the attribute.
const read = (relative: string) =>
  readFileSync(new URL(relative, import.meta.url).pathname, 'utf8');
const script = read('../../public/boot.js');
const html = read('../../index.html');
const root = document.documentElement;
const runBoot = () => new Function(script)();

beforeEach(() => {
  localStorage.clear();
  root.removeAttribute('data-prerendered');
  root.removeAttribute(RENDERED_PATH_ATTRIBUTE);
  root.removeAttribute(RENDERED_SESSION_ATTRIBUTE);
  root.lang = 'en';
});
afterEach(() => localStorage.clear());

describe('boot.js', () => {
  it('reads the same storage keys and attribute as the app', () => {
    for (const key of [
      storageKeys.colorScheme,
      storageKeys.language,
      storageKeys.authToken,
      LAYOUT_STORAGE_KEY,
      WIZARD_STORAGE_KEY,
    ]) {
      expect(script).toContain(`'${key}'`);
    }
    expect(script).toContain(`'${RENDERED_PATH_ATTRIBUTE}'`);
    expect(script).toContain(`'${RENDERED_SESSION_ATTRIBUTE}'`);
  });

  it('is loaded from a file, since the CSP forbids inline scripts', () => {
    expect(html).toContain('<script src="/boot.js"></script>');
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
  });

  it('applies a stored colour scheme before the app starts', () => {
    root.setAttribute('data-mantine-color-scheme', 'light');
    localStorage.setItem(storageKeys.colorScheme, 'dark');
    runBoot();
    expect(root.getAttribute('data-mantine-color-scheme')).toBe('dark');
  });

  describe('markup the server rendered', () => {
    const here = () => location.pathname + location.search;
    afterEach(() => window.history.replaceState(null, '', '/'));

    it('is kept for the visitor it was rendered for', () => {
      root.setAttribute(RENDERED_PATH_ATTRIBUTE, here());
      localStorage.setItem(storageKeys.language, 'en');
      runBoot();
      expect(root.dataset.prerendered).toBeUndefined();
    });

    it("keeps a member's page for someone signed in and hides it from a visitor", () => {
      root.setAttribute(RENDERED_PATH_ATTRIBUTE, here());
      root.setAttribute(RENDERED_SESSION_ATTRIBUTE, 'member');
      runBoot();
      expect(root.dataset.prerendered).toBe('stale');

      delete root.dataset.prerendered;
      localStorage.setItem(storageKeys.authToken, 'token');
      runBoot();
      expect(root.dataset.prerendered).toBeUndefined();
    });

    it.each([
      ['signed in', () => localStorage.setItem(storageKeys.authToken, 'token')],
      ['with own layout settings', () => localStorage.setItem(LAYOUT_STORAGE_KEY, '{}')],
      ['in another language', () => localStorage.setItem(storageKeys.language, 'de')],
      ['of another address', () => root.setAttribute(RENDERED_PATH_ATTRIBUTE, '/elsewhere')],
      [
        'with a setup wizard in progress',
        () => {
          window.history.replaceState(null, '', '/setup-wizard');
          root.setAttribute(RENDERED_PATH_ATTRIBUTE, '/setup-wizard');
          localStorage.setItem(WIZARD_STORAGE_KEY, '{}');
        },
      ],
    ])('is marked stale (hidden, then replaced) for a reader %s', (_reader, arrange) => {
      root.setAttribute(RENDERED_PATH_ATTRIBUTE, here());
      arrange();
      runBoot();
      expect(root.dataset.prerendered).toBe('stale');
    });

    it('is hidden while stale, by a style in index.html', () => {
      expect(html).toMatch(/html\[data-prerendered='stale'\] #root \{\s*visibility: hidden;/);
    });
  });
});
