import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { mantineNoResizeHandle } from './mantine-no-resize-handle';

const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src');
const appShell = '/repo/node_modules/@mantine/core/esm/components/AppShell';

function resolve(source: string, importer: string): unknown {
  const hook = mantineNoResizeHandle().resolveId;
  if (typeof hook !== 'function') throw new Error('no resolveId hook');
  return (hook as (source: string, importer: string) => unknown)(source, importer);
}

describe('mantineNoResizeHandle', () => {
  it("resolves the AppShell sections' resize handle to the stand-in, nothing else", () => {
    const handle = '../AppShellResizeHandle/AppShellResizeHandle.mjs';
    expect(resolve(handle, `${appShell}/AppShellNavbar/AppShellNavbar.mjs`)).toMatch(
      /src[\\/]shared[\\/]mantine-resize-handle\.ts$/,
    );
    expect(resolve(handle, '/repo/node_modules/some-library/index.mjs')).toBeNull();
    expect(
      resolve('../AppShell.context.mjs', `${appShell}/AppShellNavbar/AppShellNavbar.mjs`),
    ).toBeNull();
  });

  it('holds because no AppShell in the app is given `resize`', () => {
    const files = readdirSync(src, { recursive: true, encoding: 'utf8' }).filter((file) =>
      file.endsWith('.tsx'),
    );
    const shells = files.flatMap((file) =>
      // Each <AppShell …> opening tag, up to its closing `>` (props hold no `>` but arrows).
      [...readFileSync(path.join(src, file), 'utf8').matchAll(/<AppShell\s[\s\S]*?\n\s*>/g)].map(
        ([tag]) => ({ file, tag }),
      ),
    );
    expect(shells.length).toBeGreaterThan(0);
    for (const { file, tag } of shells) expect(tag, file).not.toMatch(/\bresize\s*=/);
  });
});
