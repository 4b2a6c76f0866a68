// `npm start`: build the web app when its sources are newer than the build, then run the server
// (which migrates and seeds an empty database before it listens).
import { join } from 'node:path';
import { runStoreProcess } from './store-process.mjs';
import { buildWebApp, webBuildIsStale } from './web-build.mjs';

const root = join(import.meta.dirname, '..');

if (webBuildIsStale(root)) {
  console.log('Building the web app…');
  const status = buildWebApp(root);
  if (status !== 0) process.exit(status ?? 1);
}

runStoreProcess(root, 'apps/server/src/server.ts');
