// Issue 11, account self-service, measured by bench/run.mjs (`--only issue-11`):
//   1. POST /api/skipWeek and POST /api/unskipWeek at 50 connections: p99 ≤ 50 ms each, and
//      their throughput as a ratio to a static file of the answer's bytes served by the same
//      server in the same run, on embedded PGlite and, when a server is given, on PostgreSQL.
//   2. The JavaScript /account-settings loads for a signed-in subscriber until the network is idle
//      stays within 200 KB gzipped, the storefront's pages within their budgets
//      (scripts/check-bundle-size.mjs, run in the bench's copy of the checkout).
// Lighthouse on /account-settings is `npm run bench:lighthouse` (bench/lighthouse.mjs), which
// scores it in the same run as the storefront's pages.
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { join } from 'node:path';
import {
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
import { checkoutRequest, databaseTask, writeHeaders } from './storefront.mjs';

export const ACCOUNT_TARGETS = { weekP99Ms: 50, accountPageKb: 200 };

/**
 * FitFuel sells two weeks ahead, so a subscriber who just bought has two weeks it may skip
 * (the current one is paid, so locked). Its hosts pick the channel.
 */
const CHANNEL = { slug: 'fitfuel', host: 'fitfuel.test' };
/** A plan whose weeks are picked (the common case), as the integration tests buy one. */
const PLAN_SKU = 'PLAN-8';
const SESSION_SECRET = serverEnv(0, '').SESSION_SECRET;
const PATHS = { skip: '/api/skipWeek', unskip: '/api/unskipWeek' };

/**
 * A JSON call to the server in the subscribers' channel; answers its status and parsed body.
 * Node's http client, as the load generator: fetch would not send the channel's Host header.
 */
function call(base, customer, method, path, body) {
  const data = body === undefined ? undefined : Buffer.from(JSON.stringify(body));
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${base}${path}`,
      {
        method,
        headers: {
          ...writeHeaders(customer),
          host: CHANNEL.host,
          ...(data ? { 'content-length': data.length } : {}),
        },
      },
      (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let json = null;
          try {
            json = JSON.parse(text);
          } catch {
            // reported with the text
          }
          resolve({
            status: response.statusCode,
            text,
            json,
            type: response.headers['content-type'] ?? '',
          });
        });
      },
    );
    request.setTimeout(30_000, () => request.destroy(new Error('timed out after 30 s')));
    request.on('error', reject);
    request.end(data);
  });
}

/** Runs `task` over `items`, `width` at a time. */
async function inBatches(items, width, task) {
  const results = [];
  for (let at = 0; at < items.length; at += width) {
    results.push(...(await Promise.all(items.slice(at, at + width).map(task))));
  }
  return results;
}

/**
 * Every customer buys a subscription at checkout (through the API, as a customer does), then
 * reads its schedule: the weeks it may skip are what its lane alternates over.
 */
async function makeSubscribers(base, customers) {
  return inBatches(customers, 5, async (customer) => {
    const request = checkoutRequest(customer);
    const bought = await call(base, customer, 'POST', request.path, JSON.parse(request.body));
    if (bought.status !== 201 || bought.json?.status !== 'paid') {
      throw new Error(`POST /api/checkout answered ${bought.status}: ${bought.text.slice(0, 300)}`);
    }
    const schedule = await call(base, customer, 'GET', '/api/user/schedule');
    if (schedule.status !== 200)
      throw new Error(`GET /api/user/schedule answered ${schedule.status}`);
    const weeks = schedule.json.weeks.filter((w) => w.actions.includes('skip'));
    if (weeks.length === 0) {
      throw new Error(
        `a new FitFuel subscriber has no week to skip: ${JSON.stringify(schedule.json.weeks.map((w) => [w.week, w.state, w.actions]))}`,
      );
    }
    return {
      ...customer,
      subscriptionId: weeks[0].subscription_id,
      weeks: weeks.map((w) => w.week),
    };
  });
}

/** Why a skip or unskip answer is not the expected one, or null. */
function wrongAnswer(answer, path, subscriber, week, state) {
  const w = answer.json?.week;
  if (
    answer.status === 200 &&
    typeof answer.json?.message === 'string' &&
    w?.subscription_id === subscriber.subscriptionId &&
    w?.week === week &&
    w?.state === state
  ) {
    return null;
  }
  return `${path} (${week}) answered ${answer.status}: ${answer.text.slice(0, 300)}`;
}

/**
 * Before measuring: every subscriber skips and unskips each of its weeks once (each answer 200
 * with the week as it now is), and the static file serves the skip answer's exact bytes.
 */
async function checkScenario(base, checkout, staticPath, subscribers) {
  let skipAnswer = null;
  await inBatches(subscribers, 10, async (subscriber) => {
    for (const week of subscriber.weeks) {
      const body = { subscription_id: subscriber.subscriptionId, week };
      const skipped = await call(base, subscriber, 'POST', PATHS.skip, body);
      const problem = wrongAnswer(skipped, PATHS.skip, subscriber, week, 'skipped');
      if (problem) throw new Error(problem);
      if (!skipped.json.week.actions.includes('unskip'))
        throw new Error(`a skipped week cannot be unskipped: ${skipped.text}`);
      skipAnswer ??= skipped;
      const back = await call(base, subscriber, 'POST', PATHS.unskip, body);
      const unskipProblem = wrongAnswer(back, PATHS.unskip, subscriber, week, 'pending');
      if (unskipProblem) throw new Error(unskipProblem);
    }
  });
  writeFileSync(join(checkout, 'apps/web/dist', staticPath), skipAnswer.text);
  const file = await fetch(`${base}/${staticPath}`);
  const fileBody = await file.text();
  const fileType = file.headers.get('content-type') ?? '';
  if (
    file.status !== 200 ||
    fileBody !== skipAnswer.text ||
    !fileType.startsWith('application/json')
  ) {
    throw new Error(`GET /${staticPath} answered ${file.status} as ${fileType}`);
  }
  return {
    answerBytes: Buffer.byteLength(skipAnswer.text),
    answerType: skipAnswer.type,
    staticType: fileType,
  };
}

/**
 * Lane i is subscriber i: skip its first week, unskip it, skip its second, unskip it, and so on,
 * one request at a time; every call changes a week, and no two connections share a row.
 */
function lanesOf(subscribers) {
  return subscribers.map((subscriber) =>
    subscriber.weeks.flatMap((week) =>
      ['skip', 'unskip'].map((action) => ({
        method: 'POST',
        path: PATHS[action],
        headers: { ...writeHeaders(subscriber), host: CHANNEL.host },
        body: JSON.stringify({ subscription_id: subscriber.subscriptionId, week }),
      })),
    ),
  );
}

/** The week a lane left skipped after `sent` requests, or null (see lanesOf). */
function skippedAfter(subscriber, sent) {
  if (sent % 2 === 0) return null;
  return subscriber.weeks[Math.floor(((sent - 1) % (2 * subscriber.weeks.length)) / 2)];
}

/**
 * One database: a fresh store (PGlite data dir or throwaway PostgreSQL database) with a
 * subscriber per connection, its server started and its scenario checked. `opened.push` gets it
 * before anything can fail, so the caller can always close it.
 */
async function openStore(database, config, load, opened) {
  const { checkout } = config;
  const store = {
    kind: database.kind,
    label: DATABASE_LABELS[database.kind],
    database: null,
    server: null,
    staticPath: `assets/bench-week-${database.kind}.json`,
  };
  opened.push(store);
  store.database = await openBenchDatabase(database.url ?? '', 'account-data');
  const { where } = store.database;

  console.log(`  ${store.label}: seeding and adding ${config.connections} FitFuel customers…`);
  const setupStarted = performance.now();
  const seeded = await databaseTask(checkout, 'setup', {
    database: where,
    customers: config.connections,
    planSku: PLAN_SKU,
    channel: CHANNEL.slug,
    sessionSecret: SESSION_SECRET,
    timeZone: 'America/New_York',
  });

  // A placeholder, so @fastify/static registers the file's route when the server starts.
  writeFileSync(join(checkout, 'apps/web/dist', store.staticPath), '{}');
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  store.server = startProcess(
    process.execPath,
    [...(config.serverNodeArgs ?? []), '--import', 'tsx', 'apps/server/src/server.ts'],
    { cwd: checkout, env: serverEnv(port, store.database.dataDir, store.database.url) },
  );
  await waitForHealth(base, store.server, 120_000);
  console.log(`  ${store.label}: each customer buys a ${PLAN_SKU} subscription at checkout…`);
  store.subscribers = await makeSubscribers(base, seeded.customers);
  store.setupSeconds = (performance.now() - setupStarted) / 1000;
  store.weeksPerSubscriber = median(store.subscribers.map((s) => s.weeks.length));
  const checked = await checkScenario(base, checkout, store.staticPath, store.subscribers);
  Object.assign(store, checked, { base });

  const lanes = lanesOf(store.subscribers);
  store.scenarios = [
    {
      key: 'static',
      label: `Static JSON file /${store.staticPath} (${checked.answerBytes} B, a skip answer's bytes, @fastify/static) — baseline`,
      job: (duration) => ({
        url: `${base}/${store.staticPath}`,
        connections: config.connections,
        duration,
      }),
    },
    {
      key: 'weeks',
      label:
        `POST /api/skipWeek and /api/unskipWeek: ${config.connections} subscribers, one per connection,` +
        ` each skipping and unskipping its own upcoming weeks in turn`,
      job: (duration) => ({
        url: base,
        lanes,
        laneKey: `weeks-${store.kind}`,
        connections: config.connections,
        duration,
        expect: { status: 200 },
      }),
    },
  ];
  store.runs = { static: [], weeks: [] };
  console.log(`  ${store.label}: warming up…`);
  for (const scenario of store.scenarios) {
    const result = await load.run(scenario.job(config.warmupSeconds));
    if (scenario.key === 'weeks') store.lanePositions = result.lanePositions;
  }
  return store;
}

/**
 * After the rounds, each subscriber's schedule must show the weeks as its last calls left them:
 * one skipped when its last call was a skip, none otherwise.
 */
async function verifyWeeks(store) {
  const positions = store.lanePositions ?? [];
  let matching = 0;
  const problems = [];
  await inBatches(store.subscribers, 10, async (subscriber) => {
    const index = store.subscribers.indexOf(subscriber);
    const expected = skippedAfter(subscriber, positions[index] ?? 0);
    const schedule = await call(store.base, subscriber, 'GET', '/api/user/schedule');
    const skipped = (schedule.json?.weeks ?? [])
      .filter((w) => w.subscription_id === subscriber.subscriptionId && w.state === 'skipped')
      .map((w) => w.week);
    const ok = expected === null ? skipped.length === 0 : skipped.join() === expected;
    if (ok) matching++;
    else if (problems.length < 3)
      problems.push(
        `subscriber ${index}: expected ${expected ?? 'none'} skipped, found ${skipped}`,
      );
  });
  const sent = positions.reduce((sum, n) => sum + n, 0);
  return {
    subscribers: store.subscribers.length,
    matching,
    requestsSent: sent,
    consistent: matching === store.subscribers.length,
    problems,
  };
}

function pathSummary(list, path) {
  const figures = list.map((r) => r.byPath?.[path]);
  return {
    medianReqPerSec: median(figures.map((f) => f?.reqPerSec)),
    medianP50Ms: median(figures.map((f) => f?.latency.p50)),
    medianP99Ms: median(figures.map((f) => f?.latency.p99)),
  };
}

async function closeStore(store) {
  const weeks = await verifyWeeks(store);
  await stopTree(store.server);
  store.server = null;
  const { runs } = store;
  const staticReqPerSec = median(runs.static.map((r) => r.reqPerSec));
  const clean = (list) =>
    list.every((r) => r.requests > 0 && r.non2xx === 0 && r.errors === 0 && r.timeouts === 0);
  const both = {
    medianReqPerSec: median(runs.weeks.map((r) => r.reqPerSec)),
    medianP50Ms: median(runs.weeks.map((r) => r.latency.p50)),
    medianP99Ms: median(runs.weeks.map((r) => r.latency.p99)),
  };
  const endpoints = Object.entries(PATHS).map(([key, path]) => {
    const summary = pathSummary(runs.weeks, path);
    return {
      key,
      path,
      ...summary,
      ratio: summary.medianReqPerSec / staticReqPerSec,
      pass: summary.medianP99Ms <= ACCOUNT_TARGETS.weekP99Ms,
    };
  });
  const staticRow = {
    medianReqPerSec: staticReqPerSec,
    medianP50Ms: median(runs.static.map((r) => r.latency.p50)),
    medianP99Ms: median(runs.static.map((r) => r.latency.p99)),
    clean: clean(runs.static),
  };
  const weeksClean = clean(runs.weeks);
  return {
    database: store.kind,
    setupSeconds: store.setupSeconds,
    subscribers: store.subscribers.length,
    weeksPerSubscriber: store.weeksPerSubscriber,
    answerBytes: store.answerBytes,
    answerType: store.answerType,
    staticType: store.staticType,
    static: staticRow,
    both: {
      ...both,
      ratio: both.medianReqPerSec / staticReqPerSec,
      pairedRatio: median(runs.weeks.map((r, i) => r.reqPerSec / runs.static[i].reqPerSec)),
      clean: weeksClean,
      problems: runs.weeks.flatMap((r) => r.problems ?? []).slice(0, 3),
    },
    endpoints,
    weeks,
    runs,
    pass: staticRow.clean && weeksClean && weeks.consistent && endpoints.every((e) => e.pass),
  };
}

/**
 * The page-script check (`npm run check:bundle`) in the copy: every page's JavaScript, the
 * signed-in /account-settings among them.
 */
export function measurePageScripts(checkout) {
  const dir = tempDir('page-scripts');
  const json = join(dir, 'pages.json');
  try {
    const run = spawnSync(process.execPath, ['scripts/check-bundle-size.mjs', '--json', json], {
      cwd: checkout,
      encoding: 'utf8',
      timeout: 600_000,
    });
    const output = `${run.stdout}${run.stderr}`.trim();
    let pages = [];
    try {
      pages = JSON.parse(readFileSync(json, 'utf8')).pages.map((p) => ({
        path: p.path,
        kind: p.kind,
        budgetKb: p.budget,
        kb: p.gzip / 1024,
        scripts: p.files.length,
      }));
    } catch {
      // no figures: the output says why
    }
    const account = pages.find((p) => p.path === '/account-settings') ?? null;
    const accountPass = account !== null && account.kb <= ACCOUNT_TARGETS.accountPageKb;
    return {
      pages,
      account,
      accountTargetKb: ACCOUNT_TARGETS.accountPageKb,
      scriptExitCode: run.status,
      output: account ? null : output.slice(-3000),
      pass: run.status === 0 && accountPass,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Measures on PGlite and, when `config.postgresUrl` names a server, on PostgreSQL. Both servers
 * run side by side; every round runs each database's scenarios once in an order that rotates,
 * so a busy spell of the machine falls on both alike.
 */
export async function measureAccount(checkout, config) {
  const databases = [
    { kind: 'pglite' },
    ...(config.postgresUrl ? [{ kind: 'postgres', url: config.postgresUrl }] : []),
  ];
  const load = createLoadGenerator();
  const stores = [];
  const settings = { ...config, checkout };
  try {
    for (const database of databases) await openStore(database, settings, load, stores);
    const groups = stores.flatMap((store) =>
      store.scenarios.map((scenario) => ({ store, scenario })),
    );
    for (let round = 0; round < config.rounds; round++) {
      const order = groups.map((_, i) => groups[(i + round) % groups.length]);
      for (const { store, scenario } of order) {
        const result = await load.run(scenario.job(config.durationSeconds));
        store.runs[scenario.key].push(result);
        if (result.lanePositions) store.lanePositions = result.lanePositions;
        const paths = result.byPath
          ? Object.entries(result.byPath)
              .map(([path, f]) => `  ${path} p99 ${f.latency.p99} ms`)
              .join('')
          : '';
        console.log(
          `  round ${round + 1}/${config.rounds} ${store.label.padEnd(10)} ${scenario.key.padEnd(6)}` +
            ` ${result.reqPerSec.toFixed(0).padStart(6)} req/s  p50 ${String(result.latency.p50).padStart(5)} ms` +
            `  p99 ${String(result.latency.p99).padStart(5)} ms${paths}` +
            (result.non2xx || result.errors
              ? `  unexpected ${result.non2xx} errors ${result.errors} ${result.problems?.[0] ?? ''}`
              : ''),
        );
        await sleep(250);
      }
    }
    load.close();
    const results = [];
    for (const store of stores) results.push(await closeStore(store));
    return {
      config: {
        rounds: config.rounds,
        durationSeconds: config.durationSeconds,
        warmupSeconds: config.warmupSeconds,
        connections: config.connections,
      },
      postgresMeasured: Boolean(config.postgresUrl),
      databases: results,
      pass: results.every((r) => r.pass),
    };
  } finally {
    load.close();
    for (const store of stores) {
      if (store.server) await stopTree(store.server);
      rmSync(join(checkout, 'apps/web/dist', store.staticPath), { force: true });
      await store.database?.drop();
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Report

const ms = (n) => `${fmt(n, 1)} ms`;

/** The issue 11 section of docs/benchmarks.md. */
export function renderAccountSection(report) {
  const { account, pageScripts } = report;
  const m = report.machine;
  const c = account.config;
  const pass = account.pass && (pageScripts?.pass ?? true);
  const lines = [
    '## Issue 11 — account self-service',
    '',
    ...runSummaryLines(report, {
      elapsedSeconds: account.elapsedSeconds,
      pass,
      whenBusy: 'the ratios hold, but absolute figures (latencies) are inflated.',
    }),
  ];
  if (!account.postgresMeasured) {
    lines.push(
      '> **PostgreSQL was not measured in this run** (no `--database-url` or `BENCH_DATABASE_URL`):' +
        ' the figures below are PGlite only.',
      '',
    );
  }
  const names = account.databases.map((r) => DATABASE_NAMES[r.database]);
  if (!account.postgresMeasured) names.push('PostgreSQL');
  const notMeasured = account.postgresMeasured ? [] : ['not measured'];
  const endpoint = (r, key) => r.endpoints.find((e) => e.key === key);
  const mark = (ok, clean) => (!clean ? '**FAIL** (errors)' : verdict(ok));
  lines.push(
    `| Target | ${names.join(' | ')} |`,
    `| --- | ${names.map(() => '---').join(' | ')} |`,
  );
  for (const key of ['skip', 'unskip']) {
    const cells = account.databases.map((r) => {
      const e = endpoint(r, key);
      return `${ms(e.medianP99Ms)} (${fmt(e.medianReqPerSec)} req/s, ${fmt(e.ratio, 2)} × the static file) — ${mark(e.pass, r.both.clean)}`;
    });
    lines.push(
      `| \`POST ${PATHS[key]}\`: p99 ≤ ${ACCOUNT_TARGETS.weekP99Ms} ms at ${c.connections} connections; req/s ÷ the static file's | ${[...cells, ...notMeasured].join(' | ')} |`,
    );
  }
  lines.push(
    `| Both, alternating: p99; req/s ÷ the static file's (median of the rounds' ratios) | ${[
      ...account.databases.map(
        (r) =>
          `${ms(r.both.medianP99Ms)}; ${fmt(r.both.medianReqPerSec)} req/s = ${fmt(r.both.ratio, 2)} (${fmt(r.both.pairedRatio, 2)}) × ${fmt(r.static.medianReqPerSec)} req/s — reported`,
      ),
      ...notMeasured,
    ].join(' | ')} |`,
  );
  lines.push(
    `| Every week as the last call left it, every answer 200 | ${[
      ...account.databases.map(
        (r) =>
          `${r.weeks.matching}/${r.weeks.subscribers} subscribers, ${fmt(r.weeks.requestsSent)} calls — ${mark(r.weeks.consistent, r.both.clean)}`,
      ),
      ...notMeasured,
    ].join(' | ')} |`,
  );
  lines.push('');
  if (pageScripts) {
    const a = pageScripts.account;
    lines.push(
      `The JavaScript /account-settings loads for a signed-in subscriber until the network is idle` +
        ` (every script, gzip -9): ≤ ${pageScripts.accountTargetKb} KB, the storefront's budgets still holding:` +
        (a
          ? ` ${fmt(a.kb, 1)} KB in ${a.scripts} scripts; the other pages` +
            ` ${pageScripts.scriptExitCode === 0 ? 'within their budgets' : '**over a budget or not measured**'}` +
            ` — ${verdict(pageScripts.pass)} (table at the end of this section).`
          : ' **not measured** (the check has no /account-settings page, or failed) — **FAIL**.'),
    );
  }
  lines.push('');
  const [first] = account.databases;
  lines.push(
    `Method: for each database, a fresh store (the demo seed) plus ${plural(first.subscribers, 'customer')} of the` +
      ' FitFuel channel (which sells two weeks ahead), each with a live session and a full' +
      ` ${PLAN_SKU} box written to the database with the server’s own schema and token code (as issue 3 does);` +
      ' once the server is up, each buys a Subscribe & Save subscription with `POST /api/checkout` (Host' +
      ` \`${CHANNEL.host}\`) and reads its schedule, whose weeks with the \`skip\` action` +
      ` (${fmt(first.weeksPerSubscriber)} per subscriber: the current week is paid, so locked) are the ones it` +
      ' alternates over. Before measuring, every subscriber skips and unskips each of its weeks once and every' +
      ' answer must be 200 with the week as it now is. One server per database (`apps/server/src/server.ts`,' +
      ' `NODE_ENV=production`, `LOG_LEVEL=warn`; PGlite on a fresh data dir, PostgreSQL in a throwaway database of' +
      ' the given server), both running side by side; the load generator is another child process on the same' +
      ` ${m.cpus}-CPU machine, and the PostgreSQL server shares it too.`,
    '',
    `- Load: ${c.connections} connections, one subscriber each (undici, keep-alive, one request at a` +
      ' time): the subscriber skips its first week, unskips it, skips its second, unskips it, and so on, each call' +
      ' with the session cookie, `X-Requested-With` and `X-CSRF-TOKEN`; every call changes its own row (no two' +
      ' connections share one), and a lane carries on across rounds where it stopped. Every answer is checked' +
      ' (200). After the rounds each subscriber’s schedule must show the week its last call left skipped, or' +
      ' none.',
    `- Baseline: a static JSON file of a skip answer’s exact bytes (${fmt(first.answerBytes)} B), written into` +
      ' the copy’s `apps/web/dist/assets/` before the server starts and served by the same server’s' +
      ` \`@fastify/static\` (autocannon 8; content types: answer \`${first.answerType}\`, file` +
      ` \`${first.staticType}\`).`,
    `- After a warm-up (${c.warmupSeconds} s per scenario), ${plural(c.rounds, 'round')} of ${c.durationSeconds} s` +
      ' per scenario and database, in an order rotating each round. Figures are medians over the rounds (each' +
      ' round’s p50 and p99 of each endpoint’s calls, then the median); a ratio is the median req/s ÷ the same' +
      ' server’s static file’s median req/s. Each endpoint has half the calls: its req/s is its share.',
  );
  if (pageScripts) {
    lines.push(
      '- Page scripts: `npm run check:bundle` (`scripts/check-bundle-size.mjs`) on the copy’s production build;' +
        ' /account-settings is opened in a phone-sized Chromium after signing the demo subscriber in.',
    );
  }
  lines.push(
    '- Lighthouse on /account-settings (signed in) is `npm run bench:lighthouse`, in its own section below,' +
      ' scored in the same run as the storefront’s pages; that its loads run in parallel is the end-to-end' +
      ' test `e2e/tests/account-settings-loads.spec.ts`.',
    '',
  );
  for (const r of account.databases) {
    lines.push(`### ${DATABASE_NAMES[r.database]}`, '');
    lines.push(
      '| Scenario | Median req/s | Median p50 (ms) | Median p99 (ms) | Ratio vs static | Target | Result |',
    );
    lines.push('| --- | ---: | ---: | ---: | ---: | --- | --- |');
    lines.push(
      `| Static JSON file (a skip answer’s bytes) — baseline | ${fmt(r.static.medianReqPerSec)} | ${fmt(r.static.medianP50Ms, 1)} | ${fmt(r.static.medianP99Ms, 1)} | 1.00 | baseline | ${r.static.clean ? '—' : '**FAIL** (errors)'} |`,
    );
    for (const e of r.endpoints) {
      lines.push(
        `| \`POST ${e.path}\` | ${fmt(e.medianReqPerSec)} | ${fmt(e.medianP50Ms, 1)} | ${fmt(e.medianP99Ms, 1)} | ${fmt(e.ratio, 2)} | p99 ≤ ${ACCOUNT_TARGETS.weekP99Ms} ms | ${mark(e.pass, r.both.clean)} |`,
      );
    }
    lines.push(
      `| Both (every call) | ${fmt(r.both.medianReqPerSec)} | ${fmt(r.both.medianP50Ms, 1)} | ${fmt(r.both.medianP99Ms, 1)} | ${fmt(r.both.ratio, 2)} (${fmt(r.both.pairedRatio, 2)}) | reported | ${r.both.clean ? '—' : '**FAIL** (errors)'} |`,
      '',
      `Set-up (seed, customers, checkouts, the check) took ${fmt(r.setupSeconds, 1)} s.` +
        (r.weeks.problems.length ? ` Schedules: ${r.weeks.problems.join('; ')}.` : ''),
      '',
    );
  }
  if (pageScripts?.pages.length) {
    lines.push('### What each page loads (this run)', '');
    lines.push(
      '| Page | Scripts | KB gzipped | Budget | Result |',
      '| --- | ---: | ---: | ---: | --- |',
    );
    for (const p of pageScripts.pages) {
      lines.push(
        `| ${p.path} | ${p.scripts} | ${fmt(p.kb, 1)} | ${p.budgetKb} | ${p.kb <= p.budgetKb ? 'within' : '**over**'} |`,
      );
    }
    lines.push('');
  }
  return lines.join('\n');
}

/** The console table of issue 11. */
export function printAccountSummary(account, pageScripts) {
  const rows = [['Account', 'median req/s', 'p50 ms', 'p99 ms', 'ratio', 'target', 'result']];
  for (const r of account.databases) {
    rows.push([
      `${r.database}: static`,
      fmt(r.static.medianReqPerSec),
      fmt(r.static.medianP50Ms, 1),
      fmt(r.static.medianP99Ms, 1),
      '1.00',
      'baseline',
      r.static.clean ? '' : 'FAIL',
    ]);
    for (const e of r.endpoints) {
      rows.push([
        `${r.database}: ${e.key}`,
        fmt(e.medianReqPerSec),
        fmt(e.medianP50Ms, 1),
        fmt(e.medianP99Ms, 1),
        fmt(e.ratio, 2),
        `p99 <= ${ACCOUNT_TARGETS.weekP99Ms} ms`,
        r.both.clean && e.pass ? 'pass' : 'FAIL',
      ]);
    }
    rows.push([
      `${r.database}: both`,
      fmt(r.both.medianReqPerSec),
      fmt(r.both.medianP50Ms, 1),
      fmt(r.both.medianP99Ms, 1),
      fmt(r.both.ratio, 2),
      'reported',
      r.both.clean ? '' : 'FAIL',
    ]);
    rows.push([
      `${r.database}: weeks as left`,
      '',
      '',
      '',
      '',
      `${r.weeks.matching}/${r.weeks.subscribers}`,
      r.weeks.consistent ? 'pass' : 'FAIL',
    ]);
  }
  if (!account.postgresMeasured)
    rows.push(['postgres: not measured (no URL)', '', '', '', '', '', '']);
  if (pageScripts) {
    rows.push([
      '/account-settings JS (KB gzip)',
      '',
      '',
      '',
      pageScripts.account ? fmt(pageScripts.account.kb, 1) : '—',
      `<= ${pageScripts.accountTargetKb} KB`,
      pageScripts.pass ? 'pass' : 'FAIL',
    ]);
  }
  printTable(rows);
  if (pageScripts && !pageScripts.account && pageScripts.output) console.log(pageScripts.output);
}
