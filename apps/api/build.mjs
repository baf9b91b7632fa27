// Bundles the API (with @maryjane/contract) into dist/server.js; node_modules stay external.
// Then makes the copy of an empty database a new embedded database starts from
// (src/db/initdb-snapshot.ts).
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

await build({
  entryPoints: {
    server: 'src/server.ts',
    'write-initdb-snapshot': 'src/db/write-initdb-snapshot.ts',
    'db-move': 'src/db/move-cli.ts',
  },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  packages: 'external',
  // The contract is a workspace package of TypeScript sources: bundle it rather than import it.
  plugins: [
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
