import { DEFAULT_LANGUAGE } from '@maryjane/contract/constants';
import { describe, expect, it } from 'vitest';
import { allNamespaces, coreNamespaces } from './i18n';
import { bundle as deCore } from './locale-bundles/de';
import { bundle as enCore } from './locale-bundles/en';
import { namespaceOf } from './locale-bundles/to-bundle';

// Both languages have the same namespaces (locales.test.ts checks); the default one stands for both.
const everyNamespace = Object.keys(import.meta.glob('../locales/*/*.json'))
  .filter((file) => file.startsWith(`../locales/${DEFAULT_LANGUAGE}/`))
  .map((file) => namespaceOf(file));

// The core namespaces are named in three places a glob cannot share (coreNamespaces, the core
// bundles' globs, the page chunks' negative glob): a namespace missing from one would show keys.
describe('how the translations are split into chunks', () => {
  it.each([
    ['en', enCore],
    ['de', deCore],
  ])('the %s core bundle holds exactly the core namespaces', (_language, core) => {
    expect(Object.keys(core).sort()).toEqual([...coreNamespaces].sort());
  });

  it('loads every namespace from exactly one chunk', () => {
    expect([...allNamespaces].sort()).toEqual([...everyNamespace].sort());
  });
});
