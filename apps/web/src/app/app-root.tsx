import { StrictMode, type ReactNode } from 'react';
import { CacheProvider, type EmotionCache } from '@emotion/react';
import createCache from '@emotion/cache';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { Bootstrap } from '@mealbox/contracts';
import { createSessionStore, SessionProvider } from '../features/accounts/session-store';
import { seedCartQueries } from '../features/cart/api/get-cart';
import { seedCatalogQueries } from '../features/catalog/api/seed-catalog-queries';
import { seedQuoteQueries } from '../features/checkout/api/get-quote';
import { seedFooterQuery } from '../features/channels/api/get-footer';
import { seedSubscriptionQueries } from '../features/subscriptions';
import { createStoreTheme } from '../theme';
import { HydrationProvider } from '../lib/use-hydrated';
import { ErrorBoundary } from './error-boundary';
import { AppRoutes } from './router';

/** The styles' cache's key, the same on both sides: the class names the server wrote match. */
const STYLES_KEY = 'css';

/**
 * The attribute naming the rules a server-written style element holds (`css <id> <id>…`), instead
 * of Emotion's data-emotion. Emotion adopts an element it finds by data-emotion by moving it to
 * the end of <head>, and the browser parses a moved sheet again and restyles the page: on a phone
 * a long task, made twice, once by the default cache Emotion creates as its code loads and again
 * by the page's own. adoptServerStyles marks the rules as inserted and leaves the elements where
 * they are.
 */
export const SERVER_STYLES_ATTRIBUTE = 'data-server-styles';

/**
 * The styles' cache, one per page (browser) or per render (server). Without Emotion's default
 * plugin, the vendor prefixer: the build's browsers (ES2022) need none of the prefixes it adds
 * (`-webkit-box`, `-ms-flexbox`, `-moz-transform`…), which were a quarter of a page's styles (16
 * of checkout's 66 KB), parsed before the first paint, and a part of every style composed in the
 * browser. Safari still wants `-webkit-user-select`, which the theme gives the buttons.
 */
export const createEmotionCache = (): EmotionCache =>
  createCache({ key: STYLES_KEY, stylisPlugins: [] });

/** The browser's cache knows the rules the server's style elements hold and does not insert them again. */
export function adoptServerStyles(cache: EmotionCache): EmotionCache {
  for (const element of document.querySelectorAll(`style[${SERVER_STYLES_ATTRIBUTE}]`)) {
    const [key, ...ids] = element.getAttribute(SERVER_STYLES_ATTRIBUTE)?.split(' ') ?? [];
    if (key === cache.key) for (const id of ids) cache.inserted[id] = true;
  }
  return cache;
}

/** Runs between two steps of a start; the browser's yields a task there (see startApp). */
export type Between = () => Promise<void>;

/**
 * The page's state from its bootstrap and its inlined API answers (the same on both sides). In
 * the browser `between` yields a task between its steps: the query cache seeded with the page's
 * answers and the theme are each a few milliseconds of a phone's main thread, and in one task they
 * were a long one (Total Blocking Time).
 */
export async function startApp(
  bootstrap: Bootstrap,
  initialData: Record<string, unknown> | null,
  between: Between = () => Promise.resolve(),
) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } },
  });
  if (initialData) {
    seedCatalogQueries(queryClient, initialData);
    seedSubscriptionQueries(queryClient, initialData);
    seedCartQueries(queryClient, initialData);
    seedQuoteQueries(queryClient, initialData);
    seedFooterQuery(queryClient, initialData, bootstrap.channel.channel);
  }
  await between();
  const session = createSessionStore(bootstrap);
  const theme = createStoreTheme(bootstrap.channel.accent_color);
  return { session, queryClient, theme };
}

/**
 * The whole app inside the given router: the browser's (BrowserRouter) or the server's
 * (StaticRouter at the requested URL). Both sides render this same tree, so the server's HTML
 * hydrates.
 */
export function AppRoot({
  app,
  cache,
  router: Router,
  hydrating,
}: {
  app: Awaited<ReturnType<typeof startApp>>;
  cache: EmotionCache;
  router: (props: { children: ReactNode }) => ReactNode;
  /** Rendered on the server, or hydrating its HTML in the browser (see HydrationProvider). */
  hydrating: boolean;
}) {
  return (
    <StrictMode>
      <CacheProvider value={cache}>
        <ThemeProvider theme={app.theme}>
          <CssBaseline />
          <SessionProvider store={app.session}>
            <QueryClientProvider client={app.queryClient}>
              <HydrationProvider hydrating={hydrating}>
                <Router>
                  <ErrorBoundary>
                    <AppRoutes />
                  </ErrorBoundary>
                </Router>
              </HydrationProvider>
            </QueryClientProvider>
          </SessionProvider>
        </ThemeProvider>
      </CacheProvider>
    </StrictMode>
  );
}
