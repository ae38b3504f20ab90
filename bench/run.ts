/**
 * `npm run bench`: runs every bench/*.bench.ts one after the other, each in its own Node process
 * (so one benchmark's heap and database cannot skew the next), and fails if any of them fails.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';

const benchDir = import.meta.dirname;
const only = process.argv[2];
const files = readdirSync(benchDir)
  .filter((file) => file.endsWith('.bench.ts') && (!only || file.includes(only)))
  .sort();

let failed = 0;
for (const file of files) {
  process.stdout.write(`\n▶ ${file}\n`);
  const result = spawnSync(process.execPath, ['--import', 'tsx', path.join(benchDir, file)], { stdio: 'inherit' });
  if (result.status !== 0) {
    failed++;
    process.stderr.write(`✗ ${file} exited with ${result.status ?? result.signal}\n`);
  }
}
process.exit(failed ? 1 : 0);
