import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { RemoveScroll as standIn } from '../src/shared/mantine-scroll-classes';
import { mantineScrollClasses } from './mantine-scroll-classes';

// Mantine's package exports no file paths: its AppShell folder, found from its entry.
const appShell = path.join(
  path.dirname(fileURLToPath(import.meta.resolve('@mantine/core'))),
  'components/AppShell',
);

function resolve(source: string, importer: string): unknown {
  const hook = mantineScrollClasses().resolveId;
  if (typeof hook !== 'function') throw new Error('no resolveId hook');
  return (hook as (source: string, importer: string) => unknown)(source, importer);
}

describe('mantineScrollClasses', () => {
  it("resolves the AppShell sections' react-remove-scroll to the stand-in, nothing else's", () => {
    expect(resolve('react-remove-scroll', `${appShell}/AppShellHeader/AppShellHeader.mjs`)).toMatch(
      /src[\\/]shared[\\/]mantine-scroll-classes\.ts$/,
    );
    expect(
      resolve('react-remove-scroll', path.join(appShell, '../ModalBase/ModalBase.mjs')),
    ).toBeNull();
  });

  it('gives the class names the real component has', async () => {
    const { RemoveScroll } = await import('react-remove-scroll');
    expect(standIn.classNames).toEqual({
      zeroRight: RemoveScroll.classNames.zeroRight,
      fullWidth: RemoveScroll.classNames.fullWidth,
    });
  });

  it('holds because the sections read nothing else of it', () => {
    const uses = readdirSync(appShell, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.mjs'))
      .flatMap((file) =>
        [...readFileSync(path.join(appShell, file), 'utf8').matchAll(/RemoveScroll\.[\w.]+/g)].map(
          ([use]) => use,
        ),
      );
    expect(uses.length).toBeGreaterThan(0);
    expect(new Set(uses)).toEqual(new Set(['RemoveScroll.classNames.zeroRight']));
  });
});
