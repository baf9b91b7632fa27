import { readFileSync } from 'node:fs';
import { storageKeys } from '@maryjane/contract/constants';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WIZARD_STORAGE_KEY } from '../features/setup-wizard/state/wizard-storage';
import { LAYOUT_STORAGE_KEY } from '../shared/layout-settings/layout-settings';
import {
  AFTER_PAINT_REL_ATTRIBUTE,
  AFTER_PAINT_SRC_ATTRIBUTE,
  RENDERED_PATH_ATTRIBUTE,
  RENDERED_SESSION_ATTRIBUTE,
} from './server-markup';

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
    expect(script).toContain(`[${AFTER_PAINT_REL_ATTRIBUTE}]`);
    expect(script).toContain(`[${AFTER_PAINT_SRC_ATTRIBUTE}]`);
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

    describe('its code, sent inert', () => {
      const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
      const task = () => new Promise((resolve) => setTimeout(resolve, 0));

      beforeEach(() => {
        root.setAttribute(RENDERED_PATH_ATTRIBUTE, here());
        document.head.insertAdjacentHTML(
          'beforeend',
          `<link ${AFTER_PAINT_REL_ATTRIBUTE}="modulepreload" href="/assets/react.js">` +
            `<script type="maryjane/after-paint" ${AFTER_PAINT_SRC_ATTRIBUTE}="/assets/index.js"></script>`,
        );
      });
      afterEach(() => {
        for (const element of document.head.querySelectorAll('link, script')) element.remove();
      });

      /** Runs boot.js, then what it does once the document is parsed. */
      const bootUntilParsed = () => {
        const listen = vi.spyOn(document, 'addEventListener').mockImplementation(() => undefined);
        runBoot();
        const onParsed = listen.mock.calls.find(([type]) => type === 'DOMContentLoaded')?.[1];
        listen.mockRestore();
        if (typeof onParsed !== 'function') throw new Error('boot.js waits for nothing');
        onParsed(new Event('DOMContentLoaded'));
      };
      const preload = () => document.head.querySelector(`link[${AFTER_PAINT_REL_ATTRIBUTE}]`);
      const entries = () => [...document.head.querySelectorAll('script[type=module]')];

      it('is fetched once the page is painted, the entry as a module', async () => {
        bootUntilParsed();
        expect(preload()).not.toHaveAttribute('rel');
        expect(entries()).toEqual([]);
        await frame();
        await task();
        expect(preload()).toHaveAttribute('rel', 'modulepreload');
        expect(entries().map((entry) => entry.getAttribute('src'))).toEqual(['/assets/index.js']);
      });

      it('turns on one link per task, and then the entry', async () => {
        document.head.insertAdjacentHTML(
          'afterbegin',
          Array.from(
            { length: 19 },
            (_, index) =>
              `<link ${AFTER_PAINT_REL_ATTRIBUTE}="modulepreload" href="/assets/chunk-${index}.js">`,
          ).join(''),
        );
        const active = () => document.head.querySelectorAll('link[rel=modulepreload]').length;
        root.setAttribute(RENDERED_PATH_ATTRIBUTE, '/elsewhere');
        bootUntilParsed();
        expect(active()).toBe(1);
        expect(entries()).toEqual([]);
        await task();
        expect(active()).toBe(2);
        for (let turn = 0; turn < 17; turn++) await task();
        expect(active()).toBe(19);
        expect(entries()).toEqual([]);
        await task();
        expect(active()).toBe(20);
        expect(entries()).toHaveLength(1);
      });

      it('is fetched at once when the markup is stale', () => {
        root.setAttribute(RENDERED_PATH_ATTRIBUTE, '/elsewhere');
        bootUntilParsed();
        expect(preload()).toHaveAttribute('rel', 'modulepreload');
        expect(entries()).toHaveLength(1);
      });

      describe("the page's locale data", () => {
        const Worker = vi.fn();
        beforeEach(() => {
          Worker.mockReset();
          vi.stubGlobal('Worker', Worker);
          // Stale, so that the code is fetched at once.
          root.setAttribute(RENDERED_PATH_ATTRIBUTE, '/elsewhere');
        });
        afterEach(() => vi.unstubAllGlobals());

        it('is loaded by a worker, in the language the app will show', () => {
          localStorage.setItem(storageKeys.authToken, 'token');
          localStorage.setItem(storageKeys.language, 'de');
          bootUntilParsed();
          expect(Worker).toHaveBeenCalledExactlyOnceWith('/warm-intl.js', { name: 'de' });
        });

        it("in the page's language when the reader chose none", () => {
          localStorage.setItem(storageKeys.authToken, 'token');
          bootUntilParsed();
          expect(Worker).toHaveBeenCalledExactlyOnceWith('/warm-intl.js', { name: 'en' });
        });

        it("is loaded for a visitor's public pages too", () => {
          bootUntilParsed();
          expect(Worker).toHaveBeenCalledExactlyOnceWith('/warm-intl.js', { name: 'en' });
        });

        it('leaves the code to load when workers are refused', () => {
          localStorage.setItem(storageKeys.authToken, 'token');
          Worker.mockImplementation(function () {
            throw new DOMException('refused', 'SecurityError');
          });
          bootUntilParsed();
          expect(entries()).toHaveLength(1);
        });
      });
    });

    it('warms the locale data the app formats with, in a worker that then ends', () => {
      const worker = read('../../public/warm-intl.js');
      const made: string[] = [];
      const close = vi.fn();
      const spy = (name: string) =>
        function (this: unknown, language: string) {
          made.push(`${name}:${language}`);
          return { format: () => '', select: () => '' };
        };
      new Function('self', 'Intl', 'close', worker)(
        { name: 'de' },
        {
          NumberFormat: spy('NumberFormat'),
          DateTimeFormat: spy('DateTimeFormat'),
          PluralRules: spy('PluralRules'),
        },
        close,
      );
      expect(made).toEqual(['NumberFormat:de', 'DateTimeFormat:de', 'PluralRules:de']);
      expect(close).toHaveBeenCalledOnce();
    });

    it('is hidden while stale, by a style in index.html', () => {
      expect(html).toMatch(/html\[data-prerendered='stale'\] #root \{\s*visibility: hidden;/);
    });
  });
});
