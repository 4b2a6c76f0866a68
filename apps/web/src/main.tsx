import { nextTask } from './lib/next-task';

// The page arrives drawn by the server (or as the header shell): the app's code is asked for only
// once the browser has painted it, so that on a slow network the page's HTML, styles and first
// pictures have the connection to themselves (docs/decisions/008). A hidden page (a background
// tab) paints nothing, so it does not wait.

function painted(): Promise<void> {
  if (document.visibilityState === 'hidden') return Promise.resolve();
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

await painted();
// What the server lists (web-app/screen-modules.ts): the files of the app's start, each after those
// it imports, and the screen's lazy code. None in development, where Vite serves modules one by one.
const listed = (name: string): string[] =>
  (document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content ?? '')
    .split(' ')
    .filter(Boolean);
const appStartModules = listed('app-start-modules');
const screenModules = listed('app-screen-modules');

// All of it fetched at once, one request started per task: starting a dozen loads costs a phone's
// main thread a long task when done in one. A module preload fetches and compiles without running.
for (const href of [...appStartModules, ...screenModules]) {
  const link = document.createElement('link');
  link.rel = 'modulepreload';
  link.href = href;
  document.head.append(link);
  await nextTask();
}
// Then the app's start runs one file per task (apps/web/app-start-chunk.ts splits it so): the
// browser runs a module and everything it imports in one task, and the whole start in one was a
// long task on a phone.
for (const href of appStartModules) {
  await import(/* @vite-ignore */ href);
  await nextTask();
}
// The screen's code, each module in a task of its own.
async function importEach(hrefs: string[]): Promise<PromiseSettledResult<unknown>[]> {
  const loads: Promise<unknown>[] = [];
  for (const href of hrefs) {
    loads.push(import(/* @vite-ignore */ href));
    await nextTask();
  }
  return Promise.allSettled(loads);
}
const screenCode = importEach(screenModules);
const { startBrowser } = await import('./app/start-browser');
await startBrowser(screenCode);

export {};
