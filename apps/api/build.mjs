// Bundles the API (with @maryjane/contract) into dist/server.js; node_modules stay external.
import { build } from 'esbuild';

await build({
  entryPoints: ['src/server.ts'],
  outfile: 'dist/server.js',
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
