import { StrictMode, type ReactNode } from 'react';
import { CacheProvider, type EmotionCache } from '@emotion/react';
import createCache from '@emotion/cache';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { Bootstrap } from '@mealbox/contracts';
import { createSessionStore, SessionProvider } from '../features/accounts/session-store';
import { seedCatalogQueries } from '../features/catalog/api/seed-catalog-queries';
import { seedSubscriptionQueries } from '../features/subscriptions';
import { createStoreTheme } from '../theme';
import { HydrationProvider } from '../lib/use-hydrated';
import { ErrorBoundary } from './error-boundary';
import { AppRoutes } from './router';

/**
 * The styles' cache, one per page (browser) or per render (server). The same key on both sides:
 * the browser's cache adopts the style elements the server wrote and does not insert them again.
 */
export const createEmotionCache = (): EmotionCache => createCache({ key: 'css' });

/** The page's state from its bootstrap and its inlined API answers (the same on both sides). */
export function startApp(bootstrap: Bootstrap, initialData: Record<string, unknown> | null) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } },
  });
  if (initialData) {
    seedCatalogQueries(queryClient, initialData);
    seedSubscriptionQueries(queryClient, initialData);
  }
  return {
    session: createSessionStore(bootstrap),
    queryClient,
    theme: createStoreTheme(bootstrap.channel.accent_color),
  };
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
  app: ReturnType<typeof startApp>;
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
