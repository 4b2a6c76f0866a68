import { chromium } from 'playwright-core';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const path = process.argv[2] ?? '/checkout';
const p = await b.newPage({ viewport: { width: 412, height: 823 } });
const cdp = await p.context().newCDPSession(p);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
const events = [];
cdp.on('Tracing.dataCollected', (e) => events.push(...e.value));
const done = new Promise((r) => cdp.once('Tracing.tracingComplete', r));
await cdp.send('Tracing.start', { categories: 'devtools.timeline,disabled-by-default-devtools.timeline,v8.execute', transferMode: 'ReportEvents' });
await p.goto('http://localhost:3901' + path);
await p.waitForSelector('html[data-app-ready]');
await p.waitForTimeout(3000);
await cdp.send('Tracing.end');
await done;
const main = events.filter((e) => e.name === 'RunTask' && e.dur > 30000);
const pid = events.find(e=>e.name==='TracingStartedInBrowser')?.pid;
for (const t of main.sort((a, b) => a.ts - b.ts)) {
  const inside = events.filter((e) => e.tid === t.tid && e.pid === t.pid && e.ts >= t.ts && e.ts + (e.dur ?? 0) <= t.ts + t.dur && e !== t && e.dur > 3000);
  const names = inside.map((e) => `${e.name}${e.args?.data?.url ? '(' + e.args.data.url.slice(-30) + ')' : ''}${e.args?.data?.functionName ? '[' + e.args.data.functionName + ']' : ''}:${Math.round(e.dur / 1000)}`);
  console.log(Math.round((t.ts - main[0].ts) / 1000), 'ms +', Math.round(t.dur / 1000), 'ms', names.slice(0, 8).join(' | '));
}
await b.close();
