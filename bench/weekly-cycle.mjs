// Issue 12 (the weekly cycle) in `npm run bench`: preselection, lock and charge of one channel's
// week by the store's own code (apps/server/src/modules/weekly-cycle/run-cycle.ts `runNow`), each
// measured run in a child process of its own (bench/weekly-cycle-child.ts):
//   1. PostgreSQL: the demo store plus 100,000 active subscriptions; subscription weeks per second
//      over preselection plus lock (≥ 1,000/s, ≤ 100 s), the process's peak memory (≤ 512 MB), and
//      the ratio to the raw insert rate of the same order rows, measured in the same run.
//   2. PGlite: the same for 10,000 subscriptions (reported).
//   3. A gateway capped at 100 charges per second answering after 200 ms: the lock's sustained
//      charge rate (≥ 0.9 × the cap).
// After each run every week must have exactly one order and each order at most one charge.
import { copyFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { STORE_NODE_OPTIONS } from '../scripts/store-process.mjs';
import {
  DATABASE_LABELS,
  fmt,
  median,
  openBenchDatabase,
  plural,
  printTable,
  runSummaryLines,
  serverEnv,
  startProcess,
  stopTree,
  verdict,
} from './lib.mjs';

export const CYCLE_TARGETS = {
  weeksPerSecond: 1_000,
  totalSeconds: 100,
  peakMb: 512,
  chargeRateShare: 0.9,
};
const SEEDED_AT = '2026-11-26T17:00:00Z';
const WEEK = '2026-12-07';
const CHILD_FILES = ['weekly-cycle-child.ts', 'capped-gateway.ts'];

/** The child builds the app, as a server would, but never listens (the port is only named). */
function childEnv(database) {
  return {
    ...serverEnv(8080, database.dataDir, database.url),
    // STORE_CLOCK is refused in production: the cycle runs as the command runs it in a test.
    NODE_ENV: 'test',
    STORE_CLOCK: `pin:${SEEDED_AT}`,
  };
}

/**
 * Runs one step of the child script and answers its `BENCH_RESULT` line; null when it took longer
 * than `timeoutMs` (it is stopped then).
 */
async function runChild(checkout, database, args, nodeArgs = [], timeoutMs = 3_600_000) {
  const handle = startProcess(
    process.execPath,
    [...STORE_NODE_OPTIONS, ...nodeArgs, '--import', 'tsx', 'bench/weekly-cycle-child.ts', ...args],
    { cwd: checkout, env: childEnv(database) },
  );
  try {
    let timer;
    const outcome = await Promise.race([
      handle.exited,
      new Promise((resolve) => (timer = setTimeout(() => resolve(null), timeoutMs))),
    ]);
    clearTimeout(timer);
    if (outcome === null) return null;
    const { code, signal } = outcome;
    const line = handle
      .output()
      .split('\n')
      .find((l) => l.startsWith('BENCH_RESULT '));
    if (code !== 0 || !line) {
      throw new Error(
        `bench/weekly-cycle-child.ts ${args.join(' ')} ended with ${code ?? signal}:\n${handle.output().slice(-4000)}`,
      );
    }
    return JSON.parse(line.slice('BENCH_RESULT '.length));
  } finally {
    await stopTree(handle);
  }
}

/** What a run left must be whole: the problems found, none when it is. */
function problemsOf(tally, { allSettled }) {
  const problems = [];
  if (tally.expected === 0) problems.push('no subscription week to lock');
  if (tally.linked !== tally.expected)
    problems.push(`${tally.expected - tally.linked} weeks without their own order`);
  if (tally.week_orders !== tally.expected)
    problems.push(`${tally.week_orders} orders for ${tally.expected} weeks`);
  if (tally.orders_per_week_not_one)
    problems.push(`${tally.orders_per_week_not_one} weeks with other than one order`);
  if (tally.users_with_two) problems.push(`${tally.users_with_two} customers with two orders`);
  if (tally.double_charges) problems.push(`${tally.double_charges} orders charged twice`);
  if (tally.keys_charged_twice)
    problems.push(`${tally.keys_charged_twice} payment keys charged twice`);
  if (allSettled && tally.unsettled)
    problems.push(`${tally.unsettled} weeks neither paid nor declined`);
  return problems;
}

/** One round of a scenario: a fresh database, the set-up, the measured run, the checks. */
async function runScenario(checkout, scenario, config) {
  const database = await openBenchDatabase(
    scenario.database === 'postgres' ? config.postgresUrl : '',
    'cycle',
  );
  try {
    const setup = await runChild(checkout, database, ['setup', String(scenario.subscriptions)]);
    const profile = config.cpuProfDir
      ? [
          '--cpu-prof',
          `--cpu-prof-dir=${config.cpuProfDir}`,
          `--cpu-prof-name=${scenario.key}-${Date.now()}.cpuprofile`,
        ]
      : [];
    const cycle = await runChild(
      checkout,
      database,
      scenario.capped
        ? ['cycle', 'lock', '--capped', String(config.cap.perSecond), String(config.cap.latencyMs)]
        : ['cycle', 'preselect,lock'],
      profile,
      config.timeoutSeconds * 1000,
    );
    if (cycle === null) {
      // Too slow to wait for: how far it got is the figure, and the run fails.
      const { runs } = await runChild(checkout, database, ['progress']);
      const got = runs.map((r) => `${r.kind} ${r.batches_done}/${r.batches} batches`).join(', ');
      const problem = `did not finish within ${config.timeoutSeconds} s (${got || 'no run started'})`;
      console.error(`  ${scenario.label}: ${problem}`);
      const weeks = runs[0]?.total ?? scenario.subscriptions;
      return {
        timedOut: true,
        setupSeconds: (setup.seededMs + setup.addedMs) / 1000,
        preselect: null,
        lock: { ms: Number.NaN, failed: Number.NaN },
        weeks,
        seconds: Number.NaN,
        // An upper bound: every week in the time allowed would have been this rate.
        weeksPerSecond: weeks / config.timeoutSeconds,
        peakMb: Number.NaN,
        raw: {
          ms: Number.NaN,
          rows: { orders: 0, order_lines: 0, payments: 0 },
          perSecond: Number.NaN,
        },
        ratio: Number.NaN,
        charges: scenario.capped ? { perSecond: Number.NaN, answered: 0, refusals: 0 } : undefined,
        progress: got,
        problems: [problem],
      };
    }
    const after = await runChild(checkout, database, ['after']);
    const problems = problemsOf(after.tally, { allSettled: !scenario.capped });
    if (problems.length) {
      console.error(`  ${scenario.label}: THE WEEK IS NOT WHOLE: ${problems.join('; ')}`);
    }
    const phases = cycle.phases;
    const seconds = Object.values(phases).reduce((sum, p) => sum + p.ms, 0) / 1000;
    const weeks = phases.lock.total;
    const rawSeconds = after.raw.ms / 1000;
    const round = {
      setupSeconds: (setup.seededMs + setup.addedMs) / 1000,
      preselect: phases.preselect ?? null,
      lock: phases.lock,
      weeks,
      seconds,
      weeksPerSecond: weeks / seconds,
      peakMb: cycle.maxRssKb / 1024,
      raw: { ...after.raw, perSecond: after.raw.rows.orders / rawSeconds },
      tally: after.tally,
      problems,
    };
    if (cycle.charges) {
      const c = cycle.charges;
      const spanSeconds = (c.lastMs - c.firstMs) / 1000;
      round.charges = {
        ...c,
        spanSeconds,
        perSecond: c.answered > 1 ? (c.answered - 1) / spanSeconds : Number.NaN,
      };
      if (c.keysTakenTwice) problems.push(`${c.keysTakenTwice} keys taken twice by the gateway`);
    }
    round.ratio = round.weeksPerSecond / round.raw.perSecond;
    return round;
  } finally {
    await database.drop();
  }
}

/** Measures the scenarios, `config.rounds` rounds each, the order rotating by round. */
export async function measureWeeklyCycle(checkout, config) {
  mkdirSync(join(checkout, 'bench'), { recursive: true });
  for (const file of CHILD_FILES) {
    copyFileSync(join(import.meta.dirname, file), join(checkout, 'bench', file));
  }
  const onPostgres = Boolean(config.postgresUrl);
  const scenarios = [
    ...(onPostgres
      ? [{ key: 'postgres', database: 'postgres', subscriptions: config.subscriptions.postgres }]
      : []),
    { key: 'pglite', database: 'pglite', subscriptions: config.subscriptions.pglite },
    {
      key: 'capped',
      database: onPostgres ? 'postgres' : 'pglite',
      subscriptions: config.subscriptions.capped,
      capped: true,
    },
  ].map((s) => ({
    ...s,
    label: `${s.capped ? 'capped gateway, ' : ''}${DATABASE_LABELS[s.database]}, ${fmt(s.subscriptions)} subscriptions`,
    rounds: [],
  }));
  for (let round = 0; round < config.rounds; round++) {
    const order = scenarios.map((_, i) => scenarios[(i + round) % scenarios.length]);
    for (const scenario of order) {
      console.log(`  round ${round + 1}/${config.rounds} ${scenario.label}…`);
      const r = await runScenario(checkout, scenario, config);
      scenario.rounds.push(r);
      if (r.timedOut) continue;
      console.log(
        `    ${fmt(r.weeks)} weeks in ${fmt(r.seconds, 1)} s = ${fmt(r.weeksPerSecond)}/s` +
          (r.preselect
            ? ` (preselect ${fmt(r.preselect.ms / 1000, 1)} s, lock ${fmt(r.lock.ms / 1000, 1)} s)`
            : '') +
          `, peak ${fmt(r.peakMb)} MB; raw insert ${fmt(r.raw.perSecond)} orders/s, ratio ${fmt(r.ratio, 3)}` +
          (r.charges
            ? `; ${fmt(r.charges.answered)} charges at ${fmt(r.charges.perSecond, 1)}/s, ${fmt(r.charges.refusals)} refusals, ${fmt(r.lock.failed)} weeks left unpaid`
            : '') +
          (r.problems.length ? `; PROBLEMS: ${r.problems.join('; ')}` : ''),
      );
    }
  }
  const results = scenarios.map((s) => summarize(s, config));
  return {
    config: {
      rounds: config.rounds,
      timeoutSeconds: config.timeoutSeconds,
      subscriptions: config.subscriptions,
      cap: config.cap,
      week: WEEK,
      seededAt: SEEDED_AT,
    },
    postgresMeasured: onPostgres,
    scenarios: results,
    pass: results.every((r) => r.pass),
  };
}

function summarize(scenario, config) {
  const rounds = scenario.rounds;
  const m = (pick) => median(rounds.map(pick));
  const whole = rounds.every((r) => r.problems.length === 0);
  const result = {
    key: scenario.key,
    label: scenario.label,
    database: scenario.database,
    subscriptions: scenario.subscriptions,
    weeks: m((r) => r.weeks),
    seconds: m((r) => r.seconds),
    preselectSeconds: scenario.capped ? null : m((r) => r.preselect?.ms / 1000),
    timedOut: rounds.some((r) => r.timedOut),
    lockSeconds: m((r) => r.lock.ms / 1000),
    weeksPerSecond: m((r) => r.weeksPerSecond),
    peakMb: m((r) => r.peakMb),
    rawPerSecond: m((r) => r.raw.perSecond),
    rawRows: rounds.at(-1).raw.rows,
    ratio: m((r) => r.ratio),
    setupSeconds: m((r) => r.setupSeconds),
    lockFailed: m((r) => r.lock.failed),
    whole,
    problems: [...new Set(rounds.flatMap((r) => r.problems))],
    rounds,
  };
  if (scenario.capped) {
    result.chargesPerSecond = m((r) => r.charges.perSecond);
    result.charges = m((r) => r.charges.answered);
    result.refusals = m((r) => r.charges.refusals);
    result.targetChargesPerSecond = CYCLE_TARGETS.chargeRateShare * config.cap.perSecond;
    result.pass = whole && result.chargesPerSecond >= result.targetChargesPerSecond;
  } else if (scenario.key === 'postgres') {
    result.pass =
      whole &&
      result.weeksPerSecond >= CYCLE_TARGETS.weeksPerSecond &&
      result.seconds <= CYCLE_TARGETS.totalSeconds &&
      result.peakMb <= CYCLE_TARGETS.peakMb;
  } else {
    // PGlite's figures are reported; a week left broken still fails the run.
    result.pass = whole;
  }
  return result;
}

// ---------------------------------------------------------------------------------------------
// Report

const s = (n) => `${fmt(n, 1)} s`;
const mb = (n) => `${fmt(n)} MB`;

/** The issue 12 section of docs/benchmarks.md. */
export function renderWeeklyCycleSection(report) {
  const cycle = report.weeklyCycle;
  const c = cycle.config;
  const lines = [
    '## Issue 12 — the weekly cycle',
    '',
    ...runSummaryLines(report, {
      elapsedSeconds: cycle.elapsedSeconds,
      pass: cycle.pass,
      whenBusy: 'the ratios hold better than the absolute rates and times, which are inflated.',
    }),
  ];
  if (!cycle.postgresMeasured) {
    lines.push(
      '> **PostgreSQL was not measured in this run** (no `--database-url` or `BENCH_DATABASE_URL`):' +
        ' the targets set on PostgreSQL are not verified; the capped gateway ran on PGlite.',
      '',
    );
  }
  const byKey = Object.fromEntries(cycle.scenarios.map((r) => [r.key, r]));
  const pg = byKey.postgres;
  const lite = byKey.pglite;
  const capped = byKey.capped;
  const whole = (r) => (r.whole ? '' : ` — ${r.problems.join('; ')}`);
  const rate = (r) => `${r.timedOut ? '< ' : ''}${fmt(r.weeksPerSecond)}/s`;
  lines.push('| Target | Measured | Result |', '| --- | --- | --- |');
  if (pg) {
    lines.push(
      `| ${fmt(pg.subscriptions)} subscriptions on PostgreSQL: preselection + lock + charge ≥ ${fmt(CYCLE_TARGETS.weeksPerSecond)} subscription weeks/s | ${rate(pg)} (${fmt(pg.weeks)} weeks) | ${verdict(pg.whole && pg.weeksPerSecond >= CYCLE_TARGETS.weeksPerSecond)}${whole(pg)} |`,
      `| … in ≤ ${CYCLE_TARGETS.totalSeconds} s in all | ${s(pg.seconds)} (preselection ${s(pg.preselectSeconds)}, lock ${s(pg.lockSeconds)}) | ${verdict(pg.seconds <= CYCLE_TARGETS.totalSeconds)} |`,
      `| … peak memory of the process ≤ ${CYCLE_TARGETS.peakMb} MB | ${mb(pg.peakMb)} | ${verdict(pg.peakMb <= CYCLE_TARGETS.peakMb)} |`,
      `| … ÷ the raw insert rate of the same order rows | ${fmt(pg.weeksPerSecond)} ÷ ${fmt(pg.rawPerSecond)} orders/s = ${fmt(pg.ratio, 3)} | reported |`,
    );
  } else {
    lines.push(
      '| 100,000 subscriptions on PostgreSQL (rate, time, memory, ratio) | not measured | — |',
    );
  }
  lines.push(
    `| ${fmt(lite.subscriptions)} subscriptions on PGlite: subscription weeks/s; time; peak memory; ÷ raw insert rate | ${rate(lite)}; ${s(lite.seconds)} (preselection ${s(lite.preselectSeconds)}, lock ${s(lite.lockSeconds)}); ${mb(lite.peakMb)}; ${fmt(lite.weeksPerSecond)} ÷ ${fmt(lite.rawPerSecond)} = ${fmt(lite.ratio, 3)} | reported${whole(lite)} |`,
    `| Gateway capped at ${c.cap.perSecond} charges/s, ${c.cap.latencyMs} ms per answer (${DATABASE_LABELS[capped.database]}, ${fmt(capped.subscriptions)} subscriptions): sustained charge rate ≥ ${fmt(capped.targetChargesPerSecond)}/s | ${fmt(capped.chargesPerSecond, 1)}/s = ${fmt(capped.chargesPerSecond / c.cap.perSecond, 2)} × the cap (${fmt(capped.charges)} charges, ${fmt(capped.refusals)} refused with Retry-After, ${fmt(capped.lockFailed)} weeks left unpaid for the retry run) | ${verdict(capped.pass)}${whole(capped)} |`,
    `| Every non-skipped week has exactly one order, each order and payment key at most one succeeded charge | ${cycle.scenarios.every((r) => r.whole) ? 'yes, in every run' : cycle.scenarios.flatMap((r) => r.problems).join('; ')} | ${verdict(cycle.scenarios.every((r) => r.whole))} |`,
    '',
  );
  lines.push(
    `Method: for each run, a fresh database (PostgreSQL: a throwaway database of the given server; PGlite:` +
      ` a fresh data dir) gets the demo seed at the store clock \`pin:${c.seededAt}\` (its current week is` +
      ` ${c.week}, deadline 2026-12-03T04:59:00Z), then the given number of active subscriptions of the` +
      ' Mealbox channel starting that week, added by one bulk SQL statement: customers with good sandbox card' +
      ' tokens, three in four on the 8-meal plan the customer picks for, one in four on the chef’s choice' +
      ' 12-meal plan (the demo’s own subscribers are in the week too). A child process' +
      ` (\`node ${STORE_NODE_OPTIONS.join(' ')} --import tsx bench/weekly-cycle-child.ts\`, the Node options` +
      ' every store process runs with (`scripts/store-process.mjs`), `NODE_ENV=test`, `LOG_LEVEL=warn`, no SMTP: mails' +
      ' stay in the outbox) builds the app with `buildApp` and calls `runNow` for `preselect` with the clock at' +
      ' the deadline − 48 h + 1 min, then for `lock` at the deadline + 1 min (the lock charges each order' +
      ' through the app’s gateway: the instant sandbox, its ledger in the database); the figures are the wall' +
      ' time of the two calls and the process’s `resourceUsage().maxRSS`. A subscription week is one' +
      ' subscription of the run (the lock’s total).',
    '',
    '- Baseline: after the run, the rows the lock wrote (the week’s orders, their order lines and payments)' +
      ' are copied by one `INSERT … SELECT` per table into copies of those tables (`LIKE … INCLUDING DEFAULTS' +
      ' INCLUDING INDEXES`, no foreign keys) in one transaction, by another child process on the same' +
      ' database; its rate is orders per second, and the ratio is the cycle’s weeks per second ÷ that rate.',
    '- Checks (the run fails loudly otherwise): every active subscription’s week that is not skipped has' +
      ' exactly one order of its own (by its order key and its link), no customer has two, every order at' +
      ' most one succeeded sandbox charge and every payment key at most one; with the instant gateway, every' +
      ' such week ends paid or declined.',
    `- Capped gateway (\`bench/capped-gateway.ts\`): wraps the sandbox gateway and its database ledger; takes` +
      ` at most ${c.cap.perSecond} charges in any sliding second and answers each after ${c.cap.latencyMs} ms;` +
      ' over the cap it refuses at once with `GatewayBusy(retryAfterMs)` (until a slot frees), which the' +
      ' engine waits out. Only the lock runs (the weeks are not preselected first). The sustained rate is' +
      ' (answered charges − 1) ÷ the time between the first and the last answer.',
    `- ${plural(c.rounds, 'round')} per scenario (\`--cycle-rounds\`), the scenario order rotating by round;` +
      ' the table shows medians over the rounds. Sizes: `--cycle-subscriptions postgres,pglite,capped`' +
      ` (this run: ${fmt(c.subscriptions.postgres)}, ${fmt(c.subscriptions.pglite)}, ${fmt(c.subscriptions.capped)}).` +
      ` A measured process still running after \`--cycle-timeout\` seconds (${fmt(c.timeoutSeconds)}) is stopped:` +
      ' the run fails, with how many of its batches each phase had finished, and its rate is shown as an' +
      ' upper bound (the weeks ÷ that time).',
    '',
  );
  lines.push(
    '| Run | Weeks | Preselection (s) | Lock (s) | Weeks/s | Peak MB | Raw insert (orders/s; rows) | Ratio | Set-up (s) |',
    '| --- | ---: | ---: | ---: | ---: | ---: | --- | ---: | ---: |',
  );
  for (const r of cycle.scenarios) {
    r.rounds.forEach((round, i) => {
      lines.push(
        `| ${r.label}${r.rounds.length > 1 ? `, round ${i + 1}` : ''} | ${fmt(round.weeks)} | ${round.preselect ? fmt(round.preselect.ms / 1000, 1) : '—'} | ${fmt(round.lock.ms / 1000, 1)} | ${fmt(round.weeksPerSecond)} | ${fmt(round.peakMb)} | ${fmt(round.raw.perSecond)}; ${fmt(round.raw.rows.orders)} + ${fmt(round.raw.rows.order_lines)} + ${fmt(round.raw.rows.payments)} | ${fmt(round.ratio, 3)} | ${fmt(round.setupSeconds, 1)} |`,
      );
    });
  }
  lines.push('');
  return lines.join('\n');
}

/** The console table of issue 12. */
export function printWeeklyCycleSummary(cycle) {
  const rows = [['Weekly cycle', 'weeks/s', 'seconds', 'peak MB', 'ratio raw', 'target', 'result']];
  for (const r of cycle.scenarios) {
    rows.push([
      r.label,
      `${r.timedOut ? '< ' : ''}${fmt(r.weeksPerSecond)}`,
      fmt(r.seconds, 1),
      fmt(r.peakMb),
      fmt(r.ratio, 3),
      r.key === 'postgres'
        ? `>= ${CYCLE_TARGETS.weeksPerSecond}/s, <= ${CYCLE_TARGETS.totalSeconds} s, <= ${CYCLE_TARGETS.peakMb} MB`
        : r.key === 'capped'
          ? `${fmt(r.chargesPerSecond, 1)} charges/s >= ${fmt(r.targetChargesPerSecond)}`
          : 'reported',
      r.pass ? 'pass' : 'FAIL',
    ]);
  }
  if (!cycle.postgresMeasured)
    rows.push(['postgres: not measured (no URL)', '', '', '', '', '', '']);
  printTable(rows);
}
