import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { readBootstrap } from '../lib/bootstrap';
import { initErrorReporting, installGlobalHandlers, reportError } from '../lib/error-reporting';
import { nextTask } from '../lib/next-task';
import { AppRoot, createEmotionCache, startApp } from './app-root';

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
  const app = startApp(
    bootstrap,
    inlined ? (JSON.parse(inlined) as Record<string, unknown>) : null,
  );

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
      cache={createEmotionCache()}
      router={BrowserRouter}
      hydrating={serverRendered}
    />
  );
  if (serverRendered) await screenCode;
  // Starting the app (its theme, the page's data in the query cache) and taking over the page are
  // each a few milliseconds of a phone's main thread: in separate tasks, so input is handled
  // between them (Total Blocking Time).
  await nextTask();
  // In a transition React hydrates or renders the first page in short slices instead of one long
  // task, so the phone's main thread stays free for input while the app starts (Total Blocking
  // Time).
  startTransition(() => {
    if (serverRendered) hydrateRoot(container, tree, options);
    else createRoot(container, options).render(tree);
  });
}
