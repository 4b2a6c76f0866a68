// Fails when the JavaScript a guest downloads grows past its budgets (docs/decisions/002).
// Initial JS = what every page loads to start the app: the entry chunk and everything it imports,
// statically or dynamically (main.tsx imports the app's start once the page is painted, see
// docs/decisions/008), gzipped; the same for every route. Each guest route's lazy chunk (with what it adds beyond the
// initial JS) has its own, smaller ceiling, so no screen can quietly grow.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export const BUDGET_KB = 170;
export const ROUTE_BUDGET_KB = 40;
/** Screens with a ceiling of their own (docs/decisions/002). */
export const SCREEN_BUDGETS_KB = { 'checkout/checkout-page.tsx': 75 };
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
const entryClosure = closure([entryKey, ...(manifest[entryKey].dynamicImports ?? [])]);
const initialKb = sumKb(entryClosure);
const rows = guestRoutes.map((route) => {
  const extra = [...closure([route])].filter((k) => !entryClosure.has(k));
  return { route: route.replace(/^.*src\/app\/routes\//, ''), kb: sumKb(extra) };
});
// Screens a route loads lazily (the wizard and checkout behind the product-loading route): what
// each adds beyond the initial JS and its route, with the same ceiling.
const isScreen = (key) => /src\/features\/.+-page\.tsx$/.test(key);
for (const route of guestRoutes) {
  const routeClosure = closure([route]);
  for (const screen of (manifest[route].dynamicImports ?? []).filter(isScreen)) {
    const extra = [...closure([screen])].filter(
      (k) => !entryClosure.has(k) && !routeClosure.has(k),
    );
    const routeRow = rows.find((r) => r.route === route.replace(/^.*src\/app\/routes\//, ''));
    rows.push({
      route: `${routeRow.route} → ${screen.replace(/^.*src\/features\//, '')}`,
      kb: sumKb(extra),
      base: routeRow.kb,
      budget: SCREEN_BUDGETS_KB[screen.replace(/^.*src\/features\//, '')],
    });
  }
}
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
  const total = (initialKb + (row.base ?? 0) + row.kb).toFixed(1);
  const budget = row.budget ?? ROUTE_BUDGET_KB;
  const own = row.budget ? `, own budget ${row.budget} KB` : '';
  console.log(`${row.kb.toFixed(1).padStart(7)} KB  ${row.route} (page total ${total} KB${own})`);
  if (row.kb > budget) {
    console.error(`${row.route} adds ${row.kb.toFixed(1)} KB: over its ${budget} KB budget.`);
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
