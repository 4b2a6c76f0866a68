import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { AppRouter } from './app/router';
import { useSession } from './features/auth/session-store';
import { seedCatalogQueries } from './features/catalog/api/catalog';
import { readBootstrap } from './lib/bootstrap';
import { initErrorReporting, installGlobalHandlers, reportError } from './lib/error-reporting';
import { createStoreTheme } from './theme';

installGlobalHandlers();

const bootstrap = await readBootstrap();
useSession.setState({
  user: bootstrap.user,
  channel: bootstrap.channel,
  site: bootstrap.site,
  mapsApiKey: bootstrap.mapsApiKey,
});
void initErrorReporting(bootstrap.sentryDsn, bootstrap.environment);

const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } },
});
const inlined = document.getElementById('initial-data')?.textContent;
if (inlined) seedCatalogQueries(queryClient, JSON.parse(inlined) as Record<string, unknown>);
const theme = createStoreTheme(bootstrap.channel.accent_color);

const container = document.getElementById('app');
if (!container) throw new Error('The page has no #app element to mount on.');

const root = createRoot(container, {
  onUncaughtError: (error) => reportError(error),
  onCaughtError: (error) => reportError(error),
});
// A transition lets React render the first page in short slices instead of one long task, so
// the phone's main thread stays free for input while the app starts (Total Blocking Time).
startTransition(() => {
  root.render(
    <StrictMode>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <QueryClientProvider client={queryClient}>
          <AppRouter />
        </QueryClientProvider>
      </ThemeProvider>
    </StrictMode>,
  );
});
