import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { readBootstrap } from '../lib/bootstrap';
import { initErrorReporting, installGlobalHandlers, reportError } from '../lib/error-reporting';
import { nextTask } from '../lib/next-task';
import { AppRoot, adoptServerStyles, createEmotionCache, startApp } from './app-root';
import { preloadLayout } from './layout/app-layout';
import { preloadScreensAt } from './router';

/**
 * Starts the app on the page: hydrates the server's HTML, or renders from scratch over the header
 * shell. Called by main.tsx once the screen's own code (`screenCode`) is loading too: React can
 * only hydrate, and answer a click on, a part whose code has arrived.
 */
export async function startBrowser(screenCode: Promise<unknown>): Promise<void> {
  installGlobalHandlers();

  const bootstrap = await readBootstrap();
  void initErrorReporting(bootstrap.sentryDsn, bootstrap.environment);
  const inlined = document.getElementById('initial-data')?.textContent;
  const initialData = inlined ? (JSON.parse(inlined) as Record<string, unknown>) : null;

  // Each step of the start (reading the page, the query cache, the theme, the styles' cache, taking
  // over the page) in a task of its own: together they were a long task on a phone (Total Blocking
  // Time), while no one of them is; between them input is handled.
  await nextTask();
  const app = await startApp(bootstrap, initialData, nextTask);
  await nextTask();

  const container = document.getElementById('app');
  if (!container) throw new Error('The page has no #app element to mount on.');

  const options = {
    onUncaughtError: (error: unknown) => reportError(error),
    onCaughtError: (error: unknown) => reportError(error),
    onRecoverableError: (error: unknown) => reportError(error),
  };
  // The server renders the page (apps/server web-app/server-render.ts) unless it could not; then
  // #app holds only the header shell, marked data-app-shell, and the app renders from scratch.
  const serverRendered =
    container.firstElementChild !== null && !container.querySelector(':scope > [data-app-shell]');
  const tree = (
    <AppRoot
      app={app}
      cache={adoptServerStyles(createEmotionCache())}
      router={BrowserRouter}
      hydrating={serverRendered}
    />
  );
  // Everything the first render draws has arrived before it starts (see preloadableLazy): the
  // screen's code (which main.tsx fetches with the app's) and the layout's. Matching the route
  // table for them is a few milliseconds of a phone's main thread: a task of its own.
  await nextTask();
  await Promise.all([screenCode, preloadScreensAt(window.location.pathname), preloadLayout()]);
  await nextTask();
  // In a transition React hydrates or renders the first page in short slices instead of one long
  // task, so the phone's main thread stays free for input while the app starts (Total Blocking
  // Time).
  startTransition(() => {
    if (serverRendered) hydrateRoot(container, tree, options);
    else createRoot(container, options).render(tree);
  });
}
