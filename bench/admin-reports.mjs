// Issue 14 (admin, part 2) in `npm run bench` (`--only issue-14`):
//   1. The dashboard and each report with 100,000 orders and 20,000 customers on PostgreSQL: p99
//      ≤ 300 ms for every variant, beside the floor (GET /api/health) measured the same way in
//      the same run. The endpoints are found in the server's OpenAPI document: the GETs of the
//      dashboard, the reports, the weekly operations and the live operations page under
//      /api/admin (a paged list is issue 13's), each measured by what it takes: a range of weeks
//      (`from`, `to`) over 12 and 52 weeks, a week (`week`) by default and in the past, and each
//      channel or all (`channel`). One the issue names that the server lacks is "not built".
//   2. A CSV export streams with constant memory: the sold orders of a range holding about 10,000
//      rows and of one holding about 100,000, each read whole as a stream from a fresh server
//      process, whose peak memory during the export (VmHWM, reset just before) is compared with
//      its resident memory just before it.
//   The same on PGlite, on a smaller store: figures only.
import http from 'node:http';
import { readFileSync, writeFileSync } from 'node:fs';
import {
  adminSectionHead,
  measureEachDatabase,
  databaseHeading,
  measureFloor,
  measureGet,
  measuredLine,
  openAdminStore,
  ms,
  openApiOf,
  queryString,
  resultOf,
  seededCounts,
  worstOf,
} from './admin-lists.mjs';
import { fmt, median, plural, printTable, sleep, verdict } from './lib.mjs';

export const REPORTS_TARGETS = { p99Ms: 300 };
/**
 * "Constant memory": the peak's growth over the resident memory before the export, for the
 * larger export, at most `factor` times the smaller export's plus `marginMb`. The margin covers
 * what a longer stream of garbage makes V8 grow even when nothing is kept: its young generation
 * (up to 3 × 16 MB) and the old generation's next collection threshold. A server that holds the
 * rows (100,000 orders as objects, their CSV as one string) grows by hundreds of MB instead.
 */
export const CSV_RULE = { factor: 1.5, marginMb: 32 };
/** The spans of weeks a range report is measured over, ending with the current week. */
const SPANS = [12, 52];
/** Issue 14's areas under /api/admin: anything else there is issue 13's. */
const AREAS = /^\/api\/admin\/(dashboard|reports|subscription-weeks|operations)(\/|$)/;
/** What issue 14 names, so that one the server lacks is reported as not built. */
const EXPECTED = [
  '/api/admin/dashboard',
  '/api/admin/reports/sales',
  '/api/admin/reports/meals',
  '/api/admin/reports/subscriptions',
  '/api/admin/reports/promotions',
  '/api/admin/reports/kitchen',
  '/api/admin/subscription-weeks/states',
  '/api/admin/operations',
];
/** The reports that export as CSV (the contracts' CSV_REPORTS), for a route that does not name them. */
const CSV_REPORTS = [
  'sales',
  'meals',
  'subscriptions',
  'cancel-reasons',
  'discount-codes',
  'gift-cards',
  'orders',
];
/** The export of one row per sold order: the one measured for its memory. */
const STREAMED_CSV = 'orders';
const MB = 1024;

// ---------------------------------------------------------------------------------------------
// The endpoints, from the OpenAPI document

/** Where a report's CSV export is expected. */
const csvPath = (report) => `/api/admin/reports/${report}.csv`;

/**
 * Issue 14's GETs in the server's OpenAPI document: `range` (from, to), `week` (week) or
 * `plain`, each with whether it takes a channel; the CSV exports one per report (a route with the
 * report as a path parameter is expanded by its named values, else by the contracts' reports).
 */
export function reportEndpointsOf(document) {
  const endpoints = [];
  for (const [path, operations] of Object.entries(document.paths ?? {})) {
    const get = operations.get;
    if (!get || !AREAS.test(path)) continue;
    const parameters = get.parameters ?? [];
    const query = parameters.filter((p) => p.in === 'query');
    const names = new Set(query.map((p) => p.name));
    // A paged list is an admin list: issue 13's bench measures it.
    if (names.has('page')) continue;
    const common = {
      summary: get.summary ?? '',
      channel: names.has('channel'),
      weekRequired: query.some((p) => p.name === 'week' && p.required),
    };
    const pathParams = parameters.filter((p) => p.in === 'path');
    const csvParam = pathParams.find(
      (p) => /\.csv$/.test(path) || (p.schema?.enum ?? []).some((v) => /\.csv$/.test(v)),
    );
    if (csvParam) {
      const named = csvParam.schema?.enum;
      const values = Array.isArray(named) && named.length ? named.map(String) : CSV_REPORTS;
      for (const value of values) {
        const url = path.replace(`{${csvParam.name}}`, value);
        const report = /([^/]+?)(\.csv)?$/.exec(url)[1];
        endpoints.push({ ...common, path: url, kind: 'csv', report });
      }
    } else if (/\.csv$/.test(path)) {
      const report = /([^/]+)\.csv$/.exec(path)[1];
      endpoints.push({ ...common, path, kind: 'csv', report });
    } else if (pathParams.length) {
      continue;
    } else if (names.has('from') && names.has('to')) {
      endpoints.push({ ...common, path, kind: 'range' });
    } else if (names.has('week')) {
      endpoints.push({ ...common, path, kind: 'week' });
    } else {
      endpoints.push({ ...common, path, kind: 'plain' });
    }
  }
  return endpoints.sort((a, b) => a.path.localeCompare(b.path));
}

/** Issue 14's endpoints the server does not have (yet); the CSV exports are the route's own. */
function notBuilt(endpoints) {
  const paths = new Set(endpoints.map((e) => e.path));
  return [...EXPECTED, csvPath(STREAMED_CSV)].filter((path) => !paths.has(path));
}

// ---------------------------------------------------------------------------------------------
// The weeks and channels measured, from the seeded store

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;
const addWeeks = (week, n) =>
  new Date(Date.parse(`${week}T00:00:00Z`) + n * WEEK_MS).toISOString().slice(0, 10);

/**
 * What the variants ask for: the current week (the seed's last, this week's Monday), a past week
 * (the one with the most sold orders before it: the heaviest), the channels, and the channel with
 * the most sold orders (a report of one channel).
 */
function scopeOf(seeded) {
  const weeks = [...seeded.weeks].sort((a, b) => a.week.localeCompare(b.week));
  const current = weeks.at(-1).week;
  const past = weeks
    .filter((w) => w.week < current)
    .reduce((best, w) => (best === null || w.paid > best.paid ? w : best), null);
  const channels = seeded.channels.filter((c) => c.orders > 0);
  const busiest = channels.reduce((best, c) => (best === null || c.paid > best.paid ? c : best));
  return { weeks, current, past: past?.week ?? current, channels, busiest };
}

/** Every variant of an endpoint: a label and its query. */
function variantsOf(endpoint, scope) {
  const withChannels = (channels, variants) =>
    variants.flatMap((v) =>
      (endpoint.channel ? channels : [null]).map((c) => ({
        label: `${v.label}, ${c ? c.slug : 'all channels'}`,
        params: { ...v.params, ...(c ? { channel: String(c.id) } : {}) },
      })),
    );
  const spans = SPANS.map((span) => ({
    label: `${span} weeks`,
    params: { from: addWeeks(scope.current, -(span - 1)), to: scope.current },
  }));
  switch (endpoint.kind) {
    case 'range':
      return withChannels([null, scope.busiest], spans);
    case 'csv':
      return withChannels([null], spans);
    case 'week':
      return withChannels(
        [null, ...scope.channels],
        [
          ...(endpoint.weekRequired ? [] : [{ label: 'default week', params: {} }]),
          { label: `past week ${scope.past}`, params: { week: scope.past } },
        ],
      );
    default:
      return [{ label: 'the page', params: {} }];
  }
}

/** Data rows of a CSV text: its records (newlines outside quotes), less the header. */
function csvRows(text) {
  const counter = csvCounter();
  counter.add(Buffer.from(text));
  return counter.rows();
}

function csvCounter() {
  let records = 0;
  let inQuote = false;
  let last = 10;
  return {
    add(chunk) {
      for (let i = 0; i < chunk.length; i++) {
        const c = chunk[i];
        if (c === 34) inQuote = !inQuote;
        else if (c === 10 && !inQuote) records++;
      }
      if (chunk.length) last = chunk[chunk.length - 1];
    },
    rows: () => Math.max(0, records + (last === 10 ? 0 : 1) - 1),
  };
}

/** An answer's first check (a problem or null) and what it holds, for the tables. */
function checkAnswer(endpoint, answer) {
  if (endpoint.kind === 'csv') {
    if (!/csv/.test(answer.contentType)) return `content-type ${answer.contentType || 'none'}`;
    return null;
  }
  return answer.json === null ? `not JSON: ${answer.text.slice(0, 200)}` : null;
}

function describeAnswer(endpoint, answer) {
  if (!answer || answer.status !== 200) return '';
  if (endpoint.kind === 'csv') return counted(csvRows(answer.text), 'row');
  const json = answer.json ?? {};
  const parts = [];
  if (typeof json.week === 'string') parts.push(json.week);
  if (typeof json.final === 'boolean') parts.push(json.final ? 'final' : 'forecast');
  for (const [key, value] of Object.entries(json)) {
    if (Array.isArray(value)) parts.push(`${fmt(value.length)} ${key.replace(/_/g, ' ')}`);
  }
  return parts.join(', ');
}

// ---------------------------------------------------------------------------------------------
// The CSV export's memory

/** The process's resident memory and its peak since the last reset, in kB (Linux). */
function memoryOf(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (name) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1]);
  return { rssKb: kb('VmRSS'), peakKb: kb('VmHWM') };
}

/** Resets the process's peak resident memory (VmHWM) to its current resident memory. */
function resetPeak(pid) {
  writeFileSync(`/proc/${pid}/clear_refs`, '5');
}

/**
 * A CSV answer read whole as a stream, as a browser saves a download (no compression asked):
 * its status, bytes, data rows, header line, and the time to its first and last byte.
 */
function streamCsv(base, path, cookie) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const request = http.get(`${base}${path}`, { headers: { cookie } }, (response) => {
      const counter = csvCounter();
      let firstByteMs = null;
      let bytes = 0;
      let head = '';
      response.on('data', (chunk) => {
        firstByteMs ??= performance.now() - started;
        bytes += chunk.length;
        if (head.length < 2000) head += chunk.toString('utf8', 0, Math.min(chunk.length, 2000));
        counter.add(chunk);
      });
      response.on('end', () =>
        resolve({
          status: response.statusCode,
          contentType: response.headers['content-type'] ?? '',
          bytes,
          rows: counter.rows(),
          header: head.split('\n')[0].slice(0, 300),
          head: head.slice(0, 300),
          firstByteMs,
          lastByteMs: performance.now() - started,
        }),
      );
      response.on('error', reject);
    });
    request.setTimeout(900_000, () => request.destroy(new Error('timed out after 15 minutes')));
    request.on('error', reject);
  });
}

/**
 * The ranges the export is measured over: for each number of rows asked, the fewest weeks ending
 * with the current one whose sold (paid) orders reach it, by the seed's own count; the whole
 * seeded range when they do not (`reached` false).
 */
function csvRanges(scope, targets) {
  return targets.map((target) => {
    let rows = 0;
    let from = scope.current;
    for (const w of [...scope.weeks].reverse()) {
      if (rows >= target) break;
      rows += w.paid;
      from = w.week;
    }
    const weeks = Math.round((Date.parse(scope.current) - Date.parse(from)) / WEEK_MS) + 1;
    return { target, from, to: scope.current, weeks, expectedRows: rows, reached: rows >= target };
  });
}

/**
 * The streamed export over each range, `repeats` times (the sizes alternating), each from a
 * fresh server process: signed in, the same export over one week first (its code loaded and
 * compiled), two seconds' rest, then its resident memory, the peak reset, the export, the peak.
 */
async function measureCsvMemory(store, endpoint, scope, config) {
  const ranges = csvRanges(scope, config.csvRows[store.kind]);
  const runs = [];
  for (let repeat = 0; repeat < config.csvRepeats; repeat++) {
    for (const range of ranges) {
      await store.restart();
      const path = (from, to) => `${endpoint.path}${queryString({ from, to })}`;
      await streamCsv(store.base, path(range.to, range.to), store.cookie);
      await sleep(2_000);
      const before = memoryOf(store.serverPid);
      resetPeak(store.serverPid);
      const answer = await streamCsv(store.base, path(range.from, range.to), store.cookie);
      const after = memoryOf(store.serverPid);
      const problem =
        answer.status !== 200
          ? `answered ${answer.status}: ${answer.head}`
          : !/csv/.test(answer.contentType)
            ? `content-type ${answer.contentType || 'none'}`
            : answer.rows !== range.expectedRows
              ? `${fmt(answer.rows)} rows, ${fmt(range.expectedRows)} sold orders in the range`
              : null;
      const run = {
        target: range.target,
        repeat,
        ...answer,
        rssBeforeKb: before.rssKb,
        peakKb: after.peakKb,
        rssAfterKb: after.rssKb,
        growthKb: after.peakKb - before.rssKb,
        rowsPerSec: answer.rows / (answer.lastByteMs / 1000),
        problem,
      };
      delete run.head;
      runs.push(run);
      console.log(
        `    ${endpoint.path} ${fmt(range.weeks)} weeks: ${fmt(answer.rows)} rows, ${fmt(answer.bytes / MB / MB, 1)} MB` +
          ` in ${fmt(answer.lastByteMs / 1000, 2)} s (first byte ${fmt(answer.firstByteMs, 0)} ms);` +
          ` memory ${fmt(before.rssKb / MB, 1)} MB before, peak ${fmt(after.peakKb / MB, 1)} MB` +
          ` (+${fmt(run.growthKb / MB, 1)})${problem ? `  PROBLEM ${problem}` : ''}`,
      );
    }
  }
  const sizes = ranges.map((range) => {
    const of = runs.filter((r) => r.target === range.target);
    const med = (key) => median(of.map((r) => r[key]));
    return {
      ...range,
      rows: med('rows'),
      bytes: med('bytes'),
      rssBeforeKb: med('rssBeforeKb'),
      peakKb: med('peakKb'),
      growthKb: med('growthKb'),
      firstByteMs: med('firstByteMs'),
      lastByteMs: med('lastByteMs'),
      rowsPerSec: med('rowsPerSec'),
      clean: of.every((r) => r.problem === null),
    };
  });
  const [small, large] = [sizes[0], sizes.at(-1)];
  const allowedKb = small.growthKb * CSV_RULE.factor + CSV_RULE.marginMb * MB;
  return {
    built: true,
    path: endpoint.path,
    sizes,
    runs,
    allowedKb,
    constant: large.growthKb <= allowedKb,
    pass:
      sizes.length > 1 && sizes.every((s) => s.clean && s.reached) && large.growthKb <= allowedKb,
  };
}

// ---------------------------------------------------------------------------------------------
// Measuring

async function measureDatabase(checkout, kind, config, load) {
  const store = await openAdminStore(checkout, kind, {
    postgresUrl: config.postgresUrl,
    size: config.sizes[kind],
    prefix: 'reports',
  });
  try {
    const scope = scopeOf(store.seeded);
    const floor = await measureFloor(load, store, config);
    const endpoints = reportEndpointsOf(await openApiOf(store));
    const missing = notBuilt(endpoints);
    console.log(
      `  ${store.label}: ${plural(endpoints.length, 'endpoint')}` +
        (missing.length ? `; not built: ${missing.join(', ')}` : ''),
    );
    const results = [];
    for (const endpoint of endpoints) {
      if (endpoint.kind === 'csv' && endpoint.report === STREAMED_CSV) continue;
      const measured = [];
      for (const variant of variantsOf(endpoint, scope)) {
        const { first, ...r } = await measureGet(
          load,
          store,
          `${endpoint.path}${queryString(variant.params)}`,
          config,
          { check: (answer) => checkAnswer(endpoint, answer), targetMs: REPORTS_TARGETS.p99Ms },
        );
        const result = { ...variant, ...r, answer: describeAnswer(endpoint, first) };
        if (first.status !== 200 || r.problem) result.status = first.status;
        measured.push(result);
        console.log(`    ${endpoint.path} ${result.label.padEnd(36)} ${measuredLine(result)}`);
      }
      results.push({
        path: endpoint.path,
        kind: endpoint.kind,
        summary: endpoint.summary,
        built: true,
        variants: measured,
        worst: worstOf(measured),
        pass: measured.length > 0 && measured.every((r) => r.pass),
      });
    }
    for (const path of missing) {
      if (path === csvPath(STREAMED_CSV)) continue;
      results.push({ path, built: false, variants: [], worst: null, pass: false });
    }
    const streamed = endpoints.find((e) => e.kind === 'csv' && e.report === STREAMED_CSV);
    let csv = { built: false, path: csvPath(STREAMED_CSV), pass: false };
    if (streamed) {
      try {
        csv = await measureCsvMemory(store, streamed, scope, config);
      } catch (error) {
        csv = { built: true, path: streamed.path, error: String(error?.message ?? error) };
        console.log(`    ${streamed.path}: PROBLEM ${csv.error}`);
      }
    }
    return {
      database: kind,
      size: config.sizes[kind],
      seedSeconds: store.seedSeconds,
      seeded: {
        timings: store.seeded.timings,
        counts: store.seeded.counts,
        statuses: store.seeded.statuses,
        channels: store.seeded.channels,
      },
      scope: {
        current: scope.current,
        past: scope.past,
        busiest: scope.busiest.slug,
        weeks: scope.weeks.length,
      },
      floor,
      endpoints: results.sort((a, b) => a.path.localeCompare(b.path)),
      csv,
      pass: results.length > 0 && results.every((e) => e.pass) && Boolean(csv.pass),
    };
  } finally {
    await store.close();
  }
}

/**
 * Measures the dashboard, the reports and the CSV export on PostgreSQL (when
 * `config.postgresUrl` names a server) and on PGlite, one database after the other.
 */
export async function measureAdminReports(checkout, config) {
  const databases = await measureEachDatabase(checkout, config, measureDatabase);
  const postgres = databases.find((d) => d.database === 'postgres');
  return {
    config: {
      requests: config.requests,
      warmupRequests: config.warmupRequests,
      connections: config.connections,
      sizes: config.sizes,
      csvRows: config.csvRows,
      csvRepeats: config.csvRepeats,
    },
    postgresMeasured: Boolean(postgres),
    databases,
    // PGlite's figures are reported, not a target.
    pass: Boolean(postgres?.pass),
  };
}

// ---------------------------------------------------------------------------------------------
// Report

const mb = (kb) => fmt(kb / MB, 1);
/** "1 row", "10,083 rows". */
function counted(n, word) {
  return `${fmt(n)} ${word}${n === 1 ? '' : 's'}`;
}
const ratio = (n, floor) => (floor > 0 ? `${fmt(n / floor, 1)}×` : '—');
const sizeOf = (d) =>
  `${fmt(d.seeded.counts.customers)} customers, ${fmt(d.seeded.counts.orders)} orders over ${d.size.weeks ?? 12} weeks`;

/** The constant-memory verdict's figure: each size's growth and the rule's allowance. */
function csvFigure(csv) {
  if (!csv.built) return 'not built (not in the server’s API)';
  if (csv.error) return `not measured: ${csv.error.replace(/\s+/g, ' ').slice(0, 200)}`;
  const [small, large] = [csv.sizes[0], csv.sizes.at(-1)];
  const sizes = csv.sizes
    .map((s) => `${fmt(s.rows)} rows +${mb(s.growthKb)} MB (peak ${mb(s.peakKb)} MB)`)
    .join('; ');
  const notes = [
    ...csv.sizes
      .filter((s) => !s.reached)
      .map((s) => `the store holds only ${fmt(s.expectedRows)} sold orders, not ${fmt(s.target)}`),
    ...csv.sizes.filter((s) => !s.clean).map((s) => `the ${fmt(s.target)}-row export failed`),
  ];
  return (
    `${sizes}; allowed for ${fmt(large.rows)}: ${CSV_RULE.factor} × ${mb(small.growthKb)} + ${CSV_RULE.marginMb} = ${mb(csv.allowedKb)} MB` +
    (notes.length ? ` (${notes.join('; ')})` : '')
  );
}

/** The issue 14 section of docs/benchmarks.md. */
export function renderAdminReportsSection(report) {
  const r = report.adminReports;
  const c = r.config;
  const m = report.machine;
  const postgres = r.databases.find((d) => d.database === 'postgres');
  const lines = adminSectionHead(report, {
    title: '## Issue 14 — admin, part 2',
    part: r,
    whenBusy: 'latencies and export times are inflated; the floor’s ratios and the memory hold.',
    postgres,
    targets: 'the targets are',
  });
  if (postgres) {
    for (const e of postgres.endpoints) {
      const w = e.worst;
      const each =
        e.variants.length === 1 ? '' : ` for each of its ${fmt(e.variants.length)} variants`;
      lines.push(
        `| \`GET ${e.path}\`: p99 ≤ ${REPORTS_TARGETS.p99Ms} ms${e.built ? each : ''} | ` +
          (!e.built
            ? 'not built (not in the server’s API)'
            : w?.p99Ms !== undefined
              ? `worst p99 ${ms(w.p99Ms)} ms (${w.label}; ${ratio(w.p99Ms, postgres.floor.p99Ms)} the floor’s)`
              : `${w?.label ?? 'no variant'}: ${w?.problem ?? ''}`) +
          ` | ${verdict(e.pass)} |`,
      );
    }
    lines.push(
      `| A CSV export of ${fmt(c.csvRows.postgres.at(-1))} rows streams with constant memory: the server’s peak growth ≤ ${CSV_RULE.factor} × the ${fmt(c.csvRows.postgres[0])}-row export’s + ${CSV_RULE.marginMb} MB | ` +
        `${csvFigure(postgres.csv)} | ${verdict(postgres.csv.pass)} |`,
    );
    if (postgres.csv.sizes) {
      const large = postgres.csv.sizes.at(-1);
      lines.push(
        `| The export of ${fmt(large.rows)} rows: time to the last byte | ${fmt(large.lastByteMs / 1000, 2)} s, ${fmt(large.rowsPerSec)} rows/s (first byte after ${fmt(large.firstByteMs)} ms) | reported |`,
      );
    }
  }
  lines.push('');
  lines.push(
    'Run: `npm run bench -- --only issue-14 --database-url postgres://…` (a role that may create databases;' +
      ' without one, PGlite only and the targets are not met). Options: `--reports-size 20000,115000,52` and' +
      ' `--reports-pglite-size 4000,23000,52` (customers, orders and the weeks they span),' +
      ' `--reports-requests 200` and `--reports-pglite-requests 40` (per variant), `--reports-connections 4`,' +
      ' `--reports-databases postgres,pglite`, `--csv-rows 10000,100000` and `--csv-pglite-rows 2000,20000`' +
      ' (the rows of the two exports), `--csv-repeats 3`, `--current <git ref>` (measure a commit instead of' +
      ' the working tree).',
    '',
  );
  lines.push(
    'Method: for each database, a fresh store seeded as issue 13’s (`bench/admin-lists-seed.ts`: the demo store,' +
      ' then customers, subscriptions, orders with their lines, payments, codes, gift cards and refunds, written' +
      ' set-wise in SQL, every week’s cycle marked done, `VACUUM (ANALYZE)`), but with its orders over' +
      ` ${fmt(c.sizes.postgres.weeks ?? 12)} weeks up to the current one (each customer’s in weeks of their own)` +
      ` and ${fmt(c.sizes.postgres.orders)} of them on PostgreSQL (${fmt(c.sizes.pglite.orders)} on PGlite), so that` +
      ' the paid ones, what the reports count as sold, reach the larger export’s rows in one range. Then the server' +
      ' (`apps/server/src/server.ts`, `NODE_ENV=production`, the store processes’ heap budget, `LOG_LEVEL=warn`)' +
      ' starts on it and the demo admin signs in. The endpoints are the GETs of the dashboard, the reports, the' +
      ' weekly operations and the live operations page under `/api/admin` in the server’s own OpenAPI document' +
      ' (`/api/docs/json`); those the issue names that are missing are reported as not built. The paged list of' +
      ' a week’s subscribers (`/api/admin/subscription-weeks`) is an admin list: issue 13’s bench measures it with' +
      ' the others. Variants: a report of a range of weeks over the 12 and the 52 weeks ending with the current' +
      ` week, of every channel and of the busiest one (the sold orders’ channel${postgres ? `, ${postgres.scope.busiest}` : ''});` +
      ' a report of a week (the dashboard, the kitchen’s) for its default week (the current ordering week:' +
      ' the kitchen’s forecast) and for a past week (the one with the most sold orders: final), of every channel' +
      ' and of each; the CSV exports of the reports over 12 and 52 weeks; the live operations page. Each variant' +
      ` is checked first (200, JSON or \`text/csv\`), then ${c.warmupRequests} warm-up requests, then` +
      ` ${fmt(c.requests.postgres)} requests (${fmt(c.requests.pglite)} on PGlite, a smaller store: its single` +
      ` connection makes each request wait for the others) over ${c.connections} keep-alive connections` +
      ' (undici in a child process): p50 (the median), p99 and the maximum. The floor,' +
      ' `GET /api/health` measured the same way first, is what any request costs in these conditions: each' +
      ' variant’s p50 and p99 are also given as multiples of the floor’s. CPU time per request: the server' +
      ' process’s and its PostgreSQL backends’ (from /proc; parallel query workers not counted; on PGlite the' +
      ' database works inside the server). The CSV export of the sold orders: the fewest weeks ending with the' +
      ' current one that hold the rows asked for (by the seed’s count of paid orders), read whole as a stream' +
      ' (no compression asked, rows counted as they come and checked against that count), each export from a' +
      ' fresh server process that first made the same export over one week and then rested two seconds; its' +
      ' resident memory just before (VmRSS), then its peak reset (`/proc/<pid>/clear_refs`) and read after the' +
      ` last byte (VmHWM); ${plural(c.csvRepeats, 'export')} of each size, alternating, medians. The rule: the larger` +
      ` export’s growth (peak − resident before) at most ${CSV_RULE.factor} × the smaller’s + ${CSV_RULE.marginMb} MB,` +
      ' what a longer stream of short-lived objects can make V8 grow (its young generation, the next collection’s' +
      ' threshold) while a server that held the rows would grow by hundreds of MB. The load generator, the server' +
      ` and the PostgreSQL server share the ${m.cpus}-CPU machine.`,
    '',
  );
  for (const d of r.databases) {
    lines.push(
      databaseHeading(d, sizeOf(d)),
      '',
      `Seeded in ${fmt(d.seedSeconds, 1)} s: ${seededCounts(d.seeded.counts)}; paid orders ${fmt(d.seeded.statuses.find((s) => s.status === 'paid')?.count)}` +
        ` (${d.seeded.channels.map((ch) => `${ch.slug} ${fmt(ch.paid)}`).join(', ')}). The current week` +
        ` ${d.scope.current}, the past week ${d.scope.past}. Measured in ${fmt(d.elapsedSeconds)} s.`,
      '',
    );
    const cpu = (v) =>
      v.serverCpuMs === undefined ? '—' : `${ms(v.serverCpuMs)} + ${ms(v.databaseCpuMs)}`;
    const f = d.floor;
    lines.push(
      '| Endpoint | Variant | Answer | p50 (ms) | p99 (ms) | max (ms) | p50 ÷ floor | p99 ÷ floor | CPU per request, server + database (ms) | Result |',
      '| --- | --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
      `| The floor: \`GET /api/health\` (one trivial query), same load | — | — | ${ms(f.p50Ms)} | ${ms(f.p99Ms)} | ${ms(f.maxMs)} | 1 | 1 | ${cpu(f)} | reported |`,
    );
    for (const e of d.endpoints) {
      if (!e.built) {
        lines.push(
          `| \`${e.path}\` | not built (not in the server’s API) | | — | — | — | — | — | — | ${d.database === 'pglite' ? '—' : '**FAIL**'} |`,
        );
        continue;
      }
      for (const v of e.variants) {
        lines.push(
          v.p99Ms === undefined
            ? `| \`${e.path}\` | ${v.label} | ${v.problem} | — | — | — | — | — | — | ${d.database === 'pglite' ? 'problem' : '**FAIL**'} |`
            : `| \`${e.path}\` | ${v.label} | ${v.answer} | ${ms(v.p50Ms)} | ${ms(v.p99Ms)} | ${ms(v.maxMs)} | ${ratio(v.p50Ms, f.p50Ms)} | ${ratio(v.p99Ms, f.p99Ms)} | ${cpu(v)} | ${v.problem ? `**FAIL** (${v.problem})` : resultOf(d.database, v.pass)} |`,
        );
      }
    }
    lines.push('');
    const csv = d.csv;
    lines.push(`The CSV export of the sold orders (\`${csv.path}\`):`, '');
    if (!csv.built || csv.error) {
      lines.push(csvFigure(csv), '');
      continue;
    }
    lines.push(
      '| Range | Export | Rows | MB | Resident before (MB) | Peak (MB) | Growth (MB) | First byte (ms) | Last byte (s) | Rows/s |',
      '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    );
    for (const s of csv.sizes) {
      const range = `${s.from} to ${s.to} (${plural(s.weeks, 'week')})`;
      for (const run of csv.runs.filter((x) => x.target === s.target)) {
        lines.push(
          `| ${range} | ${run.repeat + 1}${run.problem ? ` **FAIL** (${run.problem})` : ''} | ${fmt(run.rows)} | ${fmt(run.bytes / MB / MB, 1)} | ${mb(run.rssBeforeKb)} | ${mb(run.peakKb)} | ${mb(run.growthKb)} | ${fmt(run.firstByteMs)} | ${fmt(run.lastByteMs / 1000, 2)} | ${fmt(run.rowsPerSec)} |`,
        );
      }
      lines.push(
        `| ${range} | **median** | ${fmt(s.rows)} | ${fmt(s.bytes / MB / MB, 1)} | ${mb(s.rssBeforeKb)} | ${mb(s.peakKb)} | **${mb(s.growthKb)}** | ${fmt(s.firstByteMs)} | ${fmt(s.lastByteMs / 1000, 2)} | ${fmt(s.rowsPerSec)} |`,
      );
    }
    lines.push(
      '',
      `Constant memory: ${csvFigure(csv)} — ${d.database === 'pglite' ? (csv.constant ? 'within' : 'over') : verdict(csv.pass)}.`,
      '',
    );
  }
  return lines.join('\n');
}

/** The console table of issue 14. */
export function printAdminReportsSummary(reports) {
  const rows = [['Report', 'worst variant', 'p50 ms', 'p99 ms', 'max ms', 'result']];
  for (const d of reports.databases) {
    rows.push([`${d.database}: the floor`, '', ms(d.floor.p50Ms), ms(d.floor.p99Ms), '', '']);
    for (const e of d.endpoints) {
      const w = e.worst;
      rows.push([
        `${d.database}: ${e.path}`,
        e.built ? (w?.label ?? '') : 'not built',
        w?.p50Ms === undefined ? '' : ms(w.p50Ms),
        w?.p99Ms === undefined ? '' : ms(w.p99Ms),
        w?.maxMs === undefined ? '' : ms(w.maxMs),
        d.database === 'pglite' ? (e.pass ? 'within' : 'over') : e.pass ? 'pass' : 'FAIL',
      ]);
    }
    for (const s of d.csv.sizes ?? []) {
      rows.push([
        `${d.database}: CSV ${fmt(s.rows)} rows`,
        `+${mb(s.growthKb)} MB (peak ${mb(s.peakKb)})`,
        '',
        `${fmt(s.lastByteMs / 1000, 2)} s`,
        '',
        '',
      ]);
    }
    rows.push([
      `${d.database}: CSV constant memory`,
      d.csv.built ? (d.csv.error ? 'error' : `allowed +${mb(d.csv.allowedKb)} MB`) : 'not built',
      '',
      '',
      '',
      d.database === 'pglite' ? (d.csv.constant ? 'within' : 'over') : d.csv.pass ? 'pass' : 'FAIL',
    ]);
  }
  printTable(rows);
}
