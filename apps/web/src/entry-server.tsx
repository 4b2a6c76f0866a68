// The server's entry (built by `vite build --ssr`, loaded by apps/server web-app/server-render.ts):
// renders a page's first screen to HTML, with the critical CSS, for the browser to hydrate.
import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import createEmotionServer from '@emotion/server/create-instance';
import type { EmotionCache } from '@emotion/cache';
import type { Bootstrap } from '@mealbox/contracts';
import { AppRoot, SERVER_STYLES_ATTRIBUTE, createEmotionCache, startApp } from './app/app-root';
import { ServerRedirectContext, type ServerRedirect } from './app/server-redirect';

export interface RenderedPage {
  /** The markup of #app. */
  html: string;
  /** The style elements of the markup's styles, for <head>. */
  styles: string;
}

/** A screen still waiting after this long is left to the browser (its fallback is sent). */
const RENDER_TIMEOUT_MS = 2_000;
/** Renders of one page until none of its screens' code is still loading (see below). */
const MAX_ATTEMPTS = 5;

async function renderOnce(tree: ReactNode, abort: AbortController): Promise<string> {
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(tree, {
    signal: abort.signal,
    // Large parts would otherwise be sent apart and put in place by inline scripts (see below).
    progressiveChunkSize: Number.MAX_SAFE_INTEGER,
    onError: (error) => void errors.push(error),
  });
  // A part that failed would also be left to the browser by an inline script: the whole page is
  // then rendered by the browser instead.
  if (errors.length > 0) throw errors[0];
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  return html;
}

/**
 * The page's style elements: emotion's critical styles (those whose class the markup carries),
 * then the styles the render made only to compose them into others (a styled component's class,
 * handed to the component it wraps, which merges it into a class of its own). No element carries
 * the latter, but hydrating makes them again, and a style the page does not name is compiled and
 * inserted then, one rule at a time, each insertion restyling the page: about a hundred rules on
 * the account page, a long task on a phone. Named here, the browser's cache finds them inserted.
 */
function pageStyles(
  emotion: ReturnType<typeof createEmotionServer>,
  cache: EmotionCache,
  html: string,
): string {
  const chunks = emotion.extractCriticalToChunks(html);
  const named = new Set(chunks.styles.flatMap((chunk) => chunk.ids));
  const composed = Object.keys(cache.inserted).filter(
    (id) =>
      !named.has(id) &&
      typeof cache.inserted[id] === 'string' &&
      cache.registered[`${cache.key}-${id}`] !== undefined,
  );
  if (composed.length > 0) {
    const css = composed.map((id) => cache.inserted[id]).join('');
    chunks.styles.push({ key: cache.key, ids: composed, css });
  }
  // The page's rules named by SERVER_STYLES_ATTRIBUTE, which the browser's cache reads without
  // moving the elements (adoptServerStyles). The global styles keep data-emotion, which Emotion's
  // Global component looks for, marked as already placed (Emotion's data-s): Emotion's default
  // cache, which it creates as its code loads in the browser, otherwise moves every
  // server-rendered style element to the end of <head>.
  return emotion
    .constructStyleTagsFromChunks(chunks)
    .replaceAll(
      `<style data-emotion="${cache.key} `,
      `<style ${SERVER_STYLES_ATTRIBUTE}="${cache.key} `,
    )
    .replaceAll('<style data-emotion=', '<style data-s="" data-emotion=');
}

/** The page's first screen, or null when the page sends the visitor elsewhere (see ServerRedirect). */
export async function renderPage(
  url: string,
  bootstrap: Bootstrap,
  initialData: Record<string, unknown> | null,
): Promise<RenderedPage | null> {
  const cache = createEmotionCache();
  // Before rendering: it switches the cache to collecting styles instead of writing <style>
  // elements into the markup.
  const emotion = createEmotionServer(cache);
  const app = await startApp(bootstrap, initialData);
  const router = ({ children }: { children: ReactNode }) => (
    <StaticRouter location={url}>{children}</StaticRouter>
  );
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(new Error('render timed out')), RENDER_TIMEOUT_MS);
  try {
    // A screen's code that is not loaded yet suspends the first rendering of it, and React then
    // sends that part later with an inline script, which the page's Content-Security-Policy
    // forbids. The rendering waits for that code; the next one finds it loaded and is whole.
    for (let attempt = 1; ; attempt++) {
      let redirectedTo: string | null = null;
      const redirect: ServerRedirect = { redirect: (to) => void (redirectedTo = to) };
      const html = await renderOnce(
        <ServerRedirectContext value={redirect}>
          <AppRoot app={app} cache={cache} router={router} hydrating />
        </ServerRedirectContext>,
        abort,
      );
      if (redirectedTo !== null) return null;
      if (!html.includes('<script')) {
        return { html, styles: pageStyles(emotion, cache, html) };
      }
      if (attempt === MAX_ATTEMPTS)
        throw new Error(`${url} still suspends after ${attempt} renders`);
    }
  } finally {
    clearTimeout(timer);
    app.queryClient.clear();
  }
}
