import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { mantineNoResizeHandle } from './build/mantine-no-resize-handle';
import { mantineScrollClasses } from './build/mantine-scroll-classes';
import { mantineUseId } from './build/mantine-use-id';
import { partsManifest } from './build/parts-manifest';
import { pruneMantineCss } from './build/prune-mantine-css';

const apiTarget = process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:3000';

// Vendor code changes far less often than ours; separate chunks stay cached across deploys.
// Only libraries the first render needs anyway are grouped: a group pulls in every module it
// matches, so grouping all of Mantine or the icons would move lazily used parts into the first
// load. Those split by use, next to the pages that need them.
const vendorChunks = [
  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
  { name: 'router', test: /node_modules[\\/]react-router[\\/]/ },
  { name: 'i18n', test: /node_modules[\\/](i18next|react-i18next)[\\/]/ },
  // Not @mantine/hooks: a group takes every hook any page uses (long press, debounced
  // callbacks, horizontal collapse…) into the first load; the hooks the shell needs go with it.
  { name: 'mantine-core', test: /node_modules[\\/]@mantine[\\/]core[\\/]esm[\\/]core[\\/]/ },
].map((group) => ({ ...group, priority: 10 }));
// The rest of the first load goes with the entry: fewer requests before the app can start.
const firstLoad = { name: 'shell', tags: ['$initial' as const], priority: 5 };
// The header's menus load when the reader reaches for one (app/layouts/header-menus.tsx); one
// chunk, so the first brings the others along. What they import stays split by use: pages
// share it, and a group would pull it into every page that needs any of it.
const headerMenus = {
  name: 'header-menus',
  test: /src[\\/]app[\\/]layouts[\\/](language-menu|color-scheme-menu|user-menu|customize-drawer|site-search|shortcuts-menu|notifications-menu|nav-menus)\.tsx$/,
  priority: 1,
  includeDependenciesRecursively: false,
};

export default defineConfig(({ isSsrBuild }) => ({
  root: fileURLToPath(new URL('.', import.meta.url)),
  // The server build (src/app/render-page.tsx, for the API to send pages rendered) needs none of
  // the public files; the browser build copies them into dist.
  publicDir: isSsrBuild ? false : 'public',
  plugins: [
    mantineUseId(),
    mantineNoResizeHandle(),
    mantineScrollClasses(),
    react(),
    pruneMantineCss(),
    ...(isSsrBuild ? [] : [partsManifest()]),
  ],
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true },
      '/cms': { target: apiTarget, changeOrigin: true },
    },
  },
  preview: { port: 4173 },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    // WEB_SOURCEMAP=1: source maps for profiling (bench/trace-page.mjs); the files do not name them.
    sourcemap: process.env.WEB_SOURCEMAP === '1' ? 'hidden' : false,
    // One stylesheet: pages the server renders are painted before their chunks load, so their
    // styles must come with the first; each later sheet also restyles the whole page. The split
    // parts are a few kB of the Mantine base.
    cssCodeSplit: false,
    rolldownOptions: isSsrBuild
      ? {}
      : {
          output: {
            codeSplitting: { groups: [...vendorChunks, firstLoad, headerMenus] },
          },
        },
  },
}));
