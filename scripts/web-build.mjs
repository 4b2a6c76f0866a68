// When the web app needs building, and the build itself: shared by `npm start` and the bench.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const SOURCES = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'packages/contracts/src',
];

function newestMtime(path) {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((max, name) => Math.max(max, newestMtime(join(path, name))), 0);
}

/** True when the checkout has no web build (browser and server parts) or a source is newer. */
export function webBuildIsStale(checkout) {
  const builtIndex = join(checkout, 'apps/web/dist/index.html');
  if (!existsSync(builtIndex)) return true;
  if (!existsSync(join(checkout, 'apps/web/dist-ssr/entry-server.js'))) return true;
  const newest = Math.max(...SOURCES.map((s) => newestMtime(join(checkout, s))));
  return newest > statSync(builtIndex).mtimeMs;
}

/** Builds the web app of the checkout; returns the exit status. */
export function buildWebApp(checkout, stdio = 'inherit') {
  return spawnSync('npm', ['run', 'build', '-w', '@mealbox/web'], { cwd: checkout, stdio }).status;
}
