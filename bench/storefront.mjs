// Issue 3, the storefront: the week's menu, adding to the cart and placing an order, measured on
// embedded PGlite and, when a PostgreSQL server is given, on PostgreSQL, by bench/run.mjs.
//   1. GET /api/menus/current reaches at least 0.3× the requests/s of a static JSON file of the
//      same bytes served by the same server, with p99 ≤ 25 ms at 50 connections.
//   2. PUT /api/cart/items answers with p99 ≤ 50 ms at 50 connections.
//   3. POST /api/checkout places at least 200 paid orders per second.
// With a baseline commit (`--baseline`), the same scenarios also run on a server built from it,
// interleaved with the current tree's, and issue 10's targets are judged (COMPARISON_TARGETS).
import { randomUUID } from 'node:crypto';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  cookieFrom,
  createLoadGenerator,
  DATABASE_LABELS,
  DATABASE_NAMES,
  fmt,
  freePort,
  median,
  openBenchDatabase,
  plural,
  printTable,
  runSummaryLines,
  serverEnv,
  sleep,
  startProcess,
  stopTree,
  tempDir,
  verdict,
  waitForHealth,
} from './lib.mjs';

export const STOREFRONT_TARGETS = {
  menuRatio: 0.3,
  menuP99Ms: 25,
  cartP99Ms: 50,
  ordersPerSecond: 200,
};

const PLAN_SKU = 'PLAN-6';
const SESSION_SECRET = serverEnv(0, '').SESSION_SECRET;

/** Runs bench/storefront-db.mjs in the checkout copy (the server's code, under tsx). */
export async function databaseTask(checkout, command, options) {
  const dir = tempDir('db-task');
  const optionsFile = join(dir, 'options.json');
  const output = join(dir, 'output.json');
  writeFileSync(optionsFile, JSON.stringify({ ...options, output }));
  const handle = startProcess(
    process.execPath,
    ['--import', 'tsx', join(import.meta.dirname, 'storefront-db.mjs'), command, optionsFile],
    { cwd: checkout, env: { ...process.env, NODE_ENV: 'production' } },
  );
  try {
    const { code } = await handle.exited;
    if (code !== 0)
      throw new Error(`storefront-db ${command} failed (${code}):\n${handle.output()}`);
    return JSON.parse(readFileSync(output, 'utf8'));
  } finally {
    await stopTree(handle);
    rmSync(dir, { recursive: true, force: true });
  }
}

/** A guest as the web app is one: the session cookie and the csrf-token meta of GET /. */
async function openGuest(base) {
  const page = await fetch(`${base}/`, { headers: { accept: 'text/html' } });
  const html = await page.text();
  const cookie = cookieFrom(page, 'sid');
  const csrfToken = /<meta name="csrf-token" content="([^"]+)"/.exec(html)?.[1];
  if (page.status !== 200 || !cookie || !csrfToken) {
    throw new Error(`GET / gave ${page.status}, cookie ${Boolean(cookie)}, csrf ${csrfToken}`);
  }
  return { cookie, csrfToken };
}

export const writeHeaders = (visitor) => ({
  cookie: visitor.cookie,
  'content-type': 'application/json',
  accept: 'application/json',
  'x-requested-with': 'XMLHttpRequest',
  'x-csrf-token': visitor.csrfToken,
});

const SHIPPING = {
  first_name: 'Grace',
  last_name: 'Hopper',
  address_1: '1 Navy Yard',
  city: 'Brooklyn',
  state: 'NY',
  zip_code: '11205',
  dayphone: '718-555-0199',
  delivery_instructions: 'Leave with the doorman',
};
const PAYMENT = {
  payment_first_name: 'Grace',
  payment_last_name: 'Hopper',
  payment_address: '1 Navy Yard',
  payment_city: 'Brooklyn',
  payment_state: 'NY',
  payment_zip_code: '11205',
  cc_num: '4242424242424242',
  cc_exp_month: '09',
  cc_exp_year: String(new Date().getFullYear() + 5),
  cc_cvv: '737',
};

/** One POST /api/checkout per customer, each with its own idempotency key. */
export const checkoutRequest = (customer) => ({
  method: 'POST',
  path: '/api/checkout',
  headers: writeHeaders(customer),
  body: JSON.stringify({ idempotency_key: randomUUID(), shipping: SHIPPING, payment: PAYMENT }),
});

/** Checks each scenario answers as it should before it is measured; returns what they need. */
async function checkScenarios(base, checkout, staticPath, customers) {
  const menuAnswer = await fetch(`${base}/api/menus/current`);
  const menuBody = await menuAnswer.text();
  const etag = menuAnswer.headers.get('etag');
  if (menuAnswer.status !== 200 || !etag) {
    throw new Error(`GET /api/menus/current answered ${menuAnswer.status} (ETag ${etag})`);
  }
  const menu = JSON.parse(menuBody);
  if (!Array.isArray(menu.items) || menu.items.length === 0) throw new Error('the menu is empty');
  const revalidated = await fetch(`${base}/api/menus/current`, {
    headers: { 'if-none-match': etag },
  });
  await revalidated.arrayBuffer();
  if (revalidated.status !== 304) throw new Error(`If-None-Match gave ${revalidated.status}`);

  // The same bytes as a file of the build (registered at start-up, read on every request).
  writeFileSync(join(checkout, 'apps/web/dist', staticPath), menuBody);
  const file = await fetch(`${base}/${staticPath}`);
  const fileBody = await file.text();
  const fileType = file.headers.get('content-type') ?? '';
  if (file.status !== 200 || fileBody !== menuBody || !fileType.startsWith('application/json')) {
    throw new Error(`GET /${staticPath} answered ${file.status} as ${fileType}`);
  }

  const guest = await openGuest(base);
  const put = await fetch(`${base}/api/cart/items`, {
    method: 'PUT',
    headers: writeHeaders(guest),
    body: JSON.stringify({ sku: menu.items[0].sku, quantity: 2 }),
  });
  const cart = await put.json();
  if (put.status !== 200 || cart.quantities?.[menu.items[0].sku] !== 2) {
    throw new Error(`PUT /api/cart/items answered ${put.status}: ${JSON.stringify(cart)}`);
  }

  // The bench customers' sessions and CSRF tokens are what the server expects.
  const first = customers[0];
  const page = await fetch(`${base}/`, { headers: { cookie: first.cookie, accept: 'text/html' } });
  const html = await page.text();
  if (!html.includes(`<meta name="csrf-token" content="${first.csrfToken}"`)) {
    throw new Error('the first bench customer is not signed in, or its CSRF token differs');
  }
  if (!/"user":\{/.test(html)) throw new Error('the bench customer has no user in the bootstrap');

  return {
    menu,
    menuBytes: Buffer.byteLength(menuBody),
    menuContentType: menuAnswer.headers.get('content-type'),
    staticContentType: fileType,
  };
}

/** Every round's figures of one scenario, summarised by medians. */
function summarise(list) {
  return {
    medianReqPerSec: median(list.map((r) => r.reqPerSec)),
    medianP50Ms: median(list.map((r) => r.latency.p50)),
    medianP99Ms: median(list.map((r) => r.latency.p99)),
    clean: list.every(
      (r) => r.requests > 0 && r.non2xx === 0 && r.errors === 0 && r.timeouts === 0,
    ),
  };
}

/**
 * Prepares one database (a fresh PGlite data dir, or a throwaway PostgreSQL database), starts a
 * server on it and checks its scenarios: what the rounds need. `opened.push` gets it before
 * anything can fail, so the caller can always close it.
 */
async function openStore(side, database, config, load, opened) {
  const { checkout } = side;
  // With a baseline, each database has a store per side: `PostgreSQL/baseline`.
  const label = `${DATABASE_LABELS[database.kind]}${config.baseline ? `/${side.key}` : ''}`;
  const store = {
    kind: database.kind,
    side: side.key,
    checkout,
    label,
    database: null,
    server: null,
    staticPath: `assets/bench-menu-${database.kind}.json`,
    ordersSent: 0,
  };
  opened.push(store);
  store.database = await openBenchDatabase(database.url ?? '', 'storefront-data');
  store.where = store.database.where;
  store.customersNeeded = config.warmupOrders + config.rounds * config.ordersPerRound;

  console.log(`  ${label}: seeding and adding ${store.customersNeeded} customers with a full box…`);
  const setupStarted = performance.now();
  const seeded = await databaseTask(checkout, 'setup', {
    database: store.where,
    customers: store.customersNeeded,
    planSku: PLAN_SKU,
    sessionSecret: SESSION_SECRET,
    timeZone: 'America/New_York',
  });
  store.setupSeconds = (performance.now() - setupStarted) / 1000;

  // A placeholder, so @fastify/static registers the file's route when the server starts.
  writeFileSync(join(checkout, 'apps/web/dist', store.staticPath), '{}');
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  store.server = startProcess(
    process.execPath,
    [...config.serverNodeArgs, '--import', 'tsx', 'apps/server/src/server.ts'],
    { cwd: checkout, env: serverEnv(port, store.database.dataDir, store.database.url) },
  );
  await waitForHealth(base, store.server, 120_000);
  const customers = [...seeded.customers];
  const checked = await checkScenarios(base, checkout, store.staticPath, customers);
  store.menuContentType = checked.menuContentType;
  store.menuBytes = checked.menuBytes;
  store.staticContentType = checked.staticContentType;

  const guests = [];
  for (let i = 0; i < config.connections; i++) guests.push(await openGuest(base));
  store.guests = guests.length;
  const skus = checked.menu.items.map((item) => item.sku);
  // One guest per connection, each setting one meal to 1 and 2 in turn: every call writes.
  const cartLanes = guests.map((guest, i) =>
    [1, 2].map((quantity) => ({
      method: 'PUT',
      path: '/api/cart/items',
      headers: writeHeaders(guest),
      body: JSON.stringify({ sku: skus[i % skus.length], quantity }),
    })),
  );

  store.scenarios = [
    {
      key: 'static',
      label: `Static JSON file /${store.staticPath} (${checked.menuBytes} B, the menu's bytes, @fastify/static) — baseline`,
      job: (duration) => ({
        url: `${base}/${store.staticPath}`,
        connections: config.connections,
        duration,
      }),
    },
    {
      key: 'menu',
      label: `GET /api/menus/current as a guest with a session cookie (${checked.menuBytes} B, cached JSON, no If-None-Match)`,
      job: (duration) => ({
        url: `${base}/api/menus/current`,
        headers: { accept: 'application/json', cookie: guests[0].cookie },
        connections: config.connections,
        duration,
      }),
      ratioTarget: STOREFRONT_TARGETS.menuRatio,
      p99Target: STOREFRONT_TARGETS.menuP99Ms,
    },
    {
      key: 'menuNoCookie',
      label: `GET /api/menus/current without a cookie (first request of a new visitor)`,
      job: (duration) => ({
        url: `${base}/api/menus/current`,
        headers: { accept: 'application/json' },
        connections: config.connections,
        duration,
      }),
      ratioTarget: STOREFRONT_TARGETS.menuRatio,
      p99Target: STOREFRONT_TARGETS.menuP99Ms,
    },
    {
      key: 'cart',
      label: `PUT /api/cart/items: ${config.connections} guests, one per connection, each setting a meal's quantity to 1 and 2 in turn`,
      job: (duration) => ({
        url: base,
        lanes: cartLanes,
        connections: config.connections,
        duration,
        expect: { status: 200 },
      }),
      p99Target: STOREFRONT_TARGETS.cartP99Ms,
    },
    {
      key: 'checkout',
      label: `POST /api/checkout: a signed-in customer's full ${seeded.mealsPerBox}-meal box, new subscription, card 4242…, one order per customer`,
      // Each order its own customer: the queue of the round's requests.
      job: (_duration, orders) => {
        const queue = customers.splice(0, orders).map(checkoutRequest);
        store.ordersSent += queue.length;
        return {
          url: base,
          queue,
          connections: config.connections,
          expect: { status: 201, json: { status: 'paid' } },
        };
      },
      ordersTarget: STOREFRONT_TARGETS.ordersPerSecond,
    },
  ];
  // --scenarios: the baseline and the scenarios asked for (all by default).
  if (config.scenarios) {
    const wanted = new Set(['static', ...config.scenarios]);
    store.scenarios = store.scenarios.filter((scenario) => wanted.has(scenario.key));
  }
  store.runs = Object.fromEntries(store.scenarios.map((scenario) => [scenario.key, []]));

  console.log(`  ${label}: warming up…`);
  for (const scenario of store.scenarios) {
    await load.run(scenario.job(config.warmupSeconds, config.warmupOrders));
  }
  return store;
}

/** Stops the server, counts the orders in its database and summarises its rounds. */
async function closeStore(store) {
  const { checkout } = store;
  await stopTree(store.server);
  store.server = null;
  const counted = await databaseTask(checkout, 'verify', { database: store.where });
  const sent = store.ordersSent;
  const orders = {
    sent,
    ...counted,
    // Every request placed exactly one paid order with exactly one successful charge.
    consistent:
      counted.orders === sent &&
      counted.paid === sent &&
      counted.orders_paid_once === sent &&
      counted.payments === sent &&
      counted.with_subscription === sent &&
      counted.customers === sent &&
      counted.carts_of_buyers === 0 &&
      counted.confirmation_mails === sent,
  };
  const { runs } = store;
  const baseline = median(runs.static.map((r) => r.reqPerSec));
  const rows = store.scenarios.map((scenario) => {
    const list = runs[scenario.key];
    const summary = summarise(list);
    const ratio = summary.medianReqPerSec / baseline;
    const pairedRatio = median(list.map((r, i) => r.reqPerSec / runs.static[i].reqPerSec));
    const checks = [];
    if (scenario.ratioTarget !== undefined) checks.push(ratio >= scenario.ratioTarget);
    if (scenario.p99Target !== undefined) checks.push(summary.medianP99Ms <= scenario.p99Target);
    if (scenario.ordersTarget !== undefined) {
      checks.push(summary.medianReqPerSec >= scenario.ordersTarget, orders.consistent);
    }
    return {
      key: scenario.key,
      label: scenario.label,
      ...summary,
      ratio,
      pairedRatio,
      ratioTarget: scenario.ratioTarget ?? null,
      p99Target: scenario.p99Target ?? null,
      ordersTarget: scenario.ordersTarget ?? null,
      gated: checks.length > 0,
      pass: summary.clean && checks.every(Boolean),
      runs: list,
    };
  });
  const baselineOk = rows[0].clean && baseline > 0;
  for (const row of rows) if (row.ratioTarget !== null) row.pass &&= baselineOk;
  return {
    database: store.kind,
    side: store.side,
    menuBytes: store.menuBytes,
    setupSeconds: store.setupSeconds,
    customers: store.customersNeeded,
    guests: store.guests,
    menuContentType: store.menuContentType,
    staticContentType: store.staticContentType,
    orders,
    rows,
    pass: rows.every((r) => r.pass) && orders.consistent,
  };
}

/**
 * Measures on PGlite and, when `config.postgresUrl` names a server, on PostgreSQL (a throwaway
 * database made there for the run and dropped after it). Both servers run side by side and the
 * rounds interleave them, every scenario of every database once per round in an order that
 * rotates, so a busy spell of the machine falls on both alike.
 * With `config.baseline` (`{ dir, commit, … }`, a prepared checkout of another commit: see
 * bench/baseline.mjs), every database also gets a server built from that checkout, on a database
 * of its own prepared the same way: each scenario then runs on the baseline's server and on the
 * current one back to back (the baseline first in odd rounds, the current first in even ones),
 * so that both sides meet the same moment of the machine.
 */
export async function measureStorefront(checkout, config) {
  const databases = [
    { kind: 'pglite' },
    ...(config.postgresUrl ? [{ kind: 'postgres', url: config.postgresUrl }] : []),
  ];
  const sides = [
    ...(config.baseline ? [{ key: 'baseline', checkout: config.baseline.dir }] : []),
    { key: 'current', checkout },
  ];
  const load = createLoadGenerator();
  const stores = [];
  try {
    for (const database of databases) {
      for (const side of sides) await openStore(side, database, config, load, stores);
    }
    // One group per database and scenario, holding that scenario of each side's store.
    const groups = stores
      .filter((store) => store.side === 'current')
      .flatMap((current) =>
        current.scenarios.map((scenario) =>
          stores
            .filter((store) => store.kind === current.kind)
            .map((store) => ({
              store,
              scenario: store.scenarios.find((s) => s.key === scenario.key),
            })),
        ),
      );
    const labelWidth = Math.max(...stores.map((store) => store.label.length));
    for (let round = 0; round < config.rounds; round++) {
      const order = groups.map((_, i) => groups[(i + round) % groups.length]);
      for (const group of order) {
        const sideOrder = round % 2 ? [...group].reverse() : group;
        for (const { store, scenario } of sideOrder) {
          const result = await load.run(
            scenario.job(config.durationSeconds, config.ordersPerRound),
          );
          store.runs[scenario.key].push(result);
          console.log(
            `  round ${round + 1}/${config.rounds} ${store.label.padEnd(labelWidth)} ${scenario.key.padEnd(12)}` +
              ` ${result.reqPerSec.toFixed(0).padStart(6)} req/s  p50 ${String(result.latency.p50).padStart(5)} ms` +
              `  p99 ${String(result.latency.p99).padStart(5)} ms` +
              (result.non2xx || result.errors
                ? `  unexpected ${result.non2xx} errors ${result.errors} ${result.problems?.[0] ?? ''}`
                : ''),
          );
          await sleep(250);
        }
      }
    }
    load.close();
    const results = [];
    for (const store of stores) results.push(await closeStore(store));
    const current = results.filter((r) => r.side === 'current');
    const measured = {
      config: {
        rounds: config.rounds,
        durationSeconds: config.durationSeconds,
        warmupSeconds: config.warmupSeconds,
        connections: config.connections,
        ordersPerRound: config.ordersPerRound,
        warmupOrders: config.warmupOrders,
      },
      postgresMeasured: Boolean(config.postgresUrl),
      databases: current,
      pass: current.every((r) => r.pass),
    };
    if (!config.baseline) return measured;
    const baseline = results.filter((r) => r.side === 'baseline');
    const comparisons = current.map((result) =>
      compareSides(
        baseline.find((b) => b.database === result.database),
        result,
      ),
    );
    return {
      ...measured,
      baseline: {
        ref: config.baseline.ref,
        commit: config.baseline.commit,
        short: config.baseline.short,
        subject: config.baseline.subject,
        date: config.baseline.date,
        cached: config.baseline.cached,
        databases: baseline,
      },
      current: config.current ?? null,
      comparisons,
      // Issue 10's targets on the current side; on both sides every scenario answered as it should
      // and every order was placed and paid exactly once (else the comparison means nothing).
      pass: comparisons.every((c) => c.pass),
    };
  } finally {
    load.close();
    for (const store of stores) {
      if (store.server) await stopTree(store.server);
      rmSync(join(store.checkout, 'apps/web/dist', store.staticPath), { force: true });
      await store.database?.drop();
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Baseline against current (`--baseline`): issue 10's targets

/**
 * Issue 10 ("Performance must not regress"): on PostgreSQL a cart change p99 ≤ 50 ms at 50
 * connections, ≥ 200 orders per second, the menu ≥ 1.5 × the static file; on PGlite a cart change
 * p99 < 100 ms, the rest reported.
 */
export const COMPARISON_TARGETS = {
  postgres: { menuRatio: 1.5, cartP99Ms: 50, ordersPerSecond: 200 },
  pglite: { cartP99BelowMs: 100 },
};

/** The short names of the scenarios in the comparison's tables. */
const SCENARIO_NAMES = {
  static: 'Static JSON file (the menu’s bytes) — the menu’s baseline',
  menu: 'GET /api/menus/current with a session cookie',
  menuNoCookie: 'GET /api/menus/current without a cookie',
  cart: 'PUT /api/cart/items (a cart change)',
  checkout: 'POST /api/checkout (orders/s)',
};

/** Each target of issue 10 as it applies to one database: its figure and check on one side. */
function comparisonTargets(kind) {
  const t = COMPARISON_TARGETS[kind];
  const row = (result, key) => result.rows.find((r) => r.key === key);
  return [
    {
      key: 'menu',
      label:
        t.menuRatio !== undefined
          ? `The week's menu ≥ ${t.menuRatio.toFixed(1)} × the static file's req/s (with a session cookie / without)`
          : `The week's menu ÷ the static file's req/s (with a session cookie / without)`,
      figures: (result) => [row(result, 'menu'), row(result, 'menuNoCookie')],
      value: (r) => r.ratio,
      text: (values) => values.map((v) => fmt(v, 2)).join(' / '),
      check: t.menuRatio !== undefined ? (values) => values.every((v) => v >= t.menuRatio) : null,
      higherIsBetter: true,
    },
    {
      key: 'cart',
      label:
        t.cartP99Ms !== undefined
          ? 'A cart change: p99 ≤ 50 ms at 50 connections'
          : `A cart change: p99 < ${t.cartP99BelowMs} ms at 50 connections`,
      figures: (result) => [row(result, 'cart')],
      value: (r) => r.medianP99Ms,
      text: (values) => `${fmt(values[0], 1)} ms`,
      check: t.cartP99Ms !== undefined ? ([v]) => v <= t.cartP99Ms : ([v]) => v < t.cartP99BelowMs,
      higherIsBetter: false,
    },
    {
      key: 'orders',
      label:
        t.ordersPerSecond !== undefined
          ? `Orders placed: ≥ ${t.ordersPerSecond} per second, every order paid once`
          : 'Orders placed per second, every order paid once',
      figures: (result) => [row(result, 'checkout')],
      value: (r) => r.medianReqPerSec,
      text: (values) => `${fmt(values[0])} orders/s`,
      check: t.ordersPerSecond !== undefined ? ([v]) => v >= t.ordersPerSecond : null,
      higherIsBetter: true,
    },
  ];
}

/** One target on one side: its figures, whether they were measured cleanly, the verdict. */
function judge(target, result) {
  const rows = target.figures(result);
  if (rows.some((r) => !r)) return { measured: false };
  const values = rows.map(target.value);
  const clean = rows.every((r) => r.clean) && (target.key !== 'orders' || result.orders.consistent);
  const meets = target.check ? target.check(values) : null;
  return {
    measured: true,
    values,
    text: target.text(values),
    clean,
    gated: target.check !== null,
    meets,
    pass: clean && meets !== false,
  };
}

/** Baseline and current of one database: every scenario's medians and issue 10's targets. */
function compareSides(baseline, current) {
  const scenarios = current.rows.map((now) => {
    const before = baseline.rows.find((r) => r.key === now.key);
    const paired = (pick) =>
      median(now.runs.map((run, i) => pick(run) / pick(before.runs[i] ?? { latency: {} })));
    return {
      key: now.key,
      name: SCENARIO_NAMES[now.key] ?? now.key,
      baseline: {
        reqPerSec: before.medianReqPerSec,
        p50Ms: before.medianP50Ms,
        p99Ms: before.medianP99Ms,
        ratioToStatic: before.ratio,
        clean: before.clean,
      },
      current: {
        reqPerSec: now.medianReqPerSec,
        p50Ms: now.medianP50Ms,
        p99Ms: now.medianP99Ms,
        ratioToStatic: now.ratio,
        clean: now.clean,
      },
      // Current ÷ baseline: of the medians, and the median of each round's pair (in brackets).
      reqPerSecRatio: now.medianReqPerSec / before.medianReqPerSec,
      pairedReqPerSecRatio: paired((run) => run.reqPerSec),
      p99Ratio: now.medianP99Ms / before.medianP99Ms,
      pairedP99Ratio: paired((run) => run.latency.p99),
    };
  });
  const targets = comparisonTargets(current.database).map((target) => {
    const before = judge(target, baseline);
    const now = judge(target, current);
    const ratios =
      before.measured && now.measured ? now.values.map((v, i) => v / before.values[i]) : null;
    return {
      key: target.key,
      label: target.label,
      gated: target.check !== null,
      higherIsBetter: target.higherIsBetter,
      baseline: before,
      current: now,
      ratios,
    };
  });
  const sidesSound = [baseline, current].every(
    (result) => result.rows.every((r) => r.clean) && result.orders.consistent,
  );
  return {
    database: current.database,
    scenarios,
    targets,
    sidesSound,
    pass: sidesSound && targets.every((t) => !t.current.measured || t.current.pass),
  };
}

// ---------------------------------------------------------------------------------------------
// Report

function targetText(row) {
  const parts = [];
  if (row.ratioTarget !== null) parts.push(`ratio ≥ ${row.ratioTarget.toFixed(2)}`);
  if (row.p99Target !== null) parts.push(`p99 ≤ ${row.p99Target} ms`);
  if (row.ordersTarget !== null) parts.push(`≥ ${row.ordersTarget} orders/s`);
  return parts.length ? parts.join(', ') : row.key === 'static' ? 'baseline' : 'reported';
}

function resultText(row) {
  if (!row.clean) return '**FAIL** (errors)';
  return row.gated ? verdict(row.pass) : '—';
}

/** The targets at a glance: one row per target, one column per database. */
function summaryTable(storefront) {
  const row = (result, key) => result.rows.find((r) => r.key === key);
  const mark = (ok, clean) => (!clean ? '**FAIL** (errors)' : ok ? 'pass' : '**FAIL**');
  const targets = [
    {
      label: `The week's menu: ≥ ${STOREFRONT_TARGETS.menuRatio.toFixed(2)} × the static file's req/s (with a session cookie / without)`,
      cell: (result) => {
        const [a, b] = [row(result, 'menu'), row(result, 'menuNoCookie')];
        if (!a || !b) return '—';
        const ok = (r) => r.ratio >= STOREFRONT_TARGETS.menuRatio;
        return `${fmt(a.ratio, 2)} / ${fmt(b.ratio, 2)} — ${mark(ok(a) && ok(b), a.clean && b.clean)}`;
      },
    },
    {
      label: `The week's menu: p99 ≤ ${STOREFRONT_TARGETS.menuP99Ms} ms at 50 connections (with a session cookie / without)`,
      cell: (result) => {
        const [a, b] = [row(result, 'menu'), row(result, 'menuNoCookie')];
        if (!a || !b) return '—';
        const ok = (r) => r.medianP99Ms <= STOREFRONT_TARGETS.menuP99Ms;
        return `${fmt(a.medianP99Ms)} / ${fmt(b.medianP99Ms)} ms — ${mark(ok(a) && ok(b), a.clean && b.clean)}`;
      },
    },
    {
      label: `Add to cart: p99 ≤ ${STOREFRONT_TARGETS.cartP99Ms} ms at 50 connections`,
      cell: (result) => {
        const r = row(result, 'cart');
        return r
          ? `${fmt(r.medianP99Ms)} ms (${fmt(r.medianReqPerSec)} req/s) — ${mark(r.pass, r.clean)}`
          : '—';
      },
    },
    {
      label: `Place order: ≥ ${STOREFRONT_TARGETS.ordersPerSecond} orders/s, every order paid once`,
      cell: (result) => {
        const r = row(result, 'checkout');
        return r
          ? `${fmt(r.medianReqPerSec)} orders/s, ${result.orders.consistent ? 'all paid once' : '**orders inconsistent**'} — ${mark(r.pass, r.clean)}`
          : '—';
      },
    },
  ];
  const names = storefront.databases.map((result) => DATABASE_NAMES[result.database]);
  if (!storefront.postgresMeasured) names.push('PostgreSQL');
  const table = [
    `| Target | ${names.join(' | ')} |`,
    `| --- | ${names.map(() => '---').join(' | ')} |`,
  ];
  for (const target of targets) {
    const cells = storefront.databases.map((result) => target.cell(result));
    if (!storefront.postgresMeasured) cells.push('not measured');
    table.push(`| ${target.label} | ${cells.join(' | ')} |`);
  }
  return table;
}

/** The method paragraphs of the section. */
function methodLines(report) {
  const { storefront } = report;
  const m = report.machine;
  const c = storefront.config;
  const [first] = storefront.databases;
  return [
    `Method: for each database, a fresh store (the demo seed) plus ${fmt(first.customers)} customers,` +
      ` each with a live session and a full ${PLAN_SKU} box of the current week, written to the database before the` +
      ' server starts with the server’s own schema and token code (registering thousands of customers through the API' +
      ' would measure argon2 and meet the login rate limit). One server per database (`apps/server/src/server.ts`,' +
      ' `NODE_ENV=production`, `LOG_LEVEL=warn`; PGlite on a fresh data dir, PostgreSQL in a throwaway database on' +
      ' the given server with the default pool of 10), each a child process, both running side by side; the load' +
      ` generator runs in another child process on the same ${m.cpus}-CPU machine, and the PostgreSQL server, when` +
      ` measured, shares it too. ${c.connections} connections. After a warm-up (${c.warmupSeconds} s per scenario,` +
      ` ${c.warmupOrders} orders), ${plural(c.rounds, 'round')}, each running every scenario of every database once,` +
      ` in an order rotating each round: ${c.durationSeconds} s for the static, menu and cart scenarios,` +
      ` ${c.ordersPerRound} orders for checkout. Figures are medians over the rounds (p50 and p99 are each round’s` +
      ' percentiles, then the median); the ratio is median req/s ÷ the same server’s static file’s median req/s' +
      ' (the median of the per-round ratios in brackets).',
    '',
    '- Menu and static file: autocannon 8, without `If-None-Match`, so every answer carries the full body. The' +
      ' static baseline is the menu’s exact bytes, written into the copy’s `apps/web/dist/assets/` before the' +
      ' server starts and served by the same server’s `@fastify/static`' +
      ` (content types: menu \`${first.menuContentType}\`, file \`${first.staticContentType}\`).` +
      ' A browser sends its session cookie with every call after its first page; the row without a cookie is a new' +
      ' visitor’s first call.',
    `- Cart: ${c.connections} guest sessions (the cookie and csrf-token meta of \`GET /\`), one per connection, each` +
      ' sending `PUT /api/cart/items` with `{ sku, quantity }`, the quantity alternating 1 and 2 so that every call' +
      ' changes its cart; one request at a time per connection (undici, keep-alive), every answer' +
      ' checked (200).',
    '- Checkout: every customer sends one `POST /api/checkout` with its own idempotency key, the shipping address and' +
      ' the sandbox card 4242 4242 4242 4242; the box is a new Subscribe & Save subscription, the heaviest path' +
      ' (order, lines, pending payment, charge, subscription and its first week, empty cart, confirmation mail,' +
      ' purchase event). Each answer must be 201 with `status: "paid"`; orders/s is a round’s orders ÷ the time' +
      ' from its first request to its last answer. After the rounds each server is stopped and its database' +
      ' counted: orders, paid orders, orders with exactly one successful charge of their card amount, payments,' +
      ' subscriptions, confirmation mails and the buyers’ carts left must all match the requests sent.',
    '',
  ];
}

/** What the database held after the run, and whether it matches the requests sent. */
function ordersText(result) {
  const o = result.orders;
  return (
    `${fmt(o.sent)} requests sent (warm-up included),` +
    ` ${fmt(o.orders)} orders, ${fmt(o.paid)} paid, ${fmt(o.orders_paid_once)} with exactly one successful charge` +
    ` of their card amount, ${fmt(o.payments)} payments, ${fmt(o.with_subscription)} with their subscription,` +
    ` ${fmt(o.confirmation_mails)} confirmation mails, ${fmt(o.carts_of_buyers)} carts left` +
    ` — ${o.consistent ? 'consistent' : '**INCONSISTENT**'}. Set-up (seed and customers) took` +
    ` ${fmt(result.setupSeconds, 1)} s.`
  );
}

/** A side's verdict on one of issue 10's targets. */
function sideVerdict(judged) {
  if (!judged.measured) return 'not measured';
  if (!judged.clean) return '**FAIL** (errors or orders inconsistent)';
  return judged.gated ? verdict(judged.meets) : 'reported';
}

const ratioText = (ratio, paired) =>
  Number.isFinite(paired) ? `${fmt(ratio, 2)} (${fmt(paired, 2)})` : fmt(ratio, 2);

/** The current tree as the section names it: HEAD, and whether the working tree differs. */
function currentText(current) {
  if (!current) return 'the current tree';
  if (current.uncommittedFiles === null) {
    return `commit \`${current.short}\` (“${current.subject}”, prepared like the baseline: \`--current\`)`;
  }
  const changed = current.uncommittedFiles.length;
  return (
    `the working tree at \`${current.short}\` (“${current.subject}”` +
    (changed
      ? `, with uncommitted changes in ${plural(changed, 'file')} under \`apps/\`, \`packages/\` or \`scripts/\`)`
      : ', no uncommitted changes under `apps/`, `packages/` or `scripts/`)')
  );
}

/** The section's body with a baseline: issue 10's targets on both sides, then every scenario. */
function comparisonLines(report) {
  const { storefront } = report;
  const { baseline, current } = storefront;
  const before = `Baseline \`${baseline.short}\``;
  const after = `Current \`${current?.short ?? 'tree'}\``;
  const lines = [];
  lines.push(
    '**Baseline against current** (issue 10, “Performance must not regress”): the same load on servers built' +
      ` from the baseline, commit \`${baseline.short}\` of ${baseline.date.slice(0, 10)} (“${baseline.subject}”),` +
      ` and from ${currentText(current)}, in the same run on the same machine, each scenario on the two` +
      ' servers back to back. Verdicts against issue 10’s targets: the current side’s decides the run; the' +
      ' baseline’s is shown for reference. Ratios are current ÷ baseline of the medians (in brackets the median' +
      ' of the per-round ratios, each round’s two measurements having run back to back): above 1 means more' +
      ' requests or orders per second, or a longer p99.',
    '',
  );
  lines.push(`| Engine | Target | ${before} | ${after} | Current ÷ baseline |`);
  lines.push('| --- | --- | --- | --- | ---: |');
  for (const comparison of storefront.comparisons) {
    for (const target of comparison.targets) {
      const cell = (judged) => (judged.measured ? `${judged.text} — ${sideVerdict(judged)}` : '—');
      lines.push(
        `| ${DATABASE_NAMES[comparison.database]} | ${target.label} | ${cell(target.baseline)} |` +
          ` ${cell(target.current)} | ${target.ratios ? target.ratios.map((r) => fmt(r, 2)).join(' / ') : '—'} |`,
      );
    }
  }
  if (!storefront.postgresMeasured) {
    lines.push(
      '| PostgreSQL | every target (the production engine’s) | not measured | not measured | — |',
    );
  }
  lines.push('');
  // The method's last bullet, then the baseline's (one list).
  lines.push(...methodLines(report).slice(0, -1));
  lines.push(
    `- Baseline: commit \`${baseline.commit}\`, its files extracted with \`git archive\` into a temporary` +
      ' directory, its own `package-lock.json` installed there with `npm ci` and its web app built with the' +
      ' command the bench builds the current tree with (`npm run build -w @mealbox/web`); the directory is kept' +
      ` between runs as a cache keyed by the commit id${baseline.cached ? ' (this run used it)' : ''}. Each database` +
      ' gets two servers, one per side, each on a database of its own, seeded and counted with the same bench code' +
      ' run against that side’s own server modules and migrations; all the servers run side by side. In each' +
      ' round, for each database and scenario in the rotating order, the scenario runs on the baseline’s server' +
      ' and on the current one back to back, the baseline first in odd rounds and the current first in even' +
      ' ones. The static file is each server’s own menu bytes, so “menu ÷ static” compares each menu with a file of' +
      ' its own size.',
    '',
  );
  for (const comparison of storefront.comparisons) {
    const sides = ['baseline', 'current'].map((side) =>
      (side === 'baseline' ? baseline.databases : storefront.databases).find(
        (r) => r.database === comparison.database,
      ),
    );
    lines.push(`### ${DATABASE_NAMES[comparison.database]}: baseline against current`, '');
    lines.push(
      `| Scenario | ${before} req/s | ${after} req/s | req/s current ÷ baseline | ${before} p50 / p99 (ms) |` +
        ` ${after} p50 / p99 (ms) | p99 current ÷ baseline | ÷ static file (baseline / current) |`,
    );
    lines.push('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
    for (const row of comparison.scenarios) {
      const b = row.baseline;
      const n = row.current;
      const clean = b.clean && n.clean ? '' : ' **(errors)**';
      lines.push(
        `| ${row.name}${clean} | ${fmt(b.reqPerSec)} | ${fmt(n.reqPerSec)} |` +
          ` ${ratioText(row.reqPerSecRatio, row.pairedReqPerSecRatio)} |` +
          ` ${fmt(b.p50Ms, 1)} / ${fmt(b.p99Ms, 1)} | ${fmt(n.p50Ms, 1)} / ${fmt(n.p99Ms, 1)} |` +
          ` ${ratioText(row.p99Ratio, row.pairedP99Ratio)} |` +
          ` ${row.key === 'static' ? '1.00' : `${fmt(b.ratioToStatic, 2)} / ${fmt(n.ratioToStatic, 2)}`} |`,
      );
    }
    lines.push(
      '',
      `Menu: ${fmt(sides[0].menuBytes)} B on the baseline, ${fmt(sides[1].menuBytes)} B now.` +
        ` Orders counted in the baseline’s database: ${ordersText(sides[0])}` +
        ` In the current one: ${ordersText(sides[1])}`,
      '',
    );
  }
  return lines;
}

/** The console tables of a run with a baseline. */
function printComparisonSummary(storefront) {
  const rows = [
    [
      `Storefront: ${storefront.baseline.short} -> ${storefront.current?.short ?? 'current'}`,
      'base req/s',
      'cur req/s',
      'ratio',
      'base p99',
      'cur p99',
      'p99 ratio',
    ],
  ];
  for (const comparison of storefront.comparisons) {
    for (const r of comparison.scenarios) {
      rows.push([
        `${comparison.database}: ${r.key}${r.baseline.clean && r.current.clean ? '' : ' (ERRORS)'}`,
        fmt(r.baseline.reqPerSec),
        fmt(r.current.reqPerSec),
        fmt(r.reqPerSecRatio, 2),
        fmt(r.baseline.p99Ms, 1),
        fmt(r.current.p99Ms, 1),
        fmt(r.p99Ratio, 2),
      ]);
    }
  }
  printTable(rows);
  const verdicts = [['Issue 10 target', 'baseline', 'current', 'ratio', 'result']];
  const plain = (judged) =>
    !judged.measured
      ? 'not measured'
      : !judged.clean
        ? 'FAIL (errors)'
        : judged.gated
          ? judged.meets
            ? 'pass'
            : 'FAIL'
          : 'reported';
  for (const comparison of storefront.comparisons) {
    for (const t of comparison.targets) {
      verdicts.push([
        `${comparison.database}: ${t.label.replace(/’/g, "'")}`,
        t.baseline.measured ? `${t.baseline.text} (${plain(t.baseline)})` : '—',
        t.current.measured ? t.current.text : '—',
        t.ratios ? t.ratios.map((r) => fmt(r, 2)).join(' / ') : '—',
        plain(t.current),
      ]);
    }
    verdicts.push([
      `${comparison.database}: every answer right, every order paid once (both sides)`,
      '',
      '',
      '',
      comparison.sidesSound ? 'pass' : 'FAIL',
    ]);
  }
  if (!storefront.postgresMeasured)
    verdicts.push(['postgres: not measured (no URL)', '', '', '', '']);
  printTable(verdicts);
}

/** The issue 3 section of docs/benchmarks.md. */
export function renderStorefrontSection(report) {
  const { storefront } = report;
  const lines = [];
  lines.push(
    '## Issue 3 — storefront',
    '',
    ...runSummaryLines(report, {
      elapsedSeconds: storefront.elapsedSeconds,
      pass: storefront.pass,
      whenBusy:
        'the ratios hold, but absolute figures (orders per second, latencies) are inflated.',
    }),
  );
  if (!storefront.postgresMeasured) {
    lines.push(
      '> **PostgreSQL was not measured in this run** (no `--database-url` or `BENCH_DATABASE_URL`):' +
        ' the figures below are PGlite only.',
      '',
    );
  }
  if (storefront.baseline) {
    lines.push(...comparisonLines(report));
    return lines.join('\n');
  }
  lines.push(...summaryTable(storefront), '');
  lines.push(...methodLines(report));
  for (const result of storefront.databases) {
    lines.push(`### ${DATABASE_NAMES[result.database]}`, '');
    lines.push(
      '| Scenario | Median req/s | Median p50 (ms) | Median p99 (ms) | Ratio vs static | Target | Result |',
    );
    lines.push('| --- | ---: | ---: | ---: | ---: | --- | --- |');
    for (const row of result.rows) {
      const ratio =
        row.key === 'static' ? '1.00' : `${fmt(row.ratio, 2)} (${fmt(row.pairedRatio, 2)})`;
      lines.push(
        `| ${row.label} | ${fmt(row.medianReqPerSec)} | ${fmt(row.medianP50Ms, 1)} | ${fmt(row.medianP99Ms, 1)} | ${ratio} | ${targetText(row)} | ${resultText(row)} |`,
      );
    }
    lines.push('', `Orders counted in the database after the run: ${ordersText(result)}`, '');
  }
  return lines.join('\n');
}

/** The console table of issue 3. */
export function printStorefrontSummary(storefront) {
  if (storefront.baseline) {
    printComparisonSummary(storefront);
    return;
  }
  const rows = [['Storefront', 'median req/s', 'p50 ms', 'p99 ms', 'ratio', 'target', 'result']];
  for (const result of storefront.databases) {
    for (const r of result.rows) {
      rows.push([
        `${result.database}: ${r.key}`,
        fmt(r.medianReqPerSec),
        fmt(r.medianP50Ms, 1),
        fmt(r.medianP99Ms, 1),
        r.key === 'static' ? '1.00' : fmt(r.ratio, 2),
        targetText(r),
        !r.clean ? 'FAIL' : r.gated ? (r.pass ? 'pass' : 'FAIL') : '',
      ]);
    }
    rows.push([
      `${result.database}: orders in the database`,
      '',
      '',
      '',
      '',
      `${result.orders.orders}/${result.orders.sent}`,
      result.orders.consistent ? 'pass' : 'FAIL',
    ]);
  }
  if (!storefront.postgresMeasured)
    rows.push(['postgres: not measured (no URL)', '', '', '', '', '', '']);
  printTable(rows);
}
