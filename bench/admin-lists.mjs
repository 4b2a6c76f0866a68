// Issue 13 (admin, part 1) in `npm run bench` (`--only issue-13`):
//   1. Every admin list's API with 100,000 orders and 20,000 customers on PostgreSQL: p99 ≤ 100 ms
//      for every variant of every list (its default page, each sortable field in both orders,
//      each filter value, a search, the last page). The lists are found in the server's OpenAPI
//      document (GET operations under /api/admin whose query has `page`), so a list added later is
//      measured without a change here. The same on PGlite: figures only.
//   2. The storefront's JavaScript unchanged by the admin code: every storefront page's scripts
//      (scripts/check-bundle-size.mjs) in the current build against a build of the commit before
//      any admin code, in the same run; no admin module among them. The admin pages' own
//      JavaScript is reported from the build's manifest.
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { gzipSync } from 'node:zlib';
import { STORE_NODE_OPTIONS } from '../scripts/store-process.mjs';
import {
  createLoadGenerator,
  DATABASE_LABELS,
  DATABASE_NAMES,
  fmt,
  freePort,
  openBenchDatabase,
  plural,
  printTable,
  runSummaryLines,
  serverEnv,
  signIn,
  startProcess,
  stopTree,
  tempDir,
  verdict,
  waitForHealth,
} from './lib.mjs';

export const ADMIN_TARGETS = { listP99Ms: 100 };
/** The commit before any admin code: the storefront's JavaScript is compared with its build. */
export const ADMIN_BASELINE_REF = 'e5d8aca';
const SEED_FILE = 'admin-lists-seed.ts';
/** Query parameters every list has (contracts' gridQuery); the others are the list's filters. */
const GRID_PARAMS = new Set(['page', 'page_size', 'sort', 'order', 'q']);
const LARGEST_PAGE = 100;
/** What marks an admin module in a chunk's source map. */
const ADMIN_SOURCES = [
  { label: 'MUI X data grid', test: (s) => s.includes('@mui/x-data-grid') },
  { label: 'dnd-kit', test: (s) => s.includes('@dnd-kit') },
  { label: 'features/admin*', test: (s) => /src\/features\/admin/.test(s) },
  { label: 'app/routes/admin', test: (s) => s.includes('src/app/routes/admin/') },
];

// ---------------------------------------------------------------------------------------------
// The store: seeded, served, signed in

/** Puts the seed script into the measured checkout (a commit's copy may not have it). */
function copySeed(checkout) {
  mkdirSync(join(checkout, 'bench'), { recursive: true });
  copyFileSync(join(import.meta.dirname, SEED_FILE), join(checkout, 'bench', SEED_FILE));
}

/** Seeds `size` (customers, orders, and the weeks they span, twelve unless named) into `database`. */
async function seedStore(checkout, database, size) {
  const handle = startProcess(
    process.execPath,
    [
      ...STORE_NODE_OPTIONS,
      '--import',
      'tsx',
      `bench/${SEED_FILE}`,
      String(size.customers),
      String(size.orders),
      ...(size.weeks ? [String(size.weeks)] : []),
    ],
    { cwd: checkout, env: serverEnv(8080, database.dataDir, database.url) },
  );
  try {
    const { code, signal } = await handle.exited;
    const line = handle
      .output()
      .split('\n')
      .find((l) => l.startsWith('BENCH_RESULT '));
    if (code !== 0 || !line) {
      throw new Error(
        `bench/${SEED_FILE} ended with ${code ?? signal}:\n${handle.output().slice(-4000)}`,
      );
    }
    return JSON.parse(line.slice('BENCH_RESULT '.length));
  } finally {
    await stopTree(handle);
  }
}

/** The server on `database`, healthy, and the demo admin's session cookie. */
async function startServer(checkout, database) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = startProcess(
    process.execPath,
    [...STORE_NODE_OPTIONS, '--import', 'tsx', 'apps/server/src/server.ts'],
    { cwd: checkout, env: serverEnv(port, database.dataDir, database.url) },
  );
  try {
    await waitForHealth(base, server, 180_000);
    return { server, base, cookie: await signIn(base) };
  } catch (error) {
    await stopTree(server);
    throw error;
  }
}

/**
 * A seeded store served and signed in, for one database kind: a fresh database (a throwaway one
 * on the PostgreSQL server at `postgresUrl` for `postgres`), the demo store and `size`'s volume,
 * then the server (production mode, the store processes' heap budget) and the demo admin's
 * session. `restart()` starts a fresh server process on the same data; `close()` stops the
 * server and drops the database.
 */
export async function openAdminStore(checkout, kind, { postgresUrl, size, prefix = 'admin' }) {
  const label = DATABASE_LABELS[kind];
  const database = await openBenchDatabase(kind === 'postgres' ? postgresUrl : '', prefix);
  let running = null;
  try {
    console.log(
      `  ${label}: seeding the demo store, ${fmt(size.customers)} customers and ${fmt(size.orders)} orders` +
        `${size.weeks ? ` over ${size.weeks} weeks` : ''}…`,
    );
    const seedStarted = performance.now();
    const seeded = await seedStore(checkout, database, size);
    const seedSeconds = (performance.now() - seedStarted) / 1000;
    console.log(
      `  ${label}: seeded in ${fmt(seedSeconds, 1)} s (the volume ${fmt(seeded.volumeMs / 1000, 1)} s)`,
    );
    running = await startServer(checkout, database);
    const store = {
      kind,
      label,
      seeded,
      seedSeconds,
      databaseName: database.url ? new URL(database.url).pathname.slice(1) : '',
      base: running.base,
      cookie: running.cookie,
      serverPid: running.server.child.pid,
      async restart() {
        await stopTree(running.server);
        running = null;
        running = await startServer(checkout, database);
        Object.assign(store, {
          base: running.base,
          cookie: running.cookie,
          serverPid: running.server.child.pid,
        });
      },
      async close() {
        if (running) await stopTree(running.server);
        await database.drop();
      },
    };
    return store;
  } catch (error) {
    if (running) await stopTree(running.server);
    await database.drop();
    throw error;
  }
}

/** A GET's answer with its text parsed as JSON when it is JSON. */
export async function getJson(base, path, cookie) {
  const started = performance.now();
  const response = await fetch(`${base}${path}`, {
    headers: { cookie, accept: 'application/json' },
  });
  const text = await response.text();
  let json = null;
  try {
    json = JSON.parse(text);
  } catch {
    // reported with the text
  }
  return {
    status: response.status,
    contentType: response.headers.get('content-type') ?? '',
    text,
    json,
    ms: performance.now() - started,
  };
}

/** The server's OpenAPI document (what it serves now: each endpoint is measured once it exists). */
export async function openApiOf(store) {
  const docs = await getJson(store.base, '/api/docs/json', store.cookie);
  if (docs.status !== 200 || !docs.json?.paths) {
    throw new Error(`GET /api/docs/json answered ${docs.status}: ${docs.text.slice(0, 200)}`);
  }
  return docs.json;
}

// ---------------------------------------------------------------------------------------------
// The lists, from the OpenAPI document

/** The values a parameter's schema allows, when it names them (an enum, a boolean). */
function enumValues(schema) {
  if (!schema) return null;
  if (Array.isArray(schema.enum)) return schema.enum.map(String);
  if (schema.const !== undefined) return [String(schema.const)];
  if (schema.type === 'boolean') return ['true', 'false'];
  for (const key of ['anyOf', 'oneOf']) {
    if (Array.isArray(schema[key])) {
      const values = schema[key].flatMap((s) => enumValues(s) ?? []);
      if (values.length) return [...new Set(values)];
    }
  }
  return null;
}

/** Every GET under /api/admin whose query has `page`: its path, sortable fields and filters. */
export function adminListsOf(document) {
  const lists = [];
  for (const [path, operations] of Object.entries(document.paths ?? {})) {
    const get = operations.get;
    if (!path.startsWith('/api/admin') || !get) continue;
    const query = (get.parameters ?? []).filter((p) => p.in === 'query');
    if (!query.some((p) => p.name === 'page')) continue;
    const sort = query.find((p) => p.name === 'sort');
    lists.push({
      path,
      summary: get.summary ?? '',
      pathParams: (get.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name),
      sortable: enumValues(sort?.schema) ?? [],
      searchable: query.some((p) => p.name === 'q'),
      filters: query
        .filter((p) => !GRID_PARAMS.has(p.name))
        .map((p) => ({
          name: p.name,
          values: enumValues(p.schema),
          schema: p.schema ?? {},
          required: Boolean(p.required),
        })),
    });
  }
  return lists.sort((a, b) => a.path.localeCompare(b.path));
}

export const queryString = (params) => {
  const search = new URLSearchParams(params).toString();
  return search ? `?${search}` : '';
};

/** Whether a text fits a parameter's schema (its type, pattern, format or named values). */
function fits(schema, text) {
  if (!schema || typeof schema !== 'object') return true;
  for (const key of ['anyOf', 'oneOf']) {
    if (Array.isArray(schema[key])) return schema[key].some((branch) => fits(branch, text));
  }
  if (Array.isArray(schema.enum)) return schema.enum.map(String).includes(text);
  if (schema.const !== undefined) return String(schema.const) === text;
  if (schema.type === 'integer' && !/^-?\d+$/.test(text)) return false;
  if (schema.type === 'number' && !/^-?\d+(\.\d+)?$/.test(text)) return false;
  if (schema.type === 'boolean' && !['true', 'false'].includes(text)) return false;
  if (schema.format === 'date' && !/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  if (schema.pattern && !new RegExp(schema.pattern).test(text)) return false;
  if (schema.maxLength !== undefined && text.length > schema.maxLength) return false;
  return true;
}

/** Whether a schema also takes values it does not name (a union of named values and text). */
function isOpen(schema) {
  for (const key of ['anyOf', 'oneOf']) {
    if (Array.isArray(schema?.[key])) return schema[key].some((branch) => !enumValues(branch));
  }
  return false;
}

/**
 * What a row shows for a filter named `name`: its field of that name (or that field's id, when it
 * is a record), `<name>_id`, the record `<name without _id>`'s id, the first element of a list
 * field whose name holds it (`attribute_tags` for `tag`).
 */
function rowValues(row, name) {
  if (!row || typeof row !== 'object') return [];
  const values = [];
  const add = (v) => {
    if (v !== undefined && v !== null && typeof v !== 'object') values.push(String(v));
  };
  const direct = row[name];
  if (direct && typeof direct === 'object' && !Array.isArray(direct)) add(direct.id);
  else add(direct);
  add(row[`${name}_id`]);
  const stem = name.replace(/_id$/, '');
  if (stem !== name && row[stem] && typeof row[stem] === 'object') add(row[stem].id);
  for (const [key, value] of Object.entries(row)) {
    if (Array.isArray(value) && key.includes(stem) && value.length) add(value[0]);
  }
  return values;
}

/**
 * A value for a filter without named values, from the seeded data: a middle week for a week, a
 * week a quarter in or out for a date range's ends; else what the list's own rows show (the
 * filter filters on what it shows), then what the seed reported (ids) by the filter's name; the
 * first that fits the parameter's schema.
 */
function filterValues(filter, rows, seeded) {
  const { name, schema } = filter;
  const weeks = seeded.weeks.map((w) => w.week);
  const candidates = [];
  if (/week/.test(name)) candidates.push(weeks[Math.floor(weeks.length / 2)]);
  else if (/(^|_)(to|until|before|end)$/.test(name))
    candidates.push(weeks[Math.floor(weeks.length * 0.75)]);
  else if (/(^|_)(from|since|after|start)$/.test(name))
    candidates.push(weeks[Math.floor(weeks.length / 4)]);
  for (const row of rows) candidates.push(...rowValues(row, name));
  const samples = seeded.samples ?? {};
  candidates.push(samples[`${name}_id`], samples[name.replace(/_id$/, '')], samples[name]);
  const value = candidates.find((v) => v !== undefined && v !== null && fits(schema, String(v)));
  return value === undefined ? [] : [String(value)];
}

/** Words of the rows' text fields a search may use, the likeliest first, then months of dates. */
function searchCandidates(rows) {
  const words = [];
  // A record the row shows (its customer, its channel) is searched for by its text too.
  const fields = (row) =>
    Object.entries(row ?? {}).flatMap(([key, value]) =>
      value && typeof value === 'object' && !Array.isArray(value)
        ? Object.entries(value).map(([inner, v]) => [`${key}_${inner}`, v])
        : [[key, value]],
    );
  for (const row of rows) {
    for (const [key, value] of fields(row)) {
      if (typeof value !== 'string' || /(^|_)(at|date|week|status|kind)$/.test(key)) continue;
      if (/^\d{4}-\d{2}-\d{2}/.test(value)) continue;
      for (const word of value.split(/[^A-Za-z0-9]+/)) {
        if (word.length >= 4 && !/^\d+$/.test(word) && !words.includes(word)) words.push(word);
      }
    }
  }
  // A list of weeks is searched by a month of them.
  const months = rows
    .flatMap((row) => fields(row).map(([, value]) => value))
    .filter((value) => typeof value === 'string' && /^\d{4}-\d{2}-\d{2}/.test(value))
    .map((value) => value.slice(0, 7));
  return [...words.slice(0, 12), ...[...new Set(months)].slice(0, 2)];
}

/**
 * The search term to measure: of the words tried, the one matching the most rows but at most half
 * of the list (a name many customers share), else the one matching the fewest.
 */
async function chooseSearch(base, path, cookie, rows, total, required) {
  const found = [];
  for (const term of searchCandidates(rows)) {
    const answer = await getJson(base, `${path}${queryString({ ...required, q: term })}`, cookie);
    const count = answer.json?.total;
    if (answer.status === 200 && Number.isInteger(count) && count > 0)
      found.push({ term, total: count });
  }
  const half = found.filter((f) => f.total <= total / 2).sort((a, b) => b.total - a.total);
  return half[0] ?? found.sort((a, b) => a.total - b.total)[0] ?? null;
}

/**
 * Every variant of a list to measure: a label and its query. A filter the list requires (the
 * week of a week's list) has one value from the seeded data, sent with every variant (`required`).
 */
async function variantsOf(base, list, cookie, seeded) {
  const required = {};
  for (const filter of list.filters.filter((f) => f.required)) {
    const [value] = filter.values ?? filterValues(filter, [], seeded);
    if (value === undefined) {
      return { variants: [], required, problem: `no value for its required ${filter.name}` };
    }
    required[filter.name] = value;
  }
  const first = await getJson(
    base,
    `${list.url}${queryString({ ...required, page_size: LARGEST_PAGE })}`,
    cookie,
  );
  if (first.status !== 200 || !Array.isArray(first.json?.rows)) {
    return {
      variants: [],
      required,
      problem: `GET ${list.url} answered ${first.status}: ${first.text.slice(0, 200)}`,
    };
  }
  const { rows, total } = first.json;
  const variants = [{ label: 'default page', params: {} }];
  variants.push({ label: `page of ${LARGEST_PAGE}`, params: { page_size: LARGEST_PAGE } });
  for (const field of list.sortable) {
    for (const order of ['asc', 'desc']) {
      variants.push({ label: `sort ${field} ${order}`, params: { sort: field, order } });
    }
  }
  const skipped = [];
  for (const filter of list.filters) {
    if (filter.required && !filter.values) continue;
    const values = filter.values
      ? [...filter.values, ...(isOpen(filter.schema) ? filterValues(filter, rows, seeded) : [])]
      : filterValues(filter, rows, seeded);
    if (!values.length) skipped.push(filter.name);
    for (const value of values) {
      variants.push({ label: `${filter.name}=${value}`, params: { [filter.name]: value } });
    }
  }
  let search = null;
  if (list.searchable) {
    search = await chooseSearch(base, list.url, cookie, rows, total, required);
    if (search) {
      variants.push({
        label: `search "${search.term}" (${fmt(search.total)} rows)`,
        params: { q: search.term },
      });
    } else skipped.push('q');
  }
  const pageSize = 25;
  const lastPage = Math.max(0, Math.ceil(total / pageSize) - 1);
  variants.push({ label: `last page (${lastPage})`, params: { page: lastPage } });
  const sortedLast = list.sortable.at(-1);
  if (sortedLast) {
    variants.push({
      label: `last page (${lastPage}), sort ${sortedLast} desc`,
      params: { page: lastPage, sort: sortedLast, order: 'desc' },
    });
  }
  for (const variant of variants) variant.params = { ...required, ...variant.params };
  return { variants, required, total, search, skipped };
}

/**
 * A list under a record (`/api/admin/discounts/{id}/orders`) with its path's ids filled in: the
 * seed's sample of that record (`discount_id`), else the first row of the records' own list.
 */
async function fillPath(base, list, cookie, seeded) {
  let url = list.path;
  for (const name of list.pathParams) {
    const at = url.indexOf(`{${name}}`);
    const parent = url.slice(0, at).replace(/\/$/, '');
    const record = parent.split('/').at(-1).replace(/-/g, '_').replace(/s$/, '');
    let value = seeded.samples?.[`${record}_id`] ?? seeded.samples?.[name];
    if (value === undefined || value === null) {
      const rows = (await getJson(base, parent, cookie)).json?.rows;
      value = Array.isArray(rows) ? rows[0]?.id : undefined;
    }
    if (value === undefined || value === null) return null;
    url = url.replace(`{${name}}`, encodeURIComponent(String(value)));
  }
  return url;
}

// ---------------------------------------------------------------------------------------------
// Measuring

/** CPU time (user + system, ms) a process has used so far; 0 once it is gone. */
function cpuMsOf(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // utime and stime, in clock ticks of 10 ms (USER_HZ is 100 on Linux).
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return 0;
  }
}

/** Per process: the CPU time of the PostgreSQL backends connected to database `name`. */
function backendsCpu(name) {
  const found = new Map();
  if (!name) return found;
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      if (readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(` ${name} `))
        found.set(pid, cpuMsOf(pid));
    } catch {
      // gone meanwhile
    }
  }
  return found;
}

/**
 * What the load costs in CPU, whatever else the machine runs: the server process's CPU time and
 * its database backends' (PostgreSQL; PGlite works inside the server process) over a run. A
 * backend's time counts from the first sample, or from its start when it began since; parallel
 * query workers are not counted (they come and go between samples).
 */
function cpuMeter(serverPid, databaseName) {
  const server = cpuMsOf(serverPid);
  const backends = backendsCpu(databaseName);
  return () => {
    let database = 0;
    for (const [pid, ms] of backendsCpu(databaseName)) database += ms - (backends.get(pid) ?? 0);
    return { serverMs: cpuMsOf(serverPid) - server, databaseMs: database };
  };
}

/**
 * The load on one GET of `store`: its first answer checked (200, then `check(answer)`, which
 * names a problem or null), `config.warmupRequests` warm-up requests, then `config.requests[kind]`
 * over `config.connections` keep-alive connections: p50, p99, max, and the CPU time per request
 * in the server and in its PostgreSQL backends. `pass` when every answer was 200 and the p99 is
 * within `targetMs` (when one is given). `first` is the checked answer.
 */
export async function measureGet(load, store, path, config, { check = () => null, targetMs } = {}) {
  const first = await getJson(store.base, path, store.cookie);
  const problem =
    first.status === 200 ? check(first) : `answered ${first.status}: ${first.text.slice(0, 200)}`;
  if (problem) return { path, first, problem, pass: false };
  const request = {
    method: 'GET',
    path,
    headers: { cookie: store.cookie, accept: 'application/json' },
  };
  const job = (count) => ({
    url: store.base,
    queue: Array.from({ length: count }, () => request),
    connections: config.connections,
    expect: { status: 200 },
  });
  await load.run(job(config.warmupRequests));
  const meter = cpuMeter(store.serverPid, store.databaseName);
  const result = await load.run(job(config.requests[store.kind]));
  const cpu = meter();
  const clean = result.non2xx === 0 && result.errors === 0;
  return {
    path,
    first,
    requests: result.requests,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    maxMs: result.latency.max,
    reqPerSec: result.reqPerSec,
    serverCpuMs: cpu.serverMs / result.requests,
    databaseCpuMs: cpu.databaseMs / result.requests,
    problem: clean ? null : (result.problems?.[0] ?? 'errors'),
    pass: clean && (targetMs === undefined || result.latency.p99 <= targetMs),
  };
}

/**
 * The floor: the same load on `GET /api/health` (one trivial query), in the same conditions,
 * measured before the endpoints: what any request costs on this machine at this moment.
 */
export async function measureFloor(load, store, config) {
  const floor = await measureGet(load, store, '/api/health', config);
  delete floor.first;
  console.log(
    `  ${store.label}: the floor, GET /api/health: p50 ${fmt(floor.p50Ms, 1)}  p99 ${fmt(floor.p99Ms, 1)} ms` +
      `  CPU/req ${fmt(floor.serverCpuMs, 1)} + ${fmt(floor.databaseCpuMs, 1)} ms`,
  );
  return { label: 'GET /api/health (the floor)', params: {}, ...floor };
}

/** A measurement's console line: its latencies and CPU, or its problem. */
export function measuredLine(r) {
  return r.problem && r.p99Ms === undefined
    ? `PROBLEM ${r.problem}`
    : `p50 ${fmt(r.p50Ms, 1).padStart(6)}  p99 ${fmt(r.p99Ms, 1).padStart(6)}  max ${fmt(r.maxMs, 1).padStart(6)} ms` +
        `  CPU/req ${fmt(r.serverCpuMs, 1)} + ${fmt(r.databaseCpuMs, 1)} ms` +
        (r.pass ? '' : '  OVER') +
        (r.problem ? `  ${r.problem}` : '');
}

/** The variant whose p99 is the highest (one without figures counts as the worst). */
export const worstOf = (measured) =>
  measured.reduce((w, r) => (w === null || !(r.p99Ms <= w.p99Ms) ? r : w), null);

async function measureVariant(load, store, list, variant, config) {
  const { first, ...r } = await measureGet(
    load,
    store,
    `${list.url}${queryString(variant.params)}`,
    config,
    {
      check: (answer) =>
        Array.isArray(answer.json?.rows) ? null : `no rows: ${answer.text.slice(0, 200)}`,
      targetMs: ADMIN_TARGETS.listP99Ms,
    },
  );
  return { ...variant, ...r, rows: first.json?.rows?.length, total: first.json?.total };
}

async function measureDatabase(checkout, kind, config, load) {
  const store = await openAdminStore(checkout, kind, {
    postgresUrl: config.postgresUrl,
    size: config.sizes[kind],
  });
  const { base, cookie, seeded, label } = store;
  try {
    const floor = await measureFloor(load, store, config);
    const lists = adminListsOf(await openApiOf(store));
    console.log(
      `  ${label}: ${plural(lists.length, 'admin list')}: ${lists.map((l) => l.path).join(', ') || 'none'}`,
    );
    const results = [];
    for (const list of lists) {
      list.url = await fillPath(base, list, cookie, seeded);
      if (list.url === null) {
        results.push({
          path: list.path,
          summary: list.summary,
          variants: [],
          problem: `no value for ${list.pathParams.join(', ')} in its path: not measured`,
          measured: false,
          pass: false,
        });
        continue;
      }
      const { variants, required, total, search, skipped, problem } = await variantsOf(
        base,
        list,
        cookie,
        seeded,
      );
      const measured = [];
      for (const variant of variants) {
        const r = await measureVariant(load, store, list, variant, config);
        measured.push(r);
        console.log(`    ${list.path} ${r.label.padEnd(40)} ${measuredLine(r)}`);
      }
      results.push({
        path: list.path,
        url: list.url,
        required,
        summary: list.summary,
        total,
        search,
        skippedFilters: skipped ?? [],
        variants: measured,
        worst: worstOf(measured),
        problem: problem ?? null,
        measured: true,
        pass: !problem && measured.length > 0 && measured.every((r) => r.pass),
      });
    }
    return {
      database: kind,
      size: config.sizes[kind],
      seedSeconds: store.seedSeconds,
      floor,
      seeded: { timings: seeded.timings, counts: seeded.counts, statuses: seeded.statuses },
      lists: results,
      pass: results.length > 0 && results.every((l) => l.pass),
    };
  } finally {
    await store.close();
  }
}

// ---------------------------------------------------------------------------------------------
// The storefront's JavaScript against the baseline build

/** check-bundle-size's figures of every page in a checkout: path → { gzip, files }. */
function pageScriptsOf(checkout) {
  const dir = tempDir('admin-pages');
  const json = join(dir, 'pages.json');
  try {
    const run = spawnSync(process.execPath, ['scripts/check-bundle-size.mjs', '--json', json], {
      cwd: checkout,
      encoding: 'utf8',
      timeout: 900_000,
    });
    if (!existsSync(json)) {
      // Reported, so the lists' figures measured before are not lost.
      return {
        exitCode: run.status,
        pages: [],
        error: `no figures (exit ${run.status}): ${`${run.stdout}${run.stderr}`.trim().slice(-1500)}`,
      };
    }
    const pages = JSON.parse(readFileSync(json, 'utf8')).pages;
    return {
      exitCode: run.status,
      error: null,
      pages: pages.map((p) => ({
        path: p.path,
        gzip: p.gzip,
        raw: p.raw,
        files: p.files.map((f) => f.url),
      })),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Which admin sources a built asset holds, from its source map. */
function adminSourcesIn(checkout, url) {
  const file = join(checkout, 'apps/web/dist', url);
  const mapFile = `${file}.map`;
  if (!existsSync(mapFile)) return null;
  const { sources = [] } = JSON.parse(readFileSync(mapFile, 'utf8'));
  return ADMIN_SOURCES.filter((kind) => sources.some((s) => kind.test(s))).map((k) => k.label);
}

/**
 * Each admin screen's JavaScript from the build's manifest: the admin layout's and the screen's
 * modules with their static imports, beyond the app's start every page loads (gzip -9).
 */
function adminPagesOf(checkout) {
  const dist = join(checkout, 'apps/web/dist');
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
  const closure = (keys) => {
    const seen = new Set();
    const visit = (key) => {
      if (seen.has(key) || !manifest[key]) return;
      seen.add(key);
      for (const dep of manifest[key].imports ?? []) visit(dep);
    };
    keys.forEach(visit);
    return seen;
  };
  const entry = Object.keys(manifest).find((k) => manifest[k].isEntry);
  const initial = closure([entry, ...(manifest[entry].dynamicImports ?? [])]);
  const gzipOf = (keys) =>
    [...keys].reduce(
      (sum, k) => sum + gzipSync(readFileSync(join(dist, manifest[k].file)), { level: 9 }).length,
      0,
    );
  const layout = 'src/app/routes/admin/admin-layout.tsx';
  const screens = Object.keys(manifest).filter(
    (k) => k.startsWith('src/app/routes/admin/') && k !== layout && manifest[k].isDynamicEntry,
  );
  const initialGzip = gzipOf(initial);
  return {
    initialGzip,
    screens: screens.sort().map((screen) => {
      const own = [...closure([layout, screen])].filter((k) => !initial.has(k));
      return {
        screen: screen.replace('src/app/routes/admin/', ''),
        gzip: gzipOf(own),
        chunks: own.length,
      };
    }),
  };
}

/**
 * The app's start every page loads (the entry and what it imports first, with their static
 * imports, as check-bundle-size counts it): its bytes gzip -9 and the admin modules among them.
 */
export function appStartOf(checkout) {
  const dist = join(checkout, 'apps/web/dist');
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const dep of manifest[key].imports ?? []) visit(dep);
  };
  const entry = Object.keys(manifest).find((k) => manifest[k].isEntry);
  [entry, ...(manifest[entry].dynamicImports ?? [])].forEach(visit);
  const files = [...seen].map((k) => manifest[k].file).filter((f) => f.endsWith('.js'));
  const admin = files.flatMap((file) => {
    const found = adminSourcesIn(checkout, `/${file}`);
    return found?.length ? [`/${file} (${found.join(', ')})`] : [];
  });
  const gzip = files.reduce(
    (sum, file) => sum + gzipSync(readFileSync(join(dist, file)), { level: 9 }).length,
    0,
  );
  return { gzip, scripts: files.length, admin };
}

/** The smallest and largest growth of the pages that grew ("51–1,135"). */
function growth(pages) {
  const deltas = pages.map((p) => p.delta ?? 0).sort((a, b) => a - b);
  const [least, most] = [deltas[0], deltas.at(-1)];
  return least === most ? fmt(least) : `${fmt(least)}–${fmt(most)}`;
}

/** The storefront's pages in the current build and the baseline's, page by page. */
export function comparePageScripts(currentDir, baselineDir) {
  const appStart = { current: appStartOf(currentDir), baseline: appStartOf(baselineDir) };
  appStart.pass =
    appStart.current.gzip <= appStart.baseline.gzip && appStart.current.admin.length === 0;
  const current = pageScriptsOf(currentDir);
  const baseline = pageScriptsOf(baselineDir);
  const pages = current.pages.map((page) => {
    const before = baseline.pages.find((p) => p.path === page.path) ?? null;
    const admin = [];
    // A script the bundler wrote no source map for holds no source module: its runtime helpers
    // or a chunk that only re-exports another (the baseline's pages load them too).
    let unmapped = 0;
    for (const url of page.files) {
      const found = adminSourcesIn(currentDir, url);
      if (found === null) unmapped++;
      else if (found.length) admin.push(`${url} (${found.join(', ')})`);
    }
    return {
      path: page.path,
      gzip: page.gzip,
      baselineGzip: before?.gzip ?? null,
      delta: before ? page.gzip - before.gzip : null,
      scripts: page.files.length,
      baselineScripts: before?.files.length ?? null,
      admin,
      unmapped,
      // The issue's target is the app's start (above) and no admin module on a storefront page;
      // each page's bytes against the baseline's are reported beside it.
      pass: admin.length === 0,
      grown: before === null || page.gzip > before.gzip,
    };
  });
  return {
    pages,
    currentExitCode: current.exitCode,
    baselineExitCode: baseline.exitCode,
    currentError: current.error,
    baselineError: baseline.error,
    appStart,
    adminPages: adminPagesOf(currentDir),
    pass: appStart.pass && pages.length > 0 && pages.every((p) => p.pass),
  };
}

// ---------------------------------------------------------------------------------------------

/**
 * `measure` on PostgreSQL (when `config.postgresUrl` names a server) and on PGlite (unless
 * `config.databases` leaves one out), one database after the other on a fresh copy of the seed,
 * through one load generator; each result with the seconds it took.
 */
export async function measureEachDatabase(checkout, config, measure) {
  copySeed(checkout);
  const kinds = [...(config.postgresUrl ? ['postgres'] : []), 'pglite'].filter(
    (kind) => !config.databases || config.databases.includes(kind),
  );
  const load = createLoadGenerator();
  const databases = [];
  try {
    for (const kind of kinds) {
      const started = performance.now();
      const result = await measure(checkout, kind, config, load);
      result.elapsedSeconds = (performance.now() - started) / 1000;
      databases.push(result);
    }
  } finally {
    load.close();
  }
  return databases;
}

/**
 * Measures the lists on PostgreSQL (when `config.postgresUrl` names a server) and on PGlite, one
 * database after the other, then (unless `config.skipPageScripts`) compares the storefront's
 * JavaScript with `config.baselineDir`'s build.
 */
export async function measureAdmin(checkout, config) {
  const databases = await measureEachDatabase(checkout, config, measureDatabase);
  let scripts = null;
  if (config.baselineDir) {
    console.log('  The storefront pages’ JavaScript, current build and baseline…');
    try {
      scripts = comparePageScripts(checkout, config.baselineDir);
    } catch (error) {
      scripts = { pages: [], error: String(error?.stack ?? error), pass: false };
    }
  }
  const postgres = databases.find((d) => d.database === 'postgres');
  return {
    config: {
      requests: config.requests,
      warmupRequests: config.warmupRequests,
      connections: config.connections,
      sizes: config.sizes,
      baseline: config.baseline ?? null,
    },
    postgresMeasured: Boolean(postgres),
    databases,
    scripts,
    // PGlite's figures are reported, not a target.
    pass: Boolean(postgres?.pass) && (scripts?.pass ?? false),
  };
}

// ---------------------------------------------------------------------------------------------
// Report

export const ms = (n) => fmt(n, 1);
const kb = (bytes) => fmt(bytes / 1024, 2);

/**
 * The head of an admin section of docs/benchmarks.md: its title, the run, a warning when
 * PostgreSQL (where the targets are set) was not measured, and its targets table's header.
 */
export function adminSectionHead(report, { title, part, whenBusy, postgres, targets }) {
  const lines = [
    title,
    '',
    ...runSummaryLines(report, { elapsedSeconds: part.elapsedSeconds, pass: part.pass, whenBusy }),
  ];
  if (!postgres) {
    lines.push(
      '> **PostgreSQL was not measured in this run** (no `--database-url` or `BENCH_DATABASE_URL`):' +
        ` ${targets} set there; the figures below are PGlite only.`,
      '',
    );
  }
  lines.push('| Target | Figure | Result |', '| --- | --- | --- |');
  return lines;
}

/** A database's heading in an admin section, with the size of the store measured on it. */
export const databaseHeading = (d, size) =>
  `### ${DATABASE_NAMES[d.database]}: ${size}${d.database === 'pglite' ? ' (a smaller store: figures only)' : ''}`;

/** What the seed wrote: `20,000 customers, 100,000 orders, …`. */
export const seededCounts = (counts) =>
  Object.entries(counts)
    .map(([k, v]) => `${fmt(v)} ${k.replace(/_/g, ' ')}`)
    .join(', ');

/** A figure's result in a table: pass or FAIL on PostgreSQL, within or over on PGlite. */
export function resultOf(database, pass) {
  if (database === 'pglite') return pass ? 'within' : 'over';
  return verdict(pass);
}

/** The issue 13 section of docs/benchmarks.md. */
export function renderAdminSection(report) {
  const { admin } = report;
  const c = admin.config;
  const m = report.machine;
  const postgres = admin.databases.find((d) => d.database === 'postgres');
  const lines = adminSectionHead(report, {
    title: '## Issue 13 — admin, part 1',
    part: admin,
    whenBusy: 'latencies are inflated.',
    postgres,
    targets: 'the target is',
  });
  if (postgres) {
    for (const list of postgres.lists) {
      const w = list.worst;
      lines.push(
        `| \`GET ${list.path}\` (${fmt(list.total)} rows): p99 ≤ ${ADMIN_TARGETS.listP99Ms} ms for each of its` +
          ` ${list.variants.length} variants | ` +
          (list.measured && w
            ? `worst p99 ${ms(w.p99Ms)} ms (${w.label})`
            : (list.problem ?? 'not measured')) +
          ` | ${list.measured ? verdict(list.pass) : '**FAIL**'} |`,
      );
    }
    if (!postgres.lists.length) lines.push('| An admin list | none found | **FAIL** |');
  }
  if (admin.scripts) {
    const s = admin.scripts;
    const grown = s.pages.filter((p) => p.grown);
    const leaked = s.pages.filter((p) => p.admin.length);
    if (s.appStart) {
      const a = s.appStart;
      lines.push(
        `| The app's start (every page's first JavaScript) no larger than at ${c.baseline?.short ?? ADMIN_BASELINE_REF}, no admin module in it | ` +
          `${fmt(a.baseline.gzip)} → ${fmt(a.current.gzip)} bytes gzip (${a.current.gzip - a.baseline.gzip > 0 ? '+' : ''}${fmt(a.current.gzip - a.baseline.gzip)})` +
          `${a.current.admin.length ? `; admin modules: ${a.current.admin.join('; ')}` : ', no admin module'} | ${verdict(a.pass)} |`,
      );
    }
    lines.push(
      `| No storefront page loads an admin module (a customer never downloads admin code) | ` +
        (s.pages.length
          ? `${s.pages.length} pages: ${leaked.length ? `${leaked.length} with admin modules` : 'no admin module'}`
          : `not measured: ${(s.error ?? s.currentError ?? s.baselineError ?? '').replace(/\s+/g, ' ').slice(0, 300)}`) +
        // This row is about admin code alone: the app start's size has a row of its own.
        ` | ${verdict(s.pages.length > 0 && leaked.length === 0)} |`,
      `| Each storefront page's JavaScript against ${c.baseline?.short ?? ADMIN_BASELINE_REF} (before any admin code) | ` +
        (s.pages.length
          ? grown.length
            ? `${grown.length} of ${s.pages.length} larger, by ${growth(grown)} bytes gzip`
            : 'none larger'
          : 'not measured') +
        ' | reported |',
    );
  } else {
    lines.push(
      '| The storefront pages’ JavaScript against the baseline | not measured | **FAIL** |',
    );
  }
  lines.push('');

  lines.push(
    'Run: `npm run bench -- --only issue-13 --database-url postgres://…` (a role that may create databases;' +
      ' without one, PGlite only and the target is not met). Options: `--admin-size 20000,100000` and' +
      ' `--admin-pglite-size 4000,20000` (customers and orders seeded), `--admin-requests 200` and' +
      ' `--admin-pglite-requests 40` (per variant), `--admin-connections 4`, `--admin-databases postgres,pglite`,' +
      ' `--admin-baseline e5d8aca` (the commit the JavaScript is compared with), `--skip-page-scripts`' +
      ' (no comparison), `--current <git ref>` (measure a commit instead of the working tree).',
    '',
  );
  const sizeOf = (d) =>
    `${fmt(d.seeded.counts.customers)} customers, ${fmt(d.seeded.counts.orders)} orders`;
  lines.push(
    `Method: for each database, a fresh store: the demo seed (migrations, channels, ${postgres ? fmt(postgres.seeded.counts.menu_items) : ''} meals,` +
      ' menus, the demo logins), then the volume written set-wise in SQL (generate_series) by' +
      ` \`bench/${SEED_FILE}\`: customers over both channels (four in five with a subscription, one in nine` +
      ' of those cancelled; a card on file; one in eight with a gift card balance), orders spread over the' +
      ' last twelve weeks (five per customer, each in a week of its own), subscription and one-time, 85 %' +
      ' paid, 6 % placed (one-time orders only: a subscription’s box is charged by its week’s lock, so those are paid), 5 % declined, 4 % cancelled, 2–8 lines each at the meals’ prices, a charge for each' +
      ' paid and declined order, one in ten with a discount code (and its redemption), some paid partly from' +
      ' the gift card balance, one in fifty refunded (to the card or the balance, whole or in part) with its' +
      ' refund row, their subscription weeks, the past weeks’ menus, a discount code per 400 orders and as many' +
      ' gift cards as customers (in batches, a third redeemed, some disabled); every week’s cycle runs marked done (the server’s schedule finds nothing to do during the measurement: issue 12’s bench measures the cycle); then `VACUUM (ANALYZE)`, as autovacuum would have.' +
      ` Then the server (\`apps/server/src/server.ts\`, \`NODE_ENV=production\`, the store processes’ heap` +
      ' budget, `LOG_LEVEL=warn`) starts on it and the demo admin signs in. The lists are the GET operations' +
      ' under `/api/admin` whose query has `page` in the server’s own OpenAPI document (`/api/docs/json`), so' +
      ' each list is measured as soon as it exists. Variants of each list: the default page, a page of' +
      ` ${LARGEST_PAGE} rows, each field of its \`sort\` enum in both orders, each value of each enum filter,` +
      ' each other filter with a value from the list’s own first rows or the seeded data (weeks, ids), a search' +
      ' (`q`: of the words of the first rows’ text, the one matching the most rows that still leaves some out),' +
      ' and the last page of 25 rows (the deepest offset), by default order and by the last sortable field' +
      ' descending. Each variant is checked first (200, a page of rows), then' +
      ` ${c.warmupRequests} warm-up requests, then ${fmt(c.requests.postgres)} requests (${fmt(c.requests.pglite)} on PGlite, whose` +
      ' single connection makes each request wait for the others, on a store of a fifth of the size: every' +
      ' variant at the full size would take about an hour) measured over' +
      ` ${c.connections}` +
      ' keep-alive connections (undici in a child process, each connection sending the next request' +
      ' when its answer is in): p50, p99 and the maximum of those requests. The load generator, the server and' +
      ` the PostgreSQL server share the ${m.cpus}-CPU machine, so a busy machine inflates the latencies; two` +
      ' figures do not depend on it: the floor, `GET /api/health` measured the same way first (what any' +
      ' request costs in these conditions), and each variant’s CPU time per request, in the server process' +
      ' (from /proc; on PGlite the database works inside it) and in the PostgreSQL backends of the bench’s' +
      ' database (parallel query workers not counted). The JavaScript comparison: `npm run check:bundle`' +
      ' (`scripts/check-bundle-size.mjs`: each storefront page opened in a phone-sized Chromium until the' +
      ' network is idle, every script gzip -9) on the current build and, in the same run, on a build of' +
      ` commit ${c.baseline?.short ?? ADMIN_BASELINE_REF}${c.baseline?.subject ? ` (“${c.baseline.subject.slice(0, 80)}…”)` : ''}, the last before any admin code (prepared as` +
      ' `--baseline` prepares one); a page passes when no script' +
      ' it loads holds an admin module (its source map names no `@mui/x-data-grid`, `@dnd-kit`, `features/admin*`' +
      ' or `app/routes/admin` source; a script without a source map holds no source module: the bundler’s' +
      ' runtime or a chunk that only re-exports another). The issue’s target is the app’s start; each page’s' +
      ' bytes against the baseline’s are reported beside it.',
    '',
  );
  for (const d of admin.databases) {
    lines.push(
      databaseHeading(d, sizeOf(d)),
      '',
      `Seeded in ${fmt(d.seedSeconds, 1)} s (the demo store ${fmt(d.seeded.timings.demo / 1000, 1)} s, the` +
        ` volume ${fmt(Object.entries(d.seeded.timings).reduce((s, [k, v]) => (k === 'demo' ? s : s + v), 0) / 1000, 1)} s):` +
        ` ${seededCounts(d.seeded.counts)}. Measured in ${fmt(d.elapsedSeconds)} s.`,
      '',
    );
    const cpu = (r) => `${ms(r.serverCpuMs)} + ${ms(r.databaseCpuMs)}`;
    lines.push(
      '| List | Worst variant | p50 (ms) | p99 (ms) | max (ms) | CPU per request, server + database (ms) | Result |',
      '| --- | --- | ---: | ---: | ---: | ---: | --- |',
      `| The floor: \`GET /api/health\` (one trivial query), same load | — | ${ms(d.floor.p50Ms)} | ${ms(d.floor.p99Ms)} | ${ms(d.floor.maxMs)} | ${cpu(d.floor)} | reported |`,
    );
    for (const list of d.lists) {
      const w = list.worst;
      const result =
        list.measured || d.database === 'pglite' ? resultOf(d.database, list.pass) : '**FAIL**';
      lines.push(
        w
          ? `| \`${list.path}\` | ${w.label} | ${ms(w.p50Ms)} | ${ms(w.p99Ms)} | ${ms(w.maxMs)} | ${w.serverCpuMs === undefined ? '—' : cpu(w)} | ${result} |`
          : `| \`${list.path}\` | ${list.problem ?? 'no variant'} | — | — | — | — | ${result} |`,
      );
    }
    lines.push('');
    for (const list of d.lists) {
      if (!list.variants.length) continue;
      lines.push(
        `<details><summary><code>${list.url ?? list.path}${queryString(list.required ?? {})}</code> (${fmt(list.total)} rows): every variant</summary>`,
        '',
        '| Variant | Rows of total | p50 (ms) | p99 (ms) | max (ms) | CPU per request, server + database (ms) | Result |',
        '| --- | ---: | ---: | ---: | ---: | ---: | --- |',
      );
      for (const r of list.variants) {
        lines.push(
          r.p99Ms === undefined
            ? `| ${r.label} | — | — | — | — | — | **FAIL** (${r.problem}) |`
            : `| ${r.label} | ${fmt(r.rows)} of ${fmt(r.total)} | ${ms(r.p50Ms)} | ${ms(r.p99Ms)} | ${ms(r.maxMs)} | ${cpu(r)} | ${r.problem ? `**FAIL** (${r.problem})` : resultOf(d.database, r.pass)} |`,
        );
      }
      if (list.skippedFilters.length) {
        lines.push(
          '',
          `Not measured (no value found in the seeded data): ${list.skippedFilters.map((f) => `\`${f}\``).join(', ')}.`,
        );
      }
      lines.push('', '</details>', '');
    }
  }
  if (admin.scripts) {
    const s = admin.scripts;
    lines.push(
      `### The storefront’s JavaScript against ${c.baseline?.short ?? ADMIN_BASELINE_REF}`,
      '',
      '| Page | Baseline (bytes gzip) | Current (bytes gzip) | Difference | Scripts (baseline → current) | Admin modules | Result |',
      '| --- | ---: | ---: | ---: | --- | --- | --- |',
    );
    for (const [side, error] of [
      ['current build', s.currentError],
      ['baseline', s.baselineError],
    ]) {
      if (error)
        lines.push(
          `| The ${side}'s pages could not be measured: ${error.replace(/\s+/g, ' ').slice(0, 400)} | | | | | | **FAIL** |`,
        );
    }
    for (const p of s.pages) {
      lines.push(
        `| ${p.path} | ${fmt(p.baselineGzip)} | ${fmt(p.gzip)} | ${p.delta === null ? '—' : `${p.delta > 0 ? '+' : ''}${fmt(p.delta)}`} | ${p.baselineScripts ?? '—'} → ${p.scripts} | ${p.admin.length ? p.admin.join('; ') : `none${p.unmapped ? ` (${p.unmapped} without a source module)` : ''}`} | ${verdict(p.pass)} |`,
      );
    }
    lines.push(
      '',
      `The admin pages’ own JavaScript (from the build’s manifest: the admin layout and the screen with their` +
        ` static imports, beyond the app’s start of ${kb(s.adminPages?.initialGzip)} KB every page loads; gzip -9), for information:`,
      '',
      '| Admin screen | KB gzip beyond the app’s start | Chunks |',
      '| --- | ---: | ---: |',
      ...(s.adminPages?.screens ?? []).map((a) => `| ${a.screen} | ${kb(a.gzip)} | ${a.chunks} |`),
      '',
    );
  }
  return lines.join('\n');
}

/** The console table of issue 13. */
export function printAdminSummary(admin) {
  const rows = [['Admin list', 'worst variant', 'p50 ms', 'p99 ms', 'max ms', 'result']];
  for (const d of admin.databases) {
    for (const list of d.lists) {
      const w = list.worst;
      rows.push([
        `${d.database}: ${list.path}`,
        w ? w.label : (list.problem ?? ''),
        w ? ms(w.p50Ms) : '',
        w ? ms(w.p99Ms) : '',
        w ? ms(w.maxMs) : '',
        d.database === 'pglite' ? (list.pass ? 'within' : 'over') : list.pass ? 'pass' : 'FAIL',
      ]);
    }
    if (!d.lists.length) rows.push([`${d.database}: no admin list found`, '', '', '', '', 'FAIL']);
  }
  if (admin.scripts?.appStart) {
    const a = admin.scripts.appStart;
    rows.push([
      'JS app start',
      `${fmt(a.baseline.gzip)} → ${fmt(a.current.gzip)} B`,
      '',
      '',
      a.current.admin.length ? 'admin!' : '',
      a.pass ? 'pass' : 'FAIL',
    ]);
  }
  if (admin.scripts) {
    for (const p of admin.scripts.pages) {
      rows.push([
        `JS ${p.path}`,
        `${fmt(p.baselineGzip)} → ${fmt(p.gzip)} B`,
        '',
        '',
        p.admin.length ? 'admin!' : '',
        p.pass ? 'pass' : 'FAIL',
      ]);
    }
  }
  printTable(rows);
}
