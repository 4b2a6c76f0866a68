import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** A minimal build of the web app, shaped like Vite's output (for WEB_DIST). */
export function fakeWebBuild(): string {
  const dist = mkdtempSync(join(tmpdir(), 'mealbox-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(
    join(dist, 'index.html'),
    '<!doctype html><html><head><!--app-head--><script type="module" src="/assets/index-AbC123.js"></script></head><body><div id="app"></div><!--app-bootstrap--></body></html>',
  );
  writeFileSync(join(dist, 'assets', 'index-AbC123.js'), 'console.log("app")');
  writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return dist;
}

/**
 * The web app's production build with its server entry (for WEB_DIST in the tests of the 'build'
 * project, run after `npm run build -w @mealbox/web`, as npm test does).
 */
export function productionWebBuild(): string {
  const dist = fileURLToPath(new URL('../../../web/dist', import.meta.url));
  if (!existsSync(join(dist, '..', 'dist-ssr', 'entry-server.js'))) {
    throw new Error(`No web build at ${dist}: run \`npm run build -w @mealbox/web\` first.`);
  }
  return dist;
}
