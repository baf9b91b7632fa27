import type { Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { chunkFiles, findLazyParts } from './parts-manifest';

describe('findLazyParts', () => {
  it('finds each lazyPage call as the source has it and as the compiler leaves it', () => {
    const code = `
      const Home = lazyPage(() => import('../features/home/home-page'), 'HomePage');
      const Where = lazyPage<'WhereStep', StepProps>(() => import('./steps/where-step'), 'WhereStep');
      const Bell = lazyPage(
        () => import("./notifications-menu"),
        "NotificationsMenu",
      );
      const notAPart = lazy(() => import('./other'));`;
    expect(findLazyParts(code)).toEqual([
      { name: 'HomePage', specifier: '../features/home/home-page' },
      { name: 'WhereStep', specifier: './steps/where-step' },
      { name: 'NotificationsMenu', specifier: './notifications-menu' },
    ]);
  });
});

describe('chunkFiles', () => {
  const chunk = (fileName: string, imports: string[]) =>
    ({ type: 'chunk', fileName, imports }) as unknown as Rollup.OutputChunk;

  it('lists a chunk and everything it imports, each once, and not what it loads later', () => {
    const page = chunk('assets/page.js', ['assets/card.js', 'assets/react.js']);
    const bundle = {
      'assets/page.js': page,
      'assets/card.js': chunk('assets/card.js', ['assets/react.js', 'assets/mantine.js']),
      'assets/react.js': chunk('assets/react.js', []),
      'assets/mantine.js': chunk('assets/mantine.js', ['assets/react.js']),
      'assets/dialog.js': chunk('assets/dialog.js', ['assets/react.js']),
    } as unknown as Rollup.OutputBundle;
    expect(chunkFiles(bundle, page)).toEqual([
      'assets/react.js',
      'assets/mantine.js',
      'assets/card.js',
      'assets/page.js',
    ]);
  });
});
