/**
 * `npm run chromatic`: publishes the Storybook to Chromatic for visual review in the cloud.
 * Needs CHROMATIC_PROJECT_TOKEN; without it there is nothing to publish to, so it says so and
 * exits 0 (the local screenshot baselines of the storybook test project still guard the pictures).
 * Never part of `npm test`: it needs the network.
 */
import { spawn } from 'node:child_process';

const token = process.env.CHROMATIC_PROJECT_TOKEN?.trim();

if (!token) {
  console.log('chromatic: skipping, no CHROMATIC_PROJECT_TOKEN is set.');
  process.exit(0);
}

// Extra arguments pass through, e.g. `npm run chromatic -- --only-changed`.
const args = ['chromatic', '--build-script-name', 'build-storybook', ...process.argv.slice(2)];
const child = spawn('npx', args, {
  stdio: 'inherit',
  env: { ...process.env, CHROMATIC_PROJECT_TOKEN: token },
});
child.on('exit', (code, signal) => {
  if (signal) {
    console.error(`chromatic: stopped by ${signal}.`);
    process.exit(1);
  }
  process.exit(code ?? 1);
});
