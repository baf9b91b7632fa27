// Bundles the API (with @maryjane/contract) into dist/server.js, with the few packages that are
// many small ES modules (zod, drizzle-orm, and the zod type provider that must share zod's copy):
// loading them file by file took about a fifth of a restart. Other packages stay in node_modules.
// Modules imported on demand (PGlite's driver, the migrator) go to dist/chunks/.
// Then makes the copy of an empty database a new embedded database starts from
// (src/db/initdb-snapshot.ts).
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const bundled = /^(@maryjane\/contract|zod|fastify-type-provider-zod|drizzle-orm)(\/|$)/;

rmSync(new URL('dist/chunks', import.meta.url), { recursive: true, force: true });
await build({
  entryPoints: {
    server: 'src/server.ts',
    'write-initdb-snapshot': 'src/db/write-initdb-snapshot.ts',
    'db-move': 'src/db/move-cli.ts',
    'uploads-move': 'src/platform/storage/move-uploads-cli.ts',
    // The import reads uploaded files on a worker thread (modules/data-export/import-source.ts).
    'import-worker': 'src/modules/data-export/import-worker.ts',
  },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
  // The contract is a workspace package of TypeScript sources: bundle it rather than import it.
  plugins: [
    {
      name: 'external-packages',
      setup(pluginBuild) {
        pluginBuild.onResolve({ filter: /^[^./]/ }, (args) =>
          bundled.test(args.path) ? undefined : { path: args.path, external: true },
        );
      },
    },
    {
      name: 'bundle-contract',
      setup(pluginBuild) {
        pluginBuild.onResolve({ filter: /^@maryjane\/contract\// }, (args) => ({
          path: new URL(
            `../../packages/contract/src/${args.path.slice('@maryjane/contract/'.length)}.ts`,
            import.meta.url,
          ).pathname,
        }));
      },
    },
  ],
  sourcemap: true,
  logLevel: 'warning',
});
console.log('api built: apps/api/dist/server.js');
const snapshot = spawnSync(
  process.execPath,
  [fileURLToPath(new URL('dist/write-initdb-snapshot.js', import.meta.url))],
  { stdio: 'inherit' },
);
if (snapshot.status !== 0) process.exit(snapshot.status ?? 1);
console.log('api built: the empty database a new one starts from, dist/pglite-*-initdb.tar.gz');
