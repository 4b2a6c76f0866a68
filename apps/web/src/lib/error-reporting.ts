type Reporter = (error: unknown) => void;

let reporter: Reporter | null = null;
const early: unknown[] = [];

/**
 * The error-reporting SDK loads only when a DSN is configured, so customers without it never
 * download it. Errors raised before it loads are sent once it has.
 */
export async function initErrorReporting(dsn: string | null, environment: string): Promise<void> {
  if (!dsn) return;
  const Sentry = await import('@sentry/react');
  Sentry.init({ dsn, environment, tracesSampleRate: 0 });
  reporter = (error) => Sentry.captureException(error);
  for (const error of early.splice(0)) reporter(error);
}

/** Unhandled errors go to the console and to the error-reporting service (spec §8). */
export function reportError(error: unknown): void {
  console.error(error);
  if (reporter) reporter(error);
  else early.push(error);
}

export function installGlobalHandlers(): void {
  window.addEventListener('error', (event) => reportError(event.error ?? event.message));
  window.addEventListener('unhandledrejection', (event) => reportError(event.reason));
}
