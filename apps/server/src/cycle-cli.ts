import { Presets, SingleBar } from 'cli-progress';
import { CYCLE_RUN_KINDS, isRealDate, type CycleRunKind } from '@mealbox/contracts';
import { buildApp } from './app.ts';
import { prepareDatabase } from './db/prepare.ts';
import { embeddedDatabaseOwner } from './embedded-owner.ts';
import { loadEnv } from './env.ts';
import { formatDeadline, formatWeek } from './lib/weeks.ts';
import { findCycleMenu, listCycleMenus } from './modules/weekly-cycle/weekly-cycle.repository.ts';
import { RunAlreadyRunning, runNow } from './modules/weekly-cycle/run-cycle.ts';

const usage = `usage: npm run cycle -- <${CYCLE_RUN_KINDS.join('|')}> <week> [--channel <slug>] [--resume]
       npm run cycle -- weeks
  <week>     the Monday of the delivery week, e.g. 2026-11-30
  --resume   finish a run whose process stopped (its batches not ended yet)
  The store's clock is STORE_CLOCK's (e.g. STORE_CLOCK=at:2026-11-26T05:00:00Z), as the server's.`;

const [command, week, ...rest] = process.argv.slice(2);
const channelFlag = rest.indexOf('--channel');
const channelSlug = channelFlag >= 0 ? rest[channelFlag + 1] : undefined;
const resume = rest.includes('--resume');

function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

const isKind = (value: string | undefined): value is CycleRunKind =>
  CYCLE_RUN_KINDS.includes(value as CycleRunKind);
if (command !== 'weeks' && (!isKind(command) || !week || !isRealDate(week))) fail(usage);

const env = loadEnv({ ...process.env, LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' });
if (!env.DATABASE_URL) {
  const owner = embeddedDatabaseOwner(env.DATA_DIR);
  if (owner !== null) {
    fail(
      `The store (process ${owner}) has the embedded database open: stop it first, or start ` +
        'the run from the admin API (POST /api/admin/cycle/runs).',
    );
  }
}

const app = await buildApp({ env });
try {
  await prepareDatabase(app.services.database, {
    seedWhenEmpty: true,
    log: app.log,
    env,
    clock: app.services.clock,
  });
  const { services } = app.services.cycle;
  const now = services.clock.now();
  const channels = await services.channels.all();

  if (command === 'weeks') {
    const menus = await listCycleMenus(
      services.db,
      new Date(now.getTime() - 14 * 86_400_000),
      new Date(now.getTime() + 35 * 86_400_000),
    );
    console.log(`The store's clock: ${formatDeadline(now, env.STORE_TIMEZONE)}`);
    for (const menu of menus) {
      const channel = channels.find((c) => c.id === menu.channel_id)?.slug ?? menu.channel_id;
      const deadline = formatDeadline(menu.picking_deadline, env.STORE_TIMEZONE);
      const passed = menu.picking_deadline <= now ? ' (passed)' : '';
      console.log(`  ${menu.week}  ${String(channel).padEnd(10)} deadline ${deadline}${passed}`);
    }
  } else if (isKind(command) && week) {
    const chosen = channelSlug ? channels.filter((c) => c.slug === channelSlug) : channels;
    if (chosen.length === 0) fail(`There is no channel "${channelSlug}".`);
    const totals = { done: 0, failed: 0, skipped: 0 };
    for (const channel of chosen) {
      if (!(await findCycleMenu(services.db, channel.id, week))) {
        console.log(`${channel.slug}: no published menu for the week of ${formatWeek(week)}`);
        continue;
      }
      const bar = new SingleBar(
        { format: `${channel.slug} ${command} {bar} {value}/{total} subscriptions` },
        Presets.shades_classic,
      );
      let started = false;
      try {
        const run = await runNow(
          services,
          { kind: command, channelId: channel.id, week, startedBy: 'command' },
          (progress) => {
            const total = progress.total ?? 0;
            const value = progress.done + progress.failed + progress.skipped;
            if (!started) bar.start(total, value);
            else bar.update(value);
            started = true;
          },
          { resume },
        );
        bar.stop();
        console.log(
          `${channel.slug} ${command} ${week}: done ${run.done}, failed ${run.failed}, skipped ${run.skipped}`,
        );
        totals.done += run.done;
        totals.failed += run.failed;
        totals.skipped += run.skipped;
      } catch (error) {
        bar.stop();
        if (error instanceof RunAlreadyRunning) console.error(error.message);
        else throw error;
      }
    }
    console.log(`done ${totals.done}, failed ${totals.failed}, skipped ${totals.skipped}`);
    if (totals.failed > 0) process.exitCode = 1;
  }
  await app.services.mailer.drain();
} finally {
  await app.close();
}
