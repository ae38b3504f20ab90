/**
 * Lighthouse mobile on the same pages of two running builds, turn about (A, B, A, B, …), medians per page:
 *
 *   npx tsx bench/web/lighthouse-compare.ts http://localhost:4312 http://localhost:4313 /en /en/segment/x /en/product/y
 *
 * Each server is one started as `npm start` does (production build, seeded products); both may share one
 * API. `ROUNDS` (default 3). Needs bench/web's tools installed (`npm ci` in bench/web, or one
 * `npm run bench:web`). Prints the median performance score, TBT and LCP per page and build.
 */
import { startLighthouse } from './lighthouse';
import type { LighthouseRun } from './lighthouse';

const [a, b, ...paths] = process.argv.slice(2);
const ROUNDS = Number(process.env.ROUNDS ?? 3);

const median = (values: number[]) => [...values].sort((x, y) => x - y)[Math.floor(values.length / 2)]!;

async function main() {
  if (!a || !b || !paths.length) throw new Error('usage: lighthouse-compare.ts <base url A> <base url B> <path>…');
  const lighthouse = await startLighthouse(import.meta.dirname);
  const runs = new Map<string, LighthouseRun[]>();
  try {
    for (let round = 0; round < ROUNDS; round += 1) {
      for (const path of paths) {
        // The order alternates each round, so neither build always runs first on a page.
        for (const origin of round % 2 ? [b, a] : [a, b]) {
          const key = `${origin}${path}`;
          const run = await lighthouse.run(key, 'mobile');
          runs.set(key, [...(runs.get(key) ?? []), run]);
          process.stderr.write(`  ${key}: performance ${run.scores.performance}, TBT ${Math.round(run.tbtMs)} ms, FCP ${Math.round(run.fcpMs)} ms, LCP ${Math.round(run.lcpMs)} ms, SI ${Math.round(run.speedIndexMs)} ms\n`);
        }
      }
    }
  } finally {
    await lighthouse.close();
  }
  console.log(`\n| page | build | performance | TBT ms | LCP ms | runs (performance / TBT) |\n| --- | --- | --- | --- | --- | --- |`);
  for (const path of paths) {
    for (const origin of [a, b]) {
      const list = runs.get(`${origin}${path}`) ?? [];
      console.log(
        `| ${path} | ${origin} | ${median(list.map((run) => run.scores.performance))} | ${Math.round(median(list.map((run) => run.tbtMs)))} | ` +
          `${Math.round(median(list.map((run) => run.lcpMs)))} | ${list.map((run) => `${run.scores.performance}/${Math.round(run.tbtMs)}`).join(', ')} |`,
      );
    }
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
