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
// the app's own.
const screenModules =
  document.querySelector<HTMLMetaElement>('meta[name="app-screen-modules"]')?.content ?? '';
const screenCode = Promise.allSettled(
  screenModules
    .split(' ')
    .filter(Boolean)
    .map((href) => import(/* @vite-ignore */ href)),
);
const { startBrowser } = await import('./app/start-browser');
await startBrowser(screenCode);

export {};
