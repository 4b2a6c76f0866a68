import * as Sentry from '@sentry/node';

let initialised = false;

/**
 * The standard error-reporting SDK, on only when a DSN is set. Tracing and automatic
 * instrumentation stay off: we want error reports, not a performance agent in the hot path.
 */
export function initErrorReporting(options: { dsn?: string | undefined; environment: string }) {
  if (options.dsn && !initialised) {
    Sentry.init({
      dsn: options.dsn,
      environment: options.environment,
      tracesSampleRate: 0,
      defaultIntegrations: false,
      integrations: [
        Sentry.onUncaughtExceptionIntegration(),
        Sentry.onUnhandledRejectionIntegration(),
      ],
    });
    initialised = true;
  }
  const enabled = Boolean(options.dsn);
  return {
    enabled,
    report: (error: unknown): void => {
      if (enabled) Sentry.captureException(error);
    },
    flush: async (timeoutMs = 2000): Promise<void> => {
      if (enabled) await Sentry.flush(timeoutMs);
    },
  };
}
