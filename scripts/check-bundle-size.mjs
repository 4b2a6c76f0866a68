// `npm run check:bundle`: fails when the JavaScript a page really loads grows past its budget
// (docs/decisions/002, issue 10). Run it on the production build (`npm run build -w @mealbox/web`,
// both dist and dist-ssr).
//
// How a page is counted: the real server (NODE_ENV=production, the embedded database on a fresh
// temporary data directory, seeded with the demo data) on a free loopback port; each page opened
// in Chromium in a new browser context (empty cache) as a phone (Lighthouse's Moto G Power:
// 412×823, its user agent, touch); every response of resource type "script" (the entry, the app's
// start, the screen's modules and every module chunk fetched later, until the network is idle and
// the app has hydrated, `<html data-app-ready>`), each decoded body gzipped at level 9 (as the
// build's own precompressed copies are), summed per page. A URL fetched twice counts once.
//
// Two static checks on the build's manifest run first, without a browser: the initial JavaScript
// (the entry and the app's start with their static imports, which every page loads; what the
// check counted before) stays within the menu pages' budget, and no admin code is part of it.
// The per-route ceilings the check had before (40 KB per lazy route, 75 KB for checkout) are
// folded into the page budgets: a route's code now counts where it is loaded, with everything
// else the page loads.
//
// Options: --details (each page's scripts, largest first), --json FILE (the figures),
// --pages /meals,/login (only these), --manifest-only (the two static checks alone, in a second),
// --port N (default: a free port from 3500), --url http://127.0.0.1:N (measure a store already
// running from this build, with its demo data, instead of starting one), CHROMIUM_PATH (default
// /usr/bin/chromium).
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { chromiumArgs, chromiumPath } from './chromium.mjs';

/** Budgets in KB (1 KB = 1024 bytes) gzipped, every script the page loads (issue 10). */
const MENU_BUDGET_KB = 170;
const FORM_BUDGET_KB = 200;
const PAGES = [
  { path: '/pages/our-menus', kind: 'menu', budget: MENU_BUDGET_KB },
  { path: '/meals', kind: 'menu', budget: MENU_BUDGET_KB },
  { path: '/', kind: 'form (wizard)', budget: FORM_BUDGET_KB },
  { path: '/login', kind: 'form', budget: FORM_BUDGET_KB },
  { path: '/register', kind: 'form', budget: FORM_BUDGET_KB },
  // A guest with a full box (8 meals, Subscribe & Save), as bench/lighthouse.mjs measures it:
  // without a box checkout has no form to show.
  { path: '/checkout', kind: 'form, guest with a full box', budget: FORM_BUDGET_KB, box: true },
  // A subscriber (the demo login picky@, seeded with a subscription), as the page opens: the
  // sections in view mode; each edit form loads on its first Edit.
  { path: '/account-settings', kind: 'form, signed in', budget: FORM_BUDGET_KB, signIn: true },
];

/** The seeded demo subscriber (apps/server/src/db/seed-data/demo-logins.ts). */
const DEMO_SUBSCRIBER = { email: 'picky@mealbox.test', password: 'customer-demo-pass' };

/** Lighthouse's mobile device (Moto G Power, Lighthouse 12). */
const PHONE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
  userAgent:
    'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/119.0.0.0 Mobile Safari/537.36',
};
/**
 * Quiet time after which the network counts as idle, once the app is ready. Longer than
 * Playwright's networkidle (500 ms): chunks that hydration or the first queries ask for late (the
 * cart's chrome, a screen's lazy parts) still count on a busy machine. The meal detail's code is
 * not among them: the menu fetches it when a visitor points at, touches or focuses a meal.
 */
const IDLE_MS = 2000;
const PAGE_TIMEOUT_MS = 30_000;
const CONCURRENCY = 3;
/** A first start migrates and seeds the database: about 6 s on an idle 2-CPU machine. */
const SERVER_TIMEOUT_MS = 180_000;

const root = join(import.meta.dirname, '..');
const dist = join(root, 'apps', 'web', 'dist');
const distSsr = join(root, 'apps', 'web', 'dist-ssr');

const { values: args } = parseArgs({
  options: {
    details: { type: 'boolean', default: false },
    json: { type: 'string' },
    port: { type: 'string' },
    url: { type: 'string' },
    pages: { type: 'string' },
    'manifest-only': { type: 'boolean', default: false },
  },
});

const gzipBytes = (buffer) => gzipSync(buffer, { level: 9 }).length;
const kb = (bytes) => bytes / 1024;
const fmt = (bytes) => kb(bytes).toFixed(1);

// ---------------------------------------------------------------------------------------------
// Static checks on the manifest (fast, no browser).

function staticChecks() {
  const manifestFile = join(dist, '.vite', 'manifest.json');
  if (!existsSync(manifestFile) || !existsSync(join(distSsr, 'entry-server.js'))) {
    console.error(
      'No production build: run `npm run build -w @mealbox/web` first (apps/web/dist and dist-ssr).',
    );
    process.exit(1);
  }
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const dep of manifest[key]?.imports ?? []) visit(dep);
  };
  const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
  // The entry waits for the first paint, then imports the app's start (decision 008): both are
  // part of every page.
  [entryKey, ...(manifest[entryKey].dynamicImports ?? [])].forEach(visit);
  const initial = [...seen].reduce(
    (sum, k) => sum + gzipBytes(readFileSync(join(dist, manifest[k].file))),
    0,
  );
  const leaked = [...seen].filter((k) => k.includes('/admin/'));
  return { initial, leaked };
}

// ---------------------------------------------------------------------------------------------
// The server, as `npm start` runs it, on a fresh data directory.

function portIsFree(port) {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

async function choosePort() {
  if (args.port) return Number(args.port);
  for (let port = 3500; port < 3600; port += 1) if (await portIsFree(port)) return port;
  throw new Error('no free port between 3500 and 3599');
}

async function startServer(onStarted) {
  const port = await choosePort();
  const dataDir = mkdtempSync(join(os.tmpdir(), 'mealbox-bundle-'));
  const base = `http://127.0.0.1:${port}`;
  let stderr = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: base,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      SESSION_SECRET: 'bundle-check-only-session-secret-0123456789',
      // Empty counts as unset (apps/server/src/env.ts): the embedded database, no error reporting
      // SDK, no mail, no maps key, the default web build.
      DATABASE_URL: '',
      SENTRY_DSN: '',
      SMTP_URL: '',
      MAPS_API_KEY: '',
      WEB_DIST: '',
      CHANNEL_OVERRIDE: '',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
    detached: true,
  });
  child.stderr.on('data', (chunk) => {
    stderr = (stderr + chunk).slice(-4000);
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const running = () => child.exitCode === null && child.signalCode === null;
  const signal = (name) => {
    try {
      process.kill(-child.pid, name);
    } catch {
      // already gone
    }
  };
  // Synchronous, for the moment this script exits: the group is told to stop, the data goes.
  const stop = () => {
    if (running()) signal('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  };
  // Waits for the server to shut down (5 s at most) before its data directory is removed.
  const close = async () => {
    if (running()) {
      signal('SIGTERM');
      const timer = setTimeout(() => signal('SIGKILL'), 5000);
      await exited;
      clearTimeout(timer);
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  onStarted(stop);
  const deadline = Date.now() + SERVER_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    try {
      if ((await fetch(`${base}/api/health`)).ok) return { base, close };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  await close();
  throw new Error(
    `the server did not answer on ${base} within ${SERVER_TIMEOUT_MS / 1000} s\n${stderr}`,
  );
}

// ---------------------------------------------------------------------------------------------
// One page in a fresh browser context.

/** A guest's box: the 8-meal plan, Subscribe & Save, the week's first eight meals. */
async function fillBox(context, base) {
  const html = await (await context.request.get(`${base}/meals`)).text();
  const csrf = /name="csrf-token" content="([^"]+)"/.exec(html)?.[1];
  if (!csrf) throw new Error('no CSRF token in /meals');
  const headers = { 'X-Requested-With': 'XMLHttpRequest', 'X-CSRF-TOKEN': csrf };
  const put = async (path, data) => {
    const res = await context.request.put(`${base}${path}`, { headers, data });
    if (!res.ok()) throw new Error(`PUT ${path} answered ${res.status()}: ${await res.text()}`);
    return res.json();
  };
  await put('/api/cart/plan', {
    meal_plan_sku: 'PLAN-8',
    checkout_action: 'new_subscription_order',
  });
  const menu = await (await context.request.get(`${base}/api/menus/current`)).json();
  let cart;
  for (const meal of menu.items.slice(0, 8))
    cart = await put('/api/cart/items', { sku: meal.sku, quantity: 1 });
  if (cart?.cart_count !== 8) throw new Error(`the box holds ${cart?.cart_count} meals, not 8`);
}

/** Signs the context in as the demo subscriber, as the login form does. */
async function signIn(context, base) {
  const html = await (await context.request.get(`${base}/login`)).text();
  const csrf = /name="csrf-token" content="([^"]+)"/.exec(html)?.[1];
  if (!csrf) throw new Error('no CSRF token in /login');
  const res = await context.request.post(`${base}/api/auth/login`, {
    headers: { 'X-Requested-With': 'XMLHttpRequest', 'X-CSRF-TOKEN': csrf },
    data: DEMO_SUBSCRIBER,
  });
  if (!res.ok()) throw new Error(`login answered ${res.status()}: ${await res.text()}`);
}

async function measurePage(browser, base, spec) {
  const context = await browser.newContext(PHONE);
  try {
    // Only the store itself: anything else (a map's script, say) would be aborted, and is reported.
    const elsewhere = [];
    await context.route(
      (url) => url.origin !== base,
      (route) => {
        elsewhere.push(route.request().url());
        return route.abort();
      },
    );
    if (spec.box) await fillBox(context, base);
    if (spec.signIn) await signIn(context, base);
    const page = await context.newPage();

    const scripts = new Map();
    const bodies = [];
    let inFlight = 0;
    let lastActivity = Date.now();
    page.on('request', () => {
      inFlight += 1;
      lastActivity = Date.now();
    });
    const settled = () => {
      inFlight -= 1;
      lastActivity = Date.now();
    };
    page.on('requestfinished', settled);
    page.on('requestfailed', settled);
    page.on('response', (response) => {
      const request = response.request();
      if (request.resourceType() !== 'script') return;
      const url = response.url();
      if (scripts.has(url)) return;
      scripts.set(url, null);
      // The decoded body (Playwright undoes the Content-Encoding): the file's own bytes.
      bodies.push(
        response.body().then(
          (body) =>
            scripts.set(url, {
              status: response.status(),
              raw: body.length,
              gzip: gzipBytes(body),
            }),
          (error) => scripts.set(url, { status: response.status(), error: String(error) }),
        ),
      );
    });

    const response = await page.goto(`${base}${spec.path}`, {
      waitUntil: 'networkidle',
      timeout: PAGE_TIMEOUT_MS,
    });
    if (!response?.ok()) throw new Error(`${spec.path} answered ${response?.status()}`);
    await page.waitForSelector('html[data-app-ready]', {
      state: 'attached',
      timeout: PAGE_TIMEOUT_MS,
    });
    if (spec.box) {
      // The realistic case: the guest's form (step 1, account) and the box in the order summary,
      // not an empty-box message.
      await page
        .getByRole('region', { name: 'Account', exact: true })
        .getByRole('textbox')
        .first()
        .waitFor({ timeout: PAGE_TIMEOUT_MS });
      await page
        .getByRole('list', { name: 'Meals in your box' })
        .waitFor({ timeout: PAGE_TIMEOUT_MS });
    }
    // Until nothing has been asked for or answered for IDLE_MS: chunks hydration or the first
    // queries load after the app is ready count too.
    const deadline = Date.now() + PAGE_TIMEOUT_MS;
    while (!(inFlight <= 0 && Date.now() - lastActivity >= IDLE_MS)) {
      if (Date.now() > deadline) throw new Error(`${spec.path}: the network never went idle`);
      await page.waitForTimeout(100);
    }
    const finalPath = new URL(page.url()).pathname;
    if (finalPath !== spec.path)
      throw new Error(`${spec.path} ended on ${finalPath}: not the page meant to be measured`);
    await Promise.all(bodies);

    const files = [...scripts].map(([url, s]) => ({ url: new URL(url).pathname, ...s }));
    const broken = files.filter((f) => f.error || f.status >= 400);
    if (broken.length)
      throw new Error(
        `${spec.path}: scripts without a body: ${broken.map((f) => f.url).join(', ')}`,
      );
    files.sort((a, b) => b.gzip - a.gzip);
    return {
      ...spec,
      gzip: files.reduce((sum, f) => sum + f.gzip, 0),
      raw: files.reduce((sum, f) => sum + f.raw, 0),
      files,
      elsewhere,
    };
  } finally {
    await context.close();
  }
}

// ---------------------------------------------------------------------------------------------

const started = Date.now();
const { initial, leaked } = staticChecks();
let failed = false;

// The wording of this line is read by bench/run.mjs.
console.log(`Initial JavaScript: ${fmt(initial)} KB gzipped (budget ${MENU_BUDGET_KB} KB)`);
if (kb(initial) > MENU_BUDGET_KB) {
  console.error(`Initial JavaScript is over the ${MENU_BUDGET_KB} KB budget.`);
  failed = true;
}
if (leaked.length) {
  console.error(`Admin code in the initial JavaScript: ${leaked.join(', ')}`);
  failed = true;
}
if (args['manifest-only']) process.exit(failed ? 1 : 0);

const { chromium } = await import('playwright-core');
// Stops the server (its own process group) however this script ends.
let stopServer = () => {};
let closeServer = async () => {};
process.on('exit', () => stopServer());
process.on('SIGINT', () => process.exit(130));
process.on('SIGTERM', () => process.exit(143));

const results = [];
let browser;
let serverSeconds = 0;
try {
  // Chromium starts while the server migrates and seeds its database.
  const launching = chromium.launch({
    executablePath: chromiumPath,
    args: chromiumArgs,
  });
  launching.catch(() => {});
  const serverStarted = Date.now();
  const server = args.url
    ? { base: args.url.replace(/\/$/, ''), close: async () => {} }
    : await startServer((stop) => (stopServer = stop));
  closeServer = server.close;
  serverSeconds = (Date.now() - serverStarted) / 1000;
  browser = await launching;
  // A few pages at once, each in its own context: the bytes counted do not depend on timing.
  const only = args.pages?.split(',');
  const queue = PAGES.filter((spec) => !only || only.includes(spec.path));
  const measured = new Map();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      for (let spec = queue.shift(); spec; spec = queue.shift())
        measured.set(spec, await measurePage(browser, server.base, spec));
    }),
  );
  results.push(...PAGES.filter((spec) => measured.has(spec)).map((spec) => measured.get(spec)));
} catch (error) {
  console.error(`Could not measure the pages: ${error.stack ?? error}`);
  failed = true;
} finally {
  await browser?.close();
  await closeServer();
  stopServer = () => {};
}

if (results.length) {
  console.log(
    '\nWhat each page loads (phone-sized Chromium, every script until the network is idle, gzip -9):\n',
  );
  const header = ['Page', 'KB gzip', 'Budget', 'Result', 'Scripts', 'KB raw'];
  const rows = results.map((r) => [
    r.path,
    fmt(r.gzip),
    `${r.budget}`,
    kb(r.gzip) <= r.budget ? 'pass' : 'FAIL',
    String(r.files.length),
    fmt(r.raw),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i].length)));
  const line = (cells) =>
    cells
      .map((c, i) => (i === 0 || i === 3 ? c.padEnd(widths[i]) : c.padStart(widths[i])))
      .join('  ');
  console.log(line(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  rows.forEach((row) => console.log(line(row)));
  for (const r of results) {
    if (kb(r.gzip) > r.budget) {
      console.error(
        `${r.path} loads ${fmt(r.gzip)} KB of JavaScript: over its ${r.budget} KB budget (${r.kind}).`,
      );
      failed = true;
    }
    if (r.elsewhere.length)
      console.log(`${r.path} asked for other hosts (not counted): ${r.elsewhere.join(', ')}`);
  }
  if (args.details) {
    for (const r of results) {
      console.log(`\n${r.path}: ${r.files.length} scripts, ${fmt(r.gzip)} KB`);
      for (const f of r.files) console.log(`${fmt(f.gzip).padStart(7)} KB  ${f.url}`);
    }
  }
  if (args.json)
    writeFileSync(
      args.json,
      `${JSON.stringify({ date: new Date().toISOString(), pages: results }, null, 2)}\n`,
    );
}
const seconds = ((Date.now() - started) / 1000).toFixed(1);
console.log(
  args.url
    ? `\n${seconds} s.`
    : `\n${seconds} s, ${serverSeconds.toFixed(1)} s of it starting the server (migrations and demo data).`,
);
process.exit(failed ? 1 : 0);
