// `npm run dev`: the API server restarting on change, and Vite with hot reload on :5173
// proxying /api and /media to it.
import { spawn } from 'node:child_process';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const children = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'apps/server/src/server.ts'], {
    cwd: root,
    stdio: 'inherit',
  }),
  spawn('npx', ['vite', '--host', 'localhost'], { cwd: join(root, 'apps/web'), stdio: 'inherit' }),
];
console.log('Open http://localhost:5173 (hot reload); the API listens on :3000.');
const stop = () => children.forEach((c) => c.kill('SIGTERM'));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, stop);
for (const child of children)
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
