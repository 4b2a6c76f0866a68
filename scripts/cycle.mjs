// `npm run cycle -- <run> <week> [--channel <slug>] [--resume]`: the weekly cycle's command, run
// as a store process (scripts/store-process.mjs).
import { join } from 'node:path';
import { runStoreProcess } from './store-process.mjs';

runStoreProcess(
  join(import.meta.dirname, '..'),
  'apps/server/src/cycle-cli.ts',
  process.argv.slice(2),
);
