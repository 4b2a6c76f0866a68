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
// The screen's lazy code, as the server lists it (web-app/screen-modules.ts), fetched alongside
// the app's own. Each module is asked for in a task of its own: starting a dozen loads costs a
// phone's main thread a long task when done in one.
const screenModules =
  document.querySelector<HTMLMetaElement>('meta[name="app-screen-modules"]')?.content ?? '';
async function importEach(hrefs: string[]): Promise<PromiseSettledResult<unknown>[]> {
  const loads: Promise<unknown>[] = [];
  for (const href of hrefs) {
    loads.push(import(/* @vite-ignore */ href));
    await nextTask();
  }
  return Promise.allSettled(loads);
}
const screenCode = importEach(screenModules.split(' ').filter(Boolean));
const { startBrowser } = await import('./app/start-browser');
await startBrowser(screenCode);

export {};
