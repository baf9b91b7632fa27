import { readFileSync } from 'node:fs';
import { storageKeys } from '@maryjane/contract/constants';
import { describe, expect, it } from 'vitest';

// public/color-scheme.js is plain JavaScript served as is; it repeats the storage key.
const read = (relative: string) =>
  readFileSync(new URL(relative, import.meta.url).pathname, 'utf8');
const script = read('../../../public/color-scheme.js');
const html = read('../../../index.html');

describe('color-scheme.js', () => {
  it('reads the same storage key as the app', () => {
    expect(script).toContain(`'${storageKeys.colorScheme}'`);
  });

  it('is loaded from a file, since the CSP forbids inline scripts', () => {
    expect(html).toContain('<script src="/color-scheme.js"></script>');
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
  });

  it('applies a stored choice before the app starts', () => {
    document.documentElement.setAttribute('data-mantine-color-scheme', 'light');
    localStorage.setItem(storageKeys.colorScheme, 'dark');
    new Function(script)();
    expect(document.documentElement.getAttribute('data-mantine-color-scheme')).toBe('dark');
  });
});
