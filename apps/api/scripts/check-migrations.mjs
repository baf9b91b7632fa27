// Fails when the drizzle schema has changes that no committed migration holds: runs
// `drizzle-kit generate` against a scratch copy of drizzle/ and looks for new files.
import { execFileSync } from 'node:child_process';
import { cpSync, readdirSync, rmSync } from 'node:fs';

// drizzle-kit only takes an --out relative to the working directory, and it exits 0 even when it
// fails, so the scratch copy lives here and the check insists on drizzle-kit's own verdict.
const scratch = `.migrations-check-${process.pid}`;
try {
  cpSync('drizzle', scratch, { recursive: true });
  const before = new Set(readdirSync(scratch));
  const output = execFileSync(
    'npx',
    [
      'drizzle-kit',
      'generate',
      '--dialect=postgresql',
      '--schema=./src/db/schema.ts',
      `--out=${scratch}`,
      '--casing=snake_case',
      '--name=uncommitted',
    ],
    { stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8' },
  );
  const added = readdirSync(scratch).filter((file) => !before.has(file));
  if (added.length > 0) {
    console.error(
      `The schema has changes without a migration (${added.join(', ')}).\n` +
        'Run `npm run db:generate` and commit the new file in apps/api/drizzle/.',
    );
    process.exitCode = 1;
  } else if (!/No schema changes/i.test(output)) {
    console.error(`drizzle-kit gave no verdict on the migrations:\n${output}`);
    process.exitCode = 1;
  } else {
    console.log('migrations: up to date with the schema');
  }
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
