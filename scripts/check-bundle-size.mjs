// Fails when the JavaScript a guest downloads grows past its budgets (docs/decisions/002).
// Initial JS = what index.html loads: the entry chunk and everything it imports statically,
// gzipped; the same for every route. Each guest route's lazy chunk (with what it adds beyond the
// initial JS) has its own, smaller ceiling, so no screen can quietly grow.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export const BUDGET_KB = 170;
export const ROUTE_BUDGET_KB = 40;
const dist = join(import.meta.dirname, '..', 'apps', 'web', 'dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));

const gzipKb = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length / 1024;

function closure(keys) {
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const dep of manifest[key]?.imports ?? []) visit(dep);
  };
  keys.forEach(visit);
  return seen;
}

const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
const isAdmin = (key) => key.includes('/admin/');
const routeKeys = Object.keys(manifest).filter(
  (k) => k.includes('src/app/routes/') && manifest[k].isDynamicEntry,
);
const guestRoutes = routeKeys.filter((k) => !isAdmin(k));

const sumKb = (keys) => [...keys].reduce((sum, k) => sum + gzipKb(manifest[k].file), 0);
const entryClosure = closure([entryKey]);
const initialKb = sumKb(entryClosure);
const rows = guestRoutes.map((route) => {
  const extra = [...closure([route])].filter((k) => !entryClosure.has(k));
  return { route: route.replace(/^.*src\/app\/routes\//, ''), kb: sumKb(extra) };
});
rows.sort((a, b) => b.kb - a.kb);

// Admin code must never be part of a guest's initial download.
const leaked = [...entryClosure].filter(isAdmin);

let failed = false;
console.log(`Initial JavaScript: ${initialKb.toFixed(1)} KB gzipped (budget ${BUDGET_KB} KB)`);
if (initialKb > BUDGET_KB) {
  console.error(`Initial JavaScript is over the ${BUDGET_KB} KB budget.`);
  failed = true;
}
console.log(`Guest route chunks beyond it (budget ${ROUTE_BUDGET_KB} KB each):`);
for (const row of rows) {
  const total = (initialKb + row.kb).toFixed(1);
  console.log(`${row.kb.toFixed(1).padStart(7)} KB  ${row.route} (page total ${total} KB)`);
  if (row.kb > ROUTE_BUDGET_KB) {
    console.error(
      `${row.route} adds ${row.kb.toFixed(1)} KB: over the ${ROUTE_BUDGET_KB} KB route budget.`,
    );
    failed = true;
  }
}
if (rows.length === 0) {
  console.error('no guest route chunks found in the manifest');
  failed = true;
}
if (leaked.length) {
  console.error(`Admin code in the entry chunk: ${leaked.join(', ')}`);
  failed = true;
}
process.exit(failed ? 1 : 0);
