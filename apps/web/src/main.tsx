import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppRoot, createEmotionCache, startApp } from './app/app-root';
import { readBootstrap } from './lib/bootstrap';
import { initErrorReporting, installGlobalHandlers, reportError } from './lib/error-reporting';

installGlobalHandlers();

const bootstrap = await readBootstrap();
void initErrorReporting(bootstrap.sentryDsn, bootstrap.environment);

const inlined = document.getElementById('initial-data')?.textContent;
const app = startApp(bootstrap, inlined ? (JSON.parse(inlined) as Record<string, unknown>) : null);

const container = document.getElementById('app');
if (!container) throw new Error('The page has no #app element to mount on.');

const tree = <AppRoot app={app} cache={createEmotionCache()} router={BrowserRouter} />;
const options = {
  onUncaughtError: (error: unknown) => reportError(error),
  onCaughtError: (error: unknown) => reportError(error),
  onRecoverableError: (error: unknown) => reportError(error),
};
// The server renders the page (apps/server web-app/server-render.ts) unless it could not; then
// #app holds only the header shell, marked data-app-shell, and the app renders from scratch.
const serverRendered =
  container.firstElementChild !== null && !container.querySelector(':scope > [data-app-shell]');
if (serverRendered) {
  // React can only hydrate, and answer a click on, a part whose code has arrived: the screen's
  // lazy code (the server lists it as modulepreload links) is loaded first.
  const modules = document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]');
  await Promise.allSettled(Array.from(modules, (link) => import(/* @vite-ignore */ link.href)));
}
// In a transition React hydrates or renders the first page in short slices instead of one long
// task, so the phone's main thread stays free for input while the app starts (Total Blocking Time).
startTransition(() => {
  if (serverRendered) hydrateRoot(container, tree, options);
  else createRoot(container, options).render(tree);
});
