// `npm start`: build the web app when its sources are newer than the build, then run the server
// (which migrates and seeds an empty database before it listens).
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { buildWebApp, webBuildIsStale } from './web-build.mjs';

const root = join(import.meta.dirname, '..');

if (webBuildIsStale(root)) {
  console.log('Building the web app…');
  const status = buildWebApp(root);
  if (status !== 0) process.exit(status ?? 1);
}

const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: process.env,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
