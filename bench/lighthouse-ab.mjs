// Two builds of the web app compared by Lighthouse on the same host at the same time:
//
//   mkdir -p bench/builds/a bench/builds/b
//   cp -r apps/web/dist apps/web/dist-server bench/builds/a/   # `npm run build` before a change
//   cp -r apps/web/dist apps/web/dist-server bench/builds/b/   # and after it
//   BENCH_A=bench/builds/a BENCH_B=bench/builds/b node bench/lighthouse-ab.mjs
//
// The copies stay inside the repository (bench/builds/ is ignored by git): the server's renderer
// in dist-server/ imports its packages from the repository's node_modules.
// On a host of two cores that Chromium shares with Lighthouse and the server, the same build
// scored anywhere from 77 to 98 on the dashboard within an hour: builds audited one after the
// other compare the host's moments more than the builds. Here one server per build runs side by
// side (the built API, each on its own embedded database with the same grower) and the audits
// alternate A, B, A, B…, so that both builds meet the same host. BENCH_PAGE (/dashboard) is
// audited BENCH_RUNS (10) times per build at Lighthouse's default 4× CPU slowdown, or at
// BENCH_CPU× (say the calibrated multiplier bench/lighthouse.mjs prints).
import path from 'node:path';
import { withServer } from './lib.mjs';
import { audit, growerWithDashboard, median, SESSION_KEY } from './lighthouse-lib.mjs';

const builds = { A: process.env.BENCH_A, B: process.env.BENCH_B };
if (!builds.A || !builds.B) {
  console.error('Set BENCH_A and BENCH_B to folders holding a web build (dist/ and dist-server/).');
  process.exit(2);
}
const pagePath = process.env.BENCH_PAGE ?? '/dashboard';
const runs = Number(process.env.BENCH_RUNS ?? 10);
const cpu = Number(process.env.BENCH_CPU ?? 4);
// A member's page is audited signed in (the token stored first), a public one as a visitor.
const signedIn = pagePath === '/dashboard';

const serverOf = (build, run) =>
  withServer('pglite', { WEB_DIST_DIR: path.resolve(build, 'dist') }, async (server) => {
    const token = await growerWithDashboard(server.base, server.dataDir);
    return run({ base: server.base, token: signedIn ? [SESSION_KEY, token] : undefined });
  });

const results = { A: [], B: [] };
await serverOf(builds.A, (a) =>
  serverOf(builds.B, async (b) => {
    const servers = { A: a, B: b };
    // A first audit of each warms its server and the disk cache.
    for (const name of ['A', 'B'])
      await audit(servers[name].base + pagePath, servers[name].token, cpu);
    for (let run = 0; run < runs; run++) {
      // Alternating which build goes first, so that neither always follows the other.
      for (const name of run % 2 === 0 ? ['A', 'B'] : ['B', 'A']) {
        const { base, token } = servers[name];
        const result = await audit(base + pagePath, token, cpu);
        results[name].push(result);
        console.log(
          `${name} run ${run + 1}: performance ${result.performance}, TBT ${Math.round(result.tbt)} ms, ` +
            `main-thread CPU ${result.cpuMs} ms, TBT from CPU time ${result.cpuTbtMs} ms`,
        );
      }
    }
  }),
);

const mean = (values) => values.reduce((sum, value) => sum + value, 0) / values.length;
console.log(`\n${pagePath}, ${runs} audits per build, alternating, ${cpu}× CPU\n`);
console.log(
  '| Build | Performance (median, mean, runs) | TBT median | Main-thread CPU median | TBT from CPU time, median |',
);
console.log('| --- | --- | ---: | ---: | ---: |');
for (const name of ['A', 'B']) {
  const performance = results[name].map((result) => result.performance);
  console.log(
    `| ${name} (${builds[name]}) | ${median(performance)}, ${mean(performance).toFixed(1)} (${performance.join(', ')}) | ` +
      `${Math.round(median(results[name].map((result) => result.tbt)))} ms | ` +
      `${median(results[name].map((result) => result.cpuMs))} ms | ` +
      `${median(results[name].map((result) => result.cpuTbtMs))} ms |`,
  );
}
